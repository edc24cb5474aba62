import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence progress`: the level bar, the global streak, recent XP and the achievements, in the
/// person's language (docs/domain-rules.md §23; English keeps its compact forms).
struct ProgressView {
    let report: ProgressReport
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        let level = report.level
        let fraction = level.levelSpan > 0 ? Double(level.intoLevel) / Double(level.levelSpan) : 0
        let levelLine = text.localized(
            "{into}/{span} XP · {left} to level {next}",
            [
                "into": text.integer(level.intoLevel), "span": text.integer(level.levelSpan), "left": text.integer(level.toNextLevel),
                "next": text.integer(level.level + 1),
            ])
        var lines = [
            style.bold(text.localized("Level {level}", ["level": text.integer(level.level)])) + "  " + ProgressBar.render(fraction, width: 20)
                + "  " + levelLine,
            text.localized("Total XP     {xp}", ["xp": text.integer(level.totalXP)]),
        ]
        let streak = report.globalStreak
        let last = streak.lastPerfectDay.map { text.localized(" · last {day}", ["day": text.isEnglish ? $0.description : text.shortDate($0)]) } ?? ""
        lines.append(
            text.localized(
                "Perfect days {current} in a row (best {best}) · {all} in all",
                ["current": text.integer(streak.current), "best": text.integer(streak.longest), "all": text.integer(streak.perfectDays)])
                + last)
        if !report.recentTransactions.isEmpty {
            lines.append("")
            lines.append(style.bold(text.localized("Recent XP")))
            for transaction in report.recentTransactions {
                let amount = transaction.amount > 0 ? "+\(transaction.amount)" : "\(transaction.amount)"
                let colored = transaction.amount >= 0 ? style.green(amount) : style.red(amount)
                lines.append("  " + TextWidth.padLeft(colored, to: 5) + "  " + reason(transaction))
            }
        }
        lines.append("")
        lines.append(style.bold(text.localized("Achievements")))
        var table = Table([.init(""), .init(text.localized("Achievement")), .init(text.localized("Progress")), .init("XP", .right)])
        for entry in report.achievements {
            let achievement = entry.achievement
            let mark = entry.isUnlocked ? style.green("✓") : style.dim("·")
            let progress =
                entry.isUnlocked
                ? text.localized("unlocked")
                : ProgressBar.render(Double(entry.progress) / Double(max(achievement.target, 1)), width: 10)
                    + " \(text.integer(entry.progress))/\(text.integer(achievement.target))"
            let title = text.localizer.achievementTitle(id: achievement.id, english: achievement.title)
            let description = text.localizer.achievementDescription(id: achievement.id, english: achievement.description)
            table.append([mark, title + style.dim(" — " + description), progress, text.integer(achievement.xp)])
        }
        lines.append(table.render(style: style))
        return lines.joined(separator: "\n")
    }

    private func reason(_ transaction: XPTransaction) -> String {
        let day = transaction.day.map { text.isEnglish ? $0.description : text.shortDate($0) } ?? ""
        switch transaction.reason {
        case .perfectDay: return text.localized("perfect day {day}", ["day": day])
        case .perfectDayRevoked: return text.localized("perfect day {day} undone", ["day": day])
        case .achievement:
            let id = transaction.achievementID ?? ""
            let title = text.localizer.achievementTitle(id: id, english: AchievementCatalog.achievement(id: id)?.title ?? id)
            return text.localized("achievement: {title}", ["title": title])
        }
    }
}
