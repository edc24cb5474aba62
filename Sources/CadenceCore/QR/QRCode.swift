/// A QR code (ISO/IEC 18004) of some bytes in byte mode, versions 1–10, error correction L or M
/// — enough for a link of up to 213 bytes at M (docs/web.md "Partners": the invite link's code).
/// Pure: the modules only; the web app draws them. The mask is the one of least penalty
/// (the standard's four rules) unless one is asked for (tests compare with a reference encoder).
public struct QRCode: Sendable, Hashable {
    /// The error-correction level: L recovers about 7% of the codewords, M about 15%.
    public enum Level: Sendable, Hashable {
        case low, medium

        /// The level's two bits in the format information.
        var formatBits: Int { self == .low ? 1 : 0 }
        var tables: [QRCodeTables.Blocks] { self == .low ? QRCodeTables.low : QRCodeTables.medium }
    }

    public let version: Int
    public let mask: Int
    /// Modules by row then column; `true` is dark.
    public let modules: [[Bool]]

    /// The side in modules (without the quiet zone of four light modules around it).
    public var size: Int { modules.count }

    /// The code of `text`'s UTF-8 bytes in the smallest version that holds them, or `nil` when
    /// they need more than version 10; `mask` 0–7 forces a mask.
    public init?(text: String, level: Level = .medium, mask forced: Int? = nil) {
        let bytes = Array(text.utf8)
        guard
            let version = (1...10).first(where: { version in
                4 + (version < 10 ? 8 : 16) + bytes.count * 8 <= level.tables[version - 1].dataCodewords * 8
            })
        else { return nil }
        self.init(bytes: bytes, version: version, level: level, mask: forced)
    }

    /// The code of `bytes` in `version` (which must hold them).
    init(bytes: [UInt8], version: Int, level: Level, mask forced: Int?) {
        let blocks = level.tables[version - 1]
        let codewords = Self.codewords(bytes, version: version, blocks: blocks)
        var grid = QRCodeGrid(version: version)
        grid.drawFunctionPatterns(formatBits: level.formatBits)
        grid.drawCodewords(codewords)
        let chosen =
            forced.map { min(max($0, 0), 7) }
            ?? (0..<8).min { first, second in
                grid.masked(first, formatBits: level.formatBits).penalty < grid.masked(second, formatBits: level.formatBits).penalty
            } ?? 0
        self.version = version
        self.mask = chosen
        self.modules = grid.masked(chosen, formatBits: level.formatBits).modules
    }

    /// The data bits (mode, count, bytes, terminator, padding) in codewords, split into blocks,
    /// each with its Reed–Solomon check codewords, interleaved.
    static func codewords(_ bytes: [UInt8], version: Int, blocks: QRCodeTables.Blocks) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, count: Int) {
            for shift in (0..<count).reversed() { bits.append((value >> shift) & 1 == 1) }
        }
        append(0b0100, count: 4)
        append(bytes.count, count: version < 10 ? 8 : 16)
        for byte in bytes { append(Int(byte), count: 8) }
        let capacity = blocks.dataCodewords * 8
        append(0, count: min(4, capacity - bits.count))
        append(0, count: (8 - bits.count % 8) % 8)
        var data: [UInt8] = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { ($0 << 1) | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while data.count < blocks.dataCodewords {
            data.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        let divisor = QRCodeTables.divisor(degree: blocks.checkPerBlock)
        var dataBlocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blocks.blockCount {
            let length = blocks.shortDataLength + (index < blocks.shortBlocks ? 0 : 1)
            dataBlocks.append(Array(data[start..<start + length]))
            start += length
        }
        let checkBlocks = dataBlocks.map { QRCodeTables.remainder(of: $0, divisor: divisor) }
        var result: [UInt8] = []
        for column in 0...blocks.shortDataLength {
            for block in dataBlocks where column < block.count { result.append(block[column]) }
        }
        for column in 0..<blocks.checkPerBlock {
            for block in checkBlocks { result.append(block[column]) }
        }
        return result
    }
}
