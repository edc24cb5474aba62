import CadenceHTTP
import CadenceSQLite
import CadenceServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Synchronization
import Testing

@testable import CadenceServices

/// The request log (docs/api.md "Running it"): one line per request with the route's template, never
/// the path — a calendar feed's address is its secret.
@Suite struct RequestLogTests {
    /// Keeps every line logged, with its metadata.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ line: String) { lines.withLock { $0.append(line) } }
    }

    struct CapturingHandler: LogHandler {
        let lines: Lines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            lines.append("\(event.message) \(all.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " "))")
        }
    }

    @Test func theCalendarFeedsSecretIsNeverLogged() async throws {
        let lines = Lines()
        let logger = Logger(label: "cadence.log.tests") { _ in CapturingHandler(lines: lines) }
        let server = try TestServer()
        let application = try buildApplication(
            configuration: server.configuration,
            services: ServiceLayer(store: server.store, environment: server.clock.environment), logger: logger,
            document: ContractChecker.document, requestLogLevel: .info)
        let secret = try await application.test(.router) { client in
            let anonymous = APIClient(client: client)
            let alice = try await anonymous.signUp("alice")
            let url = try #require(try await alice.post("/api/v1/calendar-feed").json["url"]?.stringValue)
            #expect(try await anonymous.send(.get, url).status == .ok)
            #expect(try await anonymous.send(.get, "/calendar/cal_wrong.ics").status == .notFound)
            #expect(try await anonymous.send(.get, "/no/such/cal_page").status == .notFound)
            return url
        }
        let feedLines = lines.all.filter { $0.contains("/calendar/") }
        #expect(!feedLines.isEmpty, "the feed's requests are logged: \(lines.all)")
        #expect(feedLines.allSatisfy { $0.hasPrefix("GET /calendar/{") }, "\(feedLines)")
        let secretPart = String(secret.dropFirst("/calendar/".count).prefix(while: { $0 != "." }))
        #expect(secretPart.hasPrefix("cal_") && secretPart.count > 20)
        for line in lines.all {
            #expect(!line.contains("cal_"), "no secret in the log: \(line)")
        }
    }
}
