/// Where a controller is in its appearance cycle (rule A1).
///
/// ```
///                 begin(true)                  end
///  disappeared ───────────────▶ appearing ───────────▶ appeared
///       ▲                        │    ▲                   │
///       │ end        begin(false)│    │begin(true)        │ begin(false)
///       │                        ▼    │                   │
///       └──────────────────── disappearing ◀──────────────┘
/// ```
///
/// `viewWillAppear` is sent on every edge into `appearing`, `viewDidAppear` on
/// `appearing -> appeared`, `viewWillDisappear` on every edge into `disappearing`, and
/// `viewDidDisappear` on `disappearing -> disappeared`.
public enum AppearState: String, Sendable, CaseIterable {
    /// Not on screen (the initial state).
    case disappeared
    /// `viewWillAppear` was sent; `viewDidAppear` was not yet.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear` was sent; `viewDidDisappear` was not yet.
    case disappearing

    /// The state a begin leads to and whether it sends a will-callback (rule A2): appearing
    /// from `disappeared` or `disappearing`, disappearing from `appeared` or `appearing`;
    /// any other begin leaves the state as it is and sends nothing.
    public func afterBegin(appearing: Bool) -> AppearState? {
        switch (self, appearing) {
        case (.disappeared, true), (.disappearing, true): return .appearing
        case (.appeared, false), (.appearing, false): return .disappearing
        case (.appearing, true), (.appeared, true), (.disappeared, false), (.disappearing, false): return nil
        }
    }

    /// The state the last end leads to, if it sends a did-callback (rule A3).
    public var afterEnd: AppearState? {
        switch self {
        case .appearing: return .appeared
        case .disappearing: return .disappeared
        case .appeared, .disappeared: return nil
        }
    }
}
