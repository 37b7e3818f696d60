import Foundation

/// UIKit's `UIStoryboard`, as a type only: Stagehand loads no storyboard file, so no
/// controller has one (``UIViewController/storyboard`` is nil). A ``StoryboardScene`` builds
/// a storyboard's static tables and embed segues in code instead.
@preconcurrency @MainActor
open class UIStoryboard {
    /// The storyboard's name.
    let name: String

    /// The storyboard named `name` in `storyboardBundleOrNil`: its name is kept; nothing is
    /// loaded.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
    }
}
