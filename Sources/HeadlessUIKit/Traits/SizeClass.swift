/// How much room a dimension has, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, CaseIterable {
    /// Not specified: a trait collection that leaves it to its base.
    case unspecified
    /// Constrained room (an iPhone's width; its height in landscape).
    case compact
    /// Ample room.
    case regular

    /// `C`, `R` or `-`, as the trace abbreviates it (Interface Builder's `wC hR`).
    var letter: String {
        switch self {
        case .unspecified: "-"
        case .compact: "C"
        case .regular: "R"
        }
    }
}
