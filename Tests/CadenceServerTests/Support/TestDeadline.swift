import Synchronization

/// Runs `body` and gives up waiting after `limit`: `nil` then, so a test of "answered in time"
/// fails instead of hanging (the abandoned work keeps running in the background).
func withinDeadline<Value: Sendable>(
    _ limit: Duration, _ body: @escaping @Sendable () async throws -> Value
) async throws -> Value? {
    let result = AsyncStream<Result<Value, any Error>?>.makeStream()
    Task {
        do {
            result.continuation.yield(.success(try await body()))
        } catch {
            result.continuation.yield(.failure(error))
        }
    }
    Task {
        try? await Task.sleep(for: limit)
        result.continuation.yield(nil)
    }
    for await first in result.stream {
        return try first?.get()
    }
    return nil
}
