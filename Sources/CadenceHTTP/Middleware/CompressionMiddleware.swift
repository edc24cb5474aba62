import CompressNIO
import Hummingbird
import NIOCore

/// Sends HTML, CSS, JavaScript and JSON answers gzipped to a client that accepts it
/// (docs/web.md "Compression"), with `compress-nio` (zlib) doing the encoding.
///
/// - Only a body of known length between `minimumSize` and `maximumSize` bytes is compressed;
///   a streamed body (server-sent events, `/mcp`), a partial answer (`206`, `Content-Range`),
///   an answer already encoded or marked `Cache-Control: no-transform` goes out untouched.
/// - Every answer of a compressible type says `Vary: Accept-Encoding`, compressed or not, so
///   a shared cache never hands one client's encoding to another.
/// - A compressed answer's `ETag` becomes weak (`W/"…"`): the gzipped bytes are not the
///   identity bytes the strong tag named, while `If-None-Match` compares weakly, so `304`
///   still answers a client holding either copy; a `304` to a client that accepts gzip carries
///   the weak tag too.
package struct CompressionMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Bodies smaller than this are sent as they are: gzip's header and the work cost more than
    /// they save.
    package let minimumSize: Int
    /// Bodies larger than this are sent as they are (an export is streamed or downloaded once).
    package let maximumSize: Int

    package init(minimumSize: Int = 1024, maximumSize: Int = 16 * 1024 * 1024) {
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if request.uri.path == "/mcp" || request.uri.path.hasPrefix("/mcp/") { return response }
        let accepts = Self.acceptsGzip(request.headers[values: .acceptEncoding])
        // A 304 has no body nor type: it names the copy the client holds, gzipped if it takes gzip.
        if response.status == .notModified {
            guard response.headers[.eTag] != nil else { return response }
            Self.addVary(to: &response.headers)
            if accepts { Self.weakenTag(in: &response.headers) }
            return response
        }
        guard Self.isCompressible(response.headers[.contentType]) else { return response }
        Self.addVary(to: &response.headers)
        guard accepts, response.status != .partialContent, response.headers[.contentRange] == nil,
            response.headers[.contentEncoding] == nil,
            !(response.headers[.cacheControl] ?? "").lowercased().contains("no-transform"),
            let length = response.body.contentLength, length >= minimumSize, length <= maximumSize
        else { return response }
        let collector = BodyCollector(buffer: ByteBufferAllocator().buffer(capacity: length))
        try await response.body.write(collector.writer)
        var identity = collector.collected
        guard let compressed = try? identity.compress(with: .gzip()), compressed.readableBytes < length else {
            response.body = ResponseBody(byteBuffer: collector.collected)
            return response
        }
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = String(compressed.readableBytes)
        Self.weakenTag(in: &response.headers)
        response.body = ResponseBody(byteBuffer: compressed)
        return response
    }

    /// HTML, CSS, JavaScript and JSON (`application/json`, `application/problem+json`, the
    /// manifest's `application/manifest+json`), by the media type before any parameter.
    static func isCompressible(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = mediaType(contentType)
        return ["text/html", "text/css", "text/javascript", "application/javascript", "application/json"].contains(type)
            || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// The media type before any parameter, without the spaces and tabs around it, ASCII
    /// letters in lower case (RFC 9110 §8.3.1: the type and subtype are case-insensitive).
    /// Byte by byte: every answer passes here, and Foundation's trimming bridges to `NSString`.
    static func mediaType(_ contentType: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for byte in contentType.utf8 {
            if byte == UInt8(ascii: ";") { break }
            bytes.append(UInt8(ascii: "A") <= byte && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }

    /// Whether an `Accept-Encoding` list names `gzip` (or `*`) with a quality above 0
    /// (RFC 9110 §12.5.3); `gzip;q=0` refuses it even when `*` is accepted.
    static func acceptsGzip(_ fields: [String]) -> Bool {
        var gzip: Double?
        var star: Double?
        for item in fields.flatMap({ $0.split(separator: ",") }) {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            if coding == "gzip" || coding == "x-gzip" { gzip = quality } else if coding == "*" { star = quality }
        }
        return (gzip ?? star ?? 0) > 0
    }

    /// Adds `Accept-Encoding` to the answer's `Vary` (one field, after what is there).
    static func addVary(to headers: inout HTTPFields) {
        let existing = headers[values: .vary]
        if existing.contains(where: { $0.lowercased().contains("accept-encoding") || $0 == "*" }) { return }
        headers[.vary] = (existing + ["Accept-Encoding"]).joined(separator: ", ")
    }

    /// `"x"` becomes `W/"x"`; a weak tag stays as it is.
    static func weakenTag(in headers: inout HTTPFields) {
        guard let tag = headers[.eTag], tag.hasPrefix("\"") else { return }
        headers[.eTag] = "W/" + tag
    }
}

/// Collects a response body's bytes in memory (the compression middleware reads bodies of a
/// known, bounded length only).
private final class BodyCollector: @unchecked Sendable {
    private(set) var collected: ByteBuffer

    init(buffer: ByteBuffer) {
        collected = buffer
    }

    var writer: Writer { Writer(collector: self) }

    /// The `ResponseBodyWriter` that appends to the collector.
    struct Writer: ResponseBodyWriter {
        let collector: BodyCollector

        mutating func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            collector.collected.writeBuffer(&buffer)
        }

        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}
