import Foundation

/// An exact amount of money (docs/domain-rules.md §12 "Money"): a whole number of the
/// currency's minor units (cents for EUR, yen for JPY, fils for BHD), never floating point.
/// Written as a decimal string with exactly the currency's minor digits — `"1234.50"`,
/// `"-3.20"`, `"500"` for yen — and read from one.
public struct MoneyAmount: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The largest magnitude of an amount, an opening balance or a balance, in minor units
    /// (15 digits: 9,999,999,999,999.99 EUR). With at most `MoneyAccount.maximumCount` accounts
    /// a user's total per currency stays far inside 64-bit integers.
    public static let maximumMinorUnits: Int64 = 999_999_999_999_999

    public let minorUnits: Int64
    public let currency: Currency

    /// An amount of `minorUnits`; `amountInvalid` beyond ±`maximumMinorUnits`.
    public init(minorUnits: Int64, currency: Currency) throws(CadenceError) {
        guard (-Self.maximumMinorUnits...Self.maximumMinorUnits).contains(minorUnits) else {
            throw CadenceError(.amountInvalid, field: "amount", "an amount is at most 999999999999999 \(currency.code) minor units")
        }
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency) -> MoneyAmount { MoneyAmount(unchecked: 0, currency: currency) }

    /// An amount read from a stored row, which the schema has already range-checked.
    public init(clamping minorUnits: Int64, currency: Currency) {
        self.init(
            unchecked: min(max(minorUnits, -Self.maximumMinorUnits), Self.maximumMinorUnits), currency: currency)
    }

    init(unchecked minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Reads `text` — an optional `-` or `+`, digits, and optionally `.` with at most the
    /// currency's minor digits (`"12"`, `"12.5"`, `"-0.05"`) — exactly. No exponent, no
    /// thousands separators, no decimal comma; more fraction digits than the currency has are
    /// refused (`amountInvalid`), never rounded.
    public init(parsing text: String, currency: Currency, field: String = "amount") throws(CadenceError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var digits = Substring(trimmed)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts.first ?? ""
        let fraction = parts.count == 2 ? parts[1] : ""
        let isDigits = { (part: Substring) in part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard !whole.isEmpty, isDigits(whole), isDigits(fraction), parts.count == 1 || !fraction.isEmpty else {
            throw CadenceError(
                .amountInvalid, field: field,
                "\(InputExcerpt.quoted(text)) is not an amount; write digits with an optional '.', such as 1234.50 or -12")
        }
        guard fraction.count <= currency.minorDigits else {
            let example = currency.minorDigits == 0 ? "whole \(currency.code)" : "\(currency.minorDigits) decimal places"
            throw CadenceError(
                .amountInvalid, field: field, "\(InputExcerpt.quoted(text)) has more digits than \(currency.code) allows (\(example))")
        }
        let significant = whole.drop { $0 == "0" } + fraction + String(repeating: "0", count: currency.minorDigits - fraction.count)
        guard significant.count <= 15, let value = Int64(significant.isEmpty ? "0" : String(significant)) else {
            throw CadenceError(.amountInvalid, field: field, "\(InputExcerpt.quoted(text)) is larger than an amount Cadence stores")
        }
        try self.init(minorUnits: negative ? -value : value, currency: currency)
    }

    /// The amount as a decimal string with exactly the currency's minor digits.
    public var text: String {
        let magnitude = minorUnits.magnitude
        let per = UInt64(currency.minorUnitsPerMajor)
        let sign = minorUnits < 0 ? "-" : ""
        guard currency.minorDigits > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % per)
        let padded = String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
        return "\(sign)\(magnitude / per).\(padded)"
    }

    public var description: String { "\(text) \(currency.code)" }

    public static func < (lhs: MoneyAmount, rhs: MoneyAmount) -> Bool { lhs.minorUnits < rhs.minorUnits }
}
