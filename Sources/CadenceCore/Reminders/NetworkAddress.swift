import Foundation

/// An IPv4 or IPv6 address as its bytes, read from every numeric spelling a URL host or a
/// resolver may use, and whether Cadence refuses to send to it by default (docs/domain-rules.md
/// §9 "Delivery", "Where Cadence sends").
///
/// IPv4 is read as `inet_aton` reads it — one to four parts, each decimal, octal (a leading `0`)
/// or hexadecimal (`0x`): `127.1`, `0x7f000001`, `2130706433` and `0177.0.0.1` are all
/// 127.0.0.1 — and IPv6 as RFC 4291 writes it (with `::`, an embedded dotted IPv4, brackets);
/// an IPv6 address that carries an IPv4 one (mapped, compatible, SIIT, NAT64, 6to4) is judged
/// by that IPv4 address.
public struct NetworkAddress: Sendable, Hashable, CustomStringConvertible {
    /// 4 bytes (IPv4) or 16 (IPv6), network order.
    public let bytes: [UInt8]

    /// An address of 4 or 16 bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    /// The address `text` spells numerically (brackets, one trailing dot and ASCII case
    /// ignored), or `nil` when it is a name.
    public init?(parsing text: String) {
        var host = Substring(text)
        if host.hasPrefix("["), host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        if host.contains(":") {
            guard let bytes = Self.ipv6(host) else { return nil }
            self.bytes = bytes
        } else {
            if host.hasSuffix(".") { host = host.dropLast() }
            guard let value = Self.ipv4Value(host) else { return nil }
            self.bytes = Self.bytes(of: value)
        }
    }

    public var isIPv4: Bool { bytes.count == 4 }

    /// Dotted decimal, or IPv6 as eight hexadecimal groups (what a socket address takes).
    public var description: String {
        if isIPv4 { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":")
    }

    /// The IPv4 address an IPv6 address carries: IPv4-mapped (`::ffff:0:0/96`), IPv4-compatible
    /// (`::/96`, beside `::` and `::1`), SIIT (`::ffff:0:0:0/96`), NAT64 (`64:ff9b::/96`) or
    /// 6to4 (`2002::/16`).
    public var embeddedIPv4: NetworkAddress? {
        guard bytes.count == 16 else { return nil }
        let head = Array(bytes[0..<12])
        let tail = Array(bytes[12..<16])
        let zeros = [UInt8](repeating: 0, count: 10)
        if head == zeros + [0xff, 0xff] || head == [UInt8](repeating: 0, count: 8) + [0xff, 0xff, 0, 0] {
            return NetworkAddress(bytes: tail)
        }
        if head == zeros + [0, 0], tail != [0, 0, 0, 0], tail != [0, 0, 0, 1] { return NetworkAddress(bytes: tail) }
        if head == [0, 0x64, 0xff, 0x9b] + [UInt8](repeating: 0, count: 8) { return NetworkAddress(bytes: tail) }
        if bytes[0] == 0x20, bytes[1] == 0x02 { return NetworkAddress(bytes: Array(bytes[2..<6])) }
        return nil
    }

    /// Whether Cadence refuses it unless the operator allows private destinations: loopback,
    /// private (RFC 1918, `fc00::/7`), link-local, CGNAT (`100.64.0.0/10`), unspecified
    /// (`0.0.0.0/8`, `::`), multicast and broadcast, and the other ranges that reach no public
    /// host (IETF protocol assignments, documentation, benchmarking, reserved `240.0.0.0/4`,
    /// site-local `fec0::/10`, discard `100::/64`, Teredo `2001::/32`, local NAT64
    /// `64:ff9b:1::/48`).
    public var isPrivate: Bool {
        if isIPv4 { return Self.ipv4IsPrivate(bytes) }
        if let inner = embeddedIPv4 { return inner.isPrivate }
        let b = bytes
        if b[0..<12].allSatisfy({ $0 == 0 }) { return true }  // :: and ::1 (the rest of ::/96 carries IPv4)
        if b[0] & 0xfe == 0xfc { return true }  // fc00::/7 unique local
        if b[0] == 0xfe, b[1] & 0xc0 == 0x80 || b[1] & 0xc0 == 0xc0 { return true }  // fe80::/10, fec0::/10
        if b[0] == 0xff { return true }  // multicast
        if b[0] == 0x01, b[1..<8].allSatisfy({ $0 == 0 }) { return true }  // 100::/64 discard
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0, b[3] == 0 { return true }  // Teredo
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0x0d, b[3] == 0xb8 { return true }  // documentation
        if b[0] == 0x00, b[1] == 0x64, b[2] == 0xff, b[3] == 0x9b, b[4] == 0, b[5] == 1 { return true }  // local NAT64
        return false
    }

