import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/challenges` (docs/domain-rules.md "§26 Challenges"): a three-person
/// challenge end to end — made with a habit definition, partners invited, one joining with a new
/// habit made like the maker's (never its description), one linking their own habit — the
/// leaderboard by days done and streaks, final after the end with a gold medal; refusals change
/// nothing; a stranger reads nothing. Every answer is checked against openapi.yaml.
@Suite struct ChallengeRouteTests {
    @Test func threePeopleRunAChallengeToItsEnd() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob, toBob) = try await PartnerRouteTests.partners(client)
            let carol = try await client.signUp("carol").withNewToken()
            let dave = try await client.signUp("dave").withNewToken()
            let code = try #require(try await carol.post("/api/v1/partners/invites").json["code"]?.stringValue)
            let toCarol = try await alice.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#).int("id")

            let body = #"""
                {"name": "June run", "habit": {"name": "Run", "description": "knee rehab", "unit": "km", "target": 5},
                 "start": "2026-06-13", "end": "2026-06-16", "invite": [\#(toBob), \#(toCarol)]}
                """#
            let made = try await alice.post("/api/v1/challenges", body)
            #expect(made.status == .created, "\(made.text)")
            let id = try made.int("id")
            #expect(made.json["standings"]?.arrayValue?.map { $0["joined"] } == [.bool(true), .bool(false), .bool(false)])
            let strangers = try await alice.post("/api/v1/challenges", body.replacingOccurrences(of: "[\(toBob),", with: "[999,"))
            #expect(strangers.status == .notFound, "not a partner: \(strangers.text)")
            let backwards = try await alice.post("/api/v1/challenges", body.replacingOccurrences(of: "2026-06-16", with: "2026-06-01"))
            #expect(backwards.code == "challengeInvalid")
            #expect(try await alice.get("/api/v1/habits").items.count == 1, "refusals made no habit")
            #expect(try await dave.get("/api/v1/challenges/\(id)").status == .notFound)
            #expect(try await dave.post("/api/v1/challenges/\(id)/join").status == .notFound)

            let joined = try await bob.post("/api/v1/challenges/\(id)/join")
            #expect(joined.status == .ok, "\(joined.text)")
            let bobsHabit = try #require(try await bob.get("/api/v1/habits").items.first)
            #expect(bobsHabit["name"] == .string("Run") && bobsHabit["description"] == .string(""), "the definition, not the notes")
            #expect(bobsHabit["startDate"] == .string("2026-06-15"), "from today, the challenge having started")
            #expect(try await bob.post("/api/v1/challenges/\(id)/join").code == "challengeJoined")
            let carolsRun = try await carol.createHabit(#"{"name": "Jog", "startDate": "2026-06-01"}"#)
            #expect(try await carol.post("/api/v1/challenges/\(id)/join", #"{"habitId": \#(carolsRun)}"#).status == .ok)

            let aliceRun = try #require(try await alice.get("/api/v1/habits").items.first?["id"]?.numberValue)
            for day in ["2026-06-13", "2026-06-14", "2026-06-15"] {
                _ = try await alice.post("/api/v1/habits/\(Int(aliceRun))/checkins", #"{"amount": 5, "date": "\#(day)"}"#)
            }
            for day in ["2026-06-12", "2026-06-14", "2026-06-15"] {
                _ = try await carol.post("/api/v1/habits/\(carolsRun)/checkins", #"{"date": "\#(day)"}"#)
            }
            let board = try await carol.get("/api/v1/challenges/\(id)")
            let standings = try #require(board.json["standings"]?.arrayValue)
            #expect(standings.map { $0["name"]?.stringValue } == ["alice", "carol", "bob"], "\(board.text)")
            #expect(standings.map { $0["daysDone"] } == [.number(3), .number(2), .number(0)], "days before the start do not count")
            #expect(standings.map { $0["currentStreak"] } == [.number(3), .number(2), .number(0)])
            #expect(board.json["final"] == .bool(false) && standings.allSatisfy { $0["medal"] == .null })

            server.clock.advance(by: 2 * 86_400)
            let final = try await bob.get("/api/v1/challenges/\(id)")
            #expect(final.json["final"] == .bool(true), "\(final.text)")
            #expect(final.json["standings"]?.arrayValue?.first?["medal"] == .string("gold"))
            #expect(final.json["standings"]?.arrayValue?.dropFirst().allSatisfy { $0["medal"] == .null } == true)
            #expect(try await bob.get("/api/v1/challenges").items.first?["mine"] == .bool(false))
            #expect(try await bob.post("/api/v1/challenges/\(id)/invite", #"{"partners": [\#(toBob)]}"#).status == .notFound)

        }
    }
}
