import HeadlessUIKit

extension UIView {
    /// What the view shows, which decides whether it flips under a right-to-left language
    /// (rule Y16); changing it lays the constraints out again (rule Y15).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { UISemanticContentAttribute(engineView.semanticContentAttribute) }
        set { engineView.semanticContentAttribute = newValue.engineAttribute }
    }

    /// The direction the view lays out its content in: its ``semanticContentAttribute``
    /// against the direction it inherits (rule Y16).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(engineView.effectiveLayoutDirection)
    }

    /// The direction of content with `attribute` under the app's language (rule Y16).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction of content with `semanticContentAttribute` under a language of
    /// `layoutDirection` (rule Y16).
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(View.layoutDirection(for: semanticContentAttribute.engineAttribute,
                                                            relativeTo: layoutDirection.engineDirection))
    }
}
