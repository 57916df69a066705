import CFreeType
import FontAuditSystem

/// Reads faces straight from font files with FreeType: no fontconfig, no cache, no charset work.
/// One reader owns one `FT_Library` and is used by one thread at a time.
package final class FreeTypeReader {
    private var library: FT_Library?

    package init?() {
        guard FT_Init_FreeType(&library) == 0, library != nil else { return nil }
    }

    deinit {
        FT_Done_FreeType(library)
    }

    /// Every face in the file: each face of a collection, and each named instance of a variable font.
    package func faces(inFile path: String) -> Result<[FontFace], FontFileProblem> {
        var probe: FT_Face?
        let probeError = Platform.withCPath(path) { FT_New_Face(library, $0, -1, &probe) }
        guard probeError == 0, let probeFace = probe else {
            let (reason, exhausted) = Self.diagnose(path: path, error: probeError)
            // FT_Err_Out_Of_Memory (0x40) is the machine's limit too.
            return .failure(
                FontFileProblem(path: path, reason: reason, isResourceExhaustion: exhausted || probeError == 0x40))
        }
        let faceCount = Int(probeFace.pointee.num_faces)
        FT_Done_Face(probeFace)
        guard faceCount > 0 else {
            return .failure(FontFileProblem(path: path, reason: "the file holds no font faces"))
        }
        // No real face is smaller than 32 bytes: a count beyond size ÷ 32 is a corrupt header, not work to do.
        if let size = Platform.fileSize(path), faceCount > max(1, size / 32) {
            return .failure(
                FontFileProblem(
                    path: path,
                    reason: "the collection header claims \(faceCount) faces, more than a \(size)-byte file can hold"))
        }

        var result: [FontFace] = []
        for faceIndex in 0..<faceCount {
            var opened: FT_Face?
            let error = Platform.withCPath(path) { FT_New_Face(library, $0, FT_Long(faceIndex), &opened) }
            guard error == 0, let face = opened else {
                return .failure(FontFileProblem(path: path, reason: "face \(faceIndex): \(Self.describe(error))"))
            }
            defer { FT_Done_Face(face) }
            guard fontaudit_ft_is_sfnt(face) != 0 else {
                return .failure(FontFileProblem(path: path, reason: "not an OpenType or TrueType font"))
            }
            result.append(contentsOf: faces(of: face, path: path, index: faceIndex))
        }
        return .success(result)
    }

    private func faces(of face: FT_Face, path: String, index: Int) -> [FontFace] {
        let os2 = fontaudit_ft_os2(face)
        let header =
            (os2 != nil && os2!.pointee.version != 0xFFFF)
            ? FaceHeader.OS2(
                weightClass: Int(os2!.pointee.usWeightClass), widthClass: Int(os2!.pointee.usWidthClass),
                fsSelection: Int(os2!.pointee.fsSelection))
            : nil
        let variation = fontaudit_ft_has_multiple_masters(face) != 0 ? VariationInfo(face: face, library: library) : nil
        return FaceHeader(
            names: SfntNames(face: face),
            os2: header,
            italicFlag: fontaudit_ft_is_italic(face) != 0,
            postscriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) },
            fallbackFamily: face.pointee.family_name.map { String(cString: $0) },
            fallbackStyle: face.pointee.style_name.map { String(cString: $0) },
            variation: variation
        ).faces(path: path, index: index)
    }

    /// Says why a file failed to open in words a user can act on: empty, truncated, or not a font.
    /// The second value: the machine, not the file, is the problem (no descriptor or memory left).
    private static func diagnose(path: String, error: FT_Error) -> (reason: String, exhausted: Bool) {
        let magic: [UInt8]
        switch Platform.readPrefix(path, count: 4) {
        case .success(let bytes): magic = bytes
        case .failure(let failure): return ("cannot open the file (\(failure))", failure.isResourceExhaustion)
        }
        if magic.isEmpty { return ("the file is empty (0 bytes)", false) }
        let sfntMagics: [[UInt8]] = [
            [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8), Array("wOFF".utf8),
        ]
        if sfntMagics.contains(magic) { return ("the font file is truncated or corrupt", false) }
        return (describe(error), false)
    }

    static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: return "cannot open the file"  // FT_Err_Cannot_Open_Resource
        case 0x02: return "not a font file FreeType recognises"  // FT_Err_Unknown_File_Format
        case 0x03: return "the font file is broken"  // FT_Err_Invalid_File_Format
        case 0x08, 0x09, 0x55, 0x56: return "the font file is truncated or corrupt"
        case 0x40: return "out of memory while reading the font"
        default:
            if let message = fontaudit_ft_error_text(Int32(error)) {
                return "\(String(cString: message)) (FreeType error \(error))"
            }
            return "FreeType error \(error)"
        }
    }
}

/// Italic and oblique, decided as fontconfig does: style words first, then the italic flag, which FreeType
/// also sets for the OS/2 oblique bit.
struct Slant {
    var italic: Bool
    var oblique: Bool

    init(styleName: String, fsSelection: Int, freetypeItalic: Bool) {
        let words = Array(styleName.lowercased().utf8)
        let saysOblique =
            words.contains(ascii: "oblique") || words.contains(ascii: "slanted") || words.contains(ascii: "inclined")
        let saysItalic = words.contains(ascii: "italic") || words.contains(ascii: "kursiv")
        let italicBit = fsSelection & 0x1 != 0
        let obliqueBit = fsSelection & 0x200 != 0
        italic = saysItalic || saysOblique || freetypeItalic || italicBit || obliqueBit
        oblique = saysOblique || (obliqueBit && !saysItalic)
    }
}

extension Array where Element == UInt8 {
    /// A plain byte search: style names are short, and this avoids Foundation's string search.
    fileprivate func contains(ascii word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard needle.count <= count else { return false }
        outer: for start in 0...(count - needle.count) {
            for j in 0..<needle.count where self[start + j] != needle[j] { continue outer }
            return true
        }
        return false
    }
}
