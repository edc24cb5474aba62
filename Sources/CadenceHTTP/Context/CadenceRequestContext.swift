import CadenceCore
import Hummingbird
import NIOCore

/// The request context of every Cadence route: Hummingbird's core context, the client's
/// address (for rate limits) and, once `AuthenticationMiddleware` ran, who is signed in.
public struct CadenceRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in user and how they signed in; `nil` for anonymous requests.
    public var identity: Identity?
    /// The same user, seen by the middlewares outside the sign-in (problem+json's language).
    public let signedInUser = SignedInUser()
    /// The peer's socket address, kept as it is: most requests never need its text.
    private let peerSocketAddress: SocketAddress?

    /// The peer's IP address, when the channel has one (not in router tests). Written out on
    /// demand (rate limits), not for every request.
    public var peerAddress: String? { peerSocketAddress?.ipAddress }

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerSocketAddress = source.channel.remoteAddress
    }

    /// The signed-in user, or a 401 problem.
    public func requireUser() throws(HTTPRefusal) -> UserID {
        guard let identity else { throw HTTPRefusal.notSignedIn }
        return identity.user
    }
}
