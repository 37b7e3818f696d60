/// The tab bar controller's delegate: rule S15.
extension TabBarController {
    /// Rule S15: the user taps the tab at `index`. The delegate is asked
    /// `shouldSelect(tab)` (true when it does not answer); false leaves everything as it was.
    /// Otherwise the tab is selected (rule S6, or the delegate's custom transition), and the
    /// delegate is told `didSelect(tab)` once the switch has begun, before the appearance
    /// callbacks that end it; also when the tab was already selected, where nothing else
    /// happens. Returns whether the tab was selected. An index out of range raises
    /// `NSRangeException`, as ``select(index:)`` does.
    @discardableResult
    public func userSelect(index: Int) throws(EngineError) -> Bool {
        guard viewControllers.indices.contains(index) else {
            try select(index: index)   // raises UIKit's NSRangeException
            return false
        }
        let tab = viewControllers[index]
        return try runtime.withCause("\(object: name) tab \(index) tapped by the user (S15)", rule: .S15) { () throws(EngineError) -> Bool in
            let allowed = runtime.send(Callback(.shouldSelectViewController, .controller(tab)), to: delegate, from: self, rule: .S15)?.flag ?? true
            guard allowed else { return false }
            try select(index: index)
            runtime.send(Callback(.didSelectViewController, .controller(tab)), to: delegate, from: self, rule: .S15)
            return true
        }
    }

    /// Rule S15: on screen, the delegate is asked `animationControllerForTransition(old, new)`,
    /// and with an animator `interactionControllerFor(animator)`; the switch then runs as a
    /// container's custom transition (rule X6): `old` begins disappearing, `new` appearing, the
    /// animator (or the interaction controller) runs it, and both end when it completes. A
    /// cancelled switch selects the old tab again (**choice**). Returns false, doing nothing,
    /// when the delegate gives no animator.
    func switchWithDelegateAnimator(from old: ViewController, to new: ViewController, previousIndex: Int) throws(EngineError) -> Bool {
        guard let delegate else { return false }
        let animator = runtime.send(Callback(.animationControllerForTransition, .controller(old), .controller(new)), to: delegate,
                                    from: self, rule: .S15)?.receiver
        guard let animator else { return false }
        let interactor = runtime.send(Callback(.interactionControllerForTabTransition, .animator(animator)), to: delegate, from: self,
                                      rule: .S15)?.receiver
        try transition(from: old, to: new, animator: animator, interactor: interactor) { [weak self] completed in
            guard let self else { return }
            if completed {
                showTab(new)
            } else {
                selectedIndex = previousIndex
            }
        }
        return true
    }
}
