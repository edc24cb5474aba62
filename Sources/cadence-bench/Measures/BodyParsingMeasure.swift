import CadenceAPI
import Foundation

/// Parsing an API request body into a `JSONValue` for schema validation, as every API write
/// does: the server's strict parser (`JSONValue.parse`: RFC 8259, duplicate members refused)
/// beside Foundation's `JSONDecoder` decoding the same `JSONValue` — which would still need a
/// second pass to refuse duplicate members, so the baseline is a lower bound for the Foundation
/// route. Each sample parses the body `batch` times.
enum BodyParsingMeasure {
    static func run(context: BenchContext) async throws -> [BenchResult] {
        [
            try await measure("a habit body", body: habitBody, batch: 200, context: context),
            try await measure("a 64 KiB body (the largest accepted)", body: largestBody, batch: 2, context: context),
        ]
    }

    private static func measure(_ name: String, body: Data, batch: Int, context: BenchContext) async throws -> BenchResult {
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

    /// A `POST /api/v1/habits` body with every kind of member.
    static let habitBody = Data(
        ##"{"name": "Morning run", "description": "Easy pace", "icon": "🏃", "color": "#34C759", "kind": "build", "unit": "km", "target": 5, "period": "day", "schedule": {"type": "weekdays", "weekdays": [1, 3, 5]}, "startDate": "2026-01-05", "reminders": [{"time": "07:00", "weekdays": [1, 3, 5], "active": true}]}"##
            .utf8)

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
