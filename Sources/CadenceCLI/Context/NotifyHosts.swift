import CadenceCore
import CadenceDelivery
import Foundation

/// Where the command line may send (docs/domain-rules.md §9 "Where Cadence sends"), by the
/// same rule and variables as `cadence serve`: `CADENCE_NOTIFY_HOSTS` (only these hosts, private
/// or not) and `CADENCE_NOTIFY_PRIVATE_NETWORKS=1` (private destinations too).
enum NotifyHosts {
    static var current: NotificationDestinationPolicy {
        NotificationDestinationPolicy(environment: ProcessInfo.processInfo.environment)
    }

    /// The operator's contact for Web Push (`CADENCE_PUSH_CONTACT`, docs/domain-rules.md
    /// "§15 Web Push"): a `mailto:` or `https:` URI, `nil` when unset; anything else stops the
    /// command with a message.
    static func pushContact() throws -> String? {
        try VAPID.contact(fromEnvironment: ProcessInfo.processInfo.environment[VAPID.contactVariable])
    }
}
