import Foundation

/// The rules of partners (docs/domain-rules.md "§25 Partners and shared habits"):
/// how long an invite lasts, how many a person may make a day, how many partners they may have,
/// how an invite's code looks.
public enum PartnerPolicy {
    /// An invite can be accepted for seven days after it was made.
    public static let inviteLifetime: TimeInterval = 7 * 86_400
    /// At most this many invites per person in any 24 hours (the rate limit).
    public static let maximumInvitesPerDay = 10
    /// The window the rate limit counts invites in.
    public static let inviteWindow: TimeInterval = 86_400
    /// At most this many partners per person.
    public static let maximumPartners = 50
    /// The code's alphabet: Crockford's base 32 (no I, L, O, U), read aloud without confusion.
    public static let codeAlphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
    /// The code's length: 26 characters of 5 bits, 130 random bits — not guessable.
    public static let codeLength = 26

    /// A new code from `generator` (the services pass the system's secure generator).
    public static func newCode<G: RandomNumberGenerator>(using generator: inout G) -> String {
        String((0..<codeLength).map { _ in codeAlphabet[Int.random(in: 0..<codeAlphabet.count, using: &generator)] })
    }

    /// The code as typed (`abcd-…`, spaces, lower case) in its stored form, or `nil` when it
    /// cannot be a code (wrong length or a character outside the alphabet).
    public static func normalizedCode(_ text: String) -> String? {
        let cleaned = text.uppercased().filter { $0 != "-" && $0 != " " }
        guard cleaned.count == codeLength, cleaned.allSatisfy({ codeAlphabet.contains($0) }) else { return nil }
        return cleaned
    }
}
