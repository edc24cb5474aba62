import Foundation
import Testing

/// A fresh store in its own temporary folder, and a way to run `cadence` against it with a
/// controlled environment (`TZ`, `HOME`, `XDG_DATA_HOME`, and `CADENCE_NOW` unless told).
final class TemporaryStore {
    let folder: URL
    let database: URL
    var timeZone = "Europe/Paris"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("cadence.sqlite")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `cadence` with `arguments` and `CADENCE_DB` pointing at this store; `now` sets
    /// `CADENCE_NOW`; `environment` adds or overrides variables.
    @discardableResult
    func run(_ arguments: [String], now: String? = "2025-03-10", environment: [String: String] = [:]) throws
        -> CLIResult
    {
        var variables = [
            "PATH": "/usr/bin:/bin", "HOME": folder.path, "TZ": timeZone, "CADENCE_DB": database.path,
            "XDG_DATA_HOME": folder.appendingPathComponent("xdg").path, "LANG": "C.UTF-8",
        ]
        if let now { variables["CADENCE_NOW"] = now }
        variables.merge(environment) { _, new in new }
        return try TemporaryStore.execute(arguments, environment: variables, folder: folder)
    }

    /// Runs `cadence --json …` and returns its result, expecting success.
    @discardableResult
    func runJSON(_ arguments: [String], now: String? = "2025-03-10") throws -> CLIResult {
        let result = try run(["--json"] + arguments, now: now)
        #expect(result.status == 0, "cadence \(arguments.joined(separator: " ")) failed: \(result.stderr)")
        return result
    }

    private static func execute(_ arguments: [String], environment: [String: String], folder: URL) throws -> CLIResult {
        guard let binary = CLIBinary.url else {
            throw ShapeError("the cadence executable was not found next to the test bundle; build it first")
        }
        let name = UUID().uuidString
        let outURL = folder.appendingPathComponent("\(name).out")
        let errURL = folder.appendingPathComponent("\(name).err")
        let child = try ChildProcess(
            executable: binary.path, arguments: arguments, environment: environment, stdout: outURL.path, stderr: errURL.path)
        let status = child.wait()
        let stdout = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
        return CLIResult(status: status, stdout: stdout, stderr: stderr)
    }
}
