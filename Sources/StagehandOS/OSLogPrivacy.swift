/// How an interpolated value shows in the log (rule O7): public values as they are, private
/// and sensitive ones as `<private>`; `.auto` hides strings and objects and shows numbers and
/// Boolean values, as the unified logging system does.
public struct OSLogPrivacy: Equatable, Sendable {
    /// A mask for a redacted value.
    public enum Mask: Equatable, Sendable {
        /// A hash of the value, which lets equal values be matched (shown as `<private>`).
        case hash
        /// No mask.
        case none
    }

    enum Kind: Equatable, Sendable { case `public`, `private`, sensitive, auto }

    let kind: Kind
    let mask: Mask

    /// Shown as it is.
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    /// Redacted.
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    /// Redacted, with a mask.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    /// Redacted always, even where private data would show.
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    /// Redacted always, with a mask.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
    /// The system decides: strings and objects are redacted, scalars shown.
    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    /// The system decides, with a mask.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }

    /// `text` as the log shows it; `isScalar` for numbers and Boolean values.
    func show(_ text: String, isScalar: Bool) -> String {
        switch kind {
        case .public: text
        case .private, .sensitive: "<private>"
        case .auto: isScalar ? text : "<private>"
        }
    }
}
