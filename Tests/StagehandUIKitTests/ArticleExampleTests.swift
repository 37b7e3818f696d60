import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

// The StagehandUIKit example of the DocC article "Using HeadlessUIKit from Swift"
// (Sources/HeadlessUIKit/HeadlessUIKit.docc/UsingHeadlessUIKitFromSwift.md), run here; the
// second test checks that the article shows it unchanged.

@Test("V3: the DocC article's StagehandUIKit example runs")
@MainActor
func articleSurfaceExample() throws {
    // article-example-begin
    let app = App()
    try app.withCurrent {
        let container = SlideContainerViewController()      // a UIViewController subclass
        UIApplication.shared.keyWindow?.rootViewController = container
        try app.run()
        container.addViewController(ChildViewController(), animated: false)
    }
    #expect(app.trace.texts.contains("ChildViewController didMoveToParent(SlideContainerViewController)"))
    // article-example-end
}

@Test("the DocC article shows the StagehandUIKit example as this file runs it")
@MainActor
func articleShowsTheSurfaceExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(contentsOf: root.appendingPathComponent("Sources/HeadlessUIKit/HeadlessUIKit.docc/UsingHeadlessUIKitFromSwift.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try #require(source.range(of: "    // article-example-begin\n"))
    let end = try #require(source.range(of: "    // article-example-end"))
    let example = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
    #expect(article.contains("```swift\n" + example + "```"))
}
