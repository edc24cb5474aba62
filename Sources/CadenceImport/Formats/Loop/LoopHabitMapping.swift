import CadenceCore
import Foundation

/// How Loop Habit Tracker's habit fields become Cadence's (docs/import-export.md, docs/domain-rules.md §2).
enum LoopHabitMapping {
    // MARK: Frequency

    /// docs/domain-rules.md §2: Loop's frequency `n/d` — 1/1 daily; n/7 times per week; n/30 and n/31 times
    /// per month; otherwise n times in consecutive d-day blocks. `nil` when n or d is not positive.
    static func schedule(numerator: Int, denominator: Int) -> Schedule? {
        guard numerator > 0, denominator > 0 else { return nil }
        switch (numerator, denominator) {
        case (1, 1): return .daily
        case (_, 7): return .timesPerWeek(numerator)
        case (_, 30), (_, 31): return .timesPerMonth(numerator)
        default: return .timesInDays(numerator, denominator)
        }
    }

    /// A numerical habit's frequency says over which period its target counts: 1/1 a day, 1/7 a
    /// week, 1/30 or 1/31 a month (daily schedule). Any other frequency keeps a per-day target
    /// on the matching schedule, and says so (`approximated == true`).
    static func numericalPeriod(numerator: Int, denominator: Int) -> (
        schedule: Schedule, period: GoalPeriod, approximated: Bool
    )? {
        switch (numerator, denominator) {
        case (1, 1): return (.daily, .day, false)
        case (1, 7): return (.daily, .week, false)
        case (1, 30), (1, 31): return (.daily, .month, false)
        default:
            guard let schedule = schedule(numerator: numerator, denominator: denominator) else { return nil }
            return (schedule, .day, true)
        }
    }

    /// A numerical habit's goal: its unit (a known unit picks its goal type; any other label is a
    /// custom `repetitions` label; none is `times`), its target and period.
    static func numericalGoal(unit: String, target: Double, period: GoalPeriod) -> Goal {
        let trimmed = unit.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return Goal(type: .repetitions, unit: "times", target: target, period: period) }
        let type = GoalType.implied(byUnit: trimmed)
        return Goal(type: type, unit: MeasureUnit.canonical(trimmed), target: target, period: period)
    }

    // MARK: Colors

    /// Loop's 20-color palette (v21 and later), as its CSV export writes it.
    static let palette = [
        "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B",
        "#00ACC1", "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030",
        "#757575", "#AAAAAA",
    ]

    /// Cadence's palette token for each Loop palette color that carries the same name (red, amber,
    /// teal…); the six shades Cadence's palette has no name for (deep orange, light green, light
    /// blue, deep purple, dark grey, light grey) keep their exact `#RRGGBB`, so no color changes.
    private static let paletteNames: [Int: String] = [
        0: "red", 2: "orange", 3: "amber", 4: "yellow", 5: "lime", 7: "green", 8: "teal", 9: "cyan",
        11: "blue", 12: "indigo", 14: "purple", 15: "pink", 16: "brown", 18: "gray",
    ]

    /// Loop's migration 21: the 13-color palette of versions 14–20 into the 20-color one.
    private static let oldPaletteToNew = [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19]

    /// Loop's migration 14: the ARGB colors of versions before 14 that were palette colors.
    private static let argbToOldPalette: [Int: Int] = [
        -2_937_041: 0, -1_684_967: 1, -415_707: 2, -5_262_293: 3, -13_070_788: 4, -16_742_021: 5, -16_732_991: 6,
        -16_540_699: 7, -10_603_087: 8, -7_461_718: 9, -2_614_432: 10, -13_619_152: 11, -5_592_406: 12,
    ]

    /// The Cadence color of a stored Loop `color`: a palette index in the 20-color palette
    /// (version 21+) or the 13-color one (versions 14–20), or an ARGB integer (before 14).
    /// `nil` when an index is out of range.
    static func color(stored value: Int, version: Int) -> String? {
        if version >= 21 {
            return (0..<palette.count).contains(value) ? color(paletteIndex: value) : nil
        }
        if version >= 14 {
            return (0..<oldPaletteToNew.count).contains(value) ? color(paletteIndex: oldPaletteToNew[value]) : nil
        }
        if let old = argbToOldPalette[value] { return color(paletteIndex: oldPaletteToNew[old]) }
        return hex(rgb: value & 0xFF_FFFF)
    }

    /// The Cadence color of a palette index of Loop's 20-color palette.
    static func color(paletteIndex index: Int) -> String {
        paletteNames[index] ?? palette[index]
    }

    /// The Cadence color of a `#RRGGBB` written by Loop's CSV export: a palette color's token, or
    /// the hex itself (uppercased). `nil` when it is not `#RRGGBB`.
    static func color(hex text: String) -> String? {
        let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
        if let index = palette.firstIndex(of: upper) { return color(paletteIndex: index) }
        return HabitColor.isValid(upper) && upper.hasPrefix("#") ? upper : nil
    }

    private static func hex(rgb: Int) -> String {
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    // MARK: Reminders

    /// Loop's `reminder_days` bits, from bit 0: Saturday, Sunday, Monday … Friday.
    private static let reminderBits: [Weekday] = [
        .saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday,
    ]

    /// docs/domain-rules.md §9: Loop's one reminder; every day (127) means no weekday limit. A reminder on no
    /// day (0) never fires in Loop: it is kept, switched off.
    static func reminder(hour: Int, minute: Int, days: Int) -> Reminder {
        let mask = days & 0x7F
        guard mask != 0 else { return Reminder(hour: hour, minute: minute, isActive: false) }
        guard mask != 0x7F else { return Reminder(hour: hour, minute: minute) }
        let weekdays = Set(reminderBits.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        return Reminder(hour: hour, minute: minute, weekdays: weekdays)
    }

    // MARK: Text

    /// Loop 2 has a question ("Did you meditate?") and a description; Cadence has one description:
    /// the question, then the description after a blank line.
    static func description(question: String?, description: String?) -> String {
        [question, description].compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }.joined(separator: "\n\n")
    }
}

