import CadenceServices
import Foundation

/// `/api/v1/calendar-feed`: `{"active", "createdAt", "url"}` — `url` only when just made.
struct CalendarFeedJSON: Encodable {
    var active: Bool
    @NullWhenAbsent var createdAt: String?
    @NullWhenAbsent var url: String?

    init(active: Bool, createdAt: Date?, url: String?) {
        self.active = active
        self.createdAt = createdAt.map(ContractJSON.instant)
        self.url = url
    }

    private enum CodingKeys: String, CodingKey {
        case active, createdAt, url
    }
}
