import CadenceCore
import Foundation

extension FormData {
    /// The day in field `name` (`YYYY-MM-DD`), `nil` when blank; anything else is refused.
    func day(_ name: String) throws(CadenceError) -> Day? {
        guard let text = self[name] else { return nil }
        guard let day = Day(text) else {
            throw CadenceError(.dateRangeInvalid, field: name, "expected a date YYYY-MM-DD, got '\(text)'")
        }
        return day
    }

    /// The number in field `name` (a decimal comma is accepted), `nil` when blank.
    func number(_ name: String) throws(CadenceError) -> Double? {
        guard let text = self[name] else { return nil }
        guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw CadenceError(.amountInvalid, field: name, "'\(text)' is not a number")
        }
        return value
    }

    /// The whole number in field `name`, `nil` when blank.
    func integer(_ name: String) throws(CadenceError) -> Int? {
        guard let text = self[name] else { return nil }
        guard let value = Int(text) else {
            throw CadenceError(.targetInvalid, field: name, "'\(text)' is not a whole number")
        }
        return value
    }

    /// Where to go after the action: the form's `back` field when it is a path on this site,
    /// else `fallback`.
    func returnPath(or fallback: String) -> String {
        guard let back = self["back"], back.hasPrefix("/"), !back.hasPrefix("//"), !back.contains("\\") else { return fallback }
        return back
    }
}
