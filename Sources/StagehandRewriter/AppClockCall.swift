import SwiftSyntax

/// Rule R4: the calls of Dispatch's main queue and of Foundation's block timers that the
/// rewriter sends to the app's run loop and virtual clock, by renaming the type they are
/// called on: `DispatchQueue.main.async { }` → `MainDispatchQueue.main.async { }`,
/// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }` →
/// `AppClockTimer.scheduledTimer(...)`. Only the type's name changes, so every argument,
/// closure and line stays as written. `DispatchQueue.main` used as a value (a Combine
/// scheduler, a stored queue) stays Dispatch's.
enum AppClockCall {
    /// The members of `DispatchQueue.main` that run on the app's main queue, with the argument
    /// labels `MainDispatchQueue` takes for each (a trailing closure is `execute`): a call with
    /// any other label (`asyncAfter(wallDeadline:)`, `sync(flags:)`) stays Dispatch's.
    static let mainQueueMembers: [String: Set<String>] = [
        "async": ["group", "qos", "flags", "execute"],
        "asyncAfter": ["deadline", "qos", "flags", "execute"],
        "sync": ["execute"],
    ]

    /// For the member access `node`, the type name to rename and its new name, if it is one
    /// of these calls.
    static func renaming(_ node: MemberAccessExprSyntax) -> (DeclReferenceExprSyntax, String)? {
        let member = node.declName.baseName.text
        // DispatchQueue.main.async / asyncAfter / sync
        if let labels = mainQueueMembers[member], let queue = node.base?.as(MemberAccessExprSyntax.self),
           queue.declName.baseName.text == "main", let type = queue.base?.as(DeclReferenceExprSyntax.self),
           type.baseName.text == "DispatchQueue",
           let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
           call.arguments.allSatisfy({ labels.contains($0.label?.text ?? "") }),
           member != "asyncAfter" || call.arguments.first?.label?.text == "deadline" {
            return (type, "MainDispatchQueue")
        }
        // Timer.scheduledTimer(withTimeInterval:repeats:block:)
        if member == "scheduledTimer", let type = node.base?.as(DeclReferenceExprSyntax.self), type.baseName.text == "Timer",
           let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
           call.arguments.first?.label?.text == "withTimeInterval" {
            return (type, "AppClockTimer")
        }
        return nil
    }
}
