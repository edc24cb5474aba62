import ArgumentParser
import CadenceCore

/// A set of weekdays for `--on`, read by `Weekday.list(_:)` (docs/domain-rules.md §1
/// "Days as written"): `mon,wed,fri`, ISO numbers `1,3,5`, `weekdays` or `weekends`.
struct WeekdayList: ExpressibleByArgument, Equatable, Sendable {
    let days: Set<Weekday>

    init?(argument: String) {
        guard let days = Weekday.list(argument) else { return nil }
        self.days = days
    }
}
