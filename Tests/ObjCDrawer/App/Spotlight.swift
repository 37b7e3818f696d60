import UIKit

/// What transition libraries (Hero) do with the Objective-C runtime and Core Animation, in an
/// iOS app's own words: a view's identifier as an associated object (rule Z1), a swizzle of
/// `CALayer.add(_:forKey:)` (Z2) and FloatingPanel's of `dismiss(animated:completion:)` through
/// an `IMP` (Z2, Z4), a gesture delegate method overridden in an extension (Z3),
/// layer values by key (H13), animation copies (H14), a shadow path (J5) and a layer's
/// delegate (J6).
extension UIView {
    private enum SpotlightKeys {
        nonisolated(unsafe) static var spotlightID: UInt8 = 0
        nonisolated(unsafe) static var owner: UInt8 = 0
    }

    /// The view's identifier, matched between two screens.
    var spotlightID: String? {
        get { objc_getAssociatedObject(self, &SpotlightKeys.spotlightID) as? String }
        set { objc_setAssociatedObject(self, &SpotlightKeys.spotlightID, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The object the view points to without keeping it.
    var spotlightOwner: NSObject? {
        get { objc_getAssociatedObject(self, &SpotlightKeys.owner) as? NSObject }
        set { objc_setAssociatedObject(self, &SpotlightKeys.owner, newValue, .OBJC_ASSOCIATION_ASSIGN) }
    }
}

extension CALayer {
    /// Hero's swizzle: every animation added to a layer would be recorded.
    @MainActor static func swizzleAdd() -> String {
        let original = #selector(add(_:forKey:))
        let swizzled = #selector(spotlight_add(anim:forKey:))
        guard let originalMethod = class_getInstanceMethod(CALayer.self, original),
              let swizzledMethod = class_getInstanceMethod(CALayer.self, swizzled) else { return "no methods" }
        method_exchangeImplementations(originalMethod, swizzledMethod)
        let unknown = class_getInstanceMethod(CALayer.self, Selector("spotlightUnknown")) == nil
        return "\(originalMethod) \(swizzledMethod) unknown \(unknown ? "nil" : "found")"
    }

    @objc dynamic func spotlight_add(anim: CAAnimation, forKey: String?) {
        spotlight_add(anim: anim, forKey: forKey)
    }
}

/// FloatingPanel's swizzle of `dismiss(animated:completion:)`: the original implementation kept
/// as an `IMP` and called through a C function type (rules Z2, Z4).
nonisolated(unsafe) private var originalDismissImp: IMP?
private typealias DismissFunction = @convention(c) (AnyObject, Selector, Bool, (() -> Void)?) -> Void

extension UIViewController {
    @MainActor static func swizzleDismiss() -> String {
        guard originalDismissImp == nil,
              let original = class_getInstanceMethod(UIViewController.self, #selector(dismiss(animated:completion:))),
              let swizzled = class_getMethodImplementation(UIViewController.self, #selector(spotlight_dismiss(animated:completion:)))
        else { return "no methods" }
        originalDismissImp = method_setImplementation(original, swizzled)
        let same = originalDismissImp == method_getImplementation(original)
        return "\(original) kept its implementation \(same)"
    }

    @objc fileprivate func spotlight_dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let dismiss = unsafeBitCast(originalDismissImp, to: DismissFunction.self)
        dismiss(self, #selector(UIViewController.dismiss(animated:completion:)), flag, completion)
    }
}

/// A handle whose pan begins only while it is enabled: its own delegate, in an extension.
final class SpotlightHandle: UIView {
    var allowsDrag = false
}

extension SpotlightHandle: UIGestureRecognizerDelegate {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        allowsDrag
    }
}

/// The spotlight's card: its layer's values set and read by key, as Hero does.
@MainActor enum Spotlight {
    /// Sets the card's layer values by key path and reads them back.
    static func layerValues(of card: UIView) -> String {
        card.layer.setValue(NSValue(cgSize: CGSize(width: 120, height: 80)), forKeyPath: "bounds.size")
        card.layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
        card.layer.setValue(NSNumber(value: 6), forKey: "cornerRadius")
        card.layer.setValue("hero", forKey: "heroKind")
        let size = (card.layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue ?? .zero
        let x = (card.layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue ?? -1
        let opacity = (card.layer.value(forKey: "opacity") as? NSNumber)?.doubleValue ?? -1
        let kind = card.layer.value(forKey: "heroKind") as? String ?? "none"
        return "size \(size.width)x\(size.height) x \(x) opacity \(opacity) kind \(kind) alpha \(card.alpha)"
    }

    /// Copies an animation, changes the copy, and adds both.
    static func copies(on card: UIView) -> String {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1)
        fade.toValue = NSNumber(value: 0)
        fade.duration = 0.4
        guard let copy = fade.copy() as? CABasicAnimation else { return "no copy" }
        copy.duration = 0.8
        card.layer.add(fade, forKey: "fade")
        card.layer.add(copy, forKey: "fade.copy")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 100), control: CGPoint(x: 100, y: 0))
        let arc = CAKeyframeAnimation(keyPath: "position")
        arc.path = path
        arc.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let arcCopy = arc.copy() as? CAKeyframeAnimation
        return "\(fade.duration) \(copy.duration) \(copy.toValue as? NSNumber ?? -1) keys \(card.layer.animationKeys() ?? []) path \(arcCopy?.path?.currentPoint ?? .zero) functions \(arcCopy?.timingFunctions?.count ?? 0)"
    }

    /// A shadow path, and who the card's layer belongs to.
    static func shadowAndDelegate(of card: UIView) -> String {
        card.layer.shadowPath = UIBezierPath(rect: card.bounds).cgPath
        let box = card.layer.shadowPath?.boundingBox ?? .null
        let isView = card.layer.delegate === card
        let plain = CALayer()
        return "shadow \(box.width)x\(box.height) delegate is the view \(isView) plain \(plain.delegate == nil) equal \(card.layer == card.layer) \(card.layer == plain)"
    }
}
