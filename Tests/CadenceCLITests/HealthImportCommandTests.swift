import Foundation
import Testing

/// `cadence import` of a phone's health export (docs/import-export.md "Apple Health" and "Google
/// Fit"): the zip as the phone writes it, a dry run that writes nothing, and a second import
/// that adds nothing, on a real SQLite file.
@Suite struct HealthImportCommandTests {
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2025-03-09 21:00:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" \
        startDate="2025-03-08 09:00:00 +0100" endDate="2025-03-08 10:00:00 +0100" value="6000"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Watch" unit="count" \
        startDate="2025-03-08 09:00:00 +0100" endDate="2025-03-08 10:00:00 +0100" value="6500"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" \
        startDate="2025-03-08 23:30:00 +0100" endDate="2025-03-09 07:00:00 +0100" value="HKCategoryValueSleepAnalysisAsleepCore"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="lb" \
        startDate="2025-03-09 07:10:00 +0100" endDate="2025-03-09 07:10:00 +0100" value="160"/>
        </HealthData>

        """

    /// Zips `apple_health_export/export.xml` with the system's `zip`, as the phone's share sheet does.
    static func zipped(in folder: URL) throws -> URL {
        let inner = folder.appendingPathComponent("apple_health_export")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try Data(export.utf8).write(to: inner.appendingPathComponent("export.xml"))
        let zip = try ChildProcess(
            executable: "/usr/bin/zip", arguments: ["-q", "-r", "export.zip", "apple_health_export"], environment: ["PATH": "/usr/bin:/bin"],
            directory: folder.path)
        #expect(zip.wait() == 0)
        return folder.appendingPathComponent("export.zip")
    }

    @Test func aDryRunShowsWhatWouldBeAddedAndASecondImportAddsNothing() throws {
        let store = try TemporaryStore()
        let file = try Self.zipped(in: store.folder)
        let preview = try store.runJSON(["import", file.path, "--dry-run"]).object()
        #expect(preview["format"] as? String == "apple-health")
        #expect((preview["lifeRecords"] as? [String: Int])?["health"] == 3)
        #expect(try store.runJSON(["health", "list"]).array().isEmpty, "a dry run writes nothing")
        let text = try store.run(["import", file.path, "--dry-run"])
        #expect(text.stdout.contains("health: 3 added, 0 already there."), "\(text.stdout)")
        #expect(text.stdout.contains("Dry run: nothing was written."))

        let imported = try store.runJSON(["import", file.path]).object()
        #expect((imported["lifeRecords"] as? [String: Int])?["health"] == 3)
        let entries = try store.runJSON(["health", "list"]).array()
        let values = Dictionary(
            uniqueKeysWithValues: entries.compactMap { entry -> (String, Double)? in
                guard let type = entry["type"] as? String, let value = entry["value"] as? Double else { return nil }
                return (type, value)
            })
        #expect(values == ["steps": 6_500, "sleep": 7.5, "weight": 72.57])

        let again = try store.runJSON(["import", file.path]).object()
        #expect((again["lifeRecords"] as? [String: Int])?["health", default: 0] == 0)
        #expect((again["lifeRecordsAlreadyPresent"] as? [String: Int])?["health"] == 3)
        #expect(try store.runJSON(["health", "list"]).array().count == 3)
    }

    @Test func aGoogleFitDailyMetricsFileImportsStepsAndWeight() throws {
        let store = try TemporaryStore()
        let file = store.folder.appendingPathComponent("Daily activity metrics.csv")
        let csv = """
            Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Step count,Average weight (kg),Max weight (kg)
            2025-03-07,31,1800.5,2500.1,12,4211,,
            2025-03-08,40,1900,3100,20,8032,70.25,70.5

            """
        try Data(csv.utf8).write(to: file)
        let imported = try store.runJSON(["import", file.path]).object()
        #expect(imported["format"] as? String == "google-fit")
        #expect((imported["lifeRecords"] as? [String: Int])?["health"] == 3)
        let again = try store.runJSON(["import", file.path]).object()
        #expect((again["lifeRecordsAlreadyPresent"] as? [String: Int])?["health"] == 3)
    }

    @Test func aMalformedExportIsRefusedWithExitOneAndChangesNothing() throws {
        let store = try TemporaryStore()
        let file = store.folder.appendingPathComponent("export.xml")
        try Data(Self.export.replacingOccurrences(of: "</HealthData>", with: "").utf8).write(to: file)
        let result = try store.run(["import", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("ends before </HealthData>"), "\(result.stderr)")
        #expect(try store.runJSON(["health", "list"]).array().isEmpty)
    }

    @Test func aLargeExportReportsTheMebibytesReadOnStderr() throws {
        let store = try TemporaryStore()
        let file = store.folder.appendingPathComponent("export.xml")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let heart = """
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" \
            startDate="2025-03-08 09:00:00 +0100" endDate="2025-03-08 09:00:00 +0100" value="61"/>

            """
        try handle.write(contentsOf: Data(Self.export.replacingOccurrences(of: "</HealthData>\n", with: "").utf8))
        let block = Data(String(repeating: heart, count: 4_096).utf8)
        while try handle.offset() < 17 * 1_048_576 { try handle.write(contentsOf: block) }
        try handle.write(contentsOf: Data("</HealthData>\n".utf8))
        try handle.close()
        let result = try store.run(["import", file.path, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("reading: 17 of 17 MiB"), "\(result.stderr)")
        #expect(result.stdout.contains("health: 3 added"))
    }
}
