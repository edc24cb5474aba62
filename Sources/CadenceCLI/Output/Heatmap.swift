import CadenceCore
import CadenceServices
import CadenceStorage

/// A GitHub-style heatmap: one row per weekday (from the user's week start), one column per
/// week, each day shaded `·░▒▓█` by its level (see `CalendarJSON.DayJSON.level`).
struct Heatmap {
    let calendar: CalendarJSON
    let weekStart: Weekday
    let style: TerminalStyle

    func render(isQuit: Bool) -> String {
        let days = Dictionary(calendar.days.map { ($0.date, $0) }, uniquingKeysWith: { first, _ in first })
        let weeks = (calendar.from.days(until: calendar.to) + 1) / 7
        var lines = [monthLabels(weeks: weeks)]
        for row in 0..<7 {
            let weekday = calendar.from.adding(days: row).weekday
            var line = "  " + style.dim(Wording.shortWeekdayName(weekday)) + " "
            for column in 0..<weeks {
                let date = calendar.from.adding(days: column * 7 + row)
                line += cell(days[date], isQuit: isQuit) + " "
            }
            lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
        }
        lines.append("")
        lines.append(
            "  " + style.dim("less ") + style.dim("·") + " " + shade(1, isQuit: false) + " " + shade(2, isQuit: false)
                + " "
                + shade(3, isQuit: false) + " " + shade(4, isQuit: false) + style.dim(" more   – skipped")
                + (isQuit ? style.dim("   ") + style.red("░") + style.dim(" over the limit") : ""))
        return lines.joined(separator: "\n")
    }

    /// Month names above the week where each month begins.
    private func monthLabels(weeks: Int) -> String {
        var labels = [Character](repeating: " ", count: 6 + weeks * 2 + 3)
        var nextFree = 0
        func startsMonth(_ column: Int) -> Bool {
            (0..<7).contains { calendar.from.adding(days: column * 7 + $0).dayOfMonth == 1 }
        }
        for column in 0..<weeks {
            let weekFirst = calendar.from.adding(days: column * 7)
            // The first column is labelled with its month unless the next one starts a month.
            let labelled = startsMonth(column) || (column == 0 && !(weeks > 1 && startsMonth(1)))
            guard labelled else { continue }
            let month = startsMonth(column) ? weekFirst.adding(days: 6).month : weekFirst.month
            let position = 6 + column * 2
            guard position >= nextFree else { continue }
            for (offset, character) in Wording.shortMonthName(month).enumerated() where position + offset < labels.count {
                labels[position + offset] = character
            }
            nextFree = position + 4
        }
        let text = String(labels)
        return style.dim(String(text.reversed().drop(while: { $0 == " " }).reversed()))
    }

    private func cell(_ day: CalendarJSON.DayJSON?, isQuit: Bool) -> String {
        guard let day, let level = day.level else { return " " }
        if day.skipped { return style.dim("–") }
        if level == 0 { return day.due ? style.dim("·") : " " }
        return shade(level, isQuit: isQuit)
    }

    private func shade(_ level: Int, isQuit: Bool) -> String {
        switch level {
        case 1: isQuit ? style.red("░") : style.green("░")
        case 2: style.green("▒")
        case 3: style.green("▓")
        default: style.green("█")
        }
    }
}
