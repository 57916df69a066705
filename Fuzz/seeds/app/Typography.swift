import SwiftUI
import UIKit
import YMatterType

enum AppFont {
    case body
    case title

    var font: UIFont {
        switch self {
        case .body: return UIFont(name: "MosaicSans-Regular", size: 16)!
        case .title: return UIFont(name: "MosaicSans-Semibold", size: 24)!
        }
    }
}

struct Styles {
    static let caption = UIFontDescriptor(name: "MosaicSans-Italic", size: 12)
    static let headline = Font.custom("MosaicSans-Bold", size: 20)
    static let footnote = Font.custom("MosaicSans-Medium", fixedSize: 11)
    static let callout = Font.custom("MosaicSans-Regular", size: 14, relativeTo: .callout)
    static let dynamic = UIFont(name: "MosaicSans-\(weightName)", size: 12)
    // UIFont(name: "Commented-Out", size: 12) is not a call
}

extension Typography {
    static let button = Typography(familyName: "MosaicSans", fontWeight: .semibold, fontSize: 16, lineHeight: 24)
    static let label = Typography(
        fontFamily: FontInfo(familyName: "MosaicSans"),
        fontWeight: .bold,
        fontSize: 14,
        lineHeight: 20
    )
}
