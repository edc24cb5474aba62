import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Synchronization
import Testing

/// Checks every response the tests receive against the OpenAPI document: the route and its
/// status must be documented, and the body must match the documented schema of its media
/// type. Any drift between the code and `openapi.yaml` fails the test that saw it.
enum ContractChecker {
    /// The document the server serves.
    static let document: OpenAPIDocument = {
        do { return try OpenAPIDocument.bundled() } catch { fatalError("\(error)") }
    }()

    /// Operations seen so far, as `METHOD /path/{template}`.
    static let seen = Mutex<Set<String>>([])

    /// The documented path template matching a concrete path, or `nil`.
    static func template(for path: String, method: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return document.operations.first { operation in
            guard operation.method == method else { return false }
            let pattern = operation.path.split(separator: "/", omittingEmptySubsequences: false)
            guard pattern.count == segments.count else { return false }
            return zip(pattern, segments).allSatisfy { $0.hasPrefix("{") || $0 == $1 }
        }?.path
    }

    /// Records issues for every way `response` departs from the document.
    static func check(method: String, path: String, response: APIResponse, sourceLocation: SourceLocation) {
        let route = String(path.split(separator: "?", maxSplits: 1).first ?? "")
        guard let template = template(for: route, method: method) else {
            if response.status == .methodNotAllowed {
                #expect(response.header("allow") != nil, "405 without Allow", sourceLocation: sourceLocation)
                #expect(response.header("content-type") == ProblemDetails.mediaType, sourceLocation: sourceLocation)
            } else if response.status != .notFound {
                Issue.record("\(method) \(route) answered \(response.status.code) but is not in openapi.yaml", sourceLocation: sourceLocation)
            }
            return
        }
        _ = seen.withLock { $0.insert("\(method) \(template)") }
        let status = response.status.code
        guard document.documents(status: status, method: method, path: template) else {
            Issue.record(
                "\(method) \(template) answered \(status), which openapi.yaml does not list: \(response.text)", sourceLocation: sourceLocation)
            return
        }
        let contentType = response.header("content-type")?.split(separator: ";").first.map(String.init)
        if status == 204 {
            #expect(response.body.isEmpty, "204 with a body", sourceLocation: sourceLocation)
            return
        }
        guard let mediaType = contentType else {
            Issue.record("\(method) \(template) \(status) has no Content-Type", sourceLocation: sourceLocation)
            return
        }
        // `/readyz`'s 503 is the probe's answer, documented with its own schema, not an error.
        if status >= 400 && !(template == "/readyz" && status == 503) {
            #expect(mediaType == "application/problem+json", "errors are problem+json", sourceLocation: sourceLocation)
        }
        guard let schema = document.responseSchema(method: method, path: template, status: status, mediaType: mediaType) else {
            Issue.record("\(method) \(template) \(status) \(mediaType) has no schema in openapi.yaml", sourceLocation: sourceLocation)
            return
        }
        if !mediaType.hasSuffix("json") {
            // A documented text body (an iCalendar feed): its schema is a string; the content is
            // checked by the route's own tests.
            #expect(!response.body.isEmpty, "\(method) \(template) \(status): an empty \(mediaType) body", sourceLocation: sourceLocation)
            return
        }
        let body: JSONValue
        do {
            body = try JSONValue.parse(response.body)
        } catch {
            Issue.record("\(method) \(template) \(status): the body is not JSON: \(response.text)", sourceLocation: sourceLocation)
            return
        }
        let violations = document.validator.violations(of: body, against: schema)
        #expect(
            violations.isEmpty, "\(method) \(template) \(status) breaks its schema: \(violations) in \(response.text)", sourceLocation: sourceLocation
        )
    }
}
