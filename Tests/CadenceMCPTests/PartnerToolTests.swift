import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `list_partners` and `partner_progress` (docs/domain-rules.md "§25 Partners and
/// shared habits", §11): read-only, showing exactly what was shared and nothing once unshared or
/// unpartnered; a partner's shared habit cannot be checked in by the partner.
@Suite struct PartnerToolTests {
    @Test func aPartnerSeesOnlyWhatWasShared() async throws {
        let fixture = try await MCPFixture()
        let service = fixture.service
        let run = try await service.createHabit(HabitDraft(name: "Run", description: "knee rehab"), for: fixture.alice)
        _ = try await service.createHabit(HabitDraft(name: "Secret"), for: fixture.alice)
        let alice = try await fixture.client()
        _ = try await alice.call("check_in", ["habit": "Run", "note": "sore knee"])
        let invite = try await service.createPartnerInvite(for: fixture.alice)
        let partnership = try await service.acceptPartnerInvite(code: invite.code, by: fixture.bob)
        let bob = try await fixture.client(for: fixture.bob)

        let partners = try await bob.call("list_partners")
        #expect(partners["partners"]?.arrayValue?.first?.objectValue?["name"] == "alice", "\(partners.summary)")
        #expect(try await bob.call("partner_progress", ["partner": "alice"])["habits"] == [], "nothing shared yet")

        _ = try await service.shareHabit(run.id, withAll: false, partnerships: [partnership.id], amounts: false, for: fixture.alice)
        let progress = try await bob.call("partner_progress", ["partner": .string(String(partnership.id))])
        let habits = try #require(progress["habits"]?.arrayValue)
        #expect(habits.count == 1 && habits.first?.objectValue?["name"] == "Run", "\(progress.summary)")
        #expect(habits.first?.objectValue?["today"] == "done")
        let text = progress.summary + "\(progress.structuredContent ?? .null)"
        for secret in ["knee", "sore", "Secret"] { #expect(!text.contains(secret), "\(secret) leaked") }

        // The tile is read-only for Bob: his own tools do not reach Alice's habit.
        #expect(try await bob.call("check_in", ["habit": .string(String(run.id))]).errorCode == "notFound")

        _ = try await service.shareHabit(run.id, withAll: false, partnerships: [], amounts: false, for: fixture.alice)
        #expect(try await bob.call("partner_progress", ["partner": "alice"])["habits"] == [], "unshared")
        _ = try await service.shareHabit(run.id, withAll: true, partnerships: [], amounts: false, for: fixture.alice)
        try await service.endPartnership(partnership.id, by: fixture.alice)
        #expect(try await bob.call("partner_progress", ["partner": "alice"]).errorCode == "notFound", "unpartnered")
        #expect(try await bob.call("list_partners")["partners"] == [])
        await fixture.stop()
    }

    /// `challenge_standings`: the members' days done and ranks, only for members; `notFound` by name
    /// for a challenge one is not in.
    @Test func challengeStandingsShowTheLeaderboard() async throws {
        let fixture = try await MCPFixture()
        let service = fixture.service
        let invite = try await service.createPartnerInvite(for: fixture.alice)
        let partnership = try await service.acceptPartnerInvite(code: invite.code, by: fixture.bob)
        let today = try await service.today(for: fixture.alice)
        let board = try await service.createChallenge(
            name: "March", habit: HabitDraft(name: "Run"), start: today.adding(days: -2), end: today.adding(days: 10),
            invite: [partnership.id], for: fixture.alice)
        let bob = try await fixture.client(for: fixture.bob)
        let invited = try await bob.call("challenge_standings")
        #expect(invited["challenges"]?.arrayValue?.first?.objectValue?["name"] == "March", "\(invited.summary)")
        _ = try await service.joinChallenge(board.challenge.id, habit: nil, for: fixture.bob)
        let alice = try await fixture.client()
        _ = try await alice.call("check_in", ["habit": "Run"])
        let standings = try await bob.call("challenge_standings", ["challenge": "march"])
        let lines = try #require(standings["challenges"]?.arrayValue?.first?.objectValue?["standings"]?.arrayValue)
        #expect(lines.compactMap { $0.objectValue?["name"]?.stringValue } == ["alice", "bob"], "\(standings.summary)")
        #expect(lines.first?.objectValue?["daysDone"] == 1 && lines.first?.objectValue?["rank"] == 1)
        let stranger = try await fixture.client(for: try await service.createUser(name: "carol", settings: UserSettings(timeZoneIdentifier: "UTC")))
        #expect(try await stranger.call("challenge_standings", ["challenge": "March"]).errorCode == "notFound")
        await fixture.stop()
    }

    @Test func theToolsAnswerPartnersOffWhenTheServerTurnedThemOff() async throws {
        let fixture = try await MCPFixture()
        let bob = try await fixture.client(for: fixture.bob, partnersEnabled: false)
        #expect(try await bob.call("list_partners").errorCode == "partnersOff")
        #expect(try await bob.call("partner_progress", ["partner": "alice"]).errorCode == "partnersOff")
        await fixture.stop()
    }
}
