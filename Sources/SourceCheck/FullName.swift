import SwiftSyntax

extension FunctionParameterListSyntax {
    /// Swift's full name of a function called `base` with these parameters:
    /// `navigationController(_:willShow:animated:)`.
    func fullName(of base: String) -> String {
        base + "(" + map { $0.firstName.text + ":" }.joined() + ")"
    }
}
