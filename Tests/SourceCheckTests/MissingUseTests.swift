import SourceCheck
import XCTest

/// What `stagehand check` says StagehandUIKit does not offer: grouped, counted, each with its
/// first place, from the source alone.
final class MissingUseTests: XCTestCase {
    private func missing(_ source: String) -> [String] {
        SourceCheck.check([(path: "App.swift", text: source)]).missing.map { "\($0.location.line):\($0.location.column) \($0.group.title): \($0.name)" }
    }

    func testObjectiveCFeaturesModulesTypesAndMembersAreEachFound() {
        let source = """
        import UIKit
        import SwiftUI
        #if canImport(os)
        import os.log
        #endif

        @objc protocol DrawerDelegate { @objc optional func drawerDidOpen() }

        final class Drawer: UIViewController {
            @IBOutlet var menu: UIView!
            let pan = UIStepper()
            override var keyCommands: [UIKeyCommand]? { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                pan.addTarget(self, action: #selector(panned))
                UIView.setAnimationDuration(0.3)
                UIView.animate(withDuration: 0.3) {}
            }
            @objc func panned() {}
            @NSManaged var stored: Int
            let path = #keyPath(UIView.frame)
        }
        """
        XCTAssertEqual(missing(source), [
            "2:8 modules: SwiftUI",
            "11:15 types, functions and constants: UIStepper",
            "12:18 members: UIViewController.keyCommands",
            "12:32 types, functions and constants: UIKeyCommand",
            "16:16 members: UIView.setAnimationDuration",
            "20:5 Objective-C features: @NSManaged",
        ])
    }

    /// Rules O1-O4: what the source rewriter makes compile is not missing, and the table the
    /// check reads is the rewriter's own.
    func testWhatTheRewriterHandlesIsNotMissing() {
        let source = """
        import UIKit
        import Combine
        import os.log
        import QuartzCore
        @objc protocol DrawerDelegate { @objc optional func drawerDidOpen() }
        @objcMembers final class Drawer: UIViewController {
            @IBOutlet weak var menu: UIView!
            @IBInspectable var width: CGFloat = 0
            @IBAction func close(_ sender: Any) {}
            dynamic var open = false
            override func viewDidLoad() {
                super.viewDidLoad()
                perform(#selector(close(_:)), with: nil, afterDelay: 1)
            }
        }
        """
        XCTAssertEqual(missing(source), [])
    }

    func testWhatStagehandUIKitFoundationOrTheAppDeclareIsNotMissing() {
        let source = """
        final class UIBadgeView: UIView {
            var insets = NSDirectionalEdgeInsetsLike()
            override func layoutSubviews() { super.layoutSubviews() }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { nil }
        }
        final class Fancy: UIBadgeView {
            override func layoutSubviews() {}
            override var description: String { "fancy" }
        }
        struct NSDirectionalEdgeInsetsLike {}
        let date = NSDate()
        let frame = CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 1, dy: 1)
        """
        XCTAssertEqual(missing(source), [])
    }

    func testTheReportGroupsAndCountsEachNameWithItsFirstPlace() {
        let source = """
        final class A: UIViewController {
            let a = UIStepper(), b = UIStepper(), layer = CAGradientLayer()
            let key = #keyPath(A.a)
        }
        """
        XCTAssertEqual(SourceCheck.check([(path: "A.swift", text: source)]).missingReport, """
            StagehandUIKit does not offer 2 names this code uses (3 uses):
              types, functions and constants (3)
                UIStepper ×2        first at A.swift:2:13
                CAGradientLayer ×1  first at A.swift:2:51

            """)
    }
}
