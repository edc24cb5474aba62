import CadenceCore
import Foundation
import Testing

@testable import CadenceImport

/// Apple Health's export (docs/domain-rules.md §20 Health import from the phone):
/// the person's days, overlapping sources, nights across midnight and DST changes, units, the
/// zip streamed, re-import, malformed and truncated input.
@Suite struct AppleHealthImportTests {
    typealias W = HealthExportWriter

    /// Imports `records` as a bare export.xml for a person in `zone`; answers the entries by type and day.
    static func imported(_ records: [String], zone: String) async throws -> (ImportFixture, [String: Double]) {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: zone)
        let file = try folder.write(W.export(records), to: "export.xml")
        let result = try await fixture.importFile(file)
        #expect(result.summary.format == .appleHealth)
        return (fixture, try await values(fixture))
    }

    static func values(_ fixture: ImportFixture) async throws -> [String: Double] {
        var values: [String: Double] = [:]
        for entry in try await fixture.store.healthEntries(of: fixture.user, type: nil, from: nil, through: nil) {
            values["\(entry.type.rawValue) \(entry.day)", default: 0] += entry.value
        }
        return values
    }

    @Test func overlappingSourcesCountTheLargerSourceNeverTheSum() async throws {
        let (_, values) = try await Self.imported(
            [
                W.steps(3_000, start: "2024-03-05 08:00:00 +0100", end: "2024-03-05 09:00:00 +0100"),
                W.steps(2_000, start: "2024-03-05 18:00:00 +0100", end: "2024-03-05 19:00:00 +0100"),
                W.steps(4_000, source: "Anna’s Apple Watch", start: "2024-03-05 08:00:00 +0100", end: "2024-03-05 09:00:00 +0100"),
                W.steps(500, source: "Anna’s Apple Watch", start: "2024-03-05 18:00:00 +0100", end: "2024-03-05 19:00:00 +0100"),
                W.steps(9_000, source: "Anna’s Apple Watch", start: "2024-03-06 08:00:00 +0100", end: "2024-03-06 09:00:00 +0100"),
                W.steps(1_000, start: "2024-03-06 08:00:00 +0100", end: "2024-03-06 09:00:00 +0100"),
            ], zone: "Europe/Berlin")
        #expect(values == ["steps 2024-03-05": 5_000, "steps 2024-03-06": 9_000])
    }

    @Test func aNightAcrossMidnightIsTheDayItEndsOnAsleepStagesOnly() async throws {
        let (_, values) = try await Self.imported(
            [
                W.sleep("InBed", start: "2024-03-05 22:30:00 +0100", end: "2024-03-06 06:45:00 +0100"),
                W.sleep("AsleepCore", start: "2024-03-05 23:00:00 +0100", end: "2024-03-06 02:00:00 +0100"),
                W.sleep("Awake", start: "2024-03-06 02:00:00 +0100", end: "2024-03-06 02:20:00 +0100"),
                W.sleep("AsleepDeep", start: "2024-03-06 02:20:00 +0100", end: "2024-03-06 03:20:00 +0100"),
                W.sleep("AsleepREM", start: "2024-03-06 03:20:00 +0100", end: "2024-03-06 06:30:00 +0100"),
                // The phone's own guess of the same night is a second source: the larger counts.
                W.sleep("AsleepUnspecified", source: "Anna’s iPhone", start: "2024-03-05 23:30:00 +0100", end: "2024-03-06 05:00:00 +0100"),
                W.sleep("Asleep", source: "Old app", start: "2024-03-06 14:00:00 +0100", end: "2024-03-06 14:30:00 +0100"),
            ], zone: "Europe/Berlin")
        // 3 h + 1 h + 3 h 10 min = 7 h 10 min from the watch; the phone's 5.5 h and the nap (another source) lose.
        #expect(values == ["sleep 2024-03-06": 430.0 / 60])
    }

    @Test(arguments: [
        // Spring forward: 23:00 +0100 to 07:00 +0200 is 7 h, on the morning's day.
        ("Europe/Berlin", "2024-03-30 23:00:00 +0100", "2024-03-31 07:00:00 +0200", "2024-03-31", 7.0),
        // Fall back: 23:00 +0200 to 07:00 +0100 is 9 h.
        ("Europe/Berlin", "2024-10-26 23:00:00 +0200", "2024-10-27 07:00:00 +0100", "2024-10-27", 9.0),
        ("America/New_York", "2024-03-09 23:00:00 -0500", "2024-03-10 07:00:00 -0400", "2024-03-10", 7.0),
        ("America/New_York", "2024-11-02 23:00:00 -0400", "2024-11-03 07:00:00 -0500", "2024-11-03", 9.0),
    ])
    func aNightAcrossADSTChangeLastsItsRealHours(zone: String, start: String, end: String, day: String, hours: Double) async throws {
        let (_, values) = try await Self.imported([W.sleep("AsleepCore", start: start, end: end)], zone: zone)
        #expect(values == ["sleep \(day)": hours])
    }

    @Test(arguments: [
        ("Asia/Tokyo", "2024-03-31 00:30:00 +0100", "2024-03-31"),
        ("Asia/Tokyo", "2024-03-30 20:30:00 +0100", "2024-03-31"),
        ("America/New_York", "2024-03-31 00:30:00 +0100", "2024-03-30"),
        ("Europe/Berlin", "2024-03-31 00:30:00 +0100", "2024-03-31"),
    ])
    func daysAreThePersonsDaysNotTheRecordsOffset(zone: String, start: String, day: String) async throws {
        let (_, values) = try await Self.imported([W.steps(1_234, start: start)], zone: zone)
        #expect(values == ["steps \(day)": 1_234])
    }

    @Test func theDayStartSettingMovesEarlyHoursToTheDayBefore() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        _ = try await fixture.service.updateSettings(of: fixture.user) { $0.dayStartHour = 4 }
        let file = try folder.write(
            W.export([
                W.steps(300, start: "2024-03-06 02:00:00 +0100"), W.steps(700, start: "2024-03-06 04:00:00 +0100"),
                // A night shift's sleep that ends at 03:30 is the day before's; the next one, ending at 10:00, the 6th's.
                W.sleep("AsleepCore", start: "2024-03-05 20:00:00 +0100", end: "2024-03-06 03:30:00 +0100"),
                W.sleep("AsleepCore", start: "2024-03-06 04:30:00 +0100", end: "2024-03-06 10:00:00 +0100"),
            ]), to: "export.xml")
        try await fixture.importFile(file)
        #expect(
            try await Self.values(fixture) == [
                "steps 2024-03-05": 300, "steps 2024-03-06": 700, "sleep 2024-03-05": 7.5, "sleep 2024-03-06": 5.5,
            ])
    }

    @Test func weightInPoundsBecomesKilogramsTheDaysLatestWeighing() async throws {
        let (_, values) = try await Self.imported(
            [
                W.record("BodyMass", unit: "lb", start: "2024-03-05 07:00:00 +0100", value: "150"),
                W.record("BodyMass", source: "Scale", unit: "kg", start: "2024-03-05 06:00:00 +0100", value: "70"),
                W.record("BodyMass", unit: "kg", start: "2024-03-06 07:00:00 +0100", value: "68.5"),
                W.record("BodyMass", unit: "oz", start: "2024-03-07 07:00:00 +0100", value: "2400"),
            ], zone: "Europe/Berlin")
        #expect(values == ["weight 2024-03-05": 68.04, "weight 2024-03-06": 68.5])
    }

    @Test func waterAddsUpInMillilitresAndAMindfulHabitGetsItsMinutes() async throws {
        let (fixture, values) = try await Self.imported(
            [
                W.record("DietaryWater", unit: "mL", start: "2024-03-05 08:00:00 +0100", value: "250"),
                W.record("DietaryWater", unit: "L", start: "2024-03-05 12:00:00 +0100", value: "0.5"),
                W.record("DietaryWater", unit: "mL", start: "2024-03-06 08:00:00 +0100", value: "7000"),
                W.record("Category:MindfulSession", start: "2024-03-05 07:00:00 +0100", end: "2024-03-05 07:10:00 +0100"),
                W.record("Category:MindfulSession", start: "2024-03-05 21:00:00 +0100", end: "2024-03-05 21:05:00 +0100"),
            ], zone: "Europe/Berlin")
        #expect(values == ["water 2024-03-05": 750, "water 2024-03-06": 7_000])
        let water = try await fixture.store.healthEntries(of: fixture.user, type: .water, from: nil, through: nil)
        #expect(water.filter { $0.day == .of("2024-03-06") }.map(\.value) == [3_500, 3_500])
        let habit = try #require(try await fixture.habit(named: "Mindful minutes"))
        #expect(habit.goal.unit == "min")
        #expect(try await fixture.checkIns(of: habit).map(\.amount) == [15])
    }

    @Test func aRecordThatEndsBeforeItStartsIsCountedNotImported() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        let file = try folder.write(
            W.export([
                W.steps(100, start: "2024-03-05 08:00:00 +0100", end: "2024-03-05 07:00:00 +0100"),
                W.steps(200, start: "2024-03-05 09:00:00 +0100"),
            ]), to: "export.xml")
        let result = try await fixture.importFile(file)
        #expect(result.summary.notImported == ["records that end before they start": 1])
        #expect(try await Self.values(fixture) == ["steps 2024-03-05": 200])
    }

    @Test func recordsInsideACorrelationAndOtherTypesArePassedOver() async throws {
        let correlation = """
            <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="Food app" startDate="2024-03-05 08:00:00 +0100" \
            endDate="2024-03-05 08:00:00 +0100">
              \(W.record("DietaryWater", source: "Food app", unit: "mL", start: "2024-03-05 08:00:00 +0100", value: "900"))
            </Correlation>
            """
        let (_, values) = try await Self.imported(
            [
                correlation, W.record("HeartRate", unit: "count/min", start: "2024-03-05 08:00:00 +0100", value: "61"),
                W.record("DietaryWater", unit: "mL", start: "2024-03-05 09:00:00 +0100", value: "300"),
            ], zone: "Europe/Berlin")
        #expect(values == ["water 2024-03-05": 300])
    }

    @Test func theZipIsStreamedAndImportingItTwiceAddsNothing() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        let xml = W.export([
            W.steps(8_000, start: "2024-03-05 08:00:00 +0100"),
            W.sleep("AsleepCore", start: "2024-03-05 23:00:00 +0100", end: "2024-03-06 06:00:00 +0100"),
            W.record("Category:MindfulSession", start: "2024-03-05 07:00:00 +0100", end: "2024-03-05 07:10:00 +0100"),
            W.record("DietaryWater", unit: "mL", start: "2024-03-06 08:00:00 +0100", value: "6000"),
        ])
        let archive = folder.file("export.zip")
        // The phone's zip also holds export_cda.xml and workout routes; only export.xml is read.
        try ZipImportTests.zip(
            [("apple_health_export/export.xml", Data(xml.utf8)), ("apple_health_export/export_cda.xml", Data("<x/>".utf8))],
            to: archive)
        let again = try await fixture.expectReimportAddsNothing(archive)
        #expect(again.summary.format == .appleHealth)
        #expect(again.summary.lifeRecords["health", default: 0] == 0)
        #expect(again.summary.lifeRecordsAlreadyPresent["health"] == 4)
        #expect(try await Self.values(fixture) == ["steps 2024-03-05": 8_000, "sleep 2024-03-06": 7, "water 2024-03-06": 6_000])
    }

    @Test(arguments: [
        ("<HealthData locale=\"en\">\n<Record type=\"HKQuantityTypeIdentifierStepCount\" startDate=\"x", "ends inside a tag"),
        ("<HealthData locale=\"en\">\n" + W.steps(5, start: "2024-03-05 08:00:00 +0100"), "ends before </HealthData>"),
        ("<HealthData locale=\"en\">\n<Record type=HKQuantityTypeIdentifierStepCount/>\n</HealthData>", "without quotes"),
        ("<HealthData>\n" + W.steps(5, start: "2024-03-05T08:00:00Z") + "\n</HealthData>", "2024-03-31 01:30:00 +0100"),
        (
            "<HealthData>\n" + W.record("StepCount", unit: "count", start: "2024-03-05 08:00:00 +0100", value: "many") + "</HealthData>",
            "not a number"
        ),
        ("<?xml version=\"1.0\"?>\n<Other/>", "not an Apple Health export"),
        ("<HealthData>\n<Record <Record/>\n</HealthData>", "'<' inside a tag"),
    ])
    func malformedXMLIsRefusedChangingNothing(text: String, expected: String) async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        try await fixture.expectRefusal(try folder.write(text, to: "export.xml"), format: .appleHealth, mentioning: expected)
    }

    @Test func aTruncatedZipIsRefusedChangingNothing() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        let records = (0..<2_000).map { W.steps($0, start: "2024-03-05 08:00:00 +0100") }
        let whole = folder.file("whole.zip")
        try ZipImportTests.zip([("apple_health_export/export.xml", Data(W.export(records).utf8))], to: whole)
        let bytes = try Data(contentsOf: whole)
        let cut = try folder.write(bytes.prefix(bytes.count * 2 / 3), to: "export.zip")
        try await fixture.expectRefusal(cut, mentioning: "export.zip")
        // The central directory intact but the packed bytes damaged: the checksum or the stream refuses it.
        var damaged = bytes
        damaged[200] ^= 0xFF
        damaged[201] ^= 0xFF
        try await fixture.expectRefusal(try folder.write(damaged, to: "damaged.zip"), mentioning: "damaged.zip")
    }

    @Test func chunksOfAnySizeReadTheSameRecords() throws {
        let text = W.export([
            W.steps(10, start: "2024-03-05 08:00:00 +0100"), W.steps(20, source: "A &amp; B", start: "2024-03-05 09:00:00 +0100"),
        ])
        let bytes = Array(text.utf8)
        for size in [1, 2, 7, 64, bytes.count] {
            var scanner = HealthXMLScanner()
            var sources: [String] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + size, bytes.count)
                try scanner.feed(Data(bytes[start..<end])) { tag in sources.append(tag.string("sourceName") ?? "") }
                start = end
            }
            try scanner.finish()
            #expect(sources == ["Anna’s iPhone", "A & B"], "chunks of \(size)")
        }
    }

    @Test func theUnzippedFolderReadsItsExportXML() async throws {
        let folder = try TemporaryFolder()
        let fixture = try await ImportFixture(zone: "Europe/Berlin")
        try folder.write(W.export([W.steps(4_321, start: "2024-03-05 08:00:00 +0100")]), to: "apple_health_export/export.xml")
        try folder.write("<x/>", to: "apple_health_export/export_cda.xml")
        let result = try await fixture.importFile(folder.file("apple_health_export"))
        #expect(result.summary.format == .appleHealth)
        #expect(try await Self.values(fixture) == ["steps 2024-03-05": 4_321])
    }

    @Test func detectionFindsTheExportByItsRoot() throws {
        let text = W.export([W.steps(1, start: "2024-03-05 08:00:00 +0100")])
        #expect(try FormatDetector.detect(data: Data(text.utf8), fileName: "export.xml") == .appleHealth)
        #expect(throws: ImportFailure.self) { try FormatDetector.detect(data: Data("<svg/>".utf8), fileName: "a.xml") }
    }
}
