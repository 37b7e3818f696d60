import Testing
@testable import ScenarioKit

/// The REPL completes from the live environment (so that a class a test registered from Swift
/// completes too); these tests hold what it offers to the definition file, member by member
/// both ways, for every global, every global class and an instance of each.
@Suite("REPL completion and the reference")
struct CompletionReferenceTests {
    let reference = APIReference.bundled

    /// A global `instance_<Class>` for each global class, made as a script would get one.
    static let instances = """
    instance_App = app
    instance_View = View{}
    instance_Window = app.window
    instance_TextField = TextField{}
    instance_TableViewCell = TableViewCell{}
    instance_Label = Label{}
    instance_Control = Control{}
    instance_Button = Button{}
    instance_Switch = Switch{}
    instance_SegmentedControl = SegmentedControl{}
    instance_TabBar = TabBar{}
    instance_TabBarItem = TabBarItem{}
    instance_Slider = Slider{}
    instance_LayoutConstraint = View{}:constrainHeight(1)
    instance_StackView = StackView{}
    instance_LayoutAnchor = View{}.topAnchor
    instance_LayoutXAxisAnchor = View{}.leadingAnchor
    instance_LayoutYAxisAnchor = View{}.topAnchor
    instance_LayoutDimension = View{}.widthAnchor
    instance_LayoutGuide = LayoutGuide{}
    instance_ScrollView = ScrollView{}
    instance_TableView = TableViewController{}.tableView
    instance_CollectionView = CollectionView{ itemSize = { width = 10, height = 10 } }
    instance_CollectionView:register("cell")
    instance_CollectionViewCell = instance_CollectionView:dequeueReusableCell("cell", { section = 0, item = 0 })
    instance_Random = app.random
    instance_NotificationCenter = app.notificationCenter
    instance_PercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition{}
    instance_PresentationController = PresentationController{ presented = ViewController{} }
    instance_SheetPresentationController = ViewController{}.sheetPresentationController
    instance_ViewController = ViewController{}
    instance_TableViewController = TableViewController{}
    instance_NavigationController = NavigationController{}
    instance_TabBarController = TabBarController{}
    instance_PageViewController = PageViewController{}
    instance_SplitViewController = SplitViewController{}
    instance_FetchedResultsController = FetchedResultsController{ sortKey = "id", delegate = {} }
    instance_PropertyAnimator = PropertyAnimator{ duration = 1 }
    instance_Layer = Layer{}
    instance_LayerAnimation = LayerAnimation{}
    instance_DisplayLink = DisplayLink{ onFrame = function() end }
    Resized = ViewController:subclass("Resized", {
      viewWillTransitionToSize = function(self, size, coordinator) instance_TransitionCoordinator = coordinator end })
    app.window.rootViewController = Resized{}
    app:run()
    app:setSize{ width = 400, height = 700 }
    nav = NavigationController{ rootViewController = ViewController{} }
    nav.delegate = { animationControllerFor = function() return {
      transitionDuration = function() return 0 end,
      animateTransition = function(self, ctx) instance_TransitionContext = ctx; ctx:completeTransition(true) end } end }
    app.window.rootViewController = nav
    app:run()
    nav:pushViewController(ViewController{}, true)
    app:settle()
    instance_GestureRecognizer = GestureRecognizer{}
    instance_TapGestureRecognizer = TapGestureRecognizer{ delegate = {
      shouldReceive = function(self, r, touch) instance_Touch = touch; return true end } }
    instance_PanGestureRecognizer = PanGestureRecognizer{}
    instance_ScreenEdgePanGestureRecognizer = nav.interactivePopGestureRecognizer
    instance_SwipeGestureRecognizer = SwipeGestureRecognizer{}
    instance_LongPressGestureRecognizer = LongPressGestureRecognizer{}
    instance_PinchGestureRecognizer = PinchGestureRecognizer{}
    instance_RotationGestureRecognizer = RotationGestureRecognizer{}
    nav.view:addGestureRecognizer(instance_TapGestureRecognizer)
    app:tap{ x = 100, y = 300 }
    """

    /// Declared fields that an instance offers only once they hold a value: a script's field
    /// (View's `onTap`), and a class written in Lua's field that is nil now.
    static let unsetFields: [String: [String]] = DefinitionFileTests.scriptFields.merging(["FetchedResultsController": ["changing"]]) { $0 + $1 }

    /// The classes from `name` up its superclasses.
    func chain(_ name: String) -> [APIReference.Class] {
        var found: [APIReference.Class] = []
        var current = reference.class(named: name)
        while let cls = current, found.count < 16 {
            found.append(cls)
            current = cls.superclass.flatMap { reference.class(named: $0) }
        }
        return found
    }

    /// What completing `prefix` offers, without the prefix.
    func completed(_ session: ReplSession, _ prefix: String) -> [String] {
        session.completions(of: prefix).map { String($0.dropFirst(prefix.count)) }
    }

    @Test("a bare name completes to Lua's globals and keywords, the REPL's app, and exactly the declared globals and classes")
    func globals() {
        let session = ReplSession()
        let offered = completed(session, "").filter {
            !DefinitionFileTests.luaStandard.contains($0) && !ReplSession.keywords.contains($0) && $0 != "app"
        }
        let declared = reference.globals.map(\.name).filter { !$0.contains(".") } + reference.classes.filter(\.isGlobal).map(\.name)
        expectSameMembers("the global ", .declared(declared), MemberSource(words: "completed", names: offered))
        let dotted = reference.globals.map(\.name).filter { $0.hasPrefix("scenario.") }.map { String($0.dropFirst("scenario.".count)) }
        expectSameMembers("scenario.", .declared(dotted), MemberSource(words: "completed", names: completed(session, "scenario.")))
    }

    @Test("Class: completes to exactly the methods declared for the class and its superclasses")
    func classMethods() {
        let session = ReplSession()
        for cls in reference.classes where cls.isGlobal {
            let declared = Set(chain(cls.name).flatMap { $0.methods.map(\.name) })
            expectSameMembers("\(cls.name):", .declared(declared.sorted()),
                              MemberSource(words: "completed", names: completed(session, "\(cls.name):")))
        }
    }

    @Test("an instance of each global class completes to exactly its class chain's declared properties and methods")
    func instanceMembers() {
        let session = ReplSession()
        let made = session.evaluate(Self.instances)
        #expect(made.output == "", "making the instances: \(made.output)")
        for cls in reference.classes where cls.isGlobal {
            let global = "instance_\(cls.name)"
            guard session.evaluate("=\(global) ~= nil").output == "true" else {
                Issue.record("no \(global) to complete: add how a script gets a \(cls.name) to CompletionReferenceTests.instances")
                continue
            }
            let unset = Set(chain(cls.name).flatMap { Self.unsetFields[$0.name] ?? [] })
            let declared = Set(chain(cls.name).flatMap { $0.fields.map(\.name) + $0.methods.map(\.name) }).subtracting(unset)
            expectSameMembers("\(cls.name) instance .", .declared(declared.sorted()),
                              MemberSource(words: "completed", names: completed(session, "\(global).")))
            let methods = Set(chain(cls.name).flatMap { $0.methods.map(\.name) })
            expectSameMembers("\(cls.name) instance :", .declared(methods.sorted()),
                              MemberSource(words: "completed", names: completed(session, "\(global):")))
        }
    }
}
