import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The settings page's reminders card (docs/domain-rules.md §9): a vacation for every active
/// habit, the calendar feed shown once and revoked, channels added (a webhook's secret once) and
/// deleted; refusals change nothing.
@Suite struct WebReminderSettingsTests {
    @Test func vacationFeedAndChannels() async throws {
        let server = try TestServer(configuration: NotifyRouteTests.configuration)
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await WebTodayPageTests.createHabit(alice, [("name", "Read"), ("reminder", "21:00"), ("startDate", "2026-06-01")])
            let page = try await alice.get("/settings")
            for needle in ["id=\"pause-form\"", "id=\"make-feed\"", "id=\"channel-form\"", "id=\"no-channels\"", "id=\"no-pauses\""] {
                #expect(page.text.contains(needle), "no \(needle) on /settings")
            }

            let paused = try await alice.post("/settings/pause", [("from", "2026-06-20"), ("to", "2026-06-22")])
            #expect(paused.status == .seeOther)
            let skipped = try await server.store.dayRecords(of: alice.user, habits: [id], from: nil, through: nil).filter(\.isSkipped)
            #expect(skipped.map(\.day.description) == ["2026-06-20", "2026-06-21", "2026-06-22"])
            // Dates as every other page writes them (docs/web.md "Entries on Today and Health").
            #expect(
                try await alice.get("/settings").text.contains(
                    "<time datetime=\"2026-06-20\">20 Jun</time> – <time datetime=\"2026-06-22\">22 Jun</time>: Read"))
            let backwards = try await alice.post("/settings/pause", [("from", "2026-06-22"), ("to", "2026-06-20")])
            #expect(backwards.status == .unprocessableContent)
            #expect(try await alice.post("/settings/pause", [("from", "2026-06-20"), ("to", "2026-06-22"), ("undo", "1")]).status == .seeOther)
            #expect(try await server.store.dayRecords(of: alice.user, habits: [id], from: nil, through: nil).filter(\.isSkipped).isEmpty)

            let feed = try await alice.post("/settings/calendar-feed")
            #expect(feed.status == .created)
            let url = try #require(feed.between("id=\"new-feed-url\" class=\"secret\">", and: "</code>"))
            let start = try #require(url.range(of: "/calendar/"))
            let path = String(url[start.lowerBound...])
            let calendar = try await api.client.execute(uri: path, method: .get, headers: [:], body: nil)
            #expect(calendar.status == .ok)
            #expect(!(try await alice.get("/settings").text.contains("new-feed-url")), "the address is shown once")
            #expect(try await alice.post("/settings/calendar-feed/revoke").status == .seeOther)
            #expect(try await api.client.execute(uri: path, method: .get, headers: [:], body: nil).status == .notFound)

            let hook = try await alice.post("/settings/channels", [("kind", "webhook"), ("url", "http://127.0.0.1:9/hook")])
            #expect(hook.status == .created && hook.text.contains("id=\"new-channel-secret\""))
            let bad = try await alice.post("/settings/channels", [("kind", "webhook"), ("url", "ftp://x")])
            #expect(bad.status == .unprocessableContent)
            let channels = try await server.store.notificationChannels(of: alice.user)
            #expect(channels.count == 1)
            let channel = try #require(channels.first)
            #expect(try await alice.post("/settings/channels/\(channel.id)/delete").status == .seeOther)
            #expect(try await server.store.notificationChannels(of: alice.user).isEmpty)
        }
    }
}
