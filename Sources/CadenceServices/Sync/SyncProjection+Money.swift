import CadenceCore
import CadenceStorage
import Foundation

extension SyncProjection {
    /// docs/sync.md "Money": brings the store's accounts to the document's. Accounts never merge by
    /// name; of two live accounts whose names fold alike (docs/domain-rules.md §7), the smaller
    /// global id keeps the name and the other is shown as "Name (2)" (the first free) until one is
    /// renamed — the shadow holds the name shown, so it is no local rename. An account deleted
    /// takes its transactions (their links and shadows go with it). At most 1,000 accounts: the
    /// rest is refused here.
    mutating func projectAccounts() throws {
        let links = snapshot.links(SyncSpace.accountLink)
        let local = Dictionary(snapshot.accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let transactionGIDs = snapshot.reverseLinks(SyncSpace.transactionLink)
        var wanted: [(gid: String, account: MoneyAccount)] = []
        var names: Set<String> = []
        for (gid, entry) in document.accounts.sorted(by: { $0.key < $1.key }) where entry.deleted == nil {
            guard var account = try? SyncFields.account(from: entry.fields.mapValues(\.v), id: links[gid] ?? 0, now: now),
                wanted.count < MoneyAccount.maximumCount
            else {
                refused.append("account \(gid): its merged fields are not a valid account, or it is past the 1,000 accounts")
                continue
            }
            account.name = Self.freeName(account.name, taken: names)
            names.insert(NameKey.of(account.name))
            wanted.append((gid, account))
        }
        let wantedGIDs = Set(wanted.map(\.gid))
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where !wantedGIDs.contains(gid) {
            if local[id] != nil { batch.data(.deleteMoneyAccount(id)) }
            batch.delete(SyncSpace.accountLink, [gid])
            batch.delete(SyncSpace.accountShadow, [gid])
            let gone = snapshot.transactions.filter { $0.accountID == id }.compactMap { transactionGIDs[$0.id] }
            batch.delete(SyncSpace.transactionLink, gone)
            batch.delete(SyncSpace.transactionShadow, gone)
        }
        var renames: [(interim: MoneyAccount, final: MoneyAccount)] = []
        var inserts: [(MoneyAccount, String)] = []
        for (gid, account) in wanted {
            var account = account
            if let existing = links[gid].flatMap({ local[$0] }) {
                account.createdAt = existing.createdAt
                account.currency = existing.currency
                if NameKey.of(existing.name) != NameKey.of(account.name) {
                    // Renames can swap names between accounts: each first takes a name no one has.
                    var interim = existing
                    interim.name = "\(gid) (syncing)"
                    renames.append((interim, account))
                } else if try SyncFields.of(existing) != SyncFields.of(account) {
                    batch.data(.updateMoneyAccount(account))
                }
            } else {
                inserts.append((account, gid))
            }
            let shadow = try SyncDocument.text(try SyncFields.of(account))
            if snapshot.records(SyncSpace.accountShadow)[gid] != shadow { batch.save(SyncSpace.accountShadow, gid, shadow) }
        }
        for rename in renames { batch.data(.updateMoneyAccount(rename.interim)) }
        for rename in renames { batch.data(.updateMoneyAccount(rename.final)) }
        for (account, gid) in inserts { batch.data(.insertMoneyAccount(account), link: (SyncSpace.accountLink, gid)) }
    }

    /// `name`, or "name (n)" with the first n from 2 whose folded form is not `taken`.
    static func freeName(_ name: String, taken: Set<String>) -> String {
        guard taken.contains(NameKey.of(name)) else { return name }
        for number in 2...(MoneyAccount.maximumCount + 1) {
            let suffix = " (\(number))"
            let candidate = String(name.prefix(MoneyAccount.maximumNameLength - suffix.count)) + suffix
            if !taken.contains(NameKey.of(candidate)) { return candidate }
        }
        return name
    }

    /// docs/sync.md "Money": brings the store's transactions to the document's — every live one
    /// whose account is here (after the accounts' phase, so each has its row); one whose account
    /// is deleted is gone with it. Balances follow: they are derived.
    mutating func projectTransactions() throws {
        let links = snapshot.links(SyncSpace.transactionLink)
        let accountLinks = snapshot.links(SyncSpace.accountLink)
        let accountGIDs = snapshot.reverseLinks(SyncSpace.accountLink)
        let local = Dictionary(snapshot.transactions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: [String: MoneyTransaction] = [:]
        for (gid, entry) in document.transactions where entry.deleted == nil {
            let fields = entry.fields.mapValues(\.v)
            guard let account = SyncFields.transactionAccount(in: fields), let accountID = accountLinks[account] else { continue }
            guard let transaction = try? SyncFields.transaction(from: fields, id: links[gid] ?? 0, accountID: accountID) else {
                refused.append("transaction \(gid): its merged fields are not a valid transaction")
                continue
            }
            wanted[gid] = transaction
        }
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where wanted[gid] == nil {
            if local[id] != nil { batch.data(.deleteMoneyTransaction(id)) }
            batch.delete(SyncSpace.transactionLink, [gid])
            batch.delete(SyncSpace.transactionShadow, [gid])
        }
        for (gid, transaction) in wanted.sorted(by: { $0.key < $1.key }) {
            var transaction = transaction
            if let existing = links[gid].flatMap({ local[$0] }) {
                transaction.createdAt = existing.createdAt
                if existing != transaction { batch.data(.updateMoneyTransaction(transaction)) }
            } else {
                batch.data(.insertMoneyTransaction(transaction), link: (SyncSpace.transactionLink, gid))
            }
            let shadow = try SyncDocument.text(try SyncFields.of(transaction, accountGID: accountGIDs[transaction.accountID]))
            if snapshot.records(SyncSpace.transactionShadow)[gid] != shadow { batch.save(SyncSpace.transactionShadow, gid, shadow) }
        }
    }
}
