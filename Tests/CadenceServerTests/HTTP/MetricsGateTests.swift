import CadenceHTTP
import Testing

/// Who may read `/metrics` (docs/operations.md "Metrics").
@Suite struct MetricsGateTests {
    @Test func withATokenOnlyTheBearerOfThatTokenIsAnswered() {
        let token = "m3trics-t0ken"
        #expect(MetricsGate.decide(token: token, authorization: "Bearer m3trics-t0ken", peerAddress: "203.0.113.9", forwarded: true) == .allowed)
        for header in [nil, "", "Bearer ", "Bearer m3trics-t0ke", "Bearer m3trics-t0ken ", "bearer m3trics-t0ken", "Basic bTM="] {
            #expect(MetricsGate.decide(token: token, authorization: header, peerAddress: "127.0.0.1", forwarded: false) == .unauthorized)
        }
    }

    @Test func withoutATokenOnlyLoopbackClientsNotBehindAProxyAreAnswered() {
        for peer in ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"] {
            #expect(MetricsGate.decide(token: nil, authorization: nil, peerAddress: peer, forwarded: false) == .allowed, "\(peer)")
            #expect(MetricsGate.decide(token: nil, authorization: nil, peerAddress: peer, forwarded: true) == .forbidden, "\(peer)")
        }
        for peer in ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "128.0.0.1", "1.127.0.0"] {
            #expect(MetricsGate.decide(token: nil, authorization: nil, peerAddress: peer, forwarded: false) == .forbidden, "\(peer)")
        }
        #expect(MetricsGate.decide(token: nil, authorization: "Bearer x", peerAddress: nil, forwarded: false) == .forbidden)
    }

    @Test func activeUsersCountDistinctUsersWithinTheWindow() async throws {
        let users = ActiveUsers()
        #expect(users.count(within: .seconds(300)) == 0)
        users.saw(1)
        users.saw(2)
        users.saw(1)
        #expect(users.count(within: .seconds(300)) == 2)
        try await Task.sleep(for: .milliseconds(60))
        users.saw(3)
        #expect(users.count(within: .milliseconds(50)) == 1)
        #expect(users.count(within: .seconds(86_400)) == 3)
    }
}
