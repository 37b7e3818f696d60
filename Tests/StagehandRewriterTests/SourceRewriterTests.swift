import StagehandRewriter
import Testing

/// Rules O1-O4: the rewriter's output for app code written for iOS.
@Suite("Source rewriter (O1-O4, O13)")
struct SourceRewriterTests {
    static func rewrite(_ files: [(String, String)]) -> [String] {
        SourceRewriter.rewrite(files.map { SourceRewriter.File(path: $0.0, text: $0.1) })
    }

    @Test("O1: imports map to Stagehand's modules, rejected attributes go, accepted ones stay, lines stay where they were")
    func importsAndAttributes() {
        let input = """
        import UIKit
        import os.log
        import Combine

        @objcMembers
        final class Menu: UIViewController {
            @IBOutlet weak var list: UIView!
            @objc dynamic var isOpen = false
            @IBInspectable var width: CGFloat = 0
            @IBAction func close(_ sender: Any?) {}
            @nonobjc func helper() {}
        }
        """
        let output = Self.rewrite([("/app/Menu.swift", input)])[0]
        #expect(output == """
        import StagehandUIKit
        #sourceLocation(file: "/app/Menu.swift", line: 1)
        import StagehandUIKit
        import StagehandOS
        import StagehandCombine


        final class Menu: UIViewController {
             weak var list: UIView!
             dynamic var isOpen = false
            @IBInspectable var width: CGFloat = 0
            @IBAction func close(_ sender: Any?) {}
            @nonobjc func helper() {}
        }
        """)
    }

    @Test("O1: an @IBAction with no argument, or the sender and the event, loses the attribute")
    func actionsOfOtherArities() {
        let input = """
        final class Menu: UIViewController {
            @IBAction func dismiss() {}
            @IBAction func close(_ sender: Any?) {}
            @IBAction public func tap(_ sender: Any?, forEvent event: UIEvent) {}
        }
        """
        let output = Self.rewrite([("/app/Menu.swift", input)])[0]
        #expect(output == """
        import StagehandUIKit
        #sourceLocation(file: "/app/Menu.swift", line: 1)
        final class Menu: UIViewController {
             func dismiss() {}
            @IBAction func close(_ sender: Any?) {}
             public func tap(_ sender: Any?, forEvent event: UIEvent) {}
        }
        """)
    }

    @Test("Z3: an override in an extension loses `override`; one in a class body, or a class nested in an extension, keeps it")
    func overridesInExtensions() {
        let input = """
        final class Panel: UIView {
            override func layoutSubviews() {}
        }
        extension Panel: UIGestureRecognizerDelegate {
            public override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
            override var description: String { "panel" }
            final class Inner: UIView { override func layoutSubviews() {} }
        }
        """
        let output = Self.rewrite([("/app/Panel.swift", input)])[0]
        #expect(output == """
        import StagehandUIKit
        #sourceLocation(file: "/app/Panel.swift", line: 1)
        final class Panel: UIView {
            override func layoutSubviews() {}
        }
        extension Panel: UIGestureRecognizerDelegate {
            public  func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
             var description: String { "panel" }
            final class Inner: UIView { override func layoutSubviews() {} }
        }
        """)
    }

    @Test("O1: platform conditions are evaluated as an iOS build does")
    func platformConditions() {
        let input = """
        #if os(iOS) && canImport(UIKit)
        let a = 1
        #elseif os(macOS) || canImport(AppKit)
        let a = 2
        #endif
        """
        let output = Self.rewrite([("/app/P.swift", input)])[0]
        #expect(output.hasSuffix("""
        #if true && true
        let a = 1
        #elseif false || false
        let a = 2
        #endif
        """))
    }

    @Test("O2, O3: #selector becomes a Selector with Swift's name and a call of the method")
    func selectors() {
        let input = """
        class Drawer: UIViewController {
            func setUp() {
                pan.addTarget(self, action: #selector(handlePan(_:)))
                button.addTarget(self, action: #selector(Drawer.close), for: .touchUpInside)
                perform(#selector(getter: isOpen))
            }
            @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
            @objc(closeDrawer) func close() {}
            @objc var isOpen = false
        }
        """
        let output = Self.rewrite([("/app/Drawer.swift", input)])[0]
        #expect(output.contains(#"pan.addTarget(self, action: Selector("handlePan:", on: Drawer.self) { target, arguments in Selector.invoke(target.handlePan(_:), arguments) })"#))
        #expect(output.contains(#"button.addTarget(self, action: Selector("closeDrawer", on: Drawer.self) { target, arguments in Selector.invoke(target.close, arguments) }, for: .touchUpInside)"#))
        #expect(output.contains(#"perform(Selector("isOpen", on: Drawer.self) { target, arguments in target.isOpen })"#))
    }

    @Test("O4: optional requirements become protocols of their own, adopted by the implementers in any file; call sites cast")
    func optionalRequirements() {
        let proto = """
        @objc protocol SheetDelegate: AnyObject {
            func sheetDidOpen()
            @objc optional func sheet(_ sheet: Sheet, willMoveTo height: CGFloat)
            @objc optional var prefersGrabber: Bool { get }
        }
        final class Sheet {
            weak var delegate: SheetDelegate?
            func move() {
                delegate?.sheet?(self, willMoveTo: 10)
                let grabber = delegate?.prefersGrabber ?? false
                let asks = delegate?.responds(to: #selector(SheetDelegate.sheet(_:willMoveTo:)))
            }
        }
        """
        let adopter = """
        final class Owner: NSObject, SheetDelegate {
            func sheetDidOpen() {}
            func sheet(_ sheet: Sheet, willMoveTo height: CGFloat) {}
        }
        """
        let outputs = Self.rewrite([("/app/Sheet.swift", proto), ("/app/Owner.swift", adopter)])
        #expect(outputs[0].contains("protocol SheetDelegate: AnyObject, SelectorTarget {\n    func sheetDidOpen()\n    \n    \n}"))
        #expect(outputs[0].contains("(delegate as? SheetDelegate_sheet__willMoveTo)?.sheet(self, willMoveTo: 10)"))
        #expect(outputs[0].contains("let grabber = (delegate as? SheetDelegate_prefersGrabber)?.prefersGrabber ?? false"))
        #expect(outputs[0].contains(#"Selector("sheet:willMoveTo:", accepts: { $0 is SheetDelegate_sheet__willMoveTo })"#))
        #expect(outputs[0].hasSuffix("""
        #sourceLocation()
        // Added by Stagehand's rewriter (rules O4, O15, O16).
        protocol SheetDelegate_sheet__willMoveTo: SelectorTarget { func sheet(_ sheet: Sheet, willMoveTo height: CGFloat) }
        protocol SheetDelegate_prefersGrabber: SelectorTarget { var prefersGrabber: Bool { get } }

        """))
        #expect(outputs[1].hasSuffix("extension Owner: SheetDelegate_sheet__willMoveTo {}\n"))
    }

    @Test("O9: a requirement's protocol has its protocol's attributes but @objc: its global actor, @preconcurrency")
    func requirementProtocolsKeepIsolation() {
        let outputs = Self.rewrite([("/app/Drawer.swift", """
        @MainActor @objc(MYDrawerDelegate) public protocol DrawerDelegate: AnyObject {
            @objc optional func drawerDidOpen(_ drawer: Drawer)
        }
        @preconcurrency @objc protocol PanelDelegate { @objc optional var prefersDimming: Bool { get } }
        @objc protocol SheetDelegate { @objc optional func sheetDidMove() }
        """)])
        #expect(outputs[0].hasSuffix("""
        @MainActor public protocol DrawerDelegate_drawerDidOpen_: SelectorTarget { func drawerDidOpen(_ drawer: Drawer) }
        @preconcurrency protocol PanelDelegate_prefersDimming: SelectorTarget { var prefersDimming: Bool { get } }
        protocol SheetDelegate_sheetDidMove: SelectorTarget { func sheetDidMove() }

        """))
    }

    @Test("O17: overloads told apart by parameter types get protocols of their own, adopted by type; calls go through a dispatcher")
    func overloadedOptionalRequirements() {
        let proto = """
        @objc public protocol PanelDelegate {
            @objc(panel:layoutForTraitCollection:) optional
            func panel(_ panel: Panel, layoutFor newCollection: UITraitCollection) -> PanelLayout

            @objc(panel:layoutForSize:) optional
            func panel(_ panel: Panel, layoutFor size: CGSize) -> PanelLayout
            @objc optional
            func panelDidMove(_ panel: Panel)
        }
        final class Panel {
            weak var delegate: PanelDelegate?
            func layout() {
                let a = delegate?.panel?(self, layoutFor: traitCollection)
                let b = delegate?.panel?(self, layoutFor: CGSize(width: 1, height: 2))
                delegate?.panelDidMove?(self)
            }
        }
        """
        let adopter = """
        final class Owner: NSObject, PanelDelegate {
            func panel(_ panel: Panel, layoutFor size: CGSize) -> PanelLayout { PanelLayout() }
            func panelDidMove(_ panel: Panel) {}
        }
        """
        let outputs = Self.rewrite([("/app/Panel.swift", proto), ("/app/Owner.swift", adopter)])
        let dispatcher = "public struct PanelDelegate_panel__layoutFor { let target: Any;"
            + " init?(_ target: Any?) { guard let target else { return nil }; self.target = target };"
            + " func panel(_ a0: Panel, layoutFor a1: UITraitCollection) -> (PanelLayout)? {"
            + " (target as? PanelDelegate_panel__layoutFor_Panel_UITraitCollection)?.panel(a0, layoutFor: a1) };"
            + " func panel(_ a0: Panel, layoutFor a1: CGSize) -> (PanelLayout)? {"
            + " (target as? PanelDelegate_panel__layoutFor_Panel_CGSize)?.panel(a0, layoutFor: a1) }; }"
        #expect(outputs[0].contains("let a = PanelDelegate_panel__layoutFor(delegate)?.panel(self, layoutFor: traitCollection)"))
        #expect(outputs[0].contains("let b = PanelDelegate_panel__layoutFor(delegate)?.panel(self, layoutFor: CGSize(width: 1, height: 2))"))
        #expect(outputs[0].contains("(delegate as? PanelDelegate_panelDidMove_)?.panelDidMove(self)"))
        #expect(outputs[0].hasSuffix("""
        // Added by Stagehand's rewriter (rules O4, O15, O16).
        public protocol PanelDelegate_panel__layoutFor_Panel_UITraitCollection: SelectorTarget { func panel(_ panel: Panel, layoutFor newCollection: UITraitCollection) -> PanelLayout }
        public protocol PanelDelegate_panel__layoutFor_Panel_CGSize: SelectorTarget { func panel(_ panel: Panel, layoutFor size: CGSize) -> PanelLayout }
        public protocol PanelDelegate_panelDidMove_: SelectorTarget { func panelDidMove(_ panel: Panel) }
        \(dispatcher)

        """))
        #expect(outputs[1].hasSuffix("""
        extension Owner: PanelDelegate_panel__layoutFor_Panel_CGSize {}
        extension Owner: PanelDelegate_panelDidMove_ {}

        """))
    }

    @Test("O18: overrides of responds(to:) and forwardingTarget(for:) are renamed; the first adopts StagehandUIKit's protocol, its super is NSObject's own")
    func frameworkOverrides() {
        let outputs = Self.rewrite([("/app/Router.swift", """
        final class Router: NSObject, UIGestureRecognizerDelegate {
            override func responds(to aSelector: Selector!) -> Bool {
                other.responds(to: aSelector) || super.responds(to: aSelector)
            }
            override func forwardingTarget(for aSelector: Selector!) -> Any? { other }
        }
        class Sub: Router {
            override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
        }
        """)])
        #expect(outputs[0].contains("""
         func responds_stagehandOverride(to aSelector: Selector!) -> Bool {
                other.responds(to: aSelector) || super.responds_stagehandBase(to: aSelector)
        """))
        #expect(outputs[0].contains(" func forwardingTarget_stagehandOverride(for aSelector: Selector!) -> Any? { other }"))
        #expect(outputs[0].contains("override func responds_stagehandOverride(to aSelector: Selector!) -> Bool { super.responds_stagehandOverride(to: aSelector) }"))
        #expect(outputs[0].hasSuffix("""
        extension Router: @preconcurrency StagehandOverridable_NSObject_responds {}
        extension Router: @preconcurrency StagehandOverridable_NSObject_forwardingTarget {}

        """))
    }

    @Test("O1: a name qualified by an Apple framework's module names the module that declares it on Linux")
    func qualifiedNames() {
        let output = Self.rewrite([("/app/Spring.swift", """
        import CoreGraphics
        let ratio = CoreGraphics.log(rate) / 2
        let view: UIKit.UIView? = nil
        let layer = QuartzCore.CALayer()
        let local = spring.log(rate)
        """)])[0]
        #expect(output.hasSuffix("""
        import StagehandUIKit
        let ratio = Foundation.log(rate) / 2
        let view: StagehandUIKit.UIView? = nil
        let layer = StagehandUIKit.CALayer()
        let local = spring.log(rate)
        """))
    }

    @Test("O13: #keyPath becomes the string of Objective-C keys: UIKit's renamed and Boolean properties, an app's as written")
    func keyPaths() {
        let input = """
        import UIKit
        final class Person: NSObject {
            @objc var friend: Person?
            @objc var isActive = false
            let keys = [#keyPath(UIApplication.shared), #keyPath(UIView.isHidden), #keyPath(Person.friend.isActive), #keyPath(friend)]
        }
        extension UIView { var tag2: Int { 0 } }
        """
        let output = Self.rewrite([("/app/Person.swift", input)])[0]
        #expect(output.contains(#"let keys = ["sharedApplication", "hidden", "friend.isActive", "friend"]"#))
        #expect(SourceRewriter.handledObjectiveCFeatures.contains("#keyPath"))
    }

    @Test("I5: NSClassFromString calls become ObjectiveCClasses.named, unambiguous beside Foundation's; lines stay")
    func classFromString() {
        let input = """
        import Foundation
        import UIKit
        let cls = NSClassFromString("UITabBarButton")
        let other = Foundation.NSClassFromString("NSObject")
        """
        let output = Self.rewrite([("/app/Bar.swift", input)])[0]
        #expect(output.contains("\nlet cls = ObjectiveCClasses.named(\"UITabBarButton\")\n"))
        #expect(output.contains("let other = Foundation.NSClassFromString(\"NSObject\")"))
    }

    @Test("O14: a framework's optional requirement called with ?( loses the ?; the module's own requirements and closures keep theirs")
    func frameworkOptionalRequirements() {
        let input = """
        import UIKit
        @objc protocol PanelDelegate { @objc optional func panelDidMove(_ panel: Panel) }
        final class Panel: UITabBarController {
            weak var panelDelegate: PanelDelegate?
            var completion: ((Bool) -> Void)?
            func tap(_ vc: UIViewController) {
                if delegate?.tabBarController?(self, shouldSelect: vc) ?? true {
                    delegate?.tabBarController?(self, didSelect: vc)
                }
                panelDelegate?.panelDidMove?(self)
                self.completion?(true)
            }
        }
        """
        let output = Self.rewrite([("/app/Panel.swift", input)])[0]
        #expect(output.contains("if delegate?.tabBarController(self, shouldSelect: vc) ?? true {"))
        #expect(output.contains("    delegate?.tabBarController(self, didSelect: vc)"))
        #expect(output.contains("(panelDelegate as? PanelDelegate_panelDidMove_)?.panelDidMove(self)"))
        #expect(output.contains("self.completion?(true)"))
    }

    @Test("O1: every original line keeps its number after the #sourceLocation line")
    func linesKeepTheirNumbers() {
        let input = """
        class A {
            @objc
            func f() { perform(#selector(
                g)) }
            @objc func g() {}
            let marker = 1
        }
        """
        let output = Self.rewrite([("/app/A.swift", input)])[0]
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == #"#sourceLocation(file: "/app/A.swift", line: 1)"#)
        #expect(lines[2 + 5] == "    let marker = 1")
    }
}

/// Rules O2-O4 on the shapes real containers take.
@Suite("Source rewriter on real shapes (O2-O4)")
struct SourceRewriterShapeTests {
    @Test("O4: an adoption in an extension of another file, and a subclass of an adopter, get the requirement's protocol")
    func adoptionsAcrossFiles() {
        let outputs = SourceRewriterTests.rewrite([
            ("/app/P.swift", "@objc public protocol PanelDelegate { @objc optional func panelDidMove(_ panel: Panel) }\npublic final class Panel {}\n"),
            ("/app/Host.swift", "class Host: UIViewController {}\nclass SpecialHost: Host {}\n"),
            ("/app/Host+Panel.swift", "extension Host: PanelDelegate {\n    func panelDidMove(_ panel: Panel) {}\n}\n"),
        ])
        #expect(outputs[0].contains("public protocol PanelDelegate_panelDidMove_: SelectorTarget { func panelDidMove(_ panel: Panel) }"))
        #expect(outputs[0].contains(" public protocol PanelDelegate: SelectorTarget {  }"))
        #expect(outputs[1].hasSuffix("extension Host: PanelDelegate_panelDidMove_ {}\nextension SpecialHost: PanelDelegate_panelDidMove_ {}\n"))
        #expect(!outputs[2].contains("#sourceLocation()"))
    }

    @Test("O2: #selector(self.method), an instance's method, and @objc(name) are spelled as Swift spells them")
    func selectorForms() {
        let output = SourceRewriterTests.rewrite([("/app/S.swift", """
        final class Sheet: UIViewController {
            let grabber = Grabber()
            func wire() {
                let a = #selector(self.dismissSheet)
                let b = #selector(grabber.pull(by:))
                let c = #selector(Sheet.resize(to:animated:))
            }
            @objc(dismissSheetNow) func dismissSheet() {}
            @objc func resize(to height: CGFloat, animated: Bool) {}
        }
        """)])[0]
        #expect(output.contains(#"let a = Selector("dismissSheetNow", on: Sheet.self) { target, arguments in Selector.invoke(target.dismissSheet, arguments) }"#))
        #expect(output.contains(#"let b = Selector("pullBy:", on: type(of: grabber)) { target, arguments in Selector.invoke(target.pull(by:), arguments) }"#))
        #expect(output.contains(#"let c = Selector("resizeTo:animated:", on: Sheet.self) { target, arguments in Selector.invoke(target.resize(to:animated:), arguments) }"#))
    }
}
