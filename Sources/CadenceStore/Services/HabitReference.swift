import CadenceCore

/// How a person names a habit on the command line or in an assistant's tool call: its id,
/// its name (case-insensitive), an unambiguous prefix of its name, or else an unambiguous
/// prefix of one of its later words.
public enum HabitReference {
    /// Resolves `reference` among `habits`: an exact id, an exact name (active habits win over
    /// archived ones), then a unique prefix. Throws `notFound` or `ambiguous` naming the candidates.
    public static func resolve(_ reference: String, among habits: [Habit]) throws(CadenceError) -> Habit {
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let id = HabitID(text), let habit = habits.first(where: { $0.id == id }) {
            return habit
        }
        let key = NameKey.of(text)
        let exact = habits.filter { NameKey.of($0.name) == key }
        if let active = exact.first(where: { !$0.isArchived }) { return active }
        if let only = exact.first, exact.count == 1 { return only }
        let prefixed = habits.filter { NameKey.of($0.name).hasPrefix(key) }
        let activePrefixed = prefixed.filter { !$0.isArchived }
        let candidates = activePrefixed.isEmpty ? prefixed : activePrefixed
        if candidates.count == 1, let only = candidates.first, !key.isEmpty { return only }
        if candidates.isEmpty, !key.isEmpty {
            // Then a unique match on the start of a later word ("water" finds "Drink water").
            let byWord = habits.filter { habit in
                NameKey.of(habit.name).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).dropFirst()
                    .contains { $0.hasPrefix(key) }
            }
            let activeByWord = byWord.filter { !$0.isArchived }
            let wordCandidates = activeByWord.isEmpty ? byWord : activeByWord
            if wordCandidates.count == 1, let only = wordCandidates.first { return only }
            if wordCandidates.count > 1 {
                let names = wordCandidates.prefix(5).map { "'\($0.name)' (id \($0.id))" }.joined(separator: ", ")
                throw CadenceError(.ambiguous, field: "habit", "'\(text)' matches several habits: \(names); use more of the name or the id")
            }
        }
        if candidates.isEmpty || key.isEmpty {
            throw CadenceError(.notFound, field: "habit", "no habit matches '\(text)'; see `cadence habit list`")
        }
        let names = candidates.prefix(5).map { "'\($0.name)' (id \($0.id))" }.joined(separator: ", ")
        throw CadenceError(.ambiguous, field: "habit", "'\(text)' matches several habits: \(names); use more of the name or the id")
    }
}

import Foundation
