/// One value behind a dashboard card (docs/domain-rules.md §12 "Dashboard"): a whole number, a
/// measured number, a text (exact money amounts are texts), nothing, or a list or object of
/// values — what JSON can hold, so every surface writes it the same way.
public indirect enum DashboardValue: Sendable, Hashable, Encodable {
    case integer(Int)
    case number(Double)
    case text(String)
    case null
    case list([DashboardValue])
    case object([String: DashboardValue])

    /// A number, or `null` when there is none.
    public static func number(_ value: Double?) -> DashboardValue { value.map { .number($0) } ?? .null }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value.isFinite ? value : 0)
        case .text(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .list(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}
