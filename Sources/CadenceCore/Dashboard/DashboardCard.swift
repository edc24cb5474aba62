import Foundation

/// One card of the dashboard (docs/domain-rules.md §12 "Dashboard"): an area's title and icon,
/// a short summary, the values behind it, and the latest change in the area (`nil` when the
/// area holds nothing). Derived from the stored facts, never stored.
public struct DashboardCard: Sendable, Hashable {
    public let area: DashboardArea
    public let summary: String
    public let metric: [String: DashboardValue]
    public let lastUpdated: Date?

    public init(area: DashboardArea, summary: String, metric: [String: DashboardValue], lastUpdated: Date?) {
        self.area = area
        self.summary = summary
        self.metric = metric
        self.lastUpdated = lastUpdated
    }

    public var title: String { area.title }
    public var icon: String { area.icon }
}
