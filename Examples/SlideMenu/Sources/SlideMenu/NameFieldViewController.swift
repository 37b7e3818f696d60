#if canImport(UIKit)
import UIKit
#else
import StagehandUIKit
#endif

/// The controller a container view embeds in the form: a text field that takes focus when the
/// controller appears with its view shown, and gives it up otherwise (seed 000's attempt 3).
public final class NameFieldViewController: UIViewController {
    public let textField = UITextField(frame: CGRect(x: 16, y: 8, width: 280, height: 34))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textField)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !view.isHidden {
            textField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
    }
}
