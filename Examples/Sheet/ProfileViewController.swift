import UIKit

/// A screen with a button that shows the card.
final class ProfileViewController: UIViewController {
    private let showCardButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showCardButton.setTitle("Show card", for: .normal)
        showCardButton.frame = CGRect(x: 16, y: 100, width: 160, height: 44)
        showCardButton.addTarget(self, action: #selector(showCard(_:)), for: .touchUpInside)
        view.addSubview(showCardButton)
    }

    @IBAction private func showCard(_ sender: UIButton) {
        present(CardViewController(), animated: true)
    }
}
