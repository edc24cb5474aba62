import CadenceCore
import Foundation

/// Where the command line may send (docs/domain-rules.md §9 "Where Cadence sends"), by the
/// same rule and variables as `cadence serve`: `CADENCE_NOTIFY_HOSTS` (only these hosts, private
/// or not) and `CADENCE_NOTIFY_PRIVATE_NETWORKS=1` (private destinations too).
enum NotifyHosts {
    static var current: NotificationDestinationPolicy {
        NotificationDestinationPolicy(environment: ProcessInfo.processInfo.environment)
    }
}
