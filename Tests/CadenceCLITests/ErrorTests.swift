import Foundation
import Testing

/// Exit codes, messages and the JSON error shape; a failing command writes nothing.
@Suite struct ErrorTests {
    private func storeWithHabits() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--target", "5", "--unit", "km"])
        try store.runJSON(["habit", "add", "Read"])
        try store.runJSON(["done", "Run"])
        return store
    }

    /// Everything a failing command could have changed.
    private func snapshot(_ store: TemporaryStore) throws -> [String] {
        [
            try store.runJSON(["habit", "list", "--archived"]).stdout,
            try store.runJSON(["entries", "Run"]).stdout,
            try store.runJSON(["entries", "Read"]).stdout,
            try store.runJSON(["category", "list"]).stdout,
            try store.runJSON(["settings", "show"]).stdout,
        ]
    }

    @Test func ambiguousPrefixIsRefused() throws {
        let store = try storeWithHabits()
        let before = try snapshot(store)
        let result = try store.run(["--json", "done", "R"])
        #expect(result.status == 1)
        let error = try #require(try result.object().object("error"))
        #expect(try result.object().keySet == ["error"])
        #expect(error.keySet == Shape.error)
        #expect(error.string("code") == "ambiguous")
        #expect(error.string("message")?.contains("'Run'") == true)
        #expect(result.stderr.contains("matches several habits"))
        #expect(try snapshot(store) == before)
        let human = try store.run(["done", "R"])
        #expect(human.status == 1)
        #expect(human.stdout.isEmpty)
        #expect(human.stderr.hasPrefix("error: "))
    }

    @Test func unknownHabitIsNotFound() throws {
        let store = try storeWithHabits()
        let before = try snapshot(store)
        let result = try store.run(["--json", "done", "Swim"])
        #expect(result.status == 1)
        #expect(try result.errorCode() == "notFound")
        #expect(result.stderr.contains("cadence habit list"))
        #expect(try snapshot(store) == before)
    }

    @Test(arguments: ["2025-13-01", "someday", "3", "-x"])
    func badDateIsAUsageError(date: String) throws {
        let store = try storeWithHabits()
        let before = try snapshot(store)
        let result = try store.run(["done", "Read", "--date", date])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--date"))
        let json = try store.run(["--json", "done", "Read", "--date", date])
        #expect(json.status == 2)
        #expect(try json.errorCode() == "usage")
        #expect(try snapshot(store) == before)
    }

    @Test func badNowIsAUsageError() throws {
        let store = try storeWithHabits()
        #expect(try store.run(["--now", "yesterday-ish", "today"]).status == 2)
        let variable = try store.run(["--json", "today"], now: "not-a-time")
        #expect(variable.status == 2)
        #expect(try variable.errorCode() == "usage")
        #expect(variable.stderr.contains("CADENCE_NOW"))
    }

    @Test(arguments: [
        ["frobnicate"], ["done"], ["today", "--bogus"], ["habit", "add", "X", "--period", "year"],
        ["rate", "Run", "four"],
    ])
    func malformedCommandLinesExitWithTwo(arguments: [String]) throws {
        let store = try storeWithHabits()
        let before = try snapshot(store)
        let result = try store.run(arguments)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
        #expect(try snapshot(store) == before)
    }

    @Test func refusedValidationWritesNothing() throws {
        let store = try storeWithHabits()
        let before = try snapshot(store)
        let cases: [([String], String)] = [
            (["habit", "add", "run"], "nameDuplicate"),
            (["habit", "add", "Gym", "--target", "-1", "--unit", "min"], "targetInvalid"),
            (["habit", "add", "Gym", "--weekly", "9"], "timesPerWeekOutOfRange"),
            (["habit", "add", "Gym", "--category", "Nope"], "notFound"),
            (["habit", "add", "Gym", "--color", "plaid"], "colorInvalid"),
            (["habit", "add", "Gym", "--start", "2025-03-10", "--end", "2025-03-01"], "startAfterEnd"),
            (["habit", "add", "--preset", "nope.nope"], "presetUnknown"),
            (["habit", "edit", "Read", "--target", "0"], "targetInvalid"),
            (["set", "Run", "-5"], ""),
            (["done", "Read", "2", "km"], "unitIncompatible"),
            (["settings", "set", "day-start", "24"], "dayStartOutOfRange"),
        ]
        for (arguments, code) in cases {
            let result = try store.run(["--json"] + arguments)
            if code.isEmpty {
                #expect(result.status != 0, "\(arguments)")
            } else {
                #expect(result.status == 1, "\(arguments): \(result.stderr)")
                #expect(try result.errorCode() == code, "\(arguments)")
            }
        }
        #expect(try snapshot(store) == before)
    }
}
