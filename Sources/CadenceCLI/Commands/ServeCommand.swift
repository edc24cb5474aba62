import ArgumentParser
import CadenceHTTP
import CadenceSQLite
import CadenceServer
import CadenceServices
import CadenceStorage
import Foundation
import Logging
import Prometheus

/// `cadence serve`: the multi-user REST API (`/api/v1`, described at `/api/openapi.yaml`) on
/// the SQLite store, until SIGINT or SIGTERM.
///
/// docs/architecture.md: the command line is the composition root — it opens the backend
/// (SQLite, at the same default path as every other command), bootstraps logging (one line
/// per request, on stderr) and hands both to `CadenceServer`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the REST API to other programs and people on this machine or network.",
        discussion: """
            Prints the address it listens on, logs one line per request on stderr, and stops \
            cleanly on Ctrl-C (SIGINT) or SIGTERM. The first account created (POST \
            /api/v1/auth/sign-up) becomes the owner and takes over this store's habits; \
            others may sign up only while the owner opens sign-ups.

            Examples:
              cadence serve
              cadence serve --host 0.0.0.0 --port 9000 --db ~/cadence.sqlite
              cadence serve --log-format json
              curl -s http://127.0.0.1:8080/healthz
              curl -s http://127.0.0.1:8080/readyz
            """)

    /// The levels `--log-level` takes.
    enum LogLevel: String, ExpressibleByArgument, CaseIterable {
        case trace, debug, info, notice, warning, error, critical

        var level: Logger.Level { Logger.Level(rawValue: rawValue) ?? .info }
    }

    /// The forms `--log-format` takes (docs/operations.md "Logs").
    enum LogFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: ArgumentHelp("The address to listen on (0.0.0.0 for every interface).", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8080

    @Option(name: .customLong("log-level"), help: "The least important log lines shown (requests are logged at info).")
    var logLevel: LogLevel = .info

    @Option(name: .customLong("log-format"), help: "text (one line per event) or json (one JSON object per line, for log collectors).")
    var logFormat: LogFormat = .text

    @Flag(name: .customLong("secure-cookies"), help: "Mark the session cookie Secure (when served behind HTTPS).")
    var secureCookies = false

    @Flag(
        name: .customLong("trust-proxy"),
        help: "Take client addresses from X-Forwarded-For (only behind a reverse proxy you run).")
    var trustProxy = false

    @Flag(name: .customLong("no-reminders"), help: "Do not deliver reminders from this process (another one does).")
    var noReminders = false

    @Flag(
        name: .customLong("notify-private-networks"),
        help: "Let notifications go to private network addresses (a home ntfy server); CADENCE_NOTIFY_PRIVATE_NETWORKS=1 too.")
    var notifyPrivateNetworks = false

    @Flag(
        name: .customLong("oidc-only"),
        help: "Turn password sign-in and sign-up off: sign in only with the identity provider (CADENCE_OIDC_ISSUER …); CADENCE_OIDC_ONLY=1 too.")
    var oidcOnly = false

    @Flag(
        name: .customLong("no-partners"),
        help: "Turn partners off: no invites, no partner views (docs/domain-rules.md); CADENCE_PARTNERS=off too.")
    var noPartners = false

    @OptionGroup(title: "Scheduled backups (docs/operations.md)") var backups: ServeBackupOptions

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port takes 0 to 65535") }
        if global.now != nil {
            throw ValidationError("serve runs on the real clock; --now is not supported here")
        }
    }

    mutating func run() async throws {
        let level = logLevel.level
        // Standard error in blocks, not a write per line (docs/operations.md "Logs").
        let logStream = BufferedLogStream.standardError
        defer { logStream.flush() }
        let format = logFormat
        LoggingSystem.bootstrap { label in
            switch format {
            case .text:
                var handler = StreamLogHandler(label: label, stream: logStream.stream)
                handler.logLevel = level
                return handler
            case .json:
                var handler = JSONLogHandler(label: label) { line in
                    var stream = logStream.stream
                    stream.write(line + "\n")
                }
                handler.logLevel = level
                return handler
            }
        }
        var logger = Logger(label: "cadence.server")
        logger.logLevel = level
        let environment = ProcessInfo.processInfo.environment
        let metricsOn = try MetricsSetup.isEnabled(environment)
        try backups.refuseUnlessSQLite(StoreLocation.resolve(option: global.db, environment: environment).path)
        let registry = metricsOn ? MetricsSetup.prepare() : nil
        let store = try await StoreLocation.openStore(option: global.db, environment: environment)
        // The composition root: the one place that turns a store into the service layer.
        let services = ServiceLayer(store: store, environment: .live)
        var configuration = ServerConfiguration(
            host: host, port: port, secureCookies: secureCookies, trustsForwardedFor: trustProxy)
        let policy = NotifyHosts.current
        configuration.notificationHosts = policy.allowedHosts
        configuration.notificationPrivateNetworks = notifyPrivateNetworks || policy.allowsPrivateNetworks
        configuration.pushContact = try NotifyHosts.pushContact()
        try OIDCSetup.apply(to: &configuration, environment: environment, oidcOnly: oidcOnly)
        configuration.partnersEnabled = !noPartners && !Self.partnersOff(environment["CADENCE_PARTNERS"])
        let deviceSecret = environment["CADENCE_DEVICE_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        if let deviceSecret {
            configuration.deviceKey = ServerConfiguration.deviceKey(fromSecret: deviceSecret)
        } else {
            configuration.deviceKey = try await ServerConfiguration.storedDeviceKey(in: services.accounts)
        }
        configuration.readiness = configuration.readiness.adding(StoreReadiness.check(for: store))
        let backupService = try backups.service(for: store, logger: logger)
        if let registry { configuration.metrics = MetricsSetup.endpoint(environment: environment, store: store, registry: registry) }
        let summary = ServeSummary(
            store: ServeSummary.describeStore(StoreLocation.resolve(option: global.db, environment: environment).path),
            host: host, port: port, secureCookies: secureCookies, trustProxy: trustProxy, reminders: !noReminders,
            notifyHosts: configuration.notificationHosts, notifyPrivateNetworks: configuration.notificationPrivateNetworks,
            pushContactSet: configuration.pushContact != nil, deviceKeyFromEnvironment: deviceSecret != nil,
            logFormat: format.rawValue,
            extra: [
                "backups": "\(backupService.map { "\($0.folder), every \($0.interval), keep \($0.keep)" } ?? "off")",
                "oidc": "\(OIDCSetup.summary(configuration))",
                "partners": configuration.partnersEnabled ? "on" : "off",
                "metrics": "\(metricsOn ? (configuration.metrics?.token == nil ? "on, loopback only" : "on, bearer token") : "off")",
            ])
        logger.info("Cadence \(CadenceCommand.version) (commit \(CadenceCommand.commit)) starting", metadata: summary.metadata)
        try await CadenceServerRunner.run(
            configuration: configuration, services: services, logger: logger, requestLogLevel: .info,
            deliverReminders: !noReminders, companions: backupService.map { [$0] } ?? []
        ) { address in
            Console.out("Cadence is listening on \(address) (API: \(address)/api/v1, description: \(address)/api/openapi.yaml)")
        }
    }

    /// `CADENCE_PARTNERS=off` (also `0`, `false`, `no`) turns partners off.
    static func partnersOff(_ value: String?) -> Bool {
        ["off", "0", "false", "no"].contains(value?.lowercased() ?? "")
    }
}
