---@meta stagehand

-- Stagehand's scenario environment, for the Lua Language Server (LuaLS). Lua's own standard
-- library (print, pairs, string, table, math, utf8, coroutine, ...) is not described here.
-- This file is the one description of the scripting API: `stagehand docs` reads it, and the
-- reference tables of Stagehand's docs/lua-api.md are generated from it.

---Declares a scenario of the file. `body(app)` runs later, once, with a fresh app in a fresh Lua state.
---Titles must be unique within a file (inside `describe` the title is `Group / title`); scenario() may be called at the top level or inside `describe`, not inside a scenario.
---@param title string The scenario's title, as reports and `--filter` show it.
---@param opts? ScenarioOptions `tags`, which `--tags` and `--exclude-tags` select by; may be left out.
---@param body fun(app: App) The scenario itself; it receives the scenario's app.
---@return nil
---@overload fun(title: string, body: fun(app: App))
function scenario(title, opts, body) end

---Declares a scenario that does not run: reports show it as skipped (text `SKIP`, JUnit `<skipped/>`, TAP `# SKIP`, JSON `"status":"skipped"`), and it does not fail the run.
---@param title string The scenario's title.
---@param opts? ScenarioOptions `tags`; may be left out.
---@param body? fun(app: App) The scenario, kept for when it is no longer skipped; may be left out.
---@return nil
function scenario.skip(title, opts, body) end

---Declares a focused scenario: while a file has one, only its focused scenarios run and the others are reported as skipped (`not focused: ...`).
---Refused when the environment variable `CI` is set (the file fails to load, naming this line), so a focused file cannot pass CI by accident.
---@param title string The scenario's title.
---@param opts? ScenarioOptions `tags`; may be left out.
---@param body fun(app: App) The scenario itself.
---@return nil
function scenario.only(title, opts, body) end

---Declares a scenario still to be written, reported as skipped with the reason `pending`.
---@param title string The scenario's title.
---@return nil
function pending(title) end

---Groups scenarios: runs `body()` at once, and every scenario, `before_each` and `after_each` it declares belongs to the group.
---A scenario's title is prefixed by its groups' titles, `Group / Inner / title`; groups nest. `opts.tags` are given to every scenario of the group.
---@param title string The group's title.
---@param opts? ScenarioOptions `tags` for every scenario of the group; may be left out.
---@param body fun() Declares the group's scenarios, hooks and inner groups.
---@return nil
---@overload fun(title: string, body: fun())
function describe(title, opts, body) end

---Runs `fn(app)` before each scenario of the current group (of the file, outside any `describe`), wherever in the group it is written.
---Outer groups' hooks run first; an error or failed expectation in a hook fails the scenario, which then does not run (the `after_each` hooks still do).
---@param fn fun(app: App) The hook; it receives the scenario's app.
---@return nil
function before_each(fn) end

---Runs `fn(app)` after each scenario of the current group, even one that failed; inner groups' hooks run first.
---The scenario's first failure is the one reported.
---@param fn fun(app: App) The hook; it receives the scenario's app.
---@return nil
function after_each(fn) end

