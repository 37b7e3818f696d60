// `import Combine` on Linux: OpenCombine's publishers, subscribers, `@Published` and
// `ObservableObject`, with Foundation's Combine members (NotificationCenter's publisher,
// `Timer.publish`) on Stagehand's app and virtual clock (rule O8).
@_exported import Foundation
@_exported import OpenCombine
