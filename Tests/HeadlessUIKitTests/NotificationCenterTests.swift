import Testing
@testable import HeadlessUIKit

@Suite("The notification center and the keyboard's notifications (B3, B4)")
struct NotificationCenterTests {
    @Test("B3: observers hear a post synchronously, in the order added; a removed one does not; one event per post")
    func order() throws {
        let app = App()
        var heard: [String] = []
        let first = app.notificationCenter.addObserver(forName: "Ping") { heard.append("first \($0.name)") }
        app.notificationCenter.addObserver(forName: "Ping") { heard.append("second \($0.userInfo["n"].map { "\($0)" } ?? "")") }
        app.notificationCenter.addObserver(forName: nil) { heard.append("any \($0.name)") }
        app.mark()
        app.post("Ping", userInfo: ["n": .number(1)])
        #expect(heard == ["first Ping", "second number(1.0)", "any Ping"])
        #expect(app.recent == ["app post(Ping)"])
        #expect(app.notificationCenter.removeObserver(first))
        #expect(!app.notificationCenter.removeObserver(first))
        heard = []
        app.post("Pong")
        app.post("Ping")
        #expect(heard == ["any Pong", "second ", "any Ping"])
    }

    @Test("B3: an observer added during a delivery hears the next post; one removed during it is skipped")
    func changesDuringDelivery() throws {
        let app = App()
        let center = app.notificationCenter
        var heard: [String] = []
        var second = 0
        center.addObserver(forName: "X") { _ in
            heard.append("first")
            center.removeObserver(second)
            center.addObserver(forName: "X") { _ in heard.append("late") }
        }
        second = center.addObserver(forName: "X") { _ in heard.append("second") }
        app.post("X")
        #expect(heard == ["first"])
        app.post("X")
        #expect(heard == ["first", "first", "late"])
    }

    @Test("B4: the keyboard's will-show carries its frames, duration, curve and locality; did-show comes 0.25 s later")
    func keyboardShow() throws {
        let app = App()
        let form = try onScreen(app, "Form")
        let field = TextField(app: app, name: "Field")
        try form.view.addSubview(field)
        var heard: [(String, Double, AppNotification)] = []
        app.notificationCenter.addObserver(forName: nil) { heard.append(($0.name, app.time, $0)) }
        field.becomeFirstResponder()
        try app.settle()
        #expect(heard.map(\.0) == [AppNotification.Name.keyboardWillShow, AppNotification.Name.keyboardDidShow])
        #expect(heard.map(\.1) == [0, 0.25])
        let info = heard[0].2.userInfo
        guard case .rect(let begin)? = info[AppNotification.Key.keyboardFrameBegin],
              case .rect(let end)? = info[AppNotification.Key.keyboardFrameEnd],
              case .number(let duration)? = info[AppNotification.Key.keyboardAnimationDuration],
              case .number(let curve)? = info[AppNotification.Key.keyboardAnimationCurve],
              case .bool(let local)? = info[AppNotification.Key.keyboardIsLocal] else {
            Issue.record("missing user info")
            return
        }
        #expect(begin == Rect(x: 0, y: 667, width: 375, height: 216))
        #expect(end == Rect(x: 0, y: 451, width: 375, height: 216))
        #expect(duration == 0.25 && curve == 7 && local)
        #expect(heard[0].2.object == nil)
    }

    @Test("B4: moving focus with the keyboard up posts willShow again with begin and end the same frame")
    func keyboardMove() throws {
        let app = App()
        let form = try onScreen(app, "Form")
        let field = TextField(app: app, name: "Field"), other = TextField(app: app, name: "Other")
        try form.view.addSubview(field)
        try form.view.addSubview(other)
        field.becomeFirstResponder()
        try app.settle()
        var frames: [(Rect?, Rect?)] = []
        app.notificationCenter.addObserver(forName: AppNotification.Name.keyboardWillShow) { notification in
            func rect(_ key: String) -> Rect? { if case .rect(let r)? = notification.userInfo[key] { r } else { nil } }
            frames.append((rect(AppNotification.Key.keyboardFrameBegin), rect(AppNotification.Key.keyboardFrameEnd)))
        }
        app.mark()
        other.becomeFirstResponder()
        try app.settle()
        #expect(frames.count == 1)
        #expect(frames.first?.0 == Rect(x: 0, y: 451, width: 375, height: 216) && frames.first?.0 == frames.first?.1)
        #expect(app.recent == ["Field resignFirstResponder", "Other becomeFirstResponder", "app keyboardWillShow", "app keyboardDidShow"])
    }
}
