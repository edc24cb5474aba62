import CadenceHTTP
import CadenceStore
import Foundation
import Hummingbird

/// Builds the server's responses: JSON bodies written with the contract's encoder
/// (`ContractJSON`, compact), problem bodies, and empty ones.
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
