import Foundation

/// Mutations of a JSON document's structure: a node replaced by a hostile number or string, a
/// huge string, deep nesting or a value of the wrong type; keys duplicated or removed; array
/// elements repeated or dropped.
enum JSONMutator {
    /// `data` with 1–3 structural mutations, or nil when it is not JSON the parser reads.
    static func mutate(_ data: Data, _ random: inout FuzzRandom, log: inout [String]) -> Data? {
        guard var document = FuzzJSON.parse([UInt8](data)) else { return nil }
        for _ in 0...random.below(3) {
            document = mutateOnce(document, &random, log: &log)
        }
        return Data(document.text.utf8)
    }

    private static func mutateOnce(_ document: FuzzJSON, _ random: inout FuzzRandom, log: inout [String]) -> FuzzJSON {
        let paths = document.paths
        let path = random.pick(paths)
        let location = "at \(path)"
        switch random.below(100) {
        case 0..<30:
            let number = random.pick(HostileValues.numbers)
            log.append("number \(number) \(location)")
            return document.replacing(at: path) { _ in .raw(number) }
        case 30..<45:
            let text = random.pick(HostileValues.strings)
            log.append("string \(text.debugDescription) \(location)")
            return document.replacing(at: path) { _ in .string(text) }
        case 45..<48:
            let huge = HostileValues.hugeString(&random)
            log.append("huge string of \(huge.utf8.count) bytes \(location)")
            return document.replacing(at: path) { _ in .string(huge) }
        case 48..<51:
            let depth = random.pick([100, 600, 5_000, 100_000])
            let objects = random.chance(0.5)
            log.append("nesting \(depth) deep (\(objects ? "objects" : "arrays")) \(location)")
            return document.replacing(at: path) { _ in .raw(HostileValues.deepNesting(depth: depth, objects: objects)) }
        case 51..<66:
            let replacement: FuzzJSON = random.pick([
                .null, .bool(true), .bool(false), .array([]), .object([]), .string("1"), .raw("1"),
                .array([.raw("1"), .string("x")]), .object([("a", .null)]),
            ])
            log.append("wrong type \(replacement.text) \(location)")
            return document.replacing(at: path) { _ in replacement }
        case 66..<78:
            return duplicateKey(in: document, paths: paths, &random, log: &log)
        case 78..<86:
            return removeMember(in: document, paths: paths, &random, log: &log)
        default:
            return repeatElement(in: document, paths: paths, &random, log: &log)
        }
    }

    /// An object member repeated with another value (`{"a": 1, "a": 1e19}`).
    private static func duplicateKey(
        in document: FuzzJSON, paths: [[Int]], _ random: inout FuzzRandom, log: inout [String]
    ) -> FuzzJSON {
        let objects = paths.filter { if case .object(let members) = document.node(at: $0) { !members.isEmpty } else { false } }
        guard !objects.isEmpty else { return document }
        let path = random.pick(objects)
        let value: FuzzJSON = random.chance(0.5) ? .raw(random.pick(HostileValues.numbers)) : .string(random.pick(HostileValues.strings))
        let first = random.chance(0.5)
        return document.replacing(at: path) { node in
            guard case .object(var members) = node else { return node }
            let member = members[random.below(members.count)]
            log.append("duplicate key \(member.key.debugDescription) = \(value.text) \(first ? "before" : "after") at \(path)")
            if first { members.insert((member.key, value), at: 0) } else { members.append((member.key, value)) }
            return .object(members)
        }
    }

    private static func removeMember(
        in document: FuzzJSON, paths: [[Int]], _ random: inout FuzzRandom, log: inout [String]
    ) -> FuzzJSON {
        let containers = paths.filter { path in
            switch document.node(at: path) {
            case .object(let members): !members.isEmpty
            case .array(let elements): !elements.isEmpty
            default: false
            }
        }
        guard !containers.isEmpty else { return document }
        let path = random.pick(containers)
        return document.replacing(at: path) { node in
            switch node {
            case .object(var members):
                let index = random.below(members.count)
                log.append("remove key \(members[index].key.debugDescription) at \(path)")
                members.remove(at: index)
                return .object(members)
            case .array(var elements):
                let index = random.below(elements.count)
                log.append("remove element \(index) at \(path)")
                elements.remove(at: index)
                return .array(elements)
            default: return node
            }
        }
    }

    /// An array element repeated up to a few thousand times.
    private static func repeatElement(
        in document: FuzzJSON, paths: [[Int]], _ random: inout FuzzRandom, log: inout [String]
    ) -> FuzzJSON {
        let arrays = paths.filter { if case .array(let elements) = document.node(at: $0) { !elements.isEmpty } else { false } }
        guard !arrays.isEmpty else { return document }
        let path = random.pick(arrays)
        let wanted = random.pick([2, 10, 500, 3_000])
        return document.replacing(at: path) { node in
            guard case .array(var elements) = node else { return node }
            let index = random.below(elements.count)
            // Bounded: a repeated huge string must not make a gigabyte input.
            let times = min(wanted, max(1, InputMutator.maximumBytes / 2 / max(1, elements[index].text.utf8.count)))
            log.append("repeat element \(index) \(times) times at \(path)")
            elements.append(contentsOf: Array(repeating: elements[index], count: times))
            return .array(elements)
        }
    }
}
