import Foundation
import TestSupport
import Testing

/// What a React Native style is called: its binding, never its TypeScript type.
extension ReactNativeTests {
    /// `const $tabBarLabel: TextStyle = {…}` (ChainReactApp2023) and `const baseStyle: StyleProp<TextStyle> = …`
    /// (pillarwallet's `TextStyleProp`) are named by the identifier before the `:`, as an untyped const is, and
    /// located there; two typed styles in one file no longer share the type's name. A `className` string bound
    /// with a type is named the same way.
    @Test func aTypedConstIsNamedByItsBindingNotItsType() throws {
        let app = try namedFaceApp([
            "package.json": #"{"dependencies": {"react-native": "0.81.5", "nativewind": "^4.0.0"}}"#,
            "tailwind.config.js": "module.exports = { theme: { fontFamily: { mosaic: ['MosaicSans-Bold'] } } };\n",
            "src/TabNavigator.tsx": """
            import { TextStyle, StyleProp } from "react-native"
            const $tabBarLabel: TextStyle = { fontSize: 12, fontFamily: "MosaicSans-Regular" }
            export const $tabBarBadge: TextStyle | undefined = { fontFamily: "MosaicSans-Bold" }
            let baseStyle: StyleProp<Pick<TextStyle, "fontFamily">> = { fontFamily: "MosaicSans-Italic" }
            const callback: (style: TextStyle) => TextStyle = { fontFamily: "MosaicSans-Regular", fontWeight: "700" }
            const heading: string = "text-3xl font-mosaic"
            """,
        ])
        let (_, json) = try audit(app)
        let names = summary(json).filter { $0.contains("TabNavigator") }
        #expect(
            names == [
                "iOS: TabNavigator.$tabBarLabel src/TabNavigator.tsx:2:7 [\"missing-bold-counterpart\"]",
                "Android: TabNavigator.$tabBarLabel src/TabNavigator.tsx:2:7 [\"single-face-family\"]",
                "iOS: TabNavigator.$tabBarBadge src/TabNavigator.tsx:3:14 [\"missing-bold-counterpart\"]",
                "Android: TabNavigator.$tabBarBadge src/TabNavigator.tsx:3:14 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "iOS: TabNavigator.baseStyle src/TabNavigator.tsx:4:5 [\"missing-bold-counterpart\"]",
                "Android: TabNavigator.baseStyle src/TabNavigator.tsx:4:5 [\"single-face-family\", \"missing-bold-counterpart\"]",
                "iOS: TabNavigator.callback src/TabNavigator.tsx:5:7 [\"missing-bold-counterpart\"]",
                "Android: TabNavigator.callback src/TabNavigator.tsx:5:7 [\"asset-font-weight\"]",
                "iOS: TabNavigator.heading src/TabNavigator.tsx:6:25 [\"missing-bold-counterpart\"]",
                "Android: TabNavigator.heading src/TabNavigator.tsx:6:25 [\"single-face-family\", \"missing-bold-counterpart\"]",
            ], "\(names)")
    }
}
