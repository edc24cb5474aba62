import Hummingbird

extension HTTPFields {
    /// Sets a field by its text name, for names HTTPTypes does not predefine (`Link`,
    /// `X-Total-Count`); an invalid name is ignored.
    package mutating func set(_ name: String, _ value: String) {
        guard let fieldName = HTTPFields.Element.Name(name) else { return }
        self[fieldName] = value
    }
}
