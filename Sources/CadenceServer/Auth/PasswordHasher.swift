import Dispatch
import HummingbirdBcrypt

/// Hashes and checks passwords with bcrypt, off the request threads (a cost-12 hash takes
/// about a quarter of a second). Passwords are never logged or stored.
struct PasswordHasher: Sendable {
    let cost: UInt8
    /// A hash of a fixed text, checked against when a username is unknown, so that an unknown
    /// username takes as long to refuse as a wrong password.
    private let decoyHash: String

    init(cost: UInt8) {
        self.cost = cost
        decoyHash = Bcrypt.hash("cadence decoy password", cost: cost)
    }

    /// The bcrypt hash of `password`.
    func hash(_ password: String) async -> String {
        let cost = self.cost
        return await Self.offload { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches `hash`; with no hash, checks a decoy and returns `false`.
    func verify(_ password: String, hash: String?) async -> Bool {
        let target = hash ?? decoyHash
        let matches = await Self.offload { Bcrypt.verify(password, hash: target) }
        return hash != nil && matches
    }

    private static func offload<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }
}
