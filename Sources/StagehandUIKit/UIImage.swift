import Foundation

/// UIKit's `UIImage` as a value: Stagehand draws nothing and reads no asset catalog, so a
/// named or system image is an image without pixels whose size is `.zero`; what app code
/// does with images (pass them around, compare rendering modes, size image views by them)
/// compiles and runs.
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset's or symbol's name, when the image was made from one.
    let name: String?
    /// The size in points.
    public let size: CGSize
    /// How the image is rendered: as its own colours or as a template tinted by its view.
    public let renderingMode: RenderingMode

    /// An image named `name` or its symbol's: no asset catalog is read, so it has no size.
    /// Never nil in Stagehand.
    public convenience init?(named name: String) { self.init(name: name, size: .zero, renderingMode: .automatic) }

    /// An image named `name` in `bundle`, for `traitCollection`: as ``init(named:)``.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The SF Symbol `name`: no symbol is drawn, so it has no size. Never nil in Stagehand.
    public convenience init?(systemName name: String) { self.init(name: name, size: .zero, renderingMode: .alwaysTemplate) }

    /// An empty image.
    public convenience override init() { self.init(name: nil, size: .zero, renderingMode: .automatic) }

    /// An image of `size` points without pixels (Stagehand's own, for tests that need a size).
    package convenience init(stagehandSize size: CGSize) { self.init(name: nil, size: size, renderingMode: .automatic) }

    init(name: String?, size: CGSize, renderingMode: RenderingMode) {
        self.name = name
        self.size = size
        self.renderingMode = renderingMode
        super.init()
    }

    /// The same image rendered as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, size: size, renderingMode: renderingMode)
    }

    /// The same image, tinted by `color` when drawn (nothing is drawn).
    open func withTintColor(_ color: UIColor) -> UIImage { UIImage(name: name, size: size, renderingMode: .alwaysOriginal) }

    /// The same image, stretched between `capInsets` when drawn (nothing is drawn).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        UIImage(name: name, size: size, renderingMode: renderingMode)
    }

    /// Points to pixels: 1.
    open var scale: CGFloat { 1 }

    /// The image's name and size.
    open override var description: String { "<UIImage \(name ?? "unnamed") \(size.width)x\(size.height)>" }

    /// UIKit's rendering modes.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: templates in bars and buttons, original elsewhere.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// A template, tinted by the view's tint colour.
        case alwaysTemplate
    }
}
