import CadenceCore
import Hummingbird

/// Typed access to a route's path parameters (`{id}`, `{date}`).
package struct PathParameters {
    package let context: CadenceRequestContext

    package init(context: CadenceRequestContext) {
        self.context = context
    }

    /// The id in path parameter `name`; one that is not a number names nothing (404).
    package func id(_ name: String, of what: String) throws(HTTPRefusal) -> Int64 {
        guard let text = context.parameters.get(name), let id = Int64(text), id > 0 else {
            throw HTTPRefusal.notFound("no \(what) with id '\(context.parameters.get(name) ?? "")'")
        }
        return id
    }

    /// The day in path parameter `name` (`YYYY-MM-DD`).
    package func day(_ name: String) throws(HTTPRefusal) -> Day {
        let text = context.parameters.get(name) ?? ""
        guard let day = Day(text) else { throw HTTPRefusal.invalidParameter(name, "expected a date YYYY-MM-DD, got '\(text)'") }
        return day
    }
}
