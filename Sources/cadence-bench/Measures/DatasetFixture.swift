import CadenceSQLite
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation

/// A generated dataset in a real SQLite file (a WAL `DatabasePool`), closed after filling.
struct DatasetFixture: Sendable {
    let path: String
    let dataset: GeneratedDataset
    /// Wall time of planning and storing the dataset.
    let buildSeconds: Double

    /// Generates `profile` into a new file `<directory>/<profile name>.sqlite` through
    /// `SQLiteStore` and the store contract, then closes the store.
    static func build(_ profile: DatasetProfile, in directory: URL) async throws -> DatasetFixture {
        let path = directory.appendingPathComponent("\(profile.name).sqlite").path
        let clock = ContinuousClock()
        let start = clock.now
        let dataset = try await fill(path: path, profile: profile)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return DatasetFixture(path: path, dataset: dataset, buildSeconds: seconds)
    }

    /// The store lives only in this call, so its connections are closed when it returns.
    /// Like an import, the filled history is followed by a progress recalculation (perfect
    /// days, XP, achievements — docs/domain-rules.md §6), so the store is in the state a real user's is.
    private static func fill(path: String, profile: DatasetProfile) async throws -> GeneratedDataset {
        let store = try SQLiteStore(path: path)
        let dataset = try await DatasetGenerator.fill(store, profile: profile)
        try await CadenceService(store: store, environment: .fixed(dataset.now)).recalculateProgress(for: dataset.user)
        return dataset
    }

    /// A service over a newly opened store on this file, its clock fixed at the dataset's noon.
    func openService() throws -> CadenceService {
        CadenceService(store: try SQLiteStore(path: path), environment: .fixed(dataset.now))
    }
}
