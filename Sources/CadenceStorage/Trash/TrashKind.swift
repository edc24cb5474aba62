/// docs/domain-rules.md "§14 Undo and the trash": the kinds of record a delete keeps
/// in the trash. The raw value is what the store's `trash.kind` column holds.
public enum TrashKind: String, Sendable, Hashable, CaseIterable {
    case todo
    case note
    case healthEntry = "health_entry"
    case moneyTransaction = "money_transaction"

    /// How a message names one record of this kind ("to-do 7").
    public var noun: String {
        switch self {
        case .todo: "to-do"
        case .note: "note"
        case .healthEntry: "health entry"
        case .moneyTransaction: "transaction"
        }
    }
}
