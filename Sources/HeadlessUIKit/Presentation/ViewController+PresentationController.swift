/// A controller's presentation controller (rules M1-M3): the one UIKit makes for each
/// presentation, or the custom one a transitioning delegate gives.
extension ViewController {
    /// The presentation controller that presents (or will present) this controller, as
    /// UIKit's `presentationController`: made on first use for the current
    /// ``modalPresentationStyle`` (a ``SheetPresentationController`` for the sheet styles and
    /// popovers, which become sheets in a compact width), kept for the presentation, and
    /// made again after a dismissal or a change of style. A presentation of style `custom`
    /// replaces it with its transitioning delegate's (rule M1).
    public var presentationController: PresentationController {
        if let existing = presentationControllerIfAny, existing.isCustom || presentingController != nil
            || existing.presentationStyle == modalPresentationStyle {
            return existing
        }
        let made: PresentationController = modalPresentationStyle.isSheet
            ? SheetPresentationController(presentedViewController: self, presenting: nil)
            : PresentationController(presentedViewController: self, presenting: nil)
        presentationControllerIfAny = made
        return made
    }

    /// The sheet's presentation controller (UIKit's `sheetPresentationController`): the
    /// ``presentationController`` when the style is `pageSheet` or `formSheet`, else nil.
    public var sheetPresentationController: SheetPresentationController? {
        guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
        return presentationController as? SheetPresentationController
    }

    /// Rules M1, M2: the presentation controller of this controller's presentation by
    /// `presenter`, asked from `source`: for style `custom`, the transitioning delegate's
    /// `presentationControllerForPresented` (asked first, before its animator; a plain
    /// ``PresentationController`` when it gives none); else the one UIKit made, adapted to
    /// the presenter's width (rule M2). Its presentation then begins.
    func preparePresentationController(presenter: ViewController, source: ViewController, in window: Window) -> PresentationController {
        let presentation: PresentationController
        if modalPresentationStyle == .custom {
            let custom = askTransitioningDelegateForPresentationController(presenting: presenter, source: source)
            custom?.isCustom = true
            presentation = custom ?? PresentationController(presentedViewController: self, presenting: presenter)
            presentationControllerIfAny = presentation
        } else {
            presentation = presentationController
            presentation.presentationStyle = modalPresentationStyle
            adapt(presentation, presentedBy: presenter)
        }
        presentation.begin(presentedBy: presenter, in: window)
        return presentation
    }

    /// Rule M1: the transitioning delegate's presentation controller (recorded), or nil when
    /// it has none or gives one made for another controller (UIKit's precondition, a warning
    /// here).
    func askTransitioningDelegateForPresentationController(presenting: ViewController, source: ViewController) -> PresentationController? {
        let answer = runtime.send(Callback(.presentationControllerForPresented, .controller(self), .controller(presenting), .controller(source)),
                                  to: currentTransitioningDelegate, from: nil, rule: .M1)?.receiver as? PresentationController
        guard let answer else { return nil }
        guard answer.presentedViewController === self else {
            runtime.warn(name, "The presentation controller \(answer.name) was made for \(answer.presentedViewController?.name ?? "another controller"), not for \(name); UIKit's default presentation controller is used.", rule: .M1)
            return nil
        }
        return answer
    }

    /// The view a transition of this controller's presentation happens in: its custom
    /// presentation's container view, else nil (the window then).
    var presentationTransitionContainer: View? {
        guard let presentation = presentationControllerIfAny, presentation.isCustom else { return nil }
        return presentation.containerView
    }

    /// The style this controller is presented in now: its presentation's adapted style
    /// while presented (rule M2), else its ``modalPresentationStyle``.
    public var presentationStyleInEffect: ModalPresentationStyle {
        guard presentingController != nil, let presentation = presentationControllerIfAny else { return modalPresentationStyle }
        return presentation.presentationStyle
    }

    /// Forgets the presentation controller once the presentation has ended (rule M1): the
    /// next presentation makes a new one.
    func endPresentationController() {
        presentationControllerIfAny = nil
    }
}
