import Foundation
import TestSupport
import Testing

/// Imports that babel-plugin-module-resolver resolves (`root`, `alias`), as git-point's `from 'config'`.
extension ReactNativeTests {
    static let resolvedScreen = """
        import { fonts } from 'config';
        import { fonts as theme } from '@theme/fonts';
        import { fonts as near } from '@themeX/fonts';
        export const styles = {
          title: { ...fonts.bold, fontSize: 20 },
          heavy: { ...theme.bold, color: 'red' },
          near: { ...near.bold, color: 'red' },
        };
        """

    /// The app's JSON report; the audit must run to its verdict (exit 1), whatever the config holds.
    func resolverApp(_ config: [String: String]) throws -> [String: Any] {
        let app = try namedFaceApp(
            config.merging([
                "package.json": #"{"dependencies": {"react-native": "0.81.5"}}"#,
                "src/config/index.js": "export * from './fonts';\n",
                "src/config/fonts.js": "export const fonts = { bold: { fontFamily: 'MosaicSans-Bold' } };\n",
                "src/theme/fonts.js": "export const fonts = { bold: { fontFamily: 'MosaicSans-Bold' } };\n",
                "src/screens/Home.js": Self.resolvedScreen,
            ]) { a, _ in a })
        let (code, json) = try audit(app)
        #expect(code == 1)
        return json
    }

    @Test(arguments: [
        (
            "babel.config.js",
            """
            module.exports = api => {
              api.cache(true);
              return { plugins: [['module-resolver', { root: ['./src'], alias: { '@theme': './src/theme', '^@x/(.+)': './src/\\\\1' } }]] };
            };
            """
        ),
        (
            ".babelrc",
            #"{"plugins": [["babel-plugin-module-resolver", {"root": "./src", "alias": {"@theme": "./src/theme"}}]]}"#
        ),
    ])
    func rootAndAliasImportsAreFollowed(file: String, text: String) throws {
        let json = try resolverApp([file: text])
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }.filter {
            $0.contains("Home.")
        }
        // `@themeX` is not the alias `@theme`: its spread is not known, so `near` is no style.
        #expect(
            names == ["iOS: Home.title", "Android: Home.title", "iOS: Home.heavy", "Android: Home.heavy"], "\(file)")
    }

    /// A config that computes its options, or is not JavaScript at all, resolves nothing and stops nothing.
    @Test(arguments: [
        "module.exports = { plugins: [['module-resolver', { root: [path.resolve(__dirname, 'src')], alias: aliases() }]] };",
        "module.exports = { plugins: [['module-resolver', { root: ['./src/**'], alias: { '^config$': './src/config' } }]] };",
        "module.exports = { plugins: [['module-resolver', {{{ root: ['./src' ",
        "\u{0}\u{1}[[['module-resolver', ",
    ])
    func aConfigItCannotReadResolvesNothing(text: String) throws {
        let json = try resolverApp(["babel.config.js": text])
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(!names.contains { $0.contains("Home.") }, "\(names)")
        #expect(names.contains("iOS: fonts.bold"))
    }
}
