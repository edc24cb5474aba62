import CadenceCore
import Foundation

/// `CADENCE_NOTIFY_HOSTS`: the only hosts notification channels may name, for the command line
/// as for `cadence serve` (docs/domain-rules.md §9 "Delivery"); unset: any.
enum NotifyHosts {
    static var current: Set<String>? {
        NotificationChannel.allowedHosts(fromEnvironment: ProcessInfo.processInfo.environment["CADENCE_NOTIFY_HOSTS"])
    }
}
