import Foundation
import Testing

/// `cadence serve --no-partners` and `CADENCE_PARTNERS=off` (docs/operations.md "Partners"): the
/// server's switch, said in the start-up line; on by default.
@Suite(.serialized) struct PartnersServeTests {
    @Test func theSwitchIsReadFromTheFlagAndTheEnvironment() throws {
        let store = try TemporaryStore()
        for (arguments, environment, expected) in [
            (["--no-reminders"], [String: String](), "on"), (["--no-reminders", "--no-partners"], [:], "off"),
            (["--no-reminders"], ["CADENCE_PARTNERS": "off"], "off"), (["--no-reminders"], ["CADENCE_PARTNERS": "FALSE"], "off"),
            (["--no-reminders"], ["CADENCE_PARTNERS": "on"], "on"),
        ] {
            let server = try ServerProcess(store, arguments: arguments, environment: environment)
            #expect(try server.get("/healthz").status == 200)
            _ = server.stop()
            #expect(server.stderr.contains("partners=\(expected)"), "\(arguments) \(environment): \(server.stderr)")
        }
    }
}
