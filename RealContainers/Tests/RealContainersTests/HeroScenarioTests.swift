import Foundation
import HeadlessUIKit
@testable import Hero
import StagehandTesting
import StagehandUIKit
import XCTest

/// The screen a Hero transition starts from: a small card, matched by its `heroID`.
final class HeroGallery: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
    let detail = HeroDetail(nibName: nil, bundle: nil)
    /// Hero's shared transition, which `hero.isEnabled` makes the detail's transitioning
    /// delegate (`Hero.shared` is a Swift 5 global that Swift 6 code cannot read).
    var hero: HeroTransition? { detail.transitioningDelegate as? HeroTransition }

    override func viewDidLoad() {
        super.viewDidLoad()
        card.hero.id = "card"
        view.addSubview(card)
    }
}

/// The screen it presents, as Hero's README writes one: `hero.isEnabled`, a default animation,
/// and a banner with the card's `heroID`.
final class HeroDetail: UIViewController {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.hero.id = "card"
        view.addSubview(banner)
    }
}

/// HeroTransitions/Hero, compiled as it is through the StagehandRewrite plugin, driven by
/// `scenarios/hero.lua`.
final class HeroScenarioTests: XCTestCase {
    /// A frame as the scenarios read it.
    static func text(_ rect: CGRect?) -> String {
        guard let rect else { return "none" }
        return String(format: "%.1f,%.1f %.1fx%.1f", rect.minX, rect.minY, rect.width, rect.height)
    }

    static func registerClasses() {
        let methods: [String: @MainActor @Sendable (HeroGallery, ScriptArguments) -> Any?] = [
            "present": { gallery, arguments in
                let detail = gallery.detail
                detail.modalPresentationStyle = .fullScreen     // as Hero's README asks since iOS 13
                detail.hero.isEnabled = true
                switch arguments.string(0) ?? "fade" {
                case "push": detail.hero.modalAnimationType = .push(direction: .left)
                default: detail.hero.modalAnimationType = .fade
                }
                gallery.present(detail, animated: true)
                return nil
            },
            "dismiss": { gallery, _ in gallery.detail.dismiss(animated: true); return nil },
            "detail": { gallery, _ in gallery.detail },
            "isTransitioning": { gallery, _ in gallery.hero?.isTransitioning ?? false },
            // The matched view on screen: during the transition, Hero's snapshot of the banner
            // (its presentation layer); after it, the banner itself.
            "matchedFrame": { gallery, _ in
                let banner = gallery.detail.banner
                if let hero = gallery.hero, hero.isTransitioning, let context = hero.context {
                    let snapshot = context.snapshotView(for: banner)
                    let layer = snapshot.layer.presentation() ?? snapshot.layer
                    return Self.text(snapshot.superview?.convert(layer.frame, to: nil))
                }
                return Self.text(banner.superview?.convert(banner.frame, to: nil))
            },
            // The presented view on screen: Hero's snapshot of it during the transition.
            "detailOnScreen": { gallery, _ in
                guard let view = gallery.detail.viewIfLoaded else { return "none" }
                var shown: UIView = view
                if let hero = gallery.hero, hero.isTransitioning, let context = hero.context {
                    shown = context.snapshotView(for: view)
                }
                let layer = shown.layer.presentation() ?? shown.layer
                let frame = Self.text(shown.superview?.convert(layer.frame, to: nil))
                return "\(frame) alpha \(String(format: "%.2f", layer.opacity)) tx \(String(format: "%.1f", layer.transform.m41))"
            },
            "detailViewFrame": { gallery, _ in Self.text(gallery.detail.viewIfLoaded?.frame) },
            "cardFrame": { gallery, _ in
                "\(Self.text(gallery.card.superview?.convert(gallery.card.frame, to: nil))) hidden \(gallery.card.isHidden) alpha \(gallery.card.alpha)"
            },
        ]
        Stagehand.register(HeroGallery.self, as: "HeroGallery", methods: methods) { HeroGallery(nibName: nil, bundle: nil) }
        Stagehand.register(HeroDetail.self, as: "HeroDetail")
    }

    func testScenarios() {
        ScenarioRun.all("scenarios/hero.lua", registering: Self.registerClasses)
    }
}
