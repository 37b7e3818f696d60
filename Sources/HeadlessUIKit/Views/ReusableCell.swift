/// What table and collection view cells share (rule U1): a content view, where a hosted
/// controller's view goes, the index path the cell shows, and `prepareForReuse`, sent when
/// the cell comes out of its reuse queue.
open class ReusableCell: View {
    /// The index path the cell shows now; nil while it waits for reuse.
    public internal(set) var indexPath: IndexPath?
    /// The controller whose view was added last to the content view (rule U3's lint).
    weak var lastHosted: ViewController?
    private var hasHosted = false
    private var storedContentView: View?

    /// Rule Y8: the content view when constraints place views in it (it takes part in the
    /// layout engine), so that self-sizing measures it by them.
    var constrainedContentView: View? {
        guard let view = storedContentView, view.layoutVariables != nil else { return nil }
        return view
    }

    override init(app: App, name: String? = nil, frame: Rect = .zero) {
        super.init(app: app, name: name, frame: frame)
    }

    override init(runtime: Runtime, name: String, frame: Rect) {
        super.init(runtime: runtime, name: name, frame: frame)
    }

    /// The view that holds the cell's content, filling the cell: add a hosted controller's
    /// view here (rule U2). Made when first read, so cells that never use it have none.
    public var contentView: View {
        if let storedContentView { return storedContentView }
        let view = View(runtime: runtime, name: "\(name).contentView", frame: Rect(origin: .zero, size: bounds.size))
        view.contentOfCell = self
        view.fillsSuperview = true
        storedContentView = view
        try? addSubview(view)
        return view
    }

    /// The controllers whose views are directly in the content view, front to back.
    public var hostedControllers: [ViewController] {
        (storedContentView?.subviews ?? []).compactMap { view in
            view.viewController.flatMap { $0.viewIfLoaded === view ? $0 : nil }
        }
    }

    /// Rule U1: the cell comes out of its reuse queue. Its `prepareForReuse` is sent to its
    /// surface when that is a ``CallbackReceiver`` (Swift cells are final classes), else to the
    /// script's object standing for it, and traced when it has the method.
    func prepareForReuse(_ callback: Callback.Name) {
        let receiver = (surface as? CallbackReceiver) ?? runtime.dispatcher.overrides?.receiver(standingFor: self)
        runtime.send(Callback(callback), to: receiver, from: nil, rule: .U1)
    }

    /// Notes the controller whose view the content view was just given (rule U3).
    func noteHosted(_ view: View) {
        guard let controller = view.viewController, controller.viewIfLoaded === view else { return }
        if !hasHosted {
            hasHosted = true
            runtime.hostingCells.append(WeakCell(cell: self))
        }
        lastHosted = controller
        controller.hostCell = self
    }
}
