import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §7 "Name folding" and names without control characters.
@Suite struct NameRulesTests {
    @Test(arguments: [
        ("Straße", "STRASSE"), ("straße", "Strasse"), ("Äpfel", "äpfel"), ("A\u{308}pfel", "Äpfel"), ("ﬁt", "FIT"), ("ΟΔΟΣ", "οδος"),
    ])
    func namesThatDifferOnlyInCaseShareAKey(first: String, second: String) {
        #expect(NameKey.of(first) == NameKey.of(second))
    }

    @Test func differentNamesKeepDifferentKeys() {
        #expect(NameKey.of("Read") != NameKey.of("Reed"))
        #expect(NameKey.of("Apfel") != NameKey.of("Äpfel"))
    }

    @Test(arguments: ["Poi\u{0}son", "Tab\there", "Bell\u{7}", "Line\nbreak", "Del\u{7F}", "C1\u{85}x"])
    func controlCharactersAreRefused(name: String) {
        let error = #expect(throws: CadenceError.self) { try HabitValidator.validatedName(name) }
        #expect(error?.code == .nameInvalid)
    }

    @Test func namesAreStoredComposed() throws {
        #expect(try HabitValidator.validatedName("A\u{308}pfel").unicodeScalars.count == 5)
    }

    @Test func megabytesOfNameAreRefusedCheaply() {
        let error = #expect(throws: CadenceError.self) { try HabitValidator.validatedName(String(repeating: "x", count: 8 << 20)) }
        #expect(error?.code == .nameTooLong)
        #expect((error?.message.count ?? .max) < 200)
    }
}
