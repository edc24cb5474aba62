import Testing

@testable import CadencePostgres

/// docs/deploy.md "Choosing the backend": the `postgres://` URL's parts, every parameter at its
/// edges, and clear refusals of what cannot be read.
@Suite struct PostgresLocationTests {
    @Test func readsEveryPart() throws {
        let location = try PostgresLocation(
            url: "postgresql://ca%40dence:p%3Ass@db.example:6543/habits?sslmode=require&pool_size=25&search_path=tenant_1")
        #expect(location.host == "db.example")
        #expect(location.port == 6543)
        #expect(location.username == "ca@dence")
        #expect(location.password == "p:ss")
        #expect(location.database == "habits")
        #expect(location.sslMode == "require")
        #expect(location.poolSize == 25)
        #expect(location.searchPath == "tenant_1")
        #expect(location.redacted == "postgres://ca@dence:***@db.example:6543/habits")
    }

    /// docs/schema.md "Connections": no keep-alive timers; a server keeps all but one of its
    /// connections, a command opens only what it uses; `pool_size=1` keeps a minimum of 0.
    @Test func thePoolKeepsConnectionsOnlyForAServer() throws {
        let location = try PostgresLocation(url: "postgres://cadence@127.0.0.1/cadence?pool_size=10")
        let command = location.clientConfiguration()
        #expect(command.options.minimumConnections == 0)
        #expect(command.options.maximumConnections == 10)
        #expect(command.options.keepAliveBehavior == nil)
        let server = location.clientConfiguration(keepsConnections: true)
        #expect(server.options.minimumConnections == 9)
        #expect(server.options.maximumConnections == 10)
        #expect(server.options.keepAliveBehavior == nil)
        let single = try PostgresLocation(url: "postgres://cadence@127.0.0.1/cadence?pool_size=1").clientConfiguration(keepsConnections: true)
        #expect(single.options.minimumConnections == 0 && single.options.maximumConnections == 1)
    }

    @Test func defaults() throws {
        let location = try PostgresLocation(url: "postgres://127.0.0.1/cadence")
        #expect(location.port == 5432)
        #expect(location.username == "postgres")
        #expect(location.password == nil)
        #expect(location.sslMode == "prefer")
        #expect(location.poolSize == 10)
        #expect(location.searchPath == nil)
        #expect(!location.redacted.contains("***"))
    }

    @Test func recognisesURLsAndNotPaths() {
        #expect(PostgresLocation.isURL("postgres://h/d"))
        #expect(PostgresLocation.isURL("PostgreSQL://h/d"))
        #expect(!PostgresLocation.isURL("/var/lib/cadence/postgres.sqlite"))
        #expect(!PostgresLocation.isURL("postgres.sqlite"))
    }

    @Test(arguments: [
        "postgres://h/d?pool_size=0", "postgres://h/d?pool_size=1001", "postgres://h/d?pool_size=-1",
        "postgres://h/d?pool_size=9223372036854775808", "postgres://h/d?pool_size=2.5", "postgres://h/d?sslmode=maybe",
        "postgres://h/d?search_path=a;drop", "postgres://h/d?search_path=", "postgres://h/d?color=blue",
        "postgres:///d", "postgres://h:0/d", "postgres://h:70000/d", "mysql://h/d",
    ])
    func refusesWhatItCannotRead(url: String) {
        #expect(throws: PostgresStoreError.self) { try PostgresLocation(url: url) }
    }

    @Test func poolSizeEdges() throws {
        #expect(try PostgresLocation(url: "postgres://h/d?pool_size=1").poolSize == 1)
        #expect(try PostgresLocation(url: "postgres://h/d?pool_size=1000").poolSize == 1000)
    }
}
