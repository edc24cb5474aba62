import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// The reminder planner and the dashboard on the heavy dataset (docs/domain-rules.md §9, §12),
/// each beside a raw read of the rows they need.
extension ReadMeasures {
    static let plannerTarget = 10.0
    static let dashboardTarget = 20.0
    /// docs/benchmarks.md "Issue #36: the bench rows": at most twice its raw reads.
    static let dashboardRatioTarget = 2.0

    /// `CadenceService.reminderFirings` for the next 24 hours (what `remind due` and every
    /// delivery pass compute), at noon of the dataset's last day.
    func reminderPlan() async throws -> BenchResult {
        let today = fixture.dataset.profile.today
        let calendar = UserCalendar(timeZone: TimeZone(identifier: "UTC") ?? .current)
        let noon = calendar.instant(on: today, hour: 12, minute: 0)
        let planner = service.with(environment: .fixed(noon))
        let ids = fixture.dataset.habits.map(\.id)
        let first = Int64(today.adding(days: -31).ordinal)
        let last = Int64(today.adding(days: 2).ordinal)
        let (engine, baseline) = try await context.sampler.compare(
            context.medium,
            engine: { _ in _ = try await planner.reminderFirings(for: user) },
            baseline: { _ in _ = try raw.today(habits: ids, from: first, through: last) })
        return BenchResult(
            measure: "reminders due in 24 h (heavy)", engine: engine, baseline: baseline, target: Self.plannerTarget,
            note: "CadenceService.reminderFirings over \(ids.count) habits (reminders on half); raw: settings, habit rows, "
                + "per habit its check-ins and day records of the month around today")
    }

    /// `CadenceService.dashboard`: the five cards (today's list, every area's facts).
    func dashboard() async throws -> BenchResult {
        let today = fixture.dataset.profile.today
        let ids = fixture.dataset.habits.map(\.id)
        let first = Int64(today.adding(days: -63).ordinal)
        let last = Int64(today.ordinal)
        let (engine, baseline) = try await context.sampler.compare(
            context.medium,
            engine: { _ in _ = try await service.dashboard(for: user) },
            baseline: { _ in _ = try raw.today(habits: ids, from: first, through: last) })
        return BenchResult(
            measure: "dashboard (heavy)", engine: engine, baseline: baseline, target: Self.dashboardTarget,
            ratioTarget: Self.dashboardRatioTarget,
            note: "CadenceService.dashboard: today's list plus the Life OS areas (empty in this dataset); raw: the today "
                + "list's rows")
    }
}
