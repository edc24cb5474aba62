import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence progress`: the level bar, the global streak, recent XP and the achievements.
struct ProgressView {
    let report: ProgressReport
    let style: TerminalStyle

    func render() -> String {
        let level = report.level
        let fraction = level.levelSpan > 0 ? Double(level.intoLevel) / Double(level.levelSpan) : 0
        var lines = [
            style.bold("Level \(level.level)") + "  " + ProgressBar.render(fraction, width: 20)
                + "  \(level.intoLevel)/\(level.levelSpan) XP · \(level.toNextLevel) to level \(level.level + 1)",
            "Total XP     \(level.totalXP)",
        ]
        let streak = report.globalStreak
        let last = streak.lastPerfectDay.map { " · last \($0)" } ?? ""
        lines.append(
            "Perfect days \(streak.current) in a row (best \(streak.longest)) · \(streak.perfectDays) in all\(last)")
        if !report.recentTransactions.isEmpty {
            lines.append("")
            lines.append(style.bold("Recent XP"))
            for transaction in report.recentTransactions {
                let amount = transaction.amount > 0 ? "+\(transaction.amount)" : "\(transaction.amount)"
                let what: String
                switch transaction.reason {
                case .perfectDay: what = "perfect day \(transaction.day?.description ?? "")"
                case .perfectDayRevoked: what = "perfect day \(transaction.day?.description ?? "") undone"
                case .achievement:
                    let id = transaction.achievementID ?? ""
                    what = "achievement: " + (AchievementCatalog.achievement(id: id)?.title ?? id)
                }
                let colored = transaction.amount >= 0 ? style.green(amount) : style.red(amount)
                lines.append("  " + TextWidth.padLeft(colored, to: 5) + "  " + what)
            }
        }
        lines.append("")
        lines.append(style.bold("Achievements"))
        var table = Table([.init(""), .init("Achievement"), .init("Progress"), .init("XP", .right)])
        for entry in report.achievements {
            let achievement = entry.achievement
            let mark = entry.isUnlocked ? style.green("✓") : style.dim("·")
            let progress =
                entry.isUnlocked
                ? "unlocked"
                : ProgressBar.render(Double(entry.progress) / Double(max(achievement.target, 1)), width: 10)
                    + " \(entry.progress)/\(achievement.target)"
            table.append([mark, achievement.title + style.dim(" — " + achievement.description), progress, "\(achievement.xp)"])
        }
        lines.append(table.render(style: style))
        return lines.joined(separator: "\n")
    }
}
