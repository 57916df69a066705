import FontAuditModel
import FontAuditSystem

/// google_fonts' calls: `GoogleFonts.inter(fontWeight: FontWeight.w500)` and `GoogleFonts.getFont('Inter', …)`
/// give a style on the family the package registers for the one variant it loads (`GoogleFontsFamilies`), with
/// that variant as its one face: the asset file the package would load when the project has it, else a face
/// fetched at run time. A call this reader cannot follow (a TextTheme, a weight decided at run time, a
/// `textStyle:` whose weight or slant it would take) is counted as not checked, never dropped.
extension FlutterProject {
    /// A call read: the family it loads from, the variant loaded, and the style it returns.
    struct GoogleFontsCall {
        var family: GoogleFontsFamilies.Family
        var variant: GoogleFontsFamilies.Variant
        var style: Style
        /// The index of the call's closing parenthesis.
        var close: Int
        /// It gives `fontWeight:` itself (a theme role's weight does not replace it).
        var givesWeight: Bool
    }

    /// The call at `i` (`GoogleFonts`), when every argument that decides its variant can be read: the weight
    /// and slant are the call's own, else its `textStyle:`'s (`googleFontsTextStyle` copies the arguments over
    /// `textStyle` and matches `textStyle.fontWeight ?? w400`), so a `textStyle:` is read only when both are given.
    func googleFontsCall(at i: Int, in source: SourceCalls, _ constants: DartConstants) -> GoogleFontsCall? {
        guard source.tokens[i].isIdentifier("GoogleFonts"), source.token(i + 1)?.isPunctuation(".") == true,
            let method = source.token(i + 2), method.kind == .identifier,
            source.token(i + 3)?.isPunctuation("(") == true, let close = source.closing[i + 3]
        else { return nil }
        var arguments = source.arguments(ofCallAt: i + 2, separator: ":")
        let family: GoogleFontsFamilies.Family
        if method.text == "getFont" {
            guard let first = arguments.first, first.label == nil,
                let name = constants.string(first.range, in: source), let named = GoogleFontsFamilies.byName[name]
            else { return nil }
            family = named
            arguments.removeFirst()
        } else {
            guard let named = GoogleFontsFamilies.byMethod[method.text] else { return nil }
            family = named
        }
        var style = Style(name: "", location: source.location(i), family: "", weight: 400, italic: false)
        var (givesWeight, givesSlant, takesTextStyle) = (false, false, false)
        for argument in arguments {
            guard let label = argument.label, let start = source.valueStart(argument.range) else { return nil }
            switch label {
            case "fontWeight":
                guard let name = constants.weight(argument.range, in: source), let weight = Self.weights[name] else {
                    return nil
                }
                (style.weight, givesWeight) = (weight, true)
            case "fontStyle":
                guard argument.range.upperBound - start == 3, source.tokens[start].isIdentifier("FontStyle"),
                    let slant = source.token(start + 2), slant.isIdentifier("italic") || slant.isIdentifier("normal")
                else { return nil }
                (style.italic, givesSlant) = (slant.isIdentifier("italic"), true)
            case "textStyle": takesTextStyle = true
            case "fontSize", "height": _ = apply([argument], to: &style, in: source, constants)
            default: break
            }
        }
        if takesTextStyle, !(givesWeight && givesSlant) { return nil }
        let variant = family.closest(to: .init(weight: style.weight, italic: style.italic))
        style.family = family.registeredName(variant)
        return GoogleFontsCall(
            family: family, variant: variant, style: style, close: close, givesWeight: givesWeight)
    }

    /// `GoogleFonts.x(…).fontFamily` as a `fontFamily:` value: the family the call registers, when it was read and
    /// registered (`readGoogleFonts`); nil otherwise.
    func googleFontsFamilyName(_ range: Range<Int>, in source: SourceCalls, _ constants: DartConstants) -> String? {
        guard let start = source.valueStart(range), let call = googleFontsCall(at: start, in: source, constants),
            source.token(call.close + 1)?.isPunctuation(".") == true,
            source.token(call.close + 2)?.isIdentifier("fontFamily") == true, call.close + 3 == range.upperBound,
            families[call.style.family] != nil
        else { return nil }
        return call.style.family
    }

