import CadenceStorage
import Foundation
import Synchronization

@testable import CadenceServices

/// A clock the tests move by hand, injected into the server as its `ServiceEnvironment`.
final class TestClock: Sendable {
    private let instant: Mutex<Date>

    /// Monday 2026-06-15 10:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_781_517_600)

    init(_ start: Date = TestClock.start) {
        instant = Mutex(start)
    }

    var now: Date { instant.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        instant.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    var environment: ServiceEnvironment {
        ServiceEnvironment(now: { [self] in now })
    }
}
