import Testing
@testable import HeadlessUIKit

/// Rule V1: a controller's view loads on first use, through `loadView` then `viewDidLoad`.
@Suite("View loading (V1)")
struct ViewLoadingTests {
    @Test("V1: reading view sends loadView, then viewDidLoad, once; the base view fills the screen")
    func lazyLoading() {
        let app = App()
        let vc = ViewController(app: app, name: "V")
        #expect(!vc.isViewLoaded)
        #expect(app.trace.events.isEmpty)
        let view = vc.view
        #expect(vc.isViewLoaded && vc.view === view)
        #expect(app.trace.texts == ["V loadView", "V viewDidLoad"])
        #expect(app.trace.events.map(\.rule) == [.V1, .V1])
        #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("V1: a loadView override that sets no view gets a plain one, with a warning")
    func overrideWithoutView() {
        final class NoView: CallbackOverriding {
            func runOverride(of callback: Callback, on controller: ViewController) -> CallbackValue? {
                callback.name == .loadView ? CallbackValue.nothing : nil
            }
            func automaticallyForwardsAppearance(_ controller: ViewController) -> Bool? { nil }
        }
        let app = App()
        let overrides = NoView()
        app.overrides = overrides
        let vc = ViewController(app: app, name: "V")
        vc.loadViewIfNeeded()
        #expect(vc.isViewLoaded)
        #expect(app.trace.texts == ["V loadView", "V warning: loadView did not set a view; a plain view was made instead", "V viewDidLoad"])
    }
}
