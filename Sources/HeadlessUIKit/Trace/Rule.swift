/// A rule of docs/semantics.md: one behaviour of the engine with its source. Code that
/// implements a rule names its case; every trace event and engine error records one.
///
/// The cases follow the document's order; a test holds the two to each other (every rule of
/// the document has a case, a Swift test and a scenario naming it, and every case a rule).
public enum Rule: String, CaseIterable, Codable, Sendable {
    /// Loading a view.
    case V1
    /// Calling a callback directly.
    case V2
    /// Swift overrides and direct calls through StagehandUIKit.
    case V3
    /// addChild.
    case C1
    /// removeFromParent.
    case C2
    /// Moving flags.
    case C3
    /// Views follow controllers.
    case C4
    /// Views without containment.
    case C5
    /// States.
    case A1
    /// beginAppearanceTransition(isAppearing, animated).
    case A2
    /// endAppearanceTransition().
    case A3
    /// Forwarding.
    case A4
    /// The window's hooks.
    case A5
    /// Direct calls.
    case A6
    /// A known difference from seed 000.
    case A7
    /// viewIsAppearing.
    case A8
    /// A run-loop turn.
    case R1
    /// Marks.
    case L1
    /// Layout callbacks.
    case L2
    /// First display.
    case L3
    /// Scrolling.
    case L4
    /// Static cells.
    case T1
    /// Embedded controllers.
    case T2
    /// The table's layout.
    case T3
    /// The reference log.
    case T4
    /// Tall content.
    case T5
    /// Updates.
    case T6
    /// Sections and batch updates.
    case T7
    /// Estimated heights.
    case T8
    /// Section headers and footers.
    case T9
    /// Selection.
    case T10
    /// Becoming first responder.
    case F1
    /// Resigning.
    case F2
    /// Seed 000's focus attempts.
    case F3
    /// Key-value observing.
    case K1
    /// Animations.
    case N1
    /// Transitions between children.
    case N2
    /// Ignoring interaction.
    case N3
    /// Push.
    case S1
    /// Pop.
    case S2
    /// Interactive pop.
    case S3
    /// Overlapping transitions.
    case S4
    /// Presentation.
    case S5
    /// Tabs.
    case S6
    /// Pages.
    case S7
    /// Presentation styles and contexts.
    case S8
    /// Interactive dismissal of a sheet.
    case S9
    /// Split view controllers: columns, collapsing and expanding.
    case S10
    /// Showing through the nearest container, and segues.
    case S11
    /// Unwind segues.
    case S12
    /// Cycles refused at the source.
    case S13
    /// Data sources, visible items, reuse.
    case D1
    /// Batch updates.
    case D2
    /// Fetched results.
    case D3
    /// Prototypes.
    case P1
    /// Self-sizing.
    case P2
    /// The font model.
    case P3
    /// Randomness.
    case R2
    /// The engine's own limits.
    case R3
    /// Size transitions.
    case E1
    /// Traits.
    case E2
    /// The safe area.
    case E3
    /// The transition coordinator.
    case E4
    /// The bars and the safe area.
    case E5
    /// Custom animators for presentation and dismissal.
    case X1
    /// Custom animators for pushes and pops.
    case X2
    /// The transition context, completing a transition, and a pending one.
    case X3
    /// Interactive transitions.
    case X4
    /// The transition coordinator during any transition.
    case X5
    /// A custom container's own transition.
    case X6
    /// Scroll views.
    case Q1
    /// Dragging and deceleration.
    case Q2
    /// Scrolling from code.
    case Q3
    /// The delegate.
    case Q4
    /// Cells on and off screen.
    case U1
    /// A controller in a reusable cell.
    case U2
    /// The lint of controllers in cells.
    case U3
    /// Height constraints and stacks.
    case Y1
    /// Updating constraints.
    case Y2
}
