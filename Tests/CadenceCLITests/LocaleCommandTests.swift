import Foundation
import Testing

/// docs/domain-rules.md §23: the command line's `today`, `stats` and error line in the language of
/// `LANG` (and `LC_MESSAGES`, `LC_ALL`, `--locale`), through the built binary; `--json` unchanged.
@Suite struct LocaleCommandTests {
    private func store() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        for day in ["2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"] { try store.runJSON(["done", "Read", "--date", day]) }
        try store.runJSON(["done", "Water", "2.5"])
        return store
    }

    @Test func todayInGermanUnderLANG() throws {
        let store = try store()
        let german = try store.run(["today"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 0)
        #expect(german.stdout.contains("Montag, 10. März 2025"), "\(german.stdout)")
        #expect(german.stdout.contains("1/2 erledigt"))
        #expect(german.stdout.contains("2,5/8 cups"))
        #expect(german.stdout.contains("🔥 4 Tage"))
        #expect(!german.stdout.contains(" done"))
        let english = try store.run(["today"])
        #expect(english.stdout.contains("Mon 10 Mar 2025"))
        #expect(english.stdout.contains("1/2 done"))
        #expect(english.stdout.contains("2.5/8 cups"))
        #expect(english.stdout.contains("🔥 4 days"))
    }

    @Test func statsInJapaneseUnderLANG() throws {
        let store = try store()
        let japanese = try store.run(["stats", "Read", "--days", "30"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 0)
        #expect(japanese.stdout.contains("現在の連続記録"), "\(japanese.stdout)")
        #expect(japanese.stdout.contains("🔥 4日"))
        #expect(japanese.stdout.contains("最長連続記録"))
        #expect(japanese.stdout.contains("(30日)"))
        #expect(japanese.stdout.contains("チェックイン"))
        #expect(!japanese.stdout.contains("Best streak"))
        let overview = try store.run(["stats"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(overview.stdout.contains("習慣"))
        #expect(overview.stdout.contains("連続 4日"))
        let german = try store.run(["stats", "Read", "--days", "30"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.stdout.contains("Längste Serie"))
        #expect(german.stdout.contains("(30 Tage)"))
    }

    @Test func theVariablesAndTheFlagTakeTurns() throws {
        let store = try store()
        let messages = try store.run(["today"], environment: ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"])
        #expect(messages.stdout.contains("完了"))
        let all = try store.run(["today"], environment: ["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"])
        #expect(all.stdout.contains("1/2 faites"))
        let flag = try store.run(["--locale", "ar", "today"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(flag.stdout.contains("أُنجز 1 من 2"), "\(flag.stdout)")
        let unknown = try store.run(["today"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(unknown.stdout.contains("1/2 done"))
    }

    @Test func anUnknownLocaleIsAUsageError() throws {
        let store = try store()
        let refused = try store.run(["--locale", "xx", "today"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--locale must be one of en, de, fr, es, pt-BR, ja, ar"))
    }

    /// A usage error outside English: the `usage` sentence, the syntax and where help is, under
    /// translated labels; ArgumentParser's English sentence only in English.
    @Test func usageErrorsSpeakTheLanguage() throws {
        let store = try store()
        let german = try store.run(["habit", "add"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 2)
        let lines = german.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "Fehler: So wird das nicht verwendet – prüfe den Namen und die Werte.", "\(german.stderr)")
        #expect(lines.contains { $0.hasPrefix("Aufruf: cadence habit add ") }, "\(german.stderr)")
        #expect(lines.contains("Mehr dazu: 'cadence habit add --help'."), "\(german.stderr)")
        #expect(!german.stderr.contains("Missing") && !german.stderr.contains("Usage:"), "\(german.stderr)")
        let japanese = try store.run(["habit", "add"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.stderr.hasPrefix("エラー: ") && japanese.stderr.contains("使い方: cadence habit add "), "\(japanese.stderr)")
        let english = try store.run(["habit", "add"], environment: ["LANG": "en_US.UTF-8"])
        #expect(english.status == 2 && english.stderr.hasPrefix("Error: give the habit a name"), "\(english.stderr)")
        #expect(english.stderr.contains("Usage: cadence habit add "), "\(english.stderr)")
        let json = try store.run(["--json", "habit", "add"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(try json.errorCode() == "usage")
    }

    @Test func errorsSpeakTheLanguageAndJSONNeverChanges() throws {
        let store = try store()
        let german = try store.run(["done", "Nothing"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 1)
        #expect(german.stderr.hasPrefix("Fehler: "), "\(german.stderr)")
        let japanese = try store.run(["--locale", "ja", "done", "Nothing"])
        #expect(japanese.stderr.hasPrefix("エラー: "))
        let english = try store.run(["--json", "today"])
        let localized = try store.run(["--json", "today"], environment: ["LANG": "ar_EG.UTF-8"])
        #expect(localized.stdout == english.stdout)
        let englishError = try store.run(["--json", "done", "Nothing"])
        let localizedError = try store.run(["--json", "--locale", "de", "done", "Nothing"])
        #expect(localizedError.stdout == englishError.stdout)
        #expect(try localizedError.errorCode() == "notFound")
    }

    /// docs/domain-rules.md §28: outside English the `error:` line is the code's
    /// sentence, with no English in it; English keeps the precise message; `--json` never changes.
    @Test func errorLinesAreWholeSentencesInGermanAndJapanese() throws {
        let store = try store()
        let german = try store.run(["done", "Nothing"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 1)
        #expect(german.stderr == "Fehler: Dazu wurde nichts gefunden.\n", "\(german.stderr)")
        let japanese = try store.run(["done", "Nothing"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.status == 1)
        #expect(japanese.stderr == "エラー: 該当するものが見つかりません。\n", "\(japanese.stderr)")
        let taken = try store.run(["habit", "add", "water"], environment: ["LC_ALL": "de_DE.UTF-8"])
        #expect(taken.status == 1 && taken.stderr == "Fehler: Dieser Name ist schon vergeben.\n", "\(taken.stderr)")
        let range = try store.run(["habit", "add", "Gym", "--weekly", "9"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(range.stderr == "エラー: 週の回数が範囲外です。\n", "\(range.stderr)")
        let english = try store.run(["done", "Nothing"], environment: ["LANG": "en_US.UTF-8"])
        #expect(english.stderr.hasPrefix("error: ") && english.stderr.contains("Nothing"), "\(english.stderr)")
        let json = try store.run(["--json", "habit", "add", "water"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(json.stdout == (try store.run(["--json", "habit", "add", "water"])).stdout)
        #expect(try json.errorCode() == "nameDuplicate")
    }
}
