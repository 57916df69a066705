import UIKit

final class ProfileViewController: UIViewController {
    let heading = FontFamily.MosaicSans.semiBold.font(size: 20)
    let note = UIFont(font: FontFamily.MosaicSans.regular, size: 13)
    let swiftUI = FontFamily.MosaicSans.regular.swiftUIFont(size: 13)
    let caption = Font.custom(FontFamily.MosaicSans.regular.name, size: 12, relativeTo: .caption)
}
