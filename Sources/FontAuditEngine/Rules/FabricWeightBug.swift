import FontAuditModel

extension AuditRule {
    package static let fabricWeightBug = AuditRule(
        id: "fabric-weight-bug", title: "React Native 0.83–0.86 shows the heaviest face on iOS", severity: .warning,
        help:
            "On React Native 0.83 to 0.86 with the new architecture (Fabric), RCTFontUtils.mm turns any fontWeight but normal into the BOOL 1 when fontFamily is a PostScript or full name rather than a family name, so iOS shows the family's heaviest face whatever the weight (react-native#57483, a regression of #53591; 0.82 was right). Name the family instead of a face, or upgrade to a release with the fix. A warning: the version is read from package.json."
    )
}

enum FabricWeightBugRule: ProjectFactRule {
    static var kind: ProjectFact.Kind { .fabricWeightBug }
    static var rule: AuditRule { .fabricWeightBug }
}
