/// The typical database file after VACUUM, beside a bare SQLite file of the same check-ins.
enum SizeMeasure {
    /// Target: 1 MB (10^6 bytes), ten times stricter than the 10 MB docs/benchmarks.md allows.
    static let targetBytes = 1_000_000.0
    /// docs/benchmarks.md "Issue #36: the bench rows": at most 40 bytes per check-in.
    static let targetBytesPerCheckIn = 40.0

    static func run(_ fixture: DatasetFixture, minimalPath: String) throws -> [BenchResult] {
        let size = Double(try FileSizes.vacuumedSize(of: fixture.path))
        let minimal = Double(try FileSizes.minimalSize(of: fixture.path, copyTo: minimalPath))
        let count = Double(fixture.dataset.checkInCount)
        return [
            BenchResult(
                measure: "typical file after VACUUM", unit: "bytes", median: size, baseline: minimal, target: targetBytes,
                note: "\(fixture.dataset.checkInCount) check-ins, \(fixture.dataset.habits.count) habits; baseline = the same "
                    + "check-ins (habit, day, at, amount, note) alone in a bare table, no index, vacuumed"),
            BenchResult(
                measure: "typical bytes per check-in", unit: "bytes/check-in", median: size / count, baseline: minimal / count,
                target: targetBytesPerCheckIn),
        ]
    }
}
