import Hummingbird

/// Answers `HEAD` for every `GET` route (RFC 9110 §9.3.2; docs/web.md "HEAD and unknown pages"):
/// the request is routed as a `GET` and answered with the same status and headers
/// (`Content-Length` included) and no body. It wraps the router's responder, since the router
/// picks a route by method before any of its middleware runs.
package struct HeadRequestResponder<Wrapped: HTTPResponder>: HTTPResponder {
    package typealias Context = Wrapped.Context

    let wrapped: Wrapped

    package func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .head else { return try await wrapped.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        var response = try await wrapped.respond(to: Request(head: head, body: request.body), context: context)
        response.body = ResponseBody()
        return response
    }
}

/// Builds a router's responder wrapped in `HeadRequestResponder`.
package struct HeadRequestResponderBuilder<Builder: HTTPResponderBuilder>: HTTPResponderBuilder {
    let builder: Builder

    package init(_ builder: Builder) {
        self.builder = builder
    }

    package func buildResponder() -> HeadRequestResponder<Builder.Responder> {
        HeadRequestResponder(wrapped: builder.buildResponder())
    }
}
