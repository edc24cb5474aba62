import CadenceCore

/// The ten kinds of habit a generated dataset cycles through (habit `i` is kind `i % 10`),
/// with how a person keeps each one. See ``DatasetGenerator`` for the mix as a whole.
enum DatasetHabitKind: Int, CaseIterable, Sendable {
    /// Daily, simple (done once).
    case meditate
    /// Daily, measured: 20 pages.
    case read
    /// Monday, Wednesday and Friday, measured: 5 km.
    case run
    /// Daily, measured: 8 cups, often logged in several check-ins.
    case water
    /// Flexible: 3 days a week, simple.
    case gym
    /// Daily, measured: 30 minutes.
    case guitar
    /// Daily, simple, twice a day.
    case floss
    /// Quit: at most 2 coffees a day (baseline 5), or no sweets at all (baseline 3).
    case quit
    /// Weekly goal: 150 minutes of exercise a week, daily schedule.
    case exercise
    /// Monday to Friday, measured: 15 minutes.
    case language

    /// The kind of the habit at `index` in a dataset.
    static func of(index: Int) -> DatasetHabitKind {
        allCases[index % allCases.count]
    }

    /// The habit's definition (id 0, to be assigned by the store) and its preset category's name.
    func definition(index: Int, start: Day) -> (habit: Habit, categoryName: String) {
        let round = index / DatasetHabitKind.allCases.count + 1
        let suffix = round == 1 ? "" : " \(round)"
        let spec = specification(round: round)
        let reminders = index % 2 == 0 ? [Reminder(hour: preferredMinute / 60, minute: preferredMinute % 60)] : []
        let habit = Habit(
            id: 0, name: spec.name + suffix, icon: spec.icon, color: HabitColor.palette[index % HabitColor.palette.count],
            kind: spec.kind, goal: spec.goal, baseline: spec.baseline, schedule: spec.schedule, startDay: start,
            reminders: reminders, sortOrder: index)
        return (habit, spec.category)
    }

    private struct Specification {
        var name: String
        var icon: String
        var category: String
        var kind: HabitKind = .build
        var goal: Goal
        var baseline: Double?
        var schedule: Schedule = .daily
    }

    private func specification(round: Int) -> Specification {
        switch self {
        case .meditate:
            Specification(name: "Meditate", icon: "brain.head.profile", category: "Health", goal: .simple())
        case .read:
            Specification(name: "Read", icon: "book", category: "Learning", goal: Goal(type: .repetitions, unit: "pages", target: 20))
        case .run:
            Specification(
                name: "Run", icon: "figure.run", category: "Fitness", goal: Goal(type: .distance, unit: "km", target: 5),
                schedule: .weekdays([.monday, .wednesday, .friday]))
        case .water:
            Specification(name: "Drink water", icon: "drop", category: "Health", goal: Goal(type: .cups, unit: "cups", target: 8))
        case .gym:
            Specification(name: "Gym", icon: "dumbbell", category: "Fitness", goal: .simple(), schedule: .timesPerWeek(3))
        case .guitar:
            Specification(name: "Practice guitar", icon: "guitars", category: "Learning", goal: Goal(type: .time, unit: "min", target: 30))
        case .floss:
            Specification(name: "Floss", icon: "mouth", category: "Health", goal: .simple(timesPerDay: 2))
        case .quit:
            round % 2 == 1
                ? Specification(
                    name: "Coffee", icon: "cup.and.saucer", category: "Health", kind: .quit,
                    goal: Goal(type: .cups, unit: "cups", target: 2), baseline: 5)
                : Specification(
                    name: "Sweets", icon: "birthday.cake", category: "Health", kind: .quit,
                    goal: Goal(type: .repetitions, unit: "times", target: 0), baseline: 3)
        case .exercise:
            Specification(
                name: "Exercise", icon: "figure.walk", category: "Fitness",
                goal: Goal(type: .time, unit: "min", target: 150, period: .week))
        case .language:
            Specification(
                name: "Spanish", icon: "character.book.closed", category: "Learning", goal: Goal(type: .time, unit: "min", target: 15),
                schedule: .weekdays([.monday, .tuesday, .wednesday, .thursday, .friday]))
        }
    }

    /// When the person usually checks in, in minutes after local midnight.
    var preferredMinute: Int {
        switch self {
        case .meditate: 7 * 60
        case .read: 21 * 60 + 30
        case .run: 7 * 60 + 30
        case .water: 10 * 60
        case .gym: 18 * 60
        case .guitar: 19 * 60
        case .floss: 8 * 60
        case .quit: 9 * 60 + 30
        case .exercise: 17 * 60 + 30
        case .language: 12 * 60 + 30
        }
    }

    /// The granularity amounts are logged in (1 page, 0.5 km, 5 minutes …).
    func step(for goal: Goal) -> Double {
        switch self {
        case .run: 0.5
        case .guitar, .exercise, .language: 5
        default: 1
        }
    }
}
