import CadenceCore
import Foundation

/// The JSON a trashed record is kept as (docs/schema.md "v12-trash"): every stored field of the
/// four kinds, those of other kinds absent. Instants are whole milliseconds since 1970 UTC and
/// days their ordinal, as the tables store them, so a restore gives back the exact values.
struct TrashPayload: Codable, Hashable {
    var title: String?
    var content: String?
    var pinned: Bool?
    var due: Int?
    var priority: String?
    var notes: String?
    var repeatRule: String?
    var completedAt: Int64?
    var createdAt: Int64
    var updatedAt: Int64?
    var type: String?
    var day: Int?
    var value: Double?
    var note: String?
    var account: Int64?
    var amountMinor: Int64?
    var category: String?
    /// A health entry's client id (docs/schema.md "v14-health-client-id").
    var clientId: String?

    init(_ record: TrashedRecord) {
        switch record {
        case .todo(let todo):
            createdAt = Self.milliseconds(todo.createdAt)
            title = todo.title
            due = todo.due?.ordinal
            priority = todo.priority.rawValue
            notes = todo.notes
            repeatRule = todo.repeatRule?.text
            completedAt = todo.completedAt.map(Self.milliseconds)
            updatedAt = Self.milliseconds(todo.updatedAt)
        case .note(let stored):
            createdAt = Self.milliseconds(stored.createdAt)
            title = stored.title
            content = stored.content
            pinned = stored.isPinned
            updatedAt = Self.milliseconds(stored.updatedAt)
        case .healthEntry(let entry):
            createdAt = Self.milliseconds(entry.createdAt)
            type = entry.type.rawValue
            day = entry.day.ordinal
            value = entry.value
            note = entry.note
            clientId = entry.clientID
        case .moneyTransaction(let transaction):
            createdAt = Self.milliseconds(transaction.createdAt)
            account = transaction.accountID
            day = transaction.day.ordinal
            amountMinor = transaction.amountMinorUnits
            note = transaction.note
            category = transaction.category
        }
    }

    /// The record of `kind` these fields make, with the id `id`; a field the kind needs that is
    /// missing or unknown is a `TrashPayloadError`.
    func record(kind: TrashKind, id: Int64) throws -> TrashedRecord {
        let created = Self.date(createdAt)
        switch kind {
        case .todo:
            return .todo(
                Todo(
                    id: id, title: try required(title, "title"), due: due.map(Day.init(ordinal:)),
                    priority: TodoPriority(rawValue: try required(priority, "priority")) ?? .medium, notes: notes,
                    repeatRule: repeatRule.flatMap(TodoRepeat.init), completedAt: completedAt.map(Self.date), createdAt: created,
                    updatedAt: updatedAt.map(Self.date)))
        case .note:
            return .note(
                Note(
                    id: id, title: try required(title, "title"), content: try required(content, "content"),
                    isPinned: pinned ?? false, createdAt: created, updatedAt: updatedAt.map(Self.date)))
        case .healthEntry:
            guard let type = HealthType(rawValue: try required(type, "type")) else { throw TrashPayloadError(field: "type") }
            return .healthEntry(
                HealthEntry(
                    id: id, type: type, day: Day(ordinal: try required(day, "day")), value: try required(value, "value"), note: note,
                    createdAt: created, clientID: clientId))
        case .moneyTransaction:
            return .moneyTransaction(
                MoneyTransaction(
                    id: id, accountID: try required(account, "account"), day: Day(ordinal: try required(day, "day")),
                    amountMinorUnits: try required(amountMinor, "amountMinor"), note: note, category: category, createdAt: created))
        }
    }

    private func required<Value>(_ value: Value?, _ field: String) throws -> Value {
        guard let value else { throw TrashPayloadError(field: field) }
        return value
    }

    private static func milliseconds(_ date: Date) -> Int64 {
        NumericBoundary.clamped64(date.timeIntervalSince1970 * 1000)
    }

    private static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// A trash payload that lacks a field its kind needs (a store written by another program).
struct TrashPayloadError: Error, CustomStringConvertible {
    let field: String
    var description: String { "the trashed record has no valid \(field)" }
}
