import Foundation
import ForkServer

extension Interruption {
    /// Presses this button when the process gets SIGINT or SIGTERM, with the reason `not run:
    /// the run was interrupted (SIGINT)` and the signal; a second such signal ends the process
    /// at once, as if nothing caught it (someone who presses Ctrl-C twice does not want to
    /// wait for reports). A signal this process started with ignored stays ignored.
    ///
    /// The handler only writes the signal's number to a pipe (`process_catch_interrupts`); a
    /// thread that lives as long as the process reads it and presses the button.
    public func listenForSignals() {
        let pipe = process_catch_interrupts()
        guard pipe >= 0 else { return }
        let thread = Thread { [self] in
            var pressed = false
            while true {
                var byte: UInt8 = 0
                let count = read(pipe, &byte, 1)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return }
                let number = Int32(byte)
                if pressed {
                    Self.dieUncaught(number)
                    continue
                }
                pressed = true
                request(reason: "not run: the run was interrupted (\(Self.name(of: number)))", signal: number)
            }
        }
        thread.name = "stagehand-signals"
        thread.start()
    }

    /// Ends this process by `number`, as if no handler had caught it.
    private static func dieUncaught(_ number: Int32) {
        Glibc.signal(number, SIG_DFL)
        kill(getpid(), number)
    }

    /// `SIGINT`, `SIGTERM`, or `signal N`.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}
