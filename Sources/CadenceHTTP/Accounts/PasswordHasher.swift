import HummingbirdBcrypt
import NIOPosix

/// Hashes and checks passwords with bcrypt on NIO's blocking thread pool, as HummingbirdBcrypt
/// documents, off the event loops and the concurrency pool (a cost-12 hash takes about a
/// quarter of a second). Passwords are never logged or stored.
package struct PasswordHasher: Sendable {
    package let cost: UInt8
    /// A hash of a fixed text, checked against when a username is unknown, so that an unknown
    /// username takes as long to refuse as a wrong password.
    private let decoyHash: String

    package init(cost: UInt8) {
        self.cost = cost
        decoyHash = Bcrypt.hash("cadence decoy password", cost: cost)
    }

    /// The bcrypt hash of `password`.
    package func hash(_ password: String) async -> String {
        let cost = self.cost
        return await Self.offload { Bcrypt.hash(password, cost: cost) }
    }

    /// Whether `password` matches `hash`; with no hash, checks a decoy and returns `false`.
    package func verify(_ password: String, hash: String?) async -> Bool {
        let target = hash ?? decoyHash
        let matches = await Self.offload { Bcrypt.verify(password, hash: target) }
        return hash != nil && matches
    }

    /// Runs `work` on `NIOThreadPool.singleton`; the pool is active for the whole process, so
    /// `runIfActive` only throws after shutdown, when the answer no longer matters: then the
    /// work runs inline rather than failing a sign-in.
    private static func offload<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        if let value = try? await NIOThreadPool.singleton.runIfActive(work) { return value }
        return work()
    }
}
