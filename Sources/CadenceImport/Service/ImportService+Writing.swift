import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportService {
    // MARK: Writing

    /// Writes a plan: it is checked again against the store as it is now (so that nothing is
    /// duplicated if the store changed since the preview), then every change and the import-log
    /// entry are applied as one transaction, and perfect days, XP and achievements are recalculated
    /// (docs/domain-rules.md §6). On any error nothing is written but a failed log entry, and the error is rethrown.
    public func apply(_ plan: ImportPlan, for user: UserID, progress: ImportProgressHandler? = nil) async throws
        -> ImportResult
    {
        try await write(plan, for: user, recheck: true, progress: progress)
    }

    /// Writes a plan, planned again first when `recheck` (a plan made just now needs no second look).
    private func write(_ plan: ImportPlan, for user: UserID, recheck: Bool, progress: ImportProgressHandler?)
        async throws -> ImportResult
    {
        let fresh: ImportPlan
        var record: ImportRecord
        do {
            fresh = recheck ? try await self.plan(plan.document, for: user, startedAt: plan.startedAt) : plan
            progress?(ImportProgress(phase: .writing, completed: 0, total: fresh.changes.count))
            let instant = service.now
            record = fresh.record(finishedAt: instant)
            record = try await service.applyImport(fresh.changes, record: record, for: user)
            progress?(ImportProgress(phase: .writing, completed: fresh.changes.count, total: fresh.changes.count))
        } catch {
            await logFailure(
                format: plan.document.format.rawValue, fileName: plan.document.fileName, startedAt: plan.startedAt,
                error: error, for: user)
            throw error
        }
        progress?(ImportProgress(phase: .recalculating, completed: 0, total: 1))
        let recalculated = try await service.recalculateProgress(for: user)
        progress?(ImportProgress(phase: .recalculating, completed: 1, total: 1))
        return ImportResult(summary: fresh.summary, record: record, progressChanges: recalculated.count)
    }

    /// Reads, plans and writes a file or folder; a file that cannot be read or is refused is
    /// logged as a failed import too.
    public func importFile(
        _ url: URL, format: ImportFormat? = nil, for user: UserID, progress: ImportProgressHandler? = nil
    ) async throws -> ImportResult {
        let plan: ImportPlan
        let startedAt = service.now
        do {
            let document = try await read(url, format: format, for: user, progress: progress)
            progress?(ImportProgress(phase: .planning, completed: 0, total: document.recordCount))
            plan = try await self.plan(document, for: user, startedAt: startedAt)
        } catch {
            let detected = format ?? (try? FormatDetector.detect(url))?.format
            await logFailure(
                format: detected?.rawValue ?? "unknown", fileName: url.lastPathComponent, startedAt: startedAt,
                error: error,
                for: user)
            throw error
        }
        return try await write(plan, for: user, recheck: false, progress: progress)
    }

    /// The most characters of an error message the import log keeps (docs/domain-rules.md §7:
    /// messages quote excerpts, never the input).
    public static let maximumLoggedMessageLength = 2_000

    /// Logs a failed import in its own small transaction (docs/import-export.md "The import log": success
    /// false, the error message, cut to `maximumLoggedMessageLength` characters). A failure to
    /// log is ignored: the import's own error matters more.
    public func logFailure(format: String, fileName: String, startedAt: Date, error: any Error, for user: UserID) async {
        let message: String
        switch error {
        case let failure as ImportFailure: message = failure.description
        case let refusal as CadenceError: message = refusal.message
        default: message = "\(error)"
        }
        let record = ImportRecord(
            format: InputExcerpt.excerpt(format), fileName: InputExcerpt.excerpt(fileName), startedAt: startedAt,
            finishedAt: service.now, succeeded: false,
            errorMessage: InputExcerpt.excerpt(message, limit: Self.maximumLoggedMessageLength))
        await service.logFailedImport(record, for: user)
    }

    /// The user's import log, newest first (`cadence import --history`).
    public func history(for user: UserID) async throws -> [ImportRecord] {
        try await service.importHistory(of: user)
    }
}
