import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// "Notifications on this device" (docs/web.md; docs/domain-rules.md "§15 Web Push"):
/// Settings lists the person's devices and removes one; both Settings and the habit form carry
/// the "Notify this device" button and the place where push.js says where reminders arrive.
@Suite struct WebPushDeviceTests {
    @Test func settingsListsAndRemovesDevicesAndTheFormSaysWhere() async throws {
        let server = try TestServer(configuration: NotifyRouteTests.configuration)
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await WebTodayPageTests.createHabit(alice, [("name", "Read"), ("reminder", "21:00"), ("startDate", "2026-06-01")])
            let empty = try await alice.get("/settings")
            for needle in ["id=\"notify-this-device\"", "id=\"push-state\"", "id=\"no-push-devices\"", "data-push-count=\"0\""] {
                #expect(empty.text.contains(needle), "no \(needle) on /settings")
            }
            #expect(empty.text.contains("No channels: reminders are not delivered."))
            let form = try await alice.get("/habits/\(id)/edit")
            #expect(form.text.contains("id=\"reminder-destination\"") && form.text.contains("id=\"notify-this-device\""))
            #expect(form.text.contains("/assets/push.js?v="), "push.js on every page")

            let device = try await server.store.upsertPushSubscription(
                PushSubscription(
                    endpoint: "https://push.example.net/wpush/1", p256dh: PushRouteTests.p256dh, auth: PushRouteTests.auth,
                    device: "Chrome on Android phone", createdAt: Date()), for: alice.user)
            let listed = try await alice.get("/settings")
            #expect(listed.text.contains("data-subscription-id=\"\(device.id)\"") && listed.text.contains("Chrome on Android phone"))
            #expect(listed.text.contains("No channels: reminders go to the devices above."))
            #expect(try await alice.post("/settings/push/\(device.id + 1)/delete").status == .notFound)
            #expect(try await alice.post("/settings/push/\(device.id)/delete").status == .seeOther)
            #expect(try await server.store.pushSubscriptions(of: alice.user).isEmpty)
        }
    }
}
