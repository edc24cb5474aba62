import Foundation
import Testing

/// `--version`, help for every command, and where the store lives by default.
@Suite struct HelpAndVersionTests {
    static let commands: [[String]] = [
        [], ["today"], ["done"], ["set"], ["undo"], ["skip"], ["rate"], ["note"], ["entries"], ["entry"],
        ["entry", "delete"], ["habit"], ["habit", "add"], ["habit", "list"], ["habit", "show"], ["habit", "edit"],
        ["habit", "archive"], ["habit", "unarchive"], ["habit", "delete"], ["habit", "move"], ["category"],
        ["category", "list"], ["category", "add"], ["category", "rename"], ["category", "delete"],
        ["category", "move"], ["preset"], ["preset", "list"], ["stats"], ["calendar"], ["overview"], ["settings"],
        ["settings", "show"], ["settings", "set"], ["settings", "set", "timezone"], ["settings", "set", "day-start"],
        ["settings", "set", "week-start"],
    ]

    @Test func versionPrintsTheName() throws {
        let store = try TemporaryStore()
        let result = try store.run(["--version"])
        #expect(result.status == 0)
        // docs/deploy.md "Versions": the version and the commit, `unknown` unless stamped.
        #expect(result.stdout.firstMatch(of: /^cadence 0\.1\.0 \(commit (unknown|[0-9a-f]{12}(-dirty)?)\)\n$/) != nil, "\(result.stdout)")
    }

    @Test(arguments: commands)
    func everyCommandHasHelpWithAnExample(command: [String]) throws {
        let store = try TemporaryStore()
        let result = try store.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE:"))
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("cadence "))
        #expect(!FileManager.default.fileExists(atPath: store.database.path))
    }

    @Test func helpSubcommandWorksToo() throws {
        let store = try TemporaryStore()
        let result = try store.run(["help", "habit", "add"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--preset"))
    }

    @Test func defaultStoreLivesUnderXDGDataHome() throws {
        let store = try TemporaryStore()
        let result = try store.run(["--json", "habit", "add", "Read"], environment: ["CADENCE_DB": ""])
        #expect(result.status == 0)
        let path = store.folder.appendingPathComponent("xdg/cadence/cadence.sqlite").path
        #expect(FileManager.default.fileExists(atPath: path))
        let list = try store.run(["--json", "--db", path, "habit", "list"])
        #expect(try list.array().map { $0.string("name") } == ["Read"])
    }

    @Test func dbOptionPicksTheStore() throws {
        let store = try TemporaryStore()
        let other = store.folder.appendingPathComponent("other.sqlite").path
        try store.runJSON(["--db", other, "habit", "add", "Read"])
        #expect(try store.runJSON(["habit", "list"]).array().isEmpty)
        #expect(try store.runJSON(["--db", other, "habit", "list"]).array().count == 1)
        let missing = try store.run([
            "--json", "--db", store.folder.appendingPathComponent("no/such/x.sqlite").path, "today",
        ])
        #expect(missing.status == 1)
        #expect(try missing.errorCode() == "storeUnavailable")
    }
}
