import FontAuditModel

/// The face a downloadable `<font-family app:fontProviderQuery="…">` asks the Google Fonts provider for.
///
/// Google's query format ("Get Started with the Google Fonts for Android", developers.google.com/fonts/docs/android):
/// `name=Work Sans&weight=700&italic=1`, where `name` is required, `weight` is an integer in (0, 1000) defaulting
/// to 400, `italic` a number in [0, 1] defaulting to 0, `width` and `besteffort` optional. Android Studio's older
/// form, the bare family name (`Lato`), asks for the same family at those defaults.
///
/// The provider answers one query with one font, so the family the resource makes holds that one face
/// (androidx `FontsContractCompat` builds the typeface from the query's result), and under Bold Text Android
/// can only draw a synthetic bold over it.
struct FontProviderQuery: Equatable {
    var family: String
    var weight: Int
    var italic: Bool

    /// The Google Fonts provider's authority: another provider's query format is its own, not read here.
    static let googleAuthority = "com.google.android.gms.fonts"

    init(family: String, weight: Int, italic: Bool = false) {
        (self.family, self.weight, self.italic) = (family, weight, italic)
    }

    /// The query read, or nil when it is not one this reader can be sure of (no name, a weight that is not an
    /// integer in range, a key it does not know), so the family's styles stay not checked.
    init?(_ query: String) {
        let text = query.trimmingCharacters(in: " \t\r\n")
        guard !text.isEmpty else { return nil }
        guard text.contains("=") else {
            // Only a plain name: iosched's "Google Sans:500" is a form Google does not document.
            guard !text.contains(where: { ":&,;".contains($0) }) else { return nil }
            (family, weight, italic) = (text, 400, false)
            return
        }
        var (name, weight, italic): (String?, Int, Bool) = (nil, 400, false)
        for part in text.split(separator: "&", omittingEmptySubsequences: false) {
            guard let equals = part.firstIndex(of: "=") else { return nil }
            let key = String(part[..<equals]).trimmingCharacters(in: " \t\r\n").lowercased()
            let value = String(part[part.index(after: equals)...]).trimmingCharacters(in: " \t\r\n")
            switch key {
            case "name":
                guard !value.isEmpty else { return nil }
                name = value
            case "weight":
                guard let number = Int(value), number > 0, number < 1000 else { return nil }
                weight = number
            case "italic":
                guard let number = Double(value), number >= 0, number <= 1 else { return nil }
                italic = number >= 0.5
            case "width", "besteffort": continue
            default: return nil
            }
        }
        guard let name else { return nil }
        (family, self.weight, self.italic) = (name, weight, italic)
    }
}
