import Foundation
import Testing

/// Issue #37 part 3 on the command line (docs/domain-rules.md "§19 Routines"):
/// `routine add|list|show|edit|delete` with the `--json` shape `{"id", "name", "habits": [{"id",
/// "name"}], "time"}`.
@Suite struct RoutineCommandTests {
    @Test func aMorningRoutine() throws {
        let store = try TemporaryStore()
        for name in ["Water", "Meditate", "Stretch"] { try store.runJSON(["habit", "add", name]) }
        let morning = try store.runJSON(["routine", "add", "Morning", "--habits", "Water,Meditate,Stretch", "--time", "07:00"]).object()
        #expect(Set(morning.keys) == ["id", "name", "habits", "time"])
        #expect(morning.string("time") == "07:00")
        #expect(morning.objects("habits")?.compactMap { $0.string("name") } == ["Water", "Meditate", "Stretch"])
        #expect(try store.runJSON(["routine", "list"]).array().count == 1)
        for name in ["Water", "Meditate", "Stretch"] { try store.runJSON(["done", name]) }
        let shown = try store.runJSON(["routine", "show", "morning"]).object()
        #expect(shown.int("streak") == 1 && shown.bool("doneToday") == true)
        let edited = try store.runJSON(["routine", "edit", "Morning", "--habits", "Stretch,Water", "--no-time"]).object()
        #expect(edited.isNull("time") && edited.objects("habits")?.compactMap { $0.string("name") } == ["Stretch", "Water"])
        let bad = try store.run(["routine", "add", "Evening", "--habits", "Nope"])
        #expect(bad.status == 1)
        #expect(try store.run(["routine", "delete", "Morning"]).status == 0)
        #expect(try store.runJSON(["routine", "list"]).array().isEmpty)
        #expect(try store.runJSON(["habit", "list"]).array().count == 3, "its habits stay")
    }
}
