import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard error in blocks, for `cadence serve`'s log (docs/operations.md "Logs"): one `write`
/// per block instead of one per line. A line waits at most 100 ms (a flusher thread writes
/// what is pending that often), a block is written at once when it reaches `blockSize`, and
/// `flush()` writes what is pending (the server calls it when it stops). Lines keep their order:
/// they are appended and written under one lock. A crash can lose the last 100 ms of lines.
///
/// The per-request log line was the API's largest own cost (docs/benchmarks.md "Server
/// overhead"): a system call per request.
public final class BufferedLogStream: Sendable {
    /// The process's standard error, flushed every 100 ms.
    public static let standardError = BufferedLogStream(fileDescriptor: 2, flushEvery: 100_000)

    /// Past this many pending bytes, the block is written at once.
    static let blockSize = 64 << 10

    private let fileDescriptor: Int32
    private let pending = Mutex<[UInt8]>([])

    /// A stream writing to `fileDescriptor`, its pending lines written every `flushEvery`
    /// microseconds by a thread of its own that lives as long as the process.
    init(fileDescriptor: Int32, flushEvery: UInt32) {
        self.fileDescriptor = fileDescriptor
        Thread.detachNewThread { [self] in
            while true {
                usleep(flushEvery)
                flush()
            }
        }
    }

    /// The `TextOutputStream` a `StreamLogHandler` writes its lines to.
    public var stream: Lines { Lines(target: self) }

    /// Appends `text`; writes the block when it is full.
    func append(_ text: String) {
        pending.withLock { bytes in
            bytes.append(contentsOf: text.utf8)
            if bytes.count >= Self.blockSize { writeOut(&bytes) }
        }
    }

    /// Writes every pending line now.
    public func flush() {
        pending.withLock { bytes in
            if !bytes.isEmpty { writeOut(&bytes) }
        }
    }

    /// Writes `bytes` whole (a short write continues, an interrupted one is retried) and empties
    /// it. A write that fails otherwise (standard error closed) drops the block: the log must
    /// never stop the server.
    private func writeOut(_ bytes: inout [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(fileDescriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    /// A value a log handler can hold and copy: every copy appends to the same stream.
    public struct Lines: TextOutputStream, Sendable {
        let target: BufferedLogStream

        public mutating func write(_ string: String) {
            target.append(string)
        }
    }
}
