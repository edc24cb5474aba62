import Foundation

/// Finds the built `cadence` executable: next to the running test bundle (the build's
/// products directory), whichever scratch path the build used. `CADENCE_CLI_BINARY`
/// overrides the search.
enum CLIBinary {
    static let url: URL? = locate()

    private static func locate() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["CADENCE_CLI_BINARY"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        var starts: [URL] = []
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        starts.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            starts.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for start in starts {
            var directory = start
            // The products directory holds the test bundle; on macOS the runner sits deeper inside it.
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("cadence")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }
}
