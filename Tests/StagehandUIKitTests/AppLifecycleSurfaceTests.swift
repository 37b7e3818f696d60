import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// An app-style form that keeps its field out of the keyboard's way, as app code does: it
/// observes `NotificationCenter.default` with a block and reads the end frame as an `NSValue`.
final class KeyboardAvoidingForm: UIViewController {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    var bottomInset: CGFloat = 0
    var duration: Double?
    /// The app whose notifications this form hears (tests run side by side, and Foundation's
    /// center is the process's).
    weak var app: App?
    nonisolated(unsafe) private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        let center = NotificationCenter.default
        // Foundation's block is @Sendable in Swift 6 mode; posts come synchronously on this
        // thread, the main one, as UIKit's do: the form is reached on the main actor, as iOS
        // code does it.
        nonisolated(unsafe) weak let form = self
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
            MainActor.assumeIsolated {
                guard let self = form, UIApplication.shared.app === self.app, let end else { return }
                self.bottomInset = self.view.bounds.height - end.origin.y
                self.duration = duration
            }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated {
                guard let self = form, UIApplication.shared.app === self.app else { return }
                self.bottomInset = 0
            }
        })
    }

    deinit { observers.forEach(NotificationCenter.default.removeObserver) }
}

/// A scene delegate that notes what it hears, with the app's state.
final class NotingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var heard: [String] = []
    func sceneWillResignActive(_ scene: UIScene) { heard.append("willResignActive \(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { heard.append("didEnterBackground \(UIApplication.shared.applicationState)") }
}

/// An app delegate that counts memory warnings.
final class CountingAppDelegate: UIApplicationDelegate {
    var warnings = 0
    var resigned = 0
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
    func applicationWillResignActive(_ application: UIApplication) { resigned += 1 }
}

/// A controller that drops its cache on a memory warning.
final class CachingController: UIViewController {
    var cache: [Int]? = [1, 2, 3]
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        cache = nil
    }
}

@MainActor
@Suite("StagehandUIKit: the app's lifecycle and notifications (B1-B4)")
struct AppLifecycleSurfaceTests {
    @Test("B4: an app-style form hears the keyboard through NotificationCenter.default and moves its inset")
    func keyboardInset() throws {
        let app = App()
        try app.withCurrent {
            let form = KeyboardAvoidingForm()
            form.app = app
            _ = try onScreen(app, form)
            #expect(form.field.becomeFirstResponder())
            #expect(form.bottomInset == 216)
            #expect(form.duration == 0.25)
            try app.settle()
            form.field.resignFirstResponder()
            #expect(form.bottomInset == 0)
        }
    }

    @Test("B1: a scene delegate hears backgrounding; the app delegate does not, and UIKit's states follow")
    func sceneDelegate() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let sceneDelegate = NotingSceneDelegate()
            let appDelegate = CountingAppDelegate()
            UIApplication.shared.delegate = appDelegate
            let scene = try #require(UIApplication.shared.connectedScenes.first)
            scene.delegate = sceneDelegate
            #expect(UIApplication.shared.connectedScenes.first === scene)
            nonisolated(unsafe) var posted: [Notification.Name] = []
            let observer = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { note in
                nonisolated(unsafe) let note = note    // posted on this, the main, thread
                MainActor.assumeIsolated {
                    if (note.object as? UIApplication) == UIApplication.shared { posted.append(note.name) }
                }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            app.enterBackground()
            #expect(sceneDelegate.heard == ["willResignActive foregroundActive", "didEnterBackground background"])
            #expect(appDelegate.resigned == 0)
            #expect(posted == [UIApplication.didEnterBackgroundNotification])
            #expect(UIApplication.shared.applicationState == .background)
            #expect(!app.recent.contains { $0.contains("Appear") })
            _ = root
        }
    }

    @Test("B2: a memory warning reaches the app delegate and an overriding controller, which calls super")
    func memoryWarning() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, CachingController())
            let appDelegate = CountingAppDelegate()
            UIApplication.shared.delegate = appDelegate
            app.simulateMemoryWarning()
            #expect(appDelegate.warnings == 1)
            #expect(controller.cache == nil)
            #expect(app.recent.contains("CachingController didReceiveMemoryWarning"))
            #expect(controller.isViewLoaded)
        }
    }
}
