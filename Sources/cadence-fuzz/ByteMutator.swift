import Foundation

/// Mutations that know nothing of the format: truncation, bit flips, inserted, deleted and
/// repeated byte ranges, interesting bytes.
enum ByteMutator {
    static let interestingBytes: [UInt8] = [0x00, 0xFF, 0x7F, 0x80, 0x22, 0x5C, 0x2C, 0x0A, 0x0D, 0x7B, 0x5B, 0x30, 0x2D]

    /// `data` with one random byte-level mutation; the name of the mutation is appended to `log`.
    static func mutate(_ data: Data, _ random: inout FuzzRandom, log: inout [String]) -> Data {
        var bytes = [UInt8](data)
        switch random.below(7) {
        case 0:
            let length = bytes.isEmpty ? 0 : random.below(bytes.count)
            bytes.removeLast(bytes.count - length)
            log.append("truncate to \(length) bytes")
        case 1:
            let flips = 1 + random.below(8)
            for _ in 0..<flips where !bytes.isEmpty {
                bytes[random.below(bytes.count)] ^= UInt8(1 << random.below(8))
            }
            log.append("flip \(flips) bits")
        case 2:
            let position = random.below(bytes.count + 1)
            let count = 1 + random.below(16)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
            log.append("insert \(count) random bytes at \(position)")
        case 3 where !bytes.isEmpty:
            let start = random.below(bytes.count)
            let end = min(bytes.count, start + 1 + random.below(64))
            bytes.removeSubrange(start..<end)
            log.append("delete bytes \(start)..<\(end)")
        case 4 where !bytes.isEmpty:
            let start = random.below(bytes.count)
            let end = min(bytes.count, start + 1 + random.below(256))
            let times = 1 + random.below(200)
            let chunk = Array(bytes[start..<end])
            bytes.insert(contentsOf: Array([[UInt8]](repeating: chunk, count: times).joined()), at: end)
            log.append("repeat bytes \(start)..<\(end) \(times) times")
        case 5 where !bytes.isEmpty:
            let position = random.below(bytes.count)
            bytes[position] = random.pick(interestingBytes)
            log.append("set byte \(position) to \(bytes[position])")
        default:
            let garbage = random.pick(["\u{0}", "}", "]", ",", "\"", "\n,,,\n", "\u{FFFD}", "NaN"])
            bytes.append(contentsOf: Array(garbage.utf8))
            log.append("append \(garbage.debugDescription)")
        }
        return Data(bytes)
    }
}
