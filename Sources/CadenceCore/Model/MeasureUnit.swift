import Foundation

/// A unit of measure and its size relative to its goal type's base unit.
///
/// docs/domain-rules.md §2: units convert within a goal type (`1 km` = `1000 m`); `repetitions` also
/// takes custom count labels (`pages`), which convert only to themselves.
public struct MeasureUnit: Sendable, Hashable {
    /// The symbol as written (`km`, `mL`).
    public let symbol: String
    public let goalType: GoalType
    /// How many base units one of this unit is.
    public let factor: Double

    /// Every unit Cadence knows, by goal type (docs/domain-rules.md §2's table).
    public static let catalog: [MeasureUnit] = [
        MeasureUnit(symbol: "times", goalType: .repetitions, factor: 1),
        MeasureUnit(symbol: "sec", goalType: .time, factor: 1),
        MeasureUnit(symbol: "min", goalType: .time, factor: 60),
        MeasureUnit(symbol: "hr", goalType: .time, factor: 3600),
        MeasureUnit(symbol: "cups", goalType: .cups, factor: 1),
        MeasureUnit(symbol: "kcal", goalType: .calories, factor: 1),
        MeasureUnit(symbol: "m", goalType: .distance, factor: 1),
        MeasureUnit(symbol: "km", goalType: .distance, factor: 1000),
        MeasureUnit(symbol: "mi", goalType: .distance, factor: 1609.344),
        MeasureUnit(symbol: "g", goalType: .weight, factor: 1),
        MeasureUnit(symbol: "kg", goalType: .weight, factor: 1000),
        MeasureUnit(symbol: "lb", goalType: .weight, factor: 453.592_37),
        MeasureUnit(symbol: "mL", goalType: .capacity, factor: 1),
        MeasureUnit(symbol: "L", goalType: .capacity, factor: 1000),
    ]

    private static let bySymbol: [String: MeasureUnit] = Dictionary(
        uniqueKeysWithValues: catalog.map { ($0.symbol, $0) })

    /// Common spellings accepted on input and their canonical symbols.
    private static let aliases: [String: String] = [
        "time": "times", "x": "times", "s": "sec", "secs": "sec", "second": "sec", "seconds": "sec",
        "mins": "min", "minute": "min", "minutes": "min", "h": "hr", "hrs": "hr", "hour": "hr", "hours": "hr",
        "cup": "cups", "cal": "kcal", "kcals": "kcal", "calories": "kcal", "meter": "m", "meters": "m",
        "metres": "m", "kilometers": "km", "kilometres": "km", "mile": "mi", "miles": "mi", "gram": "g",
        "grams": "g", "kilogram": "kg", "kilograms": "kg", "kgs": "kg", "lbs": "lb", "pound": "lb",
        "pounds": "lb", "ml": "mL", "l": "L", "liter": "L", "liters": "L", "litre": "L", "litres": "L",
    ]

    /// The known unit for a symbol or common spelling (`km`, `minutes`, `ml`), or `nil` for a custom label.
    public static func known(_ text: String) -> MeasureUnit? {
        let trimmed = trimmingWhitespace(text)
        if let unit = bySymbol[trimmed] { return unit }
        if let canonical = aliases[trimmed] ?? aliases[trimmed.lowercased()] { return bySymbol[canonical] }
        return bySymbol[trimmed.lowercased()]
    }

    /// The canonical spelling of a unit for a goal type: a known symbol, or the custom label trimmed.
    public static func canonical(_ text: String) -> String {
        known(text)?.symbol ?? trimmingWhitespace(text)
    }

    /// `text` trimmed as `trimmingCharacters(in: .whitespaces)` trims it. A unit as stored starts
    /// and ends with a visible ASCII character (`km`, `cups`), which that never trims: it is
    /// answered as it is, without Foundation's trimming, which bridges to `NSString` (a check-in
    /// validates its habit's unit inside its write transaction). Anything else is trimmed by
    /// Foundation, whose set is wider than its documentation says (U+200B too).
    package static func trimmingWhitespace(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        let visibleASCII: ClosedRange<UInt8> = 0x21...0x7E
        if visibleASCII.contains(first) && visibleASCII.contains(last) { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// docs/domain-rules.md §3: `amount` in `unit` expressed in `target` units, or `nil` when the two do
    /// not convert (different goal types, or different custom labels).
    public static func convert(_ amount: Double, from unit: String, to target: String) -> Double? {
        if unit == target { return amount }
        guard let source = known(unit), let destination = known(target), source.goalType == destination.goalType
        else {
            return canonical(unit) == canonical(target) ? amount : nil
        }
        return amount * source.factor / destination.factor
    }
}
