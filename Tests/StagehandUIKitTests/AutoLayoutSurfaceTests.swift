import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A card pinned inside its controller's view with anchors, as app code writes it.
final class CardViewController: UIViewController {
    let card = UIView()
    var widthConstraint: NSLayoutConstraint!
    var layouts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        widthConstraint = card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        let preferredHeight = card.heightAnchor.constraint(equalToConstant: 400)
        preferredHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            card.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -20),
            widthConstraint, preferredHeight,
        ])
    }
}

/// A badge whose size is its content's: `intrinsicContentSize`, invalidated when it changes.
final class BadgeView: UIView {
    var count = 1 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { CGSize(width: 20 + 10 * CGFloat(count), height: 24) }
}

/// A view whose override forgets `super.layoutSubviews()`.
final class ForgetfulView: UIView {
    override func layoutSubviews() {}
}

@MainActor
@Suite("StagehandUIKit: Auto Layout (rules Y2-Y4)")
struct AutoLayoutSurfaceTests {
    @Test("Y3: anchors, multipliers, inequalities and priorities place a view when its superview lays out")
    func anchorsPlaceTheCard() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, CardViewController())
            #expect(controller.card.frame == CGRect(x: 93.75, y: 20, width: 187.5, height: 400))
            controller.widthConstraint.constant = 50
            #expect(controller.card.frame.width == 187.5, "a new constant waits for the next layout")
            controller.view.layoutIfNeeded()
            #expect(controller.card.frame == CGRect(x: 68.75, y: 20, width: 237.5, height: 400))
            #expect(controller.widthConstraint.isActive)
            #expect(controller.widthConstraint.firstItem === controller.card)
            #expect(controller.widthConstraint.secondAttribute == .width)
            #expect(controller.widthConstraint.multiplier == 0.5)
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("Y3: a required constraint beats a defaultHigh one, and deactivating it frees the other")
    func prioritiesAndDeactivation() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, CardViewController())
            let cap = controller.card.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
            cap.identifier = "cap"
            controller.view.addConstraint(cap)
            controller.view.layoutIfNeeded()
            #expect(controller.card.frame.height == 100)
            NSLayoutConstraint.deactivate([cap])
            controller.view.layoutIfNeeded()
            #expect(controller.card.frame.height == 400)
            #expect(!cap.isActive)
            #expect(cap.description.hasPrefix("'cap' "))
        }
    }

    @Test("Y3: the long form, and UIKit's exceptions as the app's uncaught exception")
    func longFormAndExceptions() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(box)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .leading, multiplier: 1, constant: 10),
                NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .top, multiplier: 1, constant: 30),
                NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40),
                NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box, attribute: .width, multiplier: 2, constant: 0),
            ])
            root.view.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 10, y: 30, width: 40, height: 80))
            #expect(app.uncaughtException == nil)

            let stranger = UIView()
            box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true
            #expect(app.uncaughtException?.name == "NSGenericException", "items without a common ancestor")
        }
    }

    @Test("Y3: an active constraint cannot switch between required and optional")
    func requiredToOptional() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, CardViewController())
            controller.widthConstraint.priority = .defaultLow
            #expect(app.uncaughtException?.name == "NSInternalInconsistencyException")
            #expect(controller.widthConstraint.priority == .required)
            #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
            #expect(UILayoutPriority.defaultLow < .defaultHigh)
        }
    }

    @Test("Y3: an override of layoutSubviews that does not call super leaves constrained subviews unplaced")
    func forgottenSuper() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let host = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(inner)
            root.view.addSubview(host)
            NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 5),
                inner.topAnchor.constraint(equalTo: host.topAnchor, constant: 5),
                inner.widthAnchor.constraint(equalToConstant: 50),
                inner.heightAnchor.constraint(equalToConstant: 50),
            ])
            try app.run()
            #expect(inner.frame == .zero)
        }
    }

    @Test("Y2: updateConstraints runs in the constraint pass before layout, deepest first")
    func updateConstraintsPass() throws {
        final class Tracking: UIView {
            override func updateConstraints() { Recorder.log.append(String(describing: frame.width)); super.updateConstraints() }
        }
        enum Recorder { nonisolated(unsafe) static var log: [String] = [] }
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let view = Tracking()
            view.frame = CGRect(x: 0, y: 0, width: 7, height: 7)
            root.view.addSubview(view)
            view.setNeedsUpdateConstraints()
            #expect(view.needsUpdateConstraints())
            view.updateConstraintsIfNeeded()
            #expect(Recorder.log == ["7.0"])
            #expect(!view.needsUpdateConstraints())
        }
    }

    @Test("Y6: an overridden intrinsicContentSize sizes a view pinned only by position; invalidating it re-solves")
    func intrinsicSize() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -8),
                badge.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 8),
            ])
            root.view.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 337, y: 8, width: 30, height: 24))
            badge.count = 12
            root.view.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 227, y: 8, width: 140, height: 24))
            #expect(badge.contentHuggingPriority(for: .horizontal) == .defaultLow)
            badge.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            #expect(badge.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
            #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        }
    }

    @Test("Y4: a flexible width follows the superview's size; a view placed by constraints ignores its mask")
    func autoresizing() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let bar = UIView(frame: CGRect(x: 10, y: 0, width: 180, height: 20))
            bar.autoresizingMask = [.flexibleWidth]
            #expect(bar.autoresizingMask == [.flexibleWidth])
            host.addSubview(bar)
            root.view.addSubview(host)
            host.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            #expect(bar.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
        }
    }

    @Test("Y7: the safe area and margins guides, a custom guide, and UIKit's default margins")
    func guides() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16), "a root view's system margins")
            #expect(UIView().directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
            let header = UIView(), footer = UIView()
            let gap = UILayoutGuide()
            gap.identifier = "gap"
            for view in [header, footer] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(view)
            }
            root.view.addLayoutGuide(gap)
            #expect(gap.owningView === root.view)
            #expect(root.view.layoutGuides == [gap])
            let safe = root.view.safeAreaLayoutGuide, margins = root.view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: safe.topAnchor),
                header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                gap.topAnchor.constraint(equalTo: header.bottomAnchor),
                gap.heightAnchor.constraint(equalToConstant: 10),
                NSLayoutConstraint(item: footer, attribute: .top, relatedBy: .equal, toItem: gap, attribute: .bottom, multiplier: 1, constant: 0),
                footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                footer.widthAnchor.constraint(equalTo: safe.widthAnchor),
                footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ])
            root.view.layoutIfNeeded()
            let top = root.view.safeAreaInsets.top
            #expect(header.frame == CGRect(x: 16, y: top, width: 343, height: 44))
            #expect(gap.layoutFrame.minY == top + 44)
            #expect(footer.frame.minY == top + 54)
            #expect(footer.frame.maxY == 667 - root.view.safeAreaInsets.bottom)
            #expect(!footer.hasAmbiguousLayout)
            #expect(app.uncaughtException == nil)
        }
    }

    @Test("Y5: a view its constraints leave open is ambiguous")
    func ambiguity() throws {
        let app = App()
        try app.withCurrent {
            let root = try onScreen(app, UIViewController())
            let loose = UIView()
            loose.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(loose)
            NSLayoutConstraint.activate([
                loose.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                loose.widthAnchor.constraint(equalToConstant: 10),
                loose.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(loose.hasAmbiguousLayout, "nothing places it vertically")
        }
    }

    @Test("Y8: systemLayoutSizeFitting measures a card at a fixed width, as a self-sizing cell is measured")
    func fitting() throws {
        let app = App()
        try app.withCurrent {
            let card = UIView()
            let badge = BadgeView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
                badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            ])
            let size = card.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
                                                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 320, height: 48))
            #expect(UIView.layoutFittingExpandedSize.width > 1_000_000)
        }
    }
}
