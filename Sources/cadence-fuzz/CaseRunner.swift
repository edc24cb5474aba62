import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation
import GRDB

/// Runs one case: writes the input to disk, imports it with `ImportService` into a fresh copy of
/// the template store, and checks the invariants: a refused import changes no table but the
/// import log (and adds only failed entries there), a successful one logs one success, the
/// file passes `PRAGMA integrity_check` and `foreign_key_check`, and the case stays within its
/// time and memory bounds.
struct CaseRunner {
    let store: FuzzStore
    /// Where the current case's input and store are written (kept after a crash).
    let folder: URL
    let maximumSeconds: Double
    let maximumMegabytes: Int

    /// What happened.
    struct Outcome {
        var imported: Bool
        /// The error's type and first line when refused.
        var refusal: String?
        var seconds: Double
        var peakMegabytes: Int
        /// Broken invariants; empty when the case passed.
        var violations: [String]
    }

    /// The tables a refused import may change: its failure is logged.
    static let logTables: Set<String> = ["import_log"]

    func run(_ input: FuzzInput, forcedFormat: ImportFormat?) async throws -> Outcome {
        let manager = FileManager.default
        let inputFolder = folder.appendingPathComponent("input", isDirectory: true)
        try? manager.removeItem(at: inputFolder)
        let url = try input.write(into: inputFolder)
        let pool = try store.copy(to: folder.appendingPathComponent("store.sqlite"))
        defer { try? pool.close() }
        let sqlite = try SQLiteStore(writer: pool)
        let service = CadenceService(store: sqlite, environment: .fixed(FuzzStore.now))
        let before = try StoreSnapshot.take(pool)
        let logBefore = try Self.logEntries(pool)

        ProcessProbe.resetPeak()
        let started = Date()
        var imported = false
        var refusal: String?
        do {
            _ = try await ImportService(service: service).importFile(url, format: forcedFormat, for: store.user)
            imported = true
        } catch {
            refusal = Self.describe(error)
        }
        let seconds = Date().timeIntervalSince(started)
        let peakMegabytes = ProcessProbe.peakKilobytes / 1024

        var violations: [String] = []
        let after = try StoreSnapshot.take(pool)
        let logAfter = try Self.logEntries(pool)
        let newEntries = Array(logAfter.dropFirst(logBefore.count))
        if imported {
            if newEntries.count != 1 || newEntries.first != true {
                violations.append("a successful import logged \(newEntries) instead of one success")
            }
        } else {
            let changed = after.changedTables(since: before, ignoring: Self.logTables)
            if !changed.isEmpty {
                violations.append("a refused import changed the tables \(changed.joined(separator: ", ")) (\(refusal ?? ""))")
            }
            if newEntries.count > 1 || newEntries.contains(true) {
                violations.append("a refused import logged \(newEntries) (true = success)")
            }
        }
        let integrity = try await pool.read { db in
            (
                try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
            )
        }
        if integrity.0 != ["ok"] { violations.append("integrity_check: \(integrity.0.prefix(5))") }
        if integrity.1 > 0 { violations.append("foreign_key_check: \(integrity.1) rows") }
        if seconds > maximumSeconds {
            violations.append(String(format: "took %.1f s (limit %.0f s)", seconds, maximumSeconds))
        }
        if peakMegabytes > maximumMegabytes {
            violations.append("peak resident memory \(peakMegabytes) MB (limit \(maximumMegabytes) MB)")
        }
        return Outcome(
            imported: imported, refusal: refusal, seconds: seconds, peakMegabytes: peakMegabytes,
            violations: violations)
    }

    /// The import log's `succeeded` flags in id order.
    private static func logEntries(_ reader: any DatabaseReader) throws -> [Bool] {
        try reader.read { db in try Bool.fetchAll(db, sql: "SELECT succeeded FROM import_log ORDER BY id") }
    }

    private static func describe(_ error: any Error) -> String {
        let kind: String
        switch error {
        case is ImportFailure: kind = "ImportFailure"
        case is CadenceError: kind = "CadenceError"
        case is DatabaseError: kind = "DatabaseError"
        default: kind = String(describing: type(of: error))
        }
        let line = "\(error)".split(separator: "\n").first.map(String.init) ?? ""
        return "\(kind): \(line.prefix(160))"
    }
}
