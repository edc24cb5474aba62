import CadenceCore
import CadenceServices
import Foundation

/// What one delivery pass needs to send push messages (docs/domain-rules.md "## §15 Web
/// Push"): the VAPID signer, read from the store once per pass, and each user's habit icons,
/// read once per user; and every receiver's language, for push and channels alike
/// (docs/domain-rules.md §23 "Notifications").
struct PushContext {
    let ledger: DeliveryLedger
    let service: CadenceService
    let contact: String?
    var languages: DeliveryLanguages
    private var signer: VAPID??
    private var icons: [UserID: [HabitID: String]] = [:]

    init(ledger: DeliveryLedger, service: CadenceService, contact: String?) {
        self.ledger = ledger
        self.service = service
        self.contact = contact
        self.languages = DeliveryLanguages(service: service)
    }

    /// Sends `firing` to `subscription`: a subscription whose keys make no message, or a server
    /// with no key pair, fails for good (`WebPushRequest`'s failure; never retried).
    mutating func send(
        _ firing: ReminderFiring, to subscription: PushSubscription, user: UserID, link: String, sender: any NotificationSending,
        now: Date
    ) async -> SendOutcome {
        if signer == nil { signer = .some((try? await ledger.pushKey()).flatMap { VAPID(keys: $0, contact: contact) }) }
        guard let vapid = signer ?? nil else { return .failed(reason: PushSubscriptions.invalidKeys, retryable: false) }
        if icons[user] == nil {
            let habits = (try? await service.habits(of: user, includeArchived: true)) ?? []
            icons[user] = Dictionary(habits.compactMap { habit in habit.icon.map { (habit.id, $0) } }, uniquingKeysWith: { first, _ in first })
        }
        let message = PushMessage(firing: firing, icon: icons[user]?[firing.habitID], url: link, localizer: await languages.localizer(for: user))
        guard let request = try? WebPushRequest.make(message, to: subscription, vapid: vapid, now: now) else {
            return .failed(reason: PushSubscriptions.invalidKeys, retryable: false)
        }
        return await sender.send(request)
    }

    /// Sends a ready message (partner news, docs/domain-rules.md "§27 Nudges and
    /// partner news") to `subscription`, signed like a reminder's.
    mutating func send(_ message: PushMessage, to subscription: PushSubscription, sender: any NotificationSending, now: Date) async
        -> SendOutcome
    {
        if signer == nil { signer = .some((try? await ledger.pushKey()).flatMap { VAPID(keys: $0, contact: contact) }) }
        guard let vapid = signer ?? nil,
            let request = try? WebPushRequest.make(message, to: subscription, vapid: vapid, now: now)
        else { return .failed(reason: PushSubscriptions.invalidKeys, retryable: false) }
        return await sender.send(request)
    }
}