    /// Every `GoogleFonts.x(` call of `sources`: a style, a family another call names (`fontFamily:
    /// GoogleFonts.x().fontFamily` in a `TextStyle` or `ThemeData`, read there), or a call not checked. Runs before
    /// the style passes, which look the registered families up.
    /// The styles of the calls read here, and the theme roles they are given as (by their 2021 names); the
    /// families they register are declared at once, for the style passes to look up.
    mutating func readGoogleFonts(
        _ sources: [SourceCalls], files: ProjectFiles, fonts: ProjectFonts, constants: DartConstants,
        typography: FlutterTypography, getters: [String: ExtensionGetter]
    ) -> (styles: [Style], roles: Set<String>) {
        var (styles, roles) = ([Style](), Set<String>())
        // `GoogleFonts.config.allowRuntimeFetching = false`: a variant whose file is not bundled is never loaded.
        // Set to anything but `true` (`kDebugMode`, false in the build shipped), it may not be.
        let fetches = !sources.contains { source in
            source.tokens.indices.contains { i in
                source.tokens[i].isIdentifier("allowRuntimeFetching") && source.token(i + 1)?.isPunctuation("=") == true
                    && source.token(i + 2)?.isPunctuation("=") != true
                    && !(source.token(i + 2)?.isIdentifier("true") == true
                        && source.token(i + 3)?.isPunctuation(";") == true)
            }
        }
        for source in sources {
            for i in source.tokens.indices where source.tokens[i].isIdentifier("GoogleFonts") {
                guard source.token(i + 1)?.isPunctuation(".") == true, source.token(i + 3)?.isPunctuation("(") == true
                else { continue }
                // `pendingFonts([…])` waits for its styles' fonts to load, and they are never drawn.
                if source.token(i + 2)?.isIdentifier("pendingFonts") == true || Self.isPendingFont(at: i, in: source) {
                    continue
                }
                guard let call = googleFontsCall(at: i, in: source, constants),
                    register(call, files: files, fonts: fonts, fetches: fetches)
                else {
                    notChecked += 1
                    continue
                }
                let (steps, end) = Self.chain(after: call.close, in: source, getters: getters)
                if source.token(end + 1)?.isPunctuation(".") == true {
                    // `.fontFamily` as a `TextStyle` or `ThemeData` `fontFamily:` is read there; any other member
                    // (`.fontFamily` passed elsewhere, `.fontSize`) is no style this reader follows.
                    if steps.isEmpty, source.token(end + 2)?.isIdentifier("fontFamily") == true,
                        Self.isFontFamilyArgument(at: i, in: source)
                    {
                        continue
                    }
                    notChecked += 1
                    continue
                }
                var style = call.style
                style.name = source.boundName(ofValueAt: i) ?? Self.place(i, in: source)
                // A theme role given a call without a weight keeps its typography's (`ThemeData` merges the
                // app's text theme over it): the variant is w400's, the engine asked for the role's weight.
                if let role = Self.themeRole(ofValueAt: i, in: source), !call.givesWeight,
                    let weight = typography.weight(ofRole: role)
                {
                    style.weight = weight
                }
                if let role = Self.themeRole(ofValueAt: i, in: source) {
                    roles.insert(FlutterTypography.roles[role] ?? FlutterTypography.renamed[role] ?? role)
                }
                if apply(steps, to: &style, family: .family, constants) == .computed {
                    notChecked += 1
                    continue
                }
                style.canvas = FlutterCanvasText.painter(ofStyleAt: i, in: source)
                styles.append(style)
            }
        }
        return (styles, roles)
    }

