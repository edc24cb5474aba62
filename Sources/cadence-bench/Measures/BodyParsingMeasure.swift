import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation

/// Reading an API request body, as every API write does (docs/benchmarks.md "Parsing request
/// bodies once"): parsed strictly into a `JSONValue` (`JSONParser`: RFC 8259, duplicate members
/// refused), checked against its OpenAPI schema, then decoded into the route's input.
///
/// The first two rows time the two ways of decoding, interleaved: once — the `JSONValue` the
/// schema check read, decoded with `JSONValueDecoder` (the server since issue 33) — against the
/// double parse of before, the same body decoded again from its bytes with `JSONDecoder`. The
/// last two rows keep the earlier comparison of the strict parser with Foundation's decoder
/// producing a `JSONValue`. Each sample reads the body `batch` times.
enum BodyParsingMeasure {
    static func run(context: BenchContext) async throws -> [BenchResult] {
        let document = try OpenAPIDocument.bundled()
        return [
            try await decoding(
                "a habit body", body: habitBody, as: HabitBody.self, schema: "HabitCreate", document: document, batch: 200,
                context: context),
            try await decoding(
                "a 64 KiB body (the largest accepted)", body: largestBody, as: BatchBody.self, schema: nil, document: document,
                batch: 2, context: context),
            try await parsing("a habit body", body: habitBody, batch: 200, context: context),
            try await parsing("a 64 KiB body (the largest accepted)", body: largestBody, batch: 2, context: context),
        ]
    }

    private static func decoding<Body: Decodable & Equatable>(
        _ name: String, body: Data, as type: Body.Type, schema: String?, document: OpenAPIDocument, batch: Int,
        context: BenchContext
    ) async throws -> BenchResult {
        let decoder = ContractJSON.decoder()
        func checked() throws -> JSONValue {
            let value = try JSONParser.parse(body)
            if let schema, case let violations = document.violations(of: value, againstSchemaNamed: schema), !violations.isEmpty {
                throw BenchError(description: "\(name) does not match \(schema): \(violations)")
            }
            return value
        }
        func twice() throws -> Body {
            _ = try checked()
            return try decoder.decode(Body.self, from: body)
        }
        guard try JSONValueDecoder().decode(Body.self, from: checked()) == twice() else {
            throw BenchError(description: "the two decodings disagree on \(name)")
        }
        let (engine, baseline) = try await context.sampler.compare(
            context.cheap,
            engine: { _ in for _ in 0..<batch { _ = try JSONValueDecoder().decode(Body.self, from: checked()) } },
            baseline: { _ in for _ in 0..<batch { _ = try twice() } })
        return BenchResult(
            measure: "read \(name) ×\(batch) (\(body.count) B): parse once", engine: engine, baseline: baseline, target: nil,
            note: "engine: parse, schema check, JSONValueDecoder; raw: parse, schema check, JSONDecoder on the bytes (before issue 33)")
    }

    private static func parsing(_ name: String, body: Data, batch: Int, context: BenchContext) async throws -> BenchResult {
        let decoder = JSONDecoder()
        guard try JSONValue.parse(body) == decoder.decode(JSONValue.self, from: body) else {
            throw BenchError(description: "the two parsers disagree on \(name)")
        }
        let (engine, baseline) = try await context.sampler.compare(
            context.cheap,
            engine: { _ in for _ in 0..<batch { _ = try JSONValue.parse(body) } },
            baseline: { _ in for _ in 0..<batch { _ = try decoder.decode(JSONValue.self, from: body) } })
        return BenchResult(
            measure: "parse \(name) ×\(batch) (\(body.count) B)", engine: engine, baseline: baseline, target: nil,
            note: "engine: JSONValue.parse (strict, duplicates refused); raw: JSONDecoder → JSONValue (no duplicate check)")
    }

    /// The fields of `POST /api/v1/habits` that `habitBody` sends, typed as the route's input.
    struct HabitBody: Codable, Equatable {
        struct Reminder: Codable, Equatable {
            var time: String
            var weekdays: [Int]?
            var active: Bool?
        }

        var name: String?
        var description: String?
        var icon: String?
        var color: String?
        var kind: HabitKind?
        var unit: String?
        var target: Double?
        var period: GoalPeriod?
        var schedule: Schedule?
        var startDate: Day?
        var reminders: [Reminder]?
    }

    /// `largestBody`'s shape: many small check-in-like objects.
    struct BatchBody: Codable, Equatable {
        struct Item: Codable, Equatable {
            var habitId: Int64
            /// Text: the generated dates run past a month's end (`2026-03-37`).
            var date: String
            var amount: Double
            var note: String
        }

        var items: [Item]
    }

    /// A `POST /api/v1/habits` body with every kind of member.
    static let habitBody = Data(
        (##"{"name": "Morning run", "description": "Easy pace", "icon": "🏃", "color": "#34C759", "##
            + ##""kind": "build", "unit": "km", "target": 5, "period": "day", "##
            + ##""schedule": {"type": "weekdays", "days": [1, 3, 5]}, "startDate": "2026-01-05", "##
            + ##""reminders": [{"time": "07:00", "weekdays": [1, 3, 5], "active": true}]}"##).utf8)

    /// Just under the server's default body limit (64 KiB): many small objects, as a hostile or
    /// batch client would send.
    static let largestBody: Data = {
        var items: [String] = []
        var size = 12
        var index = 0
        while true {
            let item = #"{"habitId": \#(index), "date": "2026-03-\#(index % 28 + 10)", "amount": \#(index).5, "note": "n\#(index)"}"#
            guard size + item.count + 1 < 64 * 1024 else { break }
            items.append(item)
            size += item.count + 1
            index += 1
        }
        return Data(("{\"items\": [" + items.joined(separator: ",") + "]}").utf8)
    }()
}
