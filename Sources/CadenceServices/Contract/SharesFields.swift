/// A machine-readable shape made of a field set it shares with another shape (`Fields`: e.g.
/// `HabitJSON.Fields`, shared by the API's habit and the export's) plus keys of its own. The shared
/// fields read and write as the shape's own (`habit.name`); the shape encodes them inline, beside
/// its own keys, so the JSON is flat.
@dynamicMemberLookup
public protocol SharesFields {
    /// The shared field set.
    associatedtype Fields
    /// The shared fields' values.
    var fields: Fields { get set }
}

extension SharesFields {
    /// A shared field, read and written as if it were the shape's own.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Fields, Value>) -> Value {
        get { fields[keyPath: keyPath] }
        set { fields[keyPath: keyPath] = newValue }
    }
}
