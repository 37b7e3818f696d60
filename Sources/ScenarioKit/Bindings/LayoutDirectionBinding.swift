import HeadlessUIKit
import LuaBridge

/// A view's layout direction (rules Y15, Y16): `semanticContentAttribute` and
/// `effectiveUserInterfaceLayoutDirection`.
enum LayoutDirectionBinding {
    /// Adds the direction properties to the `View` class.
    static func addViewMembers(to cls: LuaClass) {
        cls.property("semanticContentAttribute",
                     get: { object, _ in .string((object as? View)?.semanticContentAttribute.rawValue ?? "") },
                     set: { object, value, state throws(LuaError) in
                         let attribute = try value.choice(of: SemanticContentAttribute.self, "semanticContentAttribute")
                         guard let view = object as? View else { return }
                         try state.scenarioEnvironment().app.withCause("semanticContentAttribute of \(view.name) set by the script") {
                             view.semanticContentAttribute = attribute
                         }
                     })
        cls.property("effectiveUserInterfaceLayoutDirection") { object, _ in
            .string((object as? View)?.effectiveLayoutDirection.rawValue ?? "")
        }
    }
}
