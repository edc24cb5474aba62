import Synchronization

/// Carries the harness out of the task that made it.
final class ResultBox: Sendable {
    private let storage = Mutex<ParserHarness?>(nil)

    func set(_ harness: ParserHarness?) {
        storage.withLock { $0 = harness }
    }

    var value: ParserHarness? { storage.withLock { $0 } }
}
