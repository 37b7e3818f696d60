import Foundation
import SwiftSyntax

/// Rule O13: the string literal that stands for a `#keyPath(...)`, which Swift on Linux
/// rejects: the key path's property names joined by dots, without the type written before
/// them, each as Objective-C names it. An app's own properties keep their Swift names (an
/// `@objc` property's key is its name); UIKit's renamed class properties take their
/// Objective-C names from a table, and UIKit's Boolean `isX` properties are the key `x`.
struct KeyPathExpression {
    let text: String

    /// UIKit's properties whose Objective-C name is not their Swift name (not counting the
    /// `is` prefix of Boolean properties), by `Type.property`.
    static let renamedProperties: [String: String] = [
        "UIApplication.shared": "sharedApplication",
        "UIScreen.main": "mainScreen",
        "UIDevice.current": "currentDevice",
    ]

    /// `argument` is the `#keyPath`'s argument (`UIApplication.shared`, `Person.friend.name`,
    /// `name`); `index` the module's declarations.
    init(argument: LabeledExprSyntax, index: ModuleIndex) {
        var components = argument.expression.trimmedDescription.split(separator: ".").map {
            String($0).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var type: String?
        while components.count > 1, let first = components.first?.first, first.isUppercase {
            type = components.removeFirst()
        }
        // A type the module only extends (`extension UIView`) is still UIKit's.
        let isUIKitType = type.map { index.types[$0]?.declaredHere != true } ?? false
        let keys = components.enumerated().map { position, property -> String in
            guard isUIKitType, let type else { return property }
            if position == 0, let renamed = Self.renamedProperties["\(type).\(property)"] { return renamed }
            return Self.uikitKey(property)
        }
        text = SelectorExpression.quoted(keys.joined(separator: "."))
    }

    /// A UIKit property's key: `isHidden` is `hidden`, as UIKit names a Boolean property's
    /// getter `isX` and its key `x`.
    static func uikitKey(_ property: String) -> String {
        guard property.hasPrefix("is"), property.count > 2,
              let third = property.dropFirst(2).first, third.isUppercase else { return property }
        return third.lowercased() + property.dropFirst(3)
    }
}

