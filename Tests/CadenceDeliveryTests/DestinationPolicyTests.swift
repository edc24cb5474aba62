import CadenceCore
import CadenceDelivery
import Foundation
import Testing

/// docs/domain-rules.md §9 "Where Cadence sends": private destinations are refused by default in
/// every numeric spelling and after resolving, when a channel is added and again at each send;
/// the operator opts in by naming hosts or allowing private networks.
@Suite(.serialized) struct DestinationPolicyTests {
    /// Hosts that are, or always mean, a private address.
    static let privateHosts = [
        "127.0.0.1", "[::1]", "localhost", "LocalHost.", "app.localhost", "127.1", "0x7f000001", "2130706433", "0177.0.0.1",
        "0x7f.0.0.1", "127.0.0.1.", "0.0.0.0", "0", "[::]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::127.0.0.1]",
        "[64:ff9b::127.0.0.1]", "[2002:7f00:1::]", "[::ffff:0:7f00:1]", "10.0.0.1", "10.255.255.255", "172.16.0.1",
        "172.31.255.255", "192.168.1.10", "0xc0a80101", "3232235777", "169.254.169.254", "[fe80::1]", "100.64.0.1",
        "100.127.255.254", "[fc00::1]", "[fd12:3456:789a::1]", "224.0.0.1", "239.255.255.250", "[ff02::1]",
        "255.255.255.255", "[::ffff:10.1.2.3]", "[::ffff:169.254.169.254]", "[fec0::1]", "192.0.0.8", "198.18.0.1",
    ]
    /// Public addresses and names (names are judged after resolving).
    static let publicHosts = [
        "8.8.8.8", "1.1.1.1", "93.184.216.34", "100.63.255.255", "100.128.0.1", "172.15.255.255", "172.32.0.1",
        "11.0.0.1", "192.169.0.1", "[2606:4700:4700::1111]", "[2a00:1450:4001::200e]", "[::ffff:8.8.8.8]",
        "[64:ff9b::808:808]", "ntfy.sh", "hooks.example.org", "localhost.example.org",
    ]

    @Test func everySpellingOfAPrivateAddressIsRefusedByDefault() {
        for host in Self.privateHosts {
            #expect(NotificationDestinationPolicy.default.refusal(host: host) == .privateAddress, "\(host)")
        }
        for host in Self.publicHosts {
            #expect(NotificationDestinationPolicy.default.refusal(host: host) == nil, "\(host)")
        }
        #expect(NetworkAddress(parsing: "0x7f000001")?.description == "127.0.0.1")
        #expect(NetworkAddress(parsing: "127.1")?.description == "127.0.0.1")
        #expect(NetworkAddress(parsing: "2130706433")?.description == "127.0.0.1")
        #expect(NetworkAddress(parsing: "[::ffff:127.0.0.1]")?.embeddedIPv4?.description == "127.0.0.1")
        for name in ["ntfy.sh", "1.2.3.4.5", "0x1g", "08.0.0.1", "4294967296", "[1::2::3]", "[::1%eth0]"] {
            #expect(NetworkAddress(parsing: name) == nil, "\(name) is not a number")
        }
    }

