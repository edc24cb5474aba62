import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// Reads a JSON request body the way every route needs it: at most `maximumSize` bytes
/// (413 beyond), `application/json` only (415 otherwise), valid JSON (400), and conforming to
/// its OpenAPI schema — unknown fields included — before it is decoded (400 with one
/// field-level detail per violation). An empty body reads as `{}` where the route's body is
/// optional, and is a 400 where it is required.
struct RequestBodyReader: Sendable {
    let maximumSize: Int
    let document: OpenAPIDocument

    /// The body decoded as `type`, after checking it against the component schema `schema`.
    func decode<Body: Decodable>(
        _ type: Body.Type, schema: String, from request: Request, required: Bool = true
    ) async throws -> Body {
        let (_, data) = try await read(schema: schema, from: request, required: required)
        do {
            return try ContractJSON.decoder().decode(Body.self, from: data)
        } catch {
            throw HTTPRefusal.malformedBody(DecodingFailureText.message(for: error))
        }
    }

    /// The body's members, after checking it against the component schema `schema` (for
    /// PATCH, which must tell an absent field from a `null` one).
    func object(schema: String, from request: Request) async throws -> [String: JSONValue] {
        let (value, _) = try await read(schema: schema, from: request, required: true)
        guard let members = value.objectValue else { throw HTTPRefusal.malformedBody("the request body must be a JSON object") }
        return members
    }

    private func read(schema: String, from request: Request, required: Bool) async throws -> (JSONValue, Data) {
        let buffer = try await BoundedRequestBody.collect(request, upTo: maximumSize)
        var data = Data(buffer.readableBytesView)
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            guard !required else { throw HTTPRefusal.malformedBody("this route needs a JSON body") }
            data = Data("{}".utf8)
        } else if !Self.isJSON(request.headers[.contentType]) {
            throw HTTPRefusal.unsupportedMediaType
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw HTTPRefusal.malformedBody("the request body is not valid JSON (\(error))")
        }
        let violations = document.violations(of: value, againstSchemaNamed: schema)
        guard violations.isEmpty else { throw HTTPRefusal.schema(violations) }
        return (value, data)
    }

    private static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return mediaType == "application/json" || mediaType?.hasSuffix("+json") == true
    }
}
