extension Callback {
    /// Everything about one callback, declared once in ``Callback/Name/spec``: the scripting
    /// layer makes its Lua methods and argument conversions from it, dispatch finds overrides
    /// by it, and tests hold the definition file to it.
    public struct Spec: Sendable {
        /// Who receives a callback, which decides who can override it.
        public enum Receiver: String, Sendable {
            /// Every view controller; overridable on `ViewController` and its subclasses.
            case viewController = "ViewController"
            /// Table view controllers; overridable on `TableViewController` and subclasses.
            case tableViewController = "TableViewController"
            /// A collection view's data source, asked with the collection view as the first
            /// argument; a script implements it as a method of its data-source table.
            case collectionDataSource = "CollectionViewDataSource"
            /// A page view controller's data source, asked with the page view controller as the
            /// first argument; a script implements it as a method of its data-source table.
            case pageDataSource = "PageViewControllerDataSource"
            /// A page view controller's delegate, told with the page view controller as the
            /// first argument; a script implements it as a method of its delegate table.
            case pageDelegate = "PageViewControllerDelegate"
            /// A split view controller's delegate, asked and told with the split view
            /// controller as the first argument; a script implements it as a method of its
            /// delegate table.
            case splitDelegate = "SplitViewControllerDelegate"
            /// A presentation controller's delegate, told with the presented controller as the
            /// first argument; a script implements it as a method of its delegate table.
            case presentationControllerDelegate = "PresentationControllerDelegate"
            /// A presented controller's transitioning delegate, asked for the animators and
            /// interaction controllers of its presentation and dismissal; a script implements
            /// it as a method of its delegate table.
            case transitioningDelegate = "TransitioningDelegate"
            /// A navigation controller's delegate, asked for the animators and interaction
            /// controllers of its pushes and pops, with the navigation controller as the first
            /// argument; a script implements it as a method of its delegate table.
            case navigationDelegate = "NavigationControllerDelegate"
            /// A tab bar controller's delegate, asked and told about a tab the user taps and
            /// asked for the animator of a tab switch, with the tab bar controller as the first
            /// argument; a script implements it as a method of its delegate table (rule S15).
            case tabBarDelegate = "TabBarControllerDelegate"
            /// A custom presentation controller (rule M1): a Swift subclass's `open` members, a
            /// Lua subclass's methods.
            case presentationController = "PresentationController"
            /// A custom transition's animator; a script implements it as a method of its
            /// animator table.
            case animator = "AnimatedTransitioning"
            /// A custom transition's interaction controller: a
            /// `PercentDrivenInteractiveTransition`, or a table with the method.
            case interactionController = "InteractiveTransitioning"
            /// A collection view's delegate, told with the collection view as the first
            /// argument; a script implements it as a method of its delegate table.
            case collectionDelegate = "CollectionViewDelegate"
            /// A scroll view's delegate (a table's controller, a collection view's delegate),
            /// told with the scroll view as the first argument.
            case scrollViewDelegate = "ScrollViewDelegate"
            /// Table cells; overridable on `TableViewCell` and its Lua subclasses.
            case tableViewCell = "TableViewCell"
            /// Collection view cells; overridable on `CollectionViewCell` and its Lua subclasses.
            case collectionViewCell = "CollectionViewCell"
            /// A view (a responder); recorded, not overridable.
            case view = "View"
            /// The app (a notification such as the keyboard's); recorded, not overridable.
            case app = "App"
            /// The app delegate, told of memory warnings and, without scenes, of the app's
            /// lifecycle, with the app as the first argument (rules B1, B2); a script
            /// implements it as a method of its delegate table.
            case appDelegate = "ApplicationDelegate"
            /// The scene delegate, told of the app's lifecycle with the scene (the app) as the
            /// first argument (rule B1); a script implements it as a method of its table.
            case sceneDelegate = "SceneDelegate"
            /// A gesture recognizer: its state changes and actions (rules G3, G6); recorded,
            /// not overridable.
            case gestureRecognizer = "GestureRecognizer"
            /// A gesture recognizer's delegate, asked with the recognizer as the first argument
            /// (rules G4, G7); a script implements it as a method of its delegate table.
            case gestureDelegate = "GestureRecognizerDelegate"
            /// A Core Animation animation's delegate (`CAAnimationDelegate`, rule H9), told with
            /// the animation as the first argument; a script implements it as a method of its
            /// delegate table.
            case animationDelegate = "AnimationDelegate"

