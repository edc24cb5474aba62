import CadenceCore
import CadenceServices
import Crypto
import Foundation

/// How `cadence serve` runs: where it listens and the limits it enforces.
public struct ServerConfiguration: Sendable {
    /// An allowance of attempts in a sliding window.
    public struct RateLimit: Sendable, Hashable {
        public var attempts: Int
        public var window: TimeInterval

        public init(attempts: Int, window: TimeInterval) {
            self.attempts = attempts
            self.window = window
        }
    }

    /// The address to bind (default `127.0.0.1`, this machine only).
    public var host: String
    /// The port (default 8080; 0 picks a free one).
    public var port: Int
    /// The largest request body accepted, in bytes (default 64 KiB); larger ones get 413.
    public var maximumBodySize: Int
    /// bcrypt's cost (log2 rounds, default 12; tests use 4).
    public var bcryptCost: UInt8
    /// How long a browser session lasts (default 30 days).
    public var sessionLifetime: TimeInterval
    /// Marks the session cookie `Secure` (set it when the server is behind HTTPS).
    public var secureCookies: Bool
    /// Takes the client's address from `X-Forwarded-For` (only behind a trusted proxy).
    public var trustsForwardedFor: Bool
    /// Failed sign-ins allowed per account and client address (default 10 per 15 minutes):
    /// beyond it, that address may not try that account; other addresses still may.
    public var signInLimitPerAccountAndAddress: RateLimit
    /// Failed sign-ins allowed per account from all addresses together (default 100 per hour):
    /// beyond it, the account backs off for every address it has not signed in from in the
    /// last 30 days (docs/api.md "Rate limits").
    public var signInLimitPerAccount: RateLimit
    /// Sign-in and sign-up attempts allowed per client address (default 30 per 15 minutes).
    public var signInLimitPerAddress: RateLimit
    /// The first account takes over the store's existing local user (the command line's data).
    public var firstAccountAdoptsLocalUser: Bool
    /// The time zone of new accounts that name none (default `UTC`).
    public var defaultTimeZone: String
    /// docs/domain-rules.md §9 "Where Cadence sends": the only hosts notification channels may
    /// name, private or not (`nil`: any public host). `cadence serve` reads it from
    /// `CADENCE_NOTIFY_HOSTS`.
    public var notificationHosts: Set<String>? = nil
    /// Notifications may go to private network addresses (loopback, RFC 1918, link-local …):
    /// `CADENCE_NOTIFY_PRIVATE_NETWORKS=1` or `cadence serve --notify-private-networks`.
    public var notificationPrivateNetworks = false
    /// The operator's contact for Web Push's VAPID `sub` claim, a `mailto:` or `https:` URI
    /// (docs/domain-rules.md "§15 Web Push"): `CADENCE_PUSH_CONTACT`; `nil`: no `sub`.
    public var pushContact: String? = nil
    /// Test sends (`POST /api/v1/notify/test`) allowed per user (default 5 per minute).
    public var notifyTestLimit = RateLimit(attempts: 5, window: 60)
    /// How long a connection may take to send a complete request — from when it opens or its
    /// last answer was written — before it is closed (default 60 s).
    public var requestTimeout: Duration = .seconds(60)
    /// How long a shutdown waits for requests in flight before it cancels them (default 3 s).
    public var shutdownGracePeriod: Duration = .seconds(3)
    /// What `GET /readyz` checks (docs/operations.md "Health and readiness"); `cadence serve`
    /// sets the store's check, the server runner adds the delivery loop's heartbeat.
    public var readiness = ReadinessProbe.alwaysReady
    /// `GET /metrics` (docs/operations.md "Metrics"): `nil` (the default) serves none and counts
    /// no request; `cadence serve` sets it with `CADENCE_METRICS=1`.
    public var metrics: MetricsEndpoint? = nil
    /// OpenID Connect sign-in (docs/domain-rules.md "§24 OpenID Connect sign-in");
    /// `nil`: off.
    public var oidc: OIDCSettings? = nil
    /// Password sign-in and sign-up are off (`cadence serve --oidc-only`, `CADENCE_OIDC_ONLY=1`).
    public var passwordSignInOff = false

    /// docs/domain-rules.md "§25 Partners and shared habits": whether accounts may
    /// become partners and see what partners share (default on). `cadence serve --no-partners` or
    /// `CADENCE_PARTNERS=off` turns it off: every partner route answers 403 `partnersOff` and
    /// nothing is shown, though partnerships and sharing stay stored for when it is on again.
    public var partnersEnabled = true

    /// Where notifications may go, from `notificationHosts` and `notificationPrivateNetworks`.
    public var notificationPolicy: NotificationDestinationPolicy {
        NotificationDestinationPolicy(allowedHosts: notificationHosts, allowsPrivateNetworks: notificationPrivateNetworks)
    }

    /// The key device cookies are signed with (docs/domain-rules.md §8 "Device cookies"):
    /// random for each configuration unless set. `cadence serve` derives it from
    /// `CADENCE_DEVICE_KEY` when given, else from the secret kept in its store
    /// (`storedDeviceKey(in:)`), so devices stay known across restarts and on every process.
    public var deviceKey: Data = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }

    /// The device key made from an operator's secret text (its SHA-256).
    public static func deviceKey(fromSecret secret: String) -> Data {
        Data(SHA256.hash(data: Data(secret.utf8)))
    }

    /// The device key kept in the accounts' store: 256 random bits made by the first server that
    /// starts on it, the same for every later start and every other process on that store.
    public static func storedDeviceKey(in accounts: AccountService) async throws -> Data {
        let secret = try await accounts.serverSecret(named: "device_key", candidate: SecretToken.generate(prefix: "dk_"))
        return deviceKey(fromSecret: secret)
    }

    public init(
        host: String = "127.0.0.1", port: Int = 8080, maximumBodySize: Int = 64 * 1024, bcryptCost: UInt8 = 12,
        sessionLifetime: TimeInterval = 30 * 86_400, secureCookies: Bool = false, trustsForwardedFor: Bool = false,
        signInLimitPerAccountAndAddress: RateLimit = RateLimit(attempts: 10, window: 15 * 60),
        signInLimitPerAccount: RateLimit = RateLimit(attempts: 100, window: 60 * 60),
        signInLimitPerAddress: RateLimit = RateLimit(attempts: 30, window: 15 * 60),
        firstAccountAdoptsLocalUser: Bool = true, defaultTimeZone: String = "UTC"
    ) {
        self.host = host
        self.port = port
        self.maximumBodySize = maximumBodySize
        self.bcryptCost = bcryptCost
        self.sessionLifetime = sessionLifetime
        self.secureCookies = secureCookies
        self.trustsForwardedFor = trustsForwardedFor
        self.signInLimitPerAccountAndAddress = signInLimitPerAccountAndAddress
        self.signInLimitPerAccount = signInLimitPerAccount
        self.signInLimitPerAddress = signInLimitPerAddress
        self.firstAccountAdoptsLocalUser = firstAccountAdoptsLocalUser
        self.defaultTimeZone = defaultTimeZone
    }
}
