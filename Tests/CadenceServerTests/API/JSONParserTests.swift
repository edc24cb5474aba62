import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// The strict JSON parser every request body goes through.
@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}, "e": ""} "#)
        #expect(value == .object([
            "a": .array([.number(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null]),
            "b": .object(["c": .string("d")]), "e": .string(""),
        ]))
        #expect(try JSONValue.parse("0") == .number(0))
        #expect(try JSONValue.parse("[]") == .array([]))
    }

    @Test func decodesEscapes() throws {
        #expect(try JSONValue.parse(#""a\"b\\c\/d\n\t\u00e9\ud83c\udfc3""#) == .string("a\"b\\c/d\n\té🏃"))
        #expect(try JSONValue.parse(#""🏃 café""#) == .string("🏃 café"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "01", "1.", "-", "1e", "tru", "nul", "\"abc", "\"\\x\"",
        "\"\\ud83c\"", "\"\\udfc3\"", "{} {}", "[1] x", "\"tab\there\"", "NaN", "'a'",
    ])
    func refusesMalformedText(_ text: String) {
        #expect(throws: (any Error).self) { try JSONValue.parse(text) }
    }

    @Test func limitsDepth() throws {
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: (any Error).self) { try JSONValue.parse(deep) }
        let fine = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(try JSONValue.parse(fine).arrayValue != nil)
    }

    @Test func wholeNumbersAreIntegers() throws {
        #expect(try JSONValue.parse("3").typeName == "integer")
        #expect(try JSONValue.parse("3.0").typeName == "integer")
        #expect(try JSONValue.parse("3.5").typeName == "number")
    }
}
