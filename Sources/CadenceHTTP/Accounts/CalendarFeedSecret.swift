import CadenceCore
import CadenceServices
import Foundation

/// The calendar feed's secret (docs/domain-rules.md §9 "Calendar feed"), made in one place for
/// the API and the web settings page: `cal_` and 256 random bits; the store keeps only its
/// digest, and a new secret replaces (revokes) the user's earlier one.
package enum CalendarFeedSecret {
    package static let prefix = "cal_"

    /// Makes and stores a new secret for `user`; answers the feed's path, `/calendar/<secret>.ics`.
    package static func make(for user: UserID, in service: CadenceService) async throws -> String {
        let secret = SecretToken.generate(prefix: prefix)
        try await service.setCalendarFeed(tokenHash: SecretToken.digest(secret), for: user)
        return "/calendar/\(secret).ics"
    }
}
