// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Cadence",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CadenceCore", targets: ["CadenceCore"]),
        .library(name: "CadenceStore", targets: ["CadenceStore"]),
        .library(name: "CadenceSQLite", targets: ["CadenceSQLite"]),
        .executable(name: "cadence", targets: ["cadence"]),
        .executable(name: "cadence-bench", targets: ["cadence-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CadenceCore", swiftSettings: strictSettings),
        .target(name: "CadenceStore", dependencies: ["CadenceCore"], swiftSettings: strictSettings),
        .target(
            name: "CadenceSQLite",
            dependencies: ["CadenceStore", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceCLI",
            dependencies: [
                "CadenceStore", "CadenceSQLite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(name: "cadence", dependencies: ["CadenceCLI"], swiftSettings: strictSettings),
        .executableTarget(
            name: "cadence-bench",
            dependencies: [
                "CadenceStore", "CadenceSQLite", "CadenceTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceTestSupport",
            dependencies: ["CadenceStore", "CadenceCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "CadenceStoreConformance",
            dependencies: ["CadenceStore", "CadenceCore"],
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
                "CadenceStore", "CadenceSQLite", "CadenceTestSupport", "CadenceStoreConformance",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CadenceCLITests",
            dependencies: ["CadenceTestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
