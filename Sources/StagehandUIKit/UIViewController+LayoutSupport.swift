import Foundation

extension UIViewController {
    /// The strip the status bar and a navigation bar cover at the top of the view: its
    /// ``UILayoutSupport/length`` is the view's top safe area inset (rule Y17). Deprecated
    /// since iOS 11: use `view.safeAreaLayoutGuide`.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupports.top }
    /// The strip a tab bar or a toolbar covers at the bottom of the view: its length is the
    /// view's bottom safe area inset (rule Y17). Deprecated since iOS 11.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupports.bottom }
}
