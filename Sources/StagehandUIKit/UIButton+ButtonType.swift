extension UIButton {
    /// A button's type: its look, which Stagehand does not draw.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system's style.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// An information button on a light background.
        case infoLight
        /// An information button on a dark background.
        case infoDark
        /// An add-contact button.
        case contactAdd
        /// A close button.
        case close

        /// The rounded rectangle of old, now the system style.
        public static var roundedRect: ButtonType { .system }
    }
}
