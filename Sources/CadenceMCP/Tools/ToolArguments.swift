import CadenceCore

/// A tool call's arguments after `ToolSchema.read(_:)` checked them: typed, in range, and
/// only the names the tool declares. Reading one of another kind is a programming error and
/// answers `nil`.
struct ToolArguments: Sendable {
    /// An argument, checked against its parameter's kind.
    enum Checked: Sendable {
        case text(String)
        case number(Double)
        case integer(Int)
        case boolean(Bool)
        case day(DayExpression)
        case time(hour: Int, minute: Int)
        case times([Reminder])
    }

    let values: [String: Checked]

    func text(_ name: String) -> String? {
        if case .text(let text) = values[name] { return text }
        return nil
    }

    func number(_ name: String) -> Double? {
        if case .number(let number) = values[name] { return number }
        return nil
    }

    func integer(_ name: String) -> Int? {
        if case .integer(let whole) = values[name] { return whole }
        return nil
    }

    /// A boolean argument, `false` when absent.
    func flag(_ name: String) -> Bool {
        if case .boolean(let flag) = values[name] { return flag }
        return false
    }

    /// Whether the argument was given (and not `null`).
    func has(_ name: String) -> Bool {
        values[name] != nil
    }

    func day(_ name: String) -> DayExpression? {
        if case .day(let day) = values[name] { return day }
        return nil
    }

    func time(_ name: String) -> (hour: Int, minute: Int)? {
        if case .time(let hour, let minute) = values[name] { return (hour, minute) }
        return nil
    }

    func times(_ name: String) -> [Reminder]? {
        if case .times(let times) = values[name] { return times }
        return nil
    }
}
