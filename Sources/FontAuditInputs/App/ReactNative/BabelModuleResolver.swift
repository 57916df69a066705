import FontAuditModel
import FontAuditSystem

/// babel-plugin-module-resolver, which Metro runs on every import: `import { fonts } from 'config'` is
/// `./src/config` under `root: ['./src']`, and `alias: { '@theme': './src/theme' }` maps `@theme` and `@theme/…`.
/// Read like tsconfig `paths`, and only as far as it is plain data: the plugin's options object, wherever the
/// config builds it (`module.exports = api => ({ plugins: [['module-resolver', {…}]] })` too), evaluated without
/// running code; a root or alias whose value is computed (`path.resolve(__dirname, 'src')`), a glob root
/// (`./src/**`), a regular-expression alias (`'^@/(.+)'`) or a target that names a package is left out, and the
/// imports it would resolve stay "not known", as before.
/// The plugin's own rules (src/resolvePath.js, normalizeOptions.js): aliases first, then each root in order,
/// with `./${source}` resolved from the root; a plain alias key matches the whole specifier or a `key/` prefix.
extension ReactNativeProject {
    /// babel.config.js|cjs|mjs|json, .babelrc, .babelrc.js|cjs|json.
    static func isBabelConfig(_ name: String) -> Bool {
        name.hasPrefix("babel.config.") || name == ".babelrc" || name.hasPrefix(".babelrc.")
    }

    mutating func readBabelConfig(_ path: String) {
        guard let module = modules.module(path) else { return }
        let source = module.source
        // Paths are the config's folder's: the plugin's `cwd` defaults to where Metro runs Babel, the project.
        let folder = Platform.parent(of: path)
        for i in module.tokens.indices
        where module.tokens[i].kind == .string
            && ["module-resolver", "babel-plugin-module-resolver"].contains(module.tokens[i].text)
        {
            guard source.token(i + 1)?.isPunctuation(",") == true, source.token(i + 2)?.isPunctuation("{") == true,
                let close = source.closing[i + 2]
            else { continue }
            let options = ScriptValue.object(modules.object((i + 3)..<close, in: module, platform: .ios))
            let roots = options["root"]?.array?.compactMap(\.value.string) ?? options["root"]?.string.map { [$0] } ?? []
            for root in roots where Self.isPlainPath(root) {
                modules.roots.append(Self.join(folder, root))
            }
            for member in options["alias"]?.object?.members ?? [] {
                guard !member.key.hasPrefix("^"), !member.key.isEmpty, let target = member.value.string,
                    Self.isPlainPath(target), target.hasPrefix(".") || target.hasPrefix("/")
                else { continue }
                let resolved = Self.join(folder, target)
                modules.exactAliases[member.key, default: []].append(resolved)
                modules.aliases.append((member.key + "/", [resolved]))
            }
        }
        modules.aliases.sort { $0.prefix.count > $1.prefix.count }
    }

    /// A folder or file path, not a glob.
    private static func isPlainPath(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("*") && !text.contains("?") && !text.contains("{")
    }
}
