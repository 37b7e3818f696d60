import HeadlessUIKit
@testable import ObjCDrawer
import StagehandUIKit
import Testing

/// Messages the target has no method for, from the rewritten app's code.
@MainActor
@Suite("ObjCDrawer: unrecognized selectors")
struct UnrecognizedSelectorTests {
    @Test("O3: a selector the drawer has no method for is UIKit's unrecognized selector, an uncaught exception")
    func unrecognizedSelector() {
        let app = App()
        app.withCurrent {
            let drawer = DrawerController(nibName: nil, bundle: nil)
            drawer.sendUnknownMessage()
        }
        #expect(app.uncaughtException?.name == "NSInvalidArgumentException")
        #expect(app.uncaughtException?.reason == "-[ObjCDrawer.DrawerController wobble]: unrecognized selector sent to instance DrawerController")
        #expect(app.uncaughtException?.rule == .O3)
    }

    @Test("O3: a selector made from the drawer's method, sent to another object, names where it was made")
    func selectorSentToTheWrongObject() {
        let app = App()
        app.withCurrent {
            let coordinator = MenuCoordinator()
            coordinator.perform(DrawerController.toggleSelector, with: nil)
        }
        let reason = app.uncaughtException?.reason ?? ""
        #expect(reason.hasPrefix("-[ObjCDrawer.MenuCoordinator toggle:]: unrecognized selector sent to instance MenuCoordinator (the selector made at ObjCDrawerTests/ObjCDrawerScenarioTests.swift:"))
    }
}
