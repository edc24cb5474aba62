import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// Every error status, as `application/problem+json` with a stable code.
@Suite struct ErrorStatusTests {
    @Test func malformedJSONIs400() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let broken = try await alice.post("/api/v1/habits", #"{"name": "Run""#)
            #expect(broken.status == .badRequest)
            #expect(broken.code == "malformedBody")
            #expect(broken.header("content-type") == "application/problem+json")
            #expect(broken.json["type"]?.stringValue == "urn:cadence:problem:malformedBody")
            #expect(broken.json["instance"]?.stringValue == "/api/v1/habits")
            let array = try await alice.post("/api/v1/habits", "[1, 2]")
            #expect(array.status == .badRequest)
        }
    }

    @Test func unknownFieldsAre400WithFieldDetails() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.post("/api/v1/habits", #"{"name": "Run", "frequency": "daily", "schedule": {"type": "daily", "n": 1}}"#)
            #expect(response.status == .badRequest)
            #expect(response.code == "unknownField")
            let fields = response.json["errors"]?.arrayValue?.compactMap { $0["field"]?.stringValue } ?? []
            #expect(Set(fields) == ["frequency", "schedule.n"])
            #expect(try await alice.get("/api/v1/habits").items.isEmpty)
        }
    }

    @Test func wrongTypesAre400() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.post("/api/v1/habits", #"{"name": "Run", "target": "five"}"#)
            #expect(response.status == .badRequest)
            #expect(response.code == "invalidBody")
            #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "target")
            #expect(response.json["errors"]?.arrayValue?.first?["code"]?.stringValue == "wrongType")
        }
    }

    @Test func notSignedInIs401() async throws {
        try await TestServer().run { client in
            for path in ["/api/v1/habits", "/api/v1/today", "/api/v1/account", "/api/v1/habits/1", "/api/v1/progress"] {
                let response = try await client.get(path)
                #expect(response.status == .unauthorized, "\(path)")
                #expect(response.code == "notSignedIn")
                #expect(response.header("www-authenticate") == "Bearer realm=\"cadence\"")
            }
            #expect(try await client.post("/api/v1/habits", "not json").status == .unauthorized)
        }
    }

    @Test func unknownRoutesAre404Problems() async throws {
        try await TestServer().run { client in
            let response = try await client.get("/api/v1/nothing-here")
            #expect(response.status == .notFound)
            #expect(response.header("content-type") == "application/problem+json")
            #expect(response.code == "notFound")
        }
    }

    @Test func otherMethodsOfAKnownPathAre405WithAllow() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.send(.put, "/api/v1/habits")
            #expect(response.status == .methodNotAllowed)
            #expect(response.code == "methodNotAllowed")
            #expect(response.header("allow") == "GET, POST")
            #expect(try await alice.send(.post, "/api/v1/habits/3").header("allow") == "DELETE, GET, PATCH")
        }
    }

    @Test func requiredBodiesAndEmptyParametersAre400() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let id = try await alice.createHabit(#"{"name": "Read"}"#)
            let empty = try await alice.send(.patch, "/api/v1/habits/\(id)")
            #expect(empty.status == .badRequest)
            #expect(empty.code == "malformedBody")
            #expect(try await alice.post("/api/v1/habits/\(id)/checkins").status == .created)
            #expect(try await alice.get("/api/v1/habits?archived=").status == .badRequest)
            #expect(try await alice.get("/api/v1/habits/\(id)/stats?to=").status == .badRequest)
        }
    }

    @Test func validationIs422WithTheFieldAndCode() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.post("/api/v1/habits", #"{"name": "   "}"#)
            #expect(response.status == .unprocessableContent)
            #expect(response.code == "nameEmpty")
            #expect(
                response.json["errors"]
                    == .array([
                        .object([
                            "field": .string("name"), "code": .string("nameEmpty"), "message": response.json["detail"] ?? .null,
                        ])
                    ]))
        }
    }

    @Test func oversizedBodiesAre413() async throws {
        var configuration = TestServer.configuration
        configuration.maximumBodySize = 1024
        try await TestServer(configuration: configuration).run { client in
            let alice = try await client.signUp("alice")
            let note = String(repeating: "n", count: 2000)
            let response = try await alice.post("/api/v1/habits", #"{"name": "Run", "description": "\#(note)"}"#)
            #expect(response.status == .contentTooLarge)
            #expect(response.code == "bodyTooLarge")
        }
    }

    @Test func nonJSONBodiesAre415() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let response = try await alice.send(
                .post, "/api/v1/habits", json: "name=Run", headers: [.contentType: "application/x-www-form-urlencoded"])
            #expect(response.status == .unsupportedMediaType)
            #expect(response.code == "unsupportedMediaType")
        }
    }

    @Test func signInIsRateLimitedPerAccountAndAddress() async throws {
        let server = try TestServer()
        try await server.run { client in
            _ = try await client.signUp("alice")
            for attempt in 1...10 {
                let response = try await client.send(
                    .post, "/api/v1/auth/sign-in", json: #"{"username": "alice", "password": "guess \#(attempt)"}"#,
                    headers: .forwardedFor("10.0.0.\(attempt)"))
                #expect(response.status == .unauthorized)
            }
            let limited = try await client.post("/api/v1/auth/sign-in", #"{"username": "alice", "password": "correct horse"}"#)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.code == "rateLimited")
            let wait = try #require(limited.header("retry-after").flatMap(Int.init))
            #expect(wait > 0 && wait <= 900)
            server.clock.advance(by: 901)
            #expect(try await client.post("/api/v1/auth/sign-in", #"{"username": "alice", "password": "correct horse"}"#).status == .ok)
        }
    }

    @Test func signInIsRateLimitedPerClientAddress() async throws {
        var configuration = TestServer.configuration
        configuration.trustsForwardedFor = true
        configuration.signInLimitPerAddress = .init(attempts: 5, window: 60)
        try await TestServer(configuration: configuration).run { client in
            _ = try await client.signUp("alice")
            let spray = HTTPFields.forwardedFor("203.0.113.7")
            for user in 1...5 {
                let response = try await client.send(
                    .post, "/api/v1/auth/sign-in", json: #"{"username": "user\#(user)", "password": "whatever1"}"#, headers: spray)
                #expect(response.status == .unauthorized)
            }
            let limited = try await client.send(
                .post, "/api/v1/auth/sign-in", json: #"{"username": "alice", "password": "correct horse"}"#, headers: spray)
            #expect(limited.status == .tooManyRequests)
            let elsewhere = try await client.send(
                .post, "/api/v1/auth/sign-in", json: #"{"username": "alice", "password": "correct horse"}"#,
                headers: .forwardedFor("198.51.100.1"))
            #expect(elsewhere.status == .ok)
        }
    }
}
