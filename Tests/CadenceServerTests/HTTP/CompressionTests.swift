import CompressNIO
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CadenceHTTP

/// Gzip for HTML, CSS, JavaScript and JSON (docs/web.md "Compression"; issue #34 item 6): on
/// when the client accepts it and the body is large enough, off otherwise; `Vary:
/// Accept-Encoding` on every answer of those types; a compressed page's `ETag` is weak and
/// still answers `304`.
@Suite struct CompressionTests {
    /// The bytes of a gzipped body, unpacked.
    static func gunzip(_ body: ByteBuffer) throws -> String {
        var compressed = body
        let plain = try compressed.decompress(with: .gzip())
        return String(buffer: plain)
    }

    @Test func aPageIsGzippedForAClientThatAcceptsItAndPlainOtherwise() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let plain = try await alice.get("/today")
            #expect(plain.headers[.contentEncoding] == nil)
            #expect(plain.headers[values: .vary].joined(separator: ",").contains("Accept-Encoding"))
            #expect(plain.headers[values: .vary].joined(separator: ",").contains("Cookie"))
            let zipped = try await alice.get("/today", headers: [.acceptEncoding: "gzip, deflate, br"])
            #expect(zipped.status == .ok)
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.contentLength] == String(zipped.body.count))
            #expect(zipped.body.count < plain.body.count / 2, "\(zipped.body.count) of \(plain.body.count) bytes")
            #expect(try Self.gunzip(ByteBuffer(bytes: zipped.body)) == plain.text)
            #expect(zipped.headers[values: .vary].joined(separator: ",").contains("Accept-Encoding"))
            // Refused by quality 0, or another coding only: plain.
            for refusal in ["gzip;q=0", "br", "identity", "*;q=0", "gzip;q=0, *"] {
                let answer = try await alice.get("/today", headers: [.acceptEncoding: refusal])
                #expect(answer.headers[.contentEncoding] == nil, "\(refusal)")
                #expect(answer.body == plain.body, "\(refusal)")
            }
            #expect(try await alice.get("/today", headers: [.acceptEncoding: "*"]).headers[.contentEncoding] == "gzip")
        }
    }

    @Test func aCompressedPageHasAWeakTagThatStillAnswersNotModified() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.createHabit(#"{"name": "Read"}"#)
            let strong = try #require(try await alice.get("/today").headers[.eTag])
            #expect(strong.hasPrefix("\""))
            let zipped = try await alice.get("/today", headers: [.acceptEncoding: "gzip"])
            let weak = try #require(zipped.headers[.eTag])
            #expect(weak == "W/" + strong)
            // Either copy's tag revalidates either way, and the 304 names the tag of the copy asked for.
            let again = try await alice.get("/today", headers: [.acceptEncoding: "gzip", .ifNoneMatch: weak])
            #expect(again.status == .notModified)
            #expect(again.body.isEmpty)
            #expect(again.headers[.eTag] == weak)
            #expect(again.headers[.contentEncoding] == nil)
            let plainAgain = try await alice.get("/today", headers: [.ifNoneMatch: weak])
            #expect(plainAgain.status == .notModified)
            #expect(plainAgain.headers[.eTag] == strong)
            #expect(try await alice.get("/today", headers: [.acceptEncoding: "gzip", .ifNoneMatch: strong]).status == .notModified)
        }
    }

    @Test func stylesScriptsAndJSONAreGzippedIconsAndTinyBodiesAreNot() async throws {
        try await TestServer().run { api in
            let client = api.client
            let gzip: HTTPFields = [.acceptEncoding: "gzip"]
            for path in ["/sw.js", "/api/openapi.yaml"] {
                let answer = try await client.execute(uri: path, method: .get, headers: gzip)
                if path == "/sw.js" {
                    #expect(answer.headers[.contentEncoding] == "gzip", "\(path)")
                } else {
                    // YAML is none of the four types.
                    #expect(answer.headers[.contentEncoding] == nil, "\(path)")
                }
            }
            let page = try await client.execute(uri: "/offline", method: .get, headers: gzip)
            #expect(page.headers[.contentEncoding] == "gzip")
            let html = try Self.gunzip(page.body)
            #expect(html.contains("id=\"offline-page\""))
            let style = try #require(html.firstRange(of: #/\/assets\/app\.css\?v=[0-9a-f]+/#).map { String(html[$0]) })
            let css = try await client.execute(uri: style, method: .get, headers: gzip)
            #expect(css.headers[.contentEncoding] == "gzip")
            #expect(css.headers[.cacheControl] == "public, max-age=31536000, immutable")
            #expect(try Self.gunzip(css.body).contains(":root"))
            let icon = try await client.execute(uri: "/assets/icon-512.png", method: .get, headers: gzip)
            #expect(icon.headers[.contentEncoding] == nil)
            #expect(!icon.headers[values: .vary].joined().contains("Accept-Encoding"))
            // /healthz is a few bytes of JSON: not worth a gzip header.
            let health = try await client.execute(uri: "/healthz", method: .get, headers: gzip)
            #expect(health.headers[.contentEncoding] == nil)
            #expect(health.headers[values: .vary].joined().contains("Accept-Encoding"))

            let alice = try await client.execute(
                uri: "/api/v1/auth/sign-up", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"username": "alice", "password": "correct horse", "timeZone": "UTC"}"#))
            let cookie = try #require(alice.headers[values: .setCookie].first { $0.hasPrefix("cadence_session=") })
            let session = String(cookie.split(separator: ";")[0])
            let presets = try await client.execute(
                uri: "/api/v1/presets", method: .get, headers: [.acceptEncoding: "gzip", .cookie: session])
            #expect(presets.status == .ok)
            #expect(presets.headers[.contentEncoding] == "gzip")
            #expect(try Self.gunzip(presets.body).hasPrefix("["))
        }
    }

    @Test func headAnswersLikeTheGetWithoutABody() async throws {
        try await TestServer().run { api in
            let get = try await api.client.execute(uri: "/sw.js", method: .get, headers: [.acceptEncoding: "gzip"])
            let head = try await api.client.execute(uri: "/sw.js", method: .head, headers: [.acceptEncoding: "gzip"])
            #expect(get.headers[.contentEncoding] == "gzip")
            #expect(head.headers[.contentEncoding] == "gzip")
            #expect(head.headers[values: .vary] == get.headers[values: .vary])
            #expect(head.body.readableBytes == 0)
        }
    }

    @Test func acceptEncodingIsReadWithItsQualities() {
        typealias Middleware = CompressionMiddleware<BasicRequestContext>
        #expect(Middleware.acceptsGzip(["gzip"]))
        #expect(Middleware.acceptsGzip(["deflate, GZIP;q=0.5"]))
        #expect(Middleware.acceptsGzip(["br", "gzip"]))
        #expect(Middleware.acceptsGzip(["x-gzip"]))
        #expect(!Middleware.acceptsGzip([]))
        #expect(!Middleware.acceptsGzip(["gzip;q=0"]))
        #expect(!Middleware.acceptsGzip(["gzip;q=0.0, *;q=1"]))
        #expect(!Middleware.acceptsGzip(["identity"]))
        #expect(Middleware.isCompressible("text/html; charset=utf-8"))
        #expect(Middleware.isCompressible("application/problem+json"))
        #expect(!Middleware.isCompressible("text/event-stream"))
        #expect(!Middleware.isCompressible("image/png"))
        #expect(!Middleware.isCompressible(nil))
        // The media type is case-insensitive and may have spaces or tabs around it.
        #expect(Middleware.isCompressible(" \tText/HTML ;charset=utf-8"))
        #expect(Middleware.isCompressible("APPLICATION/Manifest+JSON"))
        #expect(!Middleware.isCompressible(" ; text/html"))
        #expect(!Middleware.isCompressible(""))
        #expect(Middleware.mediaType("  Application/JSON\t; q=1") == "application/json")
        #expect(Middleware.mediaType("tëxt/HTML") == "tëxt/html", "only ASCII letters change case")
    }

    @Test func partialEncodedAndNoTransformAnswersAreLeftAlone() async throws {
        let router = Router()
        router.add(middleware: CompressionMiddleware<BasicRequestContext>())
        let text = String(repeating: "<p>Cadence</p>\n", count: 400)
        router.get("partial") { _, _ in
            Response(
                status: .partialContent, headers: [.contentType: "text/html", .contentRange: "bytes 0-99/6000"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        router.get("transform") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html", .cacheControl: "no-transform"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        router.get("stream") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/html"],
                body: ResponseBody { writer in try await writer.write(ByteBuffer(string: text)) })
        }
        router.get("whole") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/html"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        try await Application(router: router).test(.router) { client in
            for path in ["/partial", "/transform", "/stream"] {
                let answer = try await client.execute(uri: path, method: .get, headers: [.acceptEncoding: "gzip"])
                #expect(answer.headers[.contentEncoding] == nil, "\(path)")
                #expect(String(buffer: answer.body) == text, "\(path)")
            }
            let whole = try await client.execute(uri: "/whole", method: .get, headers: [.acceptEncoding: "gzip"])
            #expect(whole.headers[.contentEncoding] == "gzip")
            #expect(try Self.gunzip(whole.body) == text)
        }
    }
}
