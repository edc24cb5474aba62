import CadenceCore
import CadenceStorage
import Foundation

extension SyncEntryValidator {
    static let accountFields: Set<String> = ["name", "currency", "type", "opening", "createdAt"]
    static let transactionFields: Set<String> = ["account", "day", "amount", "note", "category", "createdAt"]

    /// docs/sync.md "Money": an account's fields as `cadence account add` checks them — a name of
    /// 1–100 characters, an ISO 4217 currency with minor units, a type, an opening balance of at most
    /// 15 digits of minor units, an instant; no balance field (balances are derived).
    static func account(_ value: String) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        if let unknown = entry.fields.keys.sorted().first(where: { !accountFields.contains($0) }) {
            throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(unknown))")
        }
        let fields = entry.fields.mapValues(\.v)
        for (name, text) in fields.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "name":
                let name = try SyncJSON.value(String.self, from: text, field: name)
                _ = try MoneyValidator.validated(
                    MoneyAccount(name: name, currency: try Currency.named("EUR"), createdAt: Date(timeIntervalSince1970: 0)))
            case "currency": _ = try Currency.named(try SyncJSON.value(String.self, from: text, field: name))
            case "type": _ = try SyncJSON.value(MoneyAccountType.self, from: text, field: name)
            case "opening": try minorUnits(try SyncJSON.value(Int64.self, from: text, field: name), zero: true)
            default: _ = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: text, field: name), field: name)
            }
        }
    }

    /// docs/sync.md "Money": a transaction's fields — its account's global id, a day Cadence stores,
    /// a non-zero amount of at most 15 digits of minor units, a note (≤ 1,000) and category (≤ 60).
    static func transaction(_ value: String) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        if let unknown = entry.fields.keys.sorted().first(where: { !transactionFields.contains($0) }) {
            throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(unknown))")
        }
        let fields = entry.fields.mapValues(\.v)
        if let text = fields["account"] {
            guard let account = try SyncJSON.value(String?.self, from: text, field: "account") else {
                throw CadenceError(.syncEntryInvalid, "a transaction names its account")
            }
            try requireID(account)
        }
        if let text = fields["amount"] { try minorUnits(try SyncJSON.value(Int64.self, from: text, field: "amount"), zero: false) }
        if let text = fields["createdAt"] {
            _ = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: text, field: "createdAt"), field: "createdAt")
        }
        let day = try fields["day"].map { text throws(CadenceError) in try SyncJSON.value(Day.self, from: text, field: "day") } ?? Day(ordinal: 0)
        let note = try fields["note"].map { text throws(CadenceError) in try SyncJSON.value(String?.self, from: text, field: "note") } ?? nil
        let category =
            try fields["category"].map { text throws(CadenceError) in try SyncJSON.value(String?.self, from: text, field: "category") } ?? nil
        _ = try MoneyValidator.validated(
            MoneyTransaction(accountID: 0, day: day, amountMinorUnits: 1, note: note, category: category, createdAt: Date(timeIntervalSince1970: 0)),
            today: Day.supported.upperBound)
    }

    private static func minorUnits(_ value: Int64, zero: Bool) throws(CadenceError) {
        guard value != Int64.min, abs(value) <= MoneyAmount.maximumMinorUnits, zero || value != 0 else {
            throw CadenceError(.syncEntryInvalid, "an amount is a non-zero whole number of minor units of at most 15 digits")
        }
    }
}
