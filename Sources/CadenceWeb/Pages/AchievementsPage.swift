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

    var body: HTML {
        let unlocked = report.achievements.filter(\.isUnlocked).count
        return """
            <h1>Achievements</h1>
            \(levelCard)
            <section aria-labelledby="catalog-title">
            <h2 id="catalog-title">Achievements <span class="muted">\(unlocked) of \(report.achievements.count) unlocked</span></h2>
            <ul id="achievements" class="achievement-grid">\(report.achievements.map(item))</ul>
            </section>
            \(medalCard)
            \(historyCard)
            """
    }

    private var medalCard: HTML {
        guard !medals.isEmpty else { return "" }
        let items = medals.map { challenge -> HTML in
            let dates = "\(WebFormat.shortDay(challenge.start)) – \(WebFormat.shortDay(challenge.end))"
            return "<li id=\"medal-\(challenge.id)\"><span role=\"img\" aria-label=\"gold medal\">🥇</span> \(challenge.name) (\(dates))</li>"
        }
        return """
            <section class="card" aria-labelledby="medals-title"><h2 id="medals-title">Challenge medals</h2>
            <ul id="challenge-medals">\(HTML.joined(items))</ul></section>
            """
    }

    private var levelCard: HTML {
        let level = report.level
        let streak = report.globalStreak
        let percent =
            level.levelSpan > 0 ? NumericBoundary.clamped(Double(level.intoLevel) / Double(level.levelSpan) * 100, rounding: .down, to: 0...100) : 100
        return """
            <section class="card" aria-labelledby="level-title">
            <ul class="stat-grid">
            <li class="stat"><span id="level" class="stat-value" data-level="\(level.level)">Level \(level.level)</span><span class="stat-label" \
            id="level-title">Level</span></li>
            <li class="stat"><span id="xp" class="stat-value" data-xp="\(level.totalXP)">\(level.totalXP) XP</span><span class="stat-label">Total \
            XP</span></li>
            <li class="stat"><span id="global-streak" class="stat-value" data-streak="\(streak.current)" data-longest="\(streak.longest)">🔥 \
            \(streak.current)</span><span class="stat-label">Perfect days in a row · longest \(streak.longest)</span></li>
            <li class="stat"><span id="perfect-days" class="stat-value" data-perfect-days="\(streak.perfectDays)">\(streak.perfectDays)</span><span \
            class="stat-label">Perfect days in all</span></li>
            </ul>
            <div id="xp-progress">
            <div class="xp-bar" role="progressbar" aria-label="Progress to level \(level.level + 1)" aria-valuemin="0" \
            aria-valuemax="\(level.levelSpan)" aria-valuenow="\(level.intoLevel)"><span style="width: \(percent)%"></span></div>
            <p class="muted">\(level.intoLevel) of \(level.levelSpan) XP into level \(level.level) · \(level.toNextLevel) XP to level \
            \(level.level + 1)</p>
            </div>
            </section>
            """
    }

    private func item(_ entry: ProgressReport.AchievementProgress) -> HTML {
        let achievement = entry.achievement
        let unlockedAt: HTML = entry.unlockedAt.map { "<p class=\"achievement-unlocked\">Unlocked \(WebInstant.html($0, in: calendar))</p>" } ?? ""
        // One line per achievement.
        return """
            <li class="achievement" data-achievement-id="\(achievement.id)" data-unlocked="\(entry.isUnlocked)">\
            <h3><span aria-hidden="true">\(entry.isUnlocked ? "🏆" : "🔒")</span> \(achievement.title)</h3>\
            <p>\(achievement.description)</p>\
            <p><progress max="\(achievement.target)" value="\(entry.progress)" aria-label="\(achievement.title) progress"></progress> \
            <span class="achievement-progress" data-progress="\(entry.progress)" data-target="\(achievement.target)">\
            \(entry.progress)/\(achievement.target)</span> \
            · <span class="achievement-xp">+\(achievement.xp) XP</span></p>\(unlockedAt)</li>

            """
    }

    private var historyCard: HTML {
        let rows = report.recentTransactions.map { transaction -> HTML in
            let sign = transaction.amount > 0 ? "+" : ""
            return """
                <tr class="xp-transaction" data-amount="\(transaction.amount)"><td>\(sign)\(transaction.amount) XP</td><td class="name">\
                \(reason(transaction))</td><td>\(WebInstant.html(transaction.at, in: calendar))</td></tr>
                """
        }
        let table: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">No XP yet: complete every habit due in a day to earn 50 XP.</p>"
            : """
            <div class="table-wrap" tabindex="0" role="region" aria-label="XP history">\
            <table id="xp-history"><thead><tr><th>XP</th><th>Why</th><th>When</th></tr></thead>
            <tbody>\(rows)</tbody></table></div>
            """
        return """
            <section class="card" aria-labelledby="xp-history-title"><h2 id="xp-history-title">Recent XP</h2>
            \(table)
            </section>
            """
    }

    private func reason(_ transaction: XPTransaction) -> String {
        let day = transaction.day.map { " · \(WebFormat.shortDay($0)) \($0.year)" } ?? ""
        switch transaction.reason {
        case .perfectDay:
            return "Perfect day\(day)"
        case .perfectDayRevoked:
            return "Perfect day undone\(day)"
        case .achievement:
            let title = AchievementCatalog.all.first { $0.id == transaction.achievementID }?.title ?? transaction.achievementID ?? ""
            return "Achievement: \(title)"
        }
    }
}
