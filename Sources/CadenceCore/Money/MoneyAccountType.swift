/// What kind of account holds the money (docs/domain-rules.md §12 "Money"). It labels the
/// account; every type's balance is derived the same way (a credit card's debt is a negative
/// balance).
public enum MoneyAccountType: String, Sendable, Hashable, Codable, CaseIterable {
    case checking, savings, cash, credit, other
}