    /// Declares the family the call registers, with its one face: the project's asset file of that variant
    /// (`findFamilyWithVariantAssetPath`: an asset of the manifest whose name ends with `Inter-Medium.ttf` or
    /// `.otf`, in that case), else a face fetched at run time. A font file the pubspecs do not bundle (a golden
    /// test's, a subfolder of an `assets:` folder) is not in the manifest, so never loaded. False when the variant
    /// is neither bundled nor fetched (runtime fetching off: the file may be in a pub package's assets, which are
    /// not here).
    private mutating func register(
        _ call: GoogleFontsCall, files: ProjectFiles, fonts: ProjectFonts, fetches: Bool
    ) -> Bool {
        let name = call.style.family
        if families[name] != nil { return true }
        let stem = call.family.fileStem(call.variant)
        func isVariant(_ path: String) -> Bool {
            let base = Platform.baseName(of: path)
            return [".ttf", ".otf"].contains { ext in base.hasSuffix(ext) && base.dropLast(ext.count).hasSuffix(stem) }
        }
        let file = files.fontFiles.sorted().first { path in
            (manifestFiles.contains(path) || assetFiles.contains(path)
                || manifestFolders.contains(Platform.parent(of: path))) && isVariant(path)
        }
        // A pub package's file of that name (the gallery's `packages/flutter_gallery_assets/…/Montserrat-Medium.ttf`):
        // loaded by name, not read here, as a fetched one.
        let packageFile = file == nil ? manifestPackageFiles.sorted().first(where: isVariant) : nil
        guard file != nil || packageFile != nil || fetches else { return false }
        if let file { assetFiles.insert(file) }
        let face = DeclaredFace(
            resource: file.map(Platform.baseName) ?? packageFile ?? "GoogleFont(\"\(call.family.name)\")", file: file,
            declaredWeight: call.variant.weight, declaredItalic: call.variant.italic, location: call.style.location,
            face: file.flatMap { fonts.faces(in: $0).first })
        var family = DeclaredFamily(
            name: name, reference: "google_fonts' \"\(name)\"", location: call.style.location, faces: [face],
            isSingleFile: false)
        family.typeface = call.family.name
        family.oneVariantOf = call.family.name
        families[name] = family
        return true
    }

    /// Whether the call at `i` is an element of `GoogleFonts.pendingFonts([…])`'s list: a style made only to wait
    /// for its font (the package's way for tests and previews to load fonts first), never drawn.
    static func isPendingFont(at i: Int, in source: SourceCalls) -> Bool {
        guard source.token(i - 1).map({ $0.isPunctuation("[") || $0.isPunctuation(",") }) == true,
            let list = source.enclosingBracket(before: i, within: 4_095), source.tokens[list].isPunctuation("["),
            source.token(list - 1)?.isPunctuation("(") == true,
            source.token(list - 2)?.isIdentifier("pendingFonts") == true,
            source.token(list - 3)?.isPunctuation(".") == true,
            source.token(list - 4)?.isIdentifier("GoogleFonts") == true
        else { return false }
        return true
    }

    /// Whether the call at `i` is the value of a `fontFamily:` argument of a `TextStyle`, `ThemeData` or
    /// `apply`, which the style passes read.
    static func isFontFamilyArgument(at i: Int, in source: SourceCalls) -> Bool {
        guard source.token(i - 1)?.isPunctuation(":") == true, source.token(i - 2)?.isIdentifier("fontFamily") == true,
            let open = source.enclosingParenthesis(before: i - 2, within: 4_095), let call = source.token(open - 1)
        else { return false }
        return call.isIdentifier("TextStyle") || call.isIdentifier("ThemeData") || call.isIdentifier("apply")
    }

    /// The text theme role a value at `start` is given as (`TextTheme(titleSmall: …)`, `copyWith(titleSmall: …)`).
    static func themeRole(ofValueAt start: Int, in source: SourceCalls) -> String? {
        var colon = start - 1
        while let t = source.token(colon), t.isIdentifier("const") || t.isIdentifier("new") { colon -= 1 }
        guard source.token(colon)?.isPunctuation(":") == true, let label = source.token(colon - 1),
            label.kind == .identifier,
            FlutterTypography.roles[label.text] != nil || FlutterTypography.renamed[label.text] != nil,
            let open = source.enclosingParenthesis(before: colon - 1, within: 4_095),
            let call = source.token(open - 1),
            call.isIdentifier("TextTheme") || call.isIdentifier("copyWith")
        else { return nil }
        return label.text
    }
}
