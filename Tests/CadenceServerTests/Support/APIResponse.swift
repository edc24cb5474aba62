import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// A response as the tests read it: status, headers, body bytes and the body as JSON.
struct APIResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: Data

    var json: JSONValue { (try? JSONValue.parse(body)) ?? .null }
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The problem's `code` (for error responses).
    var code: String? { json["code"]?.stringValue }

    /// A whole-number member of the body object.
    func int(_ key: String) throws -> Int64 {
        let value = try #require(json[key]?.numberValue, "no number '\(key)' in \(text)")
        return Int64(value)
    }

    /// The body's array elements.
    var items: [JSONValue] { json.arrayValue ?? [] }

    /// The value of a header by name.
    func header(_ name: String) -> String? {
        headers.first { $0.name.canonicalName == name.lowercased() }?.value
    }

    /// The session token the response's `Set-Cookie` sets, if any.
    var sessionCookie: String? { cookie("cadence_session") }

    /// The device cookie (`cadence_device`) the response sets, if any.
    var deviceCookie: String? { cookie("cadence_device") }

    /// The value the response's `Set-Cookie` gives cookie `name`, if any.
    func cookie(_ name: String) -> String? {
        for field in headers where field.name.canonicalName == "set-cookie" {
            let pair = field.value.split(separator: ";").first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == name { return String(parts[1]) }
        }
        return nil
    }
}
