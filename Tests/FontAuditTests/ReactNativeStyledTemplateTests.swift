import Foundation
import TestSupport
import Testing

/// styled-components' CSS templates (git-point: 49 `${fonts.x};` interpolations, pillarwallet: 26
/// `font-family: '${appFont.medium}';`): each is a style as the object css-to-react-native makes of it.
extension ReactNativeTests {
    @Test func styledComponentTemplatesAreStyles() throws {
        let app = try namedFaceApp([
            "package.json": #"{"dependencies": {"react-native": "0.81.5", "styled-components": "6.1.0"}}"#,
            "src/fonts.js":
                "export const fonts = { bold: { fontFamily: 'MosaicSans-Bold' } };\nexport const family = 'MosaicSans-Regular';\n",
            "src/Home.js": """
            import styled, { css } from 'styled-components/native';
            import { fonts, family } from './fonts';
            const Title = styled.Text`
              color: red;
              font-family: MosaicSans-Regular;
              font-weight: 700;
            `;
            const Caption = styled(Text)`font-family: "MosaicSans-Regular"; font-style: italic;`;
            const Quoted = styled.Text.attrs({ numberOfLines: 1 })`
              font-family: '${family}';
            `;
            const Spread = styled.View`
              ${fonts.bold};
              margin: ${p => p.gap}px;
            `;
            const Computed = styled.Text`font-family: ${p => p.family};`;
            const Plain = styled.View`margin: 4px;`;
            """,
        ])
        let (code, json) = try audit(app)
        #expect(code == 1)
        let styles = (json["styles"] as! [[String: Any]]).filter { ($0["name"] as? String)?.contains("Home.") == true }
        let rows = styles.map { style in
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(style["name"]!) \(style["weight"]!) \(style["italic"] as? Bool == true) \(face)"
        }
        #expect(
            rows == [
                "iOS: Home.Title 700 false MosaicSans-Bold", "Android: Home.Title 700 false -",
                "iOS: Home.Caption 400 true MosaicSans-Italic", "Android: Home.Caption 400 true -",
                "iOS: Home.Quoted 400 false MosaicSans-Regular", "Android: Home.Quoted 400 false MosaicSans-Regular",
                "iOS: Home.Spread 700 false MosaicSans-Bold", "Android: Home.Spread 700 false MosaicSans-Bold",
            ], "\(rows)")
        // `${p => p.family}` is decided at run time.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
    }
}

extension ReactNativeTests {
    /// A file for the web only (`Code.web.tsx`, Expo's `Dom.dom.tsx`) is in no native build: Metro resolves
    /// `.native.` or the plain file there. Leather's web highlighter put Fira Code on the buying list.
    @Test func webOnlyFilesAreNotTheNativeApps() throws {
        let app = try namedFaceApp([
            "package.json": #"{"dependencies": {"react-native": "0.81.5"}}"#,
            "src/Code.web.tsx": "export const code = { fontFamily: 'Fira Code' };\n",
            "src/Page.dom.tsx": "export const page = { fontFamily: 'Fira Code' };\n",
            "src/Code.native.tsx": "export const code = { fontFamily: 'MosaicSans-Bold' };\n",
        ])
        let (_, json) = try audit(app)
        let names = (json["styles"] as! [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.contains("iOS: Code.code"))
        #expect(!names.contains { $0.contains("Fira") || $0.contains("Page.") }, "\(names)")
        let buy = (json["missingFaces"] as! [[String: Any]]).compactMap { $0["family"] as? String }
        #expect(!buy.contains("Fira Code"))
    }
}

extension ReactNativeTests {
    /// `styled(BaseText)` extends a styled component: styled-components folds it, the new component's rules
    /// being the base's followed by its own (`StyledNativeComponent.ts`, `inlineStyle.rules.concat(rules)`),
    /// so `H3` is the base's family at its own weight. TypeScript's `<Props>` after the tag is no part of it.
    /// bitpay-app's 21 headings on `BaseText` were calls not checked, or not read at all.
    @Test func aTemplateThatExtendsAStyledComponentHasItsFont() throws {
        let app = try namedFaceApp([
            "package.json": #"{"dependencies": {"react-native": "0.81.5", "styled-components": "6.1.0"}}"#,
            "src/Text.tsx": """
            import styled from 'styled-components/native';
            export const fontFamily = 'Mosaic Sans';
            export const BaseText = styled.Text`
              color: ${({theme}) => theme.colors.text};
              font-family: '${fontFamily}';
            `;
            export const H3 = styled(BaseText)<HeadingProps>`
              font-size: 25px;
              font-weight: 700;
            `;
            export const H5 = styled(BaseText)<HeadingProps>`
              font-weight: ${({bold = false}) => (bold ? 700 : 500)};
            `;
            """,
            "src/Home.tsx": """
            import styled from 'styled-components/native';
            import { H3, BaseText } from './Text';
            const Title = styled(H3).attrs({ numberOfLines: 1 })`
              font-style: italic;
            `;
            const Muted: React.ComponentType<Props> = styled(BaseText)`
              color: grey;
            `;
            const Box = styled(View)`margin: 4px;`;
            """,
        ])
        let (_, json) = try audit(app)
        let rows = (json["styles"] as! [[String: Any]]).map { style in
            let face = (style["face"] as? [String: Any])?["postscriptName"] as? String ?? "-"
            return "\(style["name"]!) \(style["weight"]!) \(style["italic"] as? Bool == true) \(face)"
        }
        #expect(rows.contains("iOS: Text.H3 700 false MosaicSans-Bold"), "\(rows)")
        // The base's family and weight, with its own slant.
        #expect(rows.contains { $0.hasPrefix("iOS: Home.Title 700 true") }, "\(rows)")
        #expect(rows.contains("iOS: Home.Muted 400 false MosaicSans-Regular"), "\(rows)")
        #expect(!rows.contains { $0.contains("Home.Box") || $0.contains("Text.H5") }, "\(rows)")
        // H5's weight is decided at run time.
        #expect((json["sources"] as! [String: Any])["callsNotChecked"] as? Int == 1)
    }
}
