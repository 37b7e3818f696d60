import StagehandRewriter

/// Which of an app's uses of UIKit StagehandUIKit does not offer (`stagehand check`'s second
/// part): the code will not compile against it until they exist, so a user sees at once what
/// stands between the code and a run.
///
/// What is checked, from the source alone (no type checking): imports of Apple-only frameworks
/// outside `#if`; names with UIKit's, Core Animation's, Core Graphics' and Foundation's prefixes
/// (`UI`, `CA`, `CG`, `NS`) that neither StagehandUIKit, Linux's Foundation nor the app
/// declares; members named through a StagehandUIKit type (`UIView.transition`, by base name);
/// overrides in subclasses of StagehandUIKit's classes; and the Objective-C features (Swift on
/// Linux has no Objective-C runtime) and framework imports the source rewriter does not handle
/// (`@objc`, `#selector`, `import UIKit` and the others of rules O1-O4 compile through it). Members used through a value (`view.layer`) need types,
/// which a parse does not have, and are not checked.
struct MissingUseCheck {
    let surface: PublicSurface
    let appTypes: [String: DeclaredType]

    /// Frameworks that are on Apple's systems only.
    static let appleOnlyModules: Set = [
        "UIKit", "Combine", "os", "OSLog", "QuartzCore", "CoreGraphics", "CoreAnimation", "SwiftUI", "AVFoundation", "AVKit",
        "CoreData", "CoreImage", "CoreText", "CoreLocation", "CoreMotion", "CoreML", "CoreHaptics", "CoreSpotlight",
        "MapKit", "WebKit", "SafariServices", "Photos", "PhotosUI", "StoreKit", "UserNotifications", "MessageUI",
        "Accelerate", "Metal", "MetalKit", "SpriteKit", "SceneKit", "ARKit", "GameKit", "LinkPresentation", "AudioToolbox",
        "ObjectiveC", "Darwin", "Vision", "AuthenticationServices", "LocalAuthentication", "Contacts", "ContactsUI",
        "EventKit", "CloudKit", "Intents", "WidgetKit", "MobileCoreServices", "UniformTypeIdentifiers", "ImageIO",
    ]
    /// NSObject's members a subclass may override; StagehandUIKit's classes are Swift classes.
    static let objectMembers: Set = ["init()", "description", "debugDescription", "hash", "isEqual(_:)", "copy()"]
    /// Members every type has.
    static let everyTypeHas: Set = ["init", "self", "Type", "Protocol", "rawValue", "allCases", "none", "some"]

    func missing(in uses: [UsageVisitor.Use]) -> [MissingUse] {
        uses.compactMap { use -> MissingUse? in
            switch use.group {
            case .objectiveC:
                // Rules O1-O4: what the source rewriter (the StagehandRewrite plugin) makes compile.
                guard !SourceRewriter.handledObjectiveCFeatures.contains(use.name) else { return nil }
                return MissingUse(group: .objectiveC, name: use.name, location: use.location)
            case .module:
                let top = String(use.name.prefix { $0 != "." })
                guard Self.appleOnlyModules.contains(top), SourceRewriter.standInModules[top] == nil else { return nil }
                return MissingUse(group: .module, name: use.name, location: use.location)
            case .type:
                return isMissingName(use.name) ? MissingUse(group: .type, name: use.name, location: use.location) : nil
            case .member:
                guard let owner = use.qualifier, appTypes[owner] == nil, surface.type(owner) != nil,
                      !Self.everyTypeHas.contains(use.name), !surface.has(use.name, in: owner, byBaseName: true) else { return nil }
                return MissingUse(group: .member, name: owner + "." + use.name, location: use.location)
            }
        }
    }

    /// Whether `name` has an Apple prefix and nothing declares it.
    private func isMissingName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, ["UI", "CA", "CG", "NS"].contains(String(name.prefix(2))),
              scalars[2].properties.isUppercase else { return false }
        return surface.type(name) == nil && !surface.globals.contains(name) && !LinuxFoundationNames.all.contains(name)
            && appTypes[name] == nil && !appTypes.keys.contains(where: { $0.hasSuffix("." + name) })
    }

    /// The overrides of `types` whose StagehandUIKit superclass (reached through the app's own
    /// classes) has no such member.
    func missingOverrides(of types: [DeclaredType]) -> [MissingUse] {
        types.flatMap { type -> [MissingUse] in
            guard let (base, inherited) = uikitBase(of: type) else { return [] }
            return type.overrides.compactMap { member in
                let declaredByApp = inherited.contains { $0.methods.contains { $0.fullName == member.fullName } || $0.properties.contains(member.fullName) }
                guard !declaredByApp, !Self.objectMembers.contains(member.fullName), !surface.has(member.fullName, in: base) else { return nil }
                return MissingUse(group: .member, name: base + "." + member.fullName, location: member.location)
            }
        }
    }

    /// The StagehandUIKit class `type` descends from, and the app's classes in between.
    private func uikitBase(of type: DeclaredType) -> (String, [DeclaredType])? {
        var between: [DeclaredType] = []
        var current = type
        while let superclass = current.inherited.first {
            if surface.type(superclass) != nil { return (superclass, between) }
            guard let next = appTypes[superclass], !between.contains(where: { $0.name == next.name }), next.name != type.name else { return nil }
            between.append(next)
            current = next
        }
        return nil
    }
}
