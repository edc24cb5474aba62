import CadenceCore
import MCP

/// A tool's parameters: the JSON Schema an assistant sees (`inputSchema`, with
/// `additionalProperties: false`) and the check every call's arguments pass before anything
/// runs (docs/domain-rules.md §11 "Strict arguments").
struct ToolSchema: Sendable {
    let parameters: [ToolParameter]

    init(_ parameters: [ToolParameter] = []) {
        self.parameters = parameters
    }

    /// The JSON Schema of the arguments object.
    var value: Value {
        var properties: [String: Value] = [:]
        for parameter in parameters { properties[parameter.name] = parameter.schema }
        var schema: [String: Value] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        let required = parameters.filter(\.isRequired).map { Value.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    /// The arguments, checked: no unknown names, every required one present, each of its kind
    /// and inside its range. A JSON `null` counts as absent. Throws `ToolInputError` naming the
    /// first problem; nothing has run when it does.
    func read(_ arguments: [String: Value]?) throws(ToolInputError) -> ToolArguments {
        let arguments = (arguments ?? [:]).filter { $0.value != .null }
        let known = Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0) })
        if let unknown = arguments.keys.sorted().first(where: { known[$0] == nil }) {
            let names = parameters.map(\.name).joined(separator: ", ")
            throw ToolInputError(
                "unknown argument '\(unknown)'; this tool takes \(names.isEmpty ? "no arguments" : names)")
        }
        var values: [String: ToolArguments.Checked] = [:]
        for parameter in parameters {
            guard let value = arguments[parameter.name] else {
                if parameter.isRequired { throw ToolInputError("'\(parameter.name)' is required: \(parameter.description)") }
                continue
            }
            values[parameter.name] = try Self.check(value, against: parameter)
        }
        return ToolArguments(values: values)
    }

    /// One argument against its parameter: the one place a tool's JSON number becomes a
    /// domain value (docs/domain-rules.md §7 "Numbers at the boundary").
    private static func check(_ value: Value, against parameter: ToolParameter) throws(ToolInputError)
        -> ToolArguments.Checked
    {
        let name = parameter.name
        switch parameter.kind {
        case .text(let maxLength, let nonEmpty):
            guard let text = Self.text(value) else { throw ToolInputError("'\(name)' must be a string") }
            if nonEmpty, text.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ToolInputError("'\(name)' must not be empty")
            }
            guard text.count <= maxLength else {
                throw ToolInputError("'\(name)' is longer than \(maxLength) characters")
            }
            return .text(text)
        case .number:
            guard let number = Self.number(value) else { throw ToolInputError("'\(name)' must be a number") }
            return .number(number)
        case .integer(let range):
            guard let number = Self.number(value), let whole = NumericBoundary.integer(number, in: range) else {
                throw ToolInputError(
                    "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return .integer(whole)
        case .boolean:
            guard case .bool(let flag) = value else { throw ToolInputError("'\(name)' must be true or false") }
            return .boolean(flag)
        case .day:
            guard let text = Self.text(value), let day = DayExpression(text) else {
                throw ToolInputError("'\(name)' must be a day: \(DayExpression.formatHint)")
            }
            return .day(day)
        case .time:
            guard let text = Self.text(value), let time = Reminder(time: text) else {
                throw ToolInputError("'\(name)' must be a time HH:MM (24-hour)")
            }
            return .time(hour: time.hour, minute: time.minute)
        case .choice(let words):
            guard let text = Self.text(value), words.contains(text) else {
                throw ToolInputError("'\(name)' must be one of \(words.joined(separator: ", "))")
            }
            return .text(text)
        case .times(let maxItems):
            guard case .array(let items) = value, items.count <= maxItems else {
                throw ToolInputError("'\(name)' must be a list of at most \(maxItems) times HH:MM")
            }
            var times: [Reminder] = []
            for item in items {
                guard let text = Self.text(item), let time = Reminder(time: text) else {
                    throw ToolInputError("'\(name)' must be a list of times HH:MM (24-hour)")
                }
                times.append(time)
            }
            return .times(times)
        }
    }

    /// A JSON string. (The SDK reads a string that looks like a `data:` URL as data; such a
    /// text is refused rather than re-encoded, as nothing in Cadence is one.)
    private static func text(_ value: Value) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A JSON number: an integer or a finite fraction (JSON cannot carry NaN or infinity).
    private static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let whole): Double(whole)
        case .double(let number): NumericBoundary.quantity(number)
        default: nil
        }
    }
}
