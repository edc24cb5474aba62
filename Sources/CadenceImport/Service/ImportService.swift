import CadenceCore
import CadenceStore
import Foundation

/// Imports other trackers' files and Cadence's own export (docs/import-export.md): the use
/// cases every interface calls — the command line's `cadence import`, and the REST API's
/// `POST /api/v1/import` once it is wired.
///
/// An import reads a file into an `ImportDocument`, plans it against the store (`ImportPlan`:
/// validated, deduplicated, nothing written), then applies the plan as one `store.apply` batch
/// together with its import-log entry (the Habitto data model `MigrationRecord`), and finally recalculates
/// perfect days, XP and achievements (docs/domain-rules.md §6). A refused import writes nothing but a failed
/// log entry (docs/domain-rules.md §7: bad input changes nothing).
public struct ImportService: Sendable {
    public let service: CadenceService

    public init(service: CadenceService) {
        self.service = service
    }

    var store: any CadenceStore { service.store }

    // MARK: Reading

    /// Reads the file or folder at `url`, in `format` or the format its content shows.
    public func read(
        _ url: URL, format: ImportFormat? = nil, for user: UserID, progress: ImportProgressHandler? = nil
    ) async throws -> ImportDocument {
        let calendar = try await service.calendar(for: user)
        let (format, location) = try resolve(url, format: format)
        let document: ImportDocument
        switch format {
        case .loopDatabase:
            document = try LoopDatabaseImporter(url: location, progress: progress).read()
        case .loopCSV:
            document = try LoopCSVImporter(folder: location).read()
        case .lucidPal:
            document = try LucidPalImporter(folder: location, calendar: calendar).read()
        case .cadenceJSON, .habittoLegacy:
            let data = try contents(of: location)
            document = try read(data: data, fileName: location.lastPathComponent, format: format, calendar: calendar)
        }
        return document
    }

    /// Reads one uploaded file (the REST API): any format but the folder ones.
    public func read(data: Data, fileName: String, format: ImportFormat? = nil, for user: UserID) async throws
        -> ImportDocument
    {
        let calendar = try await service.calendar(for: user)
        let format = try format ?? FormatDetector.detect(data: data, fileName: fileName)
        return try read(data: data, fileName: fileName, format: format, calendar: calendar)
    }

