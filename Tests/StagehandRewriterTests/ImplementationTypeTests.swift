import StagehandRewriter
import Testing

/// Rule Z4: the C function type an implementation is cast to.
@Suite("Rewriter: an implementation's C function type (Z4)")
struct ImplementationTypeTests {
    @Test("Z4: @convention(c) goes from a function type taking a Selector; a C callback's stays")
    func conventions() {
        let output = SourceRewriter.rewrite([SourceRewriter.File(path: "/app/Panel.swift", text: """
        private typealias DismissFunction = @convention(c) (AnyObject, Selector, Bool, (() -> Void)?) -> Void
        typealias Compare = @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32
        """)])[0]
        #expect(output.contains("private typealias DismissFunction =  (AnyObject, Selector, Bool, (() -> Void)?) -> Void\n"))
        #expect(output.contains("typealias Compare = @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Int32"))
    }
}
