import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "Money"): an
    /// account's fields against its shadow, stamped at its `updatedAt`; a transaction's fields
    /// (its account by global id), a new one stamped at its recording instant, an edit at the
    /// capture; a linked row that is gone is a delete.
    mutating func captureMoney() throws {
        var accounts = document.accounts
        var ranks: [String: Int] = [:]
        for account in snapshot.accounts.sorted(by: { $0.id < $1.id }) {
            let identity = Self.identity([NameKey.of(account.name), account.currency.code], at: account.createdAt)
            let gid = identityGID(
                for: account.id, in: SyncSpace.accountLink, identity: identity, ranks: &ranks, deleted: { accounts[$0]?.deleted != nil })
            try record(
                SyncFields.of(account), space: SyncSpace.account, shadowSpace: SyncSpace.accountShadow, gid: gid,
                physical: StoredMilliseconds.of(account.updatedAt), entries: &accounts)
        }
        let localAccounts = Set(snapshot.accounts.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.accountLink) where !localAccounts.contains(id) {
            try delete(
                space: SyncSpace.account, linkSpace: SyncSpace.accountLink, shadowSpace: SyncSpace.accountShadow, gid: gid, entries: &accounts)
        }
        document.accounts = accounts
        let accountGIDs = reverse[SyncSpace.accountLink] ?? [:]
        var transactions = document.transactions
        for transaction in snapshot.transactions.sorted(by: { $0.id < $1.id }) {
            let identity = Self.identity(
                [accountGIDs[transaction.accountID], transaction.day.description, String(transaction.amountMinorUnits)], at: transaction.createdAt)
            let gid = identityGID(
                for: transaction.id, in: SyncSpace.transactionLink, identity: identity, ranks: &ranks,
                deleted: { transactions[$0]?.deleted != nil })
            let isNew = snapshot.records(SyncSpace.transactionShadow)[gid] == nil
            try record(
                SyncFields.of(transaction, accountGID: accountGIDs[transaction.accountID]), space: SyncSpace.transaction,
                shadowSpace: SyncSpace.transactionShadow, gid: gid,
                physical: isNew ? StoredMilliseconds.of(transaction.createdAt) : now, entries: &transactions)
        }
        let localTransactions = Set(snapshot.transactions.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.transactionLink) where !localTransactions.contains(id) {
            try delete(
                space: SyncSpace.transaction, linkSpace: SyncSpace.transactionLink, shadowSpace: SyncSpace.transactionShadow, gid: gid,
                entries: &transactions)
        }
        document.transactions = transactions
    }
}
