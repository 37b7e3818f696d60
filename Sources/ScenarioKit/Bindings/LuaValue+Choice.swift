import LuaBridge

extension LuaValue {
    /// This value as one of `T`'s names, for the property `property`; any other value is an
    /// error that lists the names.
    func choice<T: RawRepresentable & CaseIterable>(of _: T.Type, _ property: String) throws(LuaError) -> T
        where T.RawValue == String {
        guard let text = asString, let choice = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw LuaError(message: "\(property) must be one of \(names), got \(asString.map { "\"\($0)\"" } ?? typeName)")
        }
        return choice
    }
}