            /// The name of the sender, when it comes first among a script method's arguments as
            /// UIKit's methods take it (`dataSource:numberOfItems(collectionView, section)`): the
            /// delegates and data sources of a view or container, and a presentation's delegate
            /// (given the presented controller). Nil for a transitioning delegate, an animator and
            /// an interaction controller, asked without one as in UIKit, and for the receivers
            /// that are the sender themselves.
            public var sender: String? {
                switch self {
                case .collectionDataSource, .collectionDelegate: "collectionView"
                case .scrollViewDelegate: "scrollView"
                case .presentationControllerDelegate: "presentedViewController"
                case .splitDelegate: "splitViewController"
                case .navigationDelegate: "navigationController"
                case .tabBarDelegate: "tabBarController"
                case .pageDataSource, .pageDelegate: "pageViewController"
                case .appDelegate: "application"
                case .sceneDelegate: "scene"
                case .gestureDelegate: "gestureRecognizer"
                case .animationDelegate: "animation"
                case .viewController, .tableViewController, .transitioningDelegate, .animator, .interactionController,
                     .tableViewCell, .collectionViewCell, .view, .app, .presentationController, .gestureRecognizer:
                    nil
                }
            }

            /// What the receiver is called in a message: `data source`, `delegate`, `animator`.
            public var role: String {
                switch self {
                case .collectionDataSource, .pageDataSource: "data source"
                case .pageDelegate, .splitDelegate, .presentationControllerDelegate, .transitioningDelegate, .navigationDelegate,
                     .collectionDelegate, .scrollViewDelegate, .tabBarDelegate, .appDelegate, .sceneDelegate, .gestureDelegate,
                     .animationDelegate:
                    "delegate"
                case .animator: "animator"
                case .interactionController: "interaction controller"
                case .presentationController: "presentation controller"
                case .viewController, .tableViewController: "controller"
                case .tableViewCell, .collectionViewCell: "cell"
                case .view: "view"
                case .app: "app"
                case .gestureRecognizer: "gesture recognizer"
                }
            }
        }

        /// One parameter: its name (as the definition file spells it) and its type.
        public struct Parameter: Equatable, Sendable {
            /// The kinds of value a callback takes.
            public enum Kind: String, Sendable {
                /// A boolean (a missing one reads as `false`).
                case bool
                /// A string: a segue's identifier, an unwind action's name.
                case string
                /// A controller, or nil.
                case optionalController
                /// A controller.
                case controller
                /// A list of controllers (a page view controller's pages).
                case controllers
                /// A storyboard segue (`{identifier=, destination=}` in Lua).
                case segue
                /// An integer.
                case int
                /// A table's index path (`{section=, row=}` in Lua).
                case indexPath
                /// A collection view's index path (`{section=, item=}`, with `row` too).
                case itemIndexPath
                /// A size (`{width=, height=}` in Lua).
                case size
                /// A trait collection (a table of traits in Lua).
                case traits
                /// A transition coordinator.
                case coordinator
                /// A split view controller's column (`"primary"`, `"secondary"`, ...).
                case column
                /// A split view controller's display mode (`"oneBesideSecondary"`, ...).
                case displayMode
                /// A custom transition's animator (a table in Lua).
                case animator
                /// A controller transition's context.
                case transitionContext
                /// A point (`{x=, y=}` in Lua): a velocity, a content offset.
                case point
                /// A view: a cell.
                case view
                /// A modal presentation style's name, or `"none"` (rule M2).
                case presentationStyle
                /// A finger's touch (a `Touch` in Lua), rule G4.
                case touch
                /// A gesture recognizer, rule G7.
                case gestureRecognizer
            }
            /// The parameter's name.
            public var name: String
            /// Its kind.
            public var kind: Kind

            /// Whether `argument` is a value of this parameter's kind.
            public func accepts(_ argument: Argument) -> Bool {
                switch (kind, argument) {
                case (.bool, .bool), (.string, .string), (.optionalController, .controller), (.controllers, .controllers),
                     (.segue, .segue), (.int, .int), (.indexPath, .indexPath), (.itemIndexPath, .indexPath), (.size, .size),
                     (.traits, .traits), (.coordinator, .coordinator), (.column, .text), (.displayMode, .text),
                     (.animator, .animator), (.transitionContext, .transitionContext), (.point, .point), (.view, .view),
                     (.presentationStyle, .text), (.touch, .touch), (.gestureRecognizer, .gestureRecognizer):
                    true
                case (.controller, .controller(let controller)):
                    controller != nil
                default:
                    false
                }
            }

