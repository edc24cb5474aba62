import Foundation

/// The part of Habitica's user data export Cadence reads (docs/import-export.md "Habitica"):
/// the user document's `tasks`, grouped by type (`dataexport.js` groups them as `habits`,
/// `dailys`, `todos`, `rewards`). Everything else in the user document is skipped unread.
struct HabiticaExport: Decodable {
    let tasks: Lists

    /// The task lists; a missing list is empty (the export only writes the types the user has;
    /// docs/import-export.md "Habitica").
    struct Lists: Decodable {
        let habits: [HabiticaTask]
        let dailys: [HabiticaTask]
        let todos: [HabiticaTask]
        let rewards: [HabiticaTask]

        private enum CodingKeys: String, CodingKey {
            case habits, dailys, todos, rewards
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            habits = try container.decodeIfPresent([HabiticaTask].self, forKey: .habits) ?? []
            dailys = try container.decodeIfPresent([HabiticaTask].self, forKey: .dailys) ?? []
            todos = try container.decodeIfPresent([HabiticaTask].self, forKey: .todos) ?? []
            rewards = try container.decodeIfPresent([HabiticaTask].self, forKey: .rewards) ?? []
        }
    }

    /// Decodes an export. Habitica's server writes it with `JSON.stringify`, which writes a
    /// string holding half of a surrogate pair (a message or note cut inside an emoji) as a
    /// lone `\udXXX` escape, valid JSON that Foundation's decoder refuses: when the first
    /// decoding fails, each lone surrogate escape is replaced by U+FFFD and the file read again.
    static func decode(_ data: Data) throws -> HabiticaExport {
        do {
            return try JSONDecoder().decode(HabiticaExport.self, from: data)
        } catch {
            guard let repaired = replacingLoneSurrogateEscapes(in: data) else { throw error }
            if let export = try? JSONDecoder().decode(HabiticaExport.self, from: repaired) { return export }
            throw error
        }
    }

    /// `data` with every `\uD800`–`\uDFFF` escape that is not part of a high–low pair
    /// replaced by `\uFFFD`, or `nil` when there is none.
    static func replacingLoneSurrogateEscapes(in data: Data) -> Data? {
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        var changed = false
        var inString = false
        var index = 0
        func unit(at start: Int) -> UInt16? {
            guard start + 6 <= bytes.count, bytes[start] == UInt8(ascii: "\\"), bytes[start + 1] == UInt8(ascii: "u")
            else { return nil }
            var value: UInt16 = 0
            for byte in bytes[(start + 2)..<(start + 6)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt16(digit)
            }
            return value
        }
        let replacement = Array("\\ufffd".utf8)
        output.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            guard inString else {
                if byte == UInt8(ascii: "\"") { inString = true }
                output.append(byte)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = false
                output.append(byte)
                index += 1
            } else if byte != UInt8(ascii: "\\") {
                output.append(byte)
                index += 1
            } else if let value = unit(at: index) {
                if (0xD800...0xDBFF).contains(value), let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    output.append(contentsOf: bytes[index..<(index + 12)])
                    index += 12
                } else if (0xD800...0xDFFF).contains(value) {
                    output.append(contentsOf: replacement)
                    changed = true
                    index += 6
                } else {
                    output.append(contentsOf: bytes[index..<(index + 6)])
                    index += 6
                }
            } else {
                // Another escape: the backslash and the character it escapes.
                output.append(contentsOf: bytes[index..<min(index + 2, bytes.count)])
                index += 2
            }
        }
        return changed ? Data(output) : nil
    }
}
