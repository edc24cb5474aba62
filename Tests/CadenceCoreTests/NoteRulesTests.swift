import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §12 "Notes": titles, the 1 MB content limit and search words.
@Suite struct NoteRulesTests {
    let instant = Date(timeIntervalSince1970: 1_773_831_600)

    func code(_ note: Note) -> CadenceError.Code? {
        do {
            _ = try NoteValidator.validated(note)
            return nil
        } catch {
            return error.code
        }
    }

    @Test func titlesAndContent() throws {
        #expect(code(Note(title: " \t", content: "", createdAt: instant)) == .nameEmpty)
        #expect(code(Note(title: String(repeating: "t", count: 201), content: "", createdAt: instant)) == .nameTooLong)
        #expect(code(Note(title: "x", content: String(repeating: "a", count: 1 << 20), createdAt: instant)) == nil)
        #expect(code(Note(title: "x", content: String(repeating: "a", count: (1 << 20) + 1), createdAt: instant)) == .noteTooLong)
        let multibyte = String(repeating: "é", count: (1 << 19) + 1)
        #expect(code(Note(title: "x", content: multibyte, createdAt: instant)) == .noteTooLong, "1 MB of UTF-8, not characters")
        #expect(try NoteValidator.validated(Note(title: "  Plan ", content: "", createdAt: instant)).title == "Plan")
    }

    @Test func searchWordsAreRunsOfLettersAndDigits() throws {
        #expect(try NoteValidator.searchWords("Hut, lake!") == ["Hut", "lake"])
        #expect(try NoteValidator.searchWords("\"NEAR(a b)\" OR *") == ["NEAR", "a", "b", "OR"])
        #expect(try NoteValidator.searchWords("Ökologie 2026") == ["Ökologie", "2026"])
        for bad in ["", "  ", "!!! ***", "\"\""] {
            #expect(throws: CadenceError.self, "\(bad)") { try NoteValidator.searchWords(bad) }
        }
        #expect(throws: CadenceError.self) { try NoteValidator.searchWords(Array(repeating: "w", count: 17).joined(separator: " ")) }
        #expect(throws: CadenceError.self) { try NoteValidator.searchWords(String(repeating: "w", count: 65)) }
    }
}
