import StagehandRewriter
import Testing

/// Rule R4: the main queue's and block timers' calls the rewriter sends to the app's clock.
@Suite("Rewriter: the main queue and timers on the app's clock (R4)")
struct AppClockCallTests {
    static func rewrite(_ text: String) -> String {
        SourceRewriter.rewrite([SourceRewriter.File(path: "/app/Pager.swift", text: text)])[0]
    }

    @Test("R4: DispatchQueue.main.async, asyncAfter(deadline:) and sync are the app's main queue; other forms, queues and values stay Dispatch's")
    func mainQueueCalls() {
        let output = Self.rewrite("""
        import UIKit
        final class Pager: UIViewController {
            func update() {
                DispatchQueue.main.async { self.view.setNeedsLayout() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.reload() }
                DispatchQueue.main.async(execute: work)
                DispatchQueue.main.sync(execute: callback)
                DispatchQueue.global().async { }
                publisher.receive(on: DispatchQueue.main)
                let queue = DispatchQueue.main
                DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) { }
                DispatchQueue.main.sync(flags: .barrier) { }
            }
        }
        """)
        #expect(output.contains("    MainDispatchQueue.main.async { self.view.setNeedsLayout() }\n"))
        #expect(output.contains("    MainDispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.reload() }\n"))
        #expect(output.contains("    MainDispatchQueue.main.async(execute: work)\n"))
        #expect(output.contains("    MainDispatchQueue.main.sync(execute: callback)\n"))
        #expect(output.contains("    DispatchQueue.global().async { }\n"))
        #expect(output.contains("publisher.receive(on: DispatchQueue.main)\n"))
        #expect(output.contains("let queue = DispatchQueue.main\n"))
        #expect(output.contains("DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) { }\n"))
        #expect(output.contains("DispatchQueue.main.sync(flags: .barrier) { }\n"))
    }

    @Test("R4: Timer.scheduledTimer(withTimeInterval:repeats:block:) is the app clock's; the selector form and Timer's initialisers stay")
    func blockTimers() {
        let output = Self.rewrite("""
        let a = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in tick() }
        let b = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
        let c = Timer(timeInterval: 1, repeats: false) { _ in }
        """)
        #expect(output.contains("let a = AppClockTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in tick() }\n"))
        #expect(output.contains("let b = Timer.scheduledTimer(timeInterval: 1, target: self"))
        #expect(output.contains("let c = Timer(timeInterval: 1, repeats: false) { _ in }"))
    }
}
