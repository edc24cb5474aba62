import CadenceStoreConformance
import Foundation
import Testing

/// docs/architecture.md "Storage conformance": a check cannot be written and left out. By
/// convention a check is a `static func` of the conformance target taking exactly one store
/// (`(_ store: any CadenceStore)`, the account suite's `(_ store: Store)`) or two stores of one
/// database (`(_ first: any CadenceStore, _ second: any CadenceStore)`), and is registered in
/// its suite's list under its own name; both backends run every list through one parameterized
/// test each. This test reads the target's sources and fails when a function of a check's shape
/// is missing from its list, when a listed name has no such function, or when a name repeats.
@Suite struct ConformanceRegistryTests {
    /// `Sources/CadenceStoreConformance`, found from this file's place in the checkout.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CadenceStoreConformance")

    static func functionNames(matching parameters: String) throws -> [String] {
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var names: [String] = []
        let pattern = try Regex("static func ([A-Za-z0-9_]+)\\(" + NSRegularExpression.escapedPattern(for: parameters) + "\\)")
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.append(String(name)) }
            }
        }
        return names.sorted()
    }

    static func expectRegistered(_ listed: [String], functions: [String], _ suite: String) {
        #expect(Set(listed).count == listed.count, "\(suite) lists a name twice")
        #expect(!functions.isEmpty, "no \(suite) check found in \(sources.path)")
        #expect(
            Set(functions).subtracting(listed).sorted() == [], "\(suite): checks written but not registered")
        #expect(
            Set(listed).subtracting(functions).sorted() == [], "\(suite): registered names without a check of that name")
    }

    @Test func everyStoreCheckIsRegistered() throws {
        Self.expectRegistered(
            StoreConformance.checks.map(\.name), functions: try Self.functionNames(matching: "_ store: any CadenceStore"),
            "StoreConformance.checks")
    }

    @Test func everyTwoProcessCheckIsRegistered() throws {
        Self.expectRegistered(
            StoreConformance.twoProcessChecks.map(\.name),
            functions: try Self.functionNames(matching: "_ first: any CadenceStore, _ second: any CadenceStore"),
            "StoreConformance.twoProcessChecks")
    }

    @Test func everyAccountCheckIsRegistered() throws {
        Self.expectRegistered(
            AccountStoreConformance.checks.map(\.name), functions: try Self.functionNames(matching: "_ store: Store"),
            "AccountStoreConformance.checks")
    }
}
