import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation

/// docs/domain-rules.md "§22 Sync of every area": the random offline changes of the
/// every-area property (`EveryAreaSyncProperty`) for money, to-dos and health.
enum EveryAreaSyncMoves {
    /// Money: open an account, record a transaction (tagged by its note), change one's amount or
    /// category, delete one. `facts` keeps the tags of transactions that must survive: every one
    /// recorded, until a device deletes it.
    static func money(_ device: SyncDevice, tag: String, facts: inout Set<String>, using random: inout SplitMix64) async throws -> String {
        let (service, user) = (device.service, device.user)
        let accounts = try await service.moneyAccountBalances(of: user).map(\.account)
        guard let account = accounts.randomElement(using: &random), Int.random(in: 0..<100, using: &random) >= 10 else {
            let name = ["Bank", "Cash", "Wallet"].randomElement(using: &random) ?? "Bank"
            let currency = ["EUR", "JPY"].randomElement(using: &random) ?? "EUR"
            guard (try? await service.addMoneyAccount(name: name, currency: currency, for: user)) != nil else { return "nothing" }
            return "open \(name) \(currency)"
        }
        let transactions = try await service.moneyHistory(of: account.id, for: user).lines.map(\.transaction)
        let amount = "\(Int.random(in: -500...500, using: &random) | 1)"
        switch (Int.random(in: 0..<100, using: &random), transactions.randomElement(using: &random)) {
        case (0..<25, let transaction?):
            _ = try await service.updateMoneyTransaction(transaction.id, amount: amount, for: user)
            return "amount \(amount) of \(transaction.note ?? "?")"
        case (25..<40, let transaction?):
            _ = try await service.updateMoneyTransaction(transaction.id, category: "c\(tag)", for: user)
            return "category of \(transaction.note ?? "?")"
        case (40..<50, let transaction?):
            try await service.deleteMoneyTransaction(transaction.id, for: user)
            if let note = transaction.note { facts.remove(note) }
            return "delete \(transaction.note ?? "?")"
        default:
            _ = try await service.recordMoneyTransaction(account: account.id, amount: amount, note: tag, for: user)
            facts.insert(tag)
            return "record \(tag) \(amount) in \(account.name)"
        }
    }

    /// To-dos: add one (a third repeat daily, due today), complete an open one, change its notes or
    /// priority, delete one. `completed` keeps the titles of the one-off to-dos a device completed
    /// (they stay completed everywhere unless a device deleted them: `deleted`); titles are never
    /// changed, so each repeating to-do keeps its title along its occurrences.
    static func todo(
        _ device: SyncDevice, tag: String, completed: inout Set<String>, deleted: inout Set<String>, using random: inout SplitMix64
    ) async throws -> String {
        let (service, user) = (device.service, device.user)
        let open = try await service.todos(of: user, list: .open)
        guard let todo = open.randomElement(using: &random), Int.random(in: 0..<100, using: &random) >= 20 else {
            let repeats = Int.random(in: 0..<3, using: &random) == 0
            let today = try await service.today(for: user)
            _ = try await service.addTodo(title: "todo \(tag)", due: repeats ? today : nil, repeatRule: repeats ? .daily : nil, for: user)
            return "add todo \(tag)\(repeats ? " daily" : "")"
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40:
            _ = try await service.completeTodo(todo.id, for: user)
            if todo.repeatRule == nil { completed.insert(todo.title) }
            return "complete \(todo.title)"
        case 40..<60:
            _ = try await service.updateTodo(todo.id, for: user) { $0.notes = "notes \(tag)" }
            return "notes of \(todo.title)"
        case 60..<80:
            _ = try await service.updateTodo(todo.id, for: user) { $0.priority = .high }
            return "priority of \(todo.title)"
        default:
            try await service.deleteTodo(todo.id, for: user)
            deleted.insert(todo.title)
            return "delete \(todo.title)"
        }
    }

    /// Health: log water (a drink, tagged by its note), log or replace a one-per-day value of a
    /// recent day, delete an entry. `drinks` keeps the tags of drinks that must survive: every one
    /// logged, until a device deletes it.
    static func health(_ device: SyncDevice, tag: String, drinks: inout Set<String>, using random: inout SplitMix64) async throws -> String {
        let (service, user) = (device.service, device.user)
        let today = try await service.today(for: user)
        let day = today.adding(days: -Int.random(in: 0...3, using: &random))
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40:
            _ = try await service.saveHealthEntry(type: .water, value: Double(Int.random(in: 1...4, using: &random) * 125), note: tag, for: user)
            drinks.insert(tag)
            return "water \(tag)"
        case 40..<85:
            let (type, value) =
                Bool.random(using: &random)
                ? (HealthType.steps, Double(Int.random(in: 0...20_000, using: &random)))
                : (.sleep, Double(Int.random(in: 10...20, using: &random)) / 2)
            let saved = try await service.saveHealthEntry(type: type, value: value, on: day, for: user)
            return "\(type) \(value) on \(day)\(saved.replaced ? " (replaced)" : "")"
        default:
            guard let entry = try await service.healthEntries(of: user).randomElement(using: &random) else { return "nothing" }
            try await service.deleteHealthEntry(entry.id, for: user)
            if let note = entry.note { drinks.remove(note) }
            return "delete a \(entry.type)"
        }
    }
}