---Spies on one callback of one controller without writing an override: every time the engine (or the script) sends it, the spy counts the call and keeps its arguments, then the callback runs as usual (the override if any, else UIKit's behaviour).
---An unknown callback name, or one that is not sent to this controller, is an error at the calling line.
---@param controller ViewController The controller to watch.
---@param callback string The callback's Lua name, as an override would be named: `"viewWillAppear"`, `"didMoveToParent"`, `"numberOfRows"`.
---@return Spy spy Its `calls` and `args`.
function spy(controller, callback) end

---Compares the trace events recorded since the latest `app:mark()` with `expected`, in order.
---Unless `opts.exact`, only events whose name and callback both occur in `expected` take part (projection); a failure raises an error with a line diff.
---@param app App The scenario's app.
---@param expected string[] The expected event lines; a line without `(` matches any arguments.
---@param opts? ExpectTraceOptions `exact` and `without`.
---@return nil
function expect_trace(app, expected, opts) end

---Compares the events since the latest `app:mark()`, exactly, with the golden file `<scenario file>.golden/<name>.trace`.
---The runner's `--record` decides whether a missing or different file is written; otherwise a difference fails with the first divergence and a unified diff.
---In the file's name every character of the title but letters, digits, spaces, `-`, `_` and `.` is written `%XX`, so no two titles share a file.
---@param app App The scenario's app.
---@param name? string The golden's name; default the scenario's title (a second unnamed golden in one scenario is `Title#2`).
---@return nil
function expect_golden(app, name) end

---Starts an expectation on `value`: `expect(v):toBe(x)` and the other matchers of Expectation.
---A failed matcher raises an error at the calling line; it fails the scenario even if caught with pcall.
---@param value any The value under test.
---@return Expectation
function expect(value) end

---Calls `fn()` and passes when it raises an error whose message contains `text` (plain text, not a pattern).
---Fails when no error is raised or the message does not contain `text`; returns the error message.
---@param fn fun() The code expected to raise.
---@param text? string Text the message must contain; any error passes when omitted.
---@return string message The error's message (a non-string error is described).
function expect_error(fn, text) end

---Loads a Lua helper module of the suite, once per scenario: `require("helpers.nav")` runs `helpers/nav.lua` in the scenario file's folder.
---Names may hold only letters, digits, `_` and `-`, with dots between folders; nothing outside that folder can be loaded.
---@param name string The module name, dots for folders.
---@return any module What the module returned (true when it returned nothing).
function require(name) end

---The `rowHeight` (or `heightForRow` answer) that makes table rows size themselves to their cells (UITableView.automaticDimension, rule P2).
---@type number
automaticDimension = -1

---The `app` a scenario function receives: the key window, the virtual clock, the run loop, the trace and the counters.
---It cannot be made by a script.
---@class App
---@field window Window The key window, 375 x 667 pt; set its `rootViewController` to put a controller on screen.
---@field time number The virtual clock in seconds; it moves only with `advance` and `settle`.
---@field trace Trace|string[] Every event recorded so far, as strings; `app.trace:explain(i)` says why event i happened.
---@field stats AppStats Counters of the work the engine did (layout passes, cells created, ...).
---@field random Random The scenario's seeded random generator (rule R2).
---@field firstResponder View|nil The view that is first responder, or nil.
---@field areAnimationsEnabled boolean Whether changes in animations blocks animate (UIKit's `UIView.setAnimationsEnabled`, default true); false makes them at once (rule W11).
---@field keyboardVisible boolean True while a text field is first responder.
---@field isIgnoringInteractionEvents boolean True while `beginIgnoringInteractionEvents` calls outnumber the ends (rule N3).
---@field runningAnimations integer How many animations have not completed yet.
---@field windowSize Size The window's size in points, 375 x 667 until `setSize` or `rotate` changes it (read-only, rule E1).
---@field orientation "portrait"|"landscape" Portrait when the window is at least as tall as wide (read-only, rule E1).
---@field traitCollection TraitCollection The window's traits: the size classes of its size, then the user's (read-only, rule E2).
---@field applicationState "active"|"inactive"|"background" UIKit's `UIApplication.State` (read-only, rule B1); a new app is active.
---@field notificationCenter NotificationCenter The app's notification center (rule B3).
---@field delegate ApplicationDelegate|nil The app delegate: told of memory warnings (rule B2) and, without a scene delegate, of the lifecycle (rule B1).
---@field sceneDelegate SceneDelegate|nil The scene delegate: with one, it is told of the lifecycle instead of the app delegate (rule B1).
---@field transactionAnimationDuration number `CATransaction.animationDuration()`: the duration of layer animations without one, 0.25 s unless the current transaction sets it (read-only, rule H8).
---@field transactionDisablesActions boolean `CATransaction.disableActions()`: whether the current transaction turns implicit layer animations off (read-only, rule H8).
---@field supportedInterfaceOrientations string|string[] The orientations the app supports (its Info.plist list, rule E6): a mask's name ("portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "allButUpsideDown", "all") or a list of them; "allButUpsideDown" until set. Reads back as a name. Setting it turns the window at once when its orientation is no longer allowed.
App = {}

---Drains the run loop at the current time: main-queue blocks, layout, deferred appearance ends (rule R1).
---The clock does not move; a drain of more than 10,000 turns is an error.
---@return nil
function App:run() end

---Moves the virtual clock forward, firing timers and animation ends in time order and draining the run loop after each.
---@param seconds number How far to move, finite and not below 0.
---@return nil
function App:advance(seconds) end

---Advances the clock until no timer or animation is pending.
---Gives up with an error after 100,000 timers (an endless chain).
---@return nil
function App:settle() end

---Queues `fn` on the main queue, like `DispatchQueue.main.async`; it runs on the next run-loop turn (`run`, `advance` or `settle`).
---@param fn fun() The block to run.
---@return nil
function App:async(fn) end

---Runs `fn` after `seconds` of virtual time, when `advance` or `settle` reaches it.
---@param seconds number The delay, finite and not below 0.
---@param fn fun() The block to run.
---@return integer id The timer's id.
function App:after(seconds, fn) end

---`UIView.animate` (rule N1): `animations` runs at once and sets final values; `completion(true)` runs when the clock reaches `delay + duration`.
---With both 0 the completion runs on the next run-loop turn, never at once; `view:presentationFrame()` shows the frames in between.
---@param options AnimateOptions `duration`, `delay`, `options`, `animations`, `completion`.
---@return nil
function App:animate(options) end

---Starts a new trace window: `expect_trace` and `expect_golden` look only at events after the latest mark.
---@return nil
function App:mark() end

---Delivers a tap to `view` and, if delivered, calls its `onTap(view)` field; a tap on a text field also focuses it.
---The tap is dropped (false) while interaction is ignored, or when the view is off the window, hidden or has interaction disabled up its chain (rule N3).
---Given a point `{x=, y=}` of the window instead, a finger comes down and lifts there (rules G1, G2): the view `window:hitTest` finds gets `touchesBegan` and `touchesEnded`
---(after its gesture recognizers saw them, rules G4, G5; `taps = n` in the table makes n taps in a row, rule G8),
---then its `onTap` field is called as above; the result is that view, or nil when the touch was dropped (traced `app touchDropped(x,y)`).
---@param view View|Point The view tapped, or a point of the window.
---@return boolean|View|nil delivered Whether the tap was delivered; for a point, the hit view or nil.
function App:tap(view) end

---A finger moved from `from` to `to` (window coordinates) in `steps` equal moves over `duration` seconds of the virtual clock (rules G1, G2).
---The hit view at `from` gets `touchesBegan`, `touchesMoved` after each step's share of the time (timers and animations run meanwhile), then `touchesEnded`.
---A pan on a scroll view or its content, a presented sheet or a scroll-style page view controller drags it instead (rules G13, Q5-Q9, G14).
---@param options PanOptions `from`, `to`, `duration`, `steps`, `hold`.
---@return View|nil hit The view the touch went to, or nil when it was dropped.
function App:pan(options) end

---A pan that starts on an edge of the screen and moves `distance` points inward, as `app:pan` (rules G1, G2).
---@param options EdgePanOptions `edge`, `at`, `distance`, `duration`, `steps`.
---@return View|nil hit The view the touch went to, or nil when it was dropped.
function App:edgePan(options) end

---A finger held still at `at` for `duration` seconds of the virtual clock, then lifted (rules G1, G2).
---@param options LongPressOptions `at`, `duration`.
---@return View|nil hit The view the touch went to, or nil when it was dropped.
function App:longPress(options) end

---Two fingers on a horizontal line through `at`, `from` points apart, moving apart or together symmetrically until `to` points apart, then lifting (rule G8: what a `PinchGestureRecognizer` recognizes).
---Each finger goes to the view hit testing finds for it (rule G1); a sequence with a dropped finger is dropped.
---@param options PinchOptions `at`, `from`, `to`, `duration`, `steps`.
---@return View[]|nil hits The views the two fingers went to, or nil when dropped.
function App:pinch(options) end

---Two fingers `distance` points apart on a line through `at` that turns from `from` to `to` radians (0 along x, clockwise on screen positive), then lifting (rule G17: what a `RotationGestureRecognizer` recognizes).
---Each finger goes to the view hit testing finds for it (rule G1); a sequence with a dropped finger is dropped.
---@param options RotateOptions `at`, `distance`, `from`, `to`, `duration`, `steps`.
---@return View[]|nil hits The views the two fingers went to, or nil when dropped.
function App:rotateFingers(options) end

---Runs the end-of-scenario lint now and returns the lines it recorded (C3, A3, U3); a line recorded here is not recorded again when the scenario ends.
---@return string[] lines The lint lines, as the trace prints them.
function App:lint() end

---Starts ignoring interaction events (a nested counter): taps are dropped until the matching end (rule N3).
---@return nil
function App:beginIgnoringInteractionEvents() end

---Ends one `beginIgnoringInteractionEvents`; an end without a begin records an `app warning:` event (rule N3).
---@return nil
function App:endIgnoringInteractionEvents() end

---The user leaves the app (home button, app switcher, rule B1): it resigns active, then enters the background; no appearance callbacks.
---From the background it does nothing.
---@return nil
function App:enterBackground() end

---The user comes back (rule B1): the app enters the foreground, then becomes active.
---@return nil
function App:enterForeground() end

---An interruption that leaves the app on screen (a call, Control Center, rule B1): active to inactive.
---@return nil
function App:resignActive() end

---The interruption ends (rule B1): inactive to active; does nothing from the background or when active.
---@return nil
function App:becomeActive() end

---The simulator's Simulate Memory Warning (rule B2): the app delegate's `applicationDidReceiveMemoryWarning`, then the notification, which every controller hears as `didReceiveMemoryWarning`, in the order they were made.
---@return nil
function App:simulateMemoryWarning() end

---Resizes the window (rule E1): the root controller gets `willTransitionToTraitCollection` when the size classes change and `viewWillTransitionToSize`, forwarded down by the base implementations; then the views resize, traits change, the window is laid out.
---The transition's completions run after 0.4 s of virtual time when `animated`, else on the next run-loop turn.
---@param size WindowSize `{width=, height=, animated=}`: the new size in points, both above 0.
---@return nil
function App:setSize(size) end

---Rotates the device (rules E1, E6): the window's width and height swap, as an animated size transition of 0.4 s; nothing happens when it is already in that orientation.
---The window follows only when the controller that decides (the root, or the topmost "fullScreen"/"overFullScreen" presented controller) answers `shouldAutorotate` true and supports the orientation, as the app does (`app.supportedInterfaceOrientations`); otherwise nothing happens, and the window turns later when the decider supports the way the device is held.
---@param orientation "portrait"|"landscape" The new orientation.
---@return boolean rotated False when the window did not follow the device.
---@return string|nil reason Why it did not, e.g. "landscape is not supported (Root supports portrait, the app allButUpsideDown)".
function App:rotate(orientation) end

---Sets the user's traits (rule E2): dark mode, the text size and the language's direction (`layoutDirection`, rule Y16). Every controller whose traits change gets `traitCollectionDidChange`, parents before children; no size transition, no coordinator.
---Size classes follow the window's size and cannot be set here.
---@param traits TraitCollection `userInterfaceStyle`, `preferredContentSizeCategory` and/or `layoutDirection`.
---@return nil
function App:setTraits(traits) end

---Makes a Lua subclass of App; of no use in practice, since an App cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return App
function App:subclass(name, methods) end

---A UIView: a rectangle in a hierarchy of views. `View{name=, frame=}` makes one; any other key is assigned as a field after construction.
---@class View
---@overload fun(properties?: ViewProperties): View
---@field name string The name the trace prints (read-only); default the class name, `Name#2` for a second one.
---@field frame Rect `{x=, y=, width=, height=}` in the superview; assigning notifies `frame` observers and marks the view for layout if its size changed.
---@field bounds Rect `{x=0, y=0, width=, height=}` (read-only).
---@field hidden boolean Whether the view is hidden; assigning notifies `hidden` observers, and hidden views drop taps.
---@field userInteractionEnabled boolean Whether taps reach the view and its subviews (default true).
---@field semanticContentAttribute "unspecified"|"playback"|"spatial"|"forceLeftToRight"|"forceRightToLeft" What the view shows, which decides whether it flips under a right-to-left language (default "unspecified"); assigning lays the constraints out again (rules Y15, Y16).
---@field effectiveUserInterfaceLayoutDirection "leftToRight"|"rightToLeft" The direction the view lays out in: its `semanticContentAttribute` against its nearest forced superview's, or the window's `layoutDirection` trait (read-only, rule Y16).
---@field alpha number The view's opacity (default 1); hit testing skips a view below 0.01 (rule G1).
---@field superview View|nil The view that contains this one, or nil (read-only).
---@field subviews View[] The subviews, back to front (read-only).
---@field window Window|nil The window the view is in, or nil when off screen (read-only).
---@field viewController ViewController|nil The controller whose view this is, or nil (read-only).
---@field safeAreaInsets EdgeInsets What the status bar, the home indicator and controllers' additional insets cover of the view; zero off the window (read-only, rule E3).
---@field onTap? fun(view: View) An ordinary field: called with the view when `app:tap` delivers a tap to it.
---@field heightConstraint LayoutConstraint|nil The height constraint `constrainHeight` made, if any (read-only, rule Y1).
---@field translatesAutoresizingMaskIntoConstraints boolean Whether the layout engine pins the view to its frame (default true; false to place it by constraints; a stack's arranged views get false) (rule Y4).
---@field autoresizingMask string[] How the view follows its superview's size changes: any of `"flexibleLeftMargin"`, `"flexibleWidth"`, `"flexibleRightMargin"`, `"flexibleTopMargin"`, `"flexibleHeight"`, `"flexibleBottomMargin"` (default none; ignored when placed by constraints) (rule Y4).
---@field intrinsicContentSize Size The size the content needs, -1 on an axis without one (a label measures its text, rule Y6); assign a size to give a script's view one (`{width = -1, height = 30}`), nil to give it back its own.
---@field constraints LayoutConstraint[] The active constraints the view holds: those whose items' nearest common ancestor is the view, in activation order (read-only, rule Y12).
---@field safeAreaLayoutGuide LayoutGuide The guide the engine keeps at the view's safe area (read-only, rule Y7).
---@field layoutMarginsGuide LayoutGuide The guide the engine keeps at the view's margins, inside its safe area (read-only, rule Y7).
---@field layoutGuides LayoutGuide[] The guides added with `addLayoutGuide` (read-only).
---@field layoutMargins EdgeInsets The spacing around the content: 8 on each side, 16 at the sides (20 from 414 pt wide) and 0 above and below for a controller's root view, unless set (rule Y7).
---@field directionalLayoutMargins DirectionalEdgeInsets `layoutMargins` by leading and trailing edge (left and right; right and left under right to left, rule Y15).
---@field insetsLayoutMarginsFromSafeArea boolean Whether the margins guide lies inside the safe area (default true).
---@field hasAmbiguousLayout boolean Whether the view's constraints leave part of its frame undetermined; false for a view not placed by constraints (read-only, rule Y5).
---@field leftAnchor LayoutXAxisAnchor The left edge (read-only, rule Y3).
---@field rightAnchor LayoutXAxisAnchor The right edge (read-only).
---@field leadingAnchor LayoutXAxisAnchor The leading edge: the left, or the right under right to left (rule Y15) (read-only).
---@field trailingAnchor LayoutXAxisAnchor The trailing edge: the right, or the left under right to left (rule Y15) (read-only).
---@field centerXAnchor LayoutXAxisAnchor The horizontal centre (read-only).
---@field topAnchor LayoutYAxisAnchor The top edge (read-only).
---@field bottomAnchor LayoutYAxisAnchor The bottom edge (read-only).
---@field centerYAnchor LayoutYAxisAnchor The vertical centre (read-only).
---@field firstBaselineAnchor LayoutYAxisAnchor The first baseline, approximated: a label's first line's bottom, else the bottom edge (read-only).
---@field lastBaselineAnchor LayoutYAxisAnchor The last baseline, approximated by the bottom edge (read-only).
---@field widthAnchor LayoutDimension The width (read-only).
---@field heightAnchor LayoutDimension The height (read-only).
---@field gestureRecognizers GestureRecognizer[] The gesture recognizers attached, in order of addition (read-only; rule G4).
---@field transform Transform The affine transform (rule H4), the identity by default; animatable; the frame the engine reports ignores it.
---@field backgroundColor Color|nil The background colour (rule H4), nil by default; animatable from and to a colour.
---@field layer Layer The view's layer (rule H7): its frame, bounds, position, opacity, background colour and transform's affine part are the view's (read-only).
View = {}

---Adds `view` as the frontmost subview, moving it from its old superview (rules L1, C4, C5, A5).
---Entering the window starts appearance; a controller's view under another controller's view needs containment, or UIKit's hierarchy exception is raised.
---@param view View The view to add.
---@return nil
function View:addSubview(view) end

---Removes the view from its superview; controllers whose views leave the window disappear, and a first responder leaving the window resigns (rules A5, F2).
---@return nil
function View:removeFromSuperview() end

---Inserts `view` among the subviews at a 0-based `index` (clamped to them), as UIKit's `insertSubview(_:at:)`; otherwise as `addSubview` (rule W6). A subview already here only moves among its siblings.
---@param view View The view to insert.
---@param index integer Its place among the subviews, 0-based, back to front.
---@return nil
function View:insertSubview(view, index) end

---Inserts `view` just above `sibling`, as UIKit's `insertSubview(_:aboveSubview:)`; frontmost when `sibling` is not a subview (rule W6).
---@param view View The view to insert.
---@param sibling View The subview it goes above.
---@return nil
function View:insertSubviewAbove(view, sibling) end

---Inserts `view` just below `sibling`, as UIKit's `insertSubview(_:belowSubview:)`; frontmost when `sibling` is not a subview (rule W6).
---@param view View The view to insert.
---@param sibling View The subview it goes below.
---@return nil
function View:insertSubviewBelow(view, sibling) end

---Moves a subview to the front, where hit testing looks first (rules W6, G1); anything else does nothing.
---@param view View The subview.
---@return nil
function View:bringSubviewToFront(view) end

---Moves a subview to the back (rule W6); anything else does nothing.
---@param view View The subview.
---@return nil
function View:sendSubviewToBack(view) end

---Swaps the subviews at two 0-based indices, as UIKit's `exchangeSubview(at:withSubviewAt:)`; indices outside the subviews do nothing (rule W6).
---@param index1 integer One subview's index, 0-based.
---@param index2 integer The other's.
---@return nil
function View:exchangeSubview(index1, index2) end

---Marks the view for layout on the next run-loop turn (rule L1).
---@return nil
function View:setNeedsLayout() end

---Lays out, at once, the marked views at or below this one, parents first; does nothing when none is marked (rule L1).
---@return nil
function View:layoutIfNeeded() end

---Where the view is drawn now: its frame, or its place in a running animation (rule N1).
---@return Rect frame
function View:presentationFrame() end

---The value of an animatable property on screen now (rule H4): the model value, or where a running animation or property animator has it.
---@param key "frame"|"alpha"|"transform"|"backgroundColor" The property.
---@return Rect|number|Transform|Color|nil value The frame, the alpha, the transform or the colour (nil without one).
function View:presentationValue(key) end

---Ends the view's running animations; their completions get `false` on the next run-loop turn (rule N1).
---@return nil
function View:removeAllAnimations() end

---UIKit's `addGestureRecognizer(_:)` (rule G4): attaches `recognizer`, which then sees the touches of this view and its subviews before the hit view does; it leaves the view it was on.
---@param recognizer GestureRecognizer The recognizer.
---@return nil
function View:addGestureRecognizer(recognizer) end

---UIKit's `removeGestureRecognizer(_:)` (rule G4): detaches `recognizer`; one under way is cancelled (continuous) or fails.
---@param recognizer GestureRecognizer The recognizer.
---@return nil
function View:removeGestureRecognizer(recognizer) end

---UIKit's `hitTest(_:with:)` (rule G1): the farthest descendant containing `point` (in the view's coordinates), asked front to back, or nil.
---Hidden views, views with `userInteractionEnabled` false or `alpha` below 0.01, and points outside `pointInside` are skipped with their subviews.
---@param point Point A point in the view's coordinates; `window:hitTest(point)` takes window coordinates.
---@return View|nil hit The view a touch there goes to.
function View:hitTest(point) end

---UIKit's `point(inside:with:)` (rule G1): whether `point`, in the view's coordinates, lies inside its bounds.
---@param point Point A point in the view's coordinates.
---@return boolean inside Whether the point is inside.
function View:pointInside(point) end

---Key-value observing (rule K1): calls `fn(view, key)` after every assignment of `"frame"` or `"hidden"`, or of a scroll view's `"contentOffset"` (after its `scrollViewDidScroll`, rule O12), and when `"safeAreaInsets"` change (at the view's next layout, rule W15).
---Any other key raises UIKit's `NSUnknownKeyException`.
---@param key string `"frame"`, `"hidden"`, `"safeAreaInsets"`, or a scroll view's `"contentOffset"`.
---@param fn fun(view: View, key: string) The observer.
---@return integer id The observation's id.
function View:observe(key, fn) end

---Makes a Lua subclass of View (or of the class it is called on); `methods` adds methods and fields shared by its instances.
---`Sub{...}` then makes instances with the nearest Swift class's constructor.
---@param name string The subclass's name, used as the default trace name of its instances.
---@param methods? table Methods and fields of the subclass.
---@return View
function View:subclass(name, methods) end

---The key window (`app.window`), a view with a root view controller. It cannot be made by a script.
---@class Window: View
---@field rootViewController ViewController|nil Assigning loads the controller's view, sizes it to the window and adds it, so it appears (rules L3, A5); the old root's view is removed.
Window = {}

---A UITextField: a view that can hold focus and bring up the keyboard (rules F1, F2). `TextField{name=, frame=}` makes one.
---@class TextField: View
---@overload fun(properties?: TextFieldProperties): TextField
---@field isFirstResponder boolean Whether the field has focus (read-only).
TextField = {}

---Takes focus: the old first responder resigns, and a keyboard that was down shows (`keyboardWillShow` now, `keyboardDidShow` 0.25 s later).
---Fails, changing nothing, when the field is not in a window (rule F1), unless its view is on its way in (asked in `viewWillAppear`, rule W1): then it answers true and takes focus once there.
---@return boolean success Whether the field is first responder afterwards.
function TextField:becomeFirstResponder() end

---Gives up focus; on the first responder this records `resignFirstResponder` and hides the keyboard, on any other field it does nothing (rule F2).
---@return boolean success Always true for a text field.
function TextField:resignFirstResponder() end

---A UITableViewCell whose labels stack vertically and size it (rules P1-P3). `TableViewCell{reuseIdentifier=, labels={...}}` makes a prototype.
---Static rows' cells (`controller:cell(id)`) and dequeued copies are TableViewCells too.
---@class TableViewCell: View
---@overload fun(properties?: TableViewCellProperties): TableViewCell
---@field reuseIdentifier string|nil The identifier it is registered and dequeued under, or nil (read-only).
---@field labels Label[] The cell's labels, top to bottom (read-only).
---@field rowID string|nil The id of the static row the cell belongs to, or nil (read-only).
---@field contentView View The view that holds the cell's content, filling it: add a hosted controller's view here (read-only, made when first read; rule U2).
---@field indexPath IndexPath|nil The row the cell shows now, or nil while it waits for reuse (read-only, rule U1).
---@field hostedControllers ViewController[] The controllers whose views are in the content view, back to front (read-only, rule U3).
TableViewCell = {}

---Called as the cell leaves its reuse queue, before `dequeueReusableCell` returns it (rule U1); the base does nothing.
---Override it in a Lua subclass (a prototype made from the subclass gives copies of that class); only an override is traced.
---@return nil
function TableViewCell:prepareForReuse() end

---The height the cell needs at a width: its labels' heights plus margins (12 pt top and bottom, 8 pt between labels; rule P3).
---@param width? number The width in points; default the cell's current width.
---@return number height
function TableViewCell:fittingHeight(width) end

---A UIControl (rules G10, G11): a view that tracks a finger and sends its targets' actions and its handlers for the events that produces.
---`Control{name=, frame=}` makes one; `Button` and `Switch` are controls.
---@class Control: View
---@overload fun(properties?: ControlProperties): Control
---@field isEnabled boolean Whether it takes touches (default true); a disabled control is passed over by hit testing (rule G11).
---@field isSelected boolean Whether it is selected (default false).
---@field isHighlighted boolean Whether it is highlighted: set while a tracked finger is within the tracking area (rule G11).
---@field isTracking boolean Whether a touch is being tracked (read-only).
---@field isTouchInside boolean Whether the tracked touch is within the tracking area, the bounds and 70 points around (read-only).
---@field state string "normal", or the states joined by "|": "highlighted", "disabled", "selected" (read-only).
---@field allControlEvents string[] Every event some target or handler listens to, in UIKit's bit order (read-only).
Control = {}

---Adds a target-action pair (UIKit's `addTarget(_:action:for:)`, rule G10): `target:action(sender)` runs for each of the events; a nil target goes up the responder chain from the control.
---A target without the method is UIKit's uncaught `unrecognized selector sent to instance` (rule V3). The same pair again adds its events.
---@param target table|ViewController|View|nil The target, or nil for the responder chain.
---@param action string The method's name.
---@param events ControlEvent|ControlEvent[] An event or a list of them.
---@return nil
function Control:addTarget(target, action, events) end

---Takes `events` away from the pairs of `target` (every target when nil) with `action` (every action when nil); a pair left with none is removed (rule G10).
---@param target table|ViewController|View|nil The target, or nil for all.
---@param action string|nil The action, or nil for all.
---@param events ControlEvent|ControlEvent[] The events.
---@return nil
function Control:removeTarget(target, action, events) end

---Adds an action handler (UIKit's `addAction(_:for:)` with a `UIAction`, rule G10): `handler(action, sender)` runs for each of the events; a handler with the same identifier replaces the old one.
---@param action ControlAction `identifier`, `title`, `handler`.
---@param events ControlEvent|ControlEvent[] An event or a list of them.
---@return nil
function Control:addAction(action, events) end

---Takes `events` away from the handler `identifier` (rule G10).
---@param identifier string The handler's identifier.
---@param events ControlEvent|ControlEvent[] The events.
---@return nil
function Control:removeAction(identifier, events) end

---Sends every target and handler listening to one of `events` its message, in the order they were added, each traced (UIKit's `sendActions(for:)`, rule G10).
---@param events ControlEvent|ControlEvent[] The events.
---@return nil
function Control:sendActions(events) end

---The actions `target` (nil: the pairs with a nil target) has for any of `events` (UIKit's `actions(forTarget:forControlEvent:)`).
---@param target table|ViewController|View|nil The target.
---@param events ControlEvent|ControlEvent[] The events.
---@return string[]|nil actions The actions' names, or nil for none.
function Control:actions(target, events) end

---A UIButton (rule G12): a control with a title per state whose tap sends `touchUpInside` and `primaryActionTriggered`.
---`Button{name=, frame=, title=}` makes one.
---@class Button: Control
---@overload fun(properties?: ButtonProperties): Button
---@field currentTitle string|nil The title of the current state (read-only).
Button = {}

---Sets the title of `state` (nil removes it).
---@param title string|nil The title.
---@param state? ControlState The state (default "normal").
---@return nil
function Button:setTitle(title, state) end

---The title of `state`, else the normal state's.
---@param state? ControlState The state (default "normal").
---@return string|nil title
function Button:title(state) end

---A UISwitch (rule G12): a tap turns it and sends `valueChanged`; setting it from code sends nothing.
---`Switch{name=, frame=, isOn=}` makes one (51 x 31 points by default).
---@class Switch: Control
---@overload fun(properties?: SwitchProperties): Switch
---@field isOn boolean Whether it is on; assigning sends no action.
Switch = {}

---Turns the switch on or off without sending an action (UIKit's `setOn(_:animated:)`).
---@param on boolean On or off.
---@param animated? boolean Recorded only (default false).
---@return nil
function Switch:setOn(on, animated) end

---A UITabBar (rules I1, I2): items sharing its width, one selected; a tab bar controller's `tabBar` shows its tabs' items. A tap on the bar (`app:tap`) taps the item under the finger. Its first subviews are its private `UITabBarButton` views, one per item in order, sharing its width below its 1-point top line (rule I5).
---`TabBar{name=, frame=}` makes one of the app's own.
---@class TabBar: View
---@overload fun(properties?: TabBarProperties): TabBar
---@field items TabBarItem[] The items, left to right; assigning them to a tab bar controller's bar raises `NSInternalInconsistencyException` (rule I1).
---@field selectedItem TabBarItem|nil The selected item; assigning raises on a tab bar controller's bar, as `items` does.
TabBar = {}

---The user taps the item at `index`, 0-based (rule I2): a disabled item does nothing; a tab bar controller's item selects its tab as `tapTab` does (rule S15); an item of the app's own bar becomes the selected item.
---An index out of range raises `NSRangeException`.
---@param index integer The item, 0-based.
---@return boolean selected Whether the item was selected.
function TabBar:tapItem(index) end

---A UITabBarItem (rule I1): the title, tag, badge and enabled flag a tab bar shows for one tab. `TabBarItem{title=, tag=}` makes one; a controller's `tabBarItem` is its own.
---@class TabBarItem
---@overload fun(properties?: TabBarItemProperties): TabBarItem
---@field title string|nil The title (default nil).
---@field tag integer The tag (default 0).
---@field badgeValue string|nil The badge's text, or nil for none.
---@field isEnabled boolean Whether a tap on it does anything (default true, rule I2).
TabBarItem = {}

---Makes a Lua subclass of TabBarItem (rarely useful).
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return TabBarItem
function TabBarItem:subclass(name, methods) end

---A UISlider (rule G16): a finger that comes down on the thumb drags it along the track and the value follows, sending `valueChanged` with each change (or once at the lift when not continuous); setting the value from code sends nothing.
---`Slider{name=, frame=, minimumValue=, maximumValue=, value=}` makes one (100 x 31 points by default).
---@class Slider: Control
---@overload fun(properties?: SliderProperties): Slider
---@field value number The value, kept within the range; assigning sends no action.
---@field minimumValue number The value at the left end (default 0); a value below it rises to it.
---@field maximumValue number The value at the right end (default 1); a value above it falls to it.
---@field isContinuous boolean Whether a drag sends `valueChanged` with each change (default true) or once at the lift.
Slider = {}

---Sets the value (kept within the range) without sending an action (UIKit's `setValue(_:animated:)`).
---@param value number The value.
---@param animated? boolean Recorded only (default false).
---@return nil
function Slider:setValue(value, animated) end

---A UISegmentedControl (rule G12): segments of equal width; a tap on a segment selects it and sends `valueChanged`; setting the selection from code sends nothing.
---`SegmentedControl{name=, frame=, items={...}}` makes one.
---@class SegmentedControl: Control
---@overload fun(properties?: SegmentedControlProperties): SegmentedControl
---@field selectedSegmentIndex integer The selected segment, 0-based, or -1 for none (the default); assigning sends no action.
---@field isMomentary boolean Whether a tapped segment is left unselected after its actions (default false).
---@field numberOfSegments integer The number of segments (read-only).
SegmentedControl = {}

---The title of a segment, or nil.
---@param index integer The segment, 0-based.
---@return string|nil title
function SegmentedControl:titleForSegment(index) end

---Inserts a segment (UIKit's `insertSegment(withTitle:at:animated:)`).
---@param title string Its title.
---@param index integer Where, 0-based (kept within the segments).
---@return nil
function SegmentedControl:insertSegment(title, index) end

---Removes a segment; the selection is cleared when it was that one.
---@param index integer The segment, 0-based.
---@return nil
function SegmentedControl:removeSegment(index) end

---A UILabel with a documented font model (rule P3): 17 pt text is 9 pt a character and 20 pt a line.
---`Label{text=, font=, numberOfLines=}` makes one, usually for a TableViewCell's `labels`.
---@class Label: View
---@overload fun(properties?: LabelProperties): Label
---@field text string The label's text (default "").
---@field font number The font size in points, above 0 (default 17).
---@field numberOfLines integer The most lines shown, 0 for no limit (default 1, as in UIKit).
---@field preferredMaxLayoutWidth number The width a wrapping label is measured at for its intrinsic size; 0 (the default) measures it at its current width (rule Y6).
Label = {}

---The height the text takes at a width: wrapped lines (at most `numberOfLines`) times the line height; 0 for empty text.
---@param width number The width in points.
---@return number height
function Label:fittingHeight(width) end

---Constrains the view's height to `constant`, deactivating the height constraint made here before (rule Y1): `heightAnchor:constraint{equalToConstant = constant}`, activated.
---@param constant number The height in points, not below 0.
---@return LayoutConstraint constraint Active; its `constant` can change later, which re-solves the layout.
function View:constrainHeight(constant) end

---Tells the layout engine the view's intrinsic size changed: it solves again before the next layout (rule Y6).
---@return nil
function View:invalidateIntrinsicContentSize() end

---How strongly the view refuses to grow past its intrinsic size (default 250, labels included) (rule Y6).
---@param axis string `"horizontal"` or `"vertical"`.
---@return number priority
function View:contentHuggingPriority(axis) end

---Sets how strongly the view refuses to grow past its intrinsic size (rule Y6).
---@param priority number 1 to 1000.
---@param axis string `"horizontal"` or `"vertical"`.
---@return nil
function View:setContentHuggingPriority(priority, axis) end

---How strongly the view refuses to shrink below its intrinsic size (default 750) (rule Y6).
---@param axis string `"horizontal"` or `"vertical"`.
---@return number priority
function View:contentCompressionResistancePriority(axis) end

---Sets how strongly the view refuses to shrink below its intrinsic size (rule Y6).
---@param priority number 1 to 1000.
---@param axis string `"horizontal"` or `"vertical"`.
---@return nil
function View:setContentCompressionResistancePriority(priority, axis) end

---The size the view's constraints give it when its width and height are pulled towards `size` at the two priorities (default 50, fittingSizeLevel: the constraints win), without the autoresizing constraints that pin the view itself; `{width = 0, height = 0}` asks for the compressed size (rule Y8). The frame does not change.
---@param size Size The target size.
---@param horizontalPriority? number The width's pull, 1 to 1000 (default 50).
---@param verticalPriority? number The height's pull, 1 to 1000 (default 50).
---@return Size size
function View:systemLayoutSizeFitting(size, horizontalPriority, verticalPriority) end

---For a view with an ambiguous layout: records a lint naming the undetermined parts of its frame and moves it to another frame its constraints allow (rule Y5); `--strict` then fails the scenario.
---@return nil
function View:exerciseAmbiguityInLayout() end

---Adds a layout guide to the view, taking it from another view (rule Y7).
---@param guide LayoutGuide The guide.
---@return nil
function View:addLayoutGuide(guide) end

---Removes a layout guide added with `addLayoutGuide`, deactivating the constraints that involve it (rule Y7).
---@param guide LayoutGuide The guide.
---@return nil
function View:removeLayoutGuide(guide) end

---Marks the view for the constraint pass of the next run-loop turn, before layout: a controller's view sends `updateViewConstraints` (rule Y2).
---@return nil
function View:setNeedsUpdateConstraints() end

---Activates a constraint (UIKit's older way; it is held by the nearest common ancestor of its items, rule Y12). An item outside the view gets UIKit's "The view hierarchy is not prepared for the constraint" warning.
---@param constraint LayoutConstraint The constraint.
---@return nil
function View:addConstraint(constraint) end

---Activates each constraint of the list, in order (rule Y12).
---@param constraints LayoutConstraint[] The constraints.
---@return nil
function View:addConstraints(constraints) end

---Deactivates a constraint the view holds; one it does not hold is left as it is (rule Y12).
---@param constraint LayoutConstraint The constraint.
---@return nil
function View:removeConstraint(constraint) end

---Removes each constraint of the list that the view holds (rule Y12).
---@param constraints LayoutConstraint[] The constraints.
---@return nil
function View:removeConstraints(constraints) end

---A constraint (UIKit's NSLayoutConstraint, rule Y3): `firstItem.firstAttribute relation multiplier * secondItem.secondAttribute + constant`.
---Made inactive by an anchor's `constraint{...}` or by `LayoutConstraint{item=, attribute=, relatedBy=, toItem=, toAttribute=, multiplier=, constant=}` (UIKit's long form; `relatedBy` defaults to `"equal"`, `multiplier` to 1, `constant` to 0; other keys such as `priority` and `identifier` are assigned after construction).
---Attributes are `"left"`, `"right"`, `"top"`, `"bottom"`, `"leading"`, `"trailing"`, `"width"`, `"height"`, `"centerX"`, `"centerY"`, `"firstBaseline"`, `"lastBaseline"`, the margin attributes `"leftMargin"`, `"rightMargin"`, `"topMargin"`, `"bottomMargin"`, `"leadingMargin"`, `"trailingMargin"`, `"centerXWithinMargins"`, `"centerYWithinMargins"` (the view's layout margins, rule Y13), and `"notAnAttribute"`.
---@class LayoutConstraint
---@overload fun(properties: LayoutConstraintProperties): LayoutConstraint
---@field firstItem View|LayoutGuide|nil The view or guide whose attribute the constraint sets (read-only).
---@field firstAttribute string Its attribute (read-only).
---@field relation string `"equal"`, `"lessThanOrEqual"` or `"greaterThanOrEqual"` (read-only).
---@field secondItem View|LayoutGuide|nil The view or guide of the second side, or nil for a constant (read-only).
---@field secondAttribute string Its attribute, `"notAnAttribute"` without one (read-only).
---@field multiplier number The factor of the second attribute (read-only).
---@field constant number The added constant; setting it on an active constraint re-solves the layout before the next pass.
---@field priority number 1 to 1000 (required, the default); an active constraint cannot change between required and optional (NSInternalInconsistencyException).
---@field identifier string|nil A name shown in the constraint's description and the engine's warnings.
---@field isActive boolean Whether the layout engine holds it; setting true activates it (NSGenericException when its items have no common ancestor).
LayoutConstraint = {}

---Activates each constraint of the list, in order (rule Y3).
---@param constraints LayoutConstraint[] The constraints.
---@return nil
function LayoutConstraint.activate(constraints) end

---Deactivates each constraint of the list (rule Y3).
---@param constraints LayoutConstraint[] The constraints.
---@return nil
function LayoutConstraint.deactivate(constraints) end

---The inactive constraints a visual format string describes (UIKit's `constraints(withVisualFormat:options:metrics:views:)`, rule Y11), such as `"H:|-[a(>=50@750)]-8-[b(==a)]-|"` or `"V:|[a][b]|"`; a format UIKit cannot parse raises its NSInvalidArgumentException "Unable to parse constraint format".
---@param format string The visual format.
---@param options VisualFormatArguments The views by name, and the metrics and options.
---@return LayoutConstraint[] constraints
function LayoutConstraint.constraintsWithVisualFormat(format, options) end

---Makes a Lua subclass of LayoutConstraint (rarely useful).
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return LayoutConstraint
function LayoutConstraint:subclass(name, methods) end

---One attribute of a view (UIKit's NSLayoutAnchor, rule Y3), from `view.topAnchor` and the other anchor fields; the factory of constraints.
---@class LayoutAnchor
---@field item View|LayoutGuide The view or guide (read-only).
---@field attribute string The attribute (read-only).
LayoutAnchor = {}

---Makes an inactive constraint from this anchor: exactly one of `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo` (another anchor of the same kind, with an optional `constant`, and `multiplier` for sizes) or `equalToConstant`, `greaterThanOrEqualToConstant`, `lessThanOrEqualToConstant` (a number; sizes only).
---@param options LayoutAnchorConstraintOptions The relation, the other anchor or constant, and `constant`/`multiplier`.
---@return LayoutConstraint constraint Inactive: set `isActive = true` or pass it to `LayoutConstraint.activate`.
function LayoutAnchor:constraint(options) end

---Makes a Lua subclass of LayoutAnchor (rarely useful).
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return LayoutAnchor
function LayoutAnchor:subclass(name, methods) end

---A horizontal position anchor: left, right, leading, trailing or centre X (UIKit's NSLayoutXAxisAnchor).
---@class LayoutXAxisAnchor: LayoutAnchor
LayoutXAxisAnchor = {}

---A vertical position anchor: top, bottom, centre Y or a baseline (UIKit's NSLayoutYAxisAnchor).
---@class LayoutYAxisAnchor: LayoutAnchor
LayoutYAxisAnchor = {}

---A size anchor: width or height (UIKit's NSLayoutDimension); relates to another size with a `multiplier`, or to a constant.
---@class LayoutDimension: LayoutAnchor
LayoutDimension = {}

---A rectangle in a view's coordinates that constraints relate without being a view (UIKit's UILayoutGuide, rule Y7). `LayoutGuide{identifier=}` makes one; `view:addLayoutGuide(guide)` puts it in a view.
---@class LayoutGuide
---@overload fun(properties?: LayoutGuideProperties): LayoutGuide
---@field owningView View|nil The view whose coordinates the guide is in (read-only).
---@field identifier string A name for descriptions and warnings.
---@field layoutFrame Rect The guide's rectangle in its owning view, from the last solve (read-only).
---@field leftAnchor LayoutXAxisAnchor The left edge (read-only).
---@field rightAnchor LayoutXAxisAnchor The right edge (read-only).
---@field leadingAnchor LayoutXAxisAnchor The leading edge (the left, or the right under right to left, rule Y15) (read-only).
---@field trailingAnchor LayoutXAxisAnchor The trailing edge (the right, or the left under right to left, rule Y15) (read-only).
---@field centerXAnchor LayoutXAxisAnchor The horizontal centre (read-only).
---@field topAnchor LayoutYAxisAnchor The top edge (read-only).
---@field bottomAnchor LayoutYAxisAnchor The bottom edge (read-only).
---@field centerYAnchor LayoutYAxisAnchor The vertical centre (read-only).
---@field widthAnchor LayoutDimension The width (read-only).
---@field heightAnchor LayoutDimension The height (read-only).
LayoutGuide = {}

---Makes a Lua subclass of LayoutGuide (rarely useful).
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return LayoutGuide
function LayoutGuide:subclass(name, methods) end

---A UIStackView (rules Y1, Y9): it lays its arranged views out in a column or a row through real constraints it keeps in the layout engine (UIKit's `UISV-...` constraints).
---`StackView{name=, frame=, axis=, distribution=, alignment=, spacing=}` makes one (vertical by default). Hidden arranged views collapse and lose their spacing.
---A stack placed by its frame takes its content's length along its axis; in a scroll view, a stack is the content and that length is the `contentSize`.
---@class StackView: View
---@overload fun(properties?: StackViewProperties): StackView
---@field arrangedSubviews View[] The arranged views, in order along the axis (read-only).
---@field axis string `"vertical"` (default) or `"horizontal"`.
---@field distribution string How the views share the axis: `"fill"` (default), `"fillEqually"`, `"fillProportionally"`, `"equalSpacing"` or `"equalCentering"`.
---@field alignment string How the views are placed across the axis: `"fill"` (default), `"leading"` (or `"top"`), `"firstBaseline"`, `"center"`, `"trailing"` (or `"bottom"`) or `"lastBaseline"`.
---@field spacing number|"system" The space between arranged views (default 0); `"system"` is UIKit's `spacingUseSystem`, 8 pt (rule Y9).
---@field isLayoutMarginsRelativeArrangement boolean Whether the views are laid out within the layout margins (default false).
---@field isBaselineRelativeArrangement boolean Stored as UIKit's; Stagehand spaces edges, not baselines (default false).
---@field arrangementConstraints LayoutConstraint[] The constraints the stack keeps for its arrangement, named by UIKit's identifiers (read-only, rule Y9).
---@field fittingHeight number The length along the axis the arranged views need at the stack's current cross size (read-only).
StackView = {}

---Adds a view at the end of the arranged views, and as a subview.
---@param view View The view.
---@return nil
function StackView:addArrangedSubview(view) end

---Puts a view among the arranged views at a 0-based index (UIKit's), and makes it a subview; an index outside 0...count raises NSInvalidArgumentException.
---@param view View The view.
---@param index integer Where, from 0.
---@return nil
function StackView:insertArrangedSubview(view, index) end

---Stops arranging a view; it stays a subview, as in UIKit.
---@param view View The view.
---@return nil
function StackView:removeArrangedSubview(view) end

---Sets the space after one arranged view, in place of `spacing`.
---@param spacing number|"system" The space, in points, or `"system"` (8 pt).
---@param view View The arranged view it follows.
---@return nil
function StackView:setCustomSpacing(spacing, view) end

---The space set after a view by `setCustomSpacing`, or nil (UIKit's `spacingUseDefault`).
---@param view View The arranged view.
---@return number|"system"|nil
function StackView:customSpacing(view) end

---A UIScrollView (rules Q1-Q4): content larger than the view, moved by drags and scrolls on the virtual clock. TableView and CollectionView are scroll views.
---`ScrollView{name=, frame=, contentSize=, delegate=}` makes one; the frame defaults to the screen, 375 x 667.
---@class ScrollView: View
---@overload fun(properties?: ScrollViewProperties): ScrollView
---@field contentOffset Point `{x=, y=}`; assigning scrolls (not clamped), marks the view for layout (rule L4) and, when it changes, tells the delegate `scrollViewDidScroll` (rule Q1).
---@field contentSize Size The content's size; tables and collection views keep it up to date.
---@field contentInset EdgeInsets Extra space around the content (default 0).
---@field adjustedContentInset EdgeInsets `contentInset` plus the top and bottom of the safe area (read-only, rule Q1).
---@field contentLayoutGuide LayoutGuide The content's rectangle, at its origin: constraints that determine its size give `contentSize` (read-only, rule Y10).
---@field frameLayoutGuide LayoutGuide The scroll view's own size, at the content's origin (read-only, rule Y10).
---@field isDragging boolean Whether a drag is moving the content (read-only, rule Q2).
---@field isDecelerating boolean Whether the content still moves after a drag (read-only, rule Q2).
---@field delegate ScrollViewDelegate|CollectionViewDelegate|ViewController|nil Told about scrolling; a table without one tells its controller (rule Q4).
---@field isTracking boolean Whether a finger on the scroll view or its content is followed, from the touch down to the lift (read-only, rule Q5).
---@field isScrollEnabled boolean Whether a finger's pan drags the content (default true, rule Q5); the `panGestureRecognizer`'s `isEnabled` (rule G15).
---@field isPagingEnabled boolean Whether a drag's release settles on a multiple of the bounds' size (default false, rule Q8).
---@field bounces boolean Whether a drag goes past the edges on the rubber band (default true, rule Q6).
---@field alwaysBounceVertical boolean Whether a vertical drag moves content no taller than the view (default false, rule Q6).
---@field alwaysBounceHorizontal boolean Whether a horizontal drag moves content no wider than the view (default false, rule Q6).
---@field decelerationRate number The velocity kept per millisecond after a release: 0.998 (normal, the default) or 0.99 (fast); assign "normal", "fast" or a number between 0 and 1 (rule Q7).
---@field delaysContentTouches boolean Whether the content hears a touch only after 150 ms without a drag (default true, rule G13).
---@field canCancelContentTouches boolean Whether a drag cancels a touch the content already has (default true, rule G13).
---@field isDirectionalLockEnabled boolean Whether a drag that began along one general direction keeps to that axis (default false, rule Q10).
---@field panGestureRecognizer PanGestureRecognizer The pan that drags the content, on the scroll view's own `gestureRecognizers` (read-only, rule G15): `requireToFail`, `state`, `translation` as any pan; its delegate is the scroll view's own and cannot be set.
ScrollView = {}

---The user drags the content to `options.to` (kept within the limits) and lifts the finger at `options.velocity` points per second (rule Q2).
---The delegate hears willBeginDragging, didScroll, willEndDragging, didEndDragging(decelerate); a velocity that moves the content decelerates in 0.1 s steps on the virtual clock, ending with didEndDecelerating.
---@param options DragOptions `to` and `velocity`.
---@return nil
function ScrollView:drag(options) end

---Moves the content to `offset`: at once, or animated over 0.3 s on the virtual clock, ending with `scrollViewDidEndScrollingAnimation` (rule Q3).
---@param offset Point The new offset.
---@param animated? boolean Whether to animate (default false).
---@return nil
function ScrollView:setContentOffset(offset, animated) end

---A UITableView: a TableViewController's view (`controller.tableView`). It cannot be made by a script.
---It asks its controller for sections, rows, heights and cells as it lays out (rules T1-T6, P1-P2); it is a scroll view (rules Q1-Q4).
---@class TableView: ScrollView
---@field visibleRows IndexPath[] The rows shown at the last layout; a row of height 0 counts (read-only, rule T3).
---@field contentHeight number The height of all rows together, as of the last layout (read-only).
---@field rowHeight number The height of rows the controller does not size, default 44, or `automaticDimension` for self-sizing rows (rule P2).
---@field estimatedRowHeight number With self-sizing rows, the height assumed until a row is shown and measured; 0 measures every row (rule P2).
---@field indexPathForSelectedRow IndexPath|nil The selected row, or nil (read-only, rule T10).
TableView = {}

---Inserts whole sections (their indexes after the update), checked against the data source with UIKit's messages (rule T7).
---@param sections integer[] The new sections.
---@return nil
function TableView:insertSections(sections) end

---Deletes whole sections (their indexes before the update), checked against the data source (rule T7).
---@param sections integer[] The sections removed.
---@return nil
function TableView:deleteSections(sections) end

---Reloads whole sections: their rows' cells are asked for again (rule T7).
---@param sections integer[] The sections to reload.
---@return nil
function TableView:reloadSections(sections) end

---Runs `updates` as one batch (`beginUpdates`, `updates`, `endUpdates`): its row and section updates are checked together (rule T7).
---@param updates fun() Makes the updates, after changing the data.
---@param completion? fun(finished: boolean) Runs with true on the next run-loop turn.
---@return nil
function TableView:performBatchUpdates(updates, completion) end

---Selects a row from code, without delegate callbacks; nil deselects (rule T10). A row that does not exist raises UIKit's `NSRangeException`.
---@param indexPath IndexPath|nil The row.
---@param animated? boolean Whether to animate (default false).
---@return nil
function TableView:selectRow(indexPath, animated) end

---Deselects a row from code, without delegate callbacks (rule T10).
---@param indexPath IndexPath The row.
---@param animated? boolean Whether to animate (default false).
---@return nil
function TableView:deselectRow(indexPath, animated) end

---The user taps a row: the old selection's `didDeselectRow`, then `didSelectRow` (rule T10).
---@param indexPath IndexPath The row, which must be visible.
---@return boolean tapped False for a row off screen.
function TableView:tapRow(indexPath) end

---A section header's rectangle in the content (height 0 without `heightForHeader`), or nil for a section that does not exist (rule T9).
---@param section integer The section.
---@return Rect|nil rect
function TableView:rectForHeader(section) end

---A section footer's rectangle in the content (rule T9).
---@param section integer The section.
---@return Rect|nil rect
function TableView:rectForFooter(section) end

---Forgets every row height; the next layout asks for the heights and the visible rows' cells again (rule T3).
---@return nil
function TableView:reloadData() end

---Starts a batch of updates; batches nest (rule T6).
---@return nil
function TableView:beginUpdates() end

---Ends a batch; at the outermost end the visible cells' children begin disappearing, every height is asked again and the next layout shows them again (rule T6).
---@return nil
function TableView:endUpdates() end

---Registers prototype cells under their reuse identifiers (rule P1).
---@param cells TableViewCell[] Cells, each with a `reuseIdentifier`.
---@return nil
function TableView:registerPrototypes(cells) end

---The prototype registered for `identifier`, or nil.
---@param identifier string The reuse identifier.
---@return TableViewCell|nil prototype
function TableView:cellPrototype(identifier) end

---A cell waiting for reuse under `identifier`, else an independent copy of its prototype (rule P1).
---An identifier never registered raises UIKit's `NSInternalInconsistencyException`.
---@param identifier string The reuse identifier.
---@param indexPath IndexPath The row the cell is for.
---@return TableViewCell cell
function TableView:dequeueReusableCell(identifier, indexPath) end

---Inserts rows, checked against the data source with UIKit's messages (rule D2).
---@param indexPaths IndexPath[] The new rows, in the order after the update.
---@return nil
function TableView:insertRows(indexPaths) end

---Deletes rows, checked against the data source with UIKit's messages (rule D2).
---@param indexPaths IndexPath[] The rows removed, in the order before the update.
---@return nil
function TableView:deleteRows(indexPaths) end

---Reloads rows: their heights and cells are asked again (rule D2).
---@param indexPaths IndexPath[] The rows to reload.
---@return nil
function TableView:reloadRows(indexPaths) end

---Moves a row, checked against the data source (rule D2).
---@param from IndexPath Where the row was.
---@param to IndexPath Where it goes.
---@return nil
function TableView:moveRow(from, to) end

---Scrolls so that the row is at `position` of the visible area, within the content's limits (rule Q3); animated, on the virtual clock.
---A row that does not exist raises UIKit's `NSRangeException`.
---@param indexPath IndexPath The row.
---@param position? "none"|"top"|"middle"|"bottom" Where the row goes (default "none": as little as shows it).
---@param animated? boolean Whether to animate (default false).
---@return nil
function TableView:scrollToRow(indexPath, position, animated) end

---The row's rectangle in the table's content, asking the heights first if needed; nil for a row that does not exist.
---@param indexPath IndexPath The row.
---@return Rect|nil rect
function TableView:rectForRow(indexPath) end

---A UICollectionViewCell, from `collectionView:dequeueReusableCell(identifier, indexPath)`. It cannot be made otherwise.
---@class CollectionViewCell: View
---@field reuseIdentifier string The identifier it was dequeued with (read-only).
---@field indexPath IndexPath|nil The item it shows, `{section=, item=, row=}`, or nil (read-only).
---@field contentView View The view that holds the cell's content, filling it: add a hosted controller's view here (read-only, made when first read; rule U2).
---@field hostedControllers ViewController[] The controllers whose views are in the content view, back to front (read-only, rule U3).
CollectionViewCell = {}

---Called as the cell leaves its reuse queue, before `dequeueReusableCell` returns it (rule U1); the base does nothing.
---Override it in a Lua subclass registered with `collectionView:register(identifier, Class)`; only an override is traced.
---@return nil
function CollectionViewCell:prepareForReuse() end

---A UICollectionView with a flow layout of fixed `itemSize` (10 pt gaps, as many columns as fit) and a data source written in Lua (rules D1, D2).
---`CollectionView{name=, frame=, itemSize=, dataSource=, delegate=}` makes one; the frame defaults to the screen, 375 x 667. It is a scroll view (rules Q1-Q4).
---@class CollectionView: ScrollView
---@overload fun(properties: CollectionViewProperties): CollectionView
---@field dataSource CollectionViewDataSource|ViewController|nil Any table or controller with the data-source methods (found through metatables too); assigning reloads.
---@field visibleItems IndexPath[] The items shown at the last layout, in index order (read-only).
CollectionView = {}

---Registers a cell class for a reuse identifier, so that `dequeueReusableCell` can make cells for it.
---@param identifier string The reuse identifier.
---@param cellClass? CollectionViewCell A Lua subclass of CollectionViewCell that new cells of this identifier belong to (default CollectionViewCell).
---@return nil
function CollectionView:register(identifier, cellClass) end

---A cell from the identifier's reuse queue (counted in `app.stats.cellsReused`), else a new one (`cellsCreated`); rule D1.
---An identifier never registered raises UIKit's `NSInternalInconsistencyException`.
---@param identifier string A registered reuse identifier.
---@param indexPath IndexPath The item the cell is for.
---@return CollectionViewCell cell
function CollectionView:dequeueReusableCell(identifier, indexPath) end

---The cell shown for a visible item, or nil.
---@param indexPath IndexPath The item.
---@return CollectionViewCell|nil cell
function CollectionView:cellForItem(indexPath) end

---Forgets the counts and cells; the next layout asks the data source again.
---@return nil
function CollectionView:reloadData() end

---Inserts items, checked against the data source's new counts with UIKit's messages (rule D2).
---@param indexPaths IndexPath[] The new items, in the order after the update.
---@return nil
function CollectionView:insertItems(indexPaths) end

---Deletes items, checked against the data source's new counts with UIKit's messages (rule D2).
---@param indexPaths IndexPath[] The items removed, in the order before the update.
---@return nil
function CollectionView:deleteItems(indexPaths) end

---Reloads items: their cells are asked for again (rule D2).
---@param indexPaths IndexPath[] The items to reload.
---@return nil
function CollectionView:reloadItems(indexPaths) end

---Moves an item, checked against the data source (rule D2).
---@param from IndexPath Where the item was.
---@param to IndexPath Where it goes.
---@return nil
function CollectionView:moveItem(from, to) end

---Runs `updates`, checking the inserts, deletes, reloads and moves it makes together (rule D2).
---`completion(true)` runs on the next run-loop turn, once the updates are shown.
---@param updates fun() Makes the data changes and the matching update calls.
---@param completion? fun(finished: boolean) Runs after the updates are shown.
---@return nil
function CollectionView:performBatchUpdates(updates, completion) end

---`app.random`: the scenario's SplitMix64 generator, seeded by the runner (`--seed N`, default 1; rule R2). It cannot be made by a script.
---@class Random
---@field seed integer The seed in use (read-only).
Random = {}

---A uniform integer from `a` to `b`, both included (the bounds may come in either order).
---@param a integer One bound.
---@param b integer The other bound.
---@return integer
function Random:int(a, b) end

---A uniform number in [0, 1).
---@return number
function Random:float() end

---Makes a Lua subclass of Random; of no use in practice, since a Random cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return Random
function Random:subclass(name, methods) end

---`app.notificationCenter` (Foundation's `NotificationCenter.default`, rule B3): observers by name, called at once, in the order they were added. It cannot be made by a script.
---@class NotificationCenter
NotificationCenter = {}

---Adds `fn` as an observer of `name` (UIKit's raw string, `"UIKeyboardWillShowNotification"`; nil hears every name).
---An observer added while a notification is delivered hears the next one.
---@param name string|nil The notification's name.
---@param fn fun(notification: Notification) Called with each notification.
---@return integer token What `removeObserver` takes.
function NotificationCenter:addObserver(name, fn) end

---Removes the observer of `token`.
---@param token integer What `addObserver` returned.
---@return boolean removed Whether there was one.
function NotificationCenter:removeObserver(token) end

---Posts `name` with `userInfo` (string keys; numbers, booleans, strings, objects or `{x=, y=, width=, height=}` rectangles): recorded as `app post(<name>)`, then delivered.
---@param name string The notification's name.
---@param userInfo? table The user info.
---@return nil
function NotificationCenter:post(name, userInfo) end

---Makes a Lua subclass of NotificationCenter; of no use in practice, since one cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return NotificationCenter
function NotificationCenter:subclass(name, methods) end

---What an observer receives (rule B3): a plain table.
---@class Notification
---@field name string The name, UIKit's raw string.
---@field object App|nil The app for the app's and the scene's notifications; nil for the keyboard's and a script's.
---@field userInfo table The user info; the keyboard's has `UIKeyboardFrameBeginUserInfoKey` and `UIKeyboardFrameEndUserInfoKey` (rectangles), `UIKeyboardAnimationDurationUserInfoKey` (0.25), `UIKeyboardAnimationCurveUserInfoKey` (7) and `UIKeyboardIsLocalUserInfoKey` (true).

---The coordinator of a transition under way (UIViewControllerTransitionCoordinator, rules E4 and X5): a size or trait transition's, or a controller transition's (`vc.transitionCoordinator`). It cannot be made by a script.
---@class TransitionCoordinator
---@field transitionDuration number How long the transition's animation lasts, in seconds (read-only); a custom animator's `transitionDuration`.
---@field isAnimated boolean Whether the transition is animated (read-only).
---@field isCancelled boolean Whether the transition was cancelled: an interaction cancelled, or an animator completed with false; size transitions never are (read-only, rule X4).
---@field isInteractive boolean Whether the user drives the transition now: true until `finish` or `cancel` (read-only, rule X5).
---@field initiallyInteractive boolean Whether the transition began interactive; it never changes (read-only, rule X5).
---@field percentComplete number How far the interaction had brought the transition, 0 to 1 (read-only, rule X5).
---@field containerView View|nil The view a controller transition happens in; nil for a size transition (read-only).
TransitionCoordinator = {}

---The controller on one side of a controller transition (rule X5); nil for a size transition.
---@param key "from"|"to" The side: the controller on screen at the start, or at the end.
---@return ViewController|nil controller The controller.
function TransitionCoordinator:viewController(key) end

---Registers `handler(coordinator)` to run when the interaction ends (rule X5): `finish` or `cancel`, with `isCancelled` telling which, before the appearance callbacks of a cancel. Never called for a transition that is not interactive.
---@param handler fun(context: TransitionCoordinator) What to do when the interaction ends.
---@return nil
function TransitionCoordinator:notifyWhenInteractionChanges(handler) end

---Runs `animation(coordinator)` inside the transition's animation, once the new size and traits are in place (at once if it has started), and `completion(coordinator)` when the transition ends (rule E4); either may be nil.
---@param animation? fun(context: TransitionCoordinator) What to animate along with the transition.
---@param completion? fun(context: TransitionCoordinator) What to do when it ends.
---@return boolean started Always true.
function TransitionCoordinator:animateAlongsideTransition(animation, completion) end

---Makes a Lua subclass of TransitionCoordinator; of no use in practice, since one cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return TransitionCoordinator
function TransitionCoordinator:subclass(name, methods) end

---The context of a controller transition (UIViewControllerContextTransitioning, rules X1-X4): what an animator's `transitionDuration` and `animateTransition`, and an interaction controller's `startInteractiveTransition`, receive. It cannot be made by a script.
---@class TransitionContext
---@field containerView View The view the transition happens in: the window for a presentation, the navigation controller's view, the parent view of a container's children; `to`'s view is already in it (read-only, rule X3).
---@field isAnimated boolean Whether the transition is animated (read-only).
---@field isInteractive boolean Whether the user drives it now (read-only, rule X4).
---@field transitionWasCancelled boolean Whether the transition was cancelled (read-only, rule X4); an animator completes with `not ctx.transitionWasCancelled`.
---@field percentComplete number The interaction's progress, 0 to 1 (read-only, rule X4).
---@field transitionCoordinator TransitionCoordinator The transition's coordinator (read-only, rule X5).
TransitionContext = {}

---The controller on one side of the transition (rule X3): for a presentation, "from" is the presenter and "to" the presented controller; the reverse for a dismissal.
---@param key "from"|"to" The side.
---@return ViewController|nil controller The controller.
function TransitionContext:viewController(key) end

---The view of the controller on one side of the transition, if loaded (rule X3).
---@param key "from"|"to" The side.
---@return View|nil view The view.
function TransitionContext:view(key) end

---Tells the transition the animator is done (rule X3): true completes it, false cancels it. Until it is called the transition stays pending (the end-of-scenario lint says so); a second call is ignored with a warning.
---@param completed boolean Whether the transition completed.
---@return nil
function TransitionContext:completeTransition(completed) end

---Moves an interactive transition to `percent` of its course (rule X4), for an interaction controller written as a table; a `PercentDrivenInteractiveTransition` calls it from `update`.
---@param percent number The progress, 0 to 1 (clamped); NaN and infinities are errors.
---@return nil
function TransitionContext:updateInteractiveTransition(percent) end

---Ends the interaction and lets the transition complete (rule X4).
---@return nil
function TransitionContext:finishInteractiveTransition() end

---Ends the interaction and cancels the transition (rule X4): the appearance transitions turn back and the animations run back to their start.
---@return nil
function TransitionContext:cancelInteractiveTransition() end

---Makes a Lua subclass of TransitionContext; of no use in practice, since one cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return TransitionContext
function TransitionContext:subclass(name, methods) end

---UIKit's UIPercentDrivenInteractiveTransition (rule X4): an interaction controller that runs the animator's `animateTransition` with its animations held, moves them with `update`, and lets them run on (`finish`) or back (`cancel`) on the virtual clock.
---Return one from `interactionControllerForPresentation`, `interactionControllerForDismissal` or `interactionControllerFor`, or pass it as `transition{interactionController=}`.
---@class PercentDrivenInteractiveTransition
---@overload fun(properties?: PercentDrivenInteractiveTransitionProperties): PercentDrivenInteractiveTransition
---@field name string The name its `startInteractiveTransition` is traced under (read-only).
---@field percentComplete number The last value given to `update`, clamped to 0 to 1 (read-only).
---@field duration number The animator's duration for the transition it drives, 0 before it starts (read-only).
---@field isInteractive boolean Whether it is driving a transition now (read-only).
---@field completionSpeed number How fast the rest runs after `finish` or `cancel`: it takes `(1 - percentComplete) * duration / completionSpeed` (default 1, above 0).
PercentDrivenInteractiveTransition = {}

---Moves the transition to `percent` of its course (rule X4): below 0 counts as 0, above 1 as 1; the held animations show that point, and the clock does not end them.
---@param percent number The progress, 0 to 1; NaN and infinities are errors.
---@return nil
function PercentDrivenInteractiveTransition:update(percent) end

---The user completed the gesture (rule X4): the animations run on for the rest of their duration, then the animator completes the transition.
---@return nil
function PercentDrivenInteractiveTransition:finish() end

---The user gave up (rule X4): `transitionWasCancelled` becomes true, the appearance transitions turn back, the animations run back to their start, and the push, pop, presentation or dismissal is undone.
---@return nil
function PercentDrivenInteractiveTransition:cancel() end

---Makes a Lua subclass of PercentDrivenInteractiveTransition.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return PercentDrivenInteractiveTransition
function PercentDrivenInteractiveTransition:subclass(name, methods) end

---A finger during one touch sequence (UIKit's `UITouch`, rules G2, G4), as a gesture recognizer's delegate `shouldReceive` is given it. Scripts cannot make one.
---@class Touch
---@field phase "began"|"moved"|"stationary"|"ended"|"cancelled" Where the touch is in its sequence (read-only).
---@field view View|nil The view it came down in: the hit view (read-only).
---@field tapCount integer The taps of this tap sequence so far, 1 for a single tap (read-only).
---@field timestamp number The virtual time of its last change, in seconds (read-only).
Touch = {}

---Where the touch is, in `view`'s coordinates (the window's without one).
---@param view? View The view whose coordinates to use.
---@return Point location
function Touch:location(view) end

---Where the touch was at its previous report, in `view`'s coordinates (the window's without one).
---@param view? View The view whose coordinates to use.
---@return Point location
function Touch:previousLocation(view) end

---Makes a Lua subclass of Touch; of no use in practice, since one cannot be made by a script.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return Touch
function Touch:subclass(name, methods) end

---UIKit's UIGestureRecognizer (rules G3-G7): attached to a view with `view:addGestureRecognizer(r)`, it sees the touches of the view and its subviews before the hit view does,
---moves through UIKit's state machine (`"possible"`, `"began"`, `"changed"`, `"ended"`, `"cancelled"`, `"failed"`; traced `<name> state(<state>)`), and sends its actions on each change but a failure (traced `<name> action(<action>)`).
---The base class recognizes nothing by itself: a script drives it with `setState`; the kinds below recognize their gestures. Every kind is made with `Kind{name=, action=fn}` or `Kind{name=, target=obj, action="method"}`.
---@class GestureRecognizer
---@overload fun(properties?: GestureRecognizerProperties): GestureRecognizer
---@field name string The name its state changes and actions are traced under (read-only).
---@field state "possible"|"began"|"changed"|"ended"|"cancelled"|"failed" Where it is in the state machine (read-only; rule G3). A discrete gesture's recognition is `"ended"`.
---@field view View|nil The view it is attached to (read-only).
---@field numberOfTouches integer The fingers it tracks now (read-only).
---@field isDiscrete boolean Whether it is discrete (tap, swipe) rather than continuous (read-only).
---@field isEnabled boolean Whether it sees touches (default true); disabling one under way cancels it (rule G4).
---@field cancelsTouchesInView boolean Whether recognizing cancels the hit view's touches with `touchesCancelled` (default true; rule G5).
---@field delaysTouchesBegan boolean Whether the hit view's `touchesBegan` waits until this recognizer fails (default false; rule G5).
---@field delaysTouchesEnded boolean Whether the hit view's `touchesEnded` waits until this recognizer has decided (default true; rule G5).
---@field delegate GestureRecognizerDelegate|ViewController|nil Asked whether it may begin, receive a touch, recognize with another, or wait for another (rules G4, G7).
GestureRecognizer = {}

---UIKit's `addTarget(_:action:)` (rule G6): adds an action sent on every state change but a failure, after any actions added before.
---`r:addTarget(fn)` calls `fn(r)`, traced `action(function)`; `r:addTarget(obj, "handlePan")` calls `obj:handlePan(r)`, traced `action(handlePan)`, and an object without that method is an error (UIKit's unrecognized selector).
---@param target table|function|ViewController|View The object the action is sent to, or a function.
---@param action? string|function The method's name (with a target object), or a function.
---@return nil
function GestureRecognizer:addTarget(target, action) end

---UIKit's `removeTarget(_:action:)` (rule G6): removes the actions of `target` named `action`; a nil target means every target, a nil action every action of the target.
---@param target? table|function|ViewController|View The target (or the function) given to `addTarget`.
---@param action? string|function The action given with it.
---@return nil
function GestureRecognizer:removeTarget(target, action) end

---UIKit's `require(toFail:)` (rule G7): this recognizer leaves `"possible"` only once `other` failed; when `other` recognizes, this one fails.
---@param other GestureRecognizer The recognizer that must fail first.
---@return nil
function GestureRecognizer:requireToFail(other) end

---Sets the state, as a custom recognizer does (rule G3): a transition the state machine forbids is ignored with a warning; leaving `"possible"` for `"began"` (or `"ended"`, discrete) during a touch sequence goes through rule G7's arbitration.
---@param state "possible"|"began"|"changed"|"ended"|"cancelled"|"failed" The new state.
---@return nil
function GestureRecognizer:setState(state) end

---UIKit's `location(in:)`: the centroid of its fingers (of the last ones after they lift), in `view`'s coordinates (the window's without one).
---@param view? View The view whose coordinates to use.
---@return Point location
function GestureRecognizer:location(view) end

---Makes a Lua subclass of GestureRecognizer.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return GestureRecognizer
function GestureRecognizer:subclass(name, methods) end

---UIKit's UITapGestureRecognizer (rule G8): discrete; recognized when its fingers lift after `numberOfTapsRequired` taps (`app:tap{x=, y=, taps=2}`) without moving more than 10 points.
---@class TapGestureRecognizer: GestureRecognizer
---@overload fun(properties?: TapGestureRecognizerProperties): TapGestureRecognizer
---@field numberOfTapsRequired integer The taps needed (default 1).
---@field numberOfTouchesRequired integer The fingers needed (default 1).
TapGestureRecognizer = {}

---UIKit's UIPanGestureRecognizer (rule G8): continuous; begins once its fingers moved 10 points from where they came down, changes with each move, ends when they lift.
---@class PanGestureRecognizer: GestureRecognizer
---@overload fun(properties?: PanGestureRecognizerProperties): PanGestureRecognizer
---@field minimumNumberOfTouches integer The fewest fingers (default 1).
---@field maximumNumberOfTouches integer The most fingers (default unlimited).
PanGestureRecognizer = {}

---UIKit's `translation(in:)`: how far the fingers moved since they came down (the threshold's movement included), less what `setTranslation` took away.
---@param view? View The view whose coordinates to use (views have no transforms: the same in every view).
---@return Point translation
function PanGestureRecognizer:translation(view) end

---UIKit's `velocity(in:)`: the velocity of the last move, in points per second.
---@param view? View The view whose coordinates to use.
---@return Point velocity
function PanGestureRecognizer:velocity(view) end

---UIKit's `setTranslation(_:in:)`: the translation is `translation` now, and counts on from there.
---@param translation Point The new translation.
---@param view? View The view whose coordinates it is in.
---@return nil
function PanGestureRecognizer:setTranslation(translation, view) end

---UIKit's UIScreenEdgePanGestureRecognizer (rule G8): a pan that begins only when its finger came down within 20 points of one of its `edges` of the screen and moves away from it (`app:edgePan`).
---@class ScreenEdgePanGestureRecognizer: PanGestureRecognizer
---@overload fun(properties?: ScreenEdgePanGestureRecognizerProperties): ScreenEdgePanGestureRecognizer
---@field edges string[] The edges it starts from, of "left", "right", "top", "bottom" (default none); a single name may be assigned.
ScreenEdgePanGestureRecognizer = {}

---UIKit's UISwipeGestureRecognizer (rule G8): discrete; recognized on the move that takes its fingers 50 points in one of its directions while they strayed less than half as far across.
---@class SwipeGestureRecognizer: GestureRecognizer
---@overload fun(properties?: SwipeGestureRecognizerProperties): SwipeGestureRecognizer
---@field direction string[] The directions it recognizes, of "right", "left", "up", "down" (default `{"right"}`); a single name may be assigned.
---@field numberOfTouchesRequired integer The fingers needed (default 1).
SwipeGestureRecognizer = {}

---UIKit's UILongPressGestureRecognizer (rule G8): continuous; begins when its fingers were held `minimumPressDuration` seconds of the virtual clock without moving more than `allowableMovement` points, changes with each move, ends when they lift.
---@class LongPressGestureRecognizer: GestureRecognizer
---@overload fun(properties?: LongPressGestureRecognizerProperties): LongPressGestureRecognizer
---@field minimumPressDuration number Seconds held before it begins (default 0.5).
---@field allowableMovement number Points the fingers may move before it begins (default 10).
---@field numberOfTouchesRequired integer The fingers needed (default 1).
LongPressGestureRecognizer = {}

---UIKit's UIPinchGestureRecognizer (rule G8): continuous, with two fingers (`app:pinch`); begins on the first move that changes the distance between them.
---@class PinchGestureRecognizer: GestureRecognizer
---@overload fun(properties?: PinchGestureRecognizerProperties): PinchGestureRecognizer
---@field scale number The distance between the fingers over the distance when they came down (1 before they move); may be set, the scale counting on from it.
---@field velocity number The velocity of the last move, in scale per second (read-only).
PinchGestureRecognizer = {}

---UIKit's UIRotationGestureRecognizer (rule G17): continuous, with two fingers (`app:rotateFingers`); begins on the first move that turns the line between them.
---@class RotationGestureRecognizer: GestureRecognizer
---@overload fun(properties?: RotationGestureRecognizerProperties): RotationGestureRecognizer
---@field rotation number The angle the line between the fingers turned since they came down, in radians, clockwise positive (0 before they move); may be set, the rotation counting on from it.
---@field velocity number The velocity of the last move, in radians per second (read-only).
RotationGestureRecognizer = {}

---UIKit's UIPresentationController (rule M1): what manages one presentation. Subclass it for a `"custom"` presentation and return an instance from the transitioning delegate's `presentationControllerForPresented`; its methods below are the members a subclass overrides, traced when the engine calls them (only for a custom one), and `PresentationController.name(self, ...)` is the super call.
---`PresentationController{presented=, presenting=}` makes one (UIKit's `init(presentedViewController:presenting:)`).
---@class PresentationController
---@overload fun(properties?: PresentationControllerProperties): PresentationController
---@field name string The name its callbacks are traced under (read-only); default the class name.
---@field presentedViewController ViewController|nil The controller presented (read-only).
---@field presentingViewController ViewController|nil The controller presenting, once the presentation began; before, the one given (read-only).
---@field containerView View|nil The view the presentation happens in: a custom one's view over the whole window, in front; the window for the system's styles (read-only).
---@field presentationStyle string The style of the presentation after adaptation (read-only, rule M2).
---@field shouldPresentInFullscreen boolean Whether the presentation covers the whole screen (read-only, true).
---@field delegate PresentationControllerDelegate|ViewController|nil The presentation's delegate: the presented controller's `presentationDelegate`, one and the same (rules S9, M2, M3).
PresentationController = {}

---The presentation is about to begin: after the presented controller's `viewWillAppear`, with the container view in the window and before the presented view goes in it and the animator's `animateTransition` (rule M1). The base does nothing.
---@return nil
function PresentationController:presentationTransitionWillBegin() end

---The presentation ended, after the presented controller's `viewDidAppear` and before the completion; `completed` is false when it was cancelled (rule M1). The base does nothing.
---@param completed boolean Whether the presentation completed.
---@return nil
function PresentationController:presentationTransitionDidEnd(completed) end

---The dismissal is about to begin, after the appearance callbacks' will-disappear and will-appear (rule M1). The base does nothing.
---@return nil
function PresentationController:dismissalTransitionWillBegin() end

---The dismissal ended, after the presented controller's `viewDidDisappear`; `completed` is false when it was cancelled (rule M1). The base does nothing.
---@param completed boolean Whether the dismissal completed.
---@return nil
function PresentationController:dismissalTransitionDidEnd(completed) end

---The container view is about to lay out: the presented view then takes `frameOfPresentedViewInContainerView` (rule M1). The base does nothing.
---@return nil
function PresentationController:containerViewWillLayoutSubviews() end

---The container view has laid out (rule M1). The base does nothing.
---@return nil
function PresentationController:containerViewDidLayoutSubviews() end

---The presented view's frame in the container view (rule M1); the base answers the container's bounds.
---@return Rect
function PresentationController:frameOfPresentedViewInContainerView() end

---Whether the presenter's view leaves the window once the presentation ends; the presenter then disappears too (rule M1). The base answers false.
---@return boolean
function PresentationController:shouldRemovePresentersView() end

---The view put in the container view: the presented controller's view or a view holding it (rule M1); the base answers the presented controller's view.
---@return View|nil
function PresentationController:presentedView() end

---Makes a Lua subclass of PresentationController whose methods override the members above.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return PresentationController
function PresentationController:subclass(name, methods) end

---UIKit's UISheetPresentationController (rule M3): a `"pageSheet"` or `"formSheet"` controller's presentation controller, from `vc.sheetPresentationController`.
---Detents are `"medium"` (half the window's height; inactive in a compact height), `"large"` (the window's height) or a custom one, `{identifier=, height=}` or `{identifier=, resolver=function(context) return height end}` (the context has `maximumDetentValue`; nil makes it inactive). The sheet's view rests at the bottom of the window, as high as its current detent.
---@class SheetPresentationController: PresentationController
---@field detents (string|CustomDetent)[] The detents it may rest at (default `{"large"}`); reading gives their identifiers. An empty list is refused with a warning.
---@field selectedDetentIdentifier string|nil The detent selected last; nil (default) for the smallest. Setting it moves the sheet and tells the delegate nothing.
---@field largestUndimmedDetentIdentifier string|nil The largest detent without a dimming view: at it and below, the presenter's views take taps; nil (default): dimmed at every detent.
---@field prefersGrabberVisible boolean Whether the sheet shows a grabber (default false; recorded only).
---@field currentDetentIdentifier string The detent the sheet rests at now (read-only).
---@field dimsPresenter boolean Whether a dimming view lies under the sheet, taking the presenter's taps (read-only).
SheetPresentationController = {}

---The user drags the sheet to a detent (rule M3): it is selected, the sheet moves there over 0.3 s, then the delegate hears `sheetPresentationControllerDidChangeSelectedDetentIdentifier`. The detent it rests at changes nothing; one it does not have, or a sheet not on screen, is an error.
---@param identifier string The detent's identifier.
---@return nil
function SheetPresentationController:drag(identifier) end

---Runs `changes` (to the detents or the selected one) with the sheet's move animated over 0.3 s (rule M3).
---@param changes fun() The changes.
---@return nil
function SheetPresentationController:animateChanges(changes) end

---The height of a detent now, or nil when it is neither one of the sheet's nor a system one, or is inactive (rule M3).
---@param identifier string The detent's identifier.
---@return number|nil height
function SheetPresentationController:height(identifier) end

---A custom sheet detent (rule M3): a fixed `height` or a `resolver`.
---@class CustomDetent
---@field identifier string The detent's identifier.
---@field height? number Its height in points (kept between 0 and the large detent's).
---@field resolver? fun(context: table): number|nil Its height from `context.maximumDetentValue`, or nil to be inactive.

---A UIViewController: a view loaded on demand, containment, appearance, presentation, and the callbacks subclasses override.
---`ViewController{name=}` makes one; `ViewController:subclass(name, methods)` makes a subclass whose methods override callbacks by their UIKit names.
---@class ViewController
---@overload fun(properties?: ViewControllerProperties): ViewController
---@field name string The name the trace prints (read-only); default the class name, `Name#2` for a second one.
---@field view View The view; reading it loads it first (`loadView`, then `viewDidLoad`, rule V1); assign it in a `loadView` override.
---@field isViewLoaded boolean Whether the view is loaded (read-only).
---@field parent ViewController|nil The parent controller, or nil (read-only).
---@field splitViewController SplitViewController|nil The nearest split view controller above this controller, or nil (read-only).
---@field children ViewController[] The child controllers, in order of addition (read-only).
---@field isMovingToParent boolean True from `willMoveToParent(P)` until `didMoveToParent(P)` (read-only, rule C3).
---@field isMovingFromParent boolean True from `willMoveToParent(nil)` until `didMoveToParent(nil)` (read-only, rule C3).
---@field appearState "disappeared"|"appearing"|"appeared"|"disappearing" The appearance state (read-only, rule A1).
---@field shouldAutomaticallyForwardAppearanceMethods boolean Whether appearance callbacks are forwarded to children (default true, rule A4); a subclass may define it as a field or method.
---@field presentedViewController ViewController|nil The controller this one presents, else the one the nearest of its parents presents, or nil (read-only, rules S5, W2).
---@field presentingViewController ViewController|nil The controller that presented this one, else the one that presented the nearest of its parents that was presented, or nil (read-only, rules S5, W2).
---@field isBeingPresented boolean True from `present` until the presented controller's `viewDidAppear` (read-only, rule S5).
---@field isBeingDismissed boolean True from `dismiss` until the controller's `viewDidDisappear` (read-only, rule S5).
---@field modalPresentationStyle "pageSheet"|"formSheet"|"fullScreen"|"overFullScreen"|"currentContext"|"overCurrentContext"|"popover"|"custom" How a presentation covers the screen (default "pageSheet"); only "fullScreen" and "currentContext" make the covered controller disappear (rules S5, S8); "custom" takes the transitioning delegate's presentation controller (rule M1).
---@field definesPresentationContext boolean Whether a "currentContext" or "overCurrentContext" presentation from this controller or a descendant covers this controller (default false, rule S8).
---@field isModalInPresentation boolean Whether the user may not swipe this presented sheet away: `beginInteractiveDismissal` is refused with `presentationControllerDidAttemptToDismiss` (default false, rule S9).
---@field presentationDelegate PresentationControllerDelegate|ViewController|nil The delegate of the presentation that shows this controller (UIKit's `presentationController.delegate`): told of dismissals the user starts (rule S9).
---@field traitCollection TraitCollection The traits in effect: the parent's (with its override for this child), else the presenter's, else the window's, then `traitOverrides` (read-only, rule E2).
---@field traitOverrides TraitCollection iOS 17's trait overrides for this controller and everything below it; assign a whole table (reading gives a copy), nil to clear (rule E2).
---@field additionalSafeAreaInsets EdgeInsets Insets added to the view's safe area, and so to every view inside it; assigning marks the views whose insets change for layout (rule E3).
---@field hidesBottomBarWhenPushed boolean Whether pushing it onto a navigation controller hides the tab bar and the toolbar until it is popped (default false, rule E5).
---@field tabBarItem TabBarItem The item a tab bar controller's bar shows for it, made untitled when first read (read-only, rule I1).
---@field transitionCoordinator TransitionCoordinator|nil The coordinator of the transition this controller or a parent takes part in (a presentation, a push or pop, a container's transition, a size transition), or nil (read-only, rule X5).
---@field transitioningDelegate TransitioningDelegate|ViewController|nil Provides the animators and interaction controllers of this controller's presentation and dismissal (rule X1).
---@field presentationController PresentationController The presentation controller of this controller's presentation (read-only, rule M1): made for the current style on first read (a SheetPresentationController for the sheets and popovers), kept while presented, made anew after a dismissal.
---@field sheetPresentationController SheetPresentationController|nil The sheet's presentation controller when the style is "pageSheet" or "formSheet", else nil (read-only, rule M3).
ViewController = {}

---Presents `controller` over the window (rule S5): it appears and covers the screen, taking 0.3 s when animated, then `completion` runs.
---The presentation is made by the top of this controller's parents, or by the context a context style finds (rules S8, W2); `fullScreen` and `currentContext` take that controller's view out of the window when they complete.
---From a controller not in the window, or one already presenting, it records UIKit's warning and presents nothing (the completion never runs).
---A controller that is already presented, has a parent, is the presenter itself or is above it (which would make it its own presenter) raises UIKit's NSInvalidArgumentException instead, at the calling line (rule S13).
---@param controller ViewController The controller to present.
---@param animated? boolean Whether the transition is animated (default false).
---@param completion? fun() Runs when the presentation ends.
---@return nil
function ViewController:present(controller, animated, completion) end

---Shows `controller` through the nearest controller that handles `show` (rule S11): a navigation controller up the parents pushes it; with none, this controller presents it.
---@param controller ViewController The controller to show.
---@param animated? boolean Whether the push or presentation is animated (default true, as UIKit's `show`).
---@return nil
function ViewController:show(controller, animated) end

---Shows `controller` as a detail through the nearest controller that handles `showDetail` (rule S11): a split view controller makes it its secondary and shows that column (rule S10); with none, this controller presents it.
---@param controller ViewController The controller to show.
---@param animated? boolean Whether the transition is animated (default true).
---@return nil
function ViewController:showDetailViewController(controller, animated) end

---The controller that handles `action` (rule S11): this one or the first up its parents, then its presenter; nil when none does.
---@param action string "show" or "showDetail".
---@return ViewController? target The handling controller, or nil.
function ViewController:targetViewController(action) end

---Performs the segue `identifier` from this controller (rules S11, S12): `shouldPerformSegue`, `prepareForSegue`, then the segue's action.
---An unwind segue finds its destination with `canPerformUnwindSegueAction`, calls its `unwindAction`, dismisses the presentations and unwinds the containers on the way (`unwindForSegue`).
---@param identifier string The segue's identifier.
---@param options SegueOptions `{kind=, destination=, action=, sender=, animated=, fromCode=}`.
---@return boolean performed False when `shouldPerformSegue` refused it or an unwind segue found no destination.
function ViewController:performSegue(identifier, options) end

---Dismisses the presented controller, called on the presenter or the presented one, or on a controller inside either; the reverse of `present` (rules S5, W2).
---Does nothing when nothing is presented.
---@param animated? boolean Whether the transition is animated (default false).
---@param completion? fun() Runs when the dismissal ends.
---@return nil
function ViewController:dismiss(animated, completion) end

---The user starts to swipe this presented sheet down (rule S9): refused, with `presentationControllerDidAttemptToDismiss` to the delegate, when `isModalInPresentation` is true or the delegate's `presentationControllerShouldDismiss` answers false;
---otherwise the delegate hears `presentationControllerWillDismiss` and this controller gets `viewWillDisappear(true)`. The presenter hears nothing. Only "pageSheet", "formSheet" and "popover" presentations can be swiped.
---@return boolean began Whether the dismissal began.
function ViewController:beginInteractiveDismissal() end

---The swipe is let go too early (rule S9): the sheet springs back and gets `viewWillAppear(true)`, `viewDidAppear(true)`; the delegate hears nothing more. Does nothing without a swipe under way.
---@return nil
function ViewController:cancelInteractiveDismissal() end

---The swipe completes (rule S9): the sheet's view leaves the window, it gets `viewDidDisappear(true)`, the presentation ends, then the delegate hears `presentationControllerDidDismiss`. Does nothing without a swipe under way.
---@return nil
function ViewController:finishInteractiveDismissal() end

---Adds a child controller (rule C1): sends `child:willMoveToParent(self)` and nothing else; you send `didMoveToParent` yourself.
---Adding a controller to itself or a descendant raises `NSInvalidArgumentException`; the child's view must not sit under another controller's view (rule C4).
---@param child ViewController The new child.
---@return nil
function ViewController:addChild(child) end

---Removes the controller from its parent and sends `didMoveToParent(nil)` (rule C2); send `willMoveToParent(nil)` first yourself.
---The view stays where it is; without a parent it does nothing.
---@return nil
function ViewController:removeFromParent() end

---Begins an appearance transition (rule A2): `viewWillAppear` or `viewWillDisappear` when the state allows, forwarded to children (A4).
---Each begin needs a matching `endAppearanceTransition`.
---@param isAppearing? boolean True to appear, false to disappear (default false).
---@param animated? boolean Passed to the callbacks (default false).
---@return nil
function ViewController:beginAppearanceTransition(isAppearing, animated) end

---Ends an appearance transition (rule A3): `viewDidAppear` or `viewDidDisappear` when the last pending begin ends.
---Without a pending begin it records UIKit's "Unbalanced calls" warning.
---@return nil
function ViewController:endAppearanceTransition() end

---`transition(from:to:duration:options:animations:completion:)` between two children of this controller (rule N2), or, with `animator=`, the container's own custom transition (rule X6).
---On screen, `from` disappears and `to` appears, `to`'s view replaces `from`'s; no containment callbacks are sent. Children of another parent, or a receiver whose `shouldAutomaticallyForwardAppearanceMethods` is false, raise `NSInvalidArgumentException`.
---@param options TransitionOptions `from`, `to`, `duration`, `options`, `animations`, `completion`, `animator`, `interactionController`.
---@return nil
function ViewController:transition(options) end

---Makes the view (rule V1). Override it to assign `self.view`; the base makes a plain 375 x 667 view (a TableView for a TableViewController).
---`ViewController.loadView(self)` is the super call; `vc:loadView()` sends it as a message (traced, override, then base).
---@return nil
function ViewController:loadView() end

---Called once after the view loaded. The base does nothing.
---`ViewController.viewDidLoad(self)` is the super call; `vc:viewDidLoad()` sends it as a message (traced, override, then base).
---@return nil
function ViewController:viewDidLoad() end

---The view is about to appear (rule A1). Calling it yourself, other than as the super call `ViewController.viewWillAppear(self, animated)`, is misuse (rule A6).
---@param animated? boolean Whether the appearance is animated.
---@return nil
function ViewController:viewWillAppear(animated) end

---The view is in the window, with its traits and geometry up to date, and about to lay out (rule A8): once per appearance, after `viewWillAppear`, just before the first `viewWillLayoutSubviews` of the appearance, or else just before `viewDidAppear`. Calling it yourself, other than as the super call `ViewController.viewIsAppearing(self, animated)`, is misuse (rule A6).
---@param animated? boolean Whether the appearance is animated.
---@return nil
function ViewController:viewIsAppearing(animated) end

---The view appeared (rule A1). Calling it yourself, other than as the super call `ViewController.viewDidAppear(self, animated)`, is misuse (rule A6).
---@param animated? boolean Whether the appearance was animated.
---@return nil
function ViewController:viewDidAppear(animated) end

---The view is about to disappear (rule A1). Calling it yourself, other than as the super call, is misuse (rule A6).
---@param animated? boolean Whether the disappearance is animated.
---@return nil
function ViewController:viewWillDisappear(animated) end

---The view disappeared (rule A1). Calling it yourself, other than as the super call, is misuse (rule A6).
---@param animated? boolean Whether the disappearance was animated.
---@return nil
function ViewController:viewDidDisappear(animated) end

---The view is about to lay out its subviews (rule L2). The base does nothing.
---@return nil
function ViewController:viewWillLayoutSubviews() end

---The view laid out its subviews (rule L2). The base does nothing.
---@return nil
function ViewController:viewDidLayoutSubviews() end

---The constraint pass reached the controller's view, marked with `setNeedsUpdateConstraints` (rule Y2): change constants, then call super.
---@return nil
function ViewController:updateViewConstraints() end

---The controller is about to be added to `parent`, or removed when nil; the base sets the moving flags (rule C3).
---`addChild` sends it; call `vc:willMoveToParent(nil)` yourself before `removeFromParent` (traced, override, then base).
---@param parent? ViewController The new parent, or nil when leaving.
---@return nil
function ViewController:willMoveToParent(parent) end

---The controller was added to `parent`, or removed when nil; the base clears the moving flags (rule C3).
---`removeFromParent` sends it with nil; after `addChild` you send `vc:didMoveToParent(parent)` yourself.
---@param parent? ViewController The new parent, or nil after leaving.
---@return nil
function ViewController:didMoveToParent(parent) end

---A segue is about to run; a static table sends it for each `embed` row while its view loads (rule T2). The base does nothing.
---Calling it yourself needs `identifier` and `destination`; the source is the receiver.
---@param segue Segue `{identifier=, source=, destination=}`.
---@return nil
function ViewController:prepareForSegue(segue) end

---Whether a segue the storyboard triggers runs (rule S11); asked by `performSegue` unless `fromCode`. The base answers true.
---@param identifier string The segue's identifier.
---@param sender? ViewController The `sender` given to `performSegue`, or nil.
---@return boolean perform False refuses the segue: nothing else happens.
function ViewController:shouldPerformSegue(identifier, sender) end

---The orientations this controller supports, asked when it decides for the window (the root, or the topmost "fullScreen"/"overFullScreen" presented controller) as the device turns, as it is presented full screen and on `setNeedsUpdateOfSupportedInterfaceOrientations` (rule E6). Asked, and traced, only when overridden.
---The base answers the device's default ("all" on an iPad-sized window, else "allButUpsideDown"); a navigation, tab bar, split or page view controller's base asks its delegate's `...SupportedInterfaceOrientations` when it has one.
---@return string|string[] orientations A mask's name ("portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "landscape", "allButUpsideDown", "all") or a list of them.
function ViewController:supportedInterfaceOrientations() end

---Whether the window may follow the device while this controller decides (rule E6); asked first, only when overridden. The base answers true.
---@return boolean rotate False keeps the window as it is.
function ViewController:shouldAutorotate() end

---The orientation a full-screen presentation of this controller turns the window to, when it supports it (rule E6); asked only when overridden. The base answers the window's current orientation ("portrait" or "landscapeRight"), or a container's delegate's answer.
---@return string orientation "portrait", "portraitUpsideDown", "landscapeLeft" or "landscapeRight".
function ViewController:preferredInterfaceOrientationForPresentation() end

---Asks the window to ask again which orientations are supported (rule E6, iOS 16): it turns when its orientation is no longer allowed, or when the way the device is held now is.
---@return nil
function ViewController:setNeedsUpdateOfSupportedInterfaceOrientations() end

---Whether this controller is the destination of an unwind segue with `action` (rule S12). The base answers whether the controller has a method named `action`.
---@param action string The unwind action's name, e.g. "unwindToList".
---@param fromViewController ViewController The segue's source.
---@param sender? ViewController The `sender` given to `performSegue`, or nil.
---@return boolean can True makes this controller the destination.
function ViewController:canPerformUnwindSegueAction(action, fromViewController, sender) end

---The destination of an unwind segue runs its action (rule S12), after the source's `prepareForSegue`. The base calls `self:<action>(segue)`.
---@param action string The unwind action's name.
---@param segue Segue `{identifier=, source=, destination=}`.
---@return nil
function ViewController:unwindAction(action, segue) end

---An unwind segue passes through this container towards its child `towardsViewController` (rule S12), which it should show.
---The base does nothing; a navigation controller pops to the child, a tab bar controller selects it.
---@param segue Segue `{identifier=, source=, destination=}`.
---@param towardsViewController ViewController The child on the way to the destination.
---@return nil
function ViewController:unwindForSegue(segue, towardsViewController) end

---The traits are about to change, in a size transition whose size classes change (rule E1); sent before `viewWillTransitionToSize`.
---The base forwards it to every child, then to the presented controller: an override that does not call super cuts them off.
---@param newCollection TraitCollection The traits the window will have.
---@param coordinator TransitionCoordinator The transition's coordinator.
---@return nil
function ViewController:willTransitionToTraitCollection(newCollection, coordinator) end

---The view is about to take `size` (rule E1): the window's root gets it when the window is resized or rotated.
---The base forwards it, with the same size, to every child, then to the presented controller: an override that does not call super cuts them off.
---@param size Size The new size.
---@param coordinator TransitionCoordinator The transition's coordinator: animate along with it, learn when it ends.
---@return nil
function ViewController:viewWillTransitionToSize(size, coordinator) end

---The traits in effect changed (rule E2): sent only when a trait actually changed, parents before children. The base does nothing.
---@param previousTraitCollection TraitCollection The traits before the change.
---@return nil
function ViewController:traitCollectionDidChange(previousTraitCollection) end

---The safe area insets of the view changed (rule E3); sent at the start of the view's next layout, before `viewWillLayoutSubviews`. The base does nothing.
---@return nil
function ViewController:viewSafeAreaInsetsDidChange() end

---The user tapped the item at `index` of the tab bar controller's bar (rule I6), UIKit's `tabBar(_:didSelect:)`: sent to tab bar controllers only, first, while the old tab is still selected, before the delegate's `shouldSelect` (also when it refuses). The base does nothing; the selection does not depend on it.
---@param index integer The item, 0-based.
---@return nil
function ViewController:tabBarDidSelectItem(index) end

---The app received a memory warning (rule B2): every controller is sent it, in the order the controllers were made. The base does nothing; views stay loaded.
---@return nil
function ViewController:didReceiveMemoryWarning() end

---Overrides the traits `child` inherits from this controller (rule E2); nil removes the override. `child` must be a child of the receiver.
---@param traits TraitCollection|nil The traits to impose; traits left out are inherited.
---@param child ViewController The child.
---@return nil
function ViewController:setOverrideTraitCollection(traits, child) end

---The traits this controller overrides for `child` (rule E2).
---@param child ViewController The child.
---@return TraitCollection|nil traits The override, or nil.
function ViewController:overrideTraitCollection(child) end

---iOS 17's trait change registration (rule E2): `fn(vc, previous)` runs after `traitCollectionDidChange` whenever one of `traits` changes.
---@param traits string[] Trait names: "horizontalSizeClass", "verticalSizeClass", "userInterfaceStyle", "preferredContentSizeCategory".
---@param fn fun(vc: ViewController, previous: TraitCollection) The handler.
---@return integer id The id `unregisterForTraitChanges` takes.
function ViewController:registerForTraitChanges(traits, fn) end

---Removes a registration made by `registerForTraitChanges` (rule E2).
---@param id integer The registration's id.
---@return nil
function ViewController:unregisterForTraitChanges(id) end

---Makes a Lua subclass of ViewController (or of the class it is called on); `methods` overrides callbacks by their UIKit names and adds methods and fields.
---`Sub{...}` then makes instances; an override calls its superclass explicitly, e.g. `ViewController.viewDidLoad(self)`.
---@param name string The subclass's name, used as the default trace name of its instances.
---@param methods? table Overrides, methods and fields of the subclass.
---@return ViewController
function ViewController:subclass(name, methods) end

---A UITableViewController whose view is a TableView, with static sections (`sections=`) or a dynamic data source you override (rules T1-T6).
---`TableViewController{name=, sections={ {rows={ {id=, height=, embed=}, ...}}, ...}}` makes one.
---@class TableViewController: ViewController
---@overload fun(properties?: TableViewControllerProperties): TableViewController
---@field tableView TableView|nil The table view, i.e. the controller's view; reading it loads the view (read-only).
TableViewController = {}

---The cell of the static row with id `id`, made once when the view loads; loads the view if needed.
---An unknown id is an error.
---@param id string The static row's id.
---@return TableViewCell cell
function TableViewController:cell(id) end

---Data source: how many sections the table has; an override must return a count (a whole number, 0 or more). The base answers the static sections' count, or 1 for a dynamic table.
---`TableViewController.numberOfSections(self)` is the super call; `tc:numberOfSections()` asks as the table would (traced).
---@return integer count
function TableViewController:numberOfSections() end

---Data source: how many rows a section has; an override must return a count (a whole number, 0 or more). The base counts the static rows, or answers 0.
---@param section integer The section, 0-based.
---@return integer count
function TableViewController:numberOfRows(section) end

---Data source: a row's height; an override must return a number. Height 0 hides the row, though it still counts as visible (rule T3).
---The base answers the static row's `height`, else the table's `rowHeight`.
---@param indexPath IndexPath The row.
---@return number height
function TableViewController:heightForRow(indexPath) end

---Data source: the row's cell; an override must return a view or nil. The base answers the static row's cell.
---Every call counts in `app.stats.cellForRowCalls`.
---@param indexPath IndexPath The row.
---@return View|nil cell
function TableViewController:cellForRow(indexPath) end

---Delegate, optional: a row's estimated height; with it, `heightForRow` is asked only as rows come on screen (rule T8).
---@param indexPath IndexPath The row.
---@return number height
function TableViewController:estimatedHeightForRow(indexPath) end

---Delegate, optional: a section header's height, before its rows (rule T9).
---@param section integer The section.
---@return number height
function TableViewController:heightForHeader(section) end

---Delegate, optional: a section footer's height, after its rows (rule T9).
---@param section integer The section.
---@return number height
function TableViewController:heightForFooter(section) end

---Delegate, optional: the user tapped a row and it is now selected (rule T10).
---@param indexPath IndexPath The row.
---@return nil
function TableViewController:didSelectRow(indexPath) end

---Delegate, optional: the user's tap on another row deselected this one (rule T10).
---@param indexPath IndexPath The row.
---@return nil
function TableViewController:didDeselectRow(indexPath) end

---Delegate, optional: a cell is about to enter the table for a row, after `cellForRow` returned it (rule U1). Traced only when implemented.
---@param cell View The row's cell.
---@param indexPath IndexPath The row.
---@return nil
function TableViewController:willDisplayCell(cell, indexPath) end

---Delegate, optional: a row's cell has left the table (scrolled away, deleted or reloaded); the place to remove a hosted child (rules U1, U2). Traced only when implemented.
---@param cell View The cell that left.
---@param indexPath IndexPath The row it showed.
---@return nil
function TableViewController:didEndDisplayingCell(cell, indexPath) end

---A UINavigationController: a stack of controllers, pushed and popped with 0.35 s transitions (rules S1-S4).
---`NavigationController{name=, rootViewController=}` makes one, adding the root as its first child.
---@class NavigationController: ViewController
---@overload fun(properties?: NavigationControllerProperties): NavigationController
---@field viewControllers ViewController[] The stack, root first (read-only; use `setViewControllers`).
---@field topViewController ViewController|nil The top of the stack (read-only).
---@field isTransitioning boolean Whether a push or pop is running (read-only).
---@field isNavigationBarHidden boolean Whether the navigation bar is hidden (default false, read-only; rule E5).
---@field isToolbarHidden boolean Whether the toolbar is hidden (default true, read-only; rule E5).
---@field delegate NavigationControllerDelegate|ViewController|nil Provides the animators and interaction controllers of pushes and pops (rule X2); told of each controller shown (rule S14).
---@field interactivePopGestureRecognizer ScreenEdgePanGestureRecognizer The left-edge pan on the navigation controller's view that drives the interactive pop (read-only; rule G9): `app:edgePan{edge="left", distance=}` pops past half the width.
NavigationController = {}

---Shows or hides the navigation bar (rule E5): it covers 44 points at the top of the children's views (32 in a compact height), which their safe area leaves out.
---On screen, the views whose safe area changes are laid out at once, in a 0.2 s animation when `animated`.
---@param hidden boolean Whether to hide it.
---@param animated? boolean Whether to animate (default false).
---@return nil
function NavigationController:setNavigationBarHidden(hidden, animated) end

---Shows or hides the toolbar (rule E5): when shown it covers 44 points at the bottom of the children's views (32 in a compact height), unless a pushed controller hides the bottom bars.
---@param hidden boolean Whether to hide it.
---@param animated? boolean Whether to animate (default false).
---@return nil
function NavigationController:setToolbarHidden(hidden, animated) end

---Pushes `controller` (rule S1): containment, the top disappears and the new one appears; the stack changes at once.
---Pushing a controller already on the stack raises `NSInvalidArgumentException`; during another transition it warns and waits (rule S4).
---@param controller ViewController The controller to push.
---@param animated? boolean Whether the transition is animated (default false).
---@return nil
function NavigationController:pushViewController(controller, animated) end

---Pops the top controller (rule S2); does nothing when only the root is left.
---@param animated? boolean Whether the transition is animated (default false).
---@return ViewController|nil popped The popped controller, or nil.
function NavigationController:popViewController(animated) end

---Pops every controller above the root (rule S2); only the top and the root get appearance callbacks.
---@param animated? boolean Whether the transition is animated (default false).
---@return ViewController[] popped The popped controllers, bottom first.
function NavigationController:popToRootViewController(animated) end

---Replaces the stack (rule S1): leaving controllers are removed, new ones added, and the top swaps as in a push when it changes.
---@param controllers ViewController[] The new stack, root first; it cannot be empty.
---@param animated? boolean Whether the transition is animated (default false).
---@return nil
function NavigationController:setViewControllers(controllers, animated) end

---Starts an edge-swipe pop (rule S3): `viewWillDisappear(true)` to the top, `viewWillAppear(true)` to the one below.
---@return nil
function NavigationController:beginInteractivePop() end

---Cancels the interactive pop (rule S3): the one below disappears again, the top appears again, the stack is unchanged.
---@return nil
function NavigationController:cancelInteractivePop() end

---Finishes the interactive pop as a pop (rule S3): the top leaves the stack and its parent.
---@return nil
function NavigationController:finishInteractivePop() end

---A UITabBarController: every tab is a child, only the selected tab's view is in the hierarchy (rule S6).
---`TabBarController{name=, viewControllers={...}}` makes one.
---@class TabBarController: ViewController
---@overload fun(properties?: TabBarControllerProperties): TabBarController
---@field viewControllers ViewController[] The tabs, in order (read-only).
---@field selectedIndex integer The selected tab, 0-based; assigning switches tabs (the new tab will-appears before the old one will-disappears, rule S6), an index out of range raises `NSRangeException`.
---@field selectedViewController ViewController|nil The selected tab; assigning one of the tabs switches to it.
---@field delegate TabBarControllerDelegate|ViewController|nil Asked and told about the tabs the user taps; gives the animators of tab switches (rule S15).
---@field tabBar TabBar The tab bar, along the bottom of the view once it loads, showing the tabs' items (read-only, rule I1).
TabBarController = {}

---The user taps the tab at `index`, 0-based (rule S15): the delegate's `shouldSelect` may refuse it; otherwise the tab is selected as by `selectedIndex` (rule S6), then the delegate hears `didSelect`, also when the tab was already selected.
---An index out of range raises `NSRangeException`.
---@param index integer The tab, 0-based.
---@return boolean selected Whether the tab was selected (false when `shouldSelect` refused it).
function TabBarController:tapTab(index) end

---A UIPageViewController: one page at a time, a child; pages change by `setViewControllers` or a swipe that the data source feeds (rule S7).
---`PageViewController{name=, transitionStyle=, dataSource=, delegate=}` makes one.
---@class PageViewController: ViewController
---@overload fun(properties?: PageViewControllerProperties): PageViewController
---@field viewControllers ViewController[] The page shown, in a list; empty before the first `setViewControllers` (read-only).
---@field transitionStyle "scroll"|"pageCurl" How pages change, fixed at creation (read-only).
---@field dataSource PageViewControllerDataSource|ViewController|nil Gives the neighbouring pages; without one, swipes do nothing.
---@field delegate PageViewControllerDelegate|ViewController|nil Told when a swipe begins and ends.
---@field isSwiping boolean Whether a swipe is under way, held or ending (read-only).
---@field spineLocation "none"|"min"|"mid"|"max" Where pages turn: "min" for the curl, "none" for the scroll style, until the delegate's `spineLocationFor` answers another as the window turns (read-only; rule S16).
---@field isDoubleSided boolean Whether content appears on the back of each page (default false; recorded only, rule S16).
---@field isTransitioning boolean Whether an animated `setViewControllers` is running (read-only).
PageViewController = {}

---Shows a page: adds it as a child and, once the view is loaded, swaps the appearance of the old and new pages at once (0.3 s later when animated on screen), then removes the old page (rule S7).
---Other than one controller raises `NSInvalidArgumentException`; during a swipe or an animated change, `NSInternalInconsistencyException`.
---@param viewControllers ViewController[] The page, in a list of one.
---@param direction? "forward"|"reverse" Which way the page moves (default "forward").
---@param animated? boolean Whether the change is animated.
---@param completion? fun(finished: boolean) Runs at the end with true.
---@return nil
function PageViewController:setViewControllers(viewControllers, direction, animated, completion) end

---Starts a swipe (rule S7): asks the data source for the neighbour, tells the delegate `willTransitionTo`, adds the neighbour and begins its appearance and the page's disappearance.
---With `finish` the swipe completes (true) or is cancelled (false) after the rest of the turn on the virtual clock; without it, it holds until `finishSwipe` or `cancelSwipe`.
---@param direction "forward"|"reverse" Which neighbour comes in.
---@param options? PageSwipeOptions How far, how long, and how it ends.
---@return boolean began False when nothing happened: no neighbour, no data source, off screen, or a swipe already under way.
function PageViewController:swipe(direction, options) end

---Lifts the finger of a held swipe so that it completes after the rest of the turn (rule S7).
---@return nil
function PageViewController:finishSwipe() end

---Lifts the finger of a held swipe so that it is cancelled after the way back (rule S7).
---@return nil
function PageViewController:cancelSwipe() end

---A column-style UISplitViewController (iOS 14): a controller per column, all children (rule S10).
---In a regular width the columns of `displayMode` are on screen side by side; in a compact width it collapses to one controller: the `compact` column's, else the top column's (the secondary unless the delegate answers otherwise).
---`SplitViewController{name=, primary=, supplementary=, secondary=, compact=, delegate=}` makes one.
---@class SplitViewController: ViewController
---@overload fun(properties?: SplitViewControllerProperties): SplitViewController
---@field isCollapsed boolean Whether it shows one controller, as in a compact width (read-only).
---@field displayMode "secondaryOnly"|"oneBesideSecondary"|"oneOverSecondary"|"twoBesideSecondary"|"twoOverSecondary"|"twoDisplaceSecondary" The columns a regular width shows and how (read-only; rules S10, S17): at first the preferred display mode, or the split behaviour's ("oneBesideSecondary" with two tiled columns, "twoBesideSecondary" with three, "secondaryOnly" overlaid); `show`, `hide`, the user's swipe and the delegate change it.
---@field preferredDisplayMode "automatic"|"secondaryOnly"|"oneBesideSecondary"|"oneOverSecondary"|"twoBesideSecondary"|"twoOverSecondary"|"twoDisplaceSecondary" The display mode the app prefers (rule S17): its number of leading columns, shown in the split behaviour's way; "automatic" (the default) lets the behaviour decide. Setting it on an expanded split changes the display mode (`willChangeTo`).
---@field preferredSplitBehavior "automatic"|"tile"|"overlay"|"displace" The split behaviour the app prefers (rule S17); "automatic" (the default) tiles in a landscape window and overlays in a portrait one.
---@field splitBehavior "tile"|"overlay"|"displace" The split behaviour in effect (read-only, rule S17).
---@field presentsWithGesture boolean Whether the user's swipe from the leading edge shows a hidden column (rule S18); true by default.
---@field displayModeButtonVisibility "automatic"|"never"|"always" Whether the display mode button shows; recorded (rule S17).
---@field visibleViewControllers ViewController[] The controllers on screen, leading first (read-only).
---@field delegate SplitViewControllerDelegate|ViewController|nil Asked and told about collapsing and expanding.
SplitViewController = {}

---The controller of a column, or nil.
---@param column "primary"|"supplementary"|"secondary"|"compact" The column.
---@return ViewController|nil controller
function SplitViewController:viewController(column) end

---Sets the controller of a column (rule S10): it becomes a child, the one it replaces leaves, and the views on screen follow (appearance as views enter and leave the window). Nil empties the column; a controller already in another column raises `NSInvalidArgumentException`.
---@param controller ViewController|nil The controller.
---@param column "primary"|"supplementary"|"secondary"|"compact" The column.
---@return nil
function SplitViewController:setViewController(controller, column) end

---Shows a column (rules S10, S17): collapsed without a compact controller, its controller takes the screen; in a regular width the display mode widens to include it (the primary: every leading column), beside, over or displacing the secondary as the split behaviour says.
---@param column "primary"|"supplementary"|"secondary"|"compact" The column.
---@return nil
function SplitViewController:show(column) end

---Hides a column in a regular width (rule S10): the primary, or the supplementary; the secondary cannot be hidden, and a collapsed split ignores it.
---@param column "primary"|"supplementary"|"secondary"|"compact" The column.
---@return nil
function SplitViewController:hide(column) end

---The user swipes from the split's leading edge (rule S18, UIKit's interactive presentation gesture): with `presentsWithGesture`, expanded, on screen and a leading column hidden, the delegate hears `splitViewControllerInteractivePresentationGestureWillBegin`, `willChangeTo` the mode that shows one more column (in the split behaviour's way), the column's controller begins appearing, then `splitViewControllerInteractivePresentationGestureDidEnd`; its `viewDidAppear` comes after the next commit.
---@return boolean shown False, and nothing happens, when the gesture is off or there is nothing to show.
function SplitViewController:swipeFromLeadingEdge() end

---An NSFetchedResultsController over in-memory objects (plain tables), written in Lua (rule D3).
---It keeps them sorted by `sortKey` (ties in the order added) and reports each change to its delegate between will/did-change calls.
---@class FetchedResultsController
---@overload fun(properties: FetchedResultsControllerProperties): FetchedResultsController
---@field sortKey string The field the objects are sorted by.
---@field ascending boolean Whether the order is ascending (default true).
---@field delegate FetchedResultsControllerDelegate|nil Gets the change callbacks; may be nil.
---@field fetchedObjects table[] The objects in sorted order, all in section 0.
---@field order table<table,integer> Internal bookkeeping: each object's insertion number; do not modify.
---@field added integer Internal bookkeeping: how many objects were ever added; do not modify.
---@field changing? boolean Internal bookkeeping: true inside a change; do not modify.
FetchedResultsController = {}

---How many objects are fetched.
---@return integer count
function FetchedResultsController:numberOfObjects() end

---The object at an index path (its `row`, or `item`); nil past the end.
---@param indexPath IndexPath The position, 0-based.
---@return table|nil object
function FetchedResultsController:objectAt(indexPath) end

---Where an object sits, as `{section=0, row=, item=}`, or nil when it is not fetched.
---@param object table The object.
---@return IndexPath|nil indexPath
function FetchedResultsController:indexPathForObject(object) end

---Runs `fn` and reports all the changes it makes between one will/did pair.
---@param fn fun() Makes several inserts, deletes or updates.
---@return nil
function FetchedResultsController:performChanges(fn) end

---Adds an object at its sorted place and reports an "insert" at its new index path.
---It is an error if the object is not a table or is already fetched.
---@param object table The new object.
---@return nil
function FetchedResultsController:insert(object) end

---Removes an object and reports a "delete" at its old index path; an object not fetched is an error.
---@param object table The object to remove.
---@return nil
function FetchedResultsController:delete(object) end

---Call after changing an object's fields: re-sorts and reports an "update", or a "move" when its position changed.
---An object not fetched is an error.
---@param object table The changed object.
---@return nil
function FetchedResultsController:update(object) end

---What `expect(value)` returns: matchers that raise an error at the calling line when they fail.
---@class Expectation
---@field value any The value under test.

---Passes when `value == expected` (Lua equality: same table, same object); a failure says `expected x, got v`.
---@param expected any The expected value.
---@return nil
function Expectation:toBe(expected) end

---Passes when the value equals `expected` deeply: tables with equal keys and values, recursively.
---A failure names the first key path where they differ (keys in sorted order, depth first) and both values there, `first difference at .items[2].name: expected "b", got "c"`, then both values whole.
---@param expected any The expected value or table.
---@return nil
function Expectation:toEqual(expected) end

---Passes when the value is neither nil nor false.
---@return nil
function Expectation:toBeTruthy() end

---Passes when the value is nil or false.
---@return nil
function Expectation:toBeFalsy() end

---Passes when the value is nil.
---@return nil
function Expectation:toBeNil() end

---Passes when the value is a string containing the string `item` (plain text), or an array with an element `== item`.
---@param item any The substring or element.
---@return nil
function Expectation:toContain(item) end

---Passes when the value and `limit` are numbers and the value is at most `limit`.
---@param limit number The upper bound.
---@return nil
function Expectation:toBeAtMost(limit) end

---Passes when the value and `limit` are numbers and the value is at least `limit`.
---@param limit number The lower bound.
---@return nil
function Expectation:toBeAtLeast(limit) end

---`app.trace`: an array of every event's text since the scenario began, with one method.
---@class Trace

---Tells why event `index` happened: its text, the rule that produced it, and the chain of calls that caused it, back to the script line.
---@param index integer The event's position in `app.trace`, from 1 (marks do not renumber events).
---@return string explanation `text  [rule] caused by: cause`.
function Trace:explain(index) end

---`app.stats`: counters of the engine's work since the scenario began (a fresh table on every read).
---@class AppStats
---@field layoutPasses integer Views laid out, every view every time.
---@field heightForRowCalls integer Times a table asked for a row's height.
---@field cellForRowCalls integer Times a table (or a super call) asked for a row's cell.
---@field cellsCreated integer Cells made by dequeueReusableCell because none waited for reuse.
---@field cellsReused integer Cells taken from a reuse queue.
---@field runLoopTurns integer Run-loop turns drained.

---A table or collection index path, 0-based as in UIKit. Collection index paths carry `item` (and `row`, the same number).
---@class IndexPath
---@field section integer The section, from 0.
---@field row integer The row, from 0; accepted in place of `item`.
---@field item? integer The item, from 0, for collection views; accepted in place of `row`.

---A rectangle in points; missing fields read as 0.
---@class Rect
---@field x number The left edge.
---@field y number The top edge.
---@field width number The width.
---@field height number The height.

---A point in points, such as a scroll view's `contentOffset`.
---@class Point
---@field x number The horizontal position.
---@field y number The vertical position.

---The table of `app:pan{...}`.
---@class PanOptions
---@field from Point Where the finger comes down, in window coordinates (`{x=, y=}` or `{x, y}`).
---@field to Point Where it lifts.
---@field duration? number Seconds of the virtual clock the moves take, not below 0 (default 0.25).
---@field steps? integer Equal moves from `from` to `to`, 1 to 1000 (default 5).
---@field hold? number Seconds the finger stays still at `to` before it lifts, not below 0 (default 0): it then lifts with no velocity (rule Q7).

---The table of `app:edgePan{...}`.
---@class EdgePanOptions
---@field edge? string "left" (default), "right", "top" or "bottom".
---@field at? number Where along the edge, in window coordinates (default its middle).
---@field distance? number Points moved inward (default 100).
---@field duration? number Seconds of the virtual clock the moves take, not below 0 (default 0.25).
---@field steps? integer Equal moves, 1 to 1000 (default 5).

---The table of `app:longPress{...}`.
---@class LongPressOptions
---@field at Point Where the finger comes down, in window coordinates.
---@field duration? number Seconds it stays down, not below 0 (default 0.5).

---A size in points, such as a collection view's `itemSize`.
---@class Size
---@field width number The width, above 0 for an item size.
---@field height number The height, above 0 for an item size.

---A window size for `app:setSize`.
---@class WindowSize
---@field width number The width in points, above 0.
---@field height number The height in points, above 0.
---@field animated? boolean Whether the transition takes a rotation's 0.4 s (default false).

---Insets from a view's edges, in points (UIEdgeInsets); missing edges read as 0.
---@class EdgeInsets
---@field top number From the top edge.
---@field left number From the left edge.
---@field bottom number From the bottom edge.
---@field right number From the right edge.

---A trait collection (UITraitCollection) as a table: each trait a string, "unspecified" when the collection leaves it to its base; a trait left out of a table given to Stagehand is unspecified.
---The window starts light, with the text size "large"; the size classes follow its size.
---@class TraitCollection
---@field horizontalSizeClass? "unspecified"|"compact"|"regular" The width's size class.
---@field verticalSizeClass? "unspecified"|"compact"|"regular" The height's size class.
---@field userInterfaceStyle? "unspecified"|"light"|"dark" Light or dark mode.
---@field layoutDirection? "unspecified"|"leftToRight"|"rightToLeft" The language's direction: leading edges are on the right under "rightToLeft" (rules Y15, Y16).
---@field preferredContentSizeCategory? "unspecified"|"extraSmall"|"small"|"medium"|"large"|"extraLarge"|"extraExtraLarge"|"extraExtraExtraLarge"|"accessibilityMedium"|"accessibilityLarge"|"accessibilityExtraLarge"|"accessibilityExtraExtraLarge"|"accessibilityExtraExtraExtraLarge" The text size.

---A storyboard segue as `prepareForSegue` receives it.
---@class Segue
---@field identifier string The segue's identifier; for an embed row, the row's id.
---@field source? ViewController The controller the segue starts from (set by the engine; ignored when a script sends one).
---@field destination ViewController The controller the segue leads to.

---A collection view's data source: any table (methods may come through a metatable) or controller with these methods.
---Its answers are traced under its `name` field, else as `dataSource`.
---@class CollectionViewDataSource
---@field name? string The name its answers are traced under.
---@field numberOfSections? fun(self: any, collectionView: CollectionView): integer How many sections; 1 when absent.
---@field numberOfItems fun(self: any, collectionView: CollectionView, section: integer): integer How many items a section has; asked once per reload.
---@field cellForItem fun(self: any, collectionView: CollectionView, indexPath: IndexPath): CollectionViewCell A cell from `dequeueReusableCell`, asked only for visible items.

---A scroll view's delegate (UIKit's `UIScrollViewDelegate`, rules Q1-Q4): any table (or controller) with some of these methods, called as `delegate:method(scrollView, ...)`.
---Only the methods it has are called and traced, under its `name` (else `delegate`). A table's controller is its delegate unless one is set.
---@class ScrollViewDelegate
---@field name? string The name its calls are traced under.
---@field scrollViewDidScroll? fun(self: any, scrollView: ScrollView) The offset changed (by code, a drag or a step of a motion).
---@field scrollViewWillBeginDragging? fun(self: any, scrollView: ScrollView) A drag begins.
---@field scrollViewWillEndDragging? fun(self: any, scrollView: ScrollView, velocity: Point, targetContentOffset: Point): Point|nil The finger lifts: its velocity in points per millisecond, and where the content will stop; return another point to stop it there (UIKit's `targetContentOffset` pointer, rule Q7), or nil.
---@field scrollViewDidEndDragging? fun(self: any, scrollView: ScrollView, decelerate: boolean) The drag ended; `decelerate` when the content keeps moving.
---@field scrollViewWillBeginDecelerating? fun(self: any, scrollView: ScrollView) The content keeps moving after the drag.
---@field scrollViewDidEndDecelerating? fun(self: any, scrollView: ScrollView) The content stopped.
---@field scrollViewDidEndScrollingAnimation? fun(self: any, scrollView: ScrollView) An animated `setContentOffset` or `scrollToRow` ended.

---A collection view's delegate: a ScrollViewDelegate that also hears the cells come and go (rule U1); every method is optional.
---@class CollectionViewDelegate: ScrollViewDelegate
---@field willDisplayCell? fun(self: any, collectionView: CollectionView, cell: CollectionViewCell, indexPath: IndexPath) A cell is about to enter the view, after `cellForItem` returned it.
---@field didEndDisplayingCell? fun(self: any, collectionView: CollectionView, cell: CollectionViewCell, indexPath: IndexPath) A cell has left the view.

---The options of `ScrollView:drag`.
---@class DragOptions
---@field to Point Where the finger takes the content: the offset, kept within the limits.
---@field velocity? Point The finger's velocity as it lifts, in points per second (default 0: no deceleration).

---A page view controller's data source: any table (or controller) with these methods; its questions are traced under its `name` (rule S7).
---@class PageViewControllerDataSource
---@field name? string The name its answers are traced under.
---@field viewControllerBefore fun(self: any, pageViewController: PageViewController, viewController: ViewController): ViewController|nil The page before, or nil at the first.
---@field viewControllerAfter fun(self: any, pageViewController: PageViewController, viewController: ViewController): ViewController|nil The page after, or nil at the last.

---A page view controller's delegate: any table (or controller) with some of these methods; its calls are traced under its `name` (rule S7).
---@class PageViewControllerDelegate
---@field name? string The name its calls are traced under.
---@field willTransitionTo? fun(self: any, pageViewController: PageViewController, pendingViewControllers: ViewController[]) A swipe begins, before the pending page's first appearance callback.
---@field didFinishAnimating? fun(self: any, pageViewController: PageViewController, finished: boolean, previousViewControllers: ViewController[], completed: boolean) A swipe ended; `completed` is false when it was cancelled.
---@field spineLocationFor? fun(self: any, pageViewController: PageViewController, orientation: "portrait"|"landscape"): string A page curl's window turns to `orientation`: the spine location to take ("none", "min", "mid" or "max"; rule S16).
---@field pageViewControllerSupportedInterfaceOrientations? fun(self: any, pageViewController: PageViewController): string|string[] The orientations the page view controller supports when the window asks it (rule E6): a mask's name or a list of names.
---@field pageViewControllerPreferredInterfaceOrientationForPresentation? fun(self: any, pageViewController: PageViewController): string The orientation a full-screen presentation of it turns the window to (rule E6).

---The table of `vc:performSegue(identifier, options)` (rules S11, S12).
---@class SegueOptions
---@field kind? string "show" (default), "showDetail", "present" or "unwind".
---@field destination? ViewController The controller a show, show-detail or present segue shows (required for those).
---@field action? string An unwind segue's action: the destination's method name (required for "unwind").
---@field sender? ViewController What `shouldPerformSegue` and `canPerformUnwindSegueAction` receive as `sender` (default nil).
---@field animated? boolean Whether the transitions animate (default true, as storyboard segues).
---@field fromCode? boolean Models calling `performSegue` from code: `shouldPerformSegue` is not asked (default false).

---The options of `PageViewController:swipe`.
---@class PageSwipeOptions
---@field progress? number How far the finger moved the page, 0 to 1 (default 0.5).
---@field finish? boolean Complete (true) or cancel (false) at once; absent, the swipe holds.
---@field duration? number A whole page turn in seconds (default 0.3); the rest of it runs on the virtual clock.

---A presentation's delegate (UIKit's `UIAdaptivePresentationControllerDelegate`, rule S9): any table (or controller) with some of these methods, set as `vc.presentationDelegate` on the presented controller.
---Only the methods it has are called and traced (`<name> presentationControllerWillDismiss`, under its `name`, else `presentationDelegate`). UIKit passes the presentation controller; Stagehand passes the presented controller.
---@class PresentationControllerDelegate
---@field name? string The name its calls are traced under.
---@field presentationControllerShouldDismiss? fun(self: any, presentedViewController: ViewController): boolean Whether the user may swipe the sheet away; false refuses, with `presentationControllerDidAttemptToDismiss`.
---@field presentationControllerWillDismiss? fun(self: any, presentedViewController: ViewController) The swipe began, before the sheet's `viewWillDisappear`; not called for `dismiss`.
---@field presentationControllerDidDismiss? fun(self: any, presentedViewController: ViewController) The swipe dismissed the sheet, after its `viewDidDisappear`; not called for a cancelled swipe or for `dismiss`.
---@field presentationControllerDidAttemptToDismiss? fun(self: any, presentedViewController: ViewController) A swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` answered false).
---@field adaptivePresentationStyleForTraitCollection? fun(self: any, presentedViewController: ViewController, traitCollection: TraitCollection): string|nil The style a popover or sheet takes in a compact width ("none" keeps it; nil: the default); asked instead of `adaptivePresentationStyle` when present (rule M2).
---@field adaptivePresentationStyle? fun(self: any, presentedViewController: ViewController): string|nil The style a popover or sheet takes in a compact width ("none" keeps it; nil: the default) (rule M2).
---@field presentationControllerWillPresentWithAdaptiveStyle? fun(self: any, presentedViewController: ViewController, style: string, transitionCoordinator: TransitionCoordinator) The presentation in a compact width takes `style` ("none": its own), with the transition's coordinator (rule M2).
---@field sheetPresentationControllerDidChangeSelectedDetentIdentifier? fun(self: any, presentedViewController: ViewController) The user dragged the sheet to another detent; not called for a script's change (rule M3).

---A split view controller's delegate (UIKit's `UISplitViewControllerDelegate`, column style, rule S10): any table (or controller) with some of these methods.
---Only the methods it has are called and traced, under its `name` (else `delegate`).
---@class SplitViewControllerDelegate
---@field name? string The name its calls are traced under.
---@field topColumnForCollapsingToProposedTopColumn? fun(self: any, splitViewController: SplitViewController, proposedTopColumn: string): string The column to show once collapsed ("primary", "supplementary" or "secondary"); proposed "secondary".
---@field splitViewControllerDidCollapse? fun(self: any, splitViewController: SplitViewController) The split collapsed, after the views changed.
---@field displayModeForExpandingToProposedDisplayMode? fun(self: any, splitViewController: SplitViewController, proposedDisplayMode: string): string The display mode to take once expanded; proposed the one before collapsing.
---@field splitViewControllerDidExpand? fun(self: any, splitViewController: SplitViewController) The split expanded, after the views changed.
---@field willChangeTo? fun(self: any, splitViewController: SplitViewController, displayMode: string) The display mode is about to change ("secondaryOnly", "oneBesideSecondary", "oneOverSecondary", "twoBesideSecondary", "twoOverSecondary" or "twoDisplaceSecondary"; rules S16, S17).
---@field willShow? fun(self: any, splitViewController: SplitViewController, column: string) A column is about to be shown as the split expands; not for `show` (rule S16).
---@field willHide? fun(self: any, splitViewController: SplitViewController, column: string) A column is about to be hidden as the split collapses; not for `hide` (rule S16).
---@field splitViewControllerInteractivePresentationGestureWillBegin? fun(self: any, splitViewController: SplitViewController) The user's swipe from the leading edge begins, before the display mode changes (rule S18).
---@field splitViewControllerInteractivePresentationGestureDidEnd? fun(self: any, splitViewController: SplitViewController) The swipe ended, after the column began appearing and before its `viewDidAppear` (rule S18).
---@field splitViewControllerSupportedInterfaceOrientations? fun(self: any, splitViewController: SplitViewController): string|string[] The orientations the split supports when the window asks it (rule E6): a mask's name or a list of names.
---@field splitViewControllerPreferredInterfaceOrientationForPresentation? fun(self: any, splitViewController: SplitViewController): string The orientation a full-screen presentation of the split turns the window to ("portrait", "portraitUpsideDown", "landscapeLeft" or "landscapeRight"; rule E6).

---The app delegate (UIKit's `UIApplicationDelegate`, rules B1 and B2): any table with some of these methods, set as `app.delegate`.
---Its lifecycle methods are called only when there is no scene delegate.
---@class ApplicationDelegate
---@field name? string The name its calls are traced under.
---@field applicationWillResignActive? fun(self: any, application: App) The app is about to become inactive.
---@field applicationDidEnterBackground? fun(self: any, application: App) The app is in the background.
---@field applicationWillEnterForeground? fun(self: any, application: App) The app is about to come to the foreground.
---@field applicationDidBecomeActive? fun(self: any, application: App) The app became active.
---@field applicationDidReceiveMemoryWarning? fun(self: any, application: App) The app received a memory warning; before the notification.

---The scene delegate (UIKit's `UISceneDelegate`, rule B1): any table with some of these methods, set as `app.sceneDelegate`; the scene is the app.
---@class SceneDelegate
---@field name? string The name its calls are traced under.
---@field sceneWillResignActive? fun(self: any, scene: App) The scene is about to become inactive.
---@field sceneDidEnterBackground? fun(self: any, scene: App) The scene is in the background.
---@field sceneWillEnterForeground? fun(self: any, scene: App) The scene is about to come to the foreground.
---@field sceneDidBecomeActive? fun(self: any, scene: App) The scene became active.

---A FetchedResultsController's delegate: any table with some of these methods.
---@class FetchedResultsControllerDelegate
---@field controllerWillChangeContent? fun(self: any, controller: FetchedResultsController) Before a change, or a `performChanges` group of them.
---@field controllerDidChangeObject? fun(self: any, controller: FetchedResultsController, object: table, indexPath: IndexPath|nil, type: "insert"|"delete"|"update"|"move", newIndexPath: IndexPath|nil) One object's change; old index paths for delete, update and move, new ones for insert and move.
---@field controllerDidChangeContent? fun(self: any, controller: FetchedResultsController) After the change or group; the objects already reflect it.

---The options of `scenario`, `scenario.skip`, `scenario.only` and `describe`.
---@class ScenarioOptions
---@field tags? string[] Tags for `stagehand run --tags` and `--exclude-tags`: non-empty, without commas or spaces.

---What `spy(controller, callback)` returns; it fills as the callback is sent.
---@class Spy
---@field callback string The callback's name.
---@field calls integer How many times it was sent so far.
---@field args table[] Per call, in order, its arguments as `table.pack` gives them (`args[i].n` is their count; `self` is left out).

---The options of `expect_trace`.
---@class ExpectTraceOptions
---@field exact? boolean Compare every event after the mark, without projection.
---@field without? string[] Lines that no event after the mark may match, projection or not.

---The table of `app:animate{...}`.
---@class AnimateOptions
---@field duration number Seconds, not below 0 (required).
---@field delay? number Seconds before the animation starts, not below 0 (default 0).
---@field options? string|string[] Curve names: "curveEaseInOut" (default), "curveEaseIn", "curveEaseOut", "curveLinear"; "repeat", "autoreverse" and "beginFromCurrentState" (rule H5); other names are accepted and ignored.
---@field animations? fun() Runs at once; the values it sets are final, frame changes are animated.
---@field completion? fun(finished: boolean) Runs with true when the animation ends, false if it was removed.
---@field dampingRatio? number Makes it a spring animation of this damping ratio fitting the duration (rule H3: UIKit's `usingSpringWithDamping`).
---@field velocity? number The spring's initial velocity, in the whole distance per second (`initialSpringVelocity`).

---The table of `vc:transition{...}`.
---@class TransitionOptions
---@field from ViewController The child whose view leaves (required).
---@field to ViewController The child whose view takes its place (required).
---@field duration? number Seconds, not below 0 (required without `animator`); above 0 the appearance callbacks are animated.
---@field options? string|string[] Curve names, as for `app:animate`.
---@field animations? fun() Runs at once, after `to`'s view is added.
---@field completion? fun(finished: boolean) Runs after `from`'s view is removed and both transitions ended; with an animator, `completed` is false when the transition was cancelled (`to`'s view removed instead).
---@field animator? AnimatedTransitioning A custom animator that runs the transition instead of the animation (rule X6); `duration` is then the animator's.
---@field interactionController? PercentDrivenInteractiveTransition|InteractiveTransitioning Drives the animator's transition interactively (rule X4); needs `animator`.

---A presented controller's transitioning delegate (UIKit's `UIViewControllerTransitioningDelegate`, rule X1): any table (or controller) with some of these methods, set as `vc.transitioningDelegate` on the presented controller.
---Only the methods it has are asked and traced, under its `name` (else `transitioningDelegate`); none is asked for a transition that is not animated.
---@class TransitioningDelegate
---@field name? string The name its calls are traced under.
---@field animationControllerForPresented? fun(self: any, presented: ViewController, presenting: ViewController, source: ViewController): AnimatedTransitioning|nil The animator of the presentation, or nil for the system's.
---@field animationControllerForDismissed? fun(self: any, dismissed: ViewController): AnimatedTransitioning|nil The animator of the dismissal, or nil for the system's.
---@field interactionControllerForPresentation? fun(self: any, animator: AnimatedTransitioning): PercentDrivenInteractiveTransition|InteractiveTransitioning|nil An interaction controller for a presentation the animator runs, or nil (rule X4).
---@field interactionControllerForDismissal? fun(self: any, animator: AnimatedTransitioning): PercentDrivenInteractiveTransition|InteractiveTransitioning|nil An interaction controller for a dismissal the animator runs, or nil (rule X4).
---@field presentationControllerForPresented? fun(self: any, presented: ViewController, presenting: ViewController|nil, source: ViewController): PresentationController|nil The presentation controller of a "custom" presentation, asked before the animator, animated or not; nil for a plain one (rule M1).

---A navigation controller's delegate for its custom transitions and the controllers it shows (UIKit's `UINavigationControllerDelegate`, rules X2, S14): any table (or controller) with some of these methods, set as `nav.delegate`.
---Only the methods it has are asked and traced, under its `name` (else `delegate`); the animator questions are not asked for a transition that is not animated.
---@class NavigationControllerDelegate
---@field name? string The name its calls are traced under.
---@field animationControllerFor? fun(self: any, navigationController: NavigationController, operation: "push"|"pop", fromVC: ViewController, toVC: ViewController): AnimatedTransitioning|nil The animator of a push or pop, or nil for the system's.
---@field interactionControllerFor? fun(self: any, navigationController: NavigationController, animationController: AnimatedTransitioning): PercentDrivenInteractiveTransition|InteractiveTransitioning|nil An interaction controller for a transition the animator runs, or nil (rule X4).
---@field willShow? fun(self: any, navigationController: NavigationController, viewController: ViewController, animated: boolean) A controller is about to be shown: just after its `viewWillAppear` in a push, pop, new stack, interactive pop, or the navigation controller's own appearance (rule S14).
---@field navigationControllerSupportedInterfaceOrientations? fun(self: any, navigationController: NavigationController): string|string[] The orientations the navigation controller supports when the window asks it (rule E6): a mask's name or a list of names. Without it the navigation controller answers the device's default, not its top controller's.
---@field navigationControllerPreferredInterfaceOrientationForPresentation? fun(self: any, navigationController: NavigationController): string The orientation a full-screen presentation of it turns the window to (rule E6).
---@field didShow? fun(self: any, navigationController: NavigationController, viewController: ViewController, animated: boolean) The controller was shown: after its `viewDidAppear` and the containment callbacks; none after a cancelled interactive pop (rule S14).

---A tab bar controller's delegate (UIKit's `UITabBarControllerDelegate`, rule S15): any table (or controller) with some of these methods, set as `tab.delegate`.
---Only the methods it has are asked and traced, under its `name` (else `delegate`). `shouldSelect` and `didSelect` are asked only for `tab:tapTab`, not for `selectedIndex`.
---@class TabBarControllerDelegate
---@field name? string The name its calls are traced under.
---@field shouldSelect? fun(self: any, tabBarController: TabBarController, viewController: ViewController): boolean Whether the tab the user tapped may be selected (true when absent).
---@field didSelect? fun(self: any, tabBarController: TabBarController, viewController: ViewController) The user selected the tab, after the switch began and before its `viewDidAppear`.
---@field animationControllerForTransition? fun(self: any, tabBarController: TabBarController, fromVC: ViewController, toVC: ViewController): AnimatedTransitioning|nil The animator of a tab switch on screen, or nil for the system's (rules S15, X6).
---@field interactionControllerFor? fun(self: any, tabBarController: TabBarController, animationController: AnimatedTransitioning): PercentDrivenInteractiveTransition|InteractiveTransitioning|nil An interaction controller for a tab switch the animator runs, or nil (rules S15, X4).
---@field tabBarControllerSupportedInterfaceOrientations? fun(self: any, tabBarController: TabBarController): string|string[] The orientations the tab bar controller supports when the window asks it (rule E6): a mask's name or a list of names.
---@field tabBarControllerPreferredInterfaceOrientationForPresentation? fun(self: any, tabBarController: TabBarController): string The orientation a full-screen presentation of it turns the window to (rule E6).

---A custom transition's animator (UIKit's `UIViewControllerAnimatedTransitioning`, rules X1-X3): a table with `transitionDuration` and `animateTransition`, traced under its `name` (else `animator`).
---`animateTransition` must call `ctx:completeTransition(ok)` when done; until then the transition is pending.
---@class AnimatedTransitioning
---@field name? string The name its calls are traced under.
---@field transitionDuration fun(self: any, transitionContext: TransitionContext): number How long the transition takes, in seconds (0 or more).
---@field animateTransition fun(self: any, transitionContext: TransitionContext) Animates the transition (typically with `app:animate`) and calls `ctx:completeTransition(not ctx.transitionWasCancelled)` in the completion.
---@field animationEnded? fun(self: any, transitionCompleted: boolean) The transition completed (true) or was cancelled (false).
---@field interruptibleAnimator? fun(self: any, transitionContext: TransitionContext): PropertyAnimator|nil Rule H11: a `PercentDrivenInteractiveTransition` asks for it after `animateTransition` and drives it (paused, scrubbed by `update`, run on by `finish`, reversed by `cancel`); return the same animator for the whole transition.

---An interaction controller written as a table (UIKit's `UIViewControllerInteractiveTransitioning`, rule X4): it gets the context and drives it with `ctx:updateInteractiveTransition`, `finishInteractiveTransition` and `cancelInteractiveTransition`. A `PercentDrivenInteractiveTransition` is the ready-made one.
---@class InteractiveTransitioning
---@field name? string The name its call is traced under.
---@field startInteractiveTransition fun(self: any, transitionContext: TransitionContext) The transition starts; call the animator's `animateTransition` if needed.

---A section of a static table.
---@class StaticSection
---@field rows StaticRow[] The section's rows.

---A row of a static table.
---@class StaticRow
---@field id string The row's id, unique in the table; `controller:cell(id)` finds its cell.
---@field height? number The row's height in points, not below 0 (default the table's rowHeight, 44).
---@field embed? ViewController A controller class (an instance is made when the view loads) or instance, embedded in the cell (rule T2).

---The constructor table of `View{...}`; other keys are assigned as fields after construction.
---@class ViewProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The initial frame (default all 0).

---The constructor table of `TextField{...}`; other keys are assigned as fields after construction.
---@class TextFieldProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The initial frame (default all 0).

---The constructor table of `TableViewCell{...}`; other keys are assigned as fields after construction.
---@class TableViewCellProperties
---@field name? string The trace name (default the reuse identifier, else the class name).
---@field reuseIdentifier? string The identifier to register and dequeue it under.
---@field labels? Label[] The labels, stacked top to bottom.

---The constructor table of `Control{...}`; other keys are assigned as fields after construction.
---@class ControlProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default zero).

---The constructor table of `Button{...}`; other keys are assigned as fields after construction.
---@class ButtonProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default zero).
---@field title? string The normal state's title.

---The constructor table of `Switch{...}`; other keys are assigned as fields after construction.
---@class SwitchProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default 51 x 31 at 0, 0).
---@field isOn? boolean Whether it starts on (default false).

---The constructor table of `TabBar{...}`; other keys are assigned as fields after construction.
---@class TabBarProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default zero).

---The constructor table of `TabBarItem{...}`; other keys are assigned as fields after construction.
---@class TabBarItemProperties
---@field title? string The title (default nil).
---@field tag? integer The tag (default 0).

---The constructor table of `Slider{...}`; other keys are assigned as fields after construction.
---@class SliderProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default 100 x 31 at 0, 0).
---@field minimumValue? number The value at the left end (default 0).
---@field maximumValue? number The value at the right end (default 1).
---@field value? number The value, within the range (default 0).
---@field isContinuous? boolean Whether a drag sends `valueChanged` with each change (default true).

---The constructor table of `SegmentedControl{...}`; other keys are assigned as fields after construction.
---@class SegmentedControlProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default zero).
---@field items? string[] The segments' titles.
---@field selectedSegmentIndex? integer The selected segment (default -1, none).
---@field isMomentary? boolean Whether tapped segments stay unselected (default false).

---The table of `control:addAction{...}`, UIKit's `UIAction`; the handler gets it back with `identifier` set.
---@class ControlAction
---@field identifier? string Its identifier (default its title, else "action1", "action2"...).
---@field title? string Its title.
---@field handler fun(action: ControlAction, sender: Control) What runs.

---A control event's name (UIKit's `UIControl.Event`), or a group of them.
---@alias ControlEvent "touchDown"|"touchDownRepeat"|"touchDragInside"|"touchDragOutside"|"touchDragEnter"|"touchDragExit"|"touchUpInside"|"touchUpOutside"|"touchCancel"|"valueChanged"|"primaryActionTriggered"|"allTouchEvents"|"allEvents"

---A control state's name (UIKit's `UIControl.State`).
---@alias ControlState "normal"|"highlighted"|"disabled"|"selected"|"focused"

---The constructor table of `Label{...}`; other keys are assigned as fields after construction.
---@class LabelProperties
---@field name? string The trace name (default the class name).
---@field text? string The text (default "").
---@field font? number The font size in points, above 0 (default 17).
---@field numberOfLines? integer The most lines, 0 for no limit (default 1).

---The constructor table of `CollectionView{...}`; other keys are assigned as fields after construction.
---@class CollectionViewProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default 375 x 667 at 0, 0).
---@field itemSize Size Every item's size, both sides above 0 (required).
---@field dataSource? CollectionViewDataSource|ViewController The data source.
---@field delegate? CollectionViewDelegate|ViewController The delegate (rules Q4, U1).

---The constructor table of `LayoutConstraint{...}` (UIKit's long form); other keys (`priority`, `identifier`, `isActive`) are assigned as fields after construction.
---@class LayoutConstraintProperties
---@field item View|LayoutGuide The first item (required).
---@field attribute string The first attribute (required; not `"notAnAttribute"`).
---@field relatedBy? string `"equal"` (default), `"lessThanOrEqual"` or `"greaterThanOrEqual"`.
---@field toItem? View|LayoutGuide The second item, or nil for a constant (sizes only).
---@field toAttribute? string The second attribute (required with `toItem`).
---@field multiplier? number The factor of the second attribute (default 1).
---@field constant? number The constant (default 0).

---The second argument of `LayoutConstraint.constraintsWithVisualFormat` (rule Y11).
---@class VisualFormatArguments
---@field views table<string, View> The views the format names, by name (required).
---@field metrics? table<string, number> Numbers the format names, by name.
---@field options? string[] Any of `"alignAllLeft"`, `"alignAllRight"`, `"alignAllTop"`, `"alignAllBottom"`, `"alignAllLeading"`, `"alignAllTrailing"`, `"alignAllCenterX"`, `"alignAllCenterY"`, `"alignAllLastBaseline"`, `"alignAllFirstBaseline"`, `"directionLeadingToTrailing"`, `"directionLeftToRight"`, `"directionRightToLeft"`, `"spacingEdgeToEdge"`, `"spacingBaselineToBaseline"`.

---The options of `anchor:constraint{...}`: one relation key, and `constant`/`multiplier`.
---@class LayoutAnchorConstraintOptions
---@field equalTo? LayoutAnchor `self == multiplier * other + constant`.
---@field greaterThanOrEqualTo? LayoutAnchor `self >= multiplier * other + constant`.
---@field lessThanOrEqualTo? LayoutAnchor `self <= multiplier * other + constant`.
---@field equalToConstant? number `self == number` (width and height anchors).
---@field greaterThanOrEqualToConstant? number `self >= number` (width and height anchors).
---@field lessThanOrEqualToConstant? number `self <= number` (width and height anchors).
---@field constant? number Added to the other anchor (default 0).
---@field multiplier? number The other anchor's factor, for width and height anchors (default 1).

---The constructor table of `LayoutGuide{...}`; other keys are assigned as fields after construction.
---@class LayoutGuideProperties
---@field identifier? string A name for descriptions and warnings (default empty).

---Insets by leading and trailing edge (UIKit's NSDirectionalEdgeInsets): `{top=, leading=, bottom=, trailing=}`, missing edges 0.
---@class DirectionalEdgeInsets
---@field top number From the top edge.
---@field leading number From the leading edge (the left, or the right under right to left).
---@field bottom number From the bottom edge.
---@field trailing number From the trailing edge (the right, or the left under right to left).

---The constructor table of `StackView{...}`; other keys are assigned as fields after construction.
---@class StackViewProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default all 0).
---@field axis? string `"vertical"` (default) or `"horizontal"`.
---@field distribution? string How the views share the axis (default `"fill"`).
---@field alignment? string How the views are placed across the axis (default `"fill"`).
---@field spacing? number|"system" The space between arranged views (default 0; `"system"`: 8 pt).

---The constructor table of `ScrollView{...}`; other keys are assigned as fields after construction.
---@class ScrollViewProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default 375 x 667 at 0, 0).
---@field contentSize? Size The content's size (default 0 x 0).
---@field delegate? ScrollViewDelegate|ViewController The delegate.

---The constructor table of `ViewController{...}`; other keys are assigned as fields after construction.
---@class ViewControllerProperties
---@field name? string The trace name (default the class name).

---The constructor table of `TableViewController{...}`; other keys are assigned as fields after construction.
---@class TableViewControllerProperties
---@field name? string The trace name (default the class name).
---@field sections? StaticSection[] Static sections; without them the table is dynamic.

---The constructor table of `NavigationController{...}`; other keys are assigned as fields after construction.
---@class NavigationControllerProperties
---@field name? string The trace name (default the class name).
---@field rootViewController? ViewController The first controller of the stack.

---The constructor table of `TabBarController{...}`; other keys are assigned as fields after construction.
---@class TabBarControllerProperties
---@field name? string The trace name (default the class name).
---@field viewControllers? ViewController[] The tabs, in order; the first is selected.

---The constructor table of `PageViewController{...}`; other keys are assigned as fields after construction.
---@class PageViewControllerProperties
---@field name? string The trace name (default the class name).
---@field transitionStyle? "scroll"|"pageCurl" How pages change (default "scroll").
---@field dataSource? PageViewControllerDataSource|ViewController The data source.
---@field delegate? PageViewControllerDelegate|ViewController The delegate.

---The constructor table of `PercentDrivenInteractiveTransition{...}`.
---@class PercentDrivenInteractiveTransitionProperties
---@field name? string The name its `startInteractiveTransition` is traced under (default the class name).

---The constructor table of `PresentationController{...}`; other keys are assigned as fields after construction.
---@class PresentationControllerProperties
---@field presented ViewController The controller it presents (required).
---@field presenting? ViewController The controller presenting it (UIKit finds the real one when the presentation begins).
---@field name? string The name its callbacks are traced under (default the class name).

---The constructor table of `SplitViewController{...}`; other keys are assigned as fields after construction.
---@class SplitViewControllerProperties
---@field name? string The trace name (default the class name).
---@field primary? ViewController The primary column's controller.
---@field supplementary? ViewController The supplementary column's controller (three columns).
---@field secondary? ViewController The secondary column's controller.
---@field compact? ViewController The controller shown when collapsed.
---@field delegate? SplitViewControllerDelegate|ViewController The delegate.

---The constructor table of `FetchedResultsController{...}`.
---@class FetchedResultsControllerProperties
---@field sortKey string The field to sort by (required).
---@field ascending? boolean Sort ascending (default true); only false makes it descending.
---@field objects? table[] The initial objects.
---@field delegate? FetchedResultsControllerDelegate The delegate.

---The table of `app:rotateFingers{...}`.
---@class RotateOptions
---@field at Point The point midway between the two fingers, in window coordinates.
---@field distance number The distance between the fingers, above 0.
---@field from? number The angle of the line from the first finger to the second when they come down, in radians (default 0: along x).
---@field to number The angle when they lift, in radians.
---@field duration? number Seconds of the virtual clock the moves take, not below 0 (default 0.25).
---@field steps? integer Equal moves, 1 to 1000 (default 5).

---The table of `app:pinch{...}`.
---@class PinchOptions
---@field at Point The point midway between the two fingers, in window coordinates.
---@field from number The distance between the fingers when they come down, not below 0.
---@field to number The distance when they lift, not below 0.
---@field duration? number Seconds of the virtual clock the moves take, not below 0 (default 0.25).
---@field steps? integer Equal moves, 1 to 1000 (default 5).

---The constructor table of `GestureRecognizer{...}` and of each kind (`PanGestureRecognizer{...}`, ...); other keys are assigned as fields after construction.
---@class GestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---A gesture recognizer's delegate (UIKit's `UIGestureRecognizerDelegate`, rules G4, G7): any table (or controller) with some of these methods, set as `recognizer.delegate`.
---Only the methods it has are asked and traced, under its `name` (else `delegate`).
---@class GestureRecognizerDelegate
---@field name? string The name its calls are traced under.
---@field gestureRecognizerShouldBegin? fun(self: any, gestureRecognizer: GestureRecognizer): boolean Whether the recognizer may leave "possible" for "began" (or "ended", discrete); false fails it (rule G7).
---@field shouldReceive? fun(self: any, gestureRecognizer: GestureRecognizer, touch: Touch): boolean Whether the recognizer sees this touch, asked when the touch comes down (rule G4).
---@field shouldRecognizeSimultaneouslyWith? fun(self: any, gestureRecognizer: GestureRecognizer, otherGestureRecognizer: GestureRecognizer): boolean Whether the two may recognize together; true from either delegate allows it (rule G7).
---@field shouldRequireFailureOf? fun(self: any, gestureRecognizer: GestureRecognizer, otherGestureRecognizer: GestureRecognizer): boolean Whether the recognizer waits for the other to fail (rule G7).
---@field shouldBeRequiredToFailBy? fun(self: any, gestureRecognizer: GestureRecognizer, otherGestureRecognizer: GestureRecognizer): boolean Whether the other waits for this recognizer to fail (rule G7).

---The constructor table of `TapGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class TapGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `PanGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class PanGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `ScreenEdgePanGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class ScreenEdgePanGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `SwipeGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class SwipeGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `LongPressGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class LongPressGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `PinchGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class PinchGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.

---The constructor table of `RotationGestureRecognizer{...}`; other keys are assigned as fields after construction.
---@class RotationGestureRecognizerProperties
---@field name? string The name its state changes and actions are traced under (default the class name).
---@field target? table|ViewController|View The object `action` is sent to, as `r:addTarget(target, action)`.
---@field action? string|function The first action: a function called with the recognizer, or the name of `target`'s method.
-- Animators and layers (rules H1-H10) ---------------------------------------------------------

---An affine transform (rule H4): the matrix `[a b 0; c d 0; tx ty 1]`; missing entries are the identity's.
---@class Transform
---@field a number The x scale (and rotation) entry.
---@field b number The y shear (and rotation) entry.
---@field c number The x shear (and rotation) entry.
---@field d number The y scale (and rotation) entry.
---@field tx number The x translation.
---@field ty number The y translation.

---A colour (rule H4): components from 0 to 1; a missing alpha is 1.
---@class Color
---@field red number Red, 0 to 1.
---@field green number Green, 0 to 1.
---@field blue number Blue, 0 to 1.
---@field alpha number Opacity, 0 to 1.

---`UIView.performWithoutAnimation` (rule H6): `fn`'s changes are made at once, even inside an animations block.
---@param fn fun() The changes.
---@return nil
function App:performWithoutAnimation(fn) end

---`UIView.animateKeyframes` (rule H5): `animations` runs at once; its changes outside keyframes run over the whole duration, each `app:addKeyframe` inside it over its slot; `completion(true)` at `delay + duration`.
---@param options KeyframeOptions `duration`, `delay`, `options`, `animations`, `completion`.
---@return nil
function App:animateKeyframes(options) end

---`UIView.addKeyframe` (rule H5): inside `animateKeyframes`, `fn`'s changes run linearly from `start` to `start + duration` of the keyframe animation; outside one they are made at once.
---@param start number The relative start time, 0 to 1.
---@param duration number The relative duration, 0 to 1.
---@param fn fun() The changes.
---@return nil
function App:addKeyframe(start, duration, fn) end

---`UIView.transition` (rule H5): with `with = view`, the transition is traced `<view> transition(<option>)` and `animations`' changes are made at once;
---with `from =` and `to =`, it is traced on their superview and `to` takes `from`'s place (or, with "showHideTransitionViews", `from` is hidden and `to` shown). `completion(true)` after `duration`.
---@param options ViewTransitionOptions `with` or `from` and `to`, `duration`, `options`, `animations`, `completion`.
---@return nil
function App:transition(options) end

---`UIViewPropertyAnimator.runningPropertyAnimator` (rule H1): an animator with `animations` and `completion` added, started after `delay`; the curve comes from `options`.
---@param options RunningAnimatorOptions `name`, `duration`, `delay`, `options`, `animations`, `completion`.
---@return PropertyAnimator animator
function App:runningPropertyAnimator(options) end

---`CATransaction.begin()` (rule H8): opens a transaction; animations added until its commit belong to it (and to the transactions around it).
---@return nil
function App:beginTransaction() end

---`CATransaction.commit()` (rule H8): its completion block runs once all its animations have finished (at once when none is left). Without a begin: Core Animation's warning.
---@return nil
function App:commitTransaction() end

---`CATransaction.flush()` (rule H8): commits the implicit transaction now (it otherwise commits on the next run-loop turn).
---@return nil
function App:flushTransaction() end

---`CATransaction.setAnimationDuration` (rule H8): the duration of the current transaction's layer animations that have none.
---@param seconds number Not below 0.
---@return nil
function App:setTransactionAnimationDuration(seconds) end

---`CATransaction.setDisableActions` (rule H8): turns a standalone layer's implicit animations off (or on) in the current transaction.
---@param flag boolean True to turn them off.
---@return nil
function App:setTransactionDisableActions(flag) end

---`CATransaction.setCompletionBlock` (rule H8): the block is traced `CATransaction completionBlock` when it runs.
---@param fn fun()|nil The block, or nil for none.
---@return nil
function App:setTransactionCompletionBlock(fn) end

---The table of `app:animateKeyframes{...}`.
---@class KeyframeOptions
---@field duration number Seconds, not below 0 (required).
---@field delay? number Seconds before it starts (default 0).
---@field options? string|string[] "repeat", "autoreverse", "beginFromCurrentState"; other names are accepted and ignored.
---@field animations? fun() Runs at once; calls `app:addKeyframe`.
---@field completion? fun(finished: boolean) Runs when it ends.

---The table of `app:transition{...}`.
---@class ViewTransitionOptions
---@field with? View The view whose content changes.
---@field from? View The view that leaves.
---@field to? View The view that takes its place.
---@field duration number Seconds, not below 0 (required).
---@field options? string|string[] A transition name ("transitionCrossDissolve", "transitionFlipFromLeft", ...) and "showHideTransitionViews".
---@field animations? fun() With `with`: the changes, made at once.
---@field completion? fun(finished: boolean) Runs when it ends.

---The table of `app:runningPropertyAnimator{...}`.
---@class RunningAnimatorOptions
---@field name? string The trace name (default "PropertyAnimator").
---@field duration number Seconds, not below 0 (required).
---@field delay? number Seconds before it starts (default 0).
---@field options? string|string[] The curve: "curveEaseInOut" (default), "curveEaseIn", "curveEaseOut", "curveLinear".
---@field animations fun() The changes (required).
---@field completion? fun(position: "end"|"start"|"current") Runs when it finishes.

---UIKit's UIViewPropertyAnimator (rules H1-H3): animations that start, pause, scrub, reverse, stop and finish on the virtual clock.
---Its state moves inactive → active (start, pause, or setting `fractionComplete`) → inactive when the animations end, or → stopped (`stopAnimation(false)`) → inactive (`finishAnimation`); each move is traced `<name> animatorState(<state>)`, and the completions' run `<name> completion(<position>)`.
---UIKit's exceptions fail the call: `finishAnimation` on an animator that is not stopped, `startAnimation`, `pauseAnimation` or `addAnimations` on a stopped one, `stopAnimation` on an inactive one, pausing or stopping one that is not interruptible, setting `isInterruptible` on an active one.
---@class PropertyAnimator
---@overload fun(properties: PropertyAnimatorProperties): PropertyAnimator
---@field name string The trace name (read-only).
---@field duration number The duration given (read-only).
---@field delay number The delay of the latest start (read-only).
---@field state "inactive"|"active"|"stopped" UIKit's `state` (read-only).
---@field isRunning boolean Whether the animations move now (read-only).
---@field fractionComplete number How far the animations are in their direction, 0 to 1; setting it scrubs a paused animator (an inactive one becomes active and paused) and is ignored while running.
---@field isReversed boolean Whether the animations run back; set while running, they turn back where they are.
---@field isInterruptible boolean Whether it can be paused and stopped (default true).
---@field scrubsLinearly boolean Whether scrubbing moves the views linearly (default true) or along the curve.
---@field pausesOnCompletion boolean Whether it stays active and paused at the end instead of finishing (default false).
PropertyAnimator = {}

---`addAnimations(_:delayFactor:)`: runs `fn` now (its values are final at once) and animates its changes over the rest of the animator's time, starting `delayFactor` of the way in.
---@param fn fun() The changes.
---@param delayFactor? number 0 to 1 (default 0).
---@return nil
function PropertyAnimator:addAnimations(fn, delayFactor) end

---`addCompletion(_:)`: `fn(position)` runs when the animator finishes.
---@param fn fun(position: "end"|"start"|"current") The completion.
---@return nil
function PropertyAnimator:addCompletion(fn) end

---`startAnimation(afterDelay:)`: starts or resumes the animations.
---@param delay? number Seconds (default 0).
---@return nil
function PropertyAnimator:startAnimation(delay) end

---`pauseAnimation()`: holds the animations where they are.
---@return nil
function PropertyAnimator:pauseAnimation() end

---`stopAnimation(_:)`: the views keep the values they show; with `withoutFinishing` the animator becomes inactive without running its completions, else it is stopped until `finishAnimation`.
---@param withoutFinishing boolean Whether to skip the final actions.
---@return nil
function PropertyAnimator:stopAnimation(withoutFinishing) end

---`finishAnimation(at:)`: a stopped animator puts its views at their end or start values, or leaves them, then runs its completions.
---@param position "end"|"start"|"current" Where the views end.
---@return nil
function PropertyAnimator:finishAnimation(position) end

---`continueAnimation(withTimingParameters:durationFactor:)`: runs the animator on with new timing (or its own) over `durationFactor` times its duration; the views carry on from where they are, blending into the curve (rule H12).
---@param timing PropertyAnimatorTiming|nil The new timing, or nil to keep it.
---@param durationFactor number Not below 0.
---@return nil
function PropertyAnimator:continueAnimation(timing, durationFactor) end

---Makes a Lua subclass of PropertyAnimator.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return PropertyAnimator
function PropertyAnimator:subclass(name, methods) end

---A property animator's timing (rules H2, H3): one of `curve`, `controlPoints`, `dampingRatio`, `spring`.
---@class PropertyAnimatorTiming
---@field curve? "easeInOut"|"easeIn"|"easeOut"|"linear" One of UIKit's curves (Core Animation's control points).
---@field controlPoints? number[] A cubic Bézier curve's `{x1, y1, x2, y2}`.
---@field dampingRatio? number A spring of this damping ratio fitting the duration.
---@field spring? table A spring `{mass=, stiffness=, damping=}` lasting its settling duration.
---@field initialVelocity? number A spring's initial velocity, in the whole distance per second.

---The constructor table of `PropertyAnimator{...}`: its timing (ease-in-out by default) and first animations.
---@class PropertyAnimatorProperties
---@field curve? "easeInOut"|"easeIn"|"easeOut"|"linear" One of UIKit's curves (the default ease-in-out).
---@field controlPoints? number[] A cubic Bézier curve's `{x1, y1, x2, y2}`.
---@field dampingRatio? number A spring of this damping ratio fitting the duration.
---@field spring? table A spring `{mass=, stiffness=, damping=}` lasting its settling duration.
---@field initialVelocity? number A spring's initial velocity, in the whole distance per second.
---@field name? string The trace name (default the class name).
---@field duration number Seconds, not below 0 (required).
---@field animations? fun() The first animations.

---Core Animation's CALayer (rules H7-H9). `view.layer` follows its view; `Layer{name=, frame=}` makes a standalone one, which in a layer tree animates changes of its properties implicitly (rule H8).
---@class Layer
---@overload fun(properties?: LayerProperties): Layer
---@field name string The trace name (read-only).
---@field frame Rect The frame in the superlayer: position less the anchor point's share of the size (the transform is not applied).
---@field bounds Rect The bounds.
---@field position Point The anchor point's place in the superlayer.
---@field anchorPoint Point The anchor point in the unit square (default 0.5, 0.5); changing it moves the frame around the position.
---@field zPosition number The z position.
---@field transform number[] A CATransform3D, its 16 numbers row by row; a view's layer shows its view's transform as the affine part.
---@field opacity number The opacity (a view's layer: the view's alpha).
---@field cornerRadius number The corner radius.
---@field borderWidth number The border width.
---@field borderColor Color|nil The border colour.
---@field backgroundColor Color|nil The background colour (a view's layer: the view's).
---@field shadowOpacity number The shadow's opacity (default 0).
---@field shadowRadius number The shadow's radius (default 3).
---@field shadowOffset Size The shadow's offset (default 0, -3).
---@field shadowColor Color|nil The shadow's colour (default opaque black).
---@field masksToBounds boolean Whether sublayers are clipped (stored).
---@field hidden boolean Whether it is hidden (a view's layer: the view's `hidden`).
---@field view View|nil The view it backs (read-only).
---@field superlayer Layer|nil The superlayer (read-only).
---@field sublayers Layer[] The sublayers, back to front: a view's layer lists its subviews' layers first (read-only).
---@field animationKeys string[] The keys of its running animations, in the order added (read-only).
Layer = {}

---Adds `layer` at the front of the sublayers.
---@param layer Layer The sublayer.
---@return nil
function Layer:addSublayer(layer) end

---Inserts `layer` at `index` (counted from 1) among the sublayers added.
---@param layer Layer The sublayer.
---@param index integer Its place, from 1.
---@return nil
function Layer:insertSublayer(layer, index) end

---Takes the layer out of its superlayer.
---@return nil
function Layer:removeFromSuperlayer() end

---`presentation()` (rule H9): a copy showing the values on screen now: its animations, and for a view's layer the view's animations.
---@return Layer copy
function Layer:presentation() end

---`model()`: the model layer of a presentation copy, else the layer itself.
---@return Layer model
function Layer:model() end

---`add(_:forKey:)` (rule H9): runs a copy of `animation`, replacing the one under `key`, which stops unfinished.
---@param animation LayerAnimation The animation.
---@param key? string Its key.
---@return nil
function Layer:add(animation, key) end

---`animation(forKey:)`: the running copy under `key`, or nil.
---@param key string The key.
---@return LayerAnimation|nil animation
function Layer:animation(key) end

---`removeAnimation(forKey:)` (rule H9): the animation leaves at once; its delegate hears `animationDidStop(false)` on the next run-loop turn.
---@param key string The key.
---@return nil
function Layer:removeAnimation(key) end

---`removeAllAnimations()` (rule H9).
---@return nil
function Layer:removeAllAnimations() end

---Makes a Lua subclass of Layer.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return Layer
function Layer:subclass(name, methods) end

---The constructor table of `Layer{...}`.
---@class LayerProperties
---@field name? string The trace name (default the class name).
---@field frame? Rect The frame (default zero).

---A Core Animation animation (rule H9): `kind` "basic" (CABasicAnimation), "spring" (CASpringAnimation), "keyframe" (CAKeyframeAnimation) or "transition" (CATransition).
---Add it to a layer: the layer runs a copy on the virtual clock; the layer's model values never change, only its presentation shows the animation.
---@class LayerAnimation
---@overload fun(properties?: LayerAnimationProperties): LayerAnimation
---@field kind "basic"|"spring"|"keyframe"|"transition" Its class (read-only).
---@field name string The name it is described by (read-only).
---@field key string|nil The key a running copy runs under (read-only).
---@field keyPath string|nil The property: "opacity", "position", "position.x", "bounds.size", "transform", "transform.scale", "transform.rotation.z", "cornerRadius", "backgroundColor", ...
---@field fromValue any The start value: a number, {x=, y=}, {width=, height=}, a Rect, a Color, or a transform's 16 numbers.
---@field toValue any The end value.
---@field byValue any The change.
---@field duration number Seconds; 0 takes the transaction's duration (0.25 s) when added.
---@field beginTime number When it begins on the virtual clock (`app.time + delay`); 0 is when it is added.
---@field fillMode "removed"|"forwards"|"backwards"|"both" What it shows outside its active time.
---@field isRemovedOnCompletion boolean Whether the layer drops it at its end (default true).
---@field repeatCount number How many times it runs (0 is once; math.huge for ever).
---@field autoreverses boolean Whether each run goes back.
---@field mass number A spring's mass (default 1).
---@field stiffness number A spring's stiffness (default 100).
---@field damping number A spring's damping (default 10).
---@field initialVelocity number A spring's initial velocity (default 0).
---@field settlingDuration number A spring's settling duration (read-only, rule H3).
---@field type string A transition's type ("fade", "push", "moveIn", "reveal").
---@field subtype string|nil A transition's direction ("fromLeft", "fromRight", "fromTop", "fromBottom").
---@field delegate AnimationDelegate|nil Told `animationDidStart` and `animationDidStop`.
LayerAnimation = {}

---Makes a Lua subclass of LayerAnimation.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return LayerAnimation
function LayerAnimation:subclass(name, methods) end

---The constructor table of `LayerAnimation{...}`: the fields above, and a keyframe animation's `values` and `keyTimes`, and the `timingFunction`.
---@class LayerAnimationProperties
---@field kind? "basic"|"spring"|"keyframe"|"transition" Its class (default "basic").
---@field name? string The name (default the kind).
---@field keyPath? string The property.
---@field fromValue? any The start value.
---@field toValue? any The end value.
---@field byValue? any The change.
---@field values? any[] A keyframe animation's values.
---@field keyTimes? number[] Their times, fractions from 0 to 1 in order (default evenly spread).
---@field duration? number Seconds.
---@field beginTime? number When it begins.
---@field timingFunction? string|number[] "linear" (the default), "easeIn", "easeOut", "easeInEaseOut", "default", or control points {x1, y1, x2, y2} (rule H2).
---@field fillMode? "removed"|"forwards"|"backwards"|"both" The fill.
---@field isRemovedOnCompletion? boolean Dropped at its end (default true).
---@field repeatCount? number Runs.
---@field autoreverses? boolean Back after each run.
---@field mass? number A spring's mass.
---@field stiffness? number A spring's stiffness.
---@field damping? number A spring's damping.
---@field initialVelocity? number A spring's initial velocity.
---@field type? string A transition's type.
---@field subtype? string A transition's direction.
---@field delegate? AnimationDelegate The delegate.

---A Core Animation animation's delegate (UIKit's `CAAnimationDelegate`, rule H9): any table with some of these methods, set as `delegate`; the animation comes first.
---@class AnimationDelegate
---@field name? string The name its calls are traced under.
---@field animationDidStart? fun(self: any, animation: LayerAnimation) The animation began.
---@field animationDidStop? fun(self: any, animation: LayerAnimation, finished: boolean) It ended: true when it ran to its end, false when it was removed.

---Core Animation's CADisplayLink (rule H10): once added, `onFrame(link)` runs at every frame of a 60 Hz display on the virtual clock (traced `<name> tick(<frame number>)`), until paused or invalidated.
---A link in the run loop keeps timers pending, so `app:settle()` with one running gives up: invalidate or pause it first.
---@class DisplayLink
---@overload fun(properties: DisplayLinkProperties): DisplayLink
---@field name string The trace name (read-only).
---@field timestamp number The time of the frame last delivered (read-only).
---@field targetTimestamp number The time of the next frame (read-only).
---@field duration number The display's refresh interval, 1/60 s (read-only).
---@field isPaused boolean Whether it skips its frames.
---@field preferredFramesPerSecond integer The wished rate (0: the display's); rounded to a whole divisor of 60.
DisplayLink = {}

---`add(to:forMode:)`: starts calling `onFrame` at the next frame.
---@return nil
function DisplayLink:add() end

---`invalidate()`: stops for ever.
---@return nil
function DisplayLink:invalidate() end

---Makes a Lua subclass of DisplayLink.
---@param name string The subclass's name.
---@param methods? table Methods and fields of the subclass.
---@return DisplayLink
function DisplayLink:subclass(name, methods) end

---The constructor table of `DisplayLink{...}`.
---@class DisplayLinkProperties
---@field name? string The trace name (default the class name).
---@field onFrame fun(link: DisplayLink) Called at every frame (required).
---@field preferredFramesPerSecond? integer The wished rate.

---`CATransform3DIdentity` (rule H7): a transform is an array of its 16 numbers, row by row.
---@type number[]
CATransform3DIdentity = {}

---`CATransform3DMakeTranslation` (rule H7).
---@param tx number The x translation.
---@param ty number The y translation.
---@param tz number The z translation.
---@return number[] transform
function CATransform3DMakeTranslation(tx, ty, tz) end

---`CATransform3DMakeScale` (rule H7).
---@param sx number The x scale.
---@param sy number The y scale.
---@param sz number The z scale.
---@return number[] transform
function CATransform3DMakeScale(sx, sy, sz) end

---`CATransform3DMakeRotation` (rule H7): `angle` radians about the axis `(x, y, z)`.
---@param angle number The angle in radians.
---@param x number The axis's x.
---@param y number The axis's y.
---@param z number The axis's z.
---@return number[] transform
function CATransform3DMakeRotation(angle, x, y, z) end

---`CATransform3DConcat(a, b)` (rule H7): `a`, then `b`.
---@param a number[] The first transform.
---@param b number[] The second transform.
---@return number[] transform
function CATransform3DConcat(a, b) end

---`CATransform3DInvert` (rule H7): the inverse, or `t` when it has none.
---@param t number[] The transform.
---@return number[] transform
function CATransform3DInvert(t) end

---`CATransform3DIsIdentity` (rule H7).
---@param t number[] The transform.
---@return boolean identity Whether it is the identity.
function CATransform3DIsIdentity(t) end

---`CATransform3DMakeAffineTransform` (rule H7).
---@param m Transform The affine transform.
---@return number[] transform
function CATransform3DMakeAffineTransform(m) end
