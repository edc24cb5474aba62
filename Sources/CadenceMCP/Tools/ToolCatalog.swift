/// Every tool Cadence offers assistants, in the order `tools/list` shows them
/// (docs/domain-rules.md §11). Nothing here deletes a habit or an account.
enum ToolCatalog {
    static let all: [CadenceTool] = before + RoutineTools.all + PartnerTools.all

    /// Every tool but `list_routines` (issue #37), which comes last.
    private static let before: [CadenceTool] =
        InsightTools.all.prefix(1) + HabitTools.all.prefix(1) + CheckInTools.all
        + HabitTools.all.dropFirst() + InsightTools.all.dropFirst() + LifeTools.all

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static func tool(named name: String) -> CadenceTool? {
        byName[name]
    }
}
