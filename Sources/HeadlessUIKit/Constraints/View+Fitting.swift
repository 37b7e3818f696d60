/// Measuring a view by its constraints (rule Y8), as UIKit's `systemLayoutSizeFitting`.
extension View {
    /// The smallest size: pull a view towards it to measure how small its constraints let it be.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// A size larger than any layout (**choice** of 10⁷ pt): pull a view towards it to measure
    /// how large its constraints let it be.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// Rule Y8: the size the view's constraints give it when its width and height are pulled
    /// towards `targetSize` at `horizontalFittingPriority` and `verticalFittingPriority` (both
    /// `fittingSizeLevel`, 50, by default: the constraints win), ignoring the autoresizing
    /// constraints that pin the view itself. A view no constraint involves keeps its size.
    /// The view's frame does not change.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontalFittingPriority: Double = LayoutPriority.fittingSizeLevel,
                                        verticalFittingPriority: Double = LayoutPriority.fittingSizeLevel) -> Size {
        let horizontal = horizontalFittingPriority.isNaN ? LayoutPriority.fittingSizeLevel : min(max(horizontalFittingPriority, 1), LayoutPriority.required)
        let vertical = verticalFittingPriority.isNaN ? LayoutPriority.fittingSizeLevel : min(max(verticalFittingPriority, 1), LayoutPriority.required)
        return runtime.layoutEngine?.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical) ?? bounds.size
    }
}
