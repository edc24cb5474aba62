/// The module grid of one QR code while it is built (ISO/IEC 18004 §7): the function patterns
/// (finders, timing, alignment, format and version information), the codewords in their zigzag,
/// the eight masks and the penalty that chooses among them.
struct QRCodeGrid: Sendable {
    let version: Int
    let size: Int
    /// By row (`y`), then column (`x`).
    private(set) var modules: [[Bool]]
    private var isFunction: [[Bool]]

    init(version: Int) {
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: Array(repeating: false, count: size), count: size)
        isFunction = modules
    }

    private mutating func set(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y][x] = dark
        isFunction[y][x] = true
    }

    /// Timing, finders with their separators, alignment patterns, format (mask 0 for now) and
    /// version information.
    mutating func drawFunctionPatterns(formatBits: Int) {
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 where (0..<size).contains(x + dx) && (0..<size).contains(y + dy) {
                    let distance = max(abs(dx), abs(dy))
                    set(x + dx, y + dy, distance != 2 && distance != 4)
                }
            }
        }
        let centres = QRCodeTables.alignment[version - 1]
        let last = centres.count - 1
        for (i, x) in centres.enumerated() {
            for (j, y) in centres.enumerated() where !((i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0)) {
                for dy in -2...2 {
                    for dx in -2...2 { set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        drawFormat(formatBits: formatBits, mask: 0)
        drawVersion()
    }

    /// The 15 format bits (level and mask, BCH-coded, XOR 0x5412) in both copies, and the dark module.
    private mutating func drawFormat(formatBits: Int, mask: Int) {
        let data = formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = (data << 10 | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
        set(8, size - 8, true)
    }

    /// Versions 7 and up: the 18 version bits (BCH-coded) in both corners.
    private mutating func drawVersion() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            set(a, b, dark)
            set(b, a, dark)
        }
    }

    /// The codewords' bits, from the bottom right, two columns at a time, up and down in turn,
    /// skipping the vertical timing column and every function module.
    mutating func drawCodewords(_ codewords: [UInt8]) {
        var index = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for offset in 0..<2 {
                    let x = right - offset
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    if !isFunction[y][x] && index < codewords.count * 8 {
                        modules[y][x] = (codewords[index >> 3] >> (7 - (index & 7))) & 1 == 1
                        index += 1
                    }
                }
            }
            right -= 2
        }
    }

    /// Whether mask `mask` inverts the module at column `x`, row `y`.
    static func inverts(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// This grid with `mask` applied to the data modules and its format information written.
    func masked(_ mask: Int, formatBits: Int) -> QRCodeGrid {
        var copy = self
        for y in 0..<size {
            for x in 0..<size where !isFunction[y][x] && Self.inverts(mask, x: x, y: y) { copy.modules[y][x].toggle() }
        }
        copy.drawFormat(formatBits: formatBits, mask: mask)
        return copy
    }

    /// The standard's penalty: runs of five or more, 2×2 blocks, finder-like patterns, and the
    /// dark modules' distance from half.
    var penalty: Int {
        var score = 0
        let columns = (0..<size).map { x in modules.map { $0[x] } }
        for line in modules + columns {
            var run = 1
            for index in 1..<size {
                if line[index] == line[index - 1] {
                    run += 1
                } else {
                    if run >= 5 { score += run - 2 }
                    run = 1
                }
            }
            if run >= 5 { score += run - 2 }
            score += 40 * Self.finderLikeCount(line)
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = modules[y][x]
                if modules[y][x + 1] == colour && modules[y + 1][x] == colour && modules[y + 1][x + 1] == colour { score += 3 }
            }
        }
        let dark = modules.reduce(0) { $0 + $1.filter { $0 }.count }
        let total = size * size
        score += 10 * ((abs(dark * 20 - total * 10) + total - 1) / total - 1).clampedToZero
        return score
    }

    /// Dark-light-dark×3-light-dark (1:1:3:1:1) with four light modules on one side.
    private static func finderLikeCount(_ line: [Bool]) -> Int {
        let core: [Bool] = [true, false, true, true, true, false, true]
        let quiet = [Bool](repeating: false, count: 4)
        let patterns = [quiet + core, core + quiet]
        var count = 0
        for pattern in patterns where line.count >= pattern.count {
            for start in 0...(line.count - pattern.count) where Array(line[start..<start + pattern.count]) == pattern { count += 1 }
        }
        return count
    }
}

extension Int {
    fileprivate var clampedToZero: Int { Swift.max(self, 0) }
}
