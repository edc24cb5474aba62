import CadenceCore
import Foundation

/// docs/domain-rules.md "§14 Undo and the trash": one deleted record, whole — its id
/// and every stored field — as the trash keeps it and a restore puts it back.
public enum TrashedRecord: Sendable, Hashable {
    case todo(Todo)
    case note(Note)
    case healthEntry(HealthEntry)
    case moneyTransaction(MoneyTransaction)

    /// The record's kind.
    public var kind: TrashKind {
        switch self {
        case .todo: .todo
        case .note: .note
        case .healthEntry: .healthEntry
        case .moneyTransaction: .moneyTransaction
        }
    }

    /// The record's own id (kept by a restore).
    public var recordID: Int64 {
        switch self {
        case .todo(let todo): todo.id
        case .note(let note): note.id
        case .healthEntry(let entry): entry.id
        case .moneyTransaction(let transaction): transaction.id
        }
    }

    /// The text a store keeps in `trash.payload`: JSON of every field (`TrashPayload`).
    public func payload() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(TrashPayload(self)), as: UTF8.self)
    }

    /// The record a stored payload of `kind` stands for, with the id `id`.
    public init(kind: TrashKind, id: Int64, payload: String) throws {
        let fields = try JSONDecoder().decode(TrashPayload.self, from: Data(payload.utf8))
        self = try fields.record(kind: kind, id: id)
    }
}
