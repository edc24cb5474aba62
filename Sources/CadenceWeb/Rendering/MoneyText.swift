import CadenceCore

/// How the pages write money (docs/domain-rules.md §12 "Money"; docs/web.md "Numbers and
/// money"): the exact amount with its currency's decimals, thousands grouped with commas and the
/// currency's symbol in front, in English style whatever the browser's language ("€3,594.10",
/// "-€12.50", "¥5,000", "CHF 1,234.50" for a currency without a symbol of its own). Machine-
/// readable copies (`data-*`, `value`) keep `MoneyAmount.text` ("3594.10"). The pattern an
/// amount field accepts, so a person types the currency's decimals and no more.
enum MoneyText {
    /// "€1,234.50", "-$3.20", "CHF 12.00".
    static func amount(_ amount: MoneyAmount) -> String {
        let text = amount.text
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let number = WebFormat.grouped(digits)
        let sign = negative ? "-" : ""
        if let symbol = symbols[amount.currency.code] { return "\(sign)\(symbol)\(number)" }
        return "\(sign)\(amount.currency.code)\u{00A0}\(number)"
    }

    /// An axis label of a money chart: the value rounded to the currency's minor units, grouped,
    /// without a needless fraction ("€2,500", "€1,797.05", "¥0").
    static func axis(_ value: Double, _ currency: Currency) -> String {
        let per = Double(currency.minorUnitsPerMajor)
        let rounded = (value * per).rounded() / per
        let number = WebFormat.number(abs(rounded))
        let sign = rounded < 0 ? "-" : ""
        if let symbol = symbols[currency.code] { return "\(sign)\(symbol)\(number)" }
        return "\(sign)\(currency.code)\u{00A0}\(number)"
    }

    /// The symbols written before an amount (English style: "CA$" and "A$" where "$" alone is
    /// the US dollar's); other currencies are written with their code.
    static let symbols: [String: String] = [
        "EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "ILS": "₪", "VND": "₫",
        "NGN": "₦", "PHP": "₱", "UAH": "₴", "THB": "฿", "TRY": "₺", "RUB": "₽", "BRL": "R$", "CAD": "CA$", "AUD": "A$",
        "NZD": "NZ$", "HKD": "HK$", "MXN": "MX$", "TWD": "NT$",
    ]

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
