import Foundation
import Testing

/// The tests' own process starter (`ChildProcess`): the exit code, the signal that ended a child,
/// its output in the given file, only the given environment, and no descriptor of the test
/// process open in the child.
@Suite struct ChildProcessTests {
    private func output(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, text: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c"] + arguments, environment: environment, stdout: file.path)
        let status = child.wait()
        return (status, (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }

    @Test func exitCodesOutputAndEnvironment() throws {
        #expect(try output(["exit 3"]).status == 3)
        #expect(try output(["exit 0"]).status == 0)
        let echoed = try output(["printf '%s' \"$GREETING\"; printf '%s' \"${HOME:-none}\""], environment: ["GREETING": "hallo"])
        #expect(echoed.status == 0 && echoed.text == "hallonone", "only the given environment")
    }

    @Test func onlyTheStandardDescriptorsReachTheChild() throws {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/etc/hostname"))
        defer { try? handle.close() }
        // `ls` opens the folder itself: 0, 1, 2 and its own one.
        let listed = try output(["ls /proc/self/fd | wc -l"])
        #expect(listed.text.trimmingCharacters(in: .whitespacesAndNewlines) == "4", "\(listed.text)")
    }

    @Test func aSignalEndingTheChildIsItsNumber() throws {
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], environment: [:])
        #expect(child.isRunning)
        child.send(SIGKILL)
        #expect(child.wait() == SIGKILL)
        #expect(!child.isRunning)
    }
}
