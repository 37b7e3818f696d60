import Testing
@testable import HeadlessUIKit

@Suite("Layout direction (Y15, Y16)")
struct LayoutDirectionTests {
    /// A 100-point box 16 points from its superview's leading edge, and a second box whose
    /// trailing edge meets the first's leading edge, in the root view.
    private func boxes(_ app: App) throws -> (root: ViewController, box: View, next: View) {
        let root = try onScreen(app)
        let box = View(app: app, name: "Box")
        let next = View(app: app, name: "Next")
        for view in [box, next] {
            view.translatesAutoresizingMaskIntoConstraints = false
            try root.view.addSubview(view)
        }
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            next.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            next.widthAnchor.constraint(equalToConstant: 50),
            next.topAnchor.constraint(equalTo: root.view.topAnchor),
            next.heightAnchor.constraint(equalToConstant: 10),
        ])
        try app.run()
        return (root, box, next)
    }

    @Test("Y15: leading is the left edge left to right, the right edge once the user's language is right to left")
    func leadingFlips() throws {
        let app = App()
        let (root, box, next) = try boxes(app)
        #expect(box.frame.minX == 16)
        #expect(next.frame.minX == 116)
        app.mark()
        try app.setTraits(TraitCollection(layoutDirection: .rightToLeft))
        try app.run()
        #expect(box.frame.minX == 375 - 16 - 100)
        #expect(next.frame.minX == 375 - 16 - 100 - 50)
        #expect(box.effectiveLayoutDirection == .rightToLeft)
        #expect(app.recent.contains("Root traitCollectionDidChange(wC hR light large)"))
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test("Y16: a forced attribute decides for the view and its subviews; playback and spatial never flip")
    func semanticAttributes() throws {
        let app = App()
        let (root, box, _) = try boxes(app)
        try app.setTraits(TraitCollection(layoutDirection: .rightToLeft))
        root.view.semanticContentAttribute = .forceLeftToRight
        try app.run()
        #expect(box.frame.minX == 16)
        #expect(box.effectiveLayoutDirection == .leftToRight)
        box.semanticContentAttribute = .forceRightToLeft
        #expect(box.effectiveLayoutDirection == .rightToLeft)
        for attribute in [SemanticContentAttribute.playback, .spatial] {
            #expect(View.layoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
        }
        #expect(View.layoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(View.layoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test("Y15: directional margins put leading on the right under right to left; left and right never flip")
    func directionalMargins() throws {
        let app = App()
        let view = View(app: app, name: "V")
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
    }
}
