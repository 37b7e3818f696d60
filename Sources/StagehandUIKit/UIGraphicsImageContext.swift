import Foundation

/// The image contexts begun and not ended on the current thread, innermost last (UIKit's
/// stack of image contexts is the thread's).
private final class ImageContextStack {
    var contexts: [CGContext] = []

    /// The current thread's stack.
    static var current: ImageContextStack {
        let key = "StagehandUIKit.ImageContextStack"
        if let stack = Thread.current.threadDictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// UIKit's `UIGraphicsBeginImageContextWithOptions`: begins an image of `size` points, the
/// current context of the thread until it ends. Nothing is drawn into it.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.current.contexts.append(CGContext(size: size))
}

/// UIKit's `UIGraphicsBeginImageContext`: an image context of `size`, opaque false, scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// UIKit's `UIGraphicsGetCurrentContext`: the thread's innermost image context, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { ImageContextStack.current.contexts.last }

/// UIKit's `UIGraphicsGetImageFromCurrentImageContext`: a blank image of the current image
/// context's size, or nil without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContextStack.current.contexts.last.map { UIImage(name: nil, size: $0.size, renderingMode: .automatic) }
}

/// UIKit's `UIGraphicsEndImageContext`: ends the thread's innermost image context (nothing
/// without one).
public func UIGraphicsEndImageContext() {
    let stack = ImageContextStack.current
    if !stack.contexts.isEmpty { stack.contexts.removeLast() }
}
