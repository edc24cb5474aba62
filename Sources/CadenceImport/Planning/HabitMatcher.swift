import CadenceCore
import Foundation

/// Whether a habit of the file is new or one the user already has.
enum HabitMatch: Sendable, Hashable {
    /// A new habit; `dropSourceID` when its (weak) source id is taken by another habit.
    case new(dropSourceID: Bool)
    /// The user's existing habit, which receives the new history.
    case existing(Habit)

    var existingHabit: Habit? {
        if case .existing(let habit) = self { return habit }
        return nil
    }
}

/// Finds the user's habits that a file's habits already are (docs/import-export.md: re-importing
/// the same file creates no duplicates): first by source id (a Loop uuid, a LucidPal or Habitto
/// id, a Cadence export id), then by name (case-insensitive, active habits first). A weak source
/// id (an old Loop file's row id, the same in every phone's first habit) matches only together
/// with the name. Each existing habit takes at most one habit of the file.
enum HabitMatcher {
    static func match(_ habits: [SourceHabit], existing: [Habit]) -> (matches: [HabitMatch], warnings: [ImportIssue]) {
        var bySourceID: [String: Habit] = [:]
        for habit in existing {
            if let sourceID = habit.sourceID { bySourceID[sourceID] = habit }
        }
        var byName: [String: [Habit]] = [:]
        for habit in existing.sorted(by: { ($0.isArchived ? 1 : 0, $0.id) < ($1.isArchived ? 1 : 0, $1.id) }) {
            byName[key(habit.name), default: []].append(habit)
        }
        var claimed = Set<HabitID>()
        var matches: [HabitMatch] = []
        var warnings: [ImportIssue] = []
        for habit in habits {
            var dropSourceID = false
            if let sourceID = habit.draft.sourceID, let found = bySourceID[sourceID] {
                if !claimed.contains(found.id), !habit.sourceIDIsWeak || key(found.name) == key(habit.draft.name) {
                    claimed.insert(found.id)
                    matches.append(.existing(found))
                    continue
                }
                dropSourceID = true
                warnings.append(
                    ImportIssue(
                        habit.title, field: "id",
                        "its source id \(sourceID) already belongs to your habit '\(found.name)' (imported from another file); it is matched by "
                            + "name instead"
                    ))
            }
            if let found = byName[key(habit.draft.name)]?.first(where: { !claimed.contains($0.id) }) {
                claimed.insert(found.id)
                matches.append(.existing(found))
            } else {
                matches.append(.new(dropSourceID: dropSourceID))
            }
        }
        return (matches, warnings)
    }

    /// docs/domain-rules.md §7: names compare trimmed, by the name-folding key the store uses.
    static func key(_ name: String) -> String {
        NameKey.of(name.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
