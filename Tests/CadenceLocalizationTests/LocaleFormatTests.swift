import Foundation
import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Formatting": Foundation's locale-aware formats give each language
/// its own grouping, decimals, currency position, month names, clock and week start.
@Suite struct LocaleFormatTests {
    @Test func numbersAreGroupedByLanguage() {
        #expect(LocaleFormat(language: .english).integer(17432) == "17,432")
        #expect(LocaleFormat(language: .german).integer(17432) == "17.432")
        #expect(LocaleFormat(language: .german).decimal(0.5) == "0,5")
        #expect(LocaleFormat(language: .german).decimal(3.333333) == "3,33")
        #expect(LocaleFormat(language: .german).decimal(.nan) == "0")
        #expect(LocaleFormat(language: .english).decimal(2) == "2")
        #expect(LocaleFormat(language: .japanese).integer(Int.min).hasPrefix("-9,223"))
    }

    @Test func currenciesTakeTheirSymbolPositionAndDecimals() {
        let amount = Decimal(string: "3594.10") ?? 0
        #expect(LocaleFormat(language: .german).currency(amount, code: "EUR") == "3.594,10\u{a0}€")
        #expect(LocaleFormat(language: .english).currency(amount, code: "EUR") == "€3,594.10")
        #expect(LocaleFormat(language: .japanese).currency(amount, code: "JPY").hasSuffix("3,594"))
        #expect(LocaleFormat(language: .brazilianPortuguese).currency(amount, code: "BRL") == "R$\u{a0}3.594,10")
    }

    @Test func daysAreWrittenInTheLanguageWhateverTheMachinesZone() {
        #expect(LocaleFormat(language: .german).date(year: 2026, month: 11, day: 28, style: .long) == "28. November 2026")
        #expect(LocaleFormat(language: .english).date(year: 2024, month: 2, day: 29, style: .long) == "February 29, 2024")
        #expect(LocaleFormat(language: .french).date(year: 2026, month: 1, day: 31, style: .long) == "31 janvier 2026")
        #expect(LocaleFormat(language: .german).date(year: 2026, month: 3, day: 29, style: .weekday).hasPrefix("Sonntag"))
        #expect(LocaleFormat(language: .arabic).date(year: 2026, month: 11, day: 28, style: .long).contains("نوفمبر"))
        #expect(LocaleFormat(language: .japanese).date(year: 2026, month: 11, day: 28, style: .long) == "2026年11月28日")
    }

    @Test func clocksFollowTheRegionUnlessChosen() {
        #expect(LocaleFormat(language: .german).time(hour: 15, minute: 5, twentyFourHour: nil) == "15:05")
        #expect(LocaleFormat(language: .english).time(hour: 15, minute: 5, twentyFourHour: nil).contains("3:05"))
        #expect(LocaleFormat(language: .english).time(hour: 0, minute: 0, twentyFourHour: true) == "00:00")
        let twelve = LocaleFormat(language: .german).time(hour: 15, minute: 0, twentyFourHour: false)
        #expect(twelve.hasPrefix("3:00") && twelve.hasSuffix("PM"), "\(twelve)")
        #expect(LocaleFormat(language: .german).uses24HourClock)
        #expect(!LocaleFormat(language: .english).uses24HourClock)
    }

    @Test func weeksStartWhereTheRegionStartsThem() {
        #expect(LocaleFormat(language: .german).firstWeekday == 2)
        #expect(LocaleFormat(language: .french).firstWeekday == 2)
        #expect(LocaleFormat(language: .english).firstWeekday == 1)
        #expect(LocaleFormat(language: .brazilianPortuguese).firstWeekday == 1)
        #expect(LocaleFormat(language: .german).weekdayName(2) == "Montag")
        #expect(LocaleFormat(language: .german).monthName(3) == "März")
        #expect(LocaleFormat(language: .german).weekdayName(8) == "8")
    }
}
