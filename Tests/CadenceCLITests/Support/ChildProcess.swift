import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process for the command-line tests, started with `posix_spawn` rather than
/// Foundation's `Process`: on Linux, `Process.run()` of swift-corelibs-foundation before its fix
/// (pull request #5472) copies each whole 256-byte `d_name` while listing `/proc/self/fd`, which
/// can read past the end of glibc's directory buffer and crash the whole test process (it did once
/// in this suite). The child gets standard input from `/dev/null`, standard output and error
/// appended to the given files, every other descriptor closed, and only the given environment.
final class ChildProcess: @unchecked Sendable {
    let pid: pid_t
    private var exitStatus: Int32?
    private let lock = NSLock()

    init(
        executable: String, arguments: [String], environment: [String: String], stdout: String = "/dev/null",
        stderr: String = "/dev/null", directory: String? = nil
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        if let closeFrom = Self.glibc("posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self) { _ = closeFrom(&actions, 3) }
        if let directory {
            guard let changeDirectory = Self.glibc("posix_spawn_file_actions_addchdir_np", as: ChangeDirectory.self) else {
                throw ShapeError("this C library cannot start a child in another directory")
            }
            _ = changeDirectory(&actions, directory)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard result == 0 else { throw ShapeError("posix_spawn \(executable): \(String(cString: strerror(result)))") }
        pid = child
    }

    /// Whether the child has not exited yet (reaps it when it has).
    var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        if exitStatus != nil { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        exitStatus = Self.decode(status)
        return false
    }

    /// Waits for the exit: the exit code, or the number of the signal that ended it (as
    /// `Process.terminationStatus` reports it).
    @discardableResult
    func wait() -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let decoded = Self.decode(status)
        exitStatus = decoded
        return decoded
    }

    /// Sends `signal` to the child if it still runs.
    func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// A glibc function that its headers declare only for `_GNU_SOURCE` (so Swift does not import
    /// it): `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34) and `…_addchdir_np` (2.29).
    private static func glibc<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: type)
    }

    /// `WIFEXITED`/`WEXITSTATUS`/`WTERMSIG`, which Swift does not import (they are macros).
    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }
}
