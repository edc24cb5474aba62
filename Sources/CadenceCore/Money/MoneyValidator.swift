import Foundation

/// The rules money accounts and transactions pass (docs/domain-rules.md §12 "Money"), in one
/// place for every surface: an account's name of 1–100 characters (trimmed, no control
/// characters); a transaction dated no later than today and inside the days Cadence stores,
/// not zero, with a note of at most 1,000 characters and a category of at most 60.
public enum MoneyValidator {
    /// The account with its name trimmed, or the reason it is refused.
    public static func validated(_ account: MoneyAccount) throws(CadenceError) -> MoneyAccount {
        var account = account
        account.name = account.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !account.name.isEmpty else { throw CadenceError(.nameEmpty, field: "name", "an account needs a name") }
        try TextRule.accountName.checked(account.name)
        _ = try MoneyAmount(minorUnits: account.openingMinorUnits, currency: account.currency)
        return account
    }

    /// The transaction with empty note and category removed, or the reason it is refused.
    public static func validated(_ transaction: MoneyTransaction, today: Day) throws(CadenceError) -> MoneyTransaction {
        var transaction = transaction
        guard transaction.day <= today else {
            throw CadenceError(
                .checkInInFuture, field: "date", "\(transaction.day) is after today (\(today)); transactions record what happened")
        }
        guard Day.supported.contains(transaction.day) else {
            throw CadenceError(.dateRangeInvalid, field: "date", "\(transaction.day) is outside the dates Cadence stores")
        }
        guard transaction.amountMinorUnits != 0 else {
            throw CadenceError(.amountInvalid, field: "amount", "a transaction moves some money; 0 records nothing")
        }
        transaction.note = trimmedOrNil(transaction.note)
        transaction.category = trimmedOrNil(transaction.category)
        if let note = transaction.note { try TextRule.transactionNote.checked(note) }
        if let category = transaction.category { try TextRule.transactionCategory.checked(category) }
        return transaction
    }

    private static func trimmedOrNil(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
