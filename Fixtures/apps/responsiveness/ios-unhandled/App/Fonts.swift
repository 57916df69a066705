import SwiftUI
import UIKit

// UIAccessibility.isBoldTextEnabled in a comment does not handle Bold Text.
let note = "legibilityWeight in a string does not either"

enum Fonts {
    static let body = UIFont(name: "Brand-Regular", size: 17)!
    static let title = UIFont(name: "Brand-Bold", size: 28)!
    static let headline = Font.custom("Brand-Bold", size: 20)
    static let caption = Font.custom("Brand-Regular", fixedSize: 11)
    static let footnote = Font.custom("Brand-Regular", size: 13, relativeTo: .footnote)
}

struct Banner: View {
    var body: some View {
        VStack {
            Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            Text("Pinned").dynamicTypeSize(.large)
        }
    }
}

func brandFont(_ name: String, size: CGFloat) -> UIFont {
    UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
}
