/// A rule of docs/semantics.md: one behaviour of the engine with its source. Code that
/// implements a rule names its case; every trace event and engine error records one.
///
/// The cases follow the document's order; a test holds the two to each other (every rule of
/// the document has a case, a Swift test and a scenario naming it, and every case a rule).
public enum Rule: String, CaseIterable, Codable, Sendable {
    /// Loading a view.
    ///
    /// Reading an unloaded controller's `view` sends `loadView`, then `viewDidLoad`. The base
    /// `loadView` makes a plain view the size of the screen; an override that sets no view gets
    /// a plain one and a warning.
    case V1
    /// Calling a callback directly.
    ///
    /// A script's call of a controller callback is traced, then runs the override and the base,
    /// as a message would; the base called from inside that callback's own override is a super
    /// call and runs only the base. Appearance callbacks are A6's.
    case V2
    /// Swift overrides and direct calls through StagehandUIKit.
    ///
    /// A `UIViewController`'s Swift methods receive the engine's callbacks, and their base (the
    /// `super` call) runs the engine's behaviour. A direct Swift call is traced when it reaches
    /// UIKit's implementation; an override that skips a required `super` is linted; an exception
    /// becomes the app's uncaught exception.
    case V3
    /// Methods nobody calls.
    ///
    /// A data source, delegate, animator or interaction controller written as a Lua table with a
    /// function Stagehand never calls but that looks meant for it (a near miss of one of its
    /// role's callbacks, or another role's callback) is linted when it is set, once.
    case V4
    /// addChild.
    ///
    /// `addChild` sends `willMoveToParent(parent)` and links the child, never `didMoveToParent`;
    /// a child of another parent is removed from it first, and adding the receiver itself or
    /// one of its ancestors is an error.
    case C1
    /// removeFromParent.
    ///
    /// `removeFromParent` sends no `willMoveToParent(nil)`: it unlinks the child, then sends
    /// `didMoveToParent(nil)`, and leaves the child's view where it is.
    case C2
    /// Moving flags.
    ///
    /// `isMovingToParent` and `isMovingFromParent` are set by the base `willMoveToParent` and
    /// cleared by the base `didMoveToParent`, so an override without super leaves them alone; a
    /// child never sent `didMoveToParent` is linted at the end.
    case C3
    /// Views follow controllers.
    ///
    /// A child controller's view may only go into its parent's view
    /// (`UIViewControllerHierarchyInconsistency` otherwise, also from `addChild`); a parentless
    /// controller's view may go anywhere, and a view may not go into itself.
    case C4
    /// Views without containment.
    ///
    /// A parentless controller whose view is added to a view already in the window gets the
    /// appearance callbacks, and none when its view went in before; each such addition, except
    /// to the window itself, is linted.
    case C5
    /// States.
    ///
    /// `appearState` moves between `disappeared`, `appearing`, `appeared` and `disappearing`
    /// along the four appearance callbacks, and a will in the other direction interrupts a
    /// transition under way.
    case A1
    /// beginAppearanceTransition(isAppearing, animated).
    ///
    /// A begin in a new direction loads the view, starts a transition at level 1 and sends
    /// `viewWillAppear` or `viewWillDisappear` when the state allows; a begin in the direction
    /// already pending only raises the level.
    case A2
    /// endAppearanceTransition().
    ///
    /// An end lowers the level and at 0 sends the matching did-callback with the begin's
    /// `animated`; an end with nothing pending is UIKit's unbalanced-calls warning, and a begin
    /// never ended is linted.
    case A3
    /// Forwarding.
    ///
    /// A controller that forwards automatically passes each begin to its loaded children inside
    /// its view, after its own callback and in `children` order, and each end to exactly the
    /// children that got the begin.
    case A4
    /// The window's hooks.
    ///
    /// A view entering or leaving the window begins the appearance transitions of the
    /// controllers inside it that no parent's forwarding will reach; their ends run after the
    /// next layout commit.
    case A5
    /// Direct calls.
    ///
    /// Calling an appearance callback yourself, other than as the super call in its override,
    /// records UIKit's warning and runs the method without changing any state.
    case A6
    /// A known difference from seed 000.
    ///
    /// Seed 000's log shows the embedded child's `viewDidAppear` twice; Stagehand follows A4 and
    /// sends it once.
    case A7
    /// viewIsAppearing.
    ///
    /// Sent once per appearance transition, while the controller is appearing and its view is
    /// in the window: just before the first layout of its view, or just before `viewDidAppear`
    /// when no layout came first. Disappearance has no counterpart.
    case A8
    /// A run-loop turn.
    ///
    /// A turn runs the main-queue blocks queued before it, lays out the marked views in the
    /// window parents first, commits, then runs the after-commit work; `run` repeats turns until
    /// there is none, and fails after 10,000.
    case R1
    /// Marks.
    ///
    /// `setNeedsLayout` marks a view for the next turn and `layoutIfNeeded` lays out the marked
    /// views below the receiver at once; adding a subview, resizing and entering the window
    /// mark too, and a layout that never stops marking itself fails.
    case L1
    /// Layout callbacks.
    ///
    /// Laying out a controller's view sends `viewWillLayoutSubviews`, runs `layoutSubviews`,
    /// then sends `viewDidLayoutSubviews`, also at height 0.
    case L2
    /// First display.
    ///
    /// Setting the window's root controller sends `viewWillAppear(false)` at once, lays out on
    /// the next turn and sends `viewDidAppear(false)` after the commit.
    case L3
    /// Scrolling.
    ///
    /// Setting a scroll view's `contentOffset` marks it for layout, so every scroll step lays the
    /// table out once more; rows that come into view get cells, and those that leave lose them.
    case L4
    /// Static cells.
    ///
    /// A table controller made with `sections` makes one cell per static row when its view loads,
    /// and its default data source answers from that description; every `cellForRow` call counts,
    /// also a super call from `heightForRow`.
    case T1
    /// Embedded controllers.
    ///
    /// While the table controller's view loads, each `embed` row runs its embed segue:
    /// `prepareForSegue`, then the child added with full containment, all before the table
    /// controller's `viewDidLoad`.
    case T2
    /// The table's layout.
    ///
    /// The first layout asks every row's height in index order and keeps them, then asks a cell
    /// for each visible row without one, which marks the table again; a row of height 0 is
    /// visible.
    case T3
    /// The reference log.
    ///
    /// Seed 000's first display of a 300 pt row hosting a container, callback by callback, as it
    /// follows from V1, T2, A5, T3, R1 and A4 (with `viewIsAppearing`, A8).
    case T4
    /// Tall content.
    ///
    /// When the rows are taller than the table, the base `viewDidAppear` of a table controller
    /// flashes the scroll indicators, which lays the table out once more.
    case T5
    /// Updates.
    ///
    /// The outermost `endUpdates` begins the visible embedded children's disappearance, asks
    /// every height again and marks the table; its next layout shows the cells again, and the
    /// children's transitions end after the commit.
    case T6
    /// Sections and batch updates.
    ///
    /// Section inserts, deletes and reloads join the row updates, checked together at the end of
    /// a batch with UIKit's messages; cells and the selection follow their rows, and
    /// `performBatchUpdates`'s completion runs on the next turn.
    case T7
    /// Estimated heights.
    ///
    /// With `estimatedHeightForRow`, every row is asked its estimate, and `heightForRow` only
    /// when the row comes into view.
    case T8
    /// Section headers and footers.
    ///
    /// `heightForHeader` and `heightForFooter` are asked right after each section's
    /// `numberOfRows` and count in the content's height; without them a section has neither.
    case T9
    /// Selection.
    ///
    /// A tap on a visible row deselects the old row (`didDeselectRow`), then selects the new one
    /// (`didSelectRow`); selecting and deselecting from code tells the delegate nothing.
    case T10
    /// Becoming first responder.
    ///
    /// `becomeFirstResponder` fails for a field outside the window; in it, the old first
    /// responder resigns first, and a keyboard that was down shows, `keyboardDidShow` coming
    /// 0.25 s later.
    case F1
    /// Resigning.
    ///
    /// The first responder resigning, or leaving the window, hides the keyboard
    /// (`keyboardDidHide` 0.25 s later); any other field's resignation records nothing.
    case F2
    /// Seed 000's focus attempts.
    ///
    /// The outcomes of seed 000's ways of focusing the embedded field, which follow from F1, A5,
    /// T3, T6 and K1.
    case F3
    /// Key-value observing.
    ///
    /// Observing `frame` notifies on every assignment through its setter, never on layout;
    /// `hidden` on every assignment; any other key is UIKit's `NSUnknownKeyException`.
    case K1
    /// Foreground, background, active.
    ///
    /// Leaving the app resigns active, then enters the background; returning enters the
    /// foreground, then becomes active; each tells the scene delegate (the app delegate without
    /// one), then posts the scene's and the app's notifications. No appearance callbacks.
    case B1
    /// Memory warnings.
    ///
    /// The app delegate's `applicationDidReceiveMemoryWarning`, then the notification, which
    /// every controller observes from its making: `didReceiveMemoryWarning`, in the order the
    /// controllers were made. Views stay loaded.
    case B2
    /// The notification center.
    ///
    /// Observers by name, called synchronously in the order they were added, removed by token;
    /// each post is recorded once.
    case B3
    /// Keyboard notifications.
    ///
    /// The keyboard's will/did show/hide notifications carry its begin and end frames, the
    /// animation's duration and curve; moving focus with the keyboard up posts show again.
    case B4
    /// Animations.
    ///
    /// `animate` applies its changes at once and records the frames as the animation's
    /// presentation; its completion runs when the virtual clock reaches the end, never at once,
    /// and with `false` for an animation removed.
    case N1
    /// Transitions between children.
    ///
    /// `transition(from:to:)` needs two children of a receiver that forwards appearance
    /// automatically; on screen, `from` disappears and `to` appears, and when the duration has
    /// passed `from`'s view leaves, both end and the completion runs. No containment callbacks.
    case N2
    /// Ignoring interaction.
    ///
    /// A nested counter of `beginIgnoringInteractionEvents` drops taps while above zero, as do a
    /// hidden or non-interactive view or one outside the window.
    case N3
    /// Push.
    ///
    /// A push adds the controller, makes the old top disappear and the new one appear over a
    /// 0.35 s transition, then sends `didMoveToParent`; the stack changes at once, and off
    /// screen only the containment and the views change.
    case S1
    /// Pop.
    ///
    /// A pop sends `willMoveToParent(nil)`, makes the top disappear and the one below appear,
    /// then sends `didMoveToParent(nil)`; popping to the root does the same for every controller
    /// above it.
    case S2
    /// Interactive pop.
    ///
    /// The edge swipe begins the top's disappearance and the one below's appearance; cancelling
    /// reverses them with the stack unchanged, finishing completes a pop. No containment
    /// callback before the finish.
    case S3
    /// Overlapping transitions.
    ///
    /// A push, pop or `setViewControllers` asked while a transition of the same navigation
    /// controller runs records UIKit's unbalanced-calls warning and is applied when that
    /// transition ends.
    case S4
    /// Presentation.
    ///
    /// `present` makes the presented controller appear over the window (0.3 s animated), the
    /// presenter disappearing only for `fullScreen`; `dismiss` reverses it. A presenter outside
    /// the window, or a dismissal during a transition, is a warning and does nothing.
    case S5
    /// Tabs.
    ///
    /// Selecting a tab on screen begins the new tab's appearance, then the old tab's
    /// disappearance, swaps the views and ends both after the next commit, old first.
    case S6
    /// Pages.
    ///
    /// `setViewControllers` swaps one page with containment and both appearance transitions,
    /// ended at once; a swipe asks the data source for neighbours, tells the delegate
    /// `willTransitionTo` and, once it completes or is cancelled, `didFinishAnimating`.
    case S7
    /// Presentation styles and contexts.
    ///
    /// `modalPresentationStyle` decides what a presentation covers and who disappears: only
    /// `fullScreen` and `currentContext` make the covered controller disappear, and a context
    /// style covers the nearest controller that defines a presentation context.
    case S8
    /// Interactive dismissal of a sheet.
    ///
    /// Swiping a sheet down asks the presentation delegate whether it may dismiss (a controller
    /// modal in presentation refuses at once); allowed, the presented controller begins to
    /// disappear, and cancelling brings it back while finishing ends the presentation.
    case S9
    /// Split view controllers: columns, collapsing and expanding.
    ///
    /// A column-style split keeps each column's controller as a child and shows the display
    /// mode's columns in a regular width; in a compact width it collapses to one controller,
    /// asking its delegate which, and expands again when regular.
    case S10
    /// Showing through the nearest container, and segues.
    ///
    /// `show` and `showDetailViewController` go to the nearest controller up the chain that
    /// handles them (a navigation controller pushes, a split sets its secondary), else present;
    /// a segue asks `shouldPerformSegue`, sends `prepareForSegue`, then shows.
    case S11
    /// Unwind segues.
    ///
    /// An unwind searches up from the source, and each controller's allowed children, for one
    /// that can perform the action; it then sends `prepareForSegue` and the action, dismisses
    /// the presentations on the way and lets each container unwind to its child.
    case S12
    /// Cycles refused at the source.
    ///
    /// A controller is never its own ancestor through parents and presenters: a presentation, a
    /// child or a show that would make it one is refused before anything changes, with UIKit's
    /// exceptions.
    case S13
    /// The navigation controller's delegate.
    ///
    /// The delegate hears `willShow` just after the controller coming on top begins appearing,
    /// and `didShow` once it has appeared and the push or pop is over; a cancelled interactive
    /// pop gets no `didShow`, and the navigation controller's own appearance shows its top.
    case S14
    /// The tab bar controller's delegate.
    ///
    /// A tab the user taps is first allowed by `shouldSelect`, then selected, then told with
    /// `didSelect` (also when the tab was already selected); a switch on screen asks the
    /// delegate for an animator and an interaction controller, which run it as a custom
    /// transition.
    case S15
    /// The split and page view controllers' other delegate methods.
    ///
    /// A split tells its delegate `willChangeTo` before its display mode changes, and, when it
    /// collapses or expands, `willHide` or `willShow` of each column that leaves or comes; a
    /// page curl asks its delegate for the spine location when the window turns.
    case S16
    /// Split behaviours and overlay display modes.
    ///
    /// A regular-width split tiles its columns, lays them over the secondary or displaces it,
    /// as its preferred split behaviour (or, automatically, the window's orientation) says; its
    /// preferred display mode and `show`/`hide` choose how many columns it shows in that way.
    case S17
    /// The split's interactive presentation gesture.
    ///
    /// With `presentsWithGesture`, the user's swipe from the leading edge of an expanded split
    /// shows one more hidden column: the delegate hears the gesture begin, the display mode
    /// change and the gesture end, around the column's appearance.
    case S18
    /// A table view controller clears its selection as it appears.
    ///
    /// With `clearsSelectionOnViewWillAppear` (true unless set), `viewWillAppear` deselects
    /// the table's selected row, with no delegate callback.
    case S19
    /// A split view controller's `viewControllers`.
    ///
    /// Expanded, the columns' controllers in order (primary, supplementary, secondary);
    /// collapsed, the one shown. Setting it sets the primary and the secondary columns.
    case S20
    /// Custom presentation controllers.
    ///
    /// A `custom` presentation takes its presentation controller from the transitioning
    /// delegate; its container view lies over the window, the presented view at the frame it
    /// gives; it hears the transitions' will-begin and did-end, and the presenter disappears
    /// and leaves the window only when it asks to remove the presenter's view.
    case M1
    /// Adaptive presentations.
    ///
    /// In a compact width a popover or sheet asks its delegate for the style to adapt to
    /// (`none` keeps it); without an answer a popover becomes a sheet. In a regular width a
    /// popover stays one and nothing is asked.
    case M2
    /// Sheet detents.
    ///
    /// A sheet rests at its selected detent (medium, large or custom); the user's drag to
    /// another tells the delegate, a script's change does not; below its largest undimmed
    /// detent the presenter keeps taking taps.
    case M3
    /// A view enters the window after `viewWillAppear`.
    ///
    /// A controller's `viewWillAppear` runs before its view is in the window (`view.window`
    /// nil), `viewIsAppearing` after; `viewWillDisappear` while it is still there,
    /// `viewDidDisappear` after it left.
    case W1
    /// Who presents, and covered views leave the window.
    ///
    /// The top of the asking controller's parents presents (or the context); descendants
    /// answer `presentingViewController` and `presentedViewController` through their
    /// ancestors; `fullScreen` and `currentContext` take the presenter's view out of the
    /// window when they complete and put it back when the dismissal begins.
    case W2
    /// The coordinator of a sheet's interactive dismissal.
    ///
    /// The presented controller has an interactive coordinator from before
    /// `presentationControllerWillDismiss`; a spring-back reports itself cancelled.
    case W3
    /// A covered controller hears of a size change before it appears again.
    ///
    /// A controller that missed a size transition gets `viewWillTransitionToSize` with the
    /// window's size just before its next `viewWillAppear`.
    case W4
    /// A view's hierarchy hooks.
    ///
    /// A view moving to another superview or window hears, in Chameleon's `UIView.m` order:
    /// the old superview's `willRemoveSubview`, `willMove(toWindow:)` (its whole subtree, when
    /// the window changes), `willMove(toSuperview:)`, then after the move `didMoveToWindow`
    /// (subtree), `didMoveToSuperview`, and the new superview's `didAddSubview`. Not traced.
    case W5
    /// Subview order.
    ///
    /// `insertSubview` at an index, above or below a sibling, `bringSubviewToFront`,
    /// `sendSubviewToBack` and `exchangeSubview` reorder the subviews; a reorder among
    /// siblings sends no hierarchy hook, and hit testing follows the order.
    case W6
    /// A child's preferred content size tells its parent.
    ///
    /// A change of a child controller's `preferredContentSize` calls its parent's
    /// `preferredContentSizeDidChange(forChildContentContainer:)`; setting the same size again
    /// does not. Not traced.
    case W7
    /// The device and its haptics.
    ///
    /// `UIDevice.current` is an iPhone running iOS 17.0, held as the window is; a
    /// `UISelectionFeedbackGenerator`'s `selectionChanged()` is recorded as
    /// `app feedback(selectionChanged)`.
    case W8
    /// A paging controller's scroll view.
    ///
    /// A scroll-style page view controller's view holds a scroll view filling it, behind the
    /// page, as UIKit's holds its queuing scroll view: three pages of content, resting on the
    /// middle one; a swipe drags it, and it decelerates with the swipe's end, then recentres.
    case W9
    /// A visual effect view's content view.
    ///
    /// A `UIVisualEffectView` is made with its `contentView`, a subview filling it and
    /// following its size, where its content goes; the effect is stored, nothing is drawn.
    case W10
    /// Animations turned off for the app.
    ///
    /// `UIView.setAnimationsEnabled(false)` makes every later change at once, as
    /// `performWithoutAnimation` does, until animations are enabled again;
    /// `areAnimationsEnabled` tells.
    case W11
    /// The display scale.
    ///
    /// A window's traits have the screen's scale, 2, which every view and controller in it
    /// inherits; a trait collection made without one leaves it unspecified, 0.
    case W14
    /// Key-value observing of the safe area.
    ///
    /// A view's `safeAreaInsets` is key-value observable: at the start of the view's layout,
    /// its observers hear of insets that differ from the ones they last heard of.
    case W15
    /// Hit testing.
    ///
    /// A touch goes to the view `hitTest` finds: hidden views, views with interaction disabled
    /// or alpha below 0.01, and points outside `point(inside:)` are skipped with their
    /// subviews; subviews are asked front to back. A touch while interaction events are ignored,
    /// or that hits nothing, is dropped and traced.
    case G1
    /// Touches and the responder chain.
    ///
    /// A scripted touch sends the hit view `touchesBegan`, `touchesMoved` per move on the
    /// virtual clock, and `touchesEnded`; each responder's base passes them to the next: a
    /// controller's view to its controller, a controller or other view to the superview.
    case G2
    /// The gesture recognizer state machine.
    ///
    /// A recognizer starts possible; a discrete one goes to ended (recognized) or failed, a
    /// continuous one to began, changed, then ended or cancelled, or fails; every change is
    /// traced; at the end of the touch sequence it is reset to possible.
    case G3
    /// Recognizers see touches first.
    ///
    /// The enabled recognizers of the hit view and its superviews get each touch phase before
    /// the hit view, unless their delegate's `shouldReceive` refuses the touch.
    case G4
    /// Recognition and the view's touches.
    ///
    /// `cancelsTouchesInView` cancels the view's touches when a recognizer recognizes;
    /// `delaysTouchesBegan` holds `touchesBegan` until it fails; `delaysTouchesEnded` holds
    /// the lift until it decides.
    case G5
    /// Target-action.
    ///
    /// Each state change but failed sends every action, in order of addition, traced.
    case G6
    /// Competing recognizers.
    ///
    /// `require(toFail:)` and the delegate's failure requirements make a recognizer wait;
    /// `gestureRecognizerShouldBegin` may fail it; one recognizing fails the others unless a
    /// delegate lets them recognize simultaneously.
    case G7
    /// The kinds of recognizer.
    ///
    /// Tap, pan, screen-edge pan, swipe, long press and pinch, each with its thresholds on
    /// the virtual clock; translation, velocity and scale.
    case G8
    /// The interactive pop gesture.
    ///
    /// A navigation controller's screen-edge pan from the left edge drives its interactive
    /// pop: began starts it, changed sets its percent, ended finishes or cancels it.
    case G9
    /// Controls: states and target-action.
    ///
    /// A control's dispatch table holds target-action pairs and action handlers in the order
    /// they were added; `sendActions(for:)` sends each entry that listens to one of the events,
    /// traced; a selector nobody implements is UIKit's uncaught exception.
    case G10
    /// A control tracking a finger.
    ///
    /// `beginTracking`, `touchDown`, highlight; per move `continueTracking` and the drag events
    /// within the tracking area (the bounds and 70 points around) or outside, with enter and
    /// exit; on the lift `endTracking` and touch up inside or outside; a cancel sends
    /// `touchCancel`. A disabled control takes no touch.
    case G11
    /// Buttons and switches.
    ///
    /// A button's title per state falls back to the normal state's; its tap sends
    /// `touchUpInside` and `primaryActionTriggered`. A switch's tap turns it and sends
    /// `valueChanged`; `setOn` sends nothing.
    case G12
    /// Content touches in a scroll view.
    ///
    /// A touch on a scroll view's content reaches it after a delay (`delaysContentTouches`) or
    /// at once; a finger that moves past the pan's threshold first becomes a drag of the scroll
    /// view, and the content's touch is cancelled (`canCancelContentTouches`).
    case G13
    /// A sheet dragged by a finger.
    ///
    /// A vertical pan on a presented sheet rests it at the detent nearest the position its
    /// release projects to; past the smallest detent it is the interactive dismissal of S9.
    case G14
    /// The pan gesture recognizers of scroll views, sheets and pagers.
    ///
    /// A scroll view's `panGestureRecognizer` (and a presented sheet's, a scroll-style pager's)
    /// is a pan recognizer among the others: it begins along a scrollable axis, competes by
    /// G7, cancels the content's touch when it begins, and its `handlePan:` drives the drag.
    case G15
    /// Sliders.
    ///
    /// A finger that comes down on a slider's thumb drags it; the value follows and
    /// `valueChanged` is sent with each change, or once at the lift when not continuous;
    /// setting the value from code sends nothing.
    case G16
    /// The rotation gesture.
    ///
    /// A rotation recognizer begins when the line between its two fingers turns; its
    /// rotation is the angle turned since they came down, in radians, and its velocity the
    /// last move's.
    case G17
    /// Property animators.
    ///
    /// `UIViewPropertyAnimator` moves between inactive, active and stopped as Apple's diagram
    /// says, runs its completions with the final position, scrubs, reverses and pauses on the
    /// virtual clock, and raises UIKit's exceptions on misuse.
    case H1
    /// Cubic timing curves.
    ///
    /// A cubic Bézier curve (UIKit's named curves, `UICubicTimingParameters`,
    /// `CAMediaTimingFunction`) maps time to progress by solving the curve for its x.
    case H2
    /// Springs.
    ///
    /// A damped harmonic oscillator gives a spring's progress; a damping-ratio spring fits the
    /// duration, a mass-stiffness-damping one lasts its settling duration.
    case H3
    /// Animatable properties and presentation values.
    ///
    /// Frame, bounds, centre, alpha, transform and background colour are animated; their
    /// presentation values are readable mid-flight on the virtual clock.
    case H4
    /// View animation calls.
    ///
    /// Spring, keyframe and transition animations of `UIView`, and the repeat and autoreverse
    /// options.
    case H5
    /// Changes without animation.
    ///
    /// `performWithoutAnimation` makes the changes of its block at once, even inside an
    /// animations block.
    case H6
    /// Layers.
    ///
    /// A view's layer follows its view (frame, bounds, position, opacity, the affine part of its
    /// transform) and keeps the rest of its properties and sublayers.
    case H7
    /// Transactions.
    ///
    /// `CATransaction` groups the animations added between `begin` and `commit`; its
    /// completion block runs when all of them have finished.
    case H8
    /// Core Animation animations.
    ///
    /// `CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation` and `CATransition` run on
    /// the virtual clock: presentation values mid-flight, the delegate told when they start and
    /// stop, removal by key.
    case H9
    /// Display links.
    ///
    /// `CADisplayLink` fires its target's selector every frame of the virtual clock while it is
    /// added to the run loop and not paused.
    case H10
    /// Interruptible transition animators.
    ///
    /// A percent-driven interaction asks an animator that implements
    /// `interruptibleAnimator(using:)` for its property animator and drives it: paused, scrubbed,
    /// run on or reversed.
    case H11
    /// Continuing blends into the new curve.
    ///
    /// `continueAnimation` carries each property on from the progress it shows to its end along
    /// the new timing curve, without a jump; a scrub drops the blend.
    case H12
    /// Key-value coding on layers.
    ///
    /// A layer's `value(forKey:)` and `setValue(_:forKey:)` reach its properties through their
    /// accessors, boxed in `NSNumber` and `NSValue`; key paths reach structure fields; any other
    /// key is kept.
    case H13
    /// Animation copies, keyframe paths and layer time.
    ///
    /// `CAAnimation.copy()` is a new animation of the same class and configuration; a keyframe
    /// animation keeps its `path` and `timingFunctions`; a layer's time is the media time.
    case H14
    /// Data sources, visible items, reuse.
    ///
    /// A collection view with a fixed-size flow layout asks its data source for counts once per
    /// reload and for cells only of visible items; cells come from their identifier's reuse
    /// queue, and an unregistered identifier is UIKit's exception.
    case D1
    /// Batch updates.
    ///
    /// Item inserts, deletes, reloads and moves are checked against the data source's new counts
    /// with UIKit's messages; after a valid update cells follow their items, and only inserted and
    /// reloaded items are asked for.
    case D2
    /// Fetched results.
    ///
    /// A fetched results controller keeps its objects sorted by a key and reports every change
    /// to its delegate between will-change and did-change, its objects already updated.
    case D3
    /// Prototypes.
    ///
    /// Registered prototype cells are dequeued as a cell waiting for reuse or an independent
    /// copy of the prototype; an unregistered identifier is UIKit's exception.
    case P1
    /// Self-sizing.
    ///
    /// A cell with labels takes the height they need; with `automaticDimension` the table
    /// measures its rows itself, every row without an estimate, only the visible ones with one.
    case P2
    /// The font model.
    ///
    /// A label's characters advance `round(0.53 * size)` points and its lines are
    /// `round(1.2 * size)` tall, inside fixed cell margins: a one-line cell is 44 pt. A model,
    /// deterministic, not UIKit's text engine.
    case P3
    /// Randomness.
    ///
    /// `app.random` is SplitMix64 seeded by the runner, whose seed every failure prints; nothing
    /// else is random.
    case R2
    /// The engine's own limits.
    ///
    /// Hierarchy walks visit each controller once and go at most 500 levels, the hierarchy is at
    /// most 500 deep, callbacks nest at most 1,000 deep and the engine's work is counted against
    /// the instruction budget; a limit hit where nothing can fail stops the engine.
    case R3
    /// The main queue and block timers of app code.
    ///
    /// `DispatchQueue.main.async`/`asyncAfter`/`sync` and `Timer.scheduledTimer(withTimeInterval:
    /// repeats:block:)` in an app's rewritten source are the app's main queue (R1) and virtual
    /// clock, not Dispatch's and Foundation's; `sync` on the main actor runs the block at once.
    case R4
    /// Size transitions.
    ///
    /// A resize or rotation sends the root `willTransitionToTraitCollection` when the size
    /// classes change, then `viewWillTransitionToSize`, forwarded to children by the base; then
    /// the new bounds, trait changes and layout, the completions when the transition ends.
    case E1
    /// Traits.
    ///
    /// A controller's traits are its parent's (or presenter's, or the window's) with the
    /// overrides set for it; when one changes it gets `traitCollectionDidChange`, parents before
    /// children, then its registered handlers.
    case E2
    /// The safe area.
    ///
    /// The window's insets follow its size and device; another view's are what its superview's
    /// leave uncovered plus its controller's additional insets; a change is told with
    /// `viewSafeAreaInsetsDidChange` at the view's next layout.
    case E3
    /// The transition coordinator.
    ///
    /// A size or trait transition's coordinator gives its duration and runs alongside
    /// animations inside the transition and their completions when it ends, in the order added.
    case E4
    /// The bars and the safe area.
    ///
    /// A navigation controller's bar and toolbar and a tab bar controller's bar cover their
    /// children's views and narrow their safe area; hiding or showing them lays out the views
    /// whose insets changed.
    case E5
    /// Supported interface orientations.
    ///
    /// The window asks its root controller, or the topmost presented controller that fills
    /// it, whether it may turn and which orientations it supports (containers through their
    /// delegates); it follows the device only to those the app supports too. A full-screen
    /// presentation turns it to the presented controller's preferred orientation.
    case E6
    /// Custom animators for presentation and dismissal.
    ///
    /// An animated presentation or dismissal asks the transitioning delegate for an animator
    /// and an interaction controller; the animator is asked its duration before the appearance
    /// begins and animates after them, and its completion ends the transition.
    case X1
    /// Custom animators for pushes and pops.
    ///
    /// An animated push or pop asks the navigation controller's delegate for an animator and an
    /// interaction controller, run as in X1 around S1's and S2's callbacks.
    case X2
    /// The transition context, completing a transition, and a pending one.
    ///
    /// The context gives the container view and the controllers on each side;
    /// `completeTransition` completes or cancels the transition, once. An animator that never
    /// calls it leaves the transition pending, which is linted at the end.
    case X3
    /// Interactive transitions.
    ///
    /// An interaction controller holds the animations and moves them with `update`; `finish`
    /// runs them on to completion, and `cancel` reverses the appearance transitions, runs the
    /// animations back and undoes the transition.
    case X4
    /// The transition coordinator during any transition.
    ///
    /// While any controller transition runs, the controllers on both sides, its owner and their
    /// children have a coordinator, with the interaction's state and handlers called when the
    /// interaction ends.
    case X5
    /// A custom container's own transition.
    ///
    /// A container's transition between two children run by a custom animator (and an
    /// interaction controller): N2's appearance transitions, completed or cancelled, then the
    /// completion and `animationEnded`. Containment stays the caller's.
    case X6
    /// Scroll views.
    ///
    /// A drag keeps a scroll view's offset between its content's edges and the adjusted insets
    /// (the safe area's top and bottom added), code may set any offset, and every change marks
    /// the view for layout and tells the delegate `scrollViewDidScroll`.
    case Q1
    /// Dragging and deceleration.
    ///
    /// A drag tells the delegate will-begin, scroll, will-end and did-end dragging, then
    /// decelerates over UIKit's projection with a scroll every 0.1 s step until it stops.
    case Q2
    /// Scrolling from code.
    ///
    /// `setContentOffset` moves at once, or animated over 0.3 s ending with
    /// `scrollViewDidEndScrollingAnimation`; `scrollToRow` puts the row at the position asked,
    /// within the offset's limits.
    case Q3
    /// The delegate.
    ///
    /// Every scroll view delegate method is optional and traced only when implemented; a
    /// table's delegate is its controller unless it is given one.
    case Q4
    /// Dragging by touches.
    ///
    /// A pan on a scroll view (or its content) drags it: `scrollViewWillBeginDragging` when it
    /// starts, the content following the finger with a `scrollViewDidScroll` per move, then the
    /// release. Not when `isScrollEnabled` is false.
    case Q5
    /// Rubber banding.
    ///
    /// Past an edge the content moves by UIKit's rubber-band curve when the scroll view
    /// bounces (and can scroll on that axis), else it stops at the edge.
    case Q6
    /// The release and deceleration.
    ///
    /// The release projects the target with the deceleration rate; the delegate's
    /// `scrollViewWillEndDragging` may change it; the content then decelerates to it on the
    /// virtual clock, or bounces back from beyond an edge.
    case Q7
    /// Paging.
    ///
    /// With `isPagingEnabled` the target is a multiple of the bounds' size: the page nearest
    /// the projected position, at most one page from where the drag began.
    case Q8
    /// A pager swiped by a finger.
    ///
    /// A horizontal pan on a scroll-style page view controller swipes it (S7): it completes
    /// when the release projects past half a page, else it is cancelled.
    case Q9
    /// Directional lock.
    ///
    /// With `isDirectionalLockEnabled`, a drag that began along one general direction moves
    /// the content along that axis only; a diagonal one moves it freely.
    case Q10
    /// Cells on and off screen.
    ///
    /// The delegate hears `willDisplayCell` before a cell enters the view and
    /// `didEndDisplayingCell` after it left; a reused cell gets `prepareForReuse` before it is
    /// returned.
    case U1
    /// A controller in a reusable cell.
    ///
    /// A child added in `cellForRow` and removed in `didEndDisplayingCell` needs nothing else:
    /// its appearance follows its cell into and out of the window.
    case U2
    /// The lint of controllers in cells.
    ///
    /// At the end, a cell hosting several controllers' views, a controller in two cells, and a
    /// child taken out of its cell but never removed from its parent are linted.
    case U3
    /// Height constraints and stacks.
    ///
    /// The one constraint is a view's constant height; a vertical stack pins its visible
    /// arranged views top to bottom, and a scroll view takes a stack inside it as its content.
    case Y1
    /// Updating constraints.
    ///
    /// Views marked with `setNeedsUpdateConstraints` are updated deepest first before the next
    /// layout: a controller's view through `updateViewConstraints`, another through its
    /// `updateConstraints`.
    case Y2
    /// Constraints, anchors and the layout engine.
    ///
    /// Active constraints are solved by a Cassowary solver before each layout pass; a view
    /// whose solved frame changed marks its superview, whose base `layoutSubviews` applies it.
    case Y3
    /// Autoresizing masks into constraints.
    ///
    /// A view taking part in the engine with `translatesAutoresizingMaskIntoConstraints` is
    /// pinned to its frame by required constraints; a stack view's arranged views are not.
    case Y4
    /// Unsatisfiable constraints.
    ///
    /// A required constraint that cannot hold with the others is broken, with UIKit's
    /// "Unable to simultaneously satisfy constraints." warning.
    case Y5
    /// Intrinsic content size.
    ///
    /// A view's intrinsic size (a label's text) holds it by optional constraints at its
    /// content hugging and compression resistance priorities.
    case Y6
    /// Layout guides and margins.
    ///
    /// Custom guides are placed by constraints; a view's safe area and margins guides are held
    /// at its safe area and its layout margins.
    case Y7
    /// Measuring by constraints.
    ///
    /// `systemLayoutSizeFitting` solves a view's size with its width and height pulled towards
    /// a target at fitting priorities, without the view's own autoresizing constraints.
    case Y8
    /// Stack views on constraints.
    ///
    /// A stack view makes and keeps up to date UIKit's `UISV-` constraints for its axis,
    /// distribution, alignment, spacings and hidden views.
    case Y9
    /// A scroll view's layout guides.
    ///
    /// Constraints to the content layout guide that determine its size give `contentSize`; the
    /// frame layout guide is the scroll view's size.
    case Y10
    /// The visual format language.
    ///
    /// `constraints(withVisualFormat:options:metrics:views:)` parses Apple's grammar (views,
    /// connections, predicates, priorities, metrics, alignment options) into constraints, with
    /// UIKit's "Unable to parse constraint format" errors.
    case Y11
    /// Constraints a view holds.
    ///
    /// An active constraint is installed on the nearest common ancestor of its items: that
    /// view's `constraints` lists it; `addConstraint`/`removeConstraint` activate and
    /// deactivate.
    case Y12
    /// Margin attributes.
    ///
    /// `leadingMargin`, `topMargin`, `centerXWithinMargins` and the others relate a view's
    /// layout margins: the edges and centres of its `layoutMarginsGuide`.
    case Y13
    /// Prototype copies carry constraints.
    ///
    /// A dequeued copy of a prototype cell copies its subviews and the constraints among them
    /// and to the cell, so every copy lays out as the prototype does.
    case Y14
    /// Leading and trailing follow the layout direction.
    ///
    /// A leading anchor (and leading margin, and a directional inset's leading edge) is the
    /// left edge of a left-to-right view and the right edge of a right-to-left one; a change
    /// of direction lays the constraints out again.
    case Y15
    /// The layout direction.
    ///
    /// A view's direction is its semantic content attribute against the direction it
    /// inherits: a forced superview's, or the window's `layoutDirection` trait.
    case Y16
    /// The deprecated layout supports.
    ///
    /// A controller's `topLayoutGuide` and `bottomLayoutGuide` are the strips between its
    /// view's edges and its safe area: their length is the safe area's inset.
    case Y17
    /// Offset dimensions.
    ///
    /// `a.anchorWithOffset(to: b)` is the distance `b - a`, a dimension constraints relate as
    /// any size, solved with the others.
    case Y18
    /// Paths and shape layers.
    ///
    /// `UIBezierPath` and `CGPath` keep their elements (arcs as cubic curves), their current
    /// point and bounds; a rounded rectangle starts on its top edge.
    case J1
    /// Masks, shapes and rasterization kept.
    ///
    /// `CAShapeLayer`'s path and colours, `CALayer.mask`, `shouldRasterize` and
    /// `rasterizationScale` are kept as set; nothing is drawn.
    case J2
    /// Corner configurations.
    ///
    /// A view's `cornerConfiguration` keeps fixed radii per corner; until one is set it is the
    /// layer's `cornerRadius` on its masked corners; `effectiveRadius(corner:)` gives a
    /// corner's radius, the largest of several.
    case J3
    /// Shadow paths kept.
    ///
    /// `CALayer.shadowPath` is kept as set (nil by default); nothing is drawn.
    case J5
    /// A layer's delegate and identity.
    ///
    /// A view's layer's delegate is its view; another layer's is the one set; a layer equals
    /// itself only.
    case J6
    /// Objective-C attributes without Objective-C.
    ///
    /// The source rewriter drops the attributes Swift on Linux rejects (`@objc`, `@objcMembers`,
    /// `@IBOutlet`, `@objc optional`), keeps those it accepts, maps UIKit's, Combine's and
    /// `os`'s imports (and names qualified by those modules) to Stagehand's modules and
    /// evaluates platform conditions as iOS would, keeping every line where it was.
    case O1
    /// Selector names.
    ///
    /// `#selector` gives the Objective-C name Swift gives the method: the base name, `With`
    /// and the first label unless a preposition joins them, then each further label.
    case O2
    /// Sending a selector.
    ///
    /// A message reaches the method with the arguments it takes; a target without the method
    /// is UIKit's "unrecognized selector sent to instance" uncaught exception.
    case O3
    /// Optional protocol requirements.
    ///
    /// An `@objc optional` requirement is a protocol of its own that the module's
    /// implementers adopt; a call through `?` asks whether the object has it.
    case O4
    /// Delayed performs on the virtual clock.
    ///
    /// `perform(_:with:afterDelay:)` sends at the delay on the app's clock;
    /// `cancelPreviousPerformRequests` forgets the matching pending ones.
    case O5
    /// Selector-based notification observers.
    ///
    /// `addObserver(_:selector:name:object:)` sends the selector on each matching post,
    /// synchronously, while the observer lives and until it is removed.
    case O6
    /// Unified logging in the trace.
    ///
    /// `Logger` and `os_log` record a `log` event with the level, the subsystem and category,
    /// and the message with private values redacted as the system log shows them.
    case O7
    /// Combine on the virtual clock.
    ///
    /// `Timer.publish` fires on the app's clock; `NotificationCenter`'s publisher publishes
    /// each matching post synchronously; `DispatchQueue` and `RunLoop` schedule on the app's
    /// run loop and clock.
    case O8
    /// An optional requirement's protocol is isolated as its protocol is.
    ///
    /// The protocol's attributes but `@objc` (`@MainActor`, `@preconcurrency`) are the
    /// requirement's protocol's too, so that a main-actor class implements it in Swift 6.
    case O9
    /// Class methods by selector and key.
    ///
    /// `Class.responds(to:)`, `Class.perform(_:)` and `Class.value(forKey:)` answer UIKit's
    /// class methods from a table (`UIApplication`'s `sharedApplication`); any other is
    /// "unrecognized selector sent to class" or `NSUnknownKeyException`.
    case O11
    /// Key-value observing through key paths.
    ///
    /// `observe(_:options:changeHandler:)` on a view's observable properties calls the
    /// handler after every assignment of the engine's value, with the old and new values.
    case O12
    /// `#keyPath` as a string.
    ///
    /// The rewriter turns `#keyPath(Type.property)` into the string of Objective-C keys.
    case O13
    /// A framework's optional requirement called with `?(`.
    ///
    /// `delegate?.method?(...)` of a requirement the module does not declare (UIKit's, whose
    /// optional requirements StagehandUIKit declares with default implementations) loses the
    /// `?` after the method; a property of function type keeps it.
    case O14
    /// Overrides of an extension's `@objc` members.
    ///
    /// The rewriter renames an extension's `@objc` or `dynamic` member that a subclass
    /// overrides to its base and puts beside it a member of the original name that calls the
    /// override through a protocol the overriding class adopts; `super` reaches the base.
    case O15
    /// An initialiser requirement that a framework class meets on iOS.
    ///
    /// A class-bound protocol requiring `init()` and adopted by an extension of `NSObject`
    /// is split: the initialiser requirement and the members that make a `Self` go to a
    /// protocol of their own, which the module's adopters adopt; a framework class called
    /// with such an initialiser gets it as a convenience initialiser.
    case O16
    /// Optional requirements overloaded by parameter type.
    ///
    /// Each overload gets a protocol of its own, named with its parameters' types, adopted by
    /// the types whose method has those types; a call goes through a dispatcher whose
    /// overloads the compiler chooses among.
    case O17
    /// Overriding NSObject's messaging, and forwarding.
    ///
    /// An app's override of `responds(to:)` or `forwardingTarget(for:)` compiles (renamed,
    /// adopting a protocol the base method asks) and answers through any type; a UIKit
    /// delegate method an object does not implement goes to its forwarding target.
    case O18
    /// Associated objects.
    ///
    /// `objc_setAssociatedObject` keeps a value per object and key address, with the policy's
    /// retention; it is dropped once the object is gone.
    case Z1
    /// Method lookup and exchange.
    ///
    /// `class_getInstanceMethod` finds a `#selector` method of the class or a superclass;
    /// `method_exchangeImplementations` cannot be applied to Swift's direct calls and is a
    /// `lint:` event.
    case Z2
    /// An override in an extension.
    ///
    /// The rewriter drops `override` from a method or property of an extension, which iOS
    /// allows for Objective-C methods and Swift on Linux refuses: it stands as the class's own.
    case Z3
    /// An implementation's C function type.
    ///
    /// The rewriter drops `@convention(c)` from a function type that takes a `Selector` (the
    /// shape an `IMP` is cast to), which Swift on Linux refuses; no implementation is ever
    /// exchanged, so the cast is never reached.
    case Z4
    /// A tab bar controller's tab bar.
    ///
    /// The controller owns a tab bar from the start, which its view holds along its bottom,
    /// in front of the selected tab's view, as tall as rule E5's inset; the bar's items are
    /// the tabs' `tabBarItem`s in order and its selected item the selected tab's; it hides
    /// while a pushed controller hides the bottom bars. Changing
    /// them through the bar raises `NSInternalInconsistencyException`.
    case I1
    /// A tap on a tab bar item.
    ///
    /// The items share the bar's width; a lift inside the bar taps the item under the finger.
    /// A disabled item does nothing; a tab bar controller's item selects its tab through the
    /// controller's delegate (rule S15); an item of the app's own bar becomes selected.
    case I2
    /// Fonts.
    ///
    /// A font's point size is the size labels measure text by (rule P3), its line height
    /// `round(1.2 * size)`; the text styles have Apple's default Dynamic Type sizes.
    case I3
    /// A tab bar replaced by key-value coding.
    ///
    /// `setValue(bar, forKey: "tabBar")` on a tab bar controller makes `bar` its tab bar, in
    /// the old one's place; other keys are UIKit's `NSUnknownKeyException`.
    case I4
    /// A tab bar's item buttons.
    ///
    /// A tab bar holds one private `UITabBarButton` view per item, in the order of the items,
    /// behind its other subviews; they share the bar's width below its 1-point top line, and
    /// `NSClassFromString("UITabBarButton")` is their class. The bar takes the touches on them.
    case I5
    /// A tap on a tab bar controller's item tells the bar's delegate first.
    ///
    /// The bar's delegate (the controller, unless the app gave it another) hears
    /// `tabBar(_:didSelect:)` while the old tab is still selected; then the controller asks
    /// `shouldSelect`, switches and tells `didSelect` (rule S15), whatever the method did.
    case I6
    /// A tab bar controller gives its bar the tabs' items.
    ///
    /// When its tabs are set, when a tab's `tabBarItem` is replaced and when a bar is installed
    /// (rule I4), the controller sets its bar's items with `setItems(_:animated:)`, not
    /// animated, which a bar subclass overrides; the bar's buttons (rule I5) follow.
    case I7
}