    private static func ipv4IsPrivate(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1], b[2]) {
        case (0, _, _), (10, _, _), (127, _, _): return true
        case (100, 64...127, _): return true  // CGNAT
        case (169, 254, _): return true  // link-local
        case (172, 16...31, _): return true
        case (192, 168, _): return true
        case (192, 0, 0), (192, 0, 2): return true  // IETF protocol assignments, documentation
        case (198, 18...19, _): return true  // benchmarking
        case (198, 51, 100), (203, 0, 113): return true  // documentation
        case (224...255, _, _): return true  // multicast, reserved, broadcast
        default: return false
        }
    }

    // MARK: Parsing

    /// `inet_aton`'s reading: `a` (32 bits), `a.b` (8.24), `a.b.c` (8.8.16) or `a.b.c.d`.
    private static func ipv4Value(_ text: Substring) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(parts.count) else { return nil }
        var values: [UInt64] = []
        for part in parts {
            guard let value = number(part) else { return nil }
            values.append(value)
        }
        let last = values.removeLast()
        guard values.allSatisfy({ $0 <= 0xff }), last < UInt64(1) << (8 * (4 - values.count)) else { return nil }
        var result: UInt64 = last
        for (index, value) in values.enumerated() { result |= value << (8 * (3 - index)) }
        return UInt32(result)
    }

    /// One part: decimal, octal after a leading `0`, hexadecimal after `0x`.
    private static func number(_ text: Substring) -> UInt64? {
        guard !text.isEmpty, text.count <= 40 else { return nil }
        let lower = text.lowercased()
        let (digits, radix): (Substring, Int)
        if lower.hasPrefix("0x") {
            (digits, radix) = (lower.dropFirst(2), 16)
        } else if lower.count > 1, lower.hasPrefix("0") {
            (digits, radix) = (lower.dropFirst(), 8)
        } else {
            (digits, radix) = (Substring(lower), 10)
        }
        if digits.isEmpty { return radix == 16 ? 0 : nil }
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), let value = UInt64(digits, radix: radix), value <= UInt64(UInt32.max) else {
            return nil
        }
        return value
    }

    private static func bytes(of word: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> $0) }
    }

    /// RFC 4291 text: eight groups, `::` once for a run of zeros, a dotted IPv4 address last.
    private static func ipv6(_ text: Substring) -> [UInt8]? {
        guard !text.contains("%") else { return nil }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        guard let head = groups(Substring(halves[0])) else { return nil }
        if halves.count == 1 { return head.count == 16 ? head : nil }
        guard let tail = groups(Substring(halves[1])), head.count + tail.count <= 14 else { return nil }
        return head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
    }

    private static func groups(_ text: Substring) -> [UInt8]? {
        if text.isEmpty { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var result: [UInt8] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, part.contains(".") {
                let quad = part.split(separator: ".", omittingEmptySubsequences: false)
                guard quad.count == 4 else { return nil }
                for piece in quad {
                    guard (1...3).contains(piece.count), piece.allSatisfy(\.isASCII), let value = UInt8(piece) else { return nil }
                    result.append(value)
                }
                continue
            }
            guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isHexDigit }), let group = UInt16(part, radix: 16) else {
                return nil
            }
            result += [UInt8(truncatingIfNeeded: group >> 8), UInt8(truncatingIfNeeded: group)]
        }
        return result.count <= 16 ? result : nil
    }
}
