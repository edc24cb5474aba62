import Foundation

/// The version a cached page's `ETag` carries besides the user's data (docs/web.md "HTTP
/// caching"): the content hashes of the assets and this build of the server (the executable's
/// size and modification time), so a server with new markup never answers `304` for a page an
/// older one rendered. Two processes started from the same executable share it.
enum PageVersion {
    static let current: String = {
        let assets = WebAssets.shared.files.keys.sorted().map { name in
            "\(name)=\(WebAssets.shared.files[name]?.version ?? "")"
        }
        return assets.joined(separator: ",") + ";" + build
    }()

    private static var build: String {
        if let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber,
            let modified = attributes[.modificationDate] as? Date
        {
            return "\(size)-\(modified.timeIntervalSince1970)"
        }
        // Unknown build: a tag of this process only (never a stale 304, fewer hits).
        return UUID().uuidString
    }
}
