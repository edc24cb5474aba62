import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The Nudge button on the Partners page and the "Partner news" card in Settings (docs/web.md
/// "Partners"; docs/domain-rules.md "§27 Nudges and partner news"): a form per shared habit under
/// the tiles (the tiles keep no control), once a day (409 with the reason the second time); the
/// three switches and the quiet hours saved from Settings, a bad time refused with 422.
@Suite struct NudgePagesTests {
    @Test func aNudgeButtonPerSharedHabitOnceADay() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let invited = try await alice.post("/partners/invites")
            let url = try #require(invited.between("id=\"partner-invite-url\" href=\"", and: "\""))
            let code = try #require(url.split(separator: "=").last.map(String.init))
            #expect(try await bob.post("/partners/accept", [("code", code)]).status == .seeOther)
            let partner = try #require(try await server.store.partnerships(of: bob.user).first?.id)
            let run = try await alice.api.createHabit(#"{"name": "Run"}"#)
            #expect(try await alice.post("/habits/\(run)/sharing", [("share", "all")]).status == .seeOther)

            let page = try await bob.get("/partners")
            let button = "id=\"nudge-partner-\(partner)-habit-\(run)\""
            #expect(page.text.contains(button) && page.text.contains("action=\"/partners/\(partner)/habits/\(run)/nudge\""))
            let tiles = try #require(page.between("id=\"partner-\(partner)-habits\">", and: "</ul>"))
            #expect(!tiles.contains("<form") && !tiles.contains("<button"), "the tile itself keeps no control")
            let sent = try await bob.post("/partners/\(partner)/habits/\(run)/nudge")
            #expect(sent.status == .seeOther, "\(sent.status)")
            let again = try await bob.post("/partners/\(partner)/habits/\(run)/nudge")
            #expect(again.status == .conflict && again.text.contains("already nudged"), "\(again.status)")
            #expect(try await alice.post("/partners/\(partner)/habits/\(run)/nudge").status == .notFound, "her own habit")
        }
    }

    @Test func thePartnerNewsCardSavesTheSwitchesAndQuietHours() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, _) = try await PageVisitor.twoUsers(on: api.client)
            let settings = try await alice.get("/settings")
            for needle in [
                "id=\"partner-news-form\"", "id=\"news-nudges\" name=\"nudges\" checked", "id=\"news-partner-completed\"",
                "id=\"news-overtaken\"", "id=\"news-quiet-start\"", "id=\"news-quiet-end\"",
            ] {
                #expect(settings.text.contains(needle), "no \(needle) on /settings")
            }
            let saved = try await alice.post(
                "/settings/partner-news", [("partnerCompleted", "on"), ("quietStart", "22:00"), ("quietEnd", "07:00")])
            #expect(saved.status == .seeOther)
            let stored = try await server.store.partnerNewsSettings(of: alice.user)
            #expect(stored == PartnerNewsSettings(nudges: false, partnerCompleted: true, overtaken: false, quietStart: 1_320, quietEnd: 420))
            let bad = try await alice.post("/settings/partner-news", [("nudges", "on"), ("quietStart", "25:00"), ("quietEnd", "07:00")])
            #expect(bad.status == .unprocessableContent)
            #expect(try await server.store.partnerNewsSettings(of: alice.user).nudges == false, "nothing changed")
        }
    }
}
