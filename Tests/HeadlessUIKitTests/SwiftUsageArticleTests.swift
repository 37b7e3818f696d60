import Foundation
import Testing
import HeadlessUIKit

// The example of the article "Using HeadlessUIKit from Swift"
// (Sources/HeadlessUIKit/HeadlessUIKit.docc/UsingHeadlessUIKitFromSwift.md). The last test
// checks that the article shows this code as it is here.

// article-example-begin
/// A container that embeds its child in viewDidLoad with UIKit's three steps.
final class Container: ViewController {
    let child: ViewController

    init(app: App) {
        child = ViewController(app: app, name: "Child")
        super.init(app: app, name: "Container")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        try? addChild(child)                       // sends willMoveToParent(Container)
        try? view.addSubview(child.view)           // loads the child's view
        child.sendFromScript(.didMoveToParent, .controller(self))
    }
}

@Test("the embedded child appears with its container, after its containment callbacks")
func childAppearsWithContainer() throws {
    let app = App()
    let container = Container(app: app)
    try app.window.setRootViewController(container)
    try app.run()
    #expect(app.trace.texts.filter { !$0.contains("Layout") } == [
        "Container loadView", "Container viewDidLoad",
        "Child willMoveToParent(Container)", "Child loadView", "Child viewDidLoad",
        "Child didMoveToParent(Container)",
        "Container viewWillAppear(false)", "Child viewWillAppear(false)",
        "Container viewSafeAreaInsetsDidChange", "Container viewIsAppearing(false)",
        "Child viewSafeAreaInsetsDidChange", "Child viewIsAppearing(false)",
        "Container viewDidAppear(false)", "Child viewDidAppear(false)",
    ])
    #expect(container.child.appearState == .appeared)
    #expect(!container.child.isMovingToParent)
}
// article-example-end

@Test("the article shows the example exactly as this file runs it")
func articleShowsTheExample() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(contentsOf: root.appendingPathComponent("Sources/HeadlessUIKit/HeadlessUIKit.docc/UsingHeadlessUIKitFromSwift.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let begin = try #require(source.range(of: "// article-example-begin\n"))
    let end = try #require(source.range(of: "// article-example-end"))
    let example = String(source[begin.upperBound..<end.lowerBound])
    #expect(article.contains("```swift\nimport Testing\nimport HeadlessUIKit\n\n" + example + "```"))
}
