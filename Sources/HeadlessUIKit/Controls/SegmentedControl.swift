/// A row of segments of equal width, one of them selected, as UIKit's `UISegmentedControl`
/// (rule G12): a tap on a segment selects it and sends `valueChanged` when the selection
/// changed; setting the selection from code sends nothing.
open class SegmentedControl: Control {
    /// UIKit's `noSegment`: no segment is selected.
    public static let noSegment = -1

    /// The segments' titles, left to right.
    public private(set) var titles: [String]
    /// The selected segment, or ``noSegment``. Setting it sends no action.
    public var selectedSegmentIndex = SegmentedControl.noSegment
    /// Whether a tapped segment is left unselected after its action (UIKit's `isMomentary`).
    public var isMomentary = false
    /// Where the tracked finger is, in the control's coordinates.
    private var fingerX = 0.0

    /// A segmented control of `app` at `frame` with a segment per title, none selected.
    public init(app: App, name: String? = nil, frame: Rect = .zero, items: [String] = []) {
        titles = items
        super.init(app: app, name: name, frame: frame)
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `index` (kept within the segments).
    public func insertSegment(withTitle title: String, at index: Int) {
        titles.insert(title, at: min(max(index, 0), titles.count))
    }

    /// Removes the segment at `index` (nothing for an index out of range); the selection is
    /// cleared when it was that segment.
    public func removeSegment(at index: Int) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex == index { selectedSegmentIndex = SegmentedControl.noSegment }
        else if selectedSegmentIndex > index { selectedSegmentIndex -= 1 }
    }

    /// The title of the segment at `index`, or nil.
    public func titleForSegment(at index: Int) -> String? { titles.indices.contains(index) ? titles[index] : nil }

    /// Sets the title of the segment at `index` (nothing for an index out of range).
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        if titles.indices.contains(index) { titles[index] = title }
    }

    /// The segment under `x`, in the control's coordinates: segments share the width equally.
    public func segment(atX x: Double) -> Int? {
        guard !titles.isEmpty, bounds.width > 0 else { return nil }
        let index = Int((x / (bounds.width / Double(titles.count))).rounded(.down))
        return titles.indices.contains(index) ? index : nil
    }

    open override func touchesBegan(_ touches: [Touch]) {
        if let touch = touches.first { fingerX = touch.location(in: self).x }
        super.touchesBegan(touches)
    }

    open override func touchesMoved(_ touches: [Touch]) {
        if let touch = touches.first { fingerX = touch.location(in: self).x }
        super.touchesMoved(touches)
    }

    open override func touchesEnded(_ touches: [Touch]) {
        if let touch = touches.first { fingerX = touch.location(in: self).x }
        super.touchesEnded(touches)
    }

    /// Rule G12: a lift inside over a segment other than the selected one selects it and sends
    /// `valueChanged` (a momentary control then selects none); else nothing but the touch-up.
    open override func touchUpEvents(inside: Bool) -> ControlEvents {
        var events = super.touchUpEvents(inside: inside)
        guard inside, let index = segment(atX: fingerX), index != selectedSegmentIndex || isMomentary else { return events }
        selectedSegmentIndex = index
        events.insert(.valueChanged)
        return events
    }

    /// Rule G12: after a momentary segment's actions, none stays selected.
    open override func touchesEndedActionsSent() {
        if isMomentary { selectedSegmentIndex = SegmentedControl.noSegment }
    }
}
