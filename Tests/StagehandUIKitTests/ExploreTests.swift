import Testing
import HeadlessUIKit
import StagehandUIKit

@Test("explore") func explore() throws {
    let app = App()
    try app.withCurrent {
        let menu = try onScreen(app, MenuContainerViewController())
        let first = MovingAwareViewController()
        menu.show(first)
        try app.run()
        print(app.trace.sinceMark.map { "\($0.text) [\($0.rule)]" }.joined(separator: "\n"))
        app.mark()
        menu.switchTo(MovingAwareViewController())
        try app.settle()
        print("---")
        print(app.trace.sinceMark.map { "\($0.text) [\($0.rule)]" }.joined(separator: "\n"))
        print(first.movingWhenAppearing)
    }
}
