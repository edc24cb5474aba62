import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/sync.md "Reminders and pauses": a reminder is a field of its habit (`reminders`) and a
/// pause is skipped days (`dayrecord`), so both travel with the spaces that hold them — a
/// reminder added on one device and a pause made on the other, then the reminder turned off.
public enum ReminderPauseSyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Europe/Paris")
        let (clock, a, b) = (world.clock, world.a, world.b)
        func settle() async throws {
            for device in [a, b, a] { _ = try #require(try await device.sync(batchSize: 50)) }
        }
        func reminders(_ device: SyncDevice) async throws -> [String] {
            try await device.service.reminders(of: device.user).map { "\($0.reminder.timeText) \($0.reminder.isActive)" }
        }
        func pauses(_ device: SyncDevice) async throws -> [String] {
            try await device.service.pauses(for: device.user).map { "\($0.from)…\($0.through) \($0.habits.map(\.name))" }
        }
        let today = try await a.service.today(for: a.user)
        let read = try await a.service.createHabit(HabitDraft(name: "Read", startDay: today.adding(days: -10)), for: a.user)
        try await settle()
        let readB = try #require(try await b.service.habits(of: b.user).first)

        clock.advance(seconds: 60)
        _ = try await a.service.addReminder(Reminder(hour: 7, minute: 30, weekdays: Set(Weekday.allCases)), to: read.id, for: a.user)
        clock.advance(seconds: 60)
        try await b.service.pause(habits: [readB.id], from: today.adding(days: 1), through: today.adding(days: 3), for: b.user)
        try await settle()
        for device in [a, b] {
            #expect(try await reminders(device) == ["07:30 true"], "the reminder travels to \(device.name)")
            #expect(try await pauses(device) == ["\(today.adding(days: 1))…\(today.adding(days: 3)) [\"Read\"]"], "the pause travels")
        }
        let reminderB = try #require(try await b.service.reminders(of: b.user).first)
        clock.advance(seconds: 60)
        _ = try await b.service.setReminderActive(false, reminderB.id, for: b.user)
        try await settle()
        #expect(try await reminders(a) == ["07:30 false"], "a reminder edit travels")
    }
}
