/// One `UIView.animate` call in flight: the frame changes its animations block made, when it
/// runs, and what to call when it ends (rule N1).
final class Animation {
    struct Change {
        weak var view: View?
        let from: Rect
        let to: Rect
    }

    let id: Int
    var begin: Double
    let duration: Double
    let curve: AnimationCurve
    var changes: [Change]
    var completion: ((Bool) -> Void)?
    var timer: Int?
    /// Rule X4: the fraction an interaction holds the animation at; nil when it runs.
    var pausedFraction: Double?
    /// Bumped when the animation is held or resumed, so an earlier scheduled end is ignored.
    var generation = 0
    /// Rule X4: how fast it runs after an interaction lets it go (a completion speed).
    var rate = 1.0
    /// What started it, when that says more than the views it moves (a controller
    /// transition's animation): for the report of work still under way.
    var label: String?

    init(id: Int, begin: Double, duration: Double, curve: AnimationCurve, changes: [Change], completion: ((Bool) -> Void)?) {
        self.id = id
        self.begin = begin
        self.duration = duration
        self.curve = curve
        self.changes = changes
        self.completion = completion
    }

    /// The frame `change` shows at `time`: the start before `begin`, the end after it ends.
    func frame(of change: Change, at time: Double) -> Rect {
        let t = pausedFraction ?? (duration > 0 ? (time - begin) * rate / duration : 1)
        let p = curve.progress(t)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        return Rect(x: mix(change.from.minX, change.to.minX), y: mix(change.from.minY, change.to.minY),
                    width: mix(change.from.width, change.to.width), height: mix(change.from.height, change.to.height))
    }
}
