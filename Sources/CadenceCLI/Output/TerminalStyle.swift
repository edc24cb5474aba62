/// ANSI styling, applied only when enabled: stdout is a terminal and neither `--no-color`
/// nor `NO_COLOR` asks otherwise (https://no-color.org).
struct TerminalStyle: Sendable {
    let isEnabled: Bool

    static let plain = TerminalStyle(isEnabled: false)

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func blue(_ text: String) -> String { wrap(text, "34") }
    func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
