/// The names objects get in the trace (`Form`, then `Form#2`...), and every controller made,
/// for the end-of-scenario lint.
final class Naming {
    /// Every controller made, in order, held weakly.
    private(set) var controllers: [WeakController] = []
    /// How many objects have used each base name.
    private var counts: [String: Int] = [:]

    /// `base` for the first object with that name, then `base#2`, `base#3`, ...
    func uniqueName(_ base: String) -> String {
        let count = (counts[base] ?? 0) + 1
        counts[base] = count
        return count == 1 ? base : "\(base)#\(count)"
    }

    /// Remembers a new controller.
    func register(_ controller: ViewController) {
        controllers.append(WeakController(controller: controller))
    }
}

/// A controller held weakly.
struct WeakController {
    weak var controller: ViewController?
}
