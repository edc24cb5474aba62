import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Testing

/// A body is parsed once (docs/benchmarks.md "Parsing request bodies once"): `JSONValueDecoder`
/// decodes the parsed `JSONValue` exactly as `ContractJSON.decoder()` decoded the text — the
/// same values, and for a body that does not decode the same error case and coding path (what
/// the API's `malformedBody` message names), integers included (docs/domain-rules.md §7).
@Suite struct JSONValueDecoderTests {
    struct Reminder: Codable, Equatable {
        var time: String
        var weekdays: [Int]?
    }

    struct Body: Codable, Equatable {
        var name: String
        var count: Int?
        var small: Int8?
        var id: Int64?
        var amount: Double?
        var flag: Bool?
        var day: Day?
        var schedule: Schedule?
        var kind: HabitKind?
        var reminders: [Reminder]?
    }

    /// The decoded value, or the error's case and coding path as `DecodingFailureText` tells them apart.
    static func outcome(_ decode: () throws -> Body) -> String {
        do {
            return "\(try decode())"
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context): return "dataCorrupted \(path(context.codingPath))"
            case .keyNotFound(let key, let context): return "keyNotFound \(path(context.codingPath + [key]))"
            // The API words both alike ("has the wrong type").
            case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrongType \(path(context.codingPath))"
            @unknown default: return "unknown"
            }
        } catch {
            return "other \(error)"
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    @Test(arguments: [
        #"{"name": "Run", "count": 3, "small": -128, "id": 9007199254740991, "amount": 2.5, "flag": true}"#,
        #"{"name": "Run", "count": 1.0, "id": -0, "amount": 1e2}"#,
        #"{"name": "Run", "count": 1e2}"#,
        #"{"name": "Run", "count": 1.5}"#,
        #"{"name": "Run", "count": 1e19}"#,
        #"{"name": "Run", "small": 128}"#,
        #"{"name": "Run", "count": "3"}"#,
        #"{"name": "Run", "count": null}"#,
        #"{"count": 3}"#,
        #"{"name": null}"#,
        #"{"name": 3}"#,
        #"{"name": "Run", "flag": 1}"#,
        #"{"name": "Run", "day": "2026-02-30"}"#,
        #"{"name": "Run", "day": "2026-02-28"}"#,
        #"{"name": "Run", "schedule": {"type": "weekdays", "days": [1, 3, 8]}}"#,
        #"{"name": "Run", "schedule": {"type": "fortnightly"}}"#,
        #"{"name": "Run", "schedule": {"type": "everyNDays"}}"#,
        #"{"name": "Run", "schedule": {"type": "timesInDays", "count": 2, "length": 5}}"#,
        #"{"name": "Run", "kind": "sometimes"}"#,
        #"{"name": "Run", "reminders": [{"time": "07:00", "weekdays": [1, 2.5]}]}"#,
        #"{"name": "Run", "reminders": [{"time": "07:00"}, {"weekdays": []}]}"#,
        #"{"name": "Run", "reminders": {"time": "07:00"}}"#,
        #"[]"#,
        #"null"#,
    ])
    func answersAsTheContractDecoderDoes(_ text: String) throws {
        let value = try JSONValue.parse(text)
        let once = Self.outcome { try JSONValueDecoder().decode(Body.self, from: value) }
        let twice = Self.outcome { try ContractJSON.decoder().decode(Body.self, from: Data(text.utf8)) }
        #expect(once == twice)
    }

    @Test func integersAreExactOrRefused() throws {
        let decoder = JSONValueDecoder()
        #expect(try decoder.decode(Int64.self, from: .number(9_007_199_254_740_991)) == 9_007_199_254_740_991)
        #expect(try decoder.decode(Int.self, from: .number(-0.0)) == 0)
        for number in [0.5, 9_007_199_254_740_992, 1e19, -1e300] {
            #expect(throws: DecodingError.self, "\(number)") { try decoder.decode(Int64.self, from: .number(number)) }
        }
        #expect(throws: DecodingError.self) { try decoder.decode(UInt8.self, from: .number(-1)) }
    }
}
