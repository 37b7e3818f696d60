extension UITabBarItem {
    /// UIKit's system tab bar items, with UIKit's values.
    public enum SystemItem: Int, Sendable {
        /// More.
        case more = 0
        /// Favorites.
        case favorites = 1
        /// Featured.
        case featured = 2
        /// Top Rated.
        case topRated = 3
        /// Recents.
        case recents = 4
        /// Contacts.
        case contacts = 5
        /// History.
        case history = 6
        /// Bookmarks.
        case bookmarks = 7
        /// Search.
        case search = 8
        /// Downloads.
        case downloads = 9
        /// Most Recent.
        case mostRecent = 10
        /// Most Viewed.
        case mostViewed = 11

        /// The English title UIKit shows.
        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search", "Downloads",
             "Most Recent", "Most Viewed"][rawValue]
        }
    }
}
