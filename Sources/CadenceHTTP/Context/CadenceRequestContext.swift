import CadenceCore
import Hummingbird

/// The request context of every Cadence route: Hummingbird's core context, the client's
/// address (for rate limits) and, once `AuthenticationMiddleware` ran, who is signed in.
public struct CadenceRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in user and how they signed in; `nil` for anonymous requests.
    public var identity: Identity?
    /// The peer's IP address, when the channel has one (not in router tests).
    public let peerAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }

    /// The signed-in user, or a 401 problem.
    public func requireUser() throws(HTTPRefusal) -> UserID {
        guard let identity else { throw HTTPRefusal.notSignedIn }
        return identity.user
    }
}
