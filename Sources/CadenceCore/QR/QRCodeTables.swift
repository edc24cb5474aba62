/// The tables of ISO/IEC 18004 (QR Code) for versions 1–10 at error-correction levels L and M,
/// the part of the standard `QRCode` uses (docs/web.md "Partners": an invite link's QR code).
enum QRCodeTables {
    /// One version's error-correction layout at one level: the check codewords per block, and the
    /// blocks' data codewords (`short` blocks first, then `long` ones, one codeword longer).
    struct Blocks: Sendable {
        let checkPerBlock: Int
        let shortBlocks: Int
        let shortDataLength: Int
        let longBlocks: Int

        var dataCodewords: Int { shortBlocks * shortDataLength + longBlocks * (shortDataLength + 1) }
        var blockCount: Int { shortBlocks + longBlocks }
    }

    /// Level L, versions 1–10.
    static let low: [Blocks] = [
        Blocks(checkPerBlock: 7, shortBlocks: 1, shortDataLength: 19, longBlocks: 0),
        Blocks(checkPerBlock: 10, shortBlocks: 1, shortDataLength: 34, longBlocks: 0),
        Blocks(checkPerBlock: 15, shortBlocks: 1, shortDataLength: 55, longBlocks: 0),
        Blocks(checkPerBlock: 20, shortBlocks: 1, shortDataLength: 80, longBlocks: 0),
        Blocks(checkPerBlock: 26, shortBlocks: 1, shortDataLength: 108, longBlocks: 0),
        Blocks(checkPerBlock: 18, shortBlocks: 2, shortDataLength: 68, longBlocks: 0),
        Blocks(checkPerBlock: 20, shortBlocks: 2, shortDataLength: 78, longBlocks: 0),
        Blocks(checkPerBlock: 24, shortBlocks: 2, shortDataLength: 97, longBlocks: 0),
        Blocks(checkPerBlock: 30, shortBlocks: 2, shortDataLength: 116, longBlocks: 0),
        Blocks(checkPerBlock: 18, shortBlocks: 2, shortDataLength: 68, longBlocks: 2),
    ]

    /// Level M, versions 1–10.
    static let medium: [Blocks] = [
        Blocks(checkPerBlock: 10, shortBlocks: 1, shortDataLength: 16, longBlocks: 0),
        Blocks(checkPerBlock: 16, shortBlocks: 1, shortDataLength: 28, longBlocks: 0),
        Blocks(checkPerBlock: 26, shortBlocks: 1, shortDataLength: 44, longBlocks: 0),
        Blocks(checkPerBlock: 18, shortBlocks: 2, shortDataLength: 32, longBlocks: 0),
        Blocks(checkPerBlock: 24, shortBlocks: 2, shortDataLength: 43, longBlocks: 0),
        Blocks(checkPerBlock: 16, shortBlocks: 4, shortDataLength: 27, longBlocks: 0),
        Blocks(checkPerBlock: 18, shortBlocks: 4, shortDataLength: 31, longBlocks: 0),
        Blocks(checkPerBlock: 22, shortBlocks: 2, shortDataLength: 38, longBlocks: 2),
        Blocks(checkPerBlock: 22, shortBlocks: 3, shortDataLength: 36, longBlocks: 2),
        Blocks(checkPerBlock: 26, shortBlocks: 4, shortDataLength: 43, longBlocks: 1),
    ]

    /// The centres of the alignment patterns' rows and columns, versions 1–10.
    static let alignment: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
    ]

    /// GF(256) product modulo x⁸ + x⁴ + x³ + x² + 1 (0x11D), the field of QR's Reed–Solomon code.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in (0...7).reversed() {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= ((Int(y) >> bit) & 1) * Int(x)
        }
        return UInt8(product & 0xFF)
    }

    /// The generator polynomial of `degree` check codewords (highest term implicit), coefficients
    /// from the second-highest power down.
    static func divisor(degree: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: degree - 1) + [1]
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in result.indices {
                result[index] = multiply(result[index], root)
                if index + 1 < result.count { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 0x02)
        }
        return result
    }

    /// The check codewords of `data` for `divisor`.
    static func remainder(of data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in result.indices { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }
}
