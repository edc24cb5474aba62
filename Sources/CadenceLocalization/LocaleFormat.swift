import Foundation

/// Numbers, amounts, dates and times as a language writes them (docs/domain-rules.md §23
/// "Formatting"), all through Foundation's locale-aware format styles (ICU on Linux): grouping
/// and decimal marks, a currency's symbol, position and decimals, month and weekday names, the
/// 12- or 24-hour clock. Dates are calendar days and wall-clock times, never instants: a day is
/// formatted as itself, whatever the zone of the machine.
public struct LocaleFormat: Sendable {
    public let language: Language
    /// The clock the person chose (`true`: 24-hour), `nil` for the language's
    /// (docs/domain-rules.md §23 "Week start and clock").
    public let twentyFourHour: Bool?
    private let locale: Locale
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    public init(language: Language, twentyFourHour: Bool? = nil) {
        self.language = language
        self.twentyFourHour = twentyFourHour
        self.locale = language.locale
    }

    /// A wall-clock time on the person's clock (`twentyFourHour`), else the language's.
    public func time(hour: Int, minute: Int) -> String {
        time(hour: hour, minute: minute, twentyFourHour: twentyFourHour)
    }

    /// The day a week starts on by the language's region, as 1 = Sunday … 7 = Saturday
    /// (Foundation's numbering): Monday in Germany, France, Spain; Sunday in the US, Brazil, Japan;
    /// Saturday in much of the Arabic-speaking world.
    public var firstWeekday: Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar.firstWeekday
    }

    /// Whether the language's region reads times on a 24-hour clock.
    public var uses24HourClock: Bool {
        let sample = time(hour: 15, minute: 0, twentyFourHour: nil)
        return sample.contains("15")
    }

    /// A whole number with the language's grouping: 17,432 · 17.432 · 17 432.
    public func integer(_ value: Int) -> String {
        value.formatted(.number.locale(locale))
    }

    /// A decimal number with at most `maximumFractionDigits` decimals, trailing zeros dropped.
    public func decimal(_ value: Double, maximumFractionDigits: Int = 2) -> String {
        guard value.isFinite else { return integer(0) }
        let digits = max(0, min(maximumFractionDigits, 6))
        return value.formatted(.number.precision(.fractionLength(0...digits)).locale(locale))
    }

    /// A share as a percentage: 0.875 → 88 % / 88% / ٨٨٪.
    public func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return integer(0) }
        return fraction.formatted(.percent.precision(.fractionLength(0)).locale(locale))
    }

    /// An amount of money in a currency (ISO 4217 code) with the symbol, position and decimals
    /// the language uses for it: 3.594,10 € · €3,594.10 · ￥3,594.
    public func currency(_ amount: Decimal, code: String) -> String {
        amount.formatted(.currency(code: code).locale(locale))
    }

    /// A calendar day (month 1…12, day 1…31): `.long` "28. November 2026", `.medium` "28. Nov.
    /// 2026", `.short` "28.11.26", `.weekday` "Samstag, 28. November 2026".
    public func date(year: Int, month: Int, day: Int, style: DateStyle = .medium) -> String {
        guard let date = Self.noon(year: year, month: month, day: day) else { return "\(year)-\(month)-\(day)" }
        var format: Date.FormatStyle
        switch style {
        case .short: format = Date.FormatStyle(date: .numeric, time: .omitted)
        case .medium: format = Date.FormatStyle(date: .abbreviated, time: .omitted)
        case .long: format = Date.FormatStyle(date: .long, time: .omitted)
        case .weekday: format = Date.FormatStyle(date: .complete, time: .omitted)
        case .monthAndDay: format = Date.FormatStyle().month(.abbreviated).day()
        case .monthAndYear: format = Date.FormatStyle().month(.wide).year()
        }
        format.timeZone = Self.utc
        return date.formatted(format.locale(locale))
    }

    /// The ways a day can be written.
    public enum DateStyle: Sendable {
        case short, medium, long, weekday, monthAndDay, monthAndYear
    }

    /// A wall-clock time (hour 0…23): "07:30" / "7:30 AM" by the language's region, or a clock
    /// the person chose (`twentyFourHour`).
    public func time(hour: Int, minute: Int, twentyFourHour: Bool?) -> String {
        guard let date = Self.noon(year: 2001, month: 1, day: 1)?.addingTimeInterval(Double((hour - 12) * 3600 + minute * 60))
        else { return "\(hour):\(minute)" }
        var format = Date.FormatStyle(date: .omitted, time: .shortened)
        format.timeZone = Self.utc
        var clockLocale = locale
        if let twentyFourHour {
            var components = Locale.Components(locale: locale)
            components.hourCycle = twentyFourHour ? .zeroToTwentyThree : .oneToTwelve
            clockLocale = Locale(components: components)
        }
        return date.formatted(format.locale(clockLocale))
    }

    /// The weekday's name (1 = Sunday … 7 = Saturday), `short` ("Mo.") or full ("Montag").
    public func weekdayName(_ weekday: Int, short: Bool = false) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let names = short ? calendar.shortStandaloneWeekdaySymbols : calendar.standaloneWeekdaySymbols
        return names.indices.contains(weekday - 1) ? names[weekday - 1] : String(weekday)
    }

    /// The month's name (1 = January … 12), `short` or full.
    public func monthName(_ month: Int, short: Bool = false) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let names = short ? calendar.shortStandaloneMonthSymbols : calendar.standaloneMonthSymbols
        return names.indices.contains(month - 1) ? names[month - 1] : String(month)
    }

    private static func noon(year: Int, month: Int, day: Int) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
    }
}
