import Foundation
import HeadlessUIKit
import StagehandUIKit
import Testing

/// A controller whose view holds a row of two labels in a stack pinned by anchors, as app code
/// writes it.
final class RowViewController: UIViewController {
    let name = UILabel(), value = UILabel()
    lazy var row = UIStackView(arrangedSubviews: [name, value])

    override func viewDidLoad() {
        super.viewDidLoad()
        name.text = "Title"
        value.text = "42"
        name.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        ])
    }
}

@MainActor
@Suite("StagehandUIKit: UIStackView (rule Y9)")
struct StackViewSurfaceTests {
    @Test("Y9: UIStackView in UIKit's shape: horizontal by default, UIKit's raw values, a row of labels laid out by constraints")
    func row() throws {
        let app = App()
        try app.withCurrent {
            let controller = try onScreen(app, RowViewController())
            let row = controller.row
            #expect(row.axis == .horizontal)
            #expect(row.distribution == .fill && row.alignment == .fill)
            #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom.rawValue == 4)
            #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
            #expect(row.arrangedSubviews.count == 2 && row.arrangedSubviews[0] === controller.name)
            #expect(controller.name.frame == CGRect(x: 0, y: 0, width: 317, height: 20))
            #expect(controller.value.frame == CGRect(x: 325, y: 0, width: 18, height: 20))
            #expect(row.frame == CGRect(x: 16, y: 100, width: 343, height: 20))

            row.distribution = .fillEqually
            row.setCustomSpacing(3, after: controller.name)
            #expect(row.customSpacing(after: controller.name) == 3)
            #expect(row.customSpacing(after: controller.value) == UIStackView.spacingUseDefault)
            controller.view.layoutIfNeeded()
            #expect(controller.name.frame.width == 170 && controller.value.frame.minX == 173)

            let badge = UILabel()
            badge.text = "!"
            row.insertArrangedSubview(badge, at: 0)
            row.removeArrangedSubview(controller.value)
            #expect(row.arrangedSubviews.map { $0 === badge || $0 === controller.name } == [true, true])
            #expect(controller.value.superview === row, "a removed arranged view stays a subview")
            row.axis = .vertical
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            #expect(row.isLayoutMarginsRelativeArrangement && !row.isBaselineRelativeArrangement)
            #expect(app.uncaughtException == nil)
            row.insertArrangedSubview(UIView(), at: 9)
            #expect(app.uncaughtException?.name == "NSInvalidArgumentException")
        }
    }
}
