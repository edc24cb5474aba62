import Foundation
import Testing

/// A real `cadence serve --port 0` on a `TemporaryStore`, its address read from standard output,
/// its standard error kept in a file; `stop()` sends SIGTERM and waits (at most 10 s).
final class ServerProcess {
    let process = Process()
    let address: String
    let errURL: URL
    private let outURL: URL

    init(_ store: TemporaryStore, arguments: [String] = [], environment: [String: String] = [:]) throws {
        guard let binary = CLIBinary.url else { throw ShapeError("the cadence executable was not found") }
        let name = UUID().uuidString
        outURL = store.folder.appendingPathComponent("\(name).out")
        errURL = store.folder.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0"] + arguments
        var variables = [
            "PATH": "/usr/bin:/bin", "HOME": store.folder.path, "TZ": "UTC", "CADENCE_DB": store.database.path, "LANG": "C.UTF-8",
        ]
        variables.merge(environment) { _, new in new }
        process.environment = variables
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        var found: String?
        while found == nil, Date() < deadline, process.isRunning {
            let text = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
            found = text.firstRange(of: /http:\/\/127\.0\.0\.1:[0-9]+/).map { String(text[$0]) }
            if found == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard let found else {
            process.terminate()
            throw ShapeError("the server did not report its address: \(Self.read(errURL))")
        }
        address = found
    }

    /// Sends SIGTERM and waits for the exit; returns the status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the server wrote on standard error so far.
    var stderr: String { Self.read(errURL) }

    /// `curl` of `path` on this server: the status and the body.
    func get(_ path: String, headers: [String] = []) throws -> (status: Int, body: String) {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments = ["-s", "-m", "10", "-w", "\n%{http_code}"] + headers.flatMap { ["-H", $0] } + [address + path]
        let pipe = Pipe()
        curl.standardOutput = pipe
        try curl.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        curl.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let status = Int(text.split(separator: "\n").last ?? "") ?? 0
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().joined(separator: "\n")
        return (status, body)
    }

    private static func read(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
