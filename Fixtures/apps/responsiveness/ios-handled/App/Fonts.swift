import UIKit

enum Fonts {
    static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Brand-Regular", size: 17)!)
    static var title: UIFont {
        let base = UIFont(name: "Brand-Bold", size: 28)!
        return UIFontMetrics.default.scaledFont(for: base)
    }
    static let badge = UIFont(name: "Brand-Bold", size: 9)!

    static var current: UIFont {
        UIAccessibility.isBoldTextEnabled ? title : body
    }
}

final class Label: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        adjustsFontForContentSizeCategory = true
        maximumContentSizeCategory = .accessibilityMedium
    }
}
