/// `--help`, made from the declarations in `Commands`. The README's usage block is the first lines of it
/// (a test keeps them equal).
enum HelpText {
    static let width = 84

    static var usage: String {
        var out = ""
        for (i, line) in Commands.usage.enumerated() {
            let head = (i == 0 ? "Usage: " : "       ") + line.0
            let wrapped = wrap(line.1, width: width - 44)
            out += head.padded(to: 44) + (wrapped.first ?? "")
            out = out.trimmingTrailingSpaces() + "\n"
            for more in wrapped.dropFirst() { out += String(repeating: " ", count: 44) + more + "\n" }
        }
        return out
    }

    static var full: String {
        var out = usage + "\n" + wrap(Commands.summary, width: width).joined(separator: "\n") + "\n\n"
        out += "Audit options:\n" + options(Commands.audit) + "\n"
        out +=
            "App options (fontaudit app PATH):\n"
            + options(
                Commands.app.filter { own in
                    !Commands.audit.contains { $0.name == own.name }
                }) + "\n"
        out += "Scan options (fontaudit scan):\n" + options(Commands.scan) + "\n"
        out += "Exit codes:\n"
        for (code, meaning) in Commands.exitCodes { out += "  \(code)  \(meaning)\n" }
        return out + "\n"
    }

    static var app: String {
        var out =
            "Usage: fontaudit app PATH [options]\n\n" + wrap(Commands.appSummary, width: width).joined(separator: "\n")
            + "\n\n"
        out += "Options:\n" + options(Commands.app) + "\n"
        out += "Exit codes:\n"
        for (code, meaning) in Commands.exitCodes { out += "  \(code)  \(meaning)\n" }
        return out
    }

    static var scan: String {
        var out =
            "Usage: fontaudit scan [options]\n\n" + wrap(Commands.scanSummary, width: width).joined(separator: "\n")
            + "\n\n"
        out += "Options:\n" + options(Commands.scan) + "\n"
        return out + "Exit codes: 0 the scan ran (unreadable font files are warnings); 2 usage or path error.\n"
    }

    /// "  --fonts PATH          Also read …", the help wrapped in a column of its own. An option's help is
    /// sentences; a line of it that starts with spaces is a table row, kept as written.
    static func options(_ specs: [OptionSpec]) -> String {
        var out = ""
        for spec in specs {
            let label = "  " + spec.name + (spec.valueName.map { " " + $0 } ?? "")
            var lines: [String] = []
            // An indented line is a row of a table: kept as written.
            for paragraph in spec.help.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += paragraph.hasPrefix(" ") ? [String(paragraph)] : wrap(String(paragraph), width: width - 24)
            }
            out += label.count < 24 ? label.padded(to: 24) + lines[0] + "\n" : label + " " + lines[0] + "\n"
            for line in lines.dropFirst() { out += String(repeating: " ", count: 24) + line + "\n" }
        }
        return out
    }

    /// Words filled into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// Left-aligned in a column of `width` characters (never truncated).
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
