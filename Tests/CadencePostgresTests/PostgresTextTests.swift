import CadenceCore
import CadencePostgres
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §7 "Text on PostgreSQL": PostgreSQL's text cannot hold U+0000. A write
/// carrying it is refused with `textInvalid` (a validation error, HTTP 422) and changes nothing;
/// a read looking it up answers the same refusal instead of a server error.
@Suite struct PostgresTextTests {
    static let now = Date(timeIntervalSince1970: 1_773_831_600)

    @Test func aNulCharacterIsRefusedAndChangesNothing() async throws {
        try await PostgresTestDatabase.withStore { store in
            let service = CadenceService(store: store, environment: .fixed(Self.now))
            let user = try await service.createUser(name: "nul", settings: UserSettings(timeZoneIdentifier: "UTC"))
            let habit = try await service.createHabit(HabitDraft(name: "Walk", startDay: Day("2026-03-01")!), for: user)
            let before = try await store.dataRevision(of: user)
            // The text rule (§7 "Text") refuses NUL before PostgreSQL sees it, naming the field.
            let note = await #expect(throws: CadenceError.self) {
                _ = try await service.addCheckIn(to: habit.id, for: user, note: "before\u{0}after")
            }
            #expect(note?.code == .textInvalid && note?.field == "note")
            let description = await #expect(throws: CadenceError.self) {
                _ = try await service.createHabit(
                    HabitDraft(name: "Run", description: "fast\u{0}", startDay: Day("2026-03-01")!), for: user)
            }
            #expect(description?.code == .textInvalid && description?.field == "description")
            let refusal = CadenceError(.textInvalid, "text cannot contain the NUL character (U+0000); remove it and try again")
            #expect(try await store.habits(of: user, includeArchived: true).map(\.name) == ["Walk"])
            // Names refuse control characters in every backend before they reach the store.
            await #expect(throws: CadenceError.self) {
                _ = try await service.createHabit(HabitDraft(name: "Wa\u{0}lk", startDay: Day("2026-03-01")!), for: user)
            }
            #expect(try await store.checkIns(of: user, habit: nil, from: nil, through: nil).isEmpty)
            #expect(try await store.dataRevision(of: user) == before)
            await #expect(throws: refusal) {
                _ = try await store.credentials(forUsername: "ad\u{0}a")
            }
        }
    }
}
