import FontAuditModel
import FontAuditSystem
import FontCatalog

extension DeclaredSelection {
    /// A declared variable file whose `wght` axis holds `weight` in the style's slant: the weight is bundled,
    /// only not asked for, so it is never a face to buy.
    package func variableFile(holding weight: Int, italic: Bool) -> DeclaredFace? {
        family?.faces.first { entry in
            guard let face = entry.face, let range = face.weightRange, range.lowerBound < range.upperBound else {
                return false
            }
            return face.italic == italic && range.contains(weight)
        }
    }

    /// "flexa.ttf is variable (wght 100–1000) and holds 700: declare it, e.g. Font(…); nothing to buy".
    package func variableAdvice(_ entry: DeclaredFace, weight: Int, italic: Bool) -> String {
        let file = Terminal.sanitize(Platform.baseName(of: entry.file ?? entry.resource))
        let range = entry.face?.weightRange.map { " (wght \($0.lowerBound)–\($0.upperBound))" } ?? ""
        let declaration = selector.variableWeightDeclaration(
            resource: Terminal.sanitize(entry.resource), weight: weight, italic: italic)
        return "\(file) is variable\(range) and holds \(weight): ask for it with \(declaration); nothing to buy"
    }
}
