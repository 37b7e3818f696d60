import Testing
@testable import HeadlessUIKit

@Suite("Focus and keyboard (F1, F2), observation (K1)")
struct FocusTests {
    func formOnScreen(_ app: App) throws -> (ViewController, TextField) {
        let form = try onScreen(app, "Form")
        let field = TextField(app: app, name: "Field", frame: Rect(x: 0, y: 0, width: 375, height: 0))
        try form.view.addSubview(field)
        try app.run()
        app.mark()
        return (form, field)
    }

    @Test("F1: not in a window, becomeFirstResponder fails and nothing happens")
    func offWindow() {
        let app = App()
        let field = TextField(app: app, name: "Field")
        #expect(!field.becomeFirstResponder())
        #expect(app.firstResponder == nil)
        #expect(app.trace.texts.isEmpty)
    }

    @Test("F1: in the window, at height 0 and hidden too, it succeeds; the keyboard shows over 0.25 s")
    func focus() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.isHidden = true
        #expect(field.becomeFirstResponder())
        #expect(app.keyboardVisible)
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow"])
        try app.advance(by: 0.2)
        #expect(app.recent.count == 2)
        try app.advance(by: 0.05)
        #expect(app.recent.last == "app keyboardDidShow")
        app.mark()
        #expect(field.becomeFirstResponder())
        #expect(app.recent.isEmpty)
    }

    @Test("F1: moving focus resigns the old field and keeps the keyboard")
    func switchFields() throws {
        let app = App()
        let (form, field) = try formOnScreen(app)
        let other = TextField(app: app, name: "Other")
        try form.view.addSubview(other)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        other.becomeFirstResponder()
        #expect(app.recent == ["Field resignFirstResponder", "Other becomeFirstResponder"])
    }

    @Test("F2: leaving the window resigns and hides the keyboard; resigning a non-responder records nothing")
    func resign() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        try app.settle()
        app.mark()
        field.removeFromSuperview()
        try app.settle()
        #expect(app.recent.filter { !$0.contains("Layout") } == ["Field resignFirstResponder", "app keyboardWillHide", "app keyboardDidHide"])
        #expect(app.trace.sinceMark.first?.rule == "F2")
        app.mark()
        #expect(field.resignFirstResponder())
        #expect(app.recent.isEmpty)
    }

    @Test("F2: a hide that starts during the show replaces it: no keyboardDidShow")
    func interruptedShow() throws {
        let app = App()
        let (_, field) = try formOnScreen(app)
        field.becomeFirstResponder()
        field.resignFirstResponder()
        try app.settle()
        #expect(app.recent == ["Field becomeFirstResponder", "app keyboardWillShow", "Field resignFirstResponder",
                               "app keyboardWillHide", "app keyboardDidHide"])
    }

    @Test("K1: frame observers fire on assignment only; hidden on every assignment; other keys raise")
    func observation() throws {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        var frames = 0, hiddens = 0
        try vc.view.observe("frame") { _, _ in frames += 1 }
        try vc.view.observe("hidden") { _, _ in hiddens += 1 }
        try app.window.setRootViewController(vc)
        #expect(frames == 1)
        vc.view.setNeedsLayout()
        try app.run()
        vc.view.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(frames == 1)
        vc.view.isHidden = false
        vc.view.isHidden = false
        #expect(hiddens == 2)
        #expect(throws: EngineError.self) { try vc.view.observe("alpha") { _, _ in } }
    }
}
