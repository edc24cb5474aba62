import Foundation

/// docs/sync.md "Clock", docs/domain-rules.md §13: one device's hybrid logical clock. `tick`
/// gives a stamp later than every stamp the device made or saw (`observe`), and as close to the
/// wall clock as that allows — so a change made after seeing another always orders after it,
/// even when the two devices' clocks disagree.
public struct HybridLogicalClock: Sendable, Hashable {
    public let device: String
    /// The latest stamp made or seen; `nil` before the first.
    public private(set) var last: SyncStamp?

    public init(device: String, last: SyncStamp? = nil) {
        self.device = device
        self.last = last
    }

    /// A new stamp: later than `last`, at `milliseconds` when that is later still.
    ///
    /// docs/domain-rules.md §13 "No stamp stops the clock": when `last` is the largest stamp there
    /// is (only a stored value from before stamps were bounded can be), no later one exists; the
    /// clock then goes on from the wall clock instead of stopping, and the fields stamped at the end
    /// keep their values. `nil` only for a device id that is not one.
    public mutating func tick(at milliseconds: Int64) -> SyncStamp? {
        let wall = min(max(milliseconds, 0), SyncStamp.maximumMilliseconds)
        var stamp: SyncStamp?
        if let last, last.milliseconds >= wall {
            stamp = last.next(device: device) ?? SyncStamp(milliseconds: wall, counter: 0, device: device)
        } else {
            stamp = SyncStamp(milliseconds: wall, counter: 0, device: device)
        }
        if let stamp { last = stamp }
        return stamp
    }

    /// Takes note of a stamp made elsewhere, so later ticks order after it.
    public mutating func observe(_ stamp: SyncStamp) {
        if last.map({ $0 < stamp }) ?? true {
            last = SyncStamp(milliseconds: stamp.milliseconds, counter: stamp.counter, device: device) ?? last
        }
    }
}
