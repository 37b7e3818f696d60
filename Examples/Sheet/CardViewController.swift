import UIKit

/// The card itself: presents itself with ``CardPresentationController``.
final class CardViewController: UIViewController {
    private let cardTransitioningDelegate = CardTransitioningDelegate()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
    }
}
