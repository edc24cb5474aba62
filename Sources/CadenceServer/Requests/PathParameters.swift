import CadenceCore
import Hummingbird

/// Typed access to a route's path parameters (`{id}`, `{date}`).
struct PathParameters {
    let context: CadenceRequestContext

    /// The id in path parameter `name`; one that is not a number names nothing (404).
    func id(_ name: String, of what: String) throws(APIError) -> Int64 {
        guard let text = context.parameters.get(name), let id = Int64(text), id > 0 else {
            throw APIError.notFound("no \(what) with id '\(context.parameters.get(name) ?? "")'")
        }
        return id
    }

    /// The day in path parameter `name` (`YYYY-MM-DD`).
    func day(_ name: String) throws(APIError) -> Day {
        let text = context.parameters.get(name) ?? ""
        guard let day = Day(text) else { throw APIError.invalidParameter(name, "expected a date YYYY-MM-DD, got '\(text)'") }
        return day
    }
}
