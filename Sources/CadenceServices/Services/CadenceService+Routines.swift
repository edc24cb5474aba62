import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§19 Routines": named, ordered groups of habits with an
/// optional time; each change one transaction under the revision guard.
extension CadenceService {
    /// The user's routines, by id.
    public func routines(of user: UserID) async throws -> [Routine] {
        try await store.routines(of: user)
    }

    /// A routine by id or name (case and accents folded, as habits' names are).
    public func resolveRoutine(_ reference: String, of user: UserID) async throws -> Routine {
        let routines = try await store.routines(of: user)
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if let id = RoutineID(trimmed), let found = routines.first(where: { $0.id == id }) { return found }
        let key = NameKey.of(trimmed)
        guard let found = routines.first(where: { NameKey.of($0.name) == key }) else {
            throw CadenceError(.notFound, field: "routine", "no routine named or numbered '\(trimmed)'")
        }
        return found
    }

    /// Creates a routine of `habits` in that order (1–50 of the user's active habits, each once),
    /// named uniquely among the user's routines, with an optional `HH:MM` time.
    public func createRoutine(name: String, habits: [HabitID], time: String?, for user: UserID) async throws -> Routine {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let existing = try await store.routines(of: user)
            guard existing.count < Routine.maximumRoutines else {
                throw CadenceError(.habitLimitReached, field: "name", "a person keeps at most \(Routine.maximumRoutines) routines")
            }
            var routine = Routine(
                name: try routineName(name, among: existing, except: nil), habitIDs: try await routineHabits(habits, of: user),
                minuteOfDay: try Self.minuteOfDay(time), createdAt: now, updatedAt: now)
            let ids = try await store.apply([.requireRevision(revision), .insertRoutine(routine)], for: user, at: now)
            routine.id = ids.first ?? 0
            return routine
        }
    }

    /// Changes the given fields of a routine (`time: .some(nil)` removes its time).
    public func updateRoutine(
        _ id: RoutineID, name: String? = nil, habits: [HabitID]? = nil, time: String?? = nil, for user: UserID
    ) async throws -> Routine {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let existing = try await store.routines(of: user)
            guard var routine = existing.first(where: { $0.id == id }) else {
                throw CadenceError(.notFound, field: "routine", "no routine with id \(id)")
            }
            if let name { routine.name = try routineName(name, among: existing, except: id) }
            if let habits { routine.habitIDs = try await routineHabits(habits, of: user) }
            if let time { routine.minuteOfDay = try Self.minuteOfDay(time) }
            routine.updatedAt = now
            try await store.apply([.requireRevision(revision), .updateRoutine(routine)], for: user, at: now)
            return routine
        }
    }

    /// Deletes a routine; its habits stay.
    public func deleteRoutine(_ id: RoutineID, for user: UserID) async throws {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            try await store.apply([.requireRevision(revision), .deleteRoutine(id)], for: user, at: now)
        }
    }

    private func routineName(_ name: String, among routines: [Routine], except id: RoutineID?) throws(CadenceError) -> String {
        let valid = try HabitValidator.validatedName(name)
        let key = NameKey.of(valid)
        if let clash = routines.first(where: { $0.id != id && NameKey.of($0.name) == key }) {
            throw CadenceError(.nameDuplicate, field: "name", "you already have a routine named '\(clash.name)'")
        }
        return valid
    }

    private func routineHabits(_ ids: [HabitID], of user: UserID) async throws -> [HabitID] {
        guard (1...Routine.maximumHabits).contains(ids.count) else {
            throw CadenceError(.amountInvalid, field: "habits", "a routine holds 1 to \(Routine.maximumHabits) habits")
        }
        guard Set(ids).count == ids.count else {
            throw CadenceError(.amountInvalid, field: "habits", "a habit appears in a routine once")
        }
        let active = Set(try await store.habits(of: user, includeArchived: false).map(\.id))
        if let missing = ids.first(where: { !active.contains($0) }) {
            throw CadenceError(.notFound, field: "habits", "no active habit with id \(missing)")
        }
        return ids
    }

    /// `HH:MM` → minutes after midnight; `nil` → none.
    static func minuteOfDay(_ time: String?) throws(CadenceError) -> Int? {
        guard let time else { return nil }
        let reminder = try Reminder.parsed(time: time, timeField: "time")
        return reminder.hour * 60 + reminder.minute
    }
}
