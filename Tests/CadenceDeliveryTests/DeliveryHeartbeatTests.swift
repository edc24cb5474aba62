import CadenceDelivery
import Testing

/// The delivery loop's heartbeat behind `GET /readyz` (docs/operations.md "Health and readiness").
@Suite struct DeliveryHeartbeatTests {
    @Test func aLoopIsAliveFromItsFirstBeatUntilItStops() {
        let heartbeat = DeliveryHeartbeat(staleAfter: .seconds(60))
        #expect(heartbeat.problem() == "the reminder delivery loop has not started")
        heartbeat.beat()
        #expect(heartbeat.problem() == nil)
        heartbeat.stop()
        #expect(heartbeat.problem() == "the reminder delivery loop has stopped")
    }

    @Test func aLoopSilentForLongerThanItsAllowanceIsStuck() async throws {
        let heartbeat = DeliveryHeartbeat(staleAfter: .milliseconds(50))
        heartbeat.beat()
        #expect(heartbeat.problem() == nil)
        try await Task.sleep(for: .milliseconds(1_100))
        // At least 1 s has passed; on a busy machine the sleep can last longer, and the text says how long.
        let problem = try #require(heartbeat.problem())
        #expect(problem.hasPrefix("the reminder delivery loop has not finished a pass for "), "\(problem)")
        #expect(problem.hasSuffix(" s"), "\(problem)")
        heartbeat.beat()
        #expect(heartbeat.problem() == nil)
    }
}
