import ArgumentParser
import CadenceCore

/// `--period day|week|month`: the goal's measurement duration.
enum PeriodChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case day, week, month

    var period: GoalPeriod {
        switch self {
        case .day: .day
        case .week: .week
        case .month: .month
        }
    }
}
