/// The built-in texts that are data rather than code — the preset habits' names and the
/// achievements' titles and descriptions — in the localizer's language (docs/domain-rules.md §23
/// "Built-in names"). Keyed by their stable ids, so this leaf module needs no model type; an id
/// it does not know keeps its English text (a test in CadenceLocalizationTests makes sure every
/// preset and achievement has its wording here).
extension Localizer {
    /// A preset habit's name: `Walk`, `Spazieren gehen`.
    public func presetName(id: String, english: String) -> String {
        switch id {
        case "fitness.walk": localized("Walk")
        case "fitness.run": localized("Run")
        case "fitness.bike": localized("Bike")
        case "fitness.pushups": localized("Push ups")
        case "fitness.pullups": localized("Pull ups")
        case "fitness.gym": localized("Gym")
        case "fitness.swim": localized("Swim")
        case "health.meditate": localized("Meditate")
        case "health.healthyMeal": localized("Eat a healthy meal")
        case "health.journal": localized("Write journal")
        case "health.walkDog": localized("Walk the dog")
        case "health.vitamins": localized("Take vitamins")
        case "health.drinkWater": localized("Drink water")
        case "health.decreaseCaffeine": localized("Decrease caffeine")
        case "health.decreaseCalories": localized("Decrease calories intake")
        case "health.dontSmoke": localized("Don't smoke")
        case "health.dontBiteNails": localized("Don't bite nails")
        case "health.daylight": localized("Time in daylight")
        case "health.bedTimeEarly": localized("Bed time early")
        case "health.washHands": localized("Wash hands")
        case "social.callParents": localized("Call parents")
        case "social.callFriend": localized("Call a friend")
        case "social.askFriendOut": localized("Ask a friend out")
        case "social.kissPartner": localized("Kiss partner")
        case "learning.learnLanguage": localized("Learn a language")
        default: english
        }
    }

    /// An achievement's title.
    public func achievementTitle(id: String, english: String) -> String {
        switch id {
        case "first-check-in": localized("First step")
        case "check-ins-10": localized("Getting going")
        case "check-ins-100": localized("Centurion")
        case "check-ins-1000": localized("Thousandfold")
        case "first-perfect-day": localized("Perfect day")
        case "global-streak-3": localized("Three in a row")
        case "global-streak-7": localized("Perfect week streak")
        case "global-streak-30": localized("Month of mastery")
        case "global-streak-100": localized("Unstoppable")
        case "habit-streak-21": localized("Habit formed")
        case "habits-created-5": localized("Collector")
        case "habits-created-10": localized("Architect")
        case "perfect-week": localized("Flawless week")
        case "comeback": localized("Comeback")
        default: english
        }
    }

    /// An achievement's description.
    public func achievementDescription(id: String, english: String) -> String {
        switch id {
        case "first-check-in": localized("Record your first check-in.")
        case "check-ins-10": localized("Record 10 check-ins.")
        case "check-ins-100": localized("Record 100 check-ins.")
        case "check-ins-1000": localized("Record 1,000 check-ins.")
        case "first-perfect-day": localized("Meet every habit due in one day.")
        case "global-streak-3": localized("Reach a 3-day streak of perfect days.")
        case "global-streak-7": localized("Reach a 7-day streak of perfect days.")
        case "global-streak-30": localized("Reach a 30-day streak of perfect days.")
        case "global-streak-100": localized("Reach a 100-day streak of perfect days.")
        case "habit-streak-21": localized("Keep one habit going for 21 days in a row.")
        case "habits-created-5": localized("Create 5 habits.")
        case "habits-created-10": localized("Create 10 habits.")
        case "perfect-week": localized("Finish a whole calendar week of tracking without an imperfect day.")
        case "comeback": localized("Rebuild a 3-day streak after losing one.")
        default: english
        }
    }
}
