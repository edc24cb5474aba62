import CadenceCore
import CadenceStorage
import Synchronization

/// docs/domain-rules.md §6 "One write": the day totals of the habit and days the user's last
/// one-write check-in decided on, as they were after it, with the data revision they are exact
/// at. Every change to a check-in, by any process, moves the user's revision (the
/// `user_revision_on_checkin_*` triggers), so totals kept at the revision the next write reads
/// are the stored totals, and that write does not sum the day's check-ins again (a habit-day
/// with thousands of them: the worst case of docs/benchmarks.md). Kept only for whole numbers
/// below 2^53, whose sums are exact in any order; anything else is summed from the rows.
final class DayTotalMemo: Sendable {
    /// What one user's last one-write check-in left.
    struct Entry: Sendable {
        var revision: Int64
        var habit: HabitID
        var lower: Int64
        var upper: Int64
        var totals: [DayTotal]
    }

    /// Whole numbers up to here are exact as `Double`s, and so are their sums below it.
    static let exactWholeNumbers = 9_007_199_254_740_992.0

    /// The most users kept; past it the table starts again (a server's active users fit).
    static let capacity = 10_000

    private let entries = Mutex<[UserID: Entry]>([:])

    /// The totals of `habit` over `range` at `revision`, when that is what was kept.
    func totals(of user: UserID, habit: HabitID, range: DayBounds, at revision: Int64) -> [DayTotal]? {
        entries.withLock { table in
            guard let entry = table[user], entry.revision == revision, entry.habit == habit,
                entry.lower == range.lower, entry.upper == range.upper
            else { return nil }
            return entry.totals
        }
    }

    /// Keeps `entry` for `user` (called once its write has committed).
    func remember(_ entry: Entry, for user: UserID) {
        entries.withLock { table in
            if table.count >= Self.capacity, table[user] == nil { table.removeAll() }
            table[user] = entry
        }
    }

    /// Forgets what was kept for `user`.
    func forget(_ user: UserID) {
        _ = entries.withLock { table in table.removeValue(forKey: user) }
    }

    /// `totals` (of `habit` over `range`) after `changes`, when they are exact whole numbers
    /// and `changes` alter them only by inserting whole-number check-ins of `habit` in `range`;
    /// `nil` otherwise (the next write sums the rows).
    static func totals(_ totals: [DayTotal], after changes: [StoreChange], habit: HabitID, range: DayBounds) -> [DayTotal]? {
        var next = totals
        for change in changes {
            switch change {
            case .insertCheckIn(let checkIn):
                let day = Int64(checkIn.day.ordinal)
                guard checkIn.habitID == habit, range.lower <= day, day <= range.upper, isExactWhole(checkIn.amount) else { return nil }
                if let index = next.firstIndex(where: { $0.day == checkIn.day }) {
                    next[index].total += checkIn.amount
                    next[index].count += 1
                } else {
                    next.append(DayTotal(habitID: habit, day: checkIn.day, total: checkIn.amount, count: 1))
                }
            case .requireRevision, .recordClientRequest, .awardPerfectDay, .revokePerfectDay, .appendXP, .unlockAchievement:
                continue
            default:
                return nil
            }
        }
        guard next.allSatisfy({ $0.habitID == habit && isExactWhole($0.total) }) else { return nil }
        return next.sorted { $0.day < $1.day }
    }

    private static func isExactWhole(_ value: Double) -> Bool {
        value >= 0 && value < exactWholeNumbers && value == value.rounded(.towardZero)
    }
}
