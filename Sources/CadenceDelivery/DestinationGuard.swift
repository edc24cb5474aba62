import CadenceCore
import Foundation
import NIOPosix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Vets a destination host before Cadence connects to it (docs/domain-rules.md §9 "Where Cadence
/// sends"): the policy's check of the host as written, then — for a name — its resolution (every
/// address it resolves to must be allowed) and the one address to connect to, so that the
/// connection goes to the address that was checked, whatever the DNS answers a moment later.
public struct DestinationGuard: Sendable {
    /// The outcome for one host.
    public enum Verdict: Sendable, Hashable {
        /// Allowed; connect to `address` (`nil`: the name resolves to nothing now).
        case allowed(connectTo: NetworkAddress?)
        case refused(NotificationDestinationPolicy.Refusal)
    }

    /// The decision's rules.
    public let policy: NotificationDestinationPolicy
    private let resolve: @Sendable (String) async -> [NetworkAddress]

    /// `resolve`: a name's addresses (default: the system resolver, `getaddrinfo`).
    public init(
        policy: NotificationDestinationPolicy,
        resolve: @escaping @Sendable (String) async -> [NetworkAddress] = DestinationGuard.systemAddresses
    ) {
        self.policy = policy
        self.resolve = resolve
    }

    /// The verdict on `host` (as a URL spells it).
    public func check(host: String) async -> Verdict {
        if let refusal = policy.refusal(host: host) { return .refused(refusal) }
        if let address = NetworkAddress(parsing: host) { return .allowed(connectTo: address) }
        let addresses = await resolve(NotificationDestinationPolicy.normalized(host))
        if let refusal = policy.refusal(host: host, addresses: addresses) { return .refused(refusal) }
        return .allowed(connectTo: addresses.first)
    }

    /// The addresses the system resolver gives `name` (none when it fails), resolved on NIO's
    /// blocking thread pool.
    @Sendable public static func systemAddresses(_ name: String) async -> [NetworkAddress] {
        (try? await NIOThreadPool.singleton.runIfActive { lookUp(name) }) ?? []
    }

    private static func lookUp(_ name: String) -> [NetworkAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [NetworkAddress] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            if let address = Self.address(of: entry.pointee), !addresses.contains(address) { addresses.append(address) }
            cursor = entry.pointee.ai_next
        }
        return addresses
    }

    private static func address(of entry: addrinfo) -> NetworkAddress? {
        guard let socket = entry.ai_addr else { return nil }
        switch entry.ai_family {
        case AF_INET:
            return socket.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                withUnsafeBytes(of: pointer.pointee.sin_addr) { NetworkAddress(bytes: Array($0)) }
            }
        case AF_INET6:
            return socket.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                withUnsafeBytes(of: pointer.pointee.sin6_addr) { NetworkAddress(bytes: Array($0)) }
            }
        default:
            return nil
        }
    }
}
