extension UIBlurEffect {
    /// UIKit's blur styles, with UIKit's values.
    public enum Style: Int, Sendable {
        /// Lighter than the light style.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Following the interface style.
        case regular = 4
        /// More opaque, following the interface style.
        case prominent = 5
        /// The thinnest material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The default material.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars.
        case systemChromeMaterial = 10
        /// The thinnest material, light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, light.
        case systemThinMaterialLight = 12
        /// The default material, light.
        case systemMaterialLight = 13
        /// A thick material, light.
        case systemThickMaterialLight = 14
        /// The material of bars, light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, dark.
        case systemThinMaterialDark = 17
        /// The default material, dark.
        case systemMaterialDark = 18
        /// A thick material, dark.
        case systemThickMaterialDark = 19
        /// The material of bars, dark.
        case systemChromeMaterialDark = 20
    }
}
