import Foundation

/// A currency of the ISO 4217 list with its minor-unit digits (docs/domain-rules.md §12
/// "Money"): JPY has 0, EUR 2, BHD 3. Only codes of `Currency.all` exist; a code is written in
/// capitals.
public struct Currency: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The three-letter code, such as `EUR`.
    public let code: String
    /// How many digits follow the decimal point in an amount of this currency (0…4).
    public let minorDigits: Int

    init(_ code: String, _ minorDigits: Int) {
        self.code = code
        self.minorDigits = minorDigits
    }

    /// The currency of `code` (letters in any case, surrounding spaces ignored), or `nil` when
    /// ISO 4217 has no such active currency.
    public init?(code: String) {
        let key = code.trimmingCharacters(in: .whitespaces).uppercased()
        guard let currency = Currency.byCode[key] else { return nil }
        self = currency
    }

    /// The currency of `code`, or `currencyUnknown` naming it.
    public static func named(_ code: String) throws(CadenceError) -> Currency {
        guard let currency = Currency(code: code) else {
            let shown = InputExcerpt.quoted(code)
            throw CadenceError(.currencyUnknown, field: "currency", "\(shown) is not an ISO 4217 currency code (such as EUR, USD, JPY)")
        }
        return currency
    }

    /// 10 to the power of `minorDigits`: minor units in one major unit.
    public var minorUnitsPerMajor: Int64 {
        (0..<minorDigits).reduce(1) { value, _ in value * 10 }
    }

    public var description: String { code }

    public static func < (lhs: Currency, rhs: Currency) -> Bool { lhs.code < rhs.code }

    static let byCode: [String: Currency] = Dictionary(uniqueKeysWithValues: all.map { ($0.code, $0) })
}
