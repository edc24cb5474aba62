import Foundation

/// A user's settings (docs/domain-rules.md §1). The zone is
/// always given: the core reads no system state (docs/architecture.md "Effects are injected").
public struct UserSettings: Sendable, Hashable, Codable {
    /// IANA time zone identifier, e.g. `Europe/Paris`.
    public var timeZoneIdentifier: String
    /// docs/domain-rules.md §1: hour 0–23 at which the day begins (default 0).
    public var dayStartHour: Int
    /// docs/domain-rules.md §1: Monday by default, or Sunday.
    public var weekStart: Weekday
    /// docs/domain-rules.md §23 "Week start and clock": whether the person chose the week start;
    /// until they do, it follows their language setting (`languageWeekStart`).
    public var weekStartChosen: Bool
    /// docs/domain-rules.md §23 "Week start and clock": the clock times are written on, or `nil`
    /// for the language's own.
    public var clock: Clock?
    /// Whether the person finished onboarding (docs/web.md).
    public var onboardingCompleted: Bool
    /// docs/domain-rules.md §23: the language the person chose for the web app, the API's problem
    /// texts and the assistants' tools — one of `localeTags` — or `nil` to follow the browser.
    public var locale: String?

    /// docs/domain-rules.md §23: the languages Cadence speaks, by BCP 47 tag.
    public static let localeTags = ["en", "de", "fr", "es", "pt-BR", "ja", "ar"]

    /// docs/domain-rules.md §23 "Week start and clock": a 12- or 24-hour clock.
    public enum Clock: String, Sendable, Hashable, Codable, CaseIterable {
        case twelveHour = "12h"
        case twentyFourHour = "24h"
    }

    /// docs/domain-rules.md §23 "Week start and clock": the week start of a language's main region
    /// (the United States for English, Brazil, Japan: Sunday; Germany, France, Spain: Monday). The
    /// Arabic-speaking world mostly starts on Saturday, which Cadence does not offer: Sunday, the
    /// nearer of the two it does.
    public static func languageWeekStart(_ tag: String) -> Weekday {
        switch tag {
        case "de", "fr", "es": .monday
        default: .sunday
        }
    }

    public init(
        timeZoneIdentifier: String,
        dayStartHour: Int = 0,
        weekStart: Weekday = .monday,
        onboardingCompleted: Bool = false,
        locale: String? = nil,
        weekStartChosen: Bool = false,
        clock: Clock? = nil
    ) {
        self.timeZoneIdentifier = timeZoneIdentifier
        self.dayStartHour = dayStartHour
        self.weekStart = weekStart
        self.onboardingCompleted = onboardingCompleted
        self.locale = locale
        self.weekStartChosen = weekStartChosen
        self.clock = clock
    }

    private enum CodingKeys: String, CodingKey {
        case timeZoneIdentifier, dayStartHour, weekStart, onboardingCompleted, locale, weekStartChosen, clock
    }

    /// Settings written before the week start could follow the language read as chosen.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            timeZoneIdentifier: try container.decode(String.self, forKey: .timeZoneIdentifier),
            dayStartHour: try container.decode(Int.self, forKey: .dayStartHour),
            weekStart: try container.decode(Weekday.self, forKey: .weekStart),
            onboardingCompleted: try container.decode(Bool.self, forKey: .onboardingCompleted),
            locale: try container.decodeIfPresent(String.self, forKey: .locale),
            weekStartChosen: try container.decodeIfPresent(Bool.self, forKey: .weekStartChosen) ?? true,
            clock: try container.decodeIfPresent(Clock.self, forKey: .clock))
    }

    /// docs/domain-rules.md §23: a typed language tag in its one spelling (`DE` → `de`, `pt_br` →
    /// `pt-BR`), or `nil` for a language Cadence does not speak.
    public static func canonicalLocale(_ text: String) -> String? {
        let folded = text.replacingOccurrences(of: "_", with: "-").lowercased()
        return localeTags.first { $0.lowercased() == folded }
    }

    /// docs/domain-rules.md §7: the zone must be a known IANA name, day start 0–23, week start Monday or Sunday;
    /// docs/domain-rules.md §23: the language one of `localeTags`, a tag in another spelling (`DE`, `pt_br`)
    /// answered in its one spelling; a week start nobody chose set to the language's.
    public func validated() throws(CadenceError) -> UserSettings {
        guard TimeZone(identifier: timeZoneIdentifier) != nil else {
            throw CadenceError(
                .timeZoneUnknown, field: "timeZone", "unknown time zone '\(timeZoneIdentifier)'; use an IANA name such as Europe/Paris")
        }
        guard (0...23).contains(dayStartHour) else {
            throw CadenceError(.dayStartOutOfRange, field: "dayStart", "day start must be an hour from 0 to 23, got \(dayStartHour)")
        }
        guard weekStart == .monday || weekStart == .sunday else {
            throw CadenceError(.weekStartInvalid, field: "weekStart", "the week starts on Monday or Sunday")
        }
        var checked = self
        if let locale {
            guard let canonical = Self.canonicalLocale(locale) else {
                throw CadenceError(
                    .localeUnsupported, field: "locale",
                    "the language must be one of \(Self.localeTags.joined(separator: ", ")), or null to follow the browser")
            }
            checked.locale = canonical
            // docs/domain-rules.md §23 "Week start and clock": until the person chooses, the week starts as their language's.
            if !checked.weekStartChosen { checked.weekStart = Self.languageWeekStart(canonical) }
        }
        return checked
    }
}
