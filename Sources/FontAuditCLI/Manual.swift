/// The fontaudit(1) man page, in roff, made from the declarations in `Commands` (`fontaudit --generate-manual`).
enum Manual {
    static func roff(version: String) -> String {
        var out = ".TH FONTAUDIT 1 \"\" \"fontaudit \(version)\" \"User Commands\"\n"
        // Left-aligned and unhyphenated: option names and paths must stay whole to be copied.
        out += ".ad l\n.nh\n"
        out += ".SH NAME\nfontaudit \\- audit typography for the Bold Text accessibility setting\n"
        out += ".SH SYNOPSIS\n"
        for (line, _) in Commands.usage { out += ".B " + escape(line) + "\n.br\n" }
        out += ".SH DESCRIPTION\n" + escape(Commands.summary) + "\n"
        out += ".SH OPTIONS\n" + options(Commands.audit)
        out += ".SH APP OPTIONS\n" + escape(Commands.appSummary) + "\n" + options(Commands.app)
        out += ".SH SCAN OPTIONS\n" + escape(Commands.scanSummary) + "\n" + options(Commands.scan)
        out += ".SH SPEC FORMAT\n" + escape(Commands.specFormat) + "\n" + literal(Commands.specExample)
        out += ".SH EXIT STATUS\n"
        for (code, meaning) in Commands.exitCodes { out += ".TP\n.B \(code)\n\(escape(meaning))\n" }
        out += ".SH ENVIRONMENT\n" + tagged(Commands.environment)
        out += ".SH FILES\n" + tagged(Commands.files)
        out += ".SH EXAMPLES\n"
        for (command, meaning) in Commands.examples {
            out += ".PP\n" + escape(meaning) + "\n" + literal("$ " + command)
        }
        out += ".SH SEE ALSO\n.BR fc-list (1),\n.BR fc-scan (1)\n"
        return out
    }

    /// A list of bold terms, each with its paragraph.
    private static func tagged(_ entries: [(String, String)]) -> String {
        entries.map { ".TP\n.B \(escape($0.0))\n\(escape($0.1))\n" }.joined()
    }

