/// UIKit's `UIUserInterfaceIdiom`: the kind of device the interface is for (rule W8).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone or iPod touch: Stagehand's device.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac, with Mac Catalyst's Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
