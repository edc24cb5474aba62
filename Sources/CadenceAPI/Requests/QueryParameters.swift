import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird

/// Typed access to a request's query string and path parameters; a value that does not
/// parse is a 400 naming the parameter.
struct QueryParameters {
    let request: Request

    /// `name` as a `YYYY-MM-DD` day, or `nil` when absent.
    func day(_ name: String) throws(HTTPRefusal) -> Day? {
        guard let text = string(name) else { return nil }
        guard let day = Day(text) else { throw HTTPRefusal.invalidParameter(name, "expected a date YYYY-MM-DD, got '\(text)'") }
        return day
    }

    /// `name` as an ISO 8601 instant with a zone (`2026-12-01T07:00:00Z`, `…+01:00`, fractional
    /// seconds allowed; docs/domain-rules.md §1 "Instants as text"), or `nil` when absent.
    func instant(_ name: String) throws(HTTPRefusal) -> Date? {
        guard let text = string(name) else { return nil }
        guard let instant = InstantText.date(text),
            Day.supported.contains(Day(utcDateOf: instant))
        else {
            throw HTTPRefusal.invalidParameter(name, "expected an ISO 8601 instant such as 2026-12-01T07:00:00Z, got '\(text)'")
        }
        return instant
    }

    /// `name` as a whole number within `range`, or `nil` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(HTTPRefusal) -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw HTTPRefusal.invalidParameter(name, "expected a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// `name` as `true` or `false`, or `nil` when absent.
    func boolean(_ name: String) throws(HTTPRefusal) -> Bool? {
        guard let text = string(name) else { return nil }
        switch text.lowercased() {
        case "true", "1": return true
        case "false", "0": return false
        default: throw HTTPRefusal.invalidParameter(name, "expected true or false, got '\(text)'")
        }
    }

    /// `name`'s raw text, or `nil` when absent (an empty `?name=` is present and empty, and
    /// refused by the typed readers above).
    func string(_ name: String) -> String? {
        request.uri.queryParameters[name[...]].map(String.init)
    }
}
