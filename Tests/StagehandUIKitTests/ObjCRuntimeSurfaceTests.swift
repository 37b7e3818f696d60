import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// Keys as apps declare them: the addresses of static variables.
private enum Keys {
    nonisolated(unsafe) static var name: UInt8 = 0
    nonisolated(unsafe) static var other: UInt8 = 0
}

/// A class whose method a test tries to swizzle.
private final class Swizzled {
    func original() -> String { "original" }
    func replacement() -> String { "replacement" }

    /// What `#selector(Swizzled.original)` and `#selector(Swizzled.replacement)` become.
    static let originalSelector = Selector("original", on: Swizzled.self) { target, arguments in Selector.invoke(target.original, arguments) }
    static let replacementSelector = Selector("replacement", on: Swizzled.self) { target, arguments in
        Selector.invoke(target.replacement, arguments)
    }
}

/// The Objective-C runtime's associated objects and method exchange (rules Z1, Z2).
@MainActor
@Suite("The Objective-C runtime: associated objects, method lookup and exchange (Z1, Z2)")
struct ObjCRuntimeSurfaceTests {
    @Test("Z1: a value is kept per object and key address, replaced, removed by nil, and copied or held weakly by policy")
    func associatedValues() {
        let first = NSObject(), second = NSObject()
        objc_setAssociatedObject(first, &Keys.name, "card", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Keys.name) as? String == "card")
        #expect(objc_getAssociatedObject(first, &Keys.other) == nil)
        #expect(objc_getAssociatedObject(second, &Keys.name) == nil)
        objc_setAssociatedObject(first, &Keys.name, true, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(first, &Keys.name) as? Bool == true)
        objc_setAssociatedObject(first, &Keys.name, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Keys.name) == nil)

        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(first, &Keys.other, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append("b")
        #expect((objc_getAssociatedObject(first, &Keys.other) as? NSString) == "a")

        var weakValue: NSObject? = NSObject()
        objc_setAssociatedObject(second, &Keys.other, weakValue, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(second, &Keys.other) as? NSObject === weakValue)
        weakValue = nil
        #expect(objc_getAssociatedObject(second, &Keys.other) == nil)

        objc_setAssociatedObject(second, &Keys.name, "x", .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(second)
        #expect(objc_getAssociatedObject(second, &Keys.name) == nil)
        objc_removeAssociatedObjects(first)
    }

    @Test("Z1: a retained value is released once its object is gone, and a value that is no object is ignored")
    func releasedWithTheObject() {
        weak var released: NSObject?
        do {
            let owner = NSObject()
            let value = NSObject()
            released = value
            objc_setAssociatedObject(owner, &Keys.name, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        // The next use of the table drops the entries of objects that are gone.
        _ = objc_getAssociatedObject(NSObject(), &Keys.name)
        #expect(released == nil)
        objc_setAssociatedObject(42, &Keys.name, "no", .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(42, &Keys.name) == nil)
    }

    @Test("Z2: class_getInstanceMethod finds a #selector method of the class or a superclass, not a name alone")
    func methodLookup() {
        let made = Selector("layoutSubviews", on: UIView.self) { view, arguments in Selector.invoke(view.layoutSubviews, arguments) }
        #expect(class_getInstanceMethod(UIView.self, made)?.description == "-[UIView layoutSubviews]")
        #expect(class_getInstanceMethod(UIScrollView.self, made) != nil)
        #expect(class_getInstanceMethod(UIViewController.self, made) == nil)
        #expect(class_getInstanceMethod(UIView.self, Selector("layoutSubviews")) == nil)
        #expect(class_getInstanceMethod(nil, made) == nil)
    }

    @Test("Z2: method_exchangeImplementations is not applied and is a lint event naming both methods")
    func exchangeIsLinted() throws {
        let app = App()
        try app.withCurrent {
            app.mark()
            let (original, replacement) = (Swizzled.originalSelector, Swizzled.replacementSelector)
            let m1 = try #require(class_getInstanceMethod(Swizzled.self, original))
            let m2 = try #require(class_getInstanceMethod(Swizzled.self, replacement))
            method_exchangeImplementations(m1, m2)
            #expect(Swizzled().original() == "original")
            #expect(app.recent == ["runtime lint: method_exchangeImplementations(-[Swizzled original], -[Swizzled replacement]): Swift calls these methods directly on Linux; the exchange is not applied and each keeps its implementation"])
            #expect(app.rules(of: "method_exchangeImplementations") == [.Z2])
        }
    }

    @Test("Z2: implementations are one token per method; method_setImplementation is not applied, is linted, answers the method's own")
    func implementations() throws {
        let app = App()
        try app.withCurrent {
            app.mark()
            let (original, replacement) = (Swizzled.originalSelector, Swizzled.replacementSelector)
            let m1 = try #require(class_getInstanceMethod(Swizzled.self, original))
            let imp1 = try #require(class_getMethodImplementation(Swizzled.self, original))
            let imp2 = try #require(class_getMethodImplementation(Swizzled.self, replacement))
            #expect(imp1 == method_getImplementation(m1) && imp1 != imp2)
            #expect(class_getMethodImplementation(Swizzled.self, Selector("original")) == nil)
            #expect(method_setImplementation(m1, imp2) == imp1)
            #expect(Swizzled().original() == "original")
            #expect(app.recent == ["runtime lint: method_setImplementation(-[Swizzled original]): Swift calls this method directly on Linux; the new implementation is not applied and the method keeps its own"])
        }
    }
}
