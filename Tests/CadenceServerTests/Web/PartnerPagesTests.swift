import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The Partners page and a habit's sharing (docs/web.md "Partners"; docs/domain-rules.md
/// "§25 Partners and shared habits"): an invite shown with its link and QR code,
/// accepted through its link's page, the partner's shared habit as a tile with no control, the
/// sharing form on the habit page; nothing of Alice's reaches Bob's pages once unshared or
/// unpartnered, and Bob's pages never show the rest of Alice's data.
@Suite struct PartnerPagesTests {
    @Test func invitedSharedSeenUnsharedAndEnded() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            #expect(try await alice.get("/settings").text.contains("id=\"settings-partners-link\""))
            let empty = try await alice.get("/partners")
            for needle in ["id=\"partner-invite-form\"", "id=\"partner-accept-form\"", "id=\"partner-code\"", "id=\"no-partners\""] {
                #expect(empty.text.contains(needle), "no \(needle) on /partners")
            }
            let invited = try await alice.post("/partners/invites")
            #expect(invited.status == .created)
            #expect(invited.text.contains("<svg id=\"partner-invite-qr\"") && invited.text.contains("aria-label=\"QR code of the invite link\""))
            let url = try #require(invited.between("id=\"partner-invite-url\" href=\"", and: "\""))
            let code = try #require(url.split(separator: "=").last.map(String.init))
            #expect(url.hasSuffix("/partners/accept?code=\(code)"))

            let link = try await bob.get("/partners/accept?code=\(code)")
            #expect(link.status == .ok && link.text.contains("value=\"\(code)\""), "the link fills the code in and changes nothing")
            #expect(try await server.store.partnerships(of: bob.user).isEmpty)
            let own = try await alice.post("/partners/accept", [("code", code)])
            #expect(own.status == .unprocessableContent && own.text.contains("your own invite"))
            let accepted = try await bob.post("/partners/accept", [("code", code)])
            #expect(accepted.status == .seeOther, "\(accepted.status)")
            let partner = try #require(try await server.store.partnerships(of: bob.user).first?.id)

            let secret = try await alice.api.createHabit(#"{"name": "Secret", "description": "hidden thing"}"#)
            let run = try await alice.api.createHabit(#"{"name": "Run", "description": "knee rehab"}"#)
            _ = try await alice.api.post("/api/v1/habits/\(run)/checkins", #"{"note": "sore knee"}"#)
            let page = try await alice.get("/habits/\(run)")
            for needle in ["id=\"habit-sharing-form\"", "id=\"share-none\" checked", "id=\"share-with-\(partner)\"", "id=\"share-amounts\""] {
                #expect(page.text.contains(needle), "no \(needle) on the habit page")
            }
            #expect(!(try await bob.get("/partners")).text.contains("Run"), "nothing shared yet")
            let saved = try await alice.post("/habits/\(run)/sharing", [("share", "some"), ("with", String(partner))])
            #expect(saved.status == .seeOther)
            #expect(try await alice.get("/habits/\(run)").text.contains("id=\"share-with-\(partner)\" checked"))

            let seen = try await bob.get("/partners")
            #expect(seen.text.contains("id=\"partner-\(partner)-habit-\(run)\"") && seen.text.contains("Done today"), "the tile")
            let tiles = try #require(seen.between("id=\"partner-\(partner)-habits\">", and: "</ul>"))
            #expect(!tiles.contains("<form") && !tiles.contains("<button") && !tiles.contains("<input"), "a tile cannot be checked in")
            for hidden in ["knee", "sore", "Secret", "hidden thing"] { #expect(!seen.text.contains(hidden), "\(hidden) leaked") }
            #expect(try await bob.get("/habits/\(run)").status == .notFound)
            #expect(try await bob.post("/habits/\(run)/sharing", [("share", "all")]).status == .notFound)
            #expect(try await bob.get("/habits/\(secret)").status == .notFound)

            #expect(try await alice.post("/habits/\(run)/sharing", [("share", "none")]).status == .seeOther)
            #expect(!(try await bob.get("/partners")).text.contains("Run"), "unshared: hidden at once")
            #expect(try await alice.post("/habits/\(run)/sharing", [("share", "all"), ("amounts", "on")]).status == .seeOther)
            #expect(try await bob.get("/partners").text.contains("Run"))
            #expect(try await bob.post("/partners/\(partner)/delete").status == .seeOther)
            let ended = try await bob.get("/partners")
            #expect(!ended.text.contains("Run") && ended.text.contains("id=\"no-partners\""), "unpartnered: nothing")
            #expect(try await alice.get("/partners").text.contains("id=\"no-partners\""))
        }
    }

    /// The winner of a final challenge has its gold medal on the Achievements page; others do not.
    @Test func aWonChallengeIsAMedalInAchievements() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let code = try #require(try await alice.api.post("/api/v1/partners/invites").json["code"]?.stringValue)
            let partner = try await bob.api.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#).int("id")
            #expect(!(try await alice.get("/achievements")).text.contains("challenge-medals"))
            let made = try await alice.api.post(
                "/api/v1/challenges",
                #"{"name": "Early June", "habit": {"name": "Plank"}, "start": "2026-06-10", "end": "2026-06-14", "invite": [\#(partner)]}"#)
            let id = try made.int("id")
            let habit = try #require(try await alice.api.get("/api/v1/habits").items.first?["id"]?.numberValue)
            _ = try await alice.api.post("/api/v1/habits/\(Int(habit))/checkins", #"{"date": "2026-06-12"}"#)
            let won = try await alice.get("/achievements")
            #expect(won.text.contains("id=\"medal-\(id)\"") && won.text.contains("Early June"), "the medal")
            #expect(!(try await bob.get("/achievements")).text.contains("challenge-medals"), "no medal for one who did not win")
            let board = try await bob.get("/partners")
            #expect(board.text.contains("id=\"challenge-\(id)-state\">Final") && board.text.contains("aria-label=\"gold medal\""))
        }
    }

    @Test func partnersOffAnswers403() async throws {
        var configuration = TestServer.configuration
        configuration.partnersEnabled = false
        try await TestServer(configuration: configuration).run { api in
            let (alice, _) = try await PageVisitor.twoUsers(on: api.client)
            #expect(try await alice.get("/partners").status == .forbidden)
            #expect(try await alice.post("/partners/invites").status == .forbidden)
            let habit = try await alice.api.createHabit(#"{"name": "Run"}"#)
            #expect(!(try await alice.get("/habits/\(habit)")).text.contains("habit-sharing-form"), "no sharing card")
        }
    }
}
