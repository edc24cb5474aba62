import Foundation
import Testing

/// docs/domain-rules.md §23: the check-in confirmations, `habit list`, `overview` and the Life
/// commands' lines in the language of `LANG` (or `--locale`), through the built binary; English
/// stays as it was and `--json` never changes.
@Suite struct LocaleConfirmationTests {
    private func store() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        for day in ["2025-03-07", "2025-03-08", "2025-03-09"] { try store.runJSON(["done", "Read", "--date", day]) }
        return store
    }

    private let german = ["LANG": "de_DE.UTF-8"]
    private let japanese = ["LANG": "ja_JP.UTF-8"]

    @Test func doneSetUndoAndSkipInGerman() throws {
        let store = try store()
        let water = try store.run(["done", "Water", "2.5"], environment: german)
        #expect(water.status == 0)
        #expect(water.stdout == "+ Water +2,5 cups → 2,5/8 cups heute\n", "\(water.stdout)")
        let read = try store.run(["done", "Read"], environment: german)
        #expect(read.stdout == "✓ Read → 1/1 heute · Ziel erreicht\n", "\(read.stdout)")
        let set = try store.run(["set", "Water", "6"], environment: german)
        #expect(set.stdout == "Water gesetzt → 6/8 cups heute\n", "\(set.stdout)")
        let undo = try store.run(["undo", "Water"], environment: german)
        #expect(undo.stdout == "Water rückgängig (6 cups) → 0/8 cups heute\n", "\(undo.stdout)")
        let note = try store.run(["note", "Read", "gut", "--date", "yesterday"], environment: german)
        #expect(note.stdout == "Notiz zu Read gestern: gut\n", "\(note.stdout)")
        let skip = try store.run(["skip", "Read", "--from", "2025-03-11", "--to", "2025-03-13"], environment: german)
        #expect(skip.stdout.hasPrefix("Read vom "), "\(skip.stdout)")
        #expect(skip.stdout.contains("(3 Tage) ausgesetzt."), "\(skip.stdout)")
        let rate = try store.run(["rate", "Read", "4"], environment: german)
        #expect(rate.stdout == "Read heute bewertet: 4/5 (schwer)\n", "\(rate.stdout)")
    }

    @Test func doneInJapaneseAndEnglishUnchanged() throws {
        let store = try store()
        let water = try store.run(["done", "Water", "2.5"], environment: japanese)
        #expect(water.stdout == "+ Water +2.5 cups → 今日 2.5/8 cups\n", "\(water.stdout)")
        let read = try store.run(["done", "Read"], environment: japanese)
        #expect(read.stdout == "✓ Read → 今日 1/1 · 目標達成\n", "\(read.stdout)")
        let english = try store.run(["done", "Water", "1"])
        #expect(english.stdout == "+ Water +1 cups → 3.5/8 cups today\n", "\(english.stdout)")
    }

    @Test func habitListInGermanAndJapanese() throws {
        let store = try store()
        let de = try store.run(["habit", "list"], environment: german)
        #expect(de.status == 0)
        for word in ["Gewohnheit", "Ziel", "Zeitplan", "Kategorie", "8 cups am Tag", "täglich"] {
            #expect(de.stdout.contains(word), "\(word): \(de.stdout)")
        }
        #expect(!de.stdout.contains("a day") && !de.stdout.contains("Schedule"), "\(de.stdout)")
        let ja = try store.run(["habit", "list"], environment: japanese)
        for word in ["習慣", "目標", "スケジュール", "1日8 cups", "毎日"] {
            #expect(ja.stdout.contains(word), "\(word): \(ja.stdout)")
        }
        let json = try store.run(["--json", "habit", "list"], environment: japanese)
        #expect(json.stdout == (try store.run(["--json", "habit", "list"])).stdout)
    }

    @Test func habitAddAndArchiveInGerman() throws {
        let store = try store()
        let added = try store.run(["habit", "add", "Gym", "--weekly", "3"], environment: german)
        #expect(added.stdout.contains("✓ Gym hinzugefügt (ID 3): 3× pro Woche"), "\(added.stdout)")
        #expect(added.stdout.contains("Einchecken mit `cadence done Gym`."), "\(added.stdout)")
        let archived = try store.run(["habit", "archive", "Gym"], environment: german)
        #expect(archived.stdout.contains("Gym archiviert."), "\(archived.stdout)")
        #expect(archived.stdout.contains("`cadence habit unarchive Gym`"), "\(archived.stdout)")
    }

    @Test func overviewInGermanAndJapanese() throws {
        let store = try store()
        let de = try store.run(["overview"], environment: german)
        #expect(de.status == 0)
        for word in ["Gewohnheit", "Serie", "Beste", "30 Tage", "Stärke", "2 aktive Gewohnheiten", "3 Tage"] {
            #expect(de.stdout.contains(word), "\(word): \(de.stdout)")
        }
        #expect(!de.stdout.contains("active habits"), "\(de.stdout)")
        let ja = try store.run(["overview"], environment: japanese)
        for word in ["習慣", "連続記録", "最長", "30日間", "定着度", "アクティブな習慣2件"] {
            #expect(ja.stdout.contains(word), "\(word): \(ja.stdout)")
        }
        let english = try store.run(["overview"])
        #expect(english.stdout.contains("2 active habits"), "\(english.stdout)")
        #expect(english.stdout.contains("3d"), "\(english.stdout)")
    }

    @Test func todosAndHealthInGermanAndJapanese() throws {
        let store = try store()
        let todo = try store.run(["todo", "add", "Pay rent", "--due", "2025-03-12", "--priority", "high"], environment: german)
        #expect(todo.status == 0)
        #expect(todo.stdout.contains("✓ Hinzugefügt: #1 ☐ Pay rent · fällig am"), "\(todo.stdout)")
        #expect(todo.stdout.contains("2025 · hohe Priorität"), "\(todo.stdout)")
        let list = try store.run(["todo", "list"], environment: japanese)
        #expect(list.stdout.contains("Pay rent · 期限"), "\(list.stdout)")
        let done = try store.run(["todo", "done", "1"], environment: japanese)
        #expect(done.stdout.contains("完了: Pay rent"), "\(done.stdout)")
        let sleep = try store.run(["health", "add", "sleep", "7.5"], environment: german)
        #expect(sleep.status == 0)
        #expect(sleep.stdout == "✓ Schlaf 7,5 h heute eingetragen (ID 1)\n", "\(sleep.stdout)")
        let steps = try store.run(["health", "add", "steps", "9000"], environment: japanese)
        #expect(steps.stdout.contains("9,000 歩"), "\(steps.stdout)")
        let english = try store.run(["health", "add", "water", "250"])
        #expect(english.stdout == "✓ Recorded water 250 mL today (id 3)\n", "\(english.stdout)")
        let json = try store.run(["--json", "todo", "list", "--all"], environment: german)
        #expect(json.stdout == (try store.run(["--json", "todo", "list", "--all"])).stdout)
    }
}
