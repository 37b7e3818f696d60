import SourceCheck
import XCTest

/// Rule V4 on Swift source: what `stagehand check` says about an app's delegates.
final class UncalledMethodCheckTests: XCTestCase {
    private func findings(_ source: String) -> [String] {
        SourceCheck.findings(inSources: [(path: "App.swift", text: source)]).map(\.description)
    }

    func testAMisspelledDelegateMethodIsReportedWithTheRequirementItMeant() {
        let source = """
        final class Menu: UIViewController, UINavigationControllerDelegate {
            func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animate: Bool) {}
        }
        """
        XCTAssertEqual(findings(source), [
            "App.swift:2:10: warning: 'navigationController(_:willShow:animate:)' is no method of UINavigationControllerDelegate "
                + "that Stagehand knows, so it is never called; did you mean 'navigationController(_:willShow:animated:)'? [V4]",
        ])
    }

    func testARequirementStagehandDoesNotModelIsReportedAsSuch() {
        let source = """
        class Tabs: NSObject, UITabBarControllerDelegate {
            func tabBarController(_ t: UITabBarController, willBeginCustomizing vcs: [UIViewController]) {}
        }
        """
        XCTAssertEqual(findings(source), [
            "App.swift:2:10: warning: 'tabBarController(_:willBeginCustomizing:)' is a method of UIKit's UITabBarControllerDelegate "
                + "that Stagehand does not model: it is never called [V4]",
        ])
    }

    func testModelledRequirementsHelpersAndOverridesPassUnremarked() {
        let source = """
        final class Pager: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
            override func viewDidLoad() { super.viewDidLoad() }
            func pageViewController(_ p: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ p: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? { nil }
            func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {}
            func reloadPages() {}
            static func make() -> Pager { Pager() }
        }
        """
        XCTAssertEqual(findings(source), [])
    }

    func testAConformanceInAnExtensionCoversTheTypesOtherDeclarations() {
        let sources = [
            (path: "Menu.swift", text: "final class Menu: UIViewController {\n    func splitViewControllerDidColapse(_ s: UISplitViewController) {}\n}\n"),
            (path: "Menu+Split.swift", text: "extension Menu: UIKit.UISplitViewControllerDelegate {}\n"),
        ]
        XCTAssertEqual(SourceCheck.findings(inSources: sources).map(\.description), [
            "Menu.swift:2:10: warning: 'splitViewControllerDidColapse(_:)' is no method of UISplitViewControllerDelegate that "
                + "Stagehand knows, so it is never called; did you mean 'splitViewControllerDidCollapse(_:)'? [V4]",
        ])
    }

    func testASubclassInheritsItsSuperclassesConformanceAndARefinedProtocolItsParents() {
        let source = """
        class Base: UIViewController, UIWindowSceneDelegate {}
        final class Scene: Base {
            func sceneWillEnterForegroud(_ scene: UIScene) {}
            func sceneDidEnterBackground(_ scene: UIScene) {}
        }
        """
        XCTAssertEqual(findings(source), [
            "App.swift:3:10: warning: 'sceneWillEnterForegroud(_:)' is no method of UISceneDelegate that Stagehand knows, "
                + "so it is never called; did you mean 'sceneWillEnterForeground(_:)'? [V4]",
        ])
    }

    func testNestedTypesAreTheirOwnAndProtocolRequirementsAreNotImplementations() {
        let source = """
        final class Outer: UIViewController, UINavigationControllerDelegate {
            final class Inner {
                func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animate: Bool) {}
            }
        }
        protocol Mine: UINavigationControllerDelegate {
            func navigationController(_ nc: UINavigationController, willShow vc: UIViewController, animate: Bool)
        }
        """
        XCTAssertEqual(findings(source), [])
    }

    func testAMethodTheAppCallsItselfIsNotSilent() {
        let source = """
        final class Pager: UIViewController, UIPageViewControllerDelegate {
            func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController]) {
                pageViewController(p, willTransitionTo: pending, animated: false)
            }
            func pageViewController(_ p: UIPageViewController, willTransitionTo pending: [UIViewController], animated: Bool) {}
        }
        """
        XCTAssertEqual(findings(source), [])
    }

    func testBesideAProtocolStagehandUIKitLacksOnlyNearMissesOfFullNamesAreFindings() {
        // UICollectionViewDelegate's `collectionView(_:didSelectItemAt:)` shares the data source's
        // base name; StagehandUIKit has no such protocol, so the base name proves nothing.
        let source = """
        final class Bar: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
            func collectionView(_ c: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
            func collectionView(_ c: UICollectionView, cellForItemAtt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
        }
        """
        XCTAssertEqual(findings(source), [
            "App.swift:3:10: warning: 'collectionView(_:cellForItemAtt:)' is no method of UICollectionViewDataSource that "
                + "Stagehand knows, so it is never called; did you mean 'collectionView(_:cellForItemAt:)'? [V4]",
        ])
    }

    func testAFolderIsReadInPathOrderAndAMissingPathIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-check-\(getpid())")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let slip = "final class X: NSObject, UIViewControllerAnimatedTransitioning {\n    func animationEnd(_ ok: Bool) {}\n}\n"
        try slip.write(to: folder.appendingPathComponent("b/Z.swift"), atomically: true, encoding: .utf8)
        try slip.replacingOccurrences(of: "class X", with: "class Y").write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "not swift".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let found = try SourceCheck.findings(in: [folder.path]).map { $0.location.file.replacingOccurrences(of: folder.path, with: "") }
        XCTAssertEqual(found, ["/A.swift", "/b/Z.swift"])
        XCTAssertThrowsError(try SourceCheck.findings(in: [folder.path + "/missing"])) { error in
            XCTAssertEqual(error as? SourceCheckError, .noSuchPath(folder.path + "/missing"))
        }
    }
}
