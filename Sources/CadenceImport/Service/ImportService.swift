import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Imports other trackers' files and Cadence's own export (docs/import-export.md): the use
/// cases every interface calls — the command line's `cadence import`, and the REST API's
/// `POST /api/v1/import` once it is wired.
///
/// An import reads a file into an `ImportDocument`, plans it against the store (`ImportPlan`:
/// validated, deduplicated, nothing written), then applies it through `CadenceService.applyImport`: every
/// change and the import-log entry (docs/import-export.md "The import log") in one transaction; it finally recalculates
/// perfect days, XP and achievements (docs/domain-rules.md §6). A refused import writes nothing but a failed
/// log entry (docs/domain-rules.md §7: bad input changes nothing).
public struct ImportService: Sendable {
    public let service: CadenceService

    public init(service: CadenceService) {
        self.service = service
    }

    /// The store's facts, read only; writes go through `service`.
    var facts: StoredFacts { service.storedFacts }

    // MARK: Planning

    /// What importing `document` would do now, validated against the store; writes nothing.
    public func plan(_ document: ImportDocument, for user: UserID, startedAt: Date? = nil) async throws -> ImportPlan {
        let settings = try await facts.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let now = service.now
        let habits = try await facts.habits(of: user, includeArchived: true)
        let (matches, matchWarnings) = HabitMatcher.match(document.habits, existing: habits)
        let matched = matches.compactMap { $0.existingHabit?.id }
        var days: [HabitID: Set<Day>] = [:]
        var records: [HabitID: [Day: DayRecord]] = [:]
        if !matched.isEmpty {
            for total in try await facts.dayTotals(of: user, habits: matched, from: nil, through: nil)
            where total.count > 0 {
                days[total.habitID, default: []].insert(total.day)
            }
            for record in try await facts.dayRecords(of: user, habits: matched, from: nil, through: nil) {
                records[record.habitID, default: [:]][record.day] = record
            }
        }
        var hasProgress = false
        if let progress = document.progress, !progress.isEmpty {
            let transactions = try await facts.xpTransactions(of: user, limit: 1)
            let awards = try await facts.perfectDayAwards(of: user, from: nil, through: nil)
            let unlocks = try await facts.unlockedAchievements(of: user)
            hasProgress = !transactions.isEmpty || !awards.isEmpty || !unlocks.isEmpty
        }
        var target = ImportTarget(
            settings: settings, calendar: calendar, now: now, today: calendar.day(containing: now), habits: habits,
            categories: try await facts.categories(of: user), daysWithCheckIns: days, dayRecords: records,
            hasProgress: hasProgress)
        if !document.health.isEmpty {
            target.health = try await facts.healthEntries(of: user, type: nil, from: nil, through: nil)
        }
        if !document.todos.isEmpty { target.todos = try await facts.todos(of: user) }
        if !document.notes.isEmpty { target.notes = try await facts.notes(of: user) }
        if !document.routines.isEmpty { target.routines = try await service.routines(of: user) }
        if !document.moneyAccounts.isEmpty {
            target.moneyAccounts = try await facts.moneyAccounts(of: user)
            target.moneyTransactions = try await facts.moneyTransactions(of: user, account: nil)
        }
        return try ImportPlanner.plan(
            document, against: target, matches: matches, matchWarnings: matchWarnings, startedAt: startedAt ?? now)
    }

    /// Reads and plans: what `cadence import --dry-run` shows. Writes nothing, logs nothing.
    public func preview(
        _ url: URL, format: ImportFormat? = nil, for user: UserID, progress: ImportProgressHandler? = nil
    ) async throws -> ImportPlan {
        let startedAt = service.now
        let document = try await read(url, format: format, for: user, progress: progress)
        progress?(ImportProgress(phase: .planning, completed: 0, total: document.recordCount))
        return try await plan(document, for: user, startedAt: startedAt)
    }

    /// Reads and plans one uploaded file (the REST API). Writes nothing, logs nothing.
    public func preview(data: Data, fileName: String, format: ImportFormat? = nil, for user: UserID) async throws
        -> ImportPlan
    {
        let startedAt = service.now
        let document = try await read(data: data, fileName: fileName, format: format, for: user)
        return try await plan(document, for: user, startedAt: startedAt)
    }
}
