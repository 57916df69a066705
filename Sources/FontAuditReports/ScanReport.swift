import FontAuditModel
import FontAuditSystem
import FontCatalog

/// `fontaudit scan` output: a weights grid per family, or the faces as JSON.
package enum ScanReport {
    /// Faces in a stable order: family (case-insensitive), width, italic, weight, then file and index.
    static func sorted(_ faces: [FontFace]) -> [FontFace] {
        // Lower-case each family once, not once per comparison.
        let keyed = faces.map { ($0.family.lowercased(), $0) }
        return keyed.sorted { x, y in
            let (fa, a) = x
            let (fb, b) = y
            if fa != fb { return fa < fb }
            if a.width != b.width {
                return abs(a.width - 5) < abs(b.width - 5)
                    || (abs(a.width - 5) == abs(b.width - 5) && a.width < b.width)
            }
            if a.italic != b.italic { return !a.italic }
            if a.weightRaw != b.weightRaw { return a.weightRaw < b.weightRaw }
            if a.path != b.path { return a.path < b.path }
            if a.index != b.index { return a.index < b.index }
            return a.instance < b.instance
        }.map(\.1)
    }

    /// `--format json`: every face, sorted, as `faceJSON` describes it (written by `ScanJSONWriter`).
    package static func json(_ faces: [FontFace]) -> String { ScanJSONWriter.write(sorted(faces)) }

    /// The same through `JSONValue`: the plain reference.
    static func referenceJSON(_ faces: [FontFace]) -> String {
        JSONValue.object([("faces", .array(sorted(faces).map(faceJSON)))]).rendered() + "\n"
    }

    static func faceJSON(_ face: FontFace) -> JSONValue {
        .object([
            ("family", .string(face.family)),
            ("families", .array(face.families.map(JSONValue.string))),
            ("style", .string(face.style)),
            ("weight", .int(face.weight)),
            ("weightRaw", .int(face.weightRaw)),
            ("weightRange", face.weightRange.map { .array([.int($0.lowerBound), .int($0.upperBound)]) } ?? .null),
            ("italic", .bool(face.italic)),
            ("oblique", .bool(face.oblique)),
            ("width", .int(face.width)),
            ("variable", .bool(face.isVariable)),
            ("postscriptName", .string(face.postscriptName)),
            ("path", .string(face.path)),
            ("index", .int(face.index)),
            ("instance", .int(face.instance)),
            ("source", .string(face.source.rawValue)),
        ])
    }

    /// The grid: weight classes 100…900 across, one row per width and slant.
    package static func text(_ faces: [FontFace], terminal: Terminal) -> String {
        let byFamily = Dictionary(grouping: sorted(faces), by: { $0.family })
        let families = byFamily.keys.sorted { $0.lowercased() < $1.lowercased() }
        var out = ""
        var distinctCount = 0
        for family in families {
            // The same face in several files (two variable files with the same instances, a font installed
            // twice) is one face, listed once with the number of files that carry it.
            var copies: [DistinctFace: Int] = [:]
            var members: [FontFace] = []
            for face in byFamily[family]! {
                let key = DistinctFace(face)
                if copies[key] == nil { members.append(face) }
                copies[key, default: 0] += 1
            }
            distinctCount += members.count
            let files = Set(byFamily[family]!.map(\.path)).count
            let sources = Set(members.map(\.source.rawValue)).sorted().joined(separator: "+")
            out += terminal.bold(Terminal.sanitize(family))
            var counts = "  \(members.count) face\(members.count == 1 ? "" : "s")"
            if members.count < byFamily[family]!.count { counts += " in \(files) files" }
            if !members.contains(where: \.italic) { counts += ", no italic" }
            out += terminal.dim("\(counts), \(sources)") + "\n"
            out += grid(members, terminal: terminal)
            // Columns as wide as this family's longest style and PostScript name.
            let styleWidth = max(18, members.map { Terminal.sanitize($0.style).displayWidth }.max() ?? 0)
            let psWidth = max(28, members.map { Terminal.sanitize($0.postscriptName).displayWidth }.max() ?? 0)
            for face in members {
                var line = "    " + faceLine(face, styleWidth: styleWidth, postscriptWidth: psWidth)
                let n = copies[DistinctFace(face)]!
                if n > 1 { line += " (and \(n - 1) more file\(n == 2 ? "" : "s"))" }
                out += line + "\n"
            }
            out += "\n"
        }
        let familyCount = families.count
        out +=
            "\(distinctCount) face\(distinctCount == 1 ? "" : "s") in \(familyCount) famil\(familyCount == 1 ? "y" : "ies")."
        out += "  Legend: ■ installed  ▨ variable range  · absent\n"
        return out
    }

    private static func grid(_ faces: [FontFace], terminal: Terminal) -> String {
        struct Row: Hashable {
            var width: Int
            var italic: Bool
        }
        // Only rows that hold a face: an absent italic is said in the family's heading instead.
        let rows = Set(faces.map { Row(width: $0.width, italic: $0.italic) })
        let mainWidth = faces.contains { $0.width == 5 } ? 5 : faces.map(\.width).min() ?? 5
        let ordered = rows.sorted {
            if $0.width != $1.width { return $0.width == mainWidth || ($1.width != mainWidth && $0.width < $1.width) }
            return !$0.italic && $1.italic
        }
        let labels = ordered.map { row -> String in
            let slant = row.italic ? "italic" : "roman"
            return row.width == 5 ? slant : "\(WidthClass.name(row.width)) \(slant)"
        }
        let labelWidth = max(8, labels.map(\.count).max() ?? 0) + 2
        var out = "    " + String(repeating: " ", count: labelWidth)
        // 950 and 1000 only when a face is there.
        let columns = WeightClass.gridClasses + [950, 1000].filter { extra in faces.contains { $0.weight == extra } }
        out += columns.map { String($0).padding(4) }.joined() + "\n"
        for (row, label) in zip(ordered, labels) {
            out += "    " + label.padding(labelWidth)
            for weightClass in columns {
                let inRow = faces.filter { $0.width == row.width && $0.italic == row.italic }
                let cell: String
                if inRow.contains(where: { $0.weight == weightClass }) {
                    cell = terminal.green("■")
                } else if inRow.contains(where: { $0.covers(weightClass: weightClass) }) {
                    cell = terminal.yellow("▨")
                } else {
                    cell = terminal.dim("·")
                }
                out += " " + cell + "  "
            }
            out += "\n"
        }
        return out
    }

    private static func faceLine(_ face: FontFace, styleWidth: Int, postscriptWidth: Int) -> String {
        var weight = String(face.weight)
        if face.weightRaw != face.weight { weight = "\(face.weight) (raw \(face.weightRaw))" }
        var parts = [
            weight.padding(15), Terminal.sanitize(face.style).padding(styleWidth),
            Terminal.sanitize(face.postscriptName).padding(postscriptWidth),
        ]
        if let range = face.weightRange { parts.append("variable \(range.lowerBound)–\(range.upperBound)") }
        if face.oblique { parts.append("oblique") }
        var location = Terminal.sanitize(face.path)
        if face.index > 0 { location += "#\(face.index)" }
        parts.append(location)
        return parts.joined(separator: " ")
    }

}

extension String {
    /// Left-aligned in a column of `width` terminal columns (never truncated): a wide name takes two a character.
    func padding(_ width: Int) -> String {
        let length = displayWidth
        return length >= width ? self : self + String(repeating: " ", count: width - length)
    }
}

/// What makes two listed faces the same face, whichever file carries it.
private struct DistinctFace: Hashable {
    var family: String
    var weight: Int
    var italic: Bool
    var width: Int
    var postscriptName: String

    init(_ face: FontFace) {
        (family, weight, italic, width, postscriptName) = (
            face.family, face.weight, face.italic, face.width, face.postscriptName
        )
    }
}
