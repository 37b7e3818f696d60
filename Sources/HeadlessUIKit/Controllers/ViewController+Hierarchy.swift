/// How a controller hangs under another (rules C1, S5, S13).
public enum HierarchyLink: String, Sendable {
    /// Containment: a child (`addChild`, a push, a page, a split column, a tab).
    case child
    /// A presentation: the controller is presented.
    case presented
}

/// Rule R3: a chain of controllers, each the `step` of the one before (its parent, or its
/// parent else its presenter), from a first one on. Each controller comes once, and at most
/// ``Runtime/maxHierarchyDepth`` + 1 of them: meeting one again, or going deeper, ends the
/// chain with R3's error (neither can happen while rule S13 refuses cycles and R3 keeps the
/// hierarchy within its depth). Every step counts as a unit of the app's work.
struct ControllerChain: Sequence, IteratorProtocol {
    private var upcoming: ViewController?
    private let what: String
    private let step: (ViewController) -> ViewController?
    private var visited = Set<ObjectIdentifier>()

    init(from first: ViewController?, _ what: String, _ step: @escaping (ViewController) -> ViewController?) {
        upcoming = first
        self.what = what
        self.step = step
    }

    mutating func next() -> ViewController? {
        guard let controller = upcoming else { return nil }
        upcoming = nil
        let runtime = controller.runtime
        guard runtime.fault == nil else { return nil }
        let isNew = visited.insert(ObjectIdentifier(controller)).inserted
        guard isNew, visited.count <= Runtime.maxHierarchyDepth + 1 else {
            runtime.hierarchyWalkFailed(at: controller, revisited: !isNew, what: what)
            return nil
        }
        runtime.charge()
        upcoming = step(controller)
        return controller
    }
}

/// One step up the hierarchy: `lower` hangs under `upper` by `link`.
struct HierarchyStep {
    let lower: ViewController
    let link: HierarchyLink
    let upper: ViewController
}

/// Walks of the controller hierarchy through parents and presenters (rules S13 and R3).
extension ViewController {
    /// Rule R3: this controller and its parents, nearest first, each once (bounded).
    func selfAndParents(_ what: String) -> ControllerChain {
        ControllerChain(from: self, what) { $0.parent }
    }

    /// Rule R3: this controller and the controllers above it, each its parent or, at the top
    /// of a hierarchy, its presenter, nearest first, each once (bounded).
    func selfAndContainers(_ what: String) -> ControllerChain {
        ControllerChain(from: self, what) { $0.parent ?? $0.presentingController }
    }

    /// The controllers directly above this one: its parent, then its presenter.
    var linksAbove: [(controller: ViewController, link: HierarchyLink)] {
        var links: [(controller: ViewController, link: HierarchyLink)] = []
        if let parent { links.append((parent, .child)) }
        if let presentingController { links.append((presentingController, .presented)) }
        return links
    }

    /// The controllers directly below this one: its children in order, then the controller it
    /// presents (unless that is one of its children too).
    var controllersBelow: [ViewController] {
        guard let presented = presentedController, !children.contains(where: { $0 === presented }) else { return children }
        return children + [presented]
    }

    /// Rule S13: the way up from this controller to `ancestor` through parents and
    /// presenters, this controller's step first; nil when `ancestor` is not above it.
    /// Breadth first, the parent before the presenter, so it is the shortest way; each
    /// controller is visited once, at most ``Runtime/maxHierarchyDepth`` + 1 levels up.
    func pathUp(to ancestor: ViewController) -> [HierarchyStep]? {
        // A controller with nothing below it is above nobody (the usual case: a new child).
        if ancestor.children.isEmpty, ancestor.presentedController == nil { return nil }
        var below: [ObjectIdentifier: HierarchyStep] = [:]     // looked up, never iterated
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var layer: [ViewController] = [self]
        var levels = 0
        while !layer.isEmpty, levels <= Runtime.maxHierarchyDepth, runtime.fault == nil {
            levels += 1
            var next: [ViewController] = []
            for lower in layer {
                for (upper, link) in lower.linksAbove where seen.insert(ObjectIdentifier(upper)).inserted {
                    runtime.charge()
                    below[ObjectIdentifier(upper)] = HierarchyStep(lower: lower, link: link, upper: upper)
                    if upper === ancestor {
                        var path: [HierarchyStep] = []
                        var current: ViewController = upper
                        while let step = below[ObjectIdentifier(current)], path.count <= levels {
                            path.append(step)
                            current = step.lower
                        }
                        return path.reversed()
                    }
                    next.append(upper)
                }
            }
            layer = next
        }
        return nil
    }

    /// Rule R3: how many levels of parents and presenters are above this controller (0 at
    /// the top of a hierarchy); at most ``Runtime/maxHierarchyDepth`` + 1, where the walk
    /// stops.
    var levelsAbove: Int {
        levels { $0.linksAbove.map(\.controller) }
    }

