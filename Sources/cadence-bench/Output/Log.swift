import Foundation

/// Progress messages, on standard error so that `--json` keeps standard output clean.
enum Log {
    static func info(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
