import CadenceCore
import CadenceStorage

/// An entry of the preset catalog (`preset list`): `{"id", "name", "category", "kind",
/// "goalType", "unit", "target", "period", "icon", "color"}`; `unit` is `null` for simple habits.
public struct PresetJSON: Codable, Sendable, Hashable {
    public var id: String
    public var name: String
    public var category: String
    public var kind: HabitKind
    public var goalType: GoalType
    @NullWhenAbsent public var unit: String?
    public var target: Double
    public var period: GoalPeriod
    public var icon: String
    public var color: String

    public init(_ preset: Preset) {
        id = preset.id
        name = preset.name
        category = preset.categoryName
        kind = preset.kind
        goalType = preset.goal.type
        unit = preset.goal.unit
        target = preset.goal.target
        period = preset.goal.period
        icon = preset.icon
        color = preset.color
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, category, kind, goalType, unit, target, period, icon, color
    }
}
