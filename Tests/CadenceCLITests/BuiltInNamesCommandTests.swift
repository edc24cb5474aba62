import Foundation
import Testing

/// docs/domain-rules.md §23 "Built-in names" on the command line: `preset list` and `progress`
/// name the presets and achievements in the person's language; `--json` keeps them in English.
@Suite struct BuiltInNamesCommandTests {
    @Test func presetListInGermanAndItsJSONInEnglish() throws {
        let store = try TemporaryStore()
        let german = try store.run(["preset", "list", "--category", "Fitness"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 0)
        #expect(german.stdout.contains("Laufen") && german.stdout.contains("Liegestütze"), "\(german.stdout)")
        #expect(!german.stdout.contains("Push ups"))
        let json = try store.run(["--json", "preset", "list", "--category", "Fitness"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(json.stdout.contains("\"Push ups\"") && !json.stdout.contains("Liegestütze"))
        #expect(try store.run(["preset", "list"]).stdout.contains("Push ups"))
    }

    @Test func progressInJapaneseAndInEnglish() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        try store.runJSON(["done", "Read", "--date", "2025-03-10"])
        let japanese = try store.run(["progress"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 0)
        #expect(japanese.stdout.contains("最初の一歩"), "\(japanese.stdout)")
        #expect(japanese.stdout.contains("実績"))
        #expect(!japanese.stdout.contains("First step"))
        let english = try store.run(["progress"])
        #expect(english.stdout.contains("First step") && english.stdout.contains("Achievements"))
        #expect(english.stdout.contains("Total XP     "))
    }
}
