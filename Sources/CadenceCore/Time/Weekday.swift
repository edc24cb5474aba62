import Foundation

/// docs/domain-rules.md §1: weekdays use ISO 8601 numbers, 1 = Monday … 7 = Sunday.
///
/// (A common off-by-one maps 3 to Wednesday and 7 to Saturday; Cadence does not.)
public enum Weekday: Int, Sendable, Codable, CaseIterable, Comparable, Hashable {
    case monday = 1
    case tuesday, wednesday, thursday, friday, saturday, sunday

    /// Three-letter English abbreviation, lowercase (`mon` … `sun`).
    public var shortName: String {
        switch self {
        case .monday: "mon"
        case .tuesday: "tue"
        case .wednesday: "wed"
        case .thursday: "thu"
        case .friday: "fri"
        case .saturday: "sat"
        case .sunday: "sun"
        }
    }

    /// Parses `mon`, `monday`, `Mon`, or an ISO number `1`–`7`.
    public init?(name: String) {
        let lowered = name.lowercased().trimmingCharacters(in: .whitespaces)
        if let number = Int(lowered), let weekday = Weekday(rawValue: number) {
            self = weekday
            return
        }
        guard lowered.count >= 3,
            let match = Weekday.allCases.first(where: { lowered.hasPrefix($0.shortName) })
        else { return nil }
        self = match
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}
