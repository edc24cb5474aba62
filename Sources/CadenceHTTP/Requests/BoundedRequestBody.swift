import Hummingbird
import NIOCore

/// Reads a request body of at most `limit` bytes, whichever way it arrives: a `Content-Length`
/// over the limit is refused before reading, and a chunked body (no length) that grows past it
/// is refused as soon as it does — both as 413 `bodyTooLarge`, never as a 500.
package enum BoundedRequestBody {
    /// The largest import upload, through `POST /api/v1/import` or the web's data page (a Loop
    /// backup of years of history is a few MB).
    package static let maximumImportSize = 32 << 20

    package static func collect(_ request: Request, upTo limit: Int) async throws -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw HTTPRefusal.bodyTooLarge(limit: limit)
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw HTTPRefusal.bodyTooLarge(limit: limit)
        } catch is NIOTooManyBytesError {
            throw HTTPRefusal.bodyTooLarge(limit: limit)
        }
    }
}
