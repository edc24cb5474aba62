import CadenceCore
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6: the incremental awards always equal a recomputation from scratch, and the
/// ledger's sum is the XP total and never negative — over random sequences of check-ins,
/// undos, sets, deletes, skips and backfills.
@Suite struct ProgressPropertyTests {
    @Test(arguments: [UInt64(1), 2, 3])
    func incrementalProgressEqualsRecomputation(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let start = Day("2026-03-08")!
        let today = Day("2026-03-18")!
        let habits = [
            try await service.createHabit(HabitDraft(name: "Read", startDay: start), for: fixture.user),
            try await service.createHabit(
                HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 3), startDay: start), for: fixture.user),
            try await service.createHabit(
                HabitDraft(name: "Run", schedule: .weekdays([.monday, .wednesday, .friday]), startDay: start), for: fixture.user),
            try await service.createHabit(
                HabitDraft(name: "Coffee", kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 1), startDay: start),
                for: fixture.user),
            try await service.createHabit(HabitDraft(name: "Gym", schedule: .timesPerWeek(2), startDay: start), for: fixture.user),
        ]
        for step in 0..<120 {
            let habit = habits[Int.random(in: 0..<habits.count, using: &random)]
            let day = start.adding(days: Int.random(in: 0...start.days(until: today), using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3:
                // A done yes/no day takes no more (docs/domain-rules.md §3 "A yes/no day is complete").
                do {
                    try await service.addCheckIn(to: habit.id, for: fixture.user, amount: 1, on: day)
                } catch let error as CadenceError where error.code == .dayComplete {}
            case 4:
                _ = try? await service.undoCheckIn(of: habit.id, for: fixture.user, on: day)
            case 5:
                try await service.setDayTotal(of: habit.id, for: fixture.user, to: Double(Int.random(in: 0...3, using: &random)), on: day)
            case 6:
                let entries = try await service.entries(of: habit.id, for: fixture.user)
                if let entry = entries.randomElement(using: &random) { try await service.deleteCheckIn(entry.id, for: fixture.user) }
            case 7:
                try await service.setSkipped(true, habit: habit.id, for: fixture.user, from: day, through: day)
            default:
                try await service.setSkipped(false, habit: habit.id, for: fixture.user, from: day, through: min(day.adding(days: 2), today))
            }
            // The ledger and the awards must already agree with a derivation from scratch.
            let awards = try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil)
            let ledger = try await fixture.store.xpTransactions(of: fixture.user, limit: nil)
            let total = try await fixture.store.xpTotal(of: fixture.user)
            #expect(total == ledger.map(\.amount).reduce(0, +), "step \(step)")
            #expect(total >= 0, "step \(step)")
            let perfectDayXP = ledger.filter { $0.reason != .achievement }.map(\.amount).reduce(0, +)
            #expect(perfectDayXP == awards.count * XPTransaction.perfectDayXP, "step \(step)")
            let report = try await service.progress(for: fixture.user)
            #expect(report.globalStreak.perfectDays == awards.count, "step \(step)")
            #expect(report.globalStreak.lastPerfectDay == awards.last, "step \(step)")
            let corrections = try await service.recalculateProgress(for: fixture.user)
            #expect(corrections.isEmpty, "step \(step): recalculation changed \(corrections)")
            if !corrections.isEmpty { return }
        }
    }
}
