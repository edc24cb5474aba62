import CadenceCore
import Foundation

/// The text Cadence keeps of a Habitica task's notes and checklist (docs/import-export.md
/// "Habitica"): Cadence has no checklists, so a checklist's items follow the notes as a list
/// (`- [x] item` for a to-do's done items; a daily's checklist is reset every day, so its items
/// are listed without their state).
enum HabiticaText {
    /// `notes`, then a blank line and the checklist's non-empty items, one a line.
    static func withChecklist(_ notes: String?, _ checklist: [HabiticaTask.ChecklistItem]?, showsDone: Bool) -> String {
        let notes = notes?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let items = (checklist ?? []).compactMap { item -> String? in
            let text = item.text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            guard !text.isEmpty else { return nil }
            guard showsDone else { return "- " + text }
            return (item.completed == true ? "- [x] " : "- [ ] ") + text
        }
        guard !items.isEmpty else { return notes }
        let list = "Checklist:\n" + items.joined(separator: "\n")
        return notes.isEmpty ? list : notes + "\n\n" + list
    }

    /// `text` on one line: trimmed, each run of white space and control characters (line
    /// breaks, tabs — which Habitica's API accepts in a task's text, and Cadence's names refuse)
    /// one space.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            let isBreak =
                character.isWhitespace
                || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            if isBreak {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// `text` cut to `limit` characters (the last one an ellipsis), and whether it was cut.
    static func cut(_ text: String, to limit: Int) -> (text: String, wasCut: Bool) {
        guard InputExcerpt.isLonger(text, than: limit) else { return (text, false) }
        return (String(text.prefix(limit - 1)) + "…", true)
    }
}
