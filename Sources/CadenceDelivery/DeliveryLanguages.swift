import CadenceCore
import CadenceLocalization
import CadenceServices

/// Each receiver's language for one delivery pass (docs/domain-rules.md §23 "Notifications"): the
/// account's language setting, read once per person per pass. An account that follows its
/// browser has no browser here, so its notifications are in English.
struct DeliveryLanguages {
    let service: CadenceService
    private var known: [UserID: Localizer] = [:]

    init(service: CadenceService) {
        self.service = service
    }

    /// The localizer of `user`'s language (English when the setting cannot be read).
    mutating func localizer(for user: UserID) async -> Localizer {
        if let localizer = known[user] { return localizer }
        let tag = (try? await service.settings(of: user))?.locale
        let localizer = tag.flatMap(Language.init(tag:)).map { Localizer($0) } ?? .english
        known[user] = localizer
        return localizer
    }
}
