import Foundation
import Testing

/// Issue 18 on the command line: `cadence export --format loop` (docs/import-export.md "Loop
/// backup export") and `cadence import` of the peer formats, a zip included.
@Suite struct PeerFormatCommandTests {
    @Test func aLoopBackupIsWrittenSummarizedAndImportsIntoAnotherStore() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Stretch", "--on", "mon,wed,fri", "--start", "2025-03-01"])
        try store.runJSON(["done", "Stretch", "--date", "2025-03-03", "--note", "hips"])
        let file = store.folder.appendingPathComponent("Loop Habits Backup.db")
        let result = try store.run(["--json", "export", "--format", "loop", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try result.object()
        #expect(summary["format"] as? String == "loop")
        #expect(summary["habits"] as? Int == 1)
        #expect(summary["entries"] as? Int == 1)
        #expect((summary["warnings"] as? [String])?.first?.contains("Loop has no weekdays") == true)
        #expect(result.stderr.contains("warning: habit 'Stretch': Loop has no weekdays"))
        let bytes = try Data(contentsOf: file)
        #expect(Array(bytes.prefix(16)) == Array("SQLite format 3\u{0}".utf8))

        let again = try store.run(["export", "--format", "loop", file.path])
        #expect(again.status != 0, "an existing file is not replaced without --force")
        #expect(again.stderr.contains("--force"))
        #expect(try Data(contentsOf: file) == bytes)

        let other = try TemporaryStore()
        let imported = try other.runJSON(["import", file.path])
        #expect(try imported.object()["format"] as? String == "loop-db")
        #expect(try imported.object()["habitsCreated"] as? Int == 1)
        #expect(try imported.object()["checkIns"] as? Int == 1)
    }

    @Test func anUnknownExportFormatNamesTheThree() throws {
        let store = try TemporaryStore()
        let result = try store.run(["export", "--format", "ics"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("use json, csv or loop"))
    }

    @Test func aGenericCSVImportsWithADryRunFirst() throws {
        let store = try TemporaryStore()
        let file = store.folder.appendingPathComponent("streaks.csv")
        try Data("habit,date,amount\nWalk,2025-03-01,\nWalk,2025-03-02,yes\nWater,2025-03-01,3\n".utf8).write(to: file)
        let preview = try store.runJSON(["import", file.path, "--dry-run"])
        #expect(try preview.object()["format"] as? String == "csv")
        #expect(try preview.object()["habitsCreated"] as? Int == 2)
        let listed = try store.runJSON(["habit", "list"]).json() as? [Any]
        #expect(listed?.isEmpty == true, "a dry run writes nothing")
        let imported = try store.runJSON(["import", file.path])
        #expect(try imported.object()["checkIns"] as? Int == 3)
        let forced = try store.run(["import", file.path, "--format", "habitbull"])
        #expect(forced.status != 0, "a forced format that does not fit is refused")
    }
}
