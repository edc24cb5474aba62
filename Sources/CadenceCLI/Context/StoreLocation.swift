import Foundation

/// Where the store lives: `--db`, else `CADENCE_DB`, else
/// `$XDG_DATA_HOME/cadence/cadence.sqlite` (`~/.local/share/cadence/cadence.sqlite`).
/// `:memory:` opens a private in-memory store (demos).
enum StoreLocation {
    static let inMemory = ":memory:"

    /// The path to open, and whether it is the default location (whose folder is created on first use).
    static func resolve(option: String?, environment: [String: String]) -> (path: String, isDefault: Bool) {
        if let option, !option.isEmpty { return (expandTilde(option, environment: environment), false) }
        if let value = environment["CADENCE_DB"], !value.isEmpty {
            return (expandTilde(value, environment: environment), false)
        }
        return (defaultPath(environment: environment), true)
    }

    /// `$XDG_DATA_HOME/cadence/cadence.sqlite`, or `$HOME/.local/share/cadence/cadence.sqlite`.
    static func defaultPath(environment: [String: String]) -> String {
        let base: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = (home as NSString).appendingPathComponent(".local/share")
        }
        return ((base as NSString).appendingPathComponent("cadence") as NSString).appendingPathComponent(
            "cadence.sqlite")
    }

    /// Makes sure the folder holding `path` exists: created for the default location,
    /// required for a path the user gave.
    static func prepareFolder(for path: String, create: Bool) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandFailure(code: "storeUnavailable", "'\(folder)' is not a folder; give --db a file path")
            }
            return
        }
        guard create else {
            throw CommandFailure(
                code: "storeUnavailable", "the folder '\(folder)' does not exist; create it or give --db another path")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(
                code: "storeUnavailable", "cannot create the folder '\(folder)': \(error.localizedDescription)")
        }
    }

    private static func expandTilde(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return home + path.dropFirst()
    }
}
