import Testing
@testable import HeadlessUIKit

/// A controller that tells its text field to become first responder in `viewDidLoad`.
final class EagerFocusController: ViewController {
    let app: App
    var field: TextField?
    var focusResult: Bool?
    init(app: App, name: String) {
        self.app = app
        super.init(app: app, name: name)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        let field = TextField(app: app, name: "Field", frame: Rect(x: 0, y: 0, width: 375, height: 44))
        try? view.addSubview(field)
        self.field = field
        focusResult = field.becomeFirstResponder()
    }
}

@Suite("Focus and keyboard (F1, F2)")
struct FocusTests {
    /// A form on screen with a zero-height field, drained and marked.
    func formOnScreen(_ app: App) throws -> (ViewController, TextField) {
        let form = try onScreen(app, "Form")
        let field = TextField(app: app, name: "Field", frame: Rect(x: 0, y: 0, width: 375, height: 0))
        try form.view.addSubview(field)
        try app.run()
        app.mark()
        return (form, field)
    }

    @Test("F1: a field not in a window cannot become first responder: false, and nothing happens")
    func notInWindow() throws {
        let app = App()
        let field = TextField(app: app, name: "Field")
        #expect(!field.becomeFirstResponder())
        let detached = ViewController(app: app, name: "Detached")
        try detached.view.addSubview(field)   // in a view, but the view is not in the window
        app.mark()
        #expect(!field.becomeFirstResponder())
        #expect(app.firstResponder == nil)
        #expect(!field.isFirstResponder)
        #expect(!app.keyboardVisible)
        #expect(app.recent.isEmpty)
        try app.settle()
        #expect(app.recent.isEmpty)
    }

    @Test("F1: a field in the window succeeds even at zero height; keyboardWillShow at once, keyboardDidShow 0.25 s later")
    func zeroHeightFocus() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        #expect(field.frame.height == 0)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && app.firstResponder === field)
        #expect(app.keyboardVisible)
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow"])
        #expect(app.trace.sinceMark.map(\.rule) == [.F1, .F1])
        try app.advance(by: 0.24)
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow"])
        try app.advance(by: 0.01)
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow"])
        #expect(app.trace.events.last?.rule == .F1)
        #expect(app.trace.events.last?.cause.steps == ["a timer due at 0.25 s"])
    }

    @Test("F1: keyboardDidShow comes exactly when advance(by: 0.25) ends the animation")
    func didShowAfterQuarterSecond() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.advance(by: 0.25)
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow"])
        #expect(app.time == 0.25)
    }

    @Test("F1: becoming first responder again is true and records nothing")
    func alreadyFirst() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        #expect(field.becomeFirstResponder())
        try app.settle()
        #expect(app.recent.isEmpty)
    }

    @Test("F1: a hidden field may take focus (Stagehand's documented choice)")
    func hiddenField() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.isHidden = true
        #expect(field.becomeFirstResponder())
        #expect(app.keyboardVisible)
    }

    @Test("F1: moving focus resigns the old field and keeps the keyboard up")
    func switchFields() throws {
        let app = App()
        let (form, field) = try formOnScreen(app)
        let other = TextField(app: app, name: "Other")
        try form.view.addSubview(other)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        #expect(other.becomeFirstResponder())
        try app.settle()
        // Rule B4: the keyboard stays up, and its show notifications are posted again.
        #expect(app.recent == ["Field resignFirstResponder", "Other becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow"])
        #expect(!field.isFirstResponder && other.isFirstResponder && app.keyboardVisible)
    }

    @Test("F1: a field told to become first responder in viewDidLoad, before its view is in a window, does not take focus")
    func focusInViewDidLoad() throws {
        let app = App()
        let vc = EagerFocusController(app: app, name: "Eager")
        try app.window.setRootViewController(vc)
        try app.settle()
        #expect(vc.focusResult == false)
        #expect(app.firstResponder == nil)
        #expect(!app.trace.texts.contains { $0.contains("FirstResponder") || $0.contains("keyboard") })
        #expect(vc.field?.window === app.window)
    }

    @Test("F2: removing the field's superview from the window resigns the field and hides the keyboard")
    func superviewLeaves() throws {
        let app = App()
        let form = try onScreen(app, "Form")
        let box = View(app: app, name: "Box")
        let field = TextField(app: app, name: "Field")
        try box.addSubview(field)
        try form.view.addSubview(box)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        box.removeFromSuperview()
        #expect(app.recent == ["Field resignFirstResponder", "app keyboardWillHide"])
        #expect(app.trace.sinceMark.map(\.rule) == [.F2, .F2])
        #expect(app.trace.sinceMark.first?.cause.steps == [.init("Box was removed from Form.view", object: "Box"), .init("Field left the window (F2)", object: "Field")])
        #expect(app.firstResponder == nil && !app.keyboardVisible)
        try app.advance(by: 0.25)
        #expect(app.recent.filter { !$0.contains("Layout") } == ["Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide"])
        #expect(app.trace.events.last?.rule == .F2)
    }

    @Test("F2: replacing the root controller takes the field out of the window: it resigns")
    func rootReplaced() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        try app.window.setRootViewController(ViewController(app: app, name: "Next"))
        try app.settle()
        #expect(app.recent.filter { $0.contains("FirstResponder") || $0.hasPrefix("app") } ==
                ["Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide"])
    }

    @Test("F2: resignFirstResponder hides the keyboard; on a field that is not first responder it records nothing")
    func resign() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        #expect(field.resignFirstResponder())
        try app.settle()
        #expect(app.recent == ["Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide"])
        app.mark()
        #expect(field.resignFirstResponder())
        #expect(app.recent.isEmpty)
    }

    @Test("F2: a hide that starts during the show replaces it: no keyboardDidShow")
    func interruptedShow() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.advance(by: 0.125)
        field.resignFirstResponder()
        try app.settle()
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow", "Field resignFirstResponder",
                               "app keyboardWillHide", "app keyboardDidHide"])
        #expect(app.time == 0.375)
    }
}
