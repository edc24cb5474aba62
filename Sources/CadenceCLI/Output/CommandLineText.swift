import Foundation

/// Fragments of command lines shown in hints, quoted so they can be pasted back.
enum CommandLineText {
    /// `Run`, or `'Drink water'` when the text needs quoting in a shell.
    static func quoted(_ text: String) -> String {
        let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
        guard !safe || text.isEmpty else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
