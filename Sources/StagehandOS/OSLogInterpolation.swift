import Foundation

/// The interpolations of a log message (rule O7): each value with its privacy, written as
/// the system log shows it (`<private>` for a redacted one).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    /// The message so far.
    var text = ""

    /// An interpolation with room for `literalCapacity` characters and
    /// `interpolationCount` values.
    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// Appends a string: private unless marked public.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.show(argumentString(), isScalar: false)
    }

    /// Appends a value by its description: private unless marked public (a number public
    /// unless marked private).
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        let shown = value()
        // Numbers reach here too when the compiler prefers this overload: they stay public.
        let isScalar = shown is any BinaryInteger || shown is any BinaryFloatingPoint || shown is Bool
        text += privacy.show(shown.description, isScalar: isScalar)
    }

    /// Appends an object by its description: private unless marked public.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        text += privacy.show(argumentObject().description, isScalar: false)
    }

    /// Appends an integer: public unless marked private.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        text += privacy.show(format.text(number()), isScalar: true)
    }

    /// Appends a `Double`: public unless marked private.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.show(format.text(number()), isScalar: true)
    }

    /// Appends a `Float`: public unless marked private.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.show(format.text(Double(number())), isScalar: true)
    }

    /// Appends a `CGFloat`: public unless marked private.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.show(format.text(Double(number())), isScalar: true)
    }

    /// Appends a Boolean value: public unless marked private.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        let value = boolean()
        text += privacy.show(format == .answer ? (value ? "YES" : "NO") : String(value), isScalar: true)
    }

    /// Appends a type's name: public unless marked private.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += privacy.show(String(reflecting: value()), isScalar: false)
    }
}
