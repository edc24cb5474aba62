import CadenceStorage
import Foundation

/// The effects the services need, injected (docs/architecture.md "Effects are injected"):
/// the current instant. IDs come from the store; the calendar from the user's settings.
public struct ServiceEnvironment: Sendable {
    /// Returns "now". Nothing below the entry points reads the system clock.
    public var now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The real clock, for the executables.
    public static let live = ServiceEnvironment(now: { Date() })

    /// A clock stopped at `instant`, for tests and `--now`.
    public static func fixed(_ instant: Date) -> ServiceEnvironment {
        ServiceEnvironment(now: { instant })
    }
}
