import Foundation
import Testing

/// Issue #34 on the command line (docs/domain-rules.md §3 "A yes/no day is complete", §12
/// "Health"), through the built binary: `health add` replaces a night's sleep and a day's steps
/// and says so, refuses a typo with the range (exit 1), and `done` refuses one more check-in of
/// a done yes/no day (exit 1, `dayComplete`) while a counted habit may go over.
@Suite struct EntriesCommandTests {
    @Test func healthAddReplacesTheDaysValueAndSaysSo() throws {
        let store = try TemporaryStore()
        let first = try store.runJSON(["health", "add", "sleep", "8.5"]).object()
        #expect(first.bool("replaced") == false)
        let again = try store.run(["health", "add", "sleep", "7.5"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Replaced sleep with 7.5 h today"), "\(again.stdout)")
        let json = try store.runJSON(["health", "add", "sleep", "450", "min"]).object()
        #expect(json.bool("replaced") == true && json.int("id") == first.int("id") && json.double("value") == 7.5)
        try store.runJSON(["health", "add", "water", "250"])
        #expect(try store.runJSON(["health", "add", "water", "250"]).object().bool("replaced") == false, "water adds a drink")
        let listed = try store.runJSON(["health", "list"]).array()
        #expect(listed.filter { $0.string("type") == "sleep" }.count == 1)
        #expect(listed.filter { $0.string("type") == "water" }.count == 2)
    }

    @Test func healthAddRefusesATypoWithTheRange() throws {
        let store = try TemporaryStore()
        let human = try store.run(["health", "add", "weight", "714"])
        #expect(human.status == 1)
        #expect(human.stderr.contains("714 kg is outside the sane range of a weight: 20 to 400 kg"), "\(human.stderr)")
        let pounds = try store.run(["--json", "health", "add", "weight", "1600", "lb"])
        #expect(pounds.status == 1)
        #expect(try pounds.errorCode() == "amountInvalid")
        #expect(pounds.stderr.contains("44.1 to 881.84 lb"))
        #expect(try store.runJSON(["health", "list"]).array().isEmpty)
        #expect(try store.run(["health", "add", "weight", "400"]).status == 0)
    }

    @Test func doneRefusesOneMoreOfADoneYesNoDay() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Stretch"])
        try store.runJSON(["done", "Stretch"])
        let again = try store.run(["--json", "done", "Stretch"])
        #expect(again.status == 1)
        #expect(try again.errorCode() == "dayComplete")
        #expect(again.stderr.contains("'Stretch' is already done for the day (1 of 1); undo it to change it"), "\(again.stderr)")
        #expect(try store.runJSON(["entries", "Stretch"]).array().count == 1)
        try store.runJSON(["habit", "add", "Push-ups", "--target", "2", "--unit", "times"])
        for _ in 0..<3 { try store.runJSON(["done", "Push-ups", "1"]) }
        #expect(try store.runJSON(["entries", "Push-ups"]).array().count == 3, "a counted habit may go over")
    }
}
