import CadenceCore
import Crypto
import Foundation

/// The web app's static files (`Assets`: the stylesheet, the script, the icons and the service
/// worker), read
/// once from this module's resources (`Bundle.module`) and served under `/assets/` with a
/// content hash in their links, so browsers may cache them for a long time.
struct WebAssets: Sendable {
    /// One static file.
    struct Asset: Sendable {
        let bytes: Data
        let contentType: String
        let version: String
    }

    let files: [String: Asset]

    static let contentTypes = [
        "app.css": "text/css; charset=utf-8",
        "app.js": "text/javascript; charset=utf-8",
        "icon.svg": "image/svg+xml",
        "icon-192.png": "image/png",
        "icon-512.png": "image/png",
        "icon-maskable-512.png": "image/png",
        "push.js": "text/javascript; charset=utf-8",
        "sw.js": "text/javascript; charset=utf-8",
    ]

    /// The assets, loaded once per process; empty when the resource folder is missing (the
    /// pages still work, unstyled).
    static let shared: WebAssets = load()

    static var stylesheetPath: String { shared.path(of: "app.css") }
    static var scriptPath: String { shared.path(of: "app.js") }
    /// Web Push on this device (docs/web.md "Notifications on this device").
    static var pushScriptPath: String { shared.path(of: "push.js") }
    static var iconPath: String { shared.path(of: "icon.svg") }

    /// `/assets/NAME?v=HASH`.
    func path(of name: String) -> String {
        "/assets/\(name)" + (files[name].map { "?v=\($0.version)" } ?? "")
    }

    private static func load() -> WebAssets {
        guard let folder = Bundle.module.url(forResource: "Assets", withExtension: nil) else { return WebAssets(files: [:]) }
        var files: [String: Asset] = [:]
        for (name, type) in contentTypes {
            guard let bytes = try? Data(contentsOf: folder.appendingPathComponent(name)) else { continue }
            let version = HexText.lowercase(SHA256.hash(data: bytes).prefix(6))
            files[name] = Asset(bytes: bytes, contentType: type, version: version)
        }
        return WebAssets(files: files.count == contentTypes.count ? files : [:])
    }
}
