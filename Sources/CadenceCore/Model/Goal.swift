/// What a habit aims at: a goal type, its unit, a target per period.
///
/// docs/domain-rules.md §2: the target is > 0 per period (a quit habit's limit may be 0). For `none` the
/// daily target is *times per day* and the unit is absent.
public struct Goal: Sendable, Hashable, Codable {
    public var type: GoalType
    /// The unit amounts are stored in; `nil` for `none`.
    public var unit: String?
    /// The target per period (a build habit's minimum, a quit habit's limit).
    public var target: Double
    public var period: GoalPeriod

    public init(type: GoalType = .none, unit: String? = nil, target: Double = 1, period: GoalPeriod = .day) {
        self.type = type
        self.unit = unit
        self.target = target
        self.period = period
    }

    /// A simple-completion goal done `timesPerDay` times a day.
    public static func simple(timesPerDay: Int = 1) -> Goal {
        Goal(type: .none, unit: nil, target: Double(timesPerDay), period: .day)
    }

    /// docs/domain-rules.md §2: for `none`, times per day; otherwise 1.
    public var timesPerDay: Int {
        type == .none && period == .day ? NumericBoundary.clamped(target, rounding: .down, to: 0...Int.max) : 1
    }

    /// The unit name to show beside amounts (`times` for simple completion).
    public var displayUnit: String { unit ?? "times" }
}
