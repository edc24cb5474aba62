import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The money tool (docs/domain-rules.md §11, §12 "Money"): `account_balances`. Nothing here
/// records, changes or deletes an account.
enum MoneyTools {
    static var all: [CadenceTool] { [accountBalances] }

    static let accountBalances = CadenceTool(
        "account_balances", title: "Account balances",
        description: """
            The person's money accounts with their balances (today, or at the end of a past day) and the totals per \
            currency. Amounts are exact decimal strings; different currencies are never added together.
            """,
        parameters: [ToolParameter("on", .day, "The day: YYYY-MM-DD, today, yesterday, or an offset such as -30 (default today).")],
        effect: .reads
    ) { arguments, context in
        let day = arguments.day("on").map { context.day($0) } ?? context.today
        let balances = try await context.service.moneyAccountBalances(of: context.user, on: day)
        let totals = try MoneyLedger.totals(balances.map(\.balance))
        let words = context.words
        let text =
            balances.isEmpty
            ? words.localizer.localized("No money accounts yet.")
            : words.isEnglish
                ? totals.map { "\($0.balance.text) \($0.currency.code) in \($0.accounts) account\($0.accounts == 1 ? "" : "s")" }
                    .joined(separator: "; ") + " (\(ToolText.when(day, today: context.today)))."
                : totals.map {
                    words.money($0.balance) + " "
                        + words.localizer.localized(one: "in {count} account", other: "in {count} accounts", count: $0.accounts)
                }
                .joined(separator: "; ") + " (\(words.when(day, today: context.today)))."
        return try ToolOutput(text, json: MoneyOverviewJSON(on: day, balances: balances, totals: totals))
    }
}
