import Foundation
import Testing

/// docs/domain-rules.md §23: the `remind`, `notify` and `hooks` lines in the language of `LANG`,
/// through the built binary; ids, URLs, event names and commands stay as they are, English stays
/// as it was and `--json` never changes.
@Suite struct LocaleConfirmationMoreTests {
    private let german = ["LANG": "de_DE.UTF-8"]
    private let japanese = ["LANG": "ja_JP.UTF-8"]

    private func store() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run"])
        return store
    }

    @Test func remindInGermanAndJapanese() throws {
        let store = try store()
        let empty = try store.run(["remind", "list"], environment: german)
        #expect(empty.stdout == "Keine Erinnerungen. Füge eine hinzu: cadence remind add HABIT 07:00\n", "\(empty.stdout)")
        let added = try store.run(["remind", "add", "Run", "07:00", "--on", "mon,wed"], environment: german)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.hasPrefix("✓ Hinzugefügt: #1 07:00 Run · "), "\(added.stdout)")
        #expect(added.stdout.contains("Mo") && !added.stdout.contains("mon"), "\(added.stdout)")
        let off = try store.run(["remind", "off", "1"], environment: german)
        #expect(off.stdout.hasPrefix("Aus: #1 07:00 Run") && off.stdout.hasSuffix(" (aus)\n"), "\(off.stdout)")
        let on = try store.run(["remind", "on", "1"], environment: japanese)
        #expect(on.stdout.hasPrefix("オン: #1 07:00 Run · "), "\(on.stdout)")
        #expect(on.stdout.contains("月") && on.stdout.contains("水"), "\(on.stdout)")
        let json = try store.run(["--json", "remind", "list"], environment: japanese)
        #expect(json.stdout == (try store.run(["--json", "remind", "list"])).stdout)
        let english = try store.run(["remind", "list"])
        #expect(english.stdout == "#1 07:00 Run · mon, wed\n", "\(english.stdout)")
        let deleted = try store.run(["remind", "delete", "1"], environment: japanese)
        #expect(deleted.stdout == "リマインダー 1 を削除しました。\n", "\(deleted.stdout)")
    }

    @Test func notifyInGermanAndJapanese() throws {
        let store = try store()
        let empty = try store.run(["notify", "list"], environment: german)
        #expect(empty.stdout == "Keine Kanäle. Füge einen hinzu: cadence notify add webhook URL\n", "\(empty.stdout)")
        let english = try store.run(["notify", "list"])
        #expect(english.stdout == "No channels. Add one: cadence notify add webhook URL\n", "\(english.stdout)")
        let log = try store.run(["notify", "log"], environment: japanese)
        #expect(log.status == 0 && !log.stdout.contains("Nothing delivered"), "\(log.stdout)")
    }

    @Test func hooksInGermanAndJapanese() throws {
        let store = try store()
        let optIn = ["CADENCE_NOTIFY_PRIVATE_NETWORKS": "1"]
        let empty = try store.run(["hooks", "list"], environment: japanese)
        let none = "Webhook はありません。追加するには: cadence hooks add URL --events checkin.created\n"
        #expect(empty.stdout == none, "\(empty.stdout)")
        let added = try store.run(
            ["hooks", "add", "http://127.0.0.1:9/in", "--events", "checkin.created"], environment: german.merging(optIn) { $1 })
        #expect(added.status == 0, "\(added.stderr)")
        let first = "✓ Webhook #1 hinzugefügt → http://127.0.0.1:9/in (checkin.created)\nSignaturgeheimnis"
        #expect(added.stdout.hasPrefix(first), "\(added.stdout)")
        #expect(added.stdout.contains("webhook-signature: v1,…): whsec_"), "\(added.stdout)")
        let listed = try store.run(["hooks", "list"], environment: german)
        #expect(listed.stdout == "#1 http://127.0.0.1:9/in [checkin.created] aktiv\n", "\(listed.stdout)")
        try store.runJSON(["done", "Run"])
        let log = try store.run(["hooks", "log", "1"], environment: japanese)
        #expect(log.stdout.contains(" checkin.created 保留中 ×0"), "\(log.stdout)")
        let test = try store.run(["hooks", "test", "1"], environment: german.merging(optIn) { $1 })
        #expect(test.stdout.hasPrefix("Test msg_") && test.stdout.hasSuffix(": ausstehend (could not connect)\n"), "\(test.stdout)")
        let english = try store.run(["hooks", "list"])
        #expect(english.stdout == "#1 http://127.0.0.1:9/in [checkin.created] enabled\n", "\(english.stdout)")
        let json = try store.run(["--json", "hooks", "list"], environment: german)
        let plain = try store.run(["--json", "hooks", "list"])
        #expect(json.stdout == plain.stdout)
        let deleted = try store.run(["hooks", "delete", "1"], environment: german)
        #expect(deleted.stdout == "Webhook 1 gelöscht.\n", "\(deleted.stdout)")
    }

    @Test func importSummaryInGermanAndJapanese() throws {
        let store = try TemporaryStore()
        let folder = store.folder.appendingPathComponent("loop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let csv =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
            + "001,Walk,YES_NO,,,1,1,#D32F2F,,,,false\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("Habits.csv"))
        let de = try store.run(["import", folder.path, "--dry-run"], environment: german)
        #expect(de.status == 0, "\(de.stderr)")
        for word in ["Gewohnheit", "Ausgesetzt", "neu", "Walk", "Gesamt: neue Gewohnheiten: 1, zugeordnet: 0"] {
            #expect(de.stdout.contains(word), "\(word): \(de.stdout)")
        }
        let ja = try store.run(["import", folder.path, "--dry-run"], environment: japanese)
        #expect(ja.stdout.contains("合計: 新しい習慣 1、一致 0"), "\(ja.stdout)")
        let english = try store.run(["import", folder.path, "--dry-run"])
        #expect(english.stdout.contains("Total: 1 new habit(s), 0 matched, 0 check-in(s), 0 skipped day(s)"), "\(english.stdout)")
        #expect(english.stdout.contains("create") && english.stdout.contains("Habit"), "\(english.stdout)")
    }

    @Test func notebookListTimesInGermanAndJapanese() throws {
        let store = try TemporaryStore()
        try store.runJSON(["notebook", "add", "Weekly review", "--text", "# Review"])
        let english = try store.run(["notebook", "list"])
        #expect(english.stdout.hasPrefix("#1 Weekly review · 20") && english.stdout.hasSuffix("Z\n"), "\(english.stdout)")
        let de = try store.run(["notebook", "list"], environment: german)
        #expect(de.stdout.hasPrefix("#1 Weekly review · ") && !de.stdout.contains("Z\n"), "\(de.stdout)")
        #expect(de.stdout.contains("März 2025, ") && de.stdout.contains(":"), "\(de.stdout)")
        let ja = try store.run(["notebook", "list"], environment: japanese)
        #expect(ja.stdout.contains("2025年3月") && !ja.stdout.contains("Z\n"), "\(ja.stdout)")
        let json = try store.run(["--json", "notebook", "list"], environment: german)
        #expect(json.stdout == (try store.run(["--json", "notebook", "list"])).stdout)
    }
}
