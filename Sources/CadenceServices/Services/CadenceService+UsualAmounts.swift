import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// How many days back `usualAmounts` looks for a habit's last amount.
    static let usualAmountLookbackDays = 60

    /// docs/domain-rules.md §3 "A measured habit's usual step": for each measured habit among
    /// `habits`, the amount of its latest check-in (by instant, then id) of the last 60 days, in
    /// the habit's unit — what Today pre-fills, so that holding then Log records one more step,
    /// not the whole day. A habit with none is answered 1 (one unit). Simple habits are left out.
    public func usualAmounts(of habits: [Habit], for user: UserID) async throws -> [HabitID: Double] {
        let measured = habits.filter { $0.goal.type != .none }
        guard !measured.isEmpty else { return [:] }
        let today = try await self.today(for: user)
        let wanted = Set(measured.map(\.id))
        let recent = try await store.checkIns(of: user, habit: nil, from: today.adding(days: -Self.usualAmountLookbackDays), through: nil)
        var latest: [HabitID: CheckIn] = [:]
        for checkIn in recent where wanted.contains(checkIn.habitID) && checkIn.amount > 0 {
            if let known = latest[checkIn.habitID], (known.at, known.id) >= (checkIn.at, checkIn.id) { continue }
            latest[checkIn.habitID] = checkIn
        }
        return Dictionary(uniqueKeysWithValues: measured.map { ($0.id, latest[$0.id]?.amount ?? 1) })
    }
}
