#if os(iOS)
import UIKit

/// Only compiled for iOS: the rewriter evaluates the condition as an iOS build does.
enum Platform {
    static let name = "iOS"
}
#else
enum Platform {
    static let name = "elsewhere"
}
#endif
