// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "Cadence",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CadenceCore", targets: ["CadenceCore"]),
        .library(name: "CadenceStorage", targets: ["CadenceStorage"]),
        .library(name: "CadenceServices", targets: ["CadenceServices"]),
        .library(name: "CadenceSQLite", targets: ["CadenceSQLite"]),
        .library(name: "CadencePostgres", targets: ["CadencePostgres"]),
        .executable(name: "cadence", targets: ["cadence"]),
        .executable(name: "cadence-bench", targets: ["cadence-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/vapor/jwt-kit", from: "5.7.1"),
    ],
    targets: [
        .target(name: "CadenceCore", swiftSettings: strictSettings),
        .target(name: "CadenceLocalization", resources: [.copy("Catalogs")], swiftSettings: strictSettings),
        .target(name: "CadenceStorage", dependencies: ["CadenceCore"], swiftSettings: strictSettings),
        .target(name: "CadenceServices", dependencies: ["CadenceCore", "CadenceStorage"], swiftSettings: strictSettings),
        .target(
            name: "CadenceSQLite",
            dependencies: [
                "CadenceCore", "CadenceStorage", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadencePostgres",
            dependencies: [
                "CadenceCore", "CadenceStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "CadenceSync", dependencies: ["CadenceCore", "CadenceServices"], swiftSettings: strictSettings),
        .target(name: "CadenceSQLiteGuard", linkerSettings: [.linkedLibrary("sqlite3")]),
        .target(
            name: "CadenceImport",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLiteGuard", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceHTTP",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceLocalization",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceAPI",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceImport", "CadenceHTTP", "CadenceDelivery", "CadenceLocalization",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            resources: [.copy("Resources/openapi.yaml")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceWeb",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceImport", "CadenceHTTP", "CadenceDelivery", "CadenceLocalization", "CadenceOIDC",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Ink", package: "Ink"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Assets")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceMCP",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceHTTP", "CadenceLocalization",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceDelivery",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceLocalization",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceOIDC",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceDelivery",
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceServer",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceHTTP", "CadenceAPI", "CadenceWeb", "CadenceMCP", "CadenceDelivery",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceCLI",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadencePostgres", "CadenceImport", "CadenceHTTP",
                "CadenceServer", "CadenceMCP", "CadenceDelivery", "CadenceSync", "CadenceLocalization",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "cadence", dependencies: ["CadenceCLI"], swiftSettings: strictSettings),
        .executableTarget(
            name: "cadence-bench",
            dependencies: [
                "CadenceAPI", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadencePostgres", "CadenceTestSupport",
                "CadenceImport", "CadenceHTTP",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "cadence-fuzz",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceImport", "CadenceTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "cadence-libfuzzer",
            dependencies: ["CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceImport"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "cadence-dataset",
            dependencies: ["CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceTestSupport"],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "cadence-hello", swiftSettings: strictSettings),
        .target(
            name: "CadenceTestSupport",
            dependencies: ["CadenceServices", "CadenceStorage", "CadenceCore", "CadenceImport", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceStoreConformance",
            dependencies: ["CadenceServices", "CadenceStorage", "CadenceCore", "CadenceImport", "CadenceTestSupport", "CadenceSync"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceCoreTests",
            dependencies: ["CadenceCore", "CadenceTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceStoreTests",
            dependencies: [
                "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceTestSupport", "CadenceStoreConformance",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadencePostgresTests",
            dependencies: [
                "CadencePostgres", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceStoreConformance",
                "CadenceTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceServerTests",
            dependencies: [
                "CadenceServer", "CadenceHTTP", "CadenceAPI", "CadenceWeb", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceImport",
                "CadenceSQLite", "CadenceStoreConformance", "CadenceLocalization",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceImportTests",
            dependencies: [
                "CadenceImport", "CadenceSQLite", "CadenceServices", "CadenceStorage", "CadenceCore", "CadenceTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceMCPTests",
            dependencies: [
                "CadenceMCP", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceTestSupport",
                .product(name: "MCP", package: "swift-sdk"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceDeliveryTests",
            dependencies: [
                "CadenceDelivery", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceSyncTests",
            dependencies: ["CadenceSync", "CadenceCore", "CadenceServices", "CadenceStorage", "CadenceSQLite", "CadenceStoreConformance"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceSyncFuzzTests",
            dependencies: [
                "CadenceServer", "CadenceHTTP", "CadenceImport", "CadenceCore", "CadenceServices", "CadenceStorage",
                "CadenceSQLite", "CadencePostgres",
                "CadenceTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Tests/SyncFuzz",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceLocalizationTests",
            dependencies: ["CadenceLocalization"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceOIDCTests",
            dependencies: [
                "CadenceOIDC",
                .product(name: "JWTKit", package: "jwt-kit"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceCLITests",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
