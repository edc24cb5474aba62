/// An inclusive range of days, such as a statistics window or a trend bucket.
public struct DateWindow: Sendable, Hashable, Codable {
    public let from: Day
    public let to: Day

    /// Creates a window; throws when `from` is after `to`.
    public init(from: Day, to: Day) throws(CadenceError) {
        guard from <= to else {
            throw CadenceError(.dateRangeInvalid, field: "from", "the window starts (\(from)) after it ends (\(to))")
        }
        self.from = from
        self.to = to
    }

    /// docs/domain-rules.md §5: the `days` days ending on `last` (default window: 30 days ending today).
    public static func last(_ days: Int, endingOn last: Day) -> DateWindow {
        DateWindow(unchecked: last.adding(days: -(max(days, 1) - 1)), to: last)
    }

    init(unchecked from: Day, to: Day) {
        self.from = from
        self.to = to
    }

    /// The number of days in the window.
    public var length: Int { from.days(until: to) + 1 }

    public func contains(_ day: Day) -> Bool { from <= day && day <= to }
}
