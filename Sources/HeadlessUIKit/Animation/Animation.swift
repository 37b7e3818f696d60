/// One `UIView.animate` call in flight: the changes its animations block made, when it
/// runs, and what to call when it ends (rule N1).
final class Animation {
    /// One animatable property of one view changed in an animations block (rules N1, H4).
    struct Change {
        weak var view: View?
        let key: AnimatedKey
        let from: AnimatedValue
        let to: AnimatedValue
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

    /// A spring's timing (rule H3), which replaces `curve` when set.
    var timing: TimingCurve?
    /// Rule H5: how many times it runs (0 and 1: once; `.infinity`: for ever) and whether
    /// every other run goes backwards.
    var repeatCount = 1.0
    var autoreverses = false

    /// The value `change` shows at `time`: the start before `begin`, the end after it ends.
    func value(of change: Change, at time: Double) -> AnimatedValue {
        var t = pausedFraction ?? (duration > 0 ? (time - begin) * rate / duration : 1)
        if repeatCount > 1 || autoreverses, t > 0, duration > 0 {
            // Rule H5: a repeating animation starts each run again; an autoreversing one runs
            // back on every second run.
            let runs = autoreverses ? max(1, repeatCount) * 2 : max(1, repeatCount)
            if t < runs {
                let whole = t.rounded(.down)
                t -= whole
                if autoreverses, Int(whole) % 2 == 1 { t = 1 - t }
            } else {
                t = autoreverses ? 0 : 1
            }
        }
        let p = timing?.progress(t) ?? curve.progress(t)
        return change.from.mixed(with: change.to, p)
    }
}
