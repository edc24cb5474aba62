import CadenceCore
import CadenceServices
import CadenceStorage

/// The read measures on the heavy dataset, each beside the raw read of the same rows.
struct ReadMeasures {
    static let todayTarget = 5.0
    static let habitStatisticsTarget = 2.0
    static let allStatisticsTarget = 50.0
    static let statisticsRatioTarget = 2.0
    /// The days back today's list covers (`CadenceService.todayLookbackDays`).
    static let todayLookbackDays = 63

    let fixture: DatasetFixture
    let context: BenchContext
    let service: CadenceService
    let raw: RawReads

    init(fixture: DatasetFixture, context: BenchContext) throws {
        self.fixture = fixture
        self.context = context
        service = try fixture.openService()
        raw = try RawReads(path: fixture.path, user: fixture.dataset.user)
    }

    var user: UserID { fixture.dataset.user }
    private var habitIDs: [HabitID] { fixture.dataset.habits.map(\.id) }

    /// `CadenceService.todayList`: every active habit's today item, streak and the done/total summary.
    func todayList() async throws -> BenchResult {
        let today = fixture.dataset.profile.today
        let first = Int64(today.adding(days: -Self.todayLookbackDays).ordinal)
        let last = Int64(today.ordinal)
        let ids = habitIDs
        let (engine, baseline) = try await context.sampler.compare(
            context.medium,
            engine: { _ in _ = try await service.todayList(for: user) },
            baseline: { _ in _ = try raw.today(habits: ids, from: first, through: last) })
        return BenchResult(
            measure: "today list + summary (heavy)", engine: engine, baseline: baseline, target: Self.todayTarget,
            note: "CadenceService.todayList over \(ids.count) habits; raw: settings, habit rows, then per habit its "
                + "check-ins (summed per day while stepping) and day records of the last \(Self.todayLookbackDays) days, "
                + "one index range each")
    }

    /// `CadenceService.statistics`: both streaks, the 30-day window, the trend and the score of
    /// one habit, cycling through all habits of the mix.
    func habitStatistics() async throws -> BenchResult {
        let ids = habitIDs
        guard !ids.isEmpty else { throw BenchError(description: "the heavy dataset has no habits") }
        let (engine, baseline) = try await context.sampler.compare(
            context.cheap,
            engine: { iteration in
                _ = try await service.statistics(of: Self.pick(ids, iteration), for: user)
            },
            baseline: { iteration in _ = try raw.habitStatistics(Self.pick(ids, iteration)) })
        return BenchResult(
            measure: "one habit's statistics (heavy)", engine: engine, baseline: baseline,
            target: Self.habitStatisticsTarget, ratioTarget: Self.statisticsRatioTarget,
            note: "CadenceService.statistics, cycling through the \(ids.count) habits (10 years each); raw: settings, "
                + "the habit row, its check-ins (summed per day while stepping) and its day records")
    }

    /// `CadenceService.overview`: every active habit's statistics.
    func allStatistics() async throws -> BenchResult {
        let (engine, baseline) = try await context.sampler.compare(
            context.expensive,
            engine: { _ in _ = try await service.overview(for: user) },
            baseline: { _ in _ = try raw.allStatistics() })
        return BenchResult(
            measure: "statistics of all \(habitIDs.count) habits (heavy)", engine: engine, baseline: baseline,
            target: Self.allStatisticsTarget, ratioTarget: Self.statisticsRatioTarget,
            note: "CadenceService.overview; raw: settings, habit rows, all check-ins in index order (summed per "
                + "habit and day while stepping) and all day records")
    }

    private static func pick(_ ids: [HabitID], _ iteration: Int) -> HabitID {
        ids[((iteration % ids.count) + ids.count) % ids.count]
    }
}