/// What one Loop entry (`Repetitions.value`, or a CSV `Value`) becomes. The value codes are
/// Loop's file format, shared with the test support's backup writer.
package enum LoopEntry {
    package static let yesManual = 2
    package static let yesAuto = 1
    package static let no = 0
    package static let skip = 3
    package static let unknown = -1

    enum Outcome: Equatable {
        /// A check-in of this amount.
        case checkIn(Double)
        /// A skipped day.
        case skip
        /// Nothing to import, for this reason.
        case nothing(String)
    }

    static let zeroReason = "zero amounts (a day without check-ins totals 0)"

    /// Boolean habits: `YES_MANUAL` is a check-in, `SKIP` a skipped day; `YES_AUTO` (derived by
    /// Loop from the frequency), `NO` and `UNKNOWN` are not imported. Numerical habits: values
    /// are amounts ×1000, `SKIP` (3) a skipped day.
    static func outcome(value: Int, isNumerical: Bool) -> Outcome {
        if isNumerical {
            switch value {
            case skip: return .skip
            case unknown: return .nothing("UNKNOWN (no data)")
            case ..<0: return .nothing("negative values")
            case 0: return .nothing(zeroReason)
            default: return .checkIn(Double(value) / 1000)
            }
        }
        switch value {
        case yesManual: return .checkIn(1)
        case skip: return .skip
        case yesAuto: return .nothing("YES_AUTO (derived by Loop from the frequency)")
        case no: return .nothing("NO")
        case unknown: return .nothing("UNKNOWN (no data)")
        default: return .nothing("unknown values")
        }
    }

    /// A CSV `Value`: `YES_MANUAL`, `YES_AUTO`, `NO`, `SKIP`, `UNKNOWN`, or a raw integer (older
    /// exports, and numerical habits ×1000).
    static func value(csv text: String) -> Int? {
        switch text.trimmingCharacters(in: .whitespaces) {
        case "YES_MANUAL": yesManual
        case "YES_AUTO": yesAuto
        case "NO": no
        case "SKIP": skip
        case "UNKNOWN": unknown
        case let other: Int(other)
        }
    }
}
