// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

internal enum FontFamily {
  internal enum MosaicSans {
    internal static let regular = FontConvertible(name: "MosaicSans-Regular", family: "Mosaic Sans", path: "MosaicSans-Regular.ttf")
    internal static let semiBold = FontConvertible(name: "MosaicSans-SemiBold", family: "Mosaic Sans", path: "MosaicSans-SemiBold.ttf")
    internal static let all: [FontConvertible] = [regular, semiBold]
  }
}

internal struct FontConvertible {
  internal let name: String
  internal let family: String
  internal let path: String
}

// SwiftGen's implementation: its calls take names computed at run time, and are not the app's font calls.
internal extension FontConvertible {
  func font(size: CGFloat) -> UIFont {
    guard let font = UIFont(name: name, size: size) else { fatalError("Unable to initialize font '\(name)'") }
    return font
  }
  func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
    return SwiftUI.Font.custom(self, size: size)
  }
}

internal extension SwiftUI.Font {
  static func custom(_ font: FontConvertible, size: CGFloat) -> SwiftUI.Font {
    return SwiftUI.Font.custom(font.name, size: size)
  }
}
