import CadenceCore
import CadenceStorage

/// How a person names a habit on the command line or in an assistant's tool call: its id,
/// its name (case-insensitive), an unambiguous prefix of its name, or else an unambiguous
/// prefix of one of its later words.
public enum HabitReference {
    /// What a reference names among a user's habits.
    public enum Match: Sendable, Hashable {
        case found(Habit)
        /// Several habits fit equally well (at most five, in the user's order); none is chosen.
        case ambiguous([Habit])
        case none
    }

    /// Resolves `reference` among `habits`: an exact id, an exact name (active habits win over
    /// archived ones), then a unique prefix. Throws `notFound` or `ambiguous` naming the candidates.
    public static func resolve(_ reference: String, among habits: [Habit]) throws(CadenceError) -> Habit {
        let text = reference.trimmingCharacters(in: .whitespaces)
        switch match(reference, among: habits) {
        case .found(let habit):
            return habit
        case .ambiguous(let candidates):
            throw ambiguity(text, candidates: candidates)
        case .none:
            throw CadenceError(.notFound, field: "habit", "no habit matches '\(text)'; see `cadence habit list`")
        }
    }

    /// The refusal for a reference that fits several habits, naming them.
    public static func ambiguity(_ reference: String, candidates: [Habit]) -> CadenceError {
        let text = reference.trimmingCharacters(in: .whitespaces)
        let names = candidates.map { "'\($0.name)' (id \($0.id))" }.joined(separator: ", ")
        return CadenceError(.ambiguous, field: "habit", "'\(text)' matches several habits: \(names); use more of the name or the id")
    }

    /// The habit `reference` names, the candidates when it is ambiguous, or none — the rule
    /// `resolve(_:among:)` applies, for callers that show the candidates themselves.
    public static func match(_ reference: String, among habits: [Habit]) -> Match {
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let id = HabitID(text), let habit = habits.first(where: { $0.id == id }) {
            return .found(habit)
        }
        let key = NameKey.of(text)
        let exact = habits.filter { NameKey.of($0.name) == key }
        if let active = exact.first(where: { !$0.isArchived }) { return .found(active) }
        if let only = exact.first, exact.count == 1 { return .found(only) }
        let prefixed = habits.filter { NameKey.of($0.name).hasPrefix(key) }
        let activePrefixed = prefixed.filter { !$0.isArchived }
        let candidates = activePrefixed.isEmpty ? prefixed : activePrefixed
        if candidates.count == 1, let only = candidates.first, !key.isEmpty { return .found(only) }
        if candidates.isEmpty, !key.isEmpty {
            // Then a unique match on the start of a later word ("water" finds "Drink water").
            let byWord = habits.filter { habit in
                NameKey.of(habit.name).split(whereSeparator: { !$0.isLetter && !$0.isNumber }).dropFirst()
                    .contains { $0.hasPrefix(key) }
            }
            let activeByWord = byWord.filter { !$0.isArchived }
            let wordCandidates = activeByWord.isEmpty ? byWord : activeByWord
            if wordCandidates.count == 1, let only = wordCandidates.first { return .found(only) }
            if wordCandidates.count > 1 { return .ambiguous(Array(wordCandidates.prefix(5))) }
        }
        if candidates.isEmpty || key.isEmpty { return .none }
        return .ambiguous(Array(candidates.prefix(5)))
    }
}
