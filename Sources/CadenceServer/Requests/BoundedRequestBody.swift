import Hummingbird
import NIOCore

/// Reads a request body of at most `limit` bytes, whichever way it arrives: a `Content-Length`
/// over the limit is refused before reading, and a chunked body (no length) that grows past it
/// is refused as soon as it does — both as 413 `bodyTooLarge`, never as a 500.
enum BoundedRequestBody {
    static func collect(_ request: Request, upTo limit: Int) async throws -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError.bodyTooLarge(limit: limit)
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw APIError.bodyTooLarge(limit: limit)
        } catch is NIOTooManyBytesError {
            throw APIError.bodyTooLarge(limit: limit)
        }
    }
}