    @Test func theOperatorOptsIn() {
        let open = NotificationDestinationPolicy(allowsPrivateNetworks: true)
        for host in Self.privateHosts + Self.publicHosts { #expect(open.refusal(host: host) == nil, "\(host)") }
        let listed = NotificationDestinationPolicy(allowedHosts: ["ntfy.home.lan", "[::1]", "127.1"])
        #expect(listed.refusal(host: "ntfy.home.lan", addresses: [NetworkAddress(parsing: "192.168.1.5")].compactMap { $0 }) == nil)
        #expect(listed.refusal(host: "::1") == nil && listed.refusal(host: "127.1") == nil)
        #expect(listed.refusal(host: "127.0.0.1") == .hostNotListed && listed.refusal(host: "ntfy.sh") == .hostNotListed)
        let environment = NotificationDestinationPolicy(environment: [
            "CADENCE_NOTIFY_HOSTS": " NTFY.home.lan , ", "CADENCE_NOTIFY_PRIVATE_NETWORKS": "1",
        ])
        #expect(environment.allowedHosts == ["ntfy.home.lan"] && environment.allowsPrivateNetworks)
        #expect(NotificationDestinationPolicy(environment: [:]) == .default)
    }

    @Test func aNameIsJudgedByEveryAddressItResolvesTo() async {
        let dns: @Sendable (String) async -> [NetworkAddress] = { name in
            let table = ["mixed.test": ["8.8.8.8", "10.0.0.7"], "public.test": ["8.8.8.8"], "v6.test": ["fd00::1"]]
            return (table[name] ?? []).compactMap { NetworkAddress(parsing: $0) }
        }
        let guarded = DestinationGuard(policy: .default, resolve: dns)
        #expect(await guarded.check(host: "mixed.test") == .refused(.privateAddress))
        #expect(await guarded.check(host: "v6.test") == .refused(.privateAddress))
        #expect(await guarded.check(host: "public.test") == .allowed(connectTo: NetworkAddress(parsing: "8.8.8.8")))
        #expect(await guarded.check(host: "nowhere.test") == .allowed(connectTo: nil))
        #expect(await guarded.check(host: "0x7f000001") == .refused(.privateAddress))
        let system = DestinationGuard(policy: NotificationDestinationPolicy(allowsPrivateNetworks: true))
        guard case .allowed(let address?) = await system.check(host: "localhost") else {
            Issue.record("localhost resolves with the system resolver")
            return
        }
        #expect(address.isPrivate, "the system resolver's answer for localhost: \(address)")
    }

    @Test func aChannelToAPrivateAddressIsRefusedWhenAdded() async throws {
        let fixture = try await DeliveryFixture()
        let channels = NotificationChannels(service: fixture.service)
        for url in ["http://127.0.0.1:9/hook", "http://[::1]/x", "http://0x7f000001/", "https://localhost/", "http://192.168.1.1/x"] {
            let error = await #expect(throws: CadenceError.self) { try await channels.add(kind: .webhook, url: url, for: fixture.user) }
            #expect(error?.code == .channelInvalid && error?.field == "url", "\(url)")
            #expect(error?.message.contains("127") == false, "the answer names no address")
        }
        let rebinding = NotificationChannels(
            service: fixture.service,
            destinations: DestinationGuard(policy: .default) { _ in [NetworkAddress(parsing: "169.254.169.254")].compactMap { $0 } })
        let error = await #expect(throws: CadenceError.self) {
            try await rebinding.add(kind: .ntfy, url: "https://metadata.example/topic", for: fixture.user)
        }
        #expect(error?.field == "url")
        #expect(try await channels.list(for: fixture.user).isEmpty)
        let opted = NotificationChannels(service: fixture.service, policy: NotificationDestinationPolicy(allowsPrivateNetworks: true))
        #expect(try await opted.add(kind: .ntfy, url: "http://192.168.1.1/x", for: fixture.user).url == "http://192.168.1.1/x")
    }

    @Test func aSendToALoopbackReceiverNeedsTheOperatorsOptIn() async throws {
        let receiver = HTTPReceiver()
        try await receiver.start()
        defer { receiver.stop() }
        let port = try #require(URLComponents(string: receiver.baseURL)?.port)
        let notification = { (url: String) in OutgoingNotification(url: url, headers: [], body: Data("hi".utf8)) }
        let refused = await HTTPNotificationSender().send(notification("http://127.0.0.1:\(port)/hook"))
        #expect(refused == .failed(reason: SendOutcome.notAllowed, retryable: false))
        #expect(await HTTPNotificationSender().send(notification("http://localhost:\(port)/hook")).summary == SendOutcome.notAllowed)
        #expect(await HTTPNotificationSender().send(notification("http://2130706433:\(port)/hook")).summary == SendOutcome.notAllowed)
        #expect(receiver.requests.isEmpty, "nothing reached the receiver")

        let opted = HTTPNotificationSender(policy: NotificationDestinationPolicy(allowsPrivateNetworks: true))
        #expect(await opted.send(notification("http://127.0.0.1:\(port)/hook")) == .delivered(status: 200))
        #expect(await opted.send(notification("http://127.1:\(port)/short")) == .delivered(status: 200))
        let listed = HTTPNotificationSender(policy: NotificationDestinationPolicy(allowedHosts: ["localhost"]))
        #expect(await listed.send(notification("http://localhost:\(port)/named")) == .delivered(status: 200))
        #expect(receiver.requests.map(\.path) == ["/hook", "/short", "/named"])

        // The connection goes to the address that was checked, not to a second DNS answer: this
        // name exists only in the guard's resolver, yet the request arrives.
        let pinned = HTTPNotificationSender(
            destinations: DestinationGuard(policy: NotificationDestinationPolicy(allowsPrivateNetworks: true)) { _ in
                [NetworkAddress(parsing: "127.0.0.1")].compactMap { $0 }
            })
        #expect(await pinned.send(notification("http://receiver.cadence.test:\(port)/pinned")) == .delivered(status: 200))
        #expect(receiver.requests.last?.path == "/pinned")

        let closed = await opted.send(notification("http://127.0.0.1:9/nothing-listens"))
        #expect(closed == .failed(reason: SendOutcome.couldNotConnect, retryable: true), "a fixed reason, never the error's text")
    }
}
