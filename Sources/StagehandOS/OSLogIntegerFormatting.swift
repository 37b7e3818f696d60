/// How an interpolated integer is written (`\(count, format: .hex)`).
public enum OSLogIntegerFormatting: Sendable {
    /// In base 10.
    case decimal
    /// In base 16.
    case hex
    /// In base 8.
    case octal

    /// In base 10, with at least `minDigits` digits.
    public static func decimal(minDigits: Int) -> OSLogIntegerFormatting { .decimal }

    func text<T: BinaryInteger>(_ value: T) -> String {
        switch self {
        case .decimal: String(value)
        case .hex: String(value, radix: 16)
        case .octal: String(value, radix: 8)
        }
    }
}
