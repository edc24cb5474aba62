import CadenceCore
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §23 "Week start and clock" in sync: a week start another device changed
/// counts as chosen where it arrives (it never snaps back to the language's), and one that did not
/// change keeps following the language.
@Suite struct SettingsSyncWeekStartTests {
    private let following = UserSettings(timeZoneIdentifier: "UTC", weekStart: .monday, locale: "de", weekStartChosen: false)

    @Test func aWeekStartChangedElsewhereIsKeptAsChosen() throws {
        var elsewhere = following
        elsewhere.weekStart = .sunday
        let merged = try SyncFields.settings(from: try SyncFields.of(elsewhere), base: following)
        #expect(merged.weekStart == .sunday && merged.weekStartChosen)
    }

    @Test func anUnchangedWeekStartKeepsFollowingTheLanguage() throws {
        var elsewhere = following
        elsewhere.dayStartHour = 4
        let merged = try SyncFields.settings(from: try SyncFields.of(elsewhere), base: following)
        #expect(merged.weekStart == .monday && !merged.weekStartChosen && merged.dayStartHour == 4)
    }
}
