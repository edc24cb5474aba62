import CadenceCore
import CadenceStorage

/// The dashboard (`cadence dashboard`, `/api/v1/dashboard`, the MCP tool `dashboard`):
/// `{"cards": [{"area", "title", "icon", "summary", "metric", "lastUpdated"}]}` — one card per
/// area in the order habits, health, money, todos, notes; `lastUpdated` is `null` for an empty
/// area (docs/domain-rules.md §12 "Dashboard").
public struct DashboardJSON: Encodable, Sendable, Hashable {
    public var cards: [Card]

    public init(_ cards: [DashboardCard]) {
        self.cards = cards.map(Card.init)
    }

    /// One card.
    public struct Card: Encodable, Sendable, Hashable {
        public var area: DashboardArea
        public var title: String
        public var icon: String
        public var summary: String
        public var metric: [String: DashboardValue]
        @NullWhenAbsent public var lastUpdated: String?

        init(_ card: DashboardCard) {
            area = card.area
            title = card.title
            icon = card.icon
            summary = card.summary
            metric = card.metric
            lastUpdated = card.lastUpdated.map(ContractJSON.instant)
        }

        private enum CodingKeys: String, CodingKey {
            case area, title, icon, summary, metric, lastUpdated
        }
    }
}
