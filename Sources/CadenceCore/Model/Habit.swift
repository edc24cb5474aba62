import Foundation

/// A habit as stored: its definition, never its derived answers (docs/domain-rules.md §2).
public struct Habit: Sendable, Hashable, Codable, Identifiable {
    public var id: HabitID
    public var name: String
    public var description: String
    /// An SF Symbol name or one emoji; `nil` means the UI shows the name's initials.
    public var icon: String?
    /// A palette token or `#RRGGBB`.
    public var color: String
    public var categoryID: CategoryID?
    public var kind: HabitKind
    public var goal: Goal
    /// docs/domain-rules.md §2: a quit habit's behaviour before (e.g. 10 cigarettes); > the limit.
    public var baseline: Double?
    public var schedule: Schedule
    public var startDay: Day
    public var endDay: Day?
    public var reminders: [Reminder]
    public var sortOrder: Int
    public var isArchived: Bool
    public var presetID: String?
    /// The id of the record this habit was imported from (a Loop uuid, a LucidPal id), so
    /// that importing the same file again finds it instead of duplicating it.
    public var sourceID: String?
    /// The health metric that feeds the habit's days, if any (docs/domain-rules.md
    /// "§18 Habits fed by health data"): its day total is the metric's day value.
    public var linkedHealth: HealthType?
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: HabitID, name: String, description: String = "", icon: String? = nil, color: String = "blue",
        categoryID: CategoryID? = nil, kind: HabitKind = .build, goal: Goal = .simple(), baseline: Double? = nil,
        schedule: Schedule = .daily, startDay: Day, endDay: Day? = nil, reminders: [Reminder] = [],
        sortOrder: Int = 0, isArchived: Bool = false, presetID: String? = nil, sourceID: String? = nil,
        linkedHealth: HealthType? = nil, createdAt: Date = Date(timeIntervalSince1970: 0), updatedAt: Date = Date(timeIntervalSince1970: 0)
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.icon = icon
        self.color = color
        self.categoryID = categoryID
        self.kind = kind
        self.goal = goal
        self.baseline = baseline
        self.schedule = schedule
        self.startDay = startDay
        self.endDay = endDay
        self.reminders = reminders
        self.sortOrder = sortOrder
        self.isArchived = isArchived
        self.presetID = presetID
        self.sourceID = sourceID
        self.linkedHealth = linkedHealth
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// docs/domain-rules.md §2: nothing is due outside `[start, end]`.
    public func isActive(on day: Day) -> Bool {
        day >= startDay && (endDay.map { day <= $0 } ?? true)
    }

    /// docs/domain-rules.md §3: whether a day's total is a success against the per-period target
    /// (build: total ≥ target; quit: total ≤ limit). Meaningful for `day` periods.
    public func isSuccessful(dayTotal total: Double) -> Bool {
        switch kind {
        case .build: total >= goal.target - Habit.tolerance
        case .quit: total <= goal.target + Habit.tolerance
        }
    }

    /// Amounts are compared with this tolerance so that 0.1 + 0.2 reaches a 0.3 target.
    public static let tolerance = 1e-9
}
