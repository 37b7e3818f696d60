import Foundation
import HeadlessUIKit

/// Rule H13: key-value coding on layers. Core Animation's layers answer `value(forKey:)` and
/// `setValue(_:forKey:)` for their properties, boxed as Objective-C boxes them (numbers in
/// `NSNumber`, points, sizes, rectangles and transforms in `NSValue`), through the
/// properties' own accessors (a subclass's override is what runs); any other key is kept in
/// the layer's own table ("container classes": a layer takes arbitrary keys). A key path
/// reaches into a structure's fields (`bounds.size.width`, `position.x`) or a sublayer
/// property's layer (`mask.opacity`).
enum LayerKeyValueCoding {
    /// The boxed value of `layer`'s property `key`, or nil when `key` is not a property.
    static func property(_ key: String, of layer: CALayer) -> Any?? {
        switch key {
        case "position": NSValue(cgPoint: layer.position)
        case "anchorPoint": NSValue(cgPoint: layer.anchorPoint)
        case "bounds": NSValue(cgRect: layer.bounds)
        case "frame": NSValue(cgRect: layer.frame)
        case "zPosition": NSNumber(value: Double(layer.zPosition))
        case "transform": NSValue(caTransform3D: layer.transform)
        case "sublayerTransform": NSValue(caTransform3D: layer.sublayerTransform)
        case "opacity": NSNumber(value: layer.opacity)
        case "hidden": NSNumber(value: layer.isHidden)
        case "masksToBounds": NSNumber(value: layer.masksToBounds)
        case "cornerRadius": NSNumber(value: Double(layer.cornerRadius))
        case "borderWidth": NSNumber(value: Double(layer.borderWidth))
        case "borderColor": .some(layer.borderColor)
        case "backgroundColor": .some(layer.backgroundColor)
        case "shadowOpacity": NSNumber(value: layer.shadowOpacity)
        case "shadowRadius": NSNumber(value: Double(layer.shadowRadius))
        case "shadowOffset": NSValue(cgSize: layer.shadowOffset)
        case "shadowColor": .some(layer.shadowColor)
        case "shadowPath": .some(layer.shadowPath)
        case "contentsRect": NSValue(cgRect: layer.contentsRect)
        case "contentsScale": NSNumber(value: Double(layer.contentsScale))
        case "contents": .some(layer.contents)
        case "mask": .some(layer.mask)
        case "name": .some(layer.name)
        default: nil
        }
    }

    /// Sets `layer`'s property `key` from a boxed `value`; false when `key` is not a property.
    /// A value of the wrong type leaves the property as it is (**choice**: Objective-C would
    /// raise or misread it).
    static func setProperty(_ key: String, of layer: CALayer, to value: Any?) -> Bool {
        let numbers = CAValue.animated(value)?.components.map { CGFloat($0) } ?? []
        let one = numbers.count == 1 ? numbers[0] : nil
        let two = numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        let rect = numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        let transform = numbers.count == 16 ? CATransform3D(Transform3D(numbers.map { Double($0) })) : nil
        switch key {
        case "position": if let two { layer.position = CGPoint(x: two.0, y: two.1) }
        case "anchorPoint": if let two { layer.anchorPoint = CGPoint(x: two.0, y: two.1) }
        case "bounds": if let rect { layer.bounds = rect }
        case "frame": if let rect { layer.frame = rect }
        case "zPosition": if let one { layer.zPosition = one }
        case "transform": if let transform { layer.transform = transform }
        case "sublayerTransform": if let transform { layer.sublayerTransform = transform }
        case "opacity": if let one { layer.opacity = Float(one) }
        case "hidden": if let one { layer.isHidden = one != 0 }
        case "masksToBounds": if let one { layer.masksToBounds = one != 0 }
        case "cornerRadius": if let one { layer.cornerRadius = one }
        case "borderWidth": if let one { layer.borderWidth = one }
        case "borderColor": layer.borderColor = color(value)
        case "backgroundColor": layer.backgroundColor = color(value)
        case "shadowOpacity": if let one { layer.shadowOpacity = Float(one) }
        case "shadowRadius": if let one { layer.shadowRadius = one }
        case "shadowOffset": if let two { layer.shadowOffset = CGSize(width: two.0, height: two.1) }
        case "shadowColor": layer.shadowColor = color(value)
        case "shadowPath": layer.shadowPath = value as? CGPath
        case "contentsRect": if let rect { layer.contentsRect = rect }
        case "contentsScale": if let one { layer.contentsScale = one }
        case "contents": layer.contents = value
        case "mask": layer.mask = value as? CALayer
        case "name": layer.name = value as? String
        default: return false
        }
        return true
    }

