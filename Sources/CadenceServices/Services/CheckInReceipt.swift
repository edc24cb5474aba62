import CadenceCore

/// What adding a check-in answers to the API (`CadenceService.checkInReceipt`,
/// docs/domain-rules.md §3 "Add" and "Client ids"): the habit as the decision read it, the
/// check-ins recorded, and whether the request repeated a client id already used (nothing
/// recorded then; the first request's check-ins that still exist).
public struct CheckInReceipt: Sendable, Hashable {
    public var habit: Habit
    public var checkIns: [CheckIn]
    public var isRepeat: Bool

    public init(habit: Habit, checkIns: [CheckIn], isRepeat: Bool) {
        self.habit = habit
        self.checkIns = checkIns
        self.isRepeat = isRepeat
    }
}
