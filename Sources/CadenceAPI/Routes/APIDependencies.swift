import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird

/// What the REST API's routes use (docs/architecture.md): the dependencies every front end
/// shares, plus the OpenAPI document and the reader that checks bodies against it. Shared
/// members (`service`, `accounts`, `now`, …) are read through to `shared`.
@dynamicMemberLookup
package struct APIDependencies: Sendable {
    /// What every front end shares.
    package let shared: ServerDependencies
    /// The OpenAPI document the bodies and the 405s are checked against.
    package let document: OpenAPIDocument
    /// Reads and validates a JSON body (size, media type, schema).
    let bodies: RequestBodyReader
    /// Bodies of the notes' routes: a note's content is up to 1 MB, which JSON escaping can
    /// grow up to six-fold (docs/api.md "Conventions").
    let noteBodies: RequestBodyReader
    /// The first part of derived answers' `ETag`s: a digest of the OpenAPI document.
    let etagVariant: String

    package init(shared: ServerDependencies, document: OpenAPIDocument) {
        self.shared = shared
        self.document = document
        bodies = RequestBodyReader(maximumSize: shared.configuration.maximumBodySize, document: document)
        noteBodies = RequestBodyReader(
            maximumSize: max(shared.configuration.maximumBodySize, Self.maximumNoteBodySize), document: document)
        etagVariant = EntityTag.variant(of: document.yaml)
    }

    /// The largest body of a note's route.
    static let maximumNoteBodySize = 8 << 20

    package subscript<Value>(dynamicMember keyPath: KeyPath<ServerDependencies, Value>) -> Value {
        shared[keyPath: keyPath]
    }

    /// The client's address for rate limits (see `ServerDependencies.clientAddress`).
    func clientAddress(_ request: Request, context: CadenceRequestContext) -> String {
        shared.clientAddress(request, context: context)
    }

    /// Throws 403 unless `user`'s account is the owner.
    func requireOwner(_ user: UserID) async throws {
        try await shared.requireOwner(user)
    }

    /// A derived answer (a pure function of the user's stored facts and today), from the
    /// cache when it is still valid, else computed by `derive` and cached (see
    /// `DerivedResponseCache`). `route` names the answer, query included. The data revision
    /// is the one read with the request's credential, so a hit costs no database access;
    /// it was read before `derive` runs, as the cache requires.
    ///
    /// The answer carries a strong `ETag` (`EntityTag.derived`: user, revision, current day,
    /// route); when the request's `If-None-Match` matches it, the answer is a bodiless 304 —
    /// without deriving anything, even when the cache has no entry (docs/api.md "Caching of
    /// derived answers").
    func derived(
        _ route: String, for identity: Identity?, request: Request, derive: () async throws -> some Encodable
    ) async throws -> Response {
        guard let identity else { throw HTTPRefusal.notSignedIn }
        let user = identity.user
        let revision = identity.dataRevision
        let now = shared.now
        let ifNoneMatch = request.headers[values: .ifNoneMatch]
        func tag(on day: Day) -> String {
            EntityTag.derived(variant: etagVariant, user: user, revision: revision, day: day, route: route)
        }
        func matches(_ tag: String) -> Bool {
            ifNoneMatch.contains { EntityTag.ifNoneMatch($0, matches: tag) }
        }
        if let entry = shared.derivedResponses.entry(user: user, route: route, revision: revision, now: now) {
            let etag = entry.tag ?? tag(on: entry.day)
            return matches(etag) ? JSONResponse.notModified(etag: etag) : JSONResponse.derived(entry.buffer, etag: etag)
        }
        let calendar = try await shared.service.calendar(for: user)
        let day = calendar.day(containing: now)
        let etag = tag(on: day)
        if matches(etag) { return JSONResponse.notModified(etag: etag) }
        let body = ByteBuffer(bytes: try JSONResponse.encode(try await derive()))
        shared.derivedResponses.store(
            buffer: body, tag: etag, user: user, route: route, revision: revision, calendar: calendar, day: day)
        return JSONResponse.derived(body, etag: etag)
    }

    /// The user's categories, to name habits' categories in `HabitJSON`.
    func habitJSON(_ habits: [Habit], for user: UserID) async throws -> [HabitJSON] {
        let categories = try await shared.service.categories(of: user)
        return habits.map { HabitJSON($0, categories: categories) }
    }
}
