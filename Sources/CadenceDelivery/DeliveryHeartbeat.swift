import Foundation
import Synchronization

/// The reminder delivery loop's pulse, read by `GET /readyz` (docs/operations.md "Health and
/// readiness"): when its last pass began and ended, and whether the loop still runs. The loop
/// is alive while it runs and no pass has been going on, or been awaited, for longer than
/// `staleAfter`.
public final class DeliveryHeartbeat: Sendable {
    private struct State {
        var running = false
        var stopped = false
        var lastBeat: ContinuousClock.Instant
    }

    private let state: Mutex<State>
    /// How long without a finished pass before the loop counts as stuck.
    public let staleAfter: Duration

    /// A heartbeat that counts the loop stuck after `staleAfter` without a finished pass.
    public init(staleAfter: Duration) {
        self.staleAfter = staleAfter
        state = Mutex(State(lastBeat: .now))
    }

    /// The loop started (or finished a pass): it is alive now.
    public func beat() {
        state.withLock {
            $0.running = true
            $0.lastBeat = .now
        }
    }

    /// The loop ended (a shutdown, or an error that stopped it).
    public func stop() {
        state.withLock { $0.stopped = true }
    }

    /// `nil` while the loop is alive, else why it is not.
    public func problem() -> String? {
        state.withLock { state in
            if state.stopped { return "the reminder delivery loop has stopped" }
            guard state.running else { return "the reminder delivery loop has not started" }
            let silent = ContinuousClock.Instant.now - state.lastBeat
            guard silent <= staleAfter else {
                return "the reminder delivery loop has not finished a pass for \(silent.components.seconds) s"
            }
            return nil
        }
    }
}
