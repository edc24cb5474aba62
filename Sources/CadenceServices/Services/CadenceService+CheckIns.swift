import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §3 "Add" (a tap): appends a check-in to a day (default today).
    ///
    /// With no amount: 1 for simple (`none`) and quit habits, the daily target for measured
    /// build habits with a `day` period, 1 otherwise. An amount in another unit of the same
    /// goal type is converted. A simple habit's check-in is always 1: an amount of n records
    /// n check-ins. A backfilled day without a time is stamped at 12:00 local time. A yes/no
    /// habit's day holds at most its times-per-day check-ins (`dayComplete`, docs/domain-rules.md
    /// §3 "A yes/no day is complete"); a repeat of a client id is answered before that rule.
    @discardableResult
    public func addCheckIn(
        to habitID: HabitID, for user: UserID, amount: Double? = nil, unit: String? = nil, on day: Day? = nil,
        time: (hour: Int, minute: Int)? = nil, note: String? = nil
    ) async throws -> [CheckIn] {
        try await checkIn(to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note).checkIns
    }

    /// `addCheckIn`, answering what the check-in did (`CheckInOutcome`): the perfect days it
    /// awarded or revoked and the achievements it unlocked, decided in its own transaction.
    public func checkIn(
        to habitID: HabitID, for user: UserID, amount: Double? = nil, unit: String? = nil, on day: Day? = nil,
        time: (hour: Int, minute: Int)? = nil, note: String? = nil
    ) async throws -> CheckInOutcome {
        // Beside other check-ins while the derived state is fresh (then a `nil` means its one
        // write needs more facts); otherwise alone, one write first.
        let besideOthers = derivedStateMemo.isFresh(user, at: now, touching: day)
        if besideOthers,
            let outcome = try await checkInBesideOthers(
                to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note)
        {
            return outcome
        }
        return try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            try await addCheckInOnce(
                to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note, triesOneWrite: !besideOthers)
        }
    }

    /// Whether `day` is awarded as perfect for the user (docs/domain-rules.md §6).
    public func isPerfectDay(_ day: Day, for user: UserID) async throws -> Bool {
        try await !store.perfectDayAwards(of: user, from: day, through: day).isEmpty
    }

    /// docs/domain-rules.md §3 "Client ids": adds a check-in once per client id. The first
    /// request with `clientID` records its check-ins; a repeat (an offline queue's retry, a
    /// request sent twice) records nothing and answers the check-ins the first one made that
    /// still exist, with `isRepeat`. An id used for another habit is refused (`clientIdReused`).
    public func addCheckIn(
        to habitID: HabitID, for user: UserID, amount: Double? = nil, unit: String? = nil, on day: Day? = nil,
        time: (hour: Int, minute: Int)? = nil, note: String? = nil, clientID: String
    ) async throws -> (checkIns: [CheckIn], isRepeat: Bool) {
        let receipt = try await checkInReceipt(
            to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note, clientID: clientID)
        return (receipt.checkIns, receipt.isRepeat)
    }

    /// `addCheckIn` with or without a client id, answering the habit as the check-in's decision
    /// read it with what it recorded: the API's answer names the habit without reading it again.
    public func checkInReceipt(
        to habitID: HabitID, for user: UserID, amount: Double? = nil, unit: String? = nil, on day: Day? = nil,
        time: (hour: Int, minute: Int)? = nil, note: String? = nil, clientID: String?
    ) async throws -> CheckInReceipt {
        guard let clientID else {
            let outcome = try await checkIn(to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note)
            return CheckInReceipt(habit: outcome.habit, checkIns: outcome.checkIns, isRepeat: false)
        }
        let checked = try CheckInValidator.clientID(clientID)
        return try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            if let previous = try await store.clientRequest(checked, of: user) {
                guard previous.habit == habitID else {
                    throw CadenceError(
                        .clientIdReused, field: "clientId", "client id '\(checked)' was already used for another habit")
                }
                let habit = try await self.habit(habitID, of: user)
                let recorded = Set(previous.checkIns)
                return CheckInReceipt(
                    habit: habit, checkIns: try await entries(of: habitID, for: user).filter { recorded.contains($0.id) }, isRepeat: true)
            }
            let added = try await addCheckInOnce(
                to: habitID, for: user, amount: amount, unit: unit, on: day, time: time, note: note, clientID: checked)
            return CheckInReceipt(habit: added.habit, checkIns: added.checkIns, isRepeat: false)
        }
    }

    private func addCheckInOnce(
        to habitID: HabitID, for user: UserID, amount: Double?, unit: String?, on day: Day?,
        time: (hour: Int, minute: Int)?, note: String?, clientID: String? = nil, triesOneWrite: Bool = true
    ) async throws -> CheckInOutcome {
        let instant = now
        // One store access reads the habit, the settings and the facts of the days around the
        // check-in: a given day, or the days that can be the user's today.
        let range = day.map { $0...$0 } ?? Day.possibleTodays(at: instant)
        let request: [StoreChange] = clientID.map { [.recordClientRequest(clientID: $0, habit: habitID)] } ?? []
        // docs/domain-rules.md §6 "One write": read, decided and written in one transaction
        // when the habit's own facts decide it.
        if triesOneWrite,
            let outcome = try await checkInInOneWrite(
                to: habitID, for: user, range: range, day: day, amount: amount, unit: unit, time: time, note: note,
                recording: request, at: instant)
        {
            return outcome
        }
        guard let facts = try await store.habitDayFacts(of: user, habit: habitID, from: range.lowerBound, through: range.upperBound) else {
            throw CadenceError(.notFound, field: "habit", "no habit with id \(habitID)")
        }
        let plan = try checkInPlan(facts: facts, day: day, amount: amount, unit: unit, time: time, note: note, at: instant)
        let progress = try await progressChanges(
            after: plan.changes, to: facts.habit, removing: [], for: user, today: plan.today, weekStart: plan.weekStart,
            known: facts, knownRange: range)
        let ids = try await write([.requireRevision(facts.revision)] + plan.changes + request + progress, for: user, at: instant)
        return CheckInOutcome(habit: facts.habit, checkIns: Self.inserted(plan.changes, ids: ids), progress: progress)
    }

    /// docs/domain-rules.md §3 "Set": replaces all of that day's check-ins by one with
    /// the given total (a simple habit's total n becomes n check-ins of 1; 0 clears the day).
    @discardableResult
    public func setDayTotal(
        of habitID: HabitID, for user: UserID, to total: Double, unit: String? = nil, on day: Day? = nil
    ) async throws -> [CheckIn] {
        try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            try await setDayTotalOnce(of: habitID, for: user, to: total, unit: unit, on: day)
        }
    }

    private func setDayTotalOnce(of habitID: HabitID, for user: UserID, to total: Double, unit: String?, on day: Day?) async throws -> [CheckIn] {
        let revision = try await store.dataRevision(of: user)
        let habit = try await writableHabit(habitID, of: user)
        try refuseLinked(habit)
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let instant = now
        let today = calendar.day(containing: instant)
        let day = day ?? today
        try CheckInValidator.validate(day: day, for: habit, today: today)
        let total = try CheckInValidator.amount(total, in: unit, for: habit)
        if habit.goal.type == .none, total.rounded() != total {
            throw CadenceError(.amountInvalid, field: "amount", "'\(habit.name)' counts whole times")
        }
        let at = try stamp(day: day, time: nil, today: today, now: instant, calendar: calendar)
        var changes: [StoreChange] = [.deleteCheckIns(habit: habit.id, day: day)]
        if total > 0 { changes += checkInChanges(for: habit, day: day, amount: total, at: at, note: nil) }
        let progress = try await progressChanges(after: changes, to: habit, removing: [], for: user, today: today, weekStart: settings.weekStart)
        let ids = try await write([.requireRevision(revision)] + changes + progress, for: user, at: instant)
        return Self.inserted(changes, ids: ids)
    }

    /// docs/domain-rules.md §3 "Undo": removes that day's latest check-in.
    @discardableResult
    public func undoCheckIn(of habitID: HabitID, for user: UserID, on day: Day? = nil) async throws -> CheckIn {
        try await decidingConsistently(for: user, upkeep: .unlessFresh(touching: day)) {
            try await undoCheckInOnce(of: habitID, for: user, on: day)
        }
    }

    /// The undo itself, in one transaction; `recording` (a client request, `undoCheckIn(…, clientID:)`)
    /// is written with it.
    func undoCheckInOnce(of habitID: HabitID, for user: UserID, on day: Day?, recording: [StoreChange] = []) async throws -> CheckIn {
        let revision = try await store.dataRevision(of: user)
        let habit = try await habit(habitID, of: user)
        try refuseLinked(habit)
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let day = day ?? today
        let checkIns = try await store.checkIns(of: user, habit: habit.id, from: day, through: day)
        guard let latest = checkIns.max(by: { ($0.at, $0.id) < ($1.at, $1.id) }) else {
            throw CadenceError(.nothingToUndo, field: "date", "'\(habit.name)' has no check-in on \(day) to undo")
        }
        try await applyRemoving(
            [latest], of: habit, for: user, today: today, weekStart: settings.weekStart, revision: revision, recording: recording)
        return latest
    }

    /// docs/domain-rules.md §3: deletes one check-in by id.
    @discardableResult
    public func deleteCheckIn(_ id: CheckInID, for user: UserID) async throws -> CheckIn {
        try await decidingConsistently(for: user) { try await deleteCheckInOnce(id, for: user) }
    }

    private func deleteCheckInOnce(_ id: CheckInID, for user: UserID) async throws -> CheckIn {
        let revision = try await store.dataRevision(of: user)
        guard let checkIn = try await store.checkIn(id, of: user) else {
            throw CadenceError(.notFound, field: "checkIn", "no check-in with id \(id)")
        }
        let habit = try await habit(checkIn.habitID, of: user)
        try refuseLinked(habit)
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        try await applyRemoving([checkIn], of: habit, for: user, today: today, weekStart: settings.weekStart, revision: revision)
        return checkIn
    }

    /// The check-ins of a habit in an inclusive day range (default: its whole history).
    public func entries(of habitID: HabitID, for user: UserID, from: Day? = nil, through: Day? = nil) async throws -> [CheckIn] {
        let habit = try await habit(habitID, of: user)
        if let from, let through, from > through {
            throw CadenceError(.dateRangeInvalid, field: "from", "the range starts (\(from)) after it ends (\(through))")
        }
        return try await store.checkIns(of: user, habit: habit.id, from: from, through: through)
    }

    /// Deletes check-ins together with the perfect-day reversals they cause (docs/domain-rules.md §6).
    private func applyRemoving(
        _ checkIns: [CheckIn], of habit: Habit, for user: UserID, today: Day, weekStart: Weekday, revision: Int64,
        recording: [StoreChange] = []
    ) async throws {
        let changes = checkIns.map { StoreChange.deleteCheckIn($0.id) }
        let progress = try await progressChanges(after: changes, to: habit, removing: checkIns, for: user, today: today, weekStart: weekStart)
        try await write([.requireRevision(revision)] + changes + recording + progress, for: user, at: now)
    }

    /// The amount a check-in records when none is given (see `addCheckIn`).
    public func defaultAmount(for habit: Habit) -> Double {
        guard habit.kind == .build, habit.goal.type != .none, habit.goal.period == .day else { return 1 }
        return habit.goal.target
    }

    func checkInChanges(for habit: Habit, day: Day, amount: Double, at: Date, note: String?) -> [StoreChange] {
        guard habit.goal.type == .none else {
            return [.insertCheckIn(CheckIn(id: 0, habitID: habit.id, day: day, at: at, amount: amount, note: note))]
        }
        guard let count = NumericBoundary.integer(amount, in: 1...QuantityLimits.maximumTimesPerDay) else { return [] }
        return (0..<count).map { index in
            .insertCheckIn(CheckIn(id: 0, habitID: habit.id, day: day, at: at, amount: 1, note: index == 0 ? note : nil))
        }
    }

    /// The instant a check-in is stamped with: now for today without a time; otherwise the
    /// given (or noon) wall-clock time of that day. A time before the day-start hour belongs
    /// to the next calendar date (with day start 4, 01:30 of "Monday" is Tuesday 01:30).
    func stamp(day: Day, time: (hour: Int, minute: Int)?, today: Day, now: Date, calendar: UserCalendar) throws(CadenceError) -> Date {
        guard let time else {
            return day == today ? now : calendar.instant(on: day, hour: max(12, calendar.dayStartHour), minute: 0)
        }
        guard (0...23).contains(time.hour), (0...59).contains(time.minute) else {
            throw CadenceError(.timeInvalid, field: "time", "a time of day is HH:MM from 00:00 to 23:59")
        }
        let civil = time.hour < calendar.dayStartHour ? day.adding(days: 1) : day
        let instant = calendar.instant(on: civil, hour: time.hour, minute: time.minute)
        guard instant <= now || day < today else {
            let clock = Reminder(hour: time.hour, minute: time.minute).timeText
            throw CadenceError(.checkInInFuture, field: "time", "\(day) at \(clock) is still to come; check-ins cannot be in the future")
        }
        return instant
    }

    /// The check-ins a batch inserted, with the ids the store assigned (in insert order).
    static func inserted(_ changes: [StoreChange], ids: [Int64]) -> [CheckIn] {
        var ids = ids[...]
        return changes.compactMap { change in
            guard case .insertCheckIn(var checkIn) = change, let id = ids.popFirst() else { return nil }
            checkIn.id = id
            return checkIn
        }
    }
}
