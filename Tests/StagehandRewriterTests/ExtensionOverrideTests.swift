import StagehandRewriter
import Testing

/// Rules O15 and O16: the rewriter's output for what Objective-C allows and Swift on Linux does
/// not (an override of an extension's `@objc` member; an initialiser requirement met by
/// `NSObject`), as jonkykong/SideMenu writes them.
@Suite("Source rewriter: extension overrides and initialiser requirements (O15, O16)")
struct ExtensionOverrideTests {
    static func rewrite(_ files: [(String, String)]) -> [String] {
        SourceRewriter.rewrite(files.map { SourceRewriter.File(path: $0.0, text: $0.1) })
    }

    @Test("O15: an @objc property of an extension overridden in a subclass's extension dispatches through a protocol; super is the base")
    func overriddenExtensionProperty() {
        let outputs = Self.rewrite([
            ("/app/Extensions.swift", """
            internal extension UIViewController {
                @objc var isHidden: Bool {
                    return presentingViewController == nil
                }
            }
            """),
            ("/app/Menu.swift", """
            open class Menu: UINavigationController {}
            extension Menu {
                open override var isHidden: Bool {
                    return super.isHidden
                }
            }
            final class SubMenu: Menu {
                override var isHidden: Bool { super.isHidden && true }
            }
            """),
        ])
        #expect(outputs[0].hasSuffix("""
        internal extension UIViewController {
             var isHidden_stagehandBase: Bool {
                return presentingViewController == nil
            }; var isHidden: Bool { get { if let o = self as? StagehandOverridable_UIViewController_isHidden { return o.isHidden_stagehandOverride }; return isHidden_stagehandBase } }
        }
        #sourceLocation()
        // Added by Stagehand's rewriter (rules O4, O15, O16).
        @preconcurrency @MainActor protocol StagehandOverridable_UIViewController_isHidden: AnyObject { var isHidden_stagehandOverride: Bool { get } }

        """))
        #expect(outputs[1].hasSuffix("""
        open class Menu: UINavigationController {}
        extension Menu {
            open var isHidden_stagehandOverride: Bool {
                return super.isHidden_stagehandBase
            }
        }
        final class SubMenu: Menu {
            override var isHidden_stagehandOverride: Bool { super.isHidden_stagehandOverride && true }
        }
        #sourceLocation()
        // Added by Stagehand's rewriter (rules O4, O15, O16).
        extension Menu: StagehandOverridable_UIViewController_isHidden {}

        """))
    }

    @Test("O15: a dynamic method of an extension passes its arguments to the override or the base; one nobody overrides stays")
    func overriddenExtensionMethod() {
        let outputs = Self.rewrite([("/app/Base.swift", """
        class Base {}
        extension Base {
            @discardableResult @objc func move(_ x: Int, by step: Int = 1) -> Int { x + step }
            @objc func untouched() {}
        }
        class Derived: Base {
            override func move(_ x: Int, by step: Int) -> Int { super.move(x, by: step) * 2 }
        }
        """)])
        #expect(outputs[0].contains("""
            @discardableResult  func move_stagehandBase(_ x: Int, by step: Int = 1) -> Int { x + step }; \
        @discardableResult func move(_ x: Int, by step: Int = 1) -> Int { if let o = self as? StagehandOverridable_Base_move__by \
        { return o.move_stagehandOverride(x, by: step) }; return move_stagehandBase(x, by: step) }
             func untouched() {}
        """))
        #expect(outputs[0].contains("    func move_stagehandOverride(_ x: Int, by step: Int) -> Int { super.move_stagehandBase(x, by: step) * 2 }"))
        #expect(outputs[0].hasSuffix("""
        protocol StagehandOverridable_Base_move__by: AnyObject { func move_stagehandOverride(_ x: Int, by step: Int) -> Int }
        extension Derived: StagehandOverridable_Base_move__by {}

        """))
    }

    @Test("O16: an initialiser requirement met by NSObject moves to a protocol of its own; module types adopt it; a framework class gets the initialiser")
    func initializerRequirement() {
        let outputs = Self.rewrite([
            ("/app/Initializable.swift", """
            internal protocol InitializableClass: class {
                init()
            }
            extension InitializableClass {
                init(_ block: (Self) -> Void) {
                    self.init()
                    block(self)
                }
                @discardableResult func with(_ block: (Self) -> Void) -> Self { block(self); return self }
            }
            """),
            ("/app/Uses.swift", """
            extension NSObject: InitializableClass {}
            open class Style: InitializableClass { required public init() {} }
            let view = UIView { $0.alpha = 0 }
            let task = Task { await work() }
            """),
        ])
        #expect(outputs[0].hasSuffix("""
        internal protocol InitializableClass: class {
           \u{20}
        }
        extension InitializableClass {
            }; extension StagehandInitializing_InitializableClass { init(_ block: (Self) -> Void) {
                self.init()
                block(self)
            } }; extension InitializableClass {
            @discardableResult func with(_ block: (Self) -> Void) -> Self { block(self); return self }
        }
        #sourceLocation()
        // Added by Stagehand's rewriter (rules O4, O15, O16).
        internal protocol StagehandInitializing_InitializableClass: InitializableClass { init() }
        extension UIView { convenience init(_ block: (UIView) -> Void) {
                self.init()
                block(self)
            } }

        """))
        #expect(outputs[1].hasSuffix("""
        extension NSObject: InitializableClass {}
        open class Style: StagehandInitializing_InitializableClass { required public init() {} }
        let view = UIView { $0.alpha = 0 }
        let task = Task { await work() }
        """))
    }
}
