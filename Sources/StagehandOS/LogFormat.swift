import Foundation

/// `os_log`'s format strings (rule O7): each conversion written by `String(format:)`, with
/// its privacy from the `{public}` / `{private}` modifier or, without one, from its kind.
enum LogFormat {
    static func render(_ format: String, _ args: [CVarArg]) -> String {
        var output = ""
        var index = format.startIndex
        var next = 0
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else { output.append(character); continue }
            guard index < format.endIndex else { output.append("%"); break }
            if format[index] == "%" { output.append("%"); index = format.index(after: index); continue }
            var privacy: Bool?    // true: private, false: public, nil: by kind
            if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
                let modifiers = format[format.index(after: index)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if modifiers.contains("public") { privacy = false }
                if modifiers.contains("private") || modifiers.contains("sensitive") { privacy = true }
                index = format.index(after: close)
            }
            var spec = "%"
            while index < format.endIndex {
                let c = format[index]
                spec.append(c)
                index = format.index(after: index)
                if c.isLetter && !"hlqLjzt".contains(c) || c == "@" { break }
            }
            guard next < args.count else { output += spec; continue }
            let argument = args[next]
            next += 1
            let isObject = spec.hasSuffix("@") || spec.hasSuffix("s")
            let text = isObject ? "\(argument)" : String(format: spec, argument)
            output += (privacy ?? isObject) ? "<private>" : text
        }
        return output
    }
}
