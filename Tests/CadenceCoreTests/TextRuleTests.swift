import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §7 "Text": one rule for the characters and length of every text field.
@Suite struct TextRuleTests {
    static let lines: [TextRule] = [.habitName, .unitLabel, .todoTitle, .noteTitle, .accountName, .transactionCategory]
    static let bodies: [TextRule] = [.habitDescription, .dayNote, .todoNotes, .noteContent, .transactionNote]

    @Test(arguments: lines)
    func aLineRefusesEveryControlCharacter(rule: TextRule) {
        for text in ["\u{0}", "a\u{0}b", "a\nb", "a\rb", "a\tb", "\u{1B}[31m", "x\u{7F}", "x\u{85}", "x\u{9F}"] {
            let error = #expect(throws: CadenceError.self) { try rule.checked(text) }
            #expect(error?.code == rule.invalid && error?.field == rule.field, "\(rule.field) \(text.debugDescription)")
        }
        #expect((try? rule.checked("Zürich ✈️ 2026")) == "Zürich ✈️ 2026")
    }

    @Test(arguments: bodies)
    func aBodyAllowsLineBreaksAndTabsOnly(rule: TextRule) {
        #expect((try? rule.checked("one\ntwo\r\n\tthree")) != nil)
        for text in ["\u{0}", "a\u{0}b", "\u{7}", "\u{1B}[2J", "x\u{85}"] {
            let error = #expect(throws: CadenceError.self) { try rule.checked(text) }
            #expect(error?.code == .textInvalid && error?.field == rule.field)
        }
    }

    @Test func lengthsAreTheFieldsOwn() {
        #expect((try? TextRule.todoTitle.checked(String(repeating: "a", count: 200))) != nil)
        #expect(throws: CadenceError(.nameTooLong, field: "title", "a to-do's title has at most 200 characters")) {
            try TextRule.todoTitle.checked(String(repeating: "a", count: 201))
        }
        let megabyte = String(repeating: "a", count: 1 << 20)
        #expect((try? TextRule.noteContent.checked(megabyte)) != nil)
        #expect(throws: CadenceError.self) { try TextRule.noteContent.checked(megabyte + "a") }
    }

    /// Every area's validator goes through the rule: a NUL is refused with the field's name.
    @Test func everyValidatorUsesTheRule() throws {
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        #expect(throws: CadenceError.self) { try TodoValidator.validated(Todo(title: "\u{0}", createdAt: now)) }
        #expect(throws: CadenceError.self) { try TodoValidator.validated(Todo(title: "a", notes: "\u{0}", createdAt: now)) }
        #expect(throws: CadenceError.self) { try NoteValidator.validated(Note(title: "a\u{0}", content: "", createdAt: now)) }
        #expect(throws: CadenceError.self) { try NoteValidator.validated(Note(title: "a", content: "\u{0}", createdAt: now)) }
        #expect(throws: CadenceError.self) { try CheckInValidator.validatedNote("\u{0}") }
        #expect(throws: CadenceError.self) { try HabitValidator.validatedName("\u{0}") }
    }
}
