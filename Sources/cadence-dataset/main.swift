import CadenceCore
import CadenceSQLite
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation

// cadence-dataset: writes a generated benchmark dataset (`DatasetGenerator`) into a new
// SQLite store file, for load tests of `cadence serve` (scripts/load-test.sh).
//
//   cadence-dataset heavy|typical PATH [--today YYYY-MM-DD|now]
//
// `--today now` ends the history on the current day in the dataset's zone (Europe/Paris), so
// that a server on the real clock sees a current dataset. The file must not exist yet.

let usage = "usage: cadence-dataset heavy|typical PATH [--today YYYY-MM-DD|now]"
var arguments = Array(CommandLine.arguments.dropFirst())
var today = DatasetProfile.defaultToday
if let index = arguments.firstIndex(of: "--today"), index + 1 < arguments.count {
    let value = arguments[index + 1]
    if value == "now" {
        let zone = TimeZone(identifier: "Europe/Paris") ?? .current
        today = UserCalendar(timeZone: zone).day(containing: Date())
    } else if let day = Day(value) {
        today = day
    } else {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        exit(2)
    }
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.count == 2, ["heavy", "typical"].contains(arguments[0]) else {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(2)
}
let path = arguments[1]
guard !FileManager.default.fileExists(atPath: path) else {
    FileHandle.standardError.write(Data("cadence-dataset: \(path) already exists\n".utf8))
    exit(1)
}
do {
    let profile = arguments[0] == "heavy" ? DatasetProfile.heavy(today: today) : DatasetProfile.typical(today: today)
    let started = Date()
    let store = try SQLiteStore(path: path)
    let dataset = try await DatasetGenerator.fill(store, profile: profile)
    // As after an import (docs/domain-rules.md §6): awards, unlocks and the stored derived state.
    try await CadenceService(store: store, environment: .fixed(dataset.now)).recalculateProgress(for: dataset.user)
    let seconds = Date().timeIntervalSince(started)
    print(
        "\(profile.name) dataset in \(path): user \(dataset.user), \(dataset.habits.count) habits, "
            + "\(dataset.checkInCount) check-ins, \(dataset.skippedDayCount) skipped days, "
            + "\(profile.firstDay) to \(profile.today) (\(String(format: "%.1f", seconds)) s)")
} catch {
    FileHandle.standardError.write(Data("cadence-dataset: \(error)\n".utf8))
    exit(1)
}
