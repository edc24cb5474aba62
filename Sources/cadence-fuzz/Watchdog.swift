import CadenceCore
import Foundation
import Synchronization

/// Ends the process when one case runs past a hard limit (a hang is a finding too): it prints
/// the case and exits with status 3, leaving the case's input in the work folder.
final class Watchdog: Sendable {
    private let current = Mutex<(label: String, started: Date)?>(nil)
    private let limit: TimeInterval

    init(limit: TimeInterval) {
        self.limit = limit
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                check()
            }
        }
    }

    /// Marks the start of a case.
    func begin(_ label: String) {
        current.withLock { $0 = (label, Date()) }
    }

    /// Marks the end of the current case.
    func end() {
        current.withLock { $0 = nil }
    }

    private func check() {
        let overdue = current.withLock { state -> String? in
            guard let state, Date().timeIntervalSince(state.started) > limit else { return nil }
            return state.label
        }
        if let overdue {
            FileHandle.standardError.write(
                Data("cadence-fuzz: HANG: \(overdue) ran past \(NumericBoundary.clamped(limit, to: 0...Int.max)) s; stopping\n".utf8))
            exit(3)
        }
    }
}
