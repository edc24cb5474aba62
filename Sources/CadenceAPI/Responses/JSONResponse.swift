import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// Builds the server's responses: JSON bodies written with the contract's encoder
/// (`ContractJSON`, compact), problem bodies, and empty ones. Answers are `Cache-Control:
/// no-store`, except derived answers, which carry an `ETag` and may be revalidated
/// (docs/api.md "Caching of derived answers").
enum JSONResponse {
    /// The contract's encoder without indentation (`JSONEncoder` is `Sendable`).
    private static let encoder = ContractJSON.encoder(pretty: false)

    /// A JSON response with `value` as its body.
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) throws -> Response {
        try body(encoder.encode(value), contentType: "application/json; charset=utf-8", status: status, headers: headers)
    }

    /// `value` encoded as a JSON body.
    static func encode(_ value: some Encodable) throws -> Data {
        try encoder.encode(value)
    }

    /// A 200 JSON response with an already encoded body.
    static func json(_ data: Data) -> Response {
        body(data, contentType: "application/json; charset=utf-8", status: .ok, headers: [:])
    }

    /// A 200 derived answer: its cached body, its strong `ETag`, and `Cache-Control: private,
    /// no-cache` (a client may keep it, but must revalidate it with `If-None-Match`).
    static func derived(_ buffer: ByteBuffer, etag: String) -> Response {
        var fields: HTTPFields = [:]
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.contentLength] = String(buffer.readableBytes)
        fields[.eTag] = etag
        fields[.cacheControl] = derivedCacheControl
        return Response(status: .ok, headers: fields, body: ResponseBody(byteBuffer: buffer))
    }

    /// 304 Not Modified for a derived answer the client already holds: no body, the same `ETag`
    /// and `Cache-Control` as the 200 (RFC 9110 §15.4.5).
    static func notModified(etag: String) -> Response {
        var fields: HTTPFields = [:]
        fields[.eTag] = etag
        fields[.cacheControl] = derivedCacheControl
        return Response(status: .notModified, headers: fields, body: ResponseBody())
    }

    /// Derived answers may be kept by the client only (`private`) and only after revalidation.
    static let derivedCacheControl = "private, no-cache"

    /// An `application/problem+json` response.
    static func problem(_ problem: ProblemDetails, headers: HTTPFields = [:]) throws -> Response {
        let status = HTTPResponse.Status(code: problem.status)
        return try body(encoder.encode(problem), contentType: ProblemDetails.mediaType, status: status, headers: headers)
    }

    /// A 200 response with a text body of `contentType` (an iCalendar feed).
    static func text(_ text: String, contentType: String) -> Response {
        body(Data(text.utf8), contentType: contentType, status: .ok, headers: [:])
    }

    /// 204 No Content.
    static func noContent(headers: HTTPFields = [:]) -> Response {
        Response(status: .noContent, headers: headers)
    }

    private static func body(_ data: Data, contentType: String, status: HTTPResponse.Status, headers: HTTPFields) -> Response {
        var fields = headers
        fields[.contentType] = contentType
        fields[.contentLength] = String(data.count)
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
