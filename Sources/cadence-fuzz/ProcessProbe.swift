import Foundation

/// The process's memory from `/proc/self/status` (Linux): the resident set now (VmRSS) and its
/// peak (VmHWM), which `resetPeak()` brings back to the current size before each case.
enum ProcessProbe {
    /// VmRSS in kilobytes (0 where /proc is missing).
    static var residentKilobytes: Int { field("VmRSS") }

    /// VmHWM in kilobytes (0 where /proc is missing).
    static var peakKilobytes: Int { field("VmHWM") }

    /// Resets VmHWM to VmRSS (`echo 5 > /proc/self/clear_refs`); false where the kernel refuses.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    private static func field(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
        }
        return 0
    }
}
