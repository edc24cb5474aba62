import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation

@testable import CadenceServices

/// A real SQLite store (in memory) with one user in Europe/Paris, and services at chosen instants.
struct ServiceFixture {
    let store: any CadenceStore
    let user: UserID
    let zone: TimeZone
    /// 2026-03-18, a Wednesday, 12:00 in Paris.
    static let defaultNow = instant("2026-03-18T11:00:00Z")

    init(zone: String = "Europe/Paris", dayStart: Int = 0, weekStart: Weekday = .monday) async throws {
        let store = try SQLiteStore.inMemory()
        self.store = store
        self.zone = TimeZone(identifier: zone)!
        let settings = UserSettings(timeZoneIdentifier: zone, dayStartHour: dayStart, weekStart: weekStart)
        user = try await CadenceService(store: store, environment: .fixed(Self.defaultNow))
            .createUser(name: "alice", settings: settings)
    }

    /// The services as of `now` (default: 2026-03-18 12:00 Paris).
    func service(at now: Date = ServiceFixture.defaultNow) -> CadenceService {
        CadenceService(store: store, environment: .fixed(now))
    }

    /// Services at 12:00 local time on `day`.
    func service(on day: String, hour: Int = 12, minute: Int = 0) -> CadenceService {
        let calendar = UserCalendar(timeZone: zone)
        return service(at: calendar.instant(on: Day(day)!, hour: hour, minute: minute))
    }

    /// Everything the user can observe, to compare before and after a refused operation.
    func snapshot(of user: UserID? = nil) async throws -> StoreSnapshot {
        let user = user ?? self.user
        return StoreSnapshot(
            habits: try await store.habits(of: user, includeArchived: true),
            categories: try await store.categories(of: user),
            checkIns: try await store.checkIns(of: user, habit: nil, from: nil, through: nil),
            dayRecords: try await store.dayRecords(of: user, habits: nil, from: nil, through: nil),
            settings: try await store.settings(of: user))
    }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }
}

/// A user's whole observable state.
struct StoreSnapshot: Equatable {
    var habits: [Habit]
    var categories: [CadenceCore.Category]
    var checkIns: [CheckIn]
    var dayRecords: [DayRecord]
    var settings: UserSettings
}
