import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

@Suite struct CategoryAndSettingsServiceTests {
    @Test func fourPresetCategoriesAreSeededOncePerUser() async throws {
        let fixture = try await ServiceFixture()
        let categories = try await fixture.service().categories(of: fixture.user)
        #expect(categories.map(\.name) == ["Health", "Fitness", "Learning", "Social"])
        #expect(categories.map(\.sortOrder) == [0, 1, 2, 3])
        #expect(categories.allSatisfy { $0.isPreset })
    }

    @Test func userCategoriesCanBeAddedRenamedMovedAndDeleted() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let mine = try await service.addCategory(named: "My goals", for: fixture.user)
        #expect(!mine.isPreset)
        let habit = try await service.createHabit(HabitDraft(name: "Plan", categoryID: mine.id), for: fixture.user)
        _ = try await service.renameCategory(mine.id, to: "Goals", for: fixture.user)
        let moved = try await service.moveCategory(mine.id, toPosition: 1, for: fixture.user)
        #expect(moved.map(\.name) == ["Goals", "Health", "Fitness", "Learning", "Social"])
        try await service.deleteCategory(mine.id, for: fixture.user)
        #expect(try await service.habit(habit.id, of: fixture.user).categoryID == nil)
        #expect(try await service.categories(of: fixture.user).count == 4)
    }

    @Test func presetCategoriesCannotBeDeletedAndNamesAreUnique() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let health = try await service.resolveCategory("health", of: fixture.user)
        let before = try await fixture.snapshot()
        await #expect { try await service.deleteCategory(health.id, for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .presetCategoryLocked
        }
        await #expect { try await service.addCategory(named: "FITNESS", for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .nameDuplicate
        }
        await #expect { try await service.addCategory(named: "", for: fixture.user) } throws: { error in
            (error as? CadenceError)?.code == .nameEmpty
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func settingsAreValidatedBeforeSaving() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let saved = try await service.updateSettings(of: fixture.user) {
            $0.dayStartHour = 4
            $0.weekStart = .sunday
            $0.onboardingCompleted = true
        }
        #expect(try await service.settings(of: fixture.user) == saved)
        let before = try await fixture.snapshot()
        await #expect { try await service.updateSettings(of: fixture.user) { $0.timeZoneIdentifier = "Mars/Olympus" } } throws: { error in
            (error as? CadenceError)?.code == .timeZoneUnknown
        }
        await #expect { try await service.updateSettings(of: fixture.user) { $0.dayStartHour = 24 } } throws: { error in
            (error as? CadenceError)?.code == .dayStartOutOfRange
        }
        await #expect { try await service.updateSettings(of: fixture.user) { $0.weekStart = .wednesday } } throws: { error in
            (error as? CadenceError)?.code == .weekStartInvalid
        }
        #expect(try await fixture.snapshot() == before)
    }
}
