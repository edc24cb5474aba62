import Foundation
import Testing

/// Issue 11: `cadence done Stretch 1e19` and friends exited 132 (a trap). Every out-of-range
/// number on the command line is now a clear error (exit 1 or a usage error, exit 2) that
/// changes nothing, and the store still lists afterwards (docs/domain-rules.md §7).
@Suite struct HostileNumberTests {
    private func snapshot(_ store: TemporaryStore) throws -> [String] {
        [
            try store.runJSON(["habit", "list", "--archived"]).stdout,
            try store.runJSON(["entries", "Stretch"]).stdout,
            try store.runJSON(["entries", "Run"]).stdout,
        ]
    }

    @Test(arguments: [
        ["done", "Stretch", "1e19"], ["set", "Stretch", "1e19"], ["done", "Stretch", "9223372036854775807"],
        ["done", "Run", "1e308"], ["set", "Run", "1e300"], ["done", "Run", "1001"],
        ["habit", "add", "Big", "--target", "1e19"], ["habit", "add", "Far", "--unit", "km", "--target", "1e300"],
        ["habit", "add", "Nul\u{1}name"], ["habit", "add", "STRETCH"],
        ["habit", "edit", "Stretch", "--target", "1e19"],
    ])
    func anOutOfRangeNumberIsAClearErrorAndChangesNothing(arguments: [String]) throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Stretch"])
        try store.runJSON(["habit", "add", "Run", "--unit", "km", "--target", "5"])
        let before = try snapshot(store)
        let result = try store.run(arguments)
        #expect(result.status == 1 || result.status == 2, "exit \(result.status): \(result.stderr)")
        #expect(result.stderr.lowercased().contains("error"))
        #expect(result.stderr.count < 500)
        #expect(try snapshot(store) == before)
        #expect(try store.run(["today"]).status == 0)
    }
}
