import Foundation

/// docs/domain-rules.md §9: a reminder at a local time of day, optionally on some ISO weekdays only.
public struct Reminder: Sendable, Hashable, Codable {
    /// Hour 0–23, local wall-clock time.
    public var hour: Int
    /// Minute 0–59.
    public var minute: Int
    /// The weekdays it may fire on; empty means every due day.
    public var weekdays: Set<Weekday>
    public var isActive: Bool

    public init(hour: Int, minute: Int, weekdays: Set<Weekday> = [], isActive: Bool = true) {
        self.hour = hour
        self.minute = minute
        self.weekdays = weekdays
        self.isActive = isActive
    }

    /// Parses `HH:MM` (24-hour clock).
    public init?(time text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts[0].count <= 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// `HH:MM`.
    public var timeText: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
