import HeadlessUIKit

extension APIReference {
    /// Rule V4: the UIKit protocols (`UICollectionViewDelegate`) that have a method named
    /// `name` Stagehand does not model, in the registry's order; empty for any other name.
    public static func unmodelledProtocols(of name: String) -> [String] {
        var protocols: [String] = []
        for receiver in Callback.Name.allCases.map(\.spec.receiver) where receiver.unmodelledMethods.contains(name) {
            if let uikit = receiver.uikitProtocol, !protocols.contains(uikit) { protocols.append(uikit) }
        }
        return protocols
    }
}
