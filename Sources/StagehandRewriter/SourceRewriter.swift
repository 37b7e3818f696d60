import SwiftParser
import SwiftSyntax

/// Stagehand's source rewriter (rules O1-O4, O13-O16): an app's Swift files, as they are in its
/// repository, made into files Swift on Linux compiles against StagehandUIKit. Every line
/// stays where it was, and each rewritten file begins with `#sourceLocation` naming the
/// original, so that the compiler's messages, crashes and scenario failures name the app's
/// own file and line. What the rewrite adds (the protocols of optional requirements and
/// their adoptions) comes after the original text, under a `#sourceLocation()` of its own.
public enum SourceRewriter {
    /// One file: where it is (an absolute path, as the compiler will name it) and its text.
    public struct File: Sendable {
        /// The original file's path.
        public let path: String
        /// Its text.
        public let text: String

        /// A file at `path` with `text`.
        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The frameworks of Apple's an app imports, and the Stagehand module each import becomes
    /// (rule O1): `import UIKit` compiles as `import StagehandUIKit`.
    public static let standInModules: [String: String] = [
        "UIKit": "StagehandUIKit", "CoreGraphics": "StagehandUIKit", "QuartzCore": "StagehandUIKit",
        "Combine": "StagehandCombine", "os": "StagehandOS", "OSLog": "StagehandOS",
    ]

    /// Rule O1: the module a name qualified by an Apple framework (`CoreGraphics.log(x)`,
    /// `UIKit.UIView`) is declared in on Linux: `CGFloat`'s maths and the geometry types are
    /// Foundation's there, UIKit's and Core Animation's names StagehandUIKit's.
    public static let qualifyingModules: [String: String] = [
        "UIKit": "StagehandUIKit", "QuartzCore": "StagehandUIKit", "CoreGraphics": "Foundation",
        "Combine": "StagehandCombine",
    ]

    /// Attributes Swift on Linux rejects ("Objective-C interoperability is disabled"), which
    /// the rewrite drops (rule O1). `@nonobjc`, `dynamic`, `@IBAction`, `@IBInspectable` and
    /// `@IBDesignable` compile on Linux and stay.
    public static let droppedAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet", "IBOutletCollection", "IBSegueAction"]

    /// The Objective-C features an app's source may use because the rewrite handles them
    /// (rules O1-O4, O13), as `stagehand check` names them: attributes with their `@`, `#selector`,
    /// `#keyPath`,
    /// `dynamic` and optional protocol requirements.
    public static let handledObjectiveCFeatures: Set<String> = Set(droppedAttributes.map { "@" + $0 })
        .union(["@nonobjc", "@IBAction", "@IBInspectable", "@IBDesignable", "dynamic", "#selector",
                "#keyPath", "optional protocol requirements"])

    /// The rewritten text of each file, in order. The files are one module: a selector's
    /// method and an optional requirement's adopters may be in another file.
    public static func rewrite(_ files: [File]) -> [String] {
        let trees = files.map { Parser.parse(source: $0.text) }
        let index = ModuleIndex(files: trees)
        let overrides = ExtensionOverrides(files: trees, index: index)
        let initializers = InitializerRequirements(files: trees, index: index)
        return files.indices.map {
            rewrite(files[$0], tree: trees[$0], number: $0, index: index, overrides: overrides, initializers: initializers)
        }
    }

    static func rewrite(_ file: File, tree: SourceFileSyntax, number: Int, index: ModuleIndex,
                        overrides: ExtensionOverrides, initializers: InitializerRequirements) -> String {
        let rewriting = Rewriting(index: index)
        rewriting.walk(tree)
        var output = "import StagehandUIKit\n"    // UIKit comes with a CocoaPods umbrella on iOS
        output += "#sourceLocation(file: \(SelectorExpression.quoted(file.path)), line: 1)\n"
        let edits = rewriting.edits + overrides.edits(file: number) + initializers.edits(in: tree, file: number, index: index)
        output += TextEdit.apply(edits, to: file.text)
        let generated = generatedCode(file: number, index: index)
            + (overrides.generatedCode(file: number) + initializers.generatedCode(file: number)).map { $0 + "\n" }.joined()
        if !generated.isEmpty {
            if !output.hasSuffix("\n") { output += "\n" }
            output += "#sourceLocation()\n// Added by Stagehand's rewriter (rules O4, O15, O16).\n" + generated
        }
        return output
    }

