import CadenceCore
import CadenceServices

/// Achievements (docs/domain-rules.md §6 levels, global streak, XP ledger and the achievement catalog):
/// the level with the XP total and the progress to the next level, the perfect-day streak
/// (current and longest), every achievement of the catalog with its progress, XP and unlock
/// date, and the latest XP transactions.
struct AchievementsPage {
    let report: ProgressReport
    /// The user's calendar, to write instants in their zone.
    let calendar: UserCalendar
    /// Challenges the user won (docs/domain-rules.md "§26 Challenges"): a gold medal each.
    var medals: [Challenge] = []
    /// The page's words and numbers in the person's language (docs/domain-rules.md §23).
    var text = WebText()

    var body: HTML {
        let unlocked = report.achievements.filter(\.isUnlocked).count
        return """
            <h1>\(text.localized("Achievements"))</h1>
            \(levelCard)
            <section aria-labelledby="catalog-title">
            <h2 id="catalog-title">\(text.localized("Achievements")) <span class="muted">\(text.localized(
                "{unlocked} of {total} unlocked", ["unlocked": text.integer(unlocked), "total": text.integer(report.achievements.count)]))</span></h2>
            <ul id="achievements" class="achievement-grid">\(report.achievements.map(item))</ul>
            </section>
            \(medalCard)
            \(historyCard)
            """
    }

    private var medalCard: HTML {
        guard !medals.isEmpty else { return "" }
        let items = medals.map { challenge -> HTML in
            let dates = "\(text.shortDay(challenge.start)) – \(text.shortDay(challenge.end))"
            let medal = text.localized("gold medal")
            return "<li id=\"medal-\(challenge.id)\"><span role=\"img\" aria-label=\"\(medal)\">🥇</span> \(challenge.name) (\(dates))</li>"
        }
        return """
            <section class="card" aria-labelledby="medals-title"><h2 id="medals-title">\(text.localized("Challenge medals"))</h2>
            <ul id="challenge-medals">\(HTML.joined(items))</ul></section>
            """
    }

    private var levelCard: HTML {
        let level = report.level
        let streak = report.globalStreak
        let percent =
            level.levelSpan > 0 ? NumericBoundary.clamped(Double(level.intoLevel) / Double(level.levelSpan) * 100, rounding: .down, to: 0...100) : 100
        let levelText = text.localized("Level {level}", ["level": text.integer(level.level)])
        let longest = text.localized("Perfect days in a row · longest {longest}", ["longest": text.integer(streak.longest)])
        let toNext = text.localized("Progress to level {level}", ["level": text.integer(level.level + 1)])
        let into = text.localized(
            "{into} of {span} XP into level {level} · {left} XP to level {next}",
            [
                "into": text.integer(level.intoLevel), "span": text.integer(level.levelSpan), "level": text.integer(level.level),
                "left": text.integer(level.toNextLevel), "next": text.integer(level.level + 1),
            ])
        return """
            <section class="card" aria-labelledby="level-title">
            <ul class="stat-grid">
            <li class="stat"><span id="level" class="stat-value" data-level="\(level.level)">\(levelText)</span><span class="stat-label" \
            id="level-title">\(text.localized("Level"))</span></li>
            <li class="stat"><span id="xp" class="stat-value" data-xp="\(level.totalXP)">\(text.integer(level.totalXP)) XP</span><span \
            class="stat-label">\(text.localized("Total XP"))</span></li>
            <li class="stat"><span id="global-streak" class="stat-value" data-streak="\(streak.current)" data-longest="\(streak.longest)">🔥 \
            \(text.integer(streak.current))</span><span class="stat-label">\(longest)</span></li>
            <li class="stat"><span id="perfect-days" class="stat-value" data-perfect-days="\(streak.perfectDays)">\(text.integer(streak.perfectDays))\
            </span><span class="stat-label">\(text.localized("Perfect days in all"))</span></li>
            </ul>
            <div id="xp-progress">
            <div class="xp-bar" role="progressbar" aria-label="\(toNext)" \
            aria-valuemin="0" aria-valuemax="\(level.levelSpan)" aria-valuenow="\(level.intoLevel)"><span style="width: \(percent)%"></span></div>
            <p class="muted">\(into)</p>
            </div>
            </section>
            """
    }

    private func item(_ entry: ProgressReport.AchievementProgress) -> HTML {
        let achievement = entry.achievement
        let title = text.localizer.achievementTitle(id: achievement.id, english: achievement.title)
        let description = text.localizer.achievementDescription(id: achievement.id, english: achievement.description)
        let unlockedAt: HTML =
            entry.unlockedAt.map { instant in
                let when = text.html(text.localized("Unlocked {when}"), ["when": text.instantHTML(instant, in: calendar)])
                return "<p class=\"achievement-unlocked\">\(when)</p>"
            } ?? ""
        let progressLabel = text.localized("{achievement} progress", ["achievement": title])
        // One line per achievement.
        return """
            <li class="achievement" data-achievement-id="\(achievement.id)" data-unlocked="\(entry.isUnlocked)">\
            <h3><span aria-hidden="true">\(entry.isUnlocked ? "🏆" : "🔒")</span> \(title)</h3>\
            <p>\(description)</p>\
            <p><progress max="\(achievement.target)" value="\(entry.progress)" aria-label="\(progressLabel)"></progress> \
            <span class="achievement-progress" data-progress="\(entry.progress)" data-target="\(achievement.target)">\
            \(text.integer(entry.progress))/\(text.integer(achievement.target))</span> \
            · <span class="achievement-xp">+\(text.integer(achievement.xp)) XP</span></p>\(unlockedAt)</li>

            """
    }

    private var historyCard: HTML {
        let rows = report.recentTransactions.map { transaction -> HTML in
            let sign = transaction.amount > 0 ? "+" : ""
            return """
                <tr class="xp-transaction" data-amount="\(transaction.amount)"><td>\(sign)\(text.integer(transaction.amount)) XP</td><td \
                class="name">\(reason(transaction))</td><td>\(text.instantHTML(transaction.at, in: calendar))</td></tr>
                """
        }
        let table: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">\(text.localized("No XP yet: complete every habit due in a day to earn 50 XP."))</p>"
            : """
            <div class="table-wrap" tabindex="0" role="region" aria-label="\(text.localized("XP history"))">\
            <table id="xp-history"><thead><tr><th>XP</th><th>\(text.localized("Why"))</th><th>\(text.localized("When"))</th></tr></thead>
            <tbody>\(rows)</tbody></table></div>
            """
        return """
            <section class="card" aria-labelledby="xp-history-title"><h2 id="xp-history-title">\(text.localized("Recent XP"))</h2>
            \(table)
            </section>
            """
    }

    private func reason(_ transaction: XPTransaction) -> String {
        let day =
            transaction.day.map {
                " · "
                    + (text.isEnglish
                        ? "\(WebFormat.shortDay($0)) \($0.year)" : text.localizer.format.date(year: $0.year, month: $0.month, day: $0.dayOfMonth))
            } ?? ""
        switch transaction.reason {
        case .perfectDay:
            return text.localized("Perfect day") + day
        case .perfectDayRevoked:
            return text.localized("Perfect day undone") + day
        case .achievement:
            let id = transaction.achievementID ?? ""
            let english = AchievementCatalog.achievement(id: id)?.title ?? id
            return text.localized("Achievement: {title}", ["title": text.localizer.achievementTitle(id: id, english: english)])
        }
    }
}
