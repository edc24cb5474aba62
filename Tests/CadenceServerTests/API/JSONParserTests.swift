import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// The strict JSON parser every request body goes through (RFC 8259; docs/benchmarks.md says
/// why it is not Foundation's decoder).
@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d"}, "e": ""} "#)
        #expect(
            value
                == .object([
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
        "[1, ]", "{\"a\": [1,\n]}", "[01]", "[1e400]", "{\"a\": 1, \"a\": 2}", "{\"a\": 1, \"\\u0061\": 2}",
        "[{\"b\": {\"c\": 1, \"c\": 1}}]",
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

    @Test func depthLimitIsSixtyFourLevels() throws {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSONValue.parse(deepest).arrayValue != nil)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(throws: (any Error).self) { try JSONValue.parse(tooDeep) }
    }

    @Test func sameNameInDifferentObjectsIsFine() throws {
        let value = try JSONValue.parse(#"{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}], "c": "a,]"}"#)
        #expect(value["b"]?.arrayValue?.count == 2)
        #expect(value["c"] == .string("a,]"))
    }

    @Test func duplicateNameIsNamedInTheError() {
        do {
            _ = try JSONValue.parse(#"{"unit": "km", "unit": "min"}"#)
            Issue.record("a duplicate member was accepted")
        } catch {
            #expect("\(error)".contains("the member \"unit\" appears twice"))
        }
    }

    @Test func wholeNumbersAreIntegers() throws {
        #expect(try JSONValue.parse("3").typeName == "integer")
        #expect(try JSONValue.parse("3.0").typeName == "integer")
        #expect(try JSONValue.parse("3.5").typeName == "number")
    }
}
