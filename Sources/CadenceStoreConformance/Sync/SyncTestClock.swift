import Foundation
import Synchronization

/// docs/sync.md: one wall clock for a sync test's devices; each device reads it with its own skew.
public final class SyncTestClock: Sendable {
    private let instant: Mutex<Date>
    public init(_ start: Date) { instant = Mutex(start) }
    public var now: Date { instant.withLock { $0 } }
    public func advance(seconds: Double) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
