import Foundation

/// Habitto's legacy `SimpleHabitData` record (docs/import-export.md "Habitto legacy records"), as a JSON array holds it. The history
/// fields are JSON *strings* of `dateKey → number` maps (`"{\"2025-03-01\": 2}"`). `baseline`
/// and `target` come from the older `HabitData` (docs/import-export.md "Habitto legacy records"), when present.
/// `isCompleted` and `streak` are derived (docs/import-export.md "Habitto legacy records": derived values are recomputed; the
/// streak is recalculated) and not imported.
struct HabittoRecord: Decodable {
    let id: String
    let name: String
    let habitDescription: String?
    let icon: String?
    let colorString: String?
    let habitType: String?
    let schedule: String?
    let goal: String?
    let reminder: String?
    let startDate: FlexibleDate?
    let endDate: FlexibleDate?
    let createdAt: FlexibleDate?
    let updatedAt: FlexibleDate?
    let completionHistoryJSON: String?
    let difficultyHistoryJSON: String?
    let usageHistoryJSON: String?
    let baseline: Double?
    let target: Double?
}
