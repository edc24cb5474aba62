import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// A Loop Habit Tracker backup of a user's habits (`cadence export --format loop`), and what
/// could not be kept exactly.
public struct LoopBackupExport: Sendable {
    /// The SQLite file's bytes.
    public let data: Data
    public let habits: Int
    /// Rows of `Repetitions`.
    public let entries: Int
    /// `habit 'Name': what changed`, one per approximation.
    public let warnings: [String]
}

extension ExportService {
    /// Every habit (archived ones too, in their order) with its history as a Loop backup of
    /// schema version 25 (docs/import-export.md "Loop backup export"). A habit imported from Loop
    /// keeps its Loop uuid, so restoring and importing again matches it.
    public func loopBackup(for user: UserID) async throws -> LoopBackupExport {
        let habits = try await facts.habits(of: user, includeArchived: true)
        let checkIns = Dictionary(
            grouping: try await facts.checkIns(of: user, habit: nil, from: nil, through: nil), by: \.habitID)
        let records = Dictionary(
            grouping: try await facts.dayRecords(of: user, habits: nil, from: nil, through: nil), by: \.habitID)
        var rows: [LoopBackupHabit] = []
        var entries: [LoopBackupEntry] = []
        var warnings: [String] = []
        for (index, habit) in habits.enumerated() {
            let exported = LoopExportMapping.habit(
                habit, id: Int64(index + 1), position: index, checkIns: checkIns[habit.id] ?? [],
                records: records[habit.id] ?? [], uuid: Self.loopUUID(for: habit))
            rows.append(exported.row)
            entries += exported.entries
            warnings += exported.warnings.map { "habit \(InputExcerpt.quoted(habit.name)): \($0)" }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cadence-loop-export-\(ProcessInfo.processInfo.globallyUniqueString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Loop Habits Backup.db")
        try LoopBackupFile.write(to: file, habits: rows, entries: entries)
        return LoopBackupExport(
            data: try Data(contentsOf: file), habits: rows.count, entries: entries.count, warnings: warnings)
    }

    /// The habit's Loop uuid when it came from Loop (`loop:<32 hex digits>`), else a new one.
    static func loopUUID(for habit: Habit) -> String {
        if let sourceID = habit.sourceID, sourceID.hasPrefix("loop:") {
            let uuid = sourceID.dropFirst(5)
            if uuid.count == 32, uuid.allSatisfy(\.isHexDigit) { return uuid.lowercased() }
        }
        return UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
