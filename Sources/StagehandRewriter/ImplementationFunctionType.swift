import SwiftSyntax

/// Rule Z4: the function type an app casts an Objective-C method implementation (`IMP`) to,
/// `@convention(c) (AnyObject, Selector, ...) -> ...`. Swift on Linux refuses the C convention
/// for it (an object, a `Selector` and Swift closures are not C types), so the rewriter drops
/// the attribute from a C function type whose parameters include a `Selector`: it becomes a
/// Swift function type, and the code compiles. The implementations it would call are never
/// exchanged (rule Z2), so such a cast is never reached.
enum ImplementationFunctionType {
    /// Whether `attribute` is the `@convention(c)` of a function type that takes a `Selector`.
    static func isDroppedConvention(_ attribute: AttributeSyntax) -> Bool {
        guard attribute.attributeName.trimmedDescription == "convention",
              attribute.arguments?.trimmedDescription == "c",
              let attributed = attribute.parent?.parent?.as(AttributedTypeSyntax.self),
              let function = attributed.baseType.as(FunctionTypeSyntax.self) else { return false }
        return function.parameters.contains { $0.type.trimmedDescription == "Selector" }
    }
}
