import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// `/api/v1/categories` and `/api/v1/presets`.
@Suite struct CategoryPresetRouteTests {
    @Test func addRenameMoveAndDeleteCategories() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let work = try await alice.post("/api/v1/categories", #"{"name": "Work"}"#)
            #expect(work.status == .created)
            #expect(work.json["preset"] == .bool(false))
            let id = try work.int("id")
            #expect(try await alice.get("/api/v1/categories/\(id)").json["name"]?.stringValue == "Work")
            let renamed = try await alice.patch("/api/v1/categories/\(id)", #"{"name": "Career"}"#)
            #expect(renamed.json["name"]?.stringValue == "Career")
            let moved = try await alice.post("/api/v1/categories/\(id)/move", #"{"position": 1}"#)
            #expect(moved.items.first?["name"]?.stringValue == "Career")
            let habit = try await alice.createHabit(#"{"name": "Email", "categoryId": \#(id)}"#)
            #expect(try await alice.delete("/api/v1/categories/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/habits/\(habit)").json["categoryId"] == .null)
            #expect(try await alice.get("/api/v1/categories/\(id)").status == .notFound)
        }
    }

    @Test func presetCategoriesCannotBeDeletedAndNamesAreUnique() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let health = try #require(try await alice.get("/api/v1/categories").items.first?["id"]?.numberValue)
            let locked = try await alice.delete("/api/v1/categories/\(Int(health))")
            #expect(locked.status == .unprocessableContent)
            #expect(locked.code == "presetCategoryLocked")
            let duplicate = try await alice.post("/api/v1/categories", #"{"name": "health"}"#)
            #expect(duplicate.status == .conflict)
            let empty = try await alice.post("/api/v1/categories", #"{"name": "  "}"#)
            #expect(empty.status == .unprocessableContent)
            #expect(empty.code == "nameEmpty")
        }
    }

    @Test func presetsAreReadOnlyAndFoundById() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let presets = try await alice.get("/api/v1/presets")
            #expect(presets.items.count == 25)
            let id = try #require(presets.items.first?["id"]?.stringValue)
            #expect(try await alice.get("/api/v1/presets/\(id)").json == presets.items.first)
            #expect(try await alice.get("/api/v1/presets/no.such").status == .notFound)
            let post = try await alice.send(.post, "/api/v1/presets", json: "{}")
            #expect(post.status == .methodNotAllowed)
            #expect(post.header("allow") == "GET")
        }
    }
}
