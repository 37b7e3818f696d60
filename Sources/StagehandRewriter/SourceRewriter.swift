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
        for name in index.types.keys.sorted() {
            guard let type = index.types[name], type.file == number, !type.isProtocol else { continue }
            let adopted = index.protocols(of: name)
            for requirement in index.optionalRequirements
            where adopted.contains(where: { ModuleIndex.mentions($0, requirement.protocolName) }) && index.implements(name, requirement) {
                lines.append("extension \(name): \(requirement.helperName) {}")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
