import CadenceCore
import CadenceServices

/// A habit reference that fits several habits: the tool answers with the candidates instead of
/// guessing (docs/domain-rules.md §11 "Habit references").
struct AmbiguousHabit: Error, Sendable {
    let reference: String
    let candidates: [Habit]

    /// The same refusal, and message, the command line gives.
    var error: CadenceError {
        HabitReference.ambiguity(reference, candidates: candidates)
    }
}
