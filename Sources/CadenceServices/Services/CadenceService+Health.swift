import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §12 "Health": records one entry (default day: today), its value
    /// converted to the type's stored unit and checked by `HealthEntryValidator`. Sleep, steps
    /// and weight hold one value a day: saving one again replaces it (`saveHealthEntry`).
    @discardableResult
    public func addHealthEntry(
        type: HealthType, value: Double, unit: String? = nil, on day: Day? = nil, note: String? = nil, for user: UserID
    ) async throws -> HealthEntry {
        try await saveHealthEntry(type: type, value: value, unit: unit, on: day, note: note, for: user).entry
    }

    /// docs/domain-rules.md §12 "Health": saves one entry (default day: today), its value checked
    /// by `HealthEntryValidator`. For sleep, steps and weight a day that already holds an entry
    /// of the type has it replaced — the latest one updated with the new value and note, keeping
    /// its id and the instant it was first recorded — and the answer says so (`replaced`);
    /// water and mood entries are added. Decided under the revision guard, so two writers
    /// cannot both add a day's first sleep. With `clientID` (docs/domain-rules.md §12 "Health",
    /// "Client ids"), once per id: a repeat records nothing and answers the entry the first
    /// request recorded (`isRepeat`); an id that recorded an entry of another type is
    /// `clientIdReused`.
    public func saveHealthEntry(
        type: HealthType, value: Double, unit: String? = nil, on day: Day? = nil, note: String? = nil, clientID: String? = nil,
        for user: UserID
    ) async throws -> HealthEntrySaved {
        let clientID = try clientID.map { text throws(CadenceError) in try CheckInValidator.clientID(text) }
        return try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            if let clientID, let first = try await healthEntry(clientID: clientID, of: user) {
                guard first.type == type else {
                    throw CadenceError(
                        .clientIdReused, field: "clientId",
                        "client id '\(clientID)' already recorded a \(first.type.rawValue) entry (id \(first.id))")
                }
                return HealthEntrySaved(entry: first, replaced: false, isRepeat: true)
            }
            let today = try await self.today(for: user)
            let day = day ?? today
            let note = note.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
            let stored = try HealthEntryValidator.storedValue(type: type, value: value, unit: unit, day: day, today: today, note: note)
            let sameDay = type.isOnePerDay ? try await store.healthEntries(of: user, type: type, from: day, through: day) : []
            if var existing = HealthEntryValidator.replaced(by: type, on: day, among: sameDay) {
                let before = existing
                existing.value = stored
                existing.note = note
                let linked = try await healthLinkChanges(type: type, removing: before, adding: existing, for: user)
                try await write([.requireRevision(revision), .updateHealthEntry(existing)] + linked, for: user, at: now)
                return HealthEntrySaved(entry: existing, replaced: true)
            }
            var entry = HealthEntry(type: type, day: day, value: stored, note: note, createdAt: now, clientID: clientID)
            let linked = try await healthLinkChanges(type: type, adding: entry, for: user)
            let ids = try await write([.requireRevision(revision), .insertHealthEntry(entry)] + linked, for: user, at: now)
            entry.id = ids.first ?? 0
            return HealthEntrySaved(entry: entry, replaced: false)
        }
    }

    /// The user's entry recorded with `clientID`, if one is still there (not deleted).
    private func healthEntry(clientID: String, of user: UserID) async throws -> HealthEntry? {
        try await store.healthEntries(of: user, type: nil, from: nil, through: nil).first { $0.clientID == clientID }
    }

    /// The user's health entries, optionally of one type and inside `[from, through]`.
    public func healthEntries(
        of user: UserID, type: HealthType? = nil, from: Day? = nil, through: Day? = nil
    ) async throws -> [HealthEntry] {
        if let from, let through, from > through {
            throw CadenceError(.dateRangeInvalid, field: "from", "the range starts (\(from)) after it ends (\(through))")
        }
        return try await store.healthEntries(of: user, type: type, from: from, through: through)
    }

    /// docs/domain-rules.md §12 "Health": changes one entry's value (in `unit`, default the
    /// type's stored unit), day and note, checked as a new entry is. The type never changes; an
    /// entry of a one-value-a-day type is not moved onto a day that already holds one of its
    /// type (`dayTaken`: edit that one).
    @discardableResult
    public func updateHealthEntry(
        _ id: HealthEntryID, value: Double, unit: String? = nil, on day: Day? = nil, note: String?, for user: UserID
    ) async throws -> HealthEntry {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            guard var entry = try await store.healthEntries(of: user, type: nil, from: nil, through: nil).first(where: { $0.id == id })
            else { throw CadenceError(.notFound, field: "id", "no health entry with id \(id)") }
            let original = entry
            let today = try await self.today(for: user)
            let day = day ?? entry.day
            let note = note.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
            entry.value = try HealthEntryValidator.storedValue(type: entry.type, value: value, unit: unit, day: day, today: today, note: note)
            if day != entry.day, entry.type.isOnePerDay,
                let other = try await store.healthEntries(of: user, type: entry.type, from: day, through: day).first
            {
                throw CadenceError(
                    .dayTaken, field: "date",
                    "\(day) already has a \(entry.type.rawValue) entry (id \(other.id)); a day holds one \(entry.type.rawValue) value, edit that one")
            }
            entry.day = day
            entry.note = note
            let linked = try await healthLinkChanges(type: entry.type, removing: original, adding: entry, for: user)
            try await write([.requireRevision(revision), .updateHealthEntry(entry)] + linked, for: user, at: now)
            return entry
        }
    }

    /// Deletes one of the user's health entries into the trash, whence `restoreHealthEntry`
    /// brings it back (docs/domain-rules.md "§14 Undo and the trash").
    public func deleteHealthEntry(_ id: HealthEntryID, for user: UserID) async throws {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            guard let entry = try await store.healthEntries(of: user, type: nil, from: nil, through: nil).first(where: { $0.id == id })
            else { throw CadenceError(.notFound, field: "id", "health entry \(id) not found") }
            let linked = try await healthLinkChanges(type: entry.type, removing: entry, for: user)
            try await moveToTrash(.healthEntry(entry), readAt: revision, for: user, with: linked)
        }
    }

    /// docs/domain-rules.md §12 "Health": every type over the `days` days ending today
    /// (1…3,660), in the order of `HealthType.allCases`.
    public func healthSummary(for user: UserID, days: Int = 7) async throws -> [HealthRangeSummary] {
        guard (1...3_660).contains(days) else {
            throw CadenceError(.dateRangeInvalid, field: "days", "a summary covers 1 to 3660 days")
        }
        let window = DateWindow.last(days, endingOn: try await today(for: user))
        let entries = try await store.healthEntries(of: user, type: nil, from: window.from, through: window.to)
        return HealthType.allCases.map { HealthRangeSummary(type: $0, window: window, entries: entries) }
    }
}
