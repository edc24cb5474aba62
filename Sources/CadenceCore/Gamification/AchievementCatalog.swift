/// docs/domain-rules.md §6: the static achievement catalog (id, title, description, icon, category,
/// requirement and target, XP reward). Progress is `min(value, target)`; unlocking happens
/// once, awards the XP, and is kept even if the facts later fall below the target.
public enum AchievementCatalog {
    public static let all: [Achievement] = [
        Achievement(
            id: "first-check-in", title: "First step", description: "Record your first check-in.",
            icon: "checkmark.circle", category: "milestones", requirement: .checkIns, target: 1, xp: 10),
        Achievement(
            id: "check-ins-10", title: "Getting going", description: "Record 10 check-ins.",
            icon: "10.circle", category: "volume", requirement: .checkIns, target: 10, xp: 25),
        Achievement(
            id: "check-ins-100", title: "Centurion", description: "Record 100 check-ins.",
            icon: "100.circle", category: "volume", requirement: .checkIns, target: 100, xp: 100),
        Achievement(
            id: "check-ins-1000", title: "Thousandfold", description: "Record 1,000 check-ins.",
            icon: "star.circle", category: "volume", requirement: .checkIns, target: 1000, xp: 500),
        Achievement(
            id: "first-perfect-day", title: "Perfect day", description: "Meet every habit due in one day.",
            icon: "sun.max", category: "milestones", requirement: .perfectDays, target: 1, xp: 25),
        Achievement(
            id: "global-streak-3", title: "Three in a row", description: "Reach a 3-day streak of perfect days.",
            icon: "flame", category: "consistency", requirement: .globalStreak, target: 3, xp: 50),
        Achievement(
            id: "global-streak-7", title: "Perfect week streak", description: "Reach a 7-day streak of perfect days.",
            icon: "flame.fill", category: "consistency", requirement: .globalStreak, target: 7, xp: 100),
        Achievement(
            id: "global-streak-30", title: "Month of mastery", description: "Reach a 30-day streak of perfect days.",
            icon: "crown", category: "consistency", requirement: .globalStreak, target: 30, xp: 300),
        Achievement(
            id: "global-streak-100", title: "Unstoppable", description: "Reach a 100-day streak of perfect days.",
            icon: "bolt.circle", category: "consistency", requirement: .globalStreak, target: 100, xp: 1000),
        Achievement(
            id: "habit-streak-21", title: "Habit formed", description: "Keep one habit going for 21 days in a row.",
            icon: "leaf", category: "consistency", requirement: .habitStreak, target: 21, xp: 150),
        Achievement(
            id: "habits-created-5", title: "Collector", description: "Create 5 habits.",
            icon: "square.stack", category: "milestones", requirement: .habitsCreated, target: 5, xp: 25),
        Achievement(
            id: "habits-created-10", title: "Architect", description: "Create 10 habits.",
            icon: "square.stack.3d.up", category: "milestones", requirement: .habitsCreated, target: 10, xp: 50),
        Achievement(
            id: "perfect-week", title: "Flawless week", description: "Finish a whole calendar week of tracking without an imperfect day.",
            icon: "calendar", category: "consistency", requirement: .perfectWeeks, target: 1, xp: 100),
        Achievement(
            id: "comeback", title: "Comeback", description: "Rebuild a 3-day streak after losing one.",
            icon: "arrow.uturn.up", category: "consistency", requirement: .comebacks, target: 1, xp: 75),
    ]

    /// The achievement with this id.
    public static func achievement(id: String) -> Achievement? {
        all.first { $0.id == id }
    }

    /// The achievements whose target the facts reach and that are not yet unlocked.
    public static func newlyReached(by facts: AchievementFacts, unlocked: Set<String>) -> [Achievement] {
        all.filter { !unlocked.contains($0.id) && facts.value(for: $0.requirement) >= $0.target }
    }
}
