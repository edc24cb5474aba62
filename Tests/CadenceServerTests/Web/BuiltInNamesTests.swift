import CadenceAPI
import CadenceCore
import CadenceLocalization
import Foundation
import Testing

@testable import CadenceWeb

/// docs/domain-rules.md §23 "Built-in names": every preset habit and every achievement has its
/// wording (the English key of each is exactly the catalog's own text); in German the onboarding
/// and the new-habit page show the presets' German names and create habits by them, and the
/// Achievements page speaks German; English pages are unchanged.
@Suite struct BuiltInNamesTests {
    /// A sentinel no wording returns: an id the wording does not know gives it back.
    private static let unknown = "\u{1}unknown"

    @Test func everyPresetAndAchievementHasItsWording() {
        for preset in PresetCatalog.all {
            #expect(Localizer.english.presetName(id: preset.id, english: Self.unknown) == preset.name, "\(preset.id)")
        }
        for achievement in AchievementCatalog.all {
            #expect(Localizer.english.achievementTitle(id: achievement.id, english: Self.unknown) == achievement.title, "\(achievement.id)")
            #expect(
                Localizer.english.achievementDescription(id: achievement.id, english: Self.unknown) == achievement.description,
                "\(achievement.id)")
        }
        #expect(Localizer.english.presetName(id: "no.such", english: "Walk") == "Walk")
        let german = Localizer(.german)
        #expect(german.presetName(id: "fitness.run", english: "Run") == "Laufen")
        #expect(german.achievementTitle(id: "first-check-in", english: "First step") == "Erster Schritt")
        #expect(Localizer(.arabic).presetName(id: "health.drinkWater", english: "Drink water") == "شرب الماء")
    }

    @Test func germanOnboardingNamesAndCreatesHabitsInGerman() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let picker = try await alice.get("/welcome/habits")
            #expect(picker.text.contains("Such dir ein paar Gewohnheiten aus"))
            #expect(picker.text.contains("Laufen<small>"), "the preset's German name")
            #expect(picker.text.contains("<legend>Fitness</legend>") && picker.text.contains("<legend>Gesundheit</legend>"))
            let empty = try await alice.post("/welcome/habits", [])
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("Wähl mindestens eine Gewohnheit aus"))
            #expect(try await alice.post("/welcome/habits", [("preset", "fitness.run"), ("preset", "health.drinkWater")]).location == "/")
            // The form sent again creates nothing twice: the German names are compared.
            #expect(try await alice.post("/welcome/habits", [("preset", "fitness.run")]).location == "/")
            let names = try await alice.api.get("/api/v1/habits").json.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            #expect(names.sorted() == ["Laufen", "Wasser trinken"])
        }
    }

    @Test func theNewHabitPageCreatesAPresetInThePagesLanguage() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "fr"}"#).status == .ok)
            let page = try await alice.get("/habits/new?category=Fitness")
            #expect(page.text.contains("<h2>À partir d’un modèle</h2>"))
            #expect(page.text.contains(">Courir<small>"))
            let created = try await alice.post("/habits/new/preset", [("preset", "fitness.swim")])
            #expect(created.location == "/today")
            let names = try await alice.api.get("/api/v1/habits").json.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            #expect(names == ["Nager"])
            // Through the API a preset keeps its English name: the API's answers never change with the language.
            let viaAPI = try await alice.api.post("/api/v1/habits", #"{"presetId": "fitness.run"}"#)
            #expect(viaAPI.json["name"]?.stringValue == "Run")
        }
    }

    @Test func theAchievementsPageInGermanAndInEnglish() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let english = try await alice.get("/achievements")
            #expect(english.text.contains("<h1>Achievements</h1>"))
            #expect(english.text.contains("First step</h3>"))
            #expect(english.text.contains("No XP yet: complete every habit due in a day to earn 50 XP."))
            #expect(try await alice.api.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            let german = try await alice.get("/achievements")
            #expect(german.text.contains("<h1>Erfolge</h1>"))
            #expect(german.text.contains("Erster Schritt</h3>"))
            #expect(german.text.contains("Trag deinen ersten Eintrag ein."))
            #expect(german.text.contains("0 von 14 freigeschaltet"))
            #expect(!german.text.contains("First step"))
        }
    }
}
