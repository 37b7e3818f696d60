import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A layer subclass whose opacity setter counts its calls.
private final class CountingLayer: CALayer {
    var opacitySets = 0
    override var opacity: Float {
        get { super.opacity }
        set { opacitySets += 1; super.opacity = newValue }
    }
}

/// Layers' key-value coding, animation copies, shadow paths and delegates (rules H13, H14, J5,
/// J6), as transition libraries use them.
@MainActor
@Suite("Layer values: key-value coding, animation copies, shadow paths, delegates (H13, H14, J5, J6)")
struct LayerValuesSurfaceTests {
    @Test("H13: value(forKey:) boxes the properties; setValue(_:forKey:) goes through the setters; other keys are kept")
    func keyValueCoding() {
        App().withCurrent {
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            let layer = view.layer
            #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 60, y: 45))
            #expect((layer.value(forKey: "bounds") as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect((layer.value(forKey: "opacity") as? NSNumber)?.floatValue == 1)
            layer.setValue(NSNumber(value: 0.25), forKey: "opacity")
            #expect(view.alpha == 0.25)
            layer.setValue(NSValue(cgPoint: CGPoint(x: 70, y: 45)), forKey: "position")
            #expect(view.frame.origin == CGPoint(x: 20, y: 20))
            let turned = CATransform3DMakeScale(2, 2, 1)
            layer.setValue(NSValue(caTransform3D: turned), forKey: "transform")
            #expect((layer.value(forKey: "transform") as? NSValue)?.caTransform3DValue.m11 == 2)
            layer.setValue("kept", forKey: "heroKind")
            #expect(layer.value(forKey: "heroKind") as? String == "kept")
            layer.setValue("not a number", forKey: "cornerRadius")
            #expect(layer.cornerRadius == 0)

            let counting = CountingLayer()
            counting.setValue(NSNumber(value: 0.5), forKey: "opacity")
            #expect(counting.opacitySets == 1 && counting.opacity == 0.5)
        }
    }

    @Test("H13: key paths reach a structure's fields and a property's layer; setting a field sets the property")
    func keyPaths() {
        App().withCurrent {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
            #expect((layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue == CGSize(width: 40, height: 30))
            #expect((layer.value(forKeyPath: "bounds.size.width") as? NSNumber)?.doubleValue == 40)
            #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 20)
            layer.setValue(NSValue(cgSize: CGSize(width: 80, height: 60)), forKeyPath: "bounds.size")
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 80, height: 60))
            layer.setValue(NSNumber(value: 7), forKeyPath: "position.y")
            #expect(layer.position == CGPoint(x: 20, y: 7))
            let mask = CALayer()
            layer.mask = mask
            layer.setValue(NSNumber(value: 0.5), forKeyPath: "mask.opacity")
            #expect(mask.opacity == 0.5)
            #expect((layer.value(forKeyPath: "mask.opacity") as? NSNumber)?.floatValue == 0.5)
            #expect(layer.value(forKeyPath: "transform.nope") == nil)
        }
    }

    @Test("H13: an animation takes boxed values: NSValue points and transforms animate")
    func boxedAnimationValues() throws {
        let app = App()
        try app.withCurrent {
            let layer = CALayer()
            layer.position = CGPoint(x: 0, y: 0)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
            move.duration = 1
            layer.add(move, forKey: "move")
            try app.advance(by: 0.5)
            #expect(layer.presentation()?.position == CGPoint(x: 50, y: 25))
        }
    }

    @Test("H14: copy() is a new animation of the same class and configuration; the copy changes alone")
    func copies() throws {
        App().withCurrent {
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = NSNumber(value: 0)
            spring.toValue = NSNumber(value: 10)
            spring.damping = 7
            spring.duration = 0.3
            spring.fillMode = .forwards
            let copy = spring.copy() as? CASpringAnimation
            #expect(copy !== spring)
            #expect(copy?.keyPath == "position.x" && copy?.damping == 7 && copy?.duration == 0.3)
            #expect((copy?.toValue as? NSNumber)?.doubleValue == 10 && copy?.fillMode == .forwards)
            copy?.duration = 1
            #expect(spring.duration == 0.3)

            let path = CGMutablePath()
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 10, y: 0))
            let arc = CAKeyframeAnimation(keyPath: "position")
            arc.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 10))]
            arc.path = path
            arc.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
            let arcCopy = arc.copy() as? CAKeyframeAnimation
            #expect(arcCopy?.path?.currentPoint == CGPoint(x: 10, y: 10))
            #expect(arcCopy?.timingFunctions?.count == 1 && arcCopy?.values?.count == 2)
        }
    }

    @Test("H14: a layer's time is the media time; a removed display link stops and keeps its target")
    func layerTimeAndDisplayLinks() throws {
        let app = App()
        try app.withCurrent {
            let layer = CALayer()
            #expect(layer.convertTime(CACurrentMediaTime(), from: nil) == CACurrentMediaTime())
            #expect(layer.convertTime(2.5, to: CALayer()) == 2.5)
            final class Target {
                var ticks = 0
                func tick(_ link: CADisplayLink) { ticks += 1 }
            }
            let target = Target()
            let link = CADisplayLink(target: target, selector: Selector("tick:", on: Target.self) { target, arguments in
                Selector.invoke(target.tick, arguments)
            })
            link.add(to: .main, forMode: .common)
            try app.advance(by: 2.0 / 60)
            let ticks = target.ticks
            link.remove(from: .main, forMode: .common)
            try app.advance(by: 0.5)
            #expect(ticks > 0 && target.ticks == ticks)
            link.add(to: .main, forMode: .common)
            try app.advance(by: 2.0 / 60)
            #expect(target.ticks > ticks)
            link.invalidate()
        }
    }

    @Test("J5: shadowPath is nil by default and kept as set; J6: a view's layer's delegate is the view, a layer equals itself")
    func shadowPathAndDelegate() {
        App().withCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            #expect(view.layer.shadowPath == nil)
            view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
            #expect(view.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 20))
            #expect(view.layer.value(forKey: "shadowPath") as? CGPath === view.layer.shadowPath)
            #expect(view.layer.delegate === view)
            let plain = CALayer()
            #expect(plain.delegate == nil)
            plain.delegate = view
            #expect(plain.delegate === view)
            #expect(view.layer == view.layer && view.layer != plain)
            #expect(Set([plain, plain, view.layer]).count == 2)
        }
    }
}