    /// Rule R3: how many levels of children and presented controllers are below this
    /// controller (0 for one with neither); at most ``Runtime/maxHierarchyDepth`` + 1.
    var levelsBelow: Int {
        levels { $0.controllersBelow }
    }

    /// The number of levels a breadth-first walk from this controller through `next` finds,
    /// each controller visited once.
    private func levels(_ next: (ViewController) -> [ViewController]) -> Int {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var layer: [ViewController] = [self]
        var levels = 0
        while levels <= Runtime.maxHierarchyDepth, runtime.fault == nil {
            var following: [ViewController] = []
            for controller in layer {
                for other in next(controller) where seen.insert(ObjectIdentifier(other)).inserted {
                    runtime.charge()
                    following.append(other)
                }
            }
            if following.isEmpty { break }
            levels += 1
            layer = following
        }
        return levels
    }

    /// The way up, in words: `<A> is a child of <B>, which is presented by <C>`; a long way
    /// shows its first and last links.
    static func describe(_ path: [HierarchyStep]) -> String {
        func words(_ step: HierarchyStep) -> String {
            step.link == .child ? "a child of <\(step.upper.name)>" : "presented by <\(step.upper.name)>"
        }
        guard let first = path.first else { return "" }
        var parts = ["<\(first.lower.name)> is \(words(first))"]
        let rest = Array(path.dropFirst())
        if rest.count > 4 {
            parts += rest.prefix(2).map { "which is \(words($0))" }
            parts.append("\(rest.count - 4) more links")
            parts += rest.suffix(2).map { "which is \(words($0))" }
        } else {
            parts += rest.map { "which is \(words($0))" }
        }
        return parts.joined(separator: ", ")
    }

    /// Rules C1, S13 and R3: refuses to make `controller` a child of this controller when it
    /// is this controller or above it, through parents (C1's error) or through a presentation
    /// too (S13's), and when the hierarchy would get deeper than the engine's limit (R3).
    func checkCanAdopt(_ controller: ViewController) throws(EngineError) {
        if controller === self {
            throw ViewController.ownChildError(controller, self)
        }
        if let path = pathUp(to: controller) {
            if path.allSatisfy({ $0.link == .child }) { throw ViewController.ownChildError(controller, self) }
            // rule S13: the way up goes through a presentation
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "child view controller:<\(controller.name)> cannot be added to <\(name)>: \(ViewController.describe(path)), so <\(controller.name)> would be its own ancestor",
                              rule: .S13)
        }
        try checkDepth(adding: controller, as: .child)
    }

    /// Rule C1: adding a controller to itself or to one of its descendants.
    static func ownChildError(_ child: ViewController, _ parent: ViewController) -> EngineError {
        EngineError(name: "NSInvalidArgumentException", reason: "child view controller:<\(child.name)> cannot be added to <\(parent.name)>: a controller cannot be its own child or the child of one of its descendants", rule: .C1)
    }

    /// Rule R3: refuses to hang `controller` (and what is below it) under this controller when
    /// the hierarchy would then be more than ``Runtime/maxHierarchyDepth`` levels deep.
    func checkDepth(adding controller: ViewController, as link: HierarchyLink) throws(EngineError) {
        let depth = levelsAbove + 1 + controller.levelsBelow
        guard depth > Runtime.maxHierarchyDepth else { return }
        let how = link == .child ? "added to" : "presented on"
        throw EngineError(name: "Stagehand",
                          reason: "<\(controller.name)> cannot be \(how) <\(name)>: the controller hierarchy would be \(depth) levels deep (parents and presenters), over the engine's limit of \(Runtime.maxHierarchyDepth)",
                          rule: .R3)
    }

    /// Rules S13 and R3: UIKit's exceptions for a presentation that cannot be, checked before
    /// anything else: presenting a controller on itself (or on the context it is), a
    /// controller above the presenter (through parents or presenters: an "active" one), one
    /// already presented, or one that has a parent; then the engine's depth limit.
    func checkPresentation(of controller: ViewController, by presenter: ViewController) throws(EngineError) {
        // A context style's context is where the presentation happens (rule S8), so it is
        // "itself"; any other ancestor is an active controller.
        if controller === self || (controller === presenter && controller.modalPresentationStyle.usesContext) {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "Application tried to present modal view controller on itself. Presenting controller is <\(controller.name)>.",
                              rule: .S13)
        }
        // The presenter is this controller or one of its parents, so this covers both.
        if pathUp(to: controller) != nil {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "Application tried to present modally an active controller <\(controller.name)>.", rule: .S13)
        }
        if let current = controller.presentingController {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "Application tried to present modally a view controller <\(controller.name)> that is already being presented by <\(current.name)>.",
                              rule: .S13)
        }
        if let parent = controller.parent {
            throw EngineError(name: "NSInvalidArgumentException",
                              reason: "Application tried to present modally a view controller <\(controller.name)> that has a parent view controller <\(parent.name)>.",
                              rule: .S13)
        }
        try presenter.checkDepth(adding: controller, as: .presented)
    }
}
