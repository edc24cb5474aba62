import CadenceCore

extension CadenceService {
    /// docs/domain-rules.md §2: creates a habit from a definition as the command line's
    /// `habit add` and the tools' `create_habit` give it — a preset's defaults when `preset` is
    /// given (renamed to `name` when one is given too), otherwise a draft named `name` — with the
    /// given fields (`patch`) applied on top, by the same rules as editing (`HabitPatch`).
    public func createHabit(named name: String?, preset: String?, patch: HabitPatch, for user: UserID) async throws -> Habit {
        if let preset {
            return try await createHabit(fromPreset: preset, for: user) { draft in
                if let name { draft.name = name }
                patch.apply(to: &draft)
            }
        }
        var draft = HabitDraft(name: name ?? "")
        patch.apply(to: &draft)
        return try await createHabit(draft, for: user)
    }
}
