import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

@testable import CadenceWeb

/// Today rendered for another query uses the facts kept at the user's data revision
/// (`TodayFactsCache`, docs/web.md "HTTP caching"); every change that can alter them — a
/// check-in, a category, a habit's edit, a new day — is in the very next rendering, which
/// equals the page rendered on a server that kept nothing.
@Suite struct TodayFactsCacheTests {
    /// The progress text of the tile of `habit` in `page`.
    static func progress(of habit: String, in page: String) -> String? {
        guard let tile = page.range(of: "data-habit-name=\"\(habit)\""),
            let start = page[tile.upperBound...].range(of: "<span class=\"tile-progress\">"),
            let end = page[start.upperBound...].range(of: "</span>")
        else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    @Test func everyChangeIsInTheNextRendering() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let read = try await alice.api.createHabit(#"{"name": "Read", "unit": "pages", "target": 20}"#)
            var view = 0
            func render() async throws -> String {
                view += 1
                let page = try await alice.get("/today?view=\(view)")
                #expect(page.status == .ok)
                return page.text
            }
            #expect(try await render().contains("data-habit-name=\"Read\" data-complete=\"false\""))
            #expect(try await render().contains("data-habit-name=\"Read\" data-complete=\"false\""), "kept facts")

            _ = try await alice.api.post("/api/v1/habits/\(read)/checkins", #"{"amount": 7}"#)
            let logged = try await render()
            #expect(logged.contains("data-habit-name=\"Read\" data-complete=\"false\""))
            #expect(Self.progress(of: "Read", in: logged)?.hasPrefix("7") == true, "the new total")
            #expect(logged.contains("inputmode=\"decimal\" value=\"7\""), "the usual step is the last amount")

            _ = try await alice.api.post("/api/v1/categories", #"{"name": "Evening"}"#)
            #expect(try await render().contains("Evening"))

            _ = try await alice.api.send(.patch, "/api/v1/habits/\(read)", json: #"{"name": "Read a book"}"#)
            #expect(try await render().contains("data-habit-name=\"Read a book\""))

            server.clock.advance(by: 24 * 3_600)
            let tomorrow = try await render()
            #expect(tomorrow.contains("data-day=\"2026-06-16\""))
            #expect(Self.progress(of: "Read a book", in: tomorrow)?.hasPrefix("0") == true)
        }
    }
}
