/// An axis of a view's size, as UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: String, Sendable, CaseIterable {
    /// Widths and horizontal positions.
    case horizontal
    /// Heights and vertical positions.
    case vertical
}

/// The priorities with which a view keeps its intrinsic size on each axis (rule Y6).
struct ContentPriorities {
    var hugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)
    /// The intrinsic size a script gave the view (rule Y6), in place of its own.
    var assignedSize: Size?
}

extension View {
    /// UIKit's `noIntrinsicMetric` (-1): no intrinsic size on that axis.
    public static let noIntrinsicMetric = -1.0

    /// Rule Y6: an intrinsic size given to the view from outside (a script's view has no
    /// `intrinsicContentSize` to override), used in place of ``intrinsicContentSize``; nil
    /// (the default) for the view's own. Setting it invalidates the intrinsic size.
    public var assignedIntrinsicContentSize: Size? {
        get { contentPriorities.assignedSize }
        set {
            contentPriorities.assignedSize = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// Rule Y6: the intrinsic size the layout engine keeps: the assigned one, else the view's
    /// own ``intrinsicContentSize``.
    public var effectiveIntrinsicContentSize: Size { contentPriorities.assignedSize ?? intrinsicContentSize }

    /// Rule Y6: the view's content changed its intrinsic size; the layout engine solves again
    /// before the next pass.
    public func invalidateIntrinsicContentSize() {
        guard layoutVariables != nil else { return }
        runtime.layoutEngine?.viewChanged(self)
    }

    /// How strongly the view refuses to grow past its intrinsic size on `axis` (rule Y6;
    /// 250 by default, labels made in code included).
    public func contentHuggingPriority(for axis: LayoutAxis) -> Double {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets ``contentHuggingPriority(for:)`` (clamped into 1...1000).
    public func setContentHuggingPriority(_ priority: Double, for axis: LayoutAxis) {
        let clamped = View.clampedPriority(priority)
        if axis == .horizontal { contentPriorities.hugging.horizontal = clamped } else { contentPriorities.hugging.vertical = clamped }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view refuses to shrink below its intrinsic size on `axis` (rule Y6;
    /// 750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Double {
        axis == .horizontal ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    /// Sets ``contentCompressionResistancePriority(for:)`` (clamped into 1...1000).
    public func setContentCompressionResistancePriority(_ priority: Double, for axis: LayoutAxis) {
        let clamped = View.clampedPriority(priority)
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = clamped
        } else {
            contentPriorities.compressionResistance.vertical = clamped
        }
        invalidateIntrinsicContentSize()
    }

    private static func clampedPriority(_ priority: Double) -> Double {
        priority.isNaN ? LayoutPriority.required : min(max(priority, 1), LayoutPriority.required)
    }
}
