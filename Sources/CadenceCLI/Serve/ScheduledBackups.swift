import CadenceSQLite
import Foundation
import Logging
import ServiceLifecycle

/// `cadence serve --backup-dir DIR --backup-every 24h --keep 7` (docs/operations.md "Scheduled
/// backups"): while the server runs, a copy of the SQLite store every interval, made with
/// SQLite's online backup API (`SQLiteStore.backup`) and verified with `PRAGMA integrity_check`,
/// as `DIR/cadence-<UTC time>.sqlite`; beyond `keep` copies, the oldest are removed. The first
/// copy is due one interval after the newest copy already in DIR (at once when there is none),
/// so restarts neither skip nor multiply backups.
struct ScheduledBackups: Service {
    let store: SQLiteStore
    let folder: String
    let interval: Duration
    let keep: Int
    let logger: Logger

    /// The names this service writes and rotates; other files in DIR are never touched.
    static let prefix = "cadence-"
    static let suffix = ".sqlite"

    func run() async throws {
        var wait = firstWait()
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            let pause = wait
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
            guard !Task.isCancelled && !Task.isShuttingDownGracefully else { return }
            backUpOnce()
            wait = interval
        }
    }

    /// Writes one copy and rotates; a failure is logged and the next copy is tried on time.
    func backUpOnce(now: Date = Date()) {
        let name = Self.prefix + Self.stamp(now) + Self.suffix
        let path = (folder as NSString).appendingPathComponent(name)
        do {
            let copy = try store.backup(to: path, overwrite: false, integrityCheck: true)
            let removed = try rotate()
            logger.info(
                "scheduled backup written",
                metadata: ["path": "\(copy.path)", "bytes": "\(copy.bytes)", "integrity_check": "\(copy.quickCheck)", "removed": "\(removed.count)"])
        } catch {
            logger.error("scheduled backup failed", metadata: ["path": "\(path)", "error": "\(error)"])
        }
    }

    /// Removes the oldest copies beyond `keep`; returns their names.
    func rotate() throws -> [String] {
        let copies = try Self.copies(in: folder)
        let excess = Array(copies.dropLast(keep))
        for name in excess { try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name)) }
        return excess
    }

    /// This service's copies in `folder`, oldest first (their names sort by time).
    static func copies(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && $0.count == prefix.count + 16 + suffix.count }
            .sorted()
    }

    /// `20261127T180000Z`: UTC, sortable, no characters a file system refuses.
    static func stamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d%02d%02dT%02d%02d%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0, parts.second ?? 0)
    }

    private func firstWait() -> Duration {
        guard let newest = try? Self.copies(in: folder).last,
            let modified = try? FileManager.default.attributesOfItem(atPath: (folder as NSString).appendingPathComponent(newest))[
                .modificationDate] as? Date
        else { return .zero }
        let age = Date().timeIntervalSince(modified)
        let seconds = interval.components.seconds
        guard age >= 0, age < Double(seconds) else { return .zero }
        return .seconds(Double(seconds) - age)
    }
}
