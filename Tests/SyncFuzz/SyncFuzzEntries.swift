import Foundation

/// The values the sync fuzzer pushes: fields entries, check-in events, sets, stamps — well-formed
/// or hostile — in the wire form of docs/sync.md "The document".
enum SyncFuzzEntries {
    /// A stamp's text form `MMMMMMMMMMMMM-CCCCCC-device`.
    static func stamp(_ milliseconds: Int64, _ counter: Int = 0, device: String = "fuzz.device") -> String {
        let ms = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: max(0, 13 - ms.count)) + ms + "-" + String(repeating: "0", count: max(0, 6 - count.count))
            + count + "-" + device
    }

    /// A JSON text of a JSON value (a string, number, bool, object).
    static func json(_ value: Any) -> String {
        if let text = value as? String {
            let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
            return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
        }
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys])) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// A fields entry (habit, category, settings, day record): each field's value text and stamp.
    static func fields(_ fields: [String: (value: String, stamp: String)], deleted: String? = nil) -> String {
        var object: [String: Any] = ["fields": fields.mapValues { ["v": $0.value, "t": $0.stamp] }]
        if let deleted { object["deleted"] = deleted }
        return json(object)
    }

    /// A check-in event (and/or its tombstone).
    static func checkIn(habit: String?, day: String, at: Int64, amount: Double, stamp: String, deleted: String? = nil) -> String {
        var object: [String: Any] = [:]
        if let habit { object["event"] = ["habit": habit, "day": day, "at": at, "amount": amount, "t": stamp] }
        if let deleted { object["deleted"] = deleted }
        return json(object)
    }

    /// A set of a day's total.
    static func daySet(stamp: String, rows: [(at: Int64, amount: Double)]) -> String {
        json(["t": stamp, "rows": rows.map { ["at": $0.at, "amount": $0.amount] }])
    }

    /// A random global id (32 hex digits, as a device makes).
    static func randomID(_ generator: inout some RandomNumberGenerator) -> String {
        (0..<32).map { _ in String(Int.random(in: 0...15, using: &generator), radix: 16) }.joined()
    }
}