    /// Text shown as typed: indented, unfilled, in the fixed-width font.
    private static func literal(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }
        return ".PP\n.RS 4\n.nf\n" + lines.joined(separator: "\n") + "\n.fi\n.RE\n"
    }

    private static func options(_ specs: [OptionSpec]) -> String {
        var out = ""
        for spec in specs {
            out += ".TP\n\\fB" + escape(spec.name) + "\\fR" + (spec.valueName.map { " \\fI\($0)\\fR" } ?? "") + "\n"
            let lines = spec.help.split(separator: "\n").map { escape(String($0)) }
            out += lines.joined(separator: "\n.br\n") + "\n"
        }
        return out
    }

    /// Backslashes and hyphens as roff wants them, and no line starting with a control character.
    private static func escape(_ text: String) -> String {
        let escaped = text.replacingAll("\\", with: "\\e").replacingAll("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}

/// Shell completion scripts made from the declarations in `Commands`
/// (`fontaudit --generate-completion-script bash|zsh|fish`).
enum Completions {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        case "fish": return fish()
        default: return nil
        }
    }

    private static func bash() -> String {
        func cases(_ specs: [OptionSpec]) -> String {
            specs.compactMap { spec -> String? in
                if let allowed = spec.allowed {
                    return
                        "        \(spec.name)) COMPREPLY=($(compgen -W \"\(allowed.joined(separator: " "))\" -- \"$cur\")); return ;;"
                }
                if spec.completion == .path {
                    return "        \(spec.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;"
                }
                if spec.takesValue { return "        \(spec.name)) return ;;" }
                return nil
            }.joined(separator: "\n")
        }
        return """
            # bash completion for fontaudit (made by fontaudit --generate-completion-script bash)
            _fontaudit() {
                local cur prev scan=0 app=0 word
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                    [ "$word" = scan ] && scan=1
                    [ "$word" = app ] && app=1
                done
                if [ $app = 1 ]; then
                    case "$prev" in
            \(cases(Commands.app))
                    esac
                    if [[ "$cur" == -* ]]; then
                        COMPREPLY=($(compgen -W "\(Commands.app.map(\.name).joined(separator: " "))" -- "$cur"))
                    else
                        COMPREPLY=($(compgen -d -- "$cur"))
                    fi
                    return
                fi
                if [ $scan = 1 ]; then
                    case "$prev" in
            \(cases(Commands.scan))
                    esac
                    COMPREPLY=($(compgen -W "\(Commands.scan.map(\.name).joined(separator: " "))" -- "$cur"))
                    return
                fi
                case "$prev" in
            \(cases(Commands.audit))
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(Commands.audit.map(\.name).joined(separator: " ")) --version" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "app scan help" -- "$cur") $(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -F _fontaudit fontaudit

            """
    }

    private static func zsh() -> String {
        func specs(_ options: [OptionSpec]) -> String {
            options.map { spec in
                let help = spec.help.split(separator: "\n").first.map(String.init) ?? ""
                let description = help.replacingAll("'", with: "'\\''").replacingAll("[", with: "\\[").replacingAll(
                    "]", with: "\\]")
                var action = ""
                if let allowed = spec.allowed {
                    action = ":\(spec.valueName!):(\(allowed.joined(separator: " ")))"
                } else if spec.completion == .path {
                    action = ":\(spec.valueName!):_files"
                } else if let value = spec.valueName {
                    action = ":\(value):"
                }
                let repeats = spec.repeatable ? "*" : ""
                return "    '\(repeats)\(spec.name)[\(description)]\(action)'"
            }.joined(separator: " \\\n")
        }
        return """
            #compdef fontaudit
            # zsh completion for fontaudit (made by fontaudit --generate-completion-script zsh)
            if [[ ${words[2]} == scan ]]; then
              _arguments \\
                '1:command:(scan)' \\
            \(specs(Commands.scan))
            elif [[ ${words[2]} == app ]]; then
              _arguments \\
                '1:command:(app)' \\
                '2:project:_files -/' \\
            \(specs(Commands.app))
            else
              _arguments \\
                '1:spec or command: _alternative "commands:command:(app scan help)" "files:spec:_files -g \\*.json"' \\
                '--version[Print the version]' \\
            \(specs(Commands.audit))
            fi

            """
    }

    private static func fish() -> String {
        var out = "# fish completion for fontaudit (made by fontaudit --generate-completion-script fish)\n"
        out += "complete -c fontaudit -n '__fish_use_subcommand' -a scan -d 'List installed and bundled faces'\n"
        out +=
            "complete -c fontaudit -n '__fish_use_subcommand' -a app -d 'Audit an iOS, Android, Flutter or React Native project'\n"
        // An app is a folder: no plain files after `app`.
        out +=
            "complete -c fontaudit -n '__fish_seen_subcommand_from app' -f -a '(__fish_complete_directories (commandline -ct))'\n"
        out += "complete -c fontaudit -l version -d 'Print the version'\n"
        for (condition, specs) in [
            ("not __fish_seen_subcommand_from scan app", Commands.audit),
            ("__fish_seen_subcommand_from app", Commands.app),
            ("__fish_seen_subcommand_from scan", Commands.scan),
        ] {
            for spec in specs {
                let help = (spec.help.split(separator: "\n").first.map(String.init) ?? "").replacingAll(
                    "'", with: "\\'")
                var line = "complete -c fontaudit -n '\(condition)' -l \(spec.name.dropFirst(2))"
                if let allowed = spec.allowed {
                    line += " -x -a '\(allowed.joined(separator: " "))'"
                } else if spec.completion == .path {
                    line += " -r -F"
                } else if spec.takesValue {
                    line += " -x"
                }
                out += line + " -d '\(help)'\n"
            }
        }
        return out
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
