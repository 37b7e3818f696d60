import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

@MainActor
@Suite("Right-to-left layout through StagehandUIKit (Y15, Y16)")
struct RightToLeftSurfaceTests {
    @Test("Y16: the app's direction, a view's attribute and its effective direction, UIKit's class methods")
    func directions() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController(nibName: nil, bundle: nil))
            let box = UIView()
            root.view.addSubview(box)
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
            #expect(root.traitCollection.layoutDirection == .leftToRight)
            #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
            try app.setTraits(TraitCollection(layoutDirection: .rightToLeft))
            #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
            #expect(root.traitCollection.layoutDirection == .rightToLeft)
            #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: box.semanticContentAttribute) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
            box.semanticContentAttribute = .forceLeftToRight
            #expect(box.semanticContentAttribute == .forceLeftToRight)
            #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        }
    }

    @Test("Y15: a leading anchor is the right edge under a forced right-to-left attribute")
    func anchors() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController(nibName: nil, bundle: nil))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.topAnchor.constraint(equalTo: root.view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.view.layoutIfNeeded()
            #expect(box.frame.minX == 10)
            root.view.semanticContentAttribute = .forceRightToLeft
            root.view.layoutIfNeeded()
            #expect(abs(box.frame.minX - (375 - 10 - 50)) < 1e-6)
        }
    }
}
