import CadenceCore
import CadenceStorage

/// What a batch of check-in and day-record changes will do to daily totals and skips, applied
/// in memory to facts read before the batch — so that perfect days can be judged on the state
/// *after* the batch and written in the same transaction (docs/domain-rules.md §6, §7).
struct DayChangeSimulation {
    private struct Key: Hashable {
        let habit: HabitID
        let day: Day
    }

    /// The days whose facts the batch changes.
    private(set) var days: Set<Day> = []
    /// Habits whose check-ins the batch adds to.
    private(set) var habitsCheckedIn: Set<HabitID> = []
    private var additions: [Key: (total: Double, count: Int)] = [:]
    private var clearedDays: Set<Key> = []
    private var removals: [Key: (total: Double, count: Int)] = [:]
    private var records: [Key: DayRecord] = [:]

    /// - Parameter removed: the check-ins that `.deleteCheckIn` changes in the batch remove.
    init(changes: [StoreChange], removed: [CheckIn]) {
        let removedByID = Dictionary(removed.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for change in changes {
            switch change {
            case .insertCheckIn(let checkIn):
                let key = Key(habit: checkIn.habitID, day: checkIn.day)
                additions[key, default: (0, 0)].total += checkIn.amount
                additions[key, default: (0, 0)].count += 1
                days.insert(checkIn.day)
                habitsCheckedIn.insert(checkIn.habitID)
            case .deleteCheckIns(let habit, let day):
                let key = Key(habit: habit, day: day)
                clearedDays.insert(key)
                additions[key] = nil
                days.insert(day)
            case .deleteCheckIn(let id):
                guard let checkIn = removedByID[id] else { continue }
                let key = Key(habit: checkIn.habitID, day: checkIn.day)
                removals[key, default: (0, 0)].total += checkIn.amount
                removals[key, default: (0, 0)].count += 1
                days.insert(checkIn.day)
            case .saveDayRecord(let record):
                records[Key(habit: record.habitID, day: record.day)] = record
                days.insert(record.day)
            default:
                continue
            }
        }
    }

    /// The day totals after the batch, from those read before it (for the batch's days).
    func totalsAfter(_ before: [DayTotal]) -> [DayTotal] {
        var byKey: [Key: DayTotal] = [:]
        for row in before { byKey[Key(habit: row.habitID, day: row.day)] = row }
        for key in clearedDays { byKey[key] = nil }
        for (key, removal) in removals {
            guard var row = byKey[key] else { continue }
            row.total -= removal.total
            row.count -= removal.count
            byKey[key] = row.count > 0 ? row : nil
        }
        for (key, addition) in additions {
            var row = byKey[key] ?? DayTotal(habitID: key.habit, day: key.day, total: 0, count: 0)
            row.total += addition.total
            row.count += addition.count
            byKey[key] = row
        }
        return byKey.values.sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) }
    }

    /// The day records after the batch, from those read before it.
    func recordsAfter(_ before: [DayRecord]) -> [DayRecord] {
        var byKey: [Key: DayRecord] = [:]
        for record in before { byKey[Key(habit: record.habitID, day: record.day)] = record }
        for (key, record) in records { byKey[key] = record.isEmpty ? nil : record }
        return Array(byKey.values)
    }

    /// Check-ins added minus check-ins removed (`deleteCheckIns` needs `before` to count).
    func checkInCountDelta(before: [DayTotal]) -> Int {
        let added = additions.values.reduce(0) { $0 + $1.count }
        let removed = removals.values.reduce(0) { $0 + $1.count }
        let cleared = before.filter { clearedDays.contains(Key(habit: $0.habitID, day: $0.day)) }.reduce(0) { $0 + $1.count }
        return added - removed - cleared
    }
}
