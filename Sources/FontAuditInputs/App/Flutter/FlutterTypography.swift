/// The weight a Material `TextTheme` role has when the app's style for it gives none.
///
/// `ThemeData` merges the app's `textTheme` over its typography's (`textTheme = defaultTextTheme.merge(textTheme)`)
/// and `Theme.of` merges the typography's geometry under it (`ThemeData.localize`:
/// `textTheme: localTextGeometry.merge(baseTheme.textTheme)`), so a role whose `TextStyle` sets no `fontWeight`
/// keeps the geometry's. The typography is `Typography.material2021` when `useMaterial3` is true (the default
/// since Flutter 3.16, `useMaterial3 ??= true`) and `Typography.material2014` when it is false
/// (`typography ??= useMaterial3 ? Typography.material2021(…) : Typography.material2014(…)`), unless the theme
/// gives its own `typography:`. All in flutter/flutter `packages/flutter/lib/src/material/theme_data.dart`.
///
/// The weights are the `englishLike` geometries of `packages/flutter/lib/src/material/typography.dart` (read at
/// flutter/flutter 5ebb1a966c0f: `englishLike2014`, `englishLike2018`, and `_M3Typography.englishLike`, the
/// token file "v0_92", for `englishLike2021`). The `dense` and `tall` geometries of a CJK or Indic locale differ
/// for a few roles in 2014 and 2018 (tall's `titleLarge` is w700); fontaudit reads the English ones.
enum FlutterTypography: Equatable {
    case material2014, material2018, material2021

    /// The weight of a role (a 2021 name, or a 2018 one such as `headline6`), or nil for a name that is no role.
    func weight(ofRole name: String) -> Int? {
        guard let role = Self.roles[name] ?? Self.renamed[name] else { return nil }
        switch self {
        case .material2014: return Self.weights2014[role] ?? 400
        case .material2018: return Self.weights2018[role] ?? 400
        case .material2021: return Self.weights2021[role] ?? 400
        }
    }

    /// The fifteen roles of `TextTheme`, in its order.
    static let order = [
        "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
        "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge",
        "labelMedium", "labelSmall",
    ]

    /// The fifteen roles of `TextTheme`.
    static let roles: [String: String] = Dictionary(uniqueKeysWithValues: order.map { ($0, $0) })

    /// The 2018 names, which older apps still give `TextTheme(…)`, as the roles they set
    /// (`text_theme.dart`: `displayLarge = displayLarge ?? headline1`, …, `labelSmall = labelSmall ?? overline`).
    static let renamed: [String: String] = [
        "headline1": "displayLarge", "headline2": "displayMedium", "headline3": "displaySmall",
        "headline4": "headlineMedium", "headline5": "headlineSmall", "headline6": "titleLarge",
        "subtitle1": "titleMedium", "subtitle2": "titleSmall", "bodyText1": "bodyLarge", "bodyText2": "bodyMedium",
        "caption": "bodySmall", "button": "labelLarge", "overline": "labelSmall",
    ]

    /// `_M3Typography.englishLike`: the title and label roles are w500, except titleLarge; the rest w400.
    private static let weights2021: [String: Int] = [
        "titleMedium": 500, "titleSmall": 500, "labelLarge": 500, "labelMedium": 500, "labelSmall": 500,
    ]
    /// `englishLike2014`, Material 2's default: displayLarge is w100, bodyLarge w500.
    private static let weights2014: [String: Int] = [
        "displayLarge": 100, "titleLarge": 500, "titleSmall": 500, "bodyLarge": 500, "labelLarge": 500,
    ]
    /// `englishLike2018`, with `Typography.material2018(…)`.
    private static let weights2018: [String: Int] = [
        "displayLarge": 300, "displayMedium": 300, "titleLarge": 500, "titleSmall": 500, "labelLarge": 500,
    ]
}
