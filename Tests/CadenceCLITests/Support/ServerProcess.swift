import Foundation
import Testing

/// A real `cadence serve --port 0` on a `TemporaryStore` (a `ChildProcess`), its address read from
/// standard output, its standard error kept in a file; `stop()` sends SIGTERM and waits (at most 10 s).
final class ServerProcess {
    let process: ChildProcess
    let address: String
    let errURL: URL
    private let outURL: URL

    init(_ store: TemporaryStore, arguments: [String] = [], environment: [String: String] = [:]) throws {
        guard let binary = CLIBinary.url else { throw ShapeError("the cadence executable was not found") }
        let name = UUID().uuidString
        outURL = store.folder.appendingPathComponent("\(name).out")
        errURL = store.folder.appendingPathComponent("\(name).err")
        var variables = [
            "PATH": "/usr/bin:/bin", "HOME": store.folder.path, "TZ": "UTC", "CADENCE_DB": store.database.path, "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { _, new in new }
        process = try ChildProcess(
            executable: binary.path, arguments: ["serve", "--port", "0"] + arguments, environment: variables, stdout: outURL.path,
            stderr: errURL.path)
        let deadline = Date().addingTimeInterval(30)
        var found: String?
        while found == nil, Date() < deadline, process.isRunning {
            let text = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
            found = text.firstRange(of: /http:\/\/127\.0\.0\.1:[0-9]+/).map { String(text[$0]) }
            if found == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard let found else {
            process.send(SIGKILL)
            process.wait()
            throw ShapeError("the server did not report its address: \(Self.read(errURL))")
        }
        address = found
    }

    /// Sends SIGTERM and waits for the exit; returns the status.
    @discardableResult
    func stop() -> Int32 {
        process.send(SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        process.send(SIGKILL)
        return process.wait()
    }

    /// What the server wrote on standard error so far.
    var stderr: String { Self.read(errURL) }

    /// `curl` of `path` on this server: the status and the body.
    func get(_ path: String, headers: [String] = []) throws -> (status: Int, body: String) {
        let output = errURL.deletingLastPathComponent().appendingPathComponent("\(UUID().uuidString).curl")
        defer { try? FileManager.default.removeItem(at: output) }
        let curl = try ChildProcess(
            executable: "/usr/bin/curl", arguments: ["-s", "-m", "10", "-w", "\n%{http_code}"] + headers.flatMap { ["-H", $0] } + [address + path],
            environment: ["PATH": "/usr/bin:/bin"], stdout: output.path)
        curl.wait()
        let text = Self.read(output)
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")
        return (status, body)
    }

    private static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    deinit {
        process.send(SIGKILL)
        process.wait()
    }
}
