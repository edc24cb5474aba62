import CadenceCore
import CadenceStorage

/// Every account with its balance and the totals per currency, on one day (the MCP tool
/// `account_balances`): `{"on", "accounts": [MoneyAccountJSON], "totals": [MoneyTotalJSON]}`
/// (docs/domain-rules.md §12 "Money").
public struct MoneyOverviewJSON: Codable, Sendable, Hashable {
    public var on: Day
    public var accounts: [MoneyAccountJSON]
    public var totals: [MoneyTotalJSON]

    public init(on day: Day, balances: [MoneyAccountBalance], totals: [MoneyLedger.Total]) {
        on = day
        accounts = balances.map(MoneyAccountJSON.init)
        self.totals = totals.map(MoneyTotalJSON.init)
    }
}
