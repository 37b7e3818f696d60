import Foundation
import HeadlessUIKit

/// UIKit's `UISegmentedControl` over the engine's ``SegmentedControl`` (rule G12): a tap on a
/// segment selects it and sends `valueChanged`; setting the selection from code sends nothing.
open class UISegmentedControl: UIControl {
    /// No segment is selected.
    public static let noSegment = SegmentedControl.noSegment

    /// A segmented control of the current app with a segment per title (`items` of strings;
    /// other items, images, are titled by their description), none selected.
    public init(items: [Any]?) {
        let titles = (items ?? []).map { ($0 as? String) ?? String(describing: $0) }
        UIView.provideEngineView(SegmentedControl(app: CurrentApp.app, name: String(describing: Self.self), items: titles))
        super.init(frame: .zero)
    }

    /// A segmented control of the current app at `frame` with no segments.
    public override init(frame: CGRect) {
        UIView.provideEngineView(SegmentedControl(app: CurrentApp.app, name: String(describing: Self.self), frame: frame.engineRect))
        super.init(frame: frame)
    }

    /// A segmented control with no segments: the coder's storyboard is not read.
    public required init?(coder: NSCoder) {
        UIView.provideEngineView(SegmentedControl(app: CurrentApp.app, name: String(describing: Self.self)))
        super.init(coder: coder)
    }

    var segmented: SegmentedControl? { engineView as? SegmentedControl }

    /// The selected segment, or ``noSegment``; setting it sends no action.
    open var selectedSegmentIndex: Int {
        get { segmented?.selectedSegmentIndex ?? UISegmentedControl.noSegment }
        set { segmented?.selectedSegmentIndex = newValue }
    }
    /// Whether a tapped segment is left unselected after its action.
    open var isMomentary: Bool {
        get { segmented?.isMomentary ?? false }
        set { segmented?.isMomentary = newValue }
    }
    /// The number of segments.
    open var numberOfSegments: Int { segmented?.numberOfSegments ?? 0 }

    /// Inserts a segment titled `title` at `segment`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmented?.insertSegment(withTitle: title ?? "", at: segment)
    }
    /// Removes the segment at `segment`.
    open func removeSegment(at segment: Int, animated: Bool) { segmented?.removeSegment(at: segment) }
    /// Removes every segment.
    open func removeAllSegments() {
        while numberOfSegments > 0 { segmented?.removeSegment(at: 0) }
    }
    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? { segmented?.titleForSegment(at: segment) }
    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        segmented?.setTitle(title ?? "", forSegmentAt: segment)
    }
}
