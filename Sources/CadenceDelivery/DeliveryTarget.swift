import CadenceCore
import Foundation

/// Where one delivery goes (docs/domain-rules.md §9 "Delivery", "§15 Web Push"): a
/// notification channel or a browser's push subscription. Both are keyed by the id the
/// delivery log claims, so a firing reaches each destination once.
enum DeliveryTarget: Sendable {
    case channel(NotificationChannel)
    case push(PushSubscription)

    var id: Int64 {
        switch self {
        case .channel(let channel): channel.id
        case .push(let subscription): subscription.id
        }
    }
}
