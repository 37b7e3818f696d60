import Foundation
import SwiftSyntax

/// Rules O2, O3: the `Selector(...)` expression that stands for a `#selector(...)`: the
/// Objective-C name Swift gives the method, and a main-actor closure that calls it.
struct SelectorExpression {
    let text: String

    /// `argument` is the `#selector`'s argument (`Drawer.handlePan(_:)`, `getter: isOpen`);
    /// `enclosingType` the type whose code it is in; `index` the module's declarations.
    init(argument: LabeledExprSyntax, enclosingType: String?, index: ModuleIndex) {
        let accessor = argument.label?.text    // "getter", "setter" or nil
        var expression = argument.expression
        // `#selector((Type.method) as (Type) -> () -> Void)` names the method inside.
        while true {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                expression = only.expression
            } else if let cast = expression.as(AsExprSyntax.self) {
                expression = cast.expression
            } else if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
                expression = first
            } else { break }
        }

        // The method's base name, written labels, and the expression before it.
        let reference: DeclReferenceExprSyntax
        var base: ExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            base = member.base
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            text = "Selector(\(Self.quoted(expression.trimmedDescription)))"
            return
        }
        let name = reference.baseName.text
        var labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }

        // Whose method: a type written before it, `self`'s type, or an instance's dynamic type.
        var typeName: String? = enclosingType
        var instance: String?
        if let base {
            let written = base.trimmedDescription
            if written == "self" || written == "Self" {
                typeName = enclosingType
            } else if let first = written.split(separator: ".").last?.first, first.isUppercase {
                typeName = written
            } else {
                instance = written
                typeName = nil
            }
        }
        let resolved = typeName.flatMap { index.types[$0] != nil ? $0 : nil }

        // Rule O2: the name, from the declaration when the module has it.
        let selectorName: String
        let call: String
        switch accessor {
        case "getter":
            selectorName = ObjCName.getter(name)
            call = "target.\(name)"
        case "setter":
            selectorName = ObjCName.setter(name)
            call = "Selector.invoke({ target.\(name) = $0 }, arguments)"
        default:
            let candidates = index.methods(named: name, labels: labels, in: resolved)
            let method = candidates.count == 1 || (labels != nil && !candidates.isEmpty) ? candidates.first : nil
            if labels == nil { labels = method?.labels ?? [] }
            selectorName = method?.objcName ?? ObjCName.method(name, labels: labels ?? [], throws: method?.isThrowing ?? false)
            let reference = (labels ?? []).isEmpty ? name : "\(name)(\((labels ?? []).map { $0 + ":" }.joined()))"
            call = "Selector.invoke(target.\(reference), arguments)"
        }
        let quotedName = Self.quoted(selectorName)

        // Rule O4: a protocol's method is understood by its adopters (an optional
        // requirement's, by the adopters of its own protocol).
        if let resolved, index.types[resolved]?.isProtocol == true {
            let requirement = index.optionalRequirements.first {
                $0.protocolName == resolved && $0.base == name && ($0.labels == nil ? accessor != nil : $0.labels == labels)
            }
            let proto = requirement?.helperName ?? resolved
            text = "Selector(\(quotedName), accepts: { $0 is \(proto) }) { object, arguments in guard let target = object as? \(proto) else { return nil }; return \(call) }"
        } else if let instance {
            text = "Selector(\(quotedName), on: type(of: \(instance))) { target, arguments in \(call) }"
        } else if let typeName {
            text = "Selector(\(quotedName), on: \(typeName).self) { target, arguments in \(call) }"
        } else {
            text = "Selector(\(quotedName))"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
