import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts a program with `posix_spawn`, its output sent to /dev/null, and waits for it: the
/// least a shell does to run a command, so the wall time is the program's own start-up and work.
struct ProcessSpawner {
    /// `NAME=value` strings of this process's environment, passed on to children.
    private let environment: [String]

    init() {
        environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    }

    /// Runs `arguments[0]` (an absolute path) with `arguments`; returns its exit status
    /// (128 + n when killed by signal n).
    func run(_ arguments: [String]) throws -> Int32 {
        guard let executable = arguments.first else { throw BenchError(description: "nothing to spawn") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard code == 0 else {
            throw BenchError(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw BenchError(description: "waitpid failed for \(executable)") }
        }
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
