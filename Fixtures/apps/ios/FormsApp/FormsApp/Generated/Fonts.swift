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
