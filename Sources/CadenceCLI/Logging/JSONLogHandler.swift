import Foundation
import Logging
import Synchronization

/// `cadence serve --log-format json` (docs/operations.md "Logs"): one JSON object per line on
/// standard error, for log collectors — `time` (RFC 3339, UTC, milliseconds), `level`, `label`,
/// `message`, and the line's metadata as further members (`http.status`, …). A metadata key
/// that would replace one of the four is written with a `meta.` prefix.
struct JSONLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .info
    let label: String
    private let write: @Sendable (String) -> Void

    /// A handler writing to standard error, or to `write` (tests).
    init(label: String, write: (@Sendable (String) -> Void)? = nil) {
        self.label = label
        self.write = write ?? JSONLogHandler.writeToStandardError
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        write(Self.line(time: Date(), level: event.level, label: label, message: "\(event.message)", metadata: merged))
    }

    /// The line for one event, without its newline.
    static func line(time: Date, level: Logger.Level, label: String, message: String, metadata: Logger.Metadata) -> String {
        var object: [String: Any] = [:]
        for (key, value) in metadata { object[key] = jsonValue(value) }
        for reserved in ["time", "level", "label", "message"] where object[reserved] != nil {
            object["meta." + reserved] = object.removeValue(forKey: reserved)
        }
        object["time"] = timestamp(time)
        object["level"] = level.rawValue
        object["label"] = label
        object["message"] = message
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
            let text = String(data: data, encoding: .utf8)
        else { return #"{"level":"error","message":"a log line could not be encoded"}"# }
        return text
    }

    private static func jsonValue(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let text): text
        case .stringConvertible(let convertible): convertible.description
        case .array(let values): values.map(jsonValue)
        case .dictionary(let members): members.mapValues(jsonValue)
        }
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    private static let lock = Mutex(())

    private static let writeToStandardError: @Sendable (String) -> Void = { line in
        let data = Data((line + "\n").utf8)
        lock.withLock { _ in FileHandle.standardError.write(data) }
    }
}