    /// Rule O4: the protocols of the optional requirements declared in file `number` (with
    /// their protocol's attributes, rule O9), and the adoptions of them by the types declared
    /// there that implement them.
    static func generatedCode(file number: Int, index: ModuleIndex) -> String {
        var lines: [String] = []
        for requirement in index.optionalRequirements where requirement.file == number {
            let access = requirement.access.isEmpty ? "" : requirement.access + " "
            let attributes = requirement.attributes.isEmpty ? "" : requirement.attributes + " "    // rule O9
            lines.append("\(attributes)\(access)protocol \(requirement.helperName): SelectorTarget { \(requirement.declaration) }")
        }
        lines += overloadDispatchers(file: number, index: index)
        for name in index.types.keys.sorted() {
            guard let type = index.types[name], type.file == number, !type.isProtocol else { continue }
            let adopted = index.protocols(of: name)
            for requirement in index.optionalRequirements
            where adopted.contains(where: { ModuleIndex.mentions($0, requirement.protocolName) }) && index.implements(name, requirement) {
                lines.append("extension \(name): \(requirement.helperName) {}")
            }
            // Rule O18: a first override of NSObject's messaging adopts StagehandUIKit's protocol;
            // `@preconcurrency`, as the override of a main-actor class is isolated where NSObject's
            // method is not (it is called on the main thread).
            for member in index.firstFrameworkOverrides(of: name) {
                lines.append("extension \(name): @preconcurrency \(member.protocolName) {}")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Rule O17: for each name and labels that a protocol of file `number` declares as several
    /// optional requirements told apart by their parameters' types, a dispatcher whose
    /// overloads the compiler chooses among at the call site, each asking the object whether
    /// it has its overload: `delegate?.panel?(self, layoutFor: size)` becomes
    /// `Delegate_panel__layoutFor(delegate)?.panel(self, layoutFor: size)`.
    static func overloadDispatchers(file number: Int, index: ModuleIndex) -> [String] {
        var lines: [String] = []
        var done: Set<String> = []
        for requirement in index.optionalRequirements where requirement.file == number && requirement.isOverloaded {
            guard let labels = requirement.labels, done.insert(requirement.groupName).inserted else { continue }
            let access = requirement.access.isEmpty ? "" : requirement.access + " "
            let attributes = requirement.attributes.isEmpty ? "" : requirement.attributes + " "    // rule O9
            var text = "\(attributes)\(access)struct \(requirement.groupName) {"
            text += " let target: Any; init?(_ target: Any?) { guard let target else { return nil }; self.target = target };"
            for overload in index.overloads(requirement.base, labels: labels) {
                let parameters = overload.parameters ?? []
                let declared = parameters.indices.map { "\(labels[$0]) a\($0): \(parameters[$0].type)" }
                let passed = parameters.indices.map { (labels[$0] == "_" ? "" : labels[$0] + ": ") + "a\($0)" }
                var result = overload.returnType ?? "Void"
                if result.hasSuffix("?") || result.hasSuffix("!") { result.removeLast() }
                let effects = (overload.effects.async ? " async" : "") + (overload.effects.throwing ? " throws" : "")
                let marks = (overload.effects.throwing ? "try " : "") + (overload.effects.async ? "await " : "")
                text += " func \(overload.base)(\(declared.joined(separator: ", ")))\(effects) -> (\(result))? {"
                text += " \(marks)(target as? \(overload.helperName))?.\(overload.base)(\(passed.joined(separator: ", "))) };"
            }
            lines.append(text + " }")
        }
        return lines
    }
}
