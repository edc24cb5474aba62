import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `list_partners` and `partner_progress` (docs/domain-rules.md "§NEW-i39-partners-1 Partners and
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

    @Test func theToolsAnswerPartnersOffWhenTheServerTurnedThemOff() async throws {
        let fixture = try await MCPFixture()
        let bob = try await fixture.client(for: fixture.bob, partnersEnabled: false)
        #expect(try await bob.call("list_partners").errorCode == "partnersOff")
        #expect(try await bob.call("partner_progress", ["partner": "alice"]).errorCode == "partnersOff")
        await fixture.stop()
    }
}
