import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceSync
import Foundation
import Synchronization

/// docs/sync.md "A sync": a `SyncTransport` straight into a server-side `SyncEngine`, that can be told to fail: before
/// the server sees a call (a request lost), or after the server applied it (an answer lost), the
/// two interruptions a real network makes.
public final class InProcessTransport: SyncTransport {
    public enum Failure: Error { case lostRequest, lostAnswer }

    public let server: SyncEngine
    /// Calls left before one fails (nil: never), and whether that one fails after the server applied it.
    private let plan: Mutex<(callsLeft: Int?, afterApplying: Bool)> = Mutex((nil, false))

    public init(server: SyncEngine) { self.server = server }

    public func failAfter(calls: Int, afterApplying: Bool) { plan.withLock { $0 = (calls, afterApplying) } }
    public func neverFail() { plan.withLock { $0 = (nil, false) } }

    /// Whether this call fails, and when.
    private func failure() -> Failure? {
        plan.withLock { state -> Failure? in
            guard let left = state.callsLeft else { return nil }
            if left > 0 {
                state.callsLeft = left - 1
                return nil
            }
            state.callsLeft = nil
            return state.afterApplying ? .lostAnswer : .lostRequest
        }
    }

    public func push(deviceID: String, entries: [SyncEntry], more: Bool) async throws -> SyncPushAnswer {
        let failure = failure()
        if failure == .lostRequest { throw Failure.lostRequest }
        let answer = try await server.receive(entries, from: deviceID, more: more)
        if failure == .lostAnswer { throw Failure.lostAnswer }
        return answer
    }

    public func pull(deviceID: String, after cursor: Int64, limit: Int, continued: Bool) async throws -> SyncPage {
        let failure = failure()
        if failure == .lostRequest { throw Failure.lostRequest }
        let page = try await server.page(after: cursor, limit: limit, capturing: !continued)
        if failure == .lostAnswer { throw Failure.lostAnswer }
        return page
    }
}
