import CadenceCore
import Foundation
import GRDB

/// One row of a Tickmate backup's `tracks` table and the Cadence habit it becomes
/// (docs/import-export.md "Tickmate"): name, description, color, archived when disabled, and a
/// counted goal when the track takes several ticks a day. Columns are read by name (files
/// before database version 10 have no `multiple_entries_per_day`, before 14 no `color`); a value
/// of the wrong type is an issue naming the row and column (`Row.loopValue`).
struct TickmateTrackRow {
    let row: Row
    /// The track's place in Tickmate's order, from 0.
    let position: Int

    /// What a track becomes (docs/import-export.md "Tickmate").
    struct Mapped {
        var habit: SourceHabit
        /// Whether the track counts several ticks a day (one check-in a day, its amount the count).
        var isCounted: Bool
        var warnings: [ImportIssue]
    }

    /// The track's Tickmate id (`_id`); throws when it is missing or not an integer.
    func id(fileName: String) throws(ImportIssue) -> Int64 {
        try SQLiteBackup.rowID(row, at: "\(fileName) tracks row \(position + 1)", noun: "track")
    }

    /// The habit without its history (`sourceID` `tickmate:<_id>`, weak: a row id names the
    /// track only within one file).
    func mapped(fileName: String) throws(ImportIssue) -> Mapped {
        let tickmateID = try id(fileName: fileName)
        let location = "\(fileName) tracks _id \(tickmateID)"
        let trimmed = try SQLiteBackup.rowName(row, at: location, noun: "track")
        let title = "habit \(InputExcerpt.quoted(trimmed)) (\(location))"
        var warnings: [ImportIssue] = []
        let description: String = try row.loopValue("description", at: title) ?? ""
        var draft = HabitDraft(
            name: trimmed, description: description.trimmingCharacters(in: .whitespacesAndNewlines),
            sourceID: "tickmate:\(tickmateID)")
        let multiple: Int64 = try row.loopValue("multiple_entries_per_day", at: title) ?? 0
        let isCounted = multiple != 0
        if isCounted {
            draft.goal = CountedGoal.goal()
            warnings.append(
                CountedGoal.warning(title, field: "multiple_entries_per_day", why: "Tickmate counts ticks without a target"))
        }
        if let stored: Int64 = try row.loopValue("color", at: title) {
            if let color = Self.color(stored) {
                draft.color = color
            } else {
                warnings.append(ImportIssue(title, field: "color", "color \(stored) is not an RGB color; the habit is blue"))
            }
        }
        let enabled: Int64 = try row.loopValue("enabled", at: title) ?? 1
        let habit = SourceHabit(
            location: location, draft: draft, sourceIDIsWeak: true, isArchived: enabled == 0, position: position)
        return Mapped(habit: habit, isCounted: isCounted, warnings: warnings)
    }

    /// Tickmate stores a color as `0xRRGGBB` (an Android color int, so possibly with an alpha
    /// byte, negative); 0 is the unset default and stays Cadence's blue. `nil` for anything
    /// that is not a 32-bit color.
    static func color(_ stored: Int64) -> String? {
        guard (Int64(Int32.min)...Int64(UInt32.max)).contains(stored) else { return nil }
        let rgb = stored & 0xFF_FFFF
        guard stored != 0 else { return "blue" }
        let digits = String(rgb, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }
}
