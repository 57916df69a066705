import FontAuditModel
import FontAuditSystem
import FontCatalog

/// `scan --format html`: one weights chart per family. Columns are the weight classes (950 and 1000 when a face
/// is there), rows roman and italic for each width; an installed cell shows "Ag" in that face, an absent one
/// is marked so. With `--policy`, the cells the policy's Bold Text needs but the family lacks are outlined.
package enum ScanChart {
    /// `prerender`: every cell drawn on every core first (`Specimens.prerender`); false is the reference.
    package static func html(_ faces: [FontFace], policy: BoldTextPolicy?, prerender: Bool = true) -> String {
        let specimens = Specimens(sample: "Ag")
        var families: [String] = []
        var byFamily: [String: [FontFace]] = [:]
        for face in ScanReport.sorted(faces) {
            let key = FamilyName.normalized(face.family)
            if byFamily[key] == nil { families.append(key) }
            byFamily[key, default: []].append(face)
        }
        var out = HTMLPage.head(title: "fontaudit scan")
        out +=
            "<header><h1>fontaudit scan</h1><dl class=\"summary\"><div><dt>Families</dt><dd>\(families.count)</dd></div>"
        out += "<div><dt>Faces</dt><dd>\(faces.count)</dd></div>"
        if let policy { out += "<div><dt>Policy</dt><dd>\(Escape.xml(policy.name.rawValue))</dd></div>" }
        out += "</dl></header>\n<main>\n"
        if prerender {
            specimens.prerender {
                for key in families { _ = chart(byFamily[key]!, policy: policy, specimens: specimens) }
            }
        }
        for key in families {
            out += chart(byFamily[key]!, policy: policy, specimens: specimens)
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    private struct Row: Hashable {
        var width: Int
        var italic: Bool
    }

    private static func chart(_ faces: [FontFace], policy: BoldTextPolicy?, specimens: Specimens) -> String {
        let family = faces[0].family
        let widths = Set(faces.map(\.width)).sorted {
            abs($0 - 5) < abs($1 - 5) || (abs($0 - 5) == abs($1 - 5) && $0 < $1)
        }
        let rows = widths.flatMap { [Row(width: $0, italic: false), Row(width: $0, italic: true)] }
        let columns = WeightClass.gridClasses + [950, 1000].filter { extra in faces.contains { $0.weight == extra } }
        var out = "<table class=\"chart\">\n<caption>\(Escape.xml(family))</caption>\n<thead><tr><td></td>"
        out += columns.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            let inRow = faces.filter { $0.width == row.width && $0.italic == row.italic }
            let label = (row.width == 5 ? "" : WidthClass.name(row.width) + " ") + (row.italic ? "italic" : "roman")
            // The Bold Text targets of the weights this row has, which it lacks.
            var needed: [Int: [Int]] = [:]
            if let policy {
                for weight in Set(inRow.map(\.weight)) {
                    if let target = policy.target(for: weight, installedWeights: inRow.map(\.weight)),
                        !inRow.contains(where: { $0.covers(weightClass: target) })
                    {
                        needed[target, default: []].append(weight)
                    }
                }
            }
            out += "<tr><th scope=\"row\">\(Escape.xml(label))</th>"
            for weight in columns {
                let face =
                    inRow.first { $0.weight == weight }
                    ?? inRow.first { $0.covers(weightClass: weight) }.map { $0.atVariableWeight(weight) }
                if let face {
                    let alt = "\(face.displayName) (\(FaceNaming.weightLabel(weight, italic: row.italic)))"
                    out +=
                        "<td class=\"installed\">"
                        + specimens.image(face, weight: weight, pointSize: 22, alt: alt, text: "Ag") + "</td>"
                } else if let from = needed[weight] {
                    let froms = from.sorted().map(String.init).joined(separator: ", ")
                    out +=
                        "<td class=\"absent needed\" title=\"Bold Text needs \(weight) for \(froms)\">"
                        + "absent<br>needed by \(froms)</td>"
                } else {
                    out += "<td class=\"absent\">absent</td>"
                }
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }
}
