import UIKit

// An icon font asked for by a computed name: Bold Text is about text, so it is not counted.
func glyph(size: CGFloat) -> UIFont? { UIFont(name: iconFontName, size: size) }
