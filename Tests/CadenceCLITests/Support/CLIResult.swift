import Foundation

/// What one run of `cadence` produced.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as JSON.
    func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed])
    }

    /// stdout parsed as a JSON object.
    func object() throws -> [String: Any] {
        guard let object = try json() as? [String: Any] else { throw ShapeError("not an object: \(stdout)") }
        return object
    }

    /// stdout parsed as a JSON array of objects.
    func array() throws -> [[String: Any]] {
        guard let array = try json() as? [[String: Any]] else { throw ShapeError("not an array of objects: \(stdout)") }
        return array
    }

    /// The `{"error": {"code", "message"}}` code, if stdout is one.
    func errorCode() throws -> String? {
        let object = try object()
        guard let error = object["error"] as? [String: Any] else { return nil }
        return error["code"] as? String
    }
}

/// A JSON value that does not have the expected shape.
struct ShapeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