            /// The parameter `name` (what readers and a script's method call it), of kind `kind`.
            public init(_ name: String, _ kind: Kind) {
                self.name = name
                self.kind = kind
            }
        }

        /// What a callback returns.
        public enum Returns: String, Sendable {
            /// Nothing.
            case nothing
            /// A count (sections, rows, items): a number not below 0.
            case count
            /// A height in points.
            case height
            /// A table cell (a view), or nil for none.
            case cell
            /// A collection view cell from `dequeueReusableCell`.
            case collectionCell
            /// A controller, or nil for none (a page data source's neighbour).
            case controller
            /// A yes-or-no answer.
            case flag
            /// A split view controller's column.
            case column
            /// A split view controller's display mode.
            case displayMode
            /// A custom transition's animator, or nil for the system's animation.
            case animator
            /// An interaction controller, or nil for a transition that is not interactive.
            case interactionController
            /// A property animator that an interaction drives (rule H11), or nil.
            case propertyAnimator
            /// A duration in seconds.
            case duration
            /// A page view controller's spine location (`"min"`, `"mid"`, `"max"`, `"none"`).
            case spineLocation
            /// A presentation controller, or nil for UIKit's own (rule M1).
            case presentationController
            /// A rectangle: the presented view's frame (rule M1).
            case frame
            /// A view, or nil for the default.
            case view
            /// A modal presentation style's name, `"none"` to keep the style, or nil for the
            /// default (rule M2).
            case presentationStyle
            /// A set of interface orientations (rule E6): its raw value, UIKit's bits, as a
            /// number; a script answers a name (`"portrait"`, `"allButUpsideDown"`) or a list of
            /// names.
            case orientationMask
            /// An interface orientation's name (`"portrait"`, `"landscapeLeft"`, ...), rule E6.
            case interfaceOrientation
            /// A point, or nil to keep the one proposed: a scroll view delegate's new target
            /// content offset (rule Q7).
            case point
        }

        /// The name the trace prints and UIKit's documentation uses (`willMoveToParent`).
        public var traceName: String
        /// The method's name in Lua: its trace name.
        public var luaName: String { traceName }
        /// Who receives it.
        public var receiver: Receiver
        /// The arguments after the receiver, in order.
        public var parameters: [Parameter]
        /// What it returns.
        public var returns: Returns
        /// An appearance callback: calling it directly is misuse (rule A6).
        public var isAppearance: Bool
        /// Optional in UIKit's protocol: sent, and traced, only to receivers that implement it
        /// (a script's method, or a Swift subclass's ``ViewController/responds(to:)``).
        public var isOptional: Bool
        /// UIKit's answer when a receiver lacks the method of a callback that is sent anyway
        /// (a collection view's sections: 1). A script's table that lacks the method of a
        /// callback that is neither optional nor answered this way, and returns something,
        /// is a mistake (`the data source Cards has no method numberOfItems`).
        public var defaultAnswer: Double?
        /// The counter of ``Stats`` that each call adds to (rule T1), if any.
        public var counter: Stats.Counter?
        /// The base implementation, for callbacks a controller receives: what runs when no
        /// override does, or when an override calls super.
        public var base: (@Sendable (ViewController, Callback) -> CallbackValue)?

        /// The spec of `name`; its trace name is the case's name unless given.
        init(_ name: Name, traceName: String? = nil, receiver: Receiver, parameters: [Parameter] = [],
             returns: Returns = .nothing, isAppearance: Bool = false, isOptional: Bool = false, defaultAnswer: Double? = nil,
             counter: Stats.Counter? = nil,
             base: (@Sendable (ViewController, Callback) -> CallbackValue)? = nil) {
            self.traceName = traceName ?? name.rawValue
            self.receiver = receiver
            self.parameters = parameters
            self.returns = returns
            self.isAppearance = isAppearance
            self.isOptional = isOptional
            self.defaultAnswer = defaultAnswer
            self.counter = counter
            self.base = base
        }

        /// Whether a script can override it on a class of `receiver`.
        public var isOverridable: Bool { receiver == .viewController || receiver == .tableViewController }

        /// Whether `arguments` are what ``parameters`` declare, one of each kind in order.
        public func accepts(_ arguments: [Callback.Argument]) -> Bool {
            arguments.count == parameters.count && zip(parameters, arguments).allSatisfy { $0.accepts($1) }
        }
    }
}
