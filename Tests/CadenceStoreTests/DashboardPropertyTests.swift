import CadenceCore
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §12 "Dashboard": after every one of a random sequence of changes in every
/// area — check-ins and undos, health entries, accounts and transactions, to-dos, notes, and
/// deletions — the dashboard equals what a model of the same changes, kept apart, says.
@Suite struct DashboardPropertyTests {
    /// The test's own record of what it changed, and when.
    struct Model {
        var habitsCreatedAt: Date
        var checkIns: [HabitID: [Date]] = [:]
        var health: [(id: HealthEntryID, type: HealthType, value: Double, at: Date)] = []
        var accounts: [(id: MoneyAccountID, code: String, digits: Int, units: Int64, at: Date)] = []
        var transactions: [(id: MoneyTransactionID, account: MoneyAccountID, units: Int64, at: Date)] = []
        var todos: [(id: TodoID, due: Int?, done: Bool, at: Date)] = []
        var notes: [(id: NoteID, pinned: Bool, at: Date)] = []

        func text(_ units: Int64, digits: Int) -> String {
            let sign = units < 0 ? "-" : ""
            let magnitude = units.magnitude
            guard digits > 0 else { return sign + String(magnitude) }
            let scale = UInt64([1, 10, 100, 1_000][digits])
            let fraction = String(magnitude % scale)
            return sign + String(magnitude / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theDashboardEqualsTheFactsAfterRandomChanges(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let fixture = try await ServiceFixture()
        let user = fixture.user
        let base = ServiceFixture.instant("2026-03-18T07:00:00Z")
        let today = Day("2026-03-18")!
        let setup = fixture.service(at: base)
        let habits = [
            try await setup.createHabit(HabitDraft(name: "Read", startDay: today.adding(days: -5)), for: user),
            try await setup.createHabit(HabitDraft(name: "Walk", startDay: today.adding(days: -5)), for: user),
        ]
        var model = Model(habitsCreatedAt: base)
        let currencies = [("EUR", 2), ("JPY", 0), ("BHD", 3)]
        for step in 1...160 {
            let now = base.addingTimeInterval(Double(step * 60))
            let service = fixture.service(at: now)
            switch Int.random(in: 0..<16, using: &random) {
            case 0, 1:
                let habit = habits[Int.random(in: 0..<habits.count, using: &random)]
                // A done yes/no day takes no more (docs/domain-rules.md §3 "A yes/no day is complete").
                guard (model.checkIns[habit.id] ?? []).isEmpty else {
                    let refused = await #expect(throws: CadenceError.self) { try await service.addCheckIn(to: habit.id, for: user) }
                    #expect(refused?.code == .dayComplete)
                    continue
                }
                try await service.addCheckIn(to: habit.id, for: user)
                model.checkIns[habit.id, default: []].append(now)
            case 2:
                let habit = habits[Int.random(in: 0..<habits.count, using: &random)]
                if (model.checkIns[habit.id] ?? []).isEmpty { continue }
                try await service.undoCheckIn(of: habit.id, for: user)
                model.checkIns[habit.id]?.removeLast()
            case 3, 4:
                let type: HealthType = Bool.random(using: &random) ? .steps : .water
                let value = Double(Int.random(in: 1...5_000, using: &random))
                let saved = try await service.saveHealthEntry(
                    type: type, value: value, on: today.adding(days: -Int.random(in: 0...1, using: &random)), for: user)
                let entry = saved.entry
                // A day's steps are one value: saving again replaces it (same id, same instant recorded).
                if saved.replaced, let index = model.health.firstIndex(where: { $0.id == entry.id }) {
                    model.health[index].value = entry.day == today ? value : 0
                } else {
                    model.health.append((entry.id, type, entry.day == today ? value : 0, now))
                }
            case 5:
                guard let index = model.health.indices.randomElement(using: &random) else { continue }
                try await service.deleteHealthEntry(model.health[index].id, for: user)
                model.health.remove(at: index)
            case 6:
                let (code, digits) = currencies[Int.random(in: 0..<currencies.count, using: &random)]
                let opening = Int64.random(in: -10_000...10_000, using: &random)
                let account = try await service.addMoneyAccount(
                    name: "Account \(step)", currency: code, opening: model.text(opening, digits: digits), for: user)
                model.accounts.append((account.id, code, digits, opening, now))
            case 7, 8:
                guard let account = model.accounts.randomElement(using: &random) else { continue }
                var units = Int64.random(in: -99_999...99_999, using: &random)
                if units == 0 { units = 1 }
                let recorded = try await service.recordMoneyTransaction(
                    account: account.id, amount: model.text(units, digits: account.digits),
                    on: today.adding(days: -Int.random(in: 0...9, using: &random)),
                    for: user)
                model.transactions.append((recorded.transaction.id, account.id, units, now))
            case 9:
                guard let index = model.transactions.indices.randomElement(using: &random) else { continue }
                try await service.deleteMoneyTransaction(model.transactions[index].id, for: user)
                model.transactions.remove(at: index)
            case 10:
                guard let index = model.accounts.indices.randomElement(using: &random) else { continue }
                let id = model.accounts[index].id
                try await service.deleteMoneyAccount(id, for: user)
                model.accounts.remove(at: index)
                model.transactions.removeAll { $0.account == id }
            case 11, 12:
                let offset = Bool.random(using: &random) ? Int.random(in: -3...3, using: &random) : nil
                let todo = try await service.addTodo(title: "To-do \(step)", due: offset.map { today.adding(days: $0) }, for: user)
                model.todos.append((todo.id, offset, false, now))
            case 13:
                guard let index = model.todos.indices.randomElement(using: &random) else { continue }
                let todo = model.todos[index]
                if todo.done {
                    _ = try await service.reopenTodo(todo.id, for: user)
                } else {
                    _ = try await service.completeTodo(todo.id, for: user)
                }
                model.todos[index] = (todo.id, todo.due, !todo.done, now)
            case 14:
                guard let index = model.todos.indices.randomElement(using: &random) else { continue }
                try await service.deleteTodo(model.todos[index].id, for: user)
                model.todos.remove(at: index)
            default:
                if let index = model.notes.indices.randomElement(using: &random), Bool.random(using: &random) {
                    try await service.deleteNote(model.notes[index].id, for: user)
                    model.notes.remove(at: index)
                } else {
                    let pinned = Bool.random(using: &random)
                    let note = try await service.addNote(title: "Note \(step)", content: "text", pinned: pinned, for: user)
                    model.notes.append((note.id, pinned, now))
                }
            }
            try await expectDashboard(service: service, model: model, habits: habits, user: user, step: step)
        }
    }

    func expectDashboard(service: CadenceService, model: Model, habits: [Habit], user: UserID, step: Int) async throws {
        let cards = Dictionary(uniqueKeysWithValues: try await service.dashboard(for: user).map { ($0.area, $0) })
        let context = Comment(rawValue: "step \(step)")
        let habitsCard = try #require(cards[.habits])
        let done = habits.filter { !(model.checkIns[$0.id] ?? []).isEmpty }.count
        #expect(habitsCard.metric["done"] == .integer(done) && habitsCard.metric["total"] == .integer(2), context)
        #expect(habitsCard.lastUpdated == ([model.habitsCreatedAt] + model.checkIns.values.flatMap { $0 }).max(), context)

        let health = try #require(cards[.health])
        let steps = model.health.filter { $0.type == .steps && $0.value > 0 }.map(\.value)
        #expect(health.metric["stepsToday"] == (steps.isEmpty ? .null : .number(steps.reduce(0, +))), context)
        #expect(health.metric["entriesToday"] == .integer(model.health.filter { $0.value > 0 }.count), context)
        #expect(health.lastUpdated == model.health.map(\.at).max(), context)

        let money = try #require(cards[.money])
        var totals: [String: (units: Int64, digits: Int)] = [:]
        for account in model.accounts {
            let moved = model.transactions.filter { $0.account == account.id }.reduce(account.units) { $0 + $1.units }
            totals[account.code, default: (0, account.digits)].units += moved
        }
        let expectedTotals = totals.keys.sorted().map { code -> DashboardValue in
            let total = totals[code] ?? (0, 0)
            return .object(["currency": .text(code), "balance": .text(model.text(total.units, digits: total.digits))])
        }
        #expect(money.metric["accounts"] == .integer(model.accounts.count), context)
        #expect(money.metric["totals"] == .list(expectedTotals), context)
        #expect(money.lastUpdated == (model.accounts.map(\.at) + model.transactions.map(\.at)).max(), context)

        let todos = try #require(cards[.todos])
        let open = model.todos.filter { !$0.done }
        #expect(todos.metric["open"] == .integer(open.count), context)
        #expect(todos.metric["overdue"] == .integer(open.filter { ($0.due ?? 0) < 0 }.count), context)
        #expect(todos.metric["dueToday"] == .integer(open.filter { $0.due == 0 }.count), context)
        #expect(todos.metric["completed"] == .integer(model.todos.count - open.count), context)
        #expect(todos.lastUpdated == model.todos.map(\.at).max(), context)

        let notes = try #require(cards[.notes])
        #expect(
            notes.metric["count"] == .integer(model.notes.count) && notes.metric["pinned"] == .integer(model.notes.filter(\.pinned).count), context)
        #expect(notes.lastUpdated == model.notes.map(\.at).max(), context)
    }
}
