import Foundation
import HeadlessUIKit

extension NSLayoutConstraint {
    /// UIKit's visual format language (rule Y11): the inactive constraints `format` describes,
    /// such as `H:|-[a(>=50@750)]-8-[b(==a)]-|`, over `views` (views by name) and `metrics`
    /// (numbers by name), with the alignment, direction and spacing `opts`. A format UIKit
    /// cannot parse raises its `NSInvalidArgumentException` ("Unable to parse constraint
    /// format: ..."), the app's uncaught exception (rule V3), and gives no constraint.
    public class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var engineViews: [String: View] = [:]
        for (name, value) in views {
            if let view = value as? UIView { engineViews[name] = view.engineView }
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            if let number = Self.number(value) { numbers[name] = number }
        }
        var made: [LayoutConstraint] = []
        let app = engineViews.keys.min().flatMap { engineViews[$0]?.owningApp } ?? CurrentApp.app
        Surfaces.uncaught(app, subject: "NSLayoutConstraint") { () throws(EngineError) in
            made = try LayoutConstraint.constraints(withVisualFormat: format, options: opts.engine, metrics: numbers, views: engineViews)
        }
        return made.map(NSLayoutConstraint.surface(of:))
    }

    /// A metric's number: any of Swift's numbers, or an `NSNumber`.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }
}
