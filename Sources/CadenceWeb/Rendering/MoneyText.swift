import CadenceCore

/// How the pages write money (docs/domain-rules.md §12 "Money"): the exact amount with its
/// currency's decimals and code ("-12.50 EUR", "5000 JPY"), and the pattern an amount field
/// accepts, so a person types the currency's decimals and no more.
enum MoneyText {
    /// "1234.50 EUR".
    static func amount(_ amount: MoneyAmount) -> String {
        "\(amount.text) \(amount.currency.code)"
    }

    /// The HTML `pattern` of an amount in `currency`: an optional minus, digits, and up to its
    /// minor digits after a point or comma (the server reads the same, and a `+` too).
    static func pattern(_ currency: Currency) -> String {
        currency.minorDigits == 0 ? "-?[0-9]+" : "-?[0-9]+([.,][0-9]{1,\(currency.minorDigits)})?"
    }

    /// The placeholder of an amount field ("0.00", "0").
    static func placeholder(_ currency: Currency) -> String {
        currency.minorDigits == 0 ? "0" : "0." + String(repeating: "0", count: currency.minorDigits)
    }
}
