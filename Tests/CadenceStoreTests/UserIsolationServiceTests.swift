import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §8: two users in one store never see or touch each other's data.
@Suite struct UserIsolationServiceTests {
    @Test func anotherUsersHabitIsIndistinguishableFromAMissingOne() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let read = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        let checkIn = try #require(try await service.addCheckIn(to: read.id, for: fixture.user).first)
        let aliceBefore = try await fixture.snapshot()

        let attempts: [(String, () async throws -> Void)] = [
            ("get", { _ = try await service.habit(read.id, of: bob) }),
            ("resolve", { _ = try await service.resolveHabit("Read", of: bob) }),
            ("edit", { _ = try await service.updateHabit(read.id, with: HabitDraft(name: "Mine"), for: bob) }),
            ("archive", { _ = try await service.archiveHabit(read.id, for: bob) }),
            ("delete", { try await service.deleteHabit(read.id, for: bob) }),
            ("move", { _ = try await service.moveHabit(read.id, toPosition: 1, for: bob) }),
            ("check in", { try await service.addCheckIn(to: read.id, for: bob) }),
            ("set", { try await service.setDayTotal(of: read.id, for: bob, to: 3) }),
            ("undo", { try await service.undoCheckIn(of: read.id, for: bob) }),
            ("delete check-in", { try await service.deleteCheckIn(checkIn.id, for: bob) }),
            ("skip", { try await service.setSkipped(true, habit: read.id, for: bob, from: Day("2026-03-10")!, through: Day("2026-03-10")!) }),
            ("rate", { _ = try await service.setDifficulty(3, habit: read.id, for: bob) }),
            ("stats", { _ = try await service.statistics(of: read.id, for: bob) }),
            ("entries", { _ = try await service.entries(of: read.id, for: bob) }),
        ]
        for (name, attempt) in attempts {
            await #expect(Comment(rawValue: name)) { try await attempt() } throws: { error in
                (error as? CadenceError)?.code == .notFound
            }
        }
        #expect(try await fixture.snapshot() == aliceBefore)
        #expect(try await service.habits(of: bob, includeArchived: true).isEmpty)
        #expect(try await service.todayList(for: bob).habits.isEmpty)
        #expect(try await service.overview(for: bob).isEmpty)
        #expect(try await service.timeOfDayHistogram(for: bob).reduce(0, +) == 0)
        let aliceCategory = try #require(aliceBefore.categories.first)
        await #expect { try await service.renameCategory(aliceCategory.id, to: "Mine", for: bob) } throws: { error in
            (error as? CadenceError)?.code == .notFound
        }
        await #expect { try await service.createHabit(HabitDraft(name: "X", categoryID: aliceCategory.id), for: bob) } throws: { error in
            (error as? CadenceError)?.code == .notFound
        }
        #expect(try await fixture.snapshot() == aliceBefore)
    }

    @Test func bothUsersMayUseTheSameHabitName() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "UTC"))
        _ = try await service.createHabit(HabitDraft(name: "Read"), for: fixture.user)
        _ = try await service.createHabit(HabitDraft(name: "Read"), for: bob)
        #expect(try await service.habits(of: bob).count == 1)
        #expect(try await service.categories(of: bob).count == 4)
    }
}
