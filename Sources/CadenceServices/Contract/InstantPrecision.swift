import CadenceCore
import Foundation

/// How a shape shared by the contract and the export writes its instants (docs/domain-rules.md §1
/// "Instants as text"): the contract in whole seconds, the export in milliseconds (the store keeps
/// whole milliseconds, so an export round-trips exactly). The same field, the same meaning; only
/// the precision differs, so the shared shapes (`HabitJSON.Fields`, `NoteJSON.Fields`,
/// `HealthEntryJSON.Fields`) take it as a parameter instead of being written twice.
public enum InstantPrecision: Sendable, Hashable {
    /// `2025-03-10T12:00:00Z`: the contract's form (`ContractJSON.instant`).
    case seconds
    /// `2025-03-10T12:00:00.250Z`: the export's lossless form.
    case milliseconds

    /// `date` written in this precision.
    public func text(_ date: Date) -> String {
        switch self {
        case .seconds: ContractJSON.instant(date)
        case .milliseconds: InstantText.millisecondText(date)
        }
    }
}