    /// Reads uploaded files as one folder (the REST API's multi-file upload of a Loop CSV export or
    /// LucidPal's files): `files` maps relative paths (`001 Meditate/Checkmarks.csv`) to contents.
    public func read(
        files: [String: Data], folderName: String, format: ImportFormat? = nil, for user: UserID
    ) async throws -> ImportDocument {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-import-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true
        )
        .appendingPathComponent(folderName.isEmpty ? "upload" : folderName, isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (path, data) in files {
            let parts = path.split(separator: "/").map(String.init)
            guard !parts.isEmpty, !parts.contains(".."), !path.hasPrefix("/") else {
                throw ImportFailure(fileName: folderName, [ImportIssue(path, "not a relative file path")])
            }
            let file = parts.reduce(folder) { $0.appendingPathComponent($1) }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return try await read(folder, format: format, for: user)
    }

    private func read(data: Data, fileName: String, format: ImportFormat, calendar: UserCalendar) throws
        -> ImportDocument
    {
        switch format {
        case .cadenceJSON:
            return try CadenceJSONImporter(data: data, fileName: fileName).read()
        case .habittoLegacy:
            return try HabittoLegacyImporter(data: data, fileName: fileName, calendar: calendar).read()
        case .loopDatabase:
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "cadence-import-\(ProcessInfo.processInfo.globallyUniqueString).db")
            try data.write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                var document = try LoopDatabaseImporter(url: file, progress: nil).read()
                document.fileName = fileName
                return document
            } catch {
                // The copy's name is Cadence's own; the person knows the file by theirs.
                throw error.naming(file.lastPathComponent, as: fileName)
            }
        case .loopCSV, .lucidPal:
            throw ImportFailure(
                fileName: fileName,
                [ImportIssue(fileName, "\(format.displayName) is a folder; send its files together")])
        }
    }

    /// The format to read and where: a forced folder format given one of its files reads the
    /// folder; given any other file, it is refused naming that file (not its folder).
    private func resolve(_ url: URL, format: ImportFormat?) throws(ImportFailure) -> (ImportFormat, URL) {
        guard let format else { return try FormatDetector.detect(url) }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        guard exists else {
            throw ImportFailure(
                fileName: url.lastPathComponent,
                [ImportIssue(url.lastPathComponent, "no such file or folder: \(url.path)")])
        }
        if format.isFolder, !isDirectory.boolValue {
            guard Self.isFile(url.lastPathComponent, of: format) else {
                throw ImportFailure(
                    fileName: url.lastPathComponent,
                    [ImportIssue(url.lastPathComponent, Self.folderHint(for: format, file: url.lastPathComponent))])
            }
            return (format, url.deletingLastPathComponent())
        }
        if !format.isFolder, isDirectory.boolValue {
            throw ImportFailure(
                fileName: url.lastPathComponent,
                [ImportIssue(url.lastPathComponent, "\(format.displayName) is a file, not a folder")])
        }
        return (format, url)
    }

    /// Whether a file of this name belongs to a folder format: Loop's `Habits.csv`, LucidPal's
    /// `lucidpal_habits.json` and `lucidpal_entries_YYYY-MM.json`.
    private static func isFile(_ name: String, of format: ImportFormat) -> Bool {
        let lowered = name.lowercased()
        switch format {
        case .loopCSV: return lowered == "habits.csv"
        case .lucidPal:
            return lowered == LucidPalImporter.habitsFile
                || (lowered.hasPrefix("lucidpal_entries_") && lowered.hasSuffix(".json"))
        case .cadenceJSON, .loopDatabase, .habittoLegacy: return false
        }
    }

    /// Why `file` cannot be read as the folder format `format`, and what to import instead.
    private static func folderHint(for format: ImportFormat, file: String) -> String {
        switch format {
        case .lucidPal:
            "\(InputExcerpt.quoted(file)) is not one of LucidPal's files; LucidPal's habits are a folder holding lucidpal_habits.json and lucidpal_entries_YYYY-MM.json — import that folder (or its lucidpal_habits.json)"
        default:
            "\(InputExcerpt.quoted(file)) is not a Loop CSV export's Habits.csv; the export is a folder holding Habits.csv — import that folder (or its Habits.csv)"
        }
    }

    private func contents(of url: URL) throws(ImportFailure) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportFailure(
                fileName: url.lastPathComponent,
                [ImportIssue(url.lastPathComponent, "cannot read the file: \(error.localizedDescription)")])
        }
    }

    // MARK: Planning

    /// What importing `document` would do now, validated against the store; writes nothing.
    public func plan(_ document: ImportDocument, for user: UserID, startedAt: Date? = nil) async throws -> ImportPlan {
        let settings = try await store.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        let now = service.now
        let habits = try await store.habits(of: user, includeArchived: true)
        let (matches, matchWarnings) = HabitMatcher.match(document.habits, existing: habits)
        let matched = matches.compactMap { $0.existingHabit?.id }
        var days: [HabitID: Set<Day>] = [:]
        var records: [HabitID: [Day: DayRecord]] = [:]
        if !matched.isEmpty {
            for total in try await store.dayTotals(of: user, habits: matched, from: nil, through: nil)
            where total.count > 0 {
                days[total.habitID, default: []].insert(total.day)
            }
            for record in try await store.dayRecords(of: user, habits: matched, from: nil, through: nil) {
                records[record.habitID, default: [:]][record.day] = record
            }
        }
        var hasProgress = false
        if let progress = document.progress, !progress.isEmpty {
            let transactions = try await store.xpTransactions(of: user, limit: 1)
            let awards = try await store.perfectDayAwards(of: user, from: nil, through: nil)
            let unlocks = try await store.unlockedAchievements(of: user)
            hasProgress = !transactions.isEmpty || !awards.isEmpty || !unlocks.isEmpty
        }
        var target = ImportTarget(
            settings: settings, calendar: calendar, now: now, today: calendar.day(containing: now), habits: habits,
            categories: try await store.categories(of: user), daysWithCheckIns: days, dayRecords: records,
            hasProgress: hasProgress)
        if !document.health.isEmpty {
            target.health = try await store.healthEntries(of: user, type: nil, from: nil, through: nil)
        }
        if !document.todos.isEmpty { target.todos = try await store.todos(of: user) }
        if !document.notes.isEmpty { target.notes = try await store.notes(of: user) }
        if !document.moneyAccounts.isEmpty {
            target.moneyAccounts = try await store.moneyAccounts(of: user)
            target.moneyTransactions = try await store.moneyTransactions(of: user, account: nil)
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