    private static func color(_ value: Any?) -> CGColor? {
        if let color = value as? CGColor { return color }
        return (value as? UIColor)?.cgColor
    }

    /// The field `key` of a boxed structure (`x` of a point, `size` of a rectangle), boxed.
    static func field(_ key: String, of value: Any?) -> Any? {
        guard let boxed = value as? NSValue, !(boxed is NSNumber),
              let numbers = CAValue.boxedNumbers(boxed)?.map({ CGFloat($0) }) else { return nil }
        switch (numbers.count, key) {
        case (2, "x"), (2, "width"): return NSNumber(value: Double(numbers[0]))
        case (2, "y"), (2, "height"): return NSNumber(value: Double(numbers[1]))
        case (4, "origin"): return NSValue(cgPoint: CGPoint(x: numbers[0], y: numbers[1]))
        case (4, "size"): return NSValue(cgSize: CGSize(width: numbers[2], height: numbers[3]))
        default: return nil
        }
    }

    /// A boxed structure with its field `key` set to `field`, or nil.
    static func setting(_ key: String, of value: Any?, to field: Any?) -> Any? {
        guard let boxed = value as? NSValue, !(boxed is NSNumber),
              let numbers = CAValue.boxedNumbers(boxed)?.map({ CGFloat($0) }) else { return nil }
        let new = CAValue.animated(field)?.components.map { CGFloat($0) } ?? []
        let type = String(cString: boxed.objCType)
        switch (numbers.count, key, new.count) {
        case (2, "x", 1), (2, "width", 1), (2, "y", 1), (2, "height", 1):
            let first = key == "x" || key == "width"
            let (a, b) = first ? (new[0], numbers[1]) : (numbers[0], new[0])
            return type == "{CGSize=dd}" ? NSValue(cgSize: CGSize(width: a, height: b)) : NSValue(cgPoint: CGPoint(x: a, y: b))
        case (4, "origin", 2):
            return NSValue(cgRect: CGRect(x: new[0], y: new[1], width: numbers[2], height: numbers[3]))
        case (4, "size", 2):
            return NSValue(cgRect: CGRect(x: numbers[0], y: numbers[1], width: new[0], height: new[1]))
        default: return nil
        }
    }
}

extension CALayer {
    /// The value at the key path's first key, then each further key of it (rule H13).
    static func value(in start: Any?, keyPath: Substring) -> Any? {
        var value = start
        for key in keyPath.split(separator: ".") {
            if let layer = value as? CALayer {
                value = layer.value(forKey: String(key))
            } else {
                value = LayerKeyValueCoding.field(String(key), of: value)
            }
        }
        return value
    }

    /// `start` with the value at `keys` set to `value` (rule H13), or nil when a key is not a
    /// field; a layer on the way is set in place.
    static func setting(_ value: Any?, in start: Any?, keys: ArraySlice<Substring>) -> Any? {
        guard let first = keys.first else { return value }
        if let layer = start as? CALayer {
            layer.setValue(value, forKeyPath: keys.joined(separator: "."))
            return layer
        }
        let inner = setting(value, in: LayerKeyValueCoding.field(String(first), of: start), keys: keys.dropFirst())
        return LayerKeyValueCoding.setting(String(first), of: start, to: inner)
    }
}
