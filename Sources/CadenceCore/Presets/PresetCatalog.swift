/// The 25 presets (docs/domain-rules.md §2), with default targets.
///
/// docs/domain-rules.md §2: static data, not stored. "Decrease caffeine", "Decrease calories intake",
/// "Don't smoke" and "Don't bite nails" are quit habits: their target is a daily limit.
public enum PresetCatalog {
    public static let all: [Preset] = [
        Preset(
            id: "fitness.walk", name: "Walk", categoryName: "Fitness",
            goal: Goal(type: .distance, unit: "km", target: 3), icon: "figure.walk", color: "green"),
        Preset(
            id: "fitness.run", name: "Run", categoryName: "Fitness",
            goal: Goal(type: .distance, unit: "km", target: 5), icon: "figure.run", color: "orange"),
        Preset(
            id: "fitness.bike", name: "Bike", categoryName: "Fitness",
            goal: Goal(type: .distance, unit: "km", target: 10), icon: "bicycle", color: "teal"),
        Preset(
            id: "fitness.pushups", name: "Push ups", categoryName: "Fitness",
            goal: Goal(type: .repetitions, unit: "times", target: 20), icon: "figure.strengthtraining.traditional", color: "red"),
        Preset(
            id: "fitness.pullups", name: "Pull ups", categoryName: "Fitness",
            goal: Goal(type: .repetitions, unit: "times", target: 10), icon: "figure.strengthtraining.functional", color: "red"),
        Preset(
            id: "fitness.gym", name: "Gym", categoryName: "Fitness",
            goal: Goal(type: .time, unit: "min", target: 60), icon: "dumbbell", color: "indigo"),
        Preset(
            id: "fitness.swim", name: "Swim", categoryName: "Fitness",
            goal: Goal(type: .time, unit: "min", target: 30), icon: "figure.pool.swim", color: "cyan"),
        Preset(
            id: "health.meditate", name: "Meditate", categoryName: "Health",
            goal: Goal(type: .time, unit: "min", target: 10), icon: "brain.head.profile", color: "purple"),
        Preset(
            id: "health.healthyMeal", name: "Eat a healthy meal", categoryName: "Health",
            goal: .simple(), icon: "fork.knife", color: "green"),
        Preset(
            id: "health.journal", name: "Write journal", categoryName: "Health",
            goal: Goal(type: .time, unit: "min", target: 10), icon: "book.closed", color: "brown"),
        Preset(
            id: "health.walkDog", name: "Walk the dog", categoryName: "Health",
            goal: Goal(type: .time, unit: "min", target: 30), icon: "pawprint", color: "yellow"),
        Preset(
            id: "health.vitamins", name: "Take vitamins", categoryName: "Health",
            goal: .simple(), icon: "pills", color: "orange"),
        Preset(
            id: "health.drinkWater", name: "Drink water", categoryName: "Health",
            goal: Goal(type: .cups, unit: "cups", target: 8), icon: "drop", color: "blue"),
        Preset(
            id: "health.decreaseCaffeine", name: "Decrease caffeine", categoryName: "Health", kind: .quit,
            goal: Goal(type: .cups, unit: "cups", target: 2), icon: "cup.and.saucer", color: "brown"),
        Preset(
            id: "health.decreaseCalories", name: "Decrease calories intake", categoryName: "Health", kind: .quit,
            goal: Goal(type: .calories, unit: "kcal", target: 2000), icon: "flame", color: "red"),
        Preset(
            id: "health.dontSmoke", name: "Don't smoke", categoryName: "Health", kind: .quit,
            goal: Goal(type: .none, unit: nil, target: 0), icon: "nosign", color: "gray"),
        Preset(
            id: "health.dontBiteNails", name: "Don't bite nails", categoryName: "Health", kind: .quit,
            goal: Goal(type: .none, unit: nil, target: 0), icon: "hand.raised", color: "pink"),
        Preset(
            id: "health.daylight", name: "Time in daylight", categoryName: "Health",
            goal: Goal(type: .time, unit: "min", target: 30), icon: "sun.max", color: "yellow"),
        Preset(
            id: "health.bedTimeEarly", name: "Bed time early", categoryName: "Health",
            goal: .simple(), icon: "bed.double", color: "indigo"),
        Preset(
            id: "health.washHands", name: "Wash hands", categoryName: "Health",
            goal: .simple(), icon: "hands.sparkles", color: "cyan"),
        Preset(
            id: "social.callParents", name: "Call parents", categoryName: "Social",
            goal: Goal(type: .time, unit: "min", target: 15), icon: "phone", color: "mint"),
        Preset(
            id: "social.callFriend", name: "Call a friend", categoryName: "Social",
            goal: Goal(type: .time, unit: "min", target: 15), icon: "phone.bubble", color: "mint"),
        Preset(
            id: "social.askFriendOut", name: "Ask a friend out", categoryName: "Social",
            goal: .simple(), icon: "person.2", color: "pink"),
        Preset(
            id: "social.kissPartner", name: "Kiss partner", categoryName: "Social",
            goal: .simple(), icon: "heart", color: "red"),
        Preset(
            id: "learning.learnLanguage", name: "Learn a language", categoryName: "Learning",
            goal: Goal(type: .time, unit: "min", target: 15), icon: "character.book.closed", color: "purple"),
    ]

    /// The preset with this identifier.
    public static func preset(id: String) -> Preset? {
        all.first { $0.id == id }
    }

    /// The presets of one category (case-insensitive name).
    public static func presets(inCategory name: String) -> [Preset] {
        all.filter { $0.categoryName.lowercased() == name.lowercased() }
    }
}
