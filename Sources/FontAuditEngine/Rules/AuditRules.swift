import FontAuditModel
import FontCatalog

/// One check of one style. Each rule file holds one; `AuditRules.styleChecks` runs them in the order their
/// findings are reported.
package protocol StyleCheck {
    static func check(_ audit: StyleAudit) -> [Finding]
    /// Whether the check reads the style's own call (its size: `TextStyle.scaling`), not only the faces it
    /// asks for: the requests for one face at several sizes share every other check's findings.
    static var readsTheCall: Bool { get }
}

extension StyleCheck {
    package static var readsTheCall: Bool { false }
}

/// A rule that turns a reader's fact about the project into a finding.
package protocol ProjectFactRule {
    static var kind: ProjectFact.Kind { get }
    static var rule: AuditRule { get }
    /// The finding's severity: the rule's own, a warning when the reader cannot be sure.
    static func severity(_ fact: ProjectFact, system: TextSystem?) -> Finding.Severity
}

extension ProjectFactRule {
    package static func severity(_ fact: ProjectFact, system: TextSystem?) -> Finding.Severity {
        fact.uncertain ? .warning : rule.defaultSeverity
    }
}

/// The one registry of rules. Every list of rules is made from it: SARIF's `rules`, the reports' rule ids,
/// waiver validation, docs/ci.md's table and the report schema's enum (a test holds them equal).
package enum AuditRules {
    /// Every rule, in the order reports list them (SARIF's rule indices).
    package static let all: [AuditRule] = [
        .missingFace, .familyNotInstalled, .missingBoldCounterpart, .heavierSubstitute, .obliqueForItalic,
        .noHeavierWeight, .weightBucketed, .widthSubstitute, .ambiguousFontName,
        // App audits: declarations, names in code, declared families.
        .undeclaredFont, .declaredFontMissing, .unknownFontName, .notAFont, .singleFaceFamily,
        .declarationMismatch, .undeclaredInFamily, .missingFontResource, .platformFont,
        .boldTextLighter, .systemFontByName,
        // React Native.
        .assetFontWeight, .fontOnOnePlatform, .fontFormatNotLoaded, .fontNotLinked,
        .fontWeightNotParsed, .fabricWeightBug,
        // App audits: does the app respond (Bold Text handled, text that scales).
        .boldTextNotHandled, .boldTextTurnedOff, .textDoesNotScale, .textScaleCapped,
    ]

    /// The style checks, in the order their findings are reported.
    package static var styleChecks: [any StyleCheck.Type] {
        [
            WeightBucketedCheck.self, FamilyNotInstalledCheck.self, MissingFontResourceCheck.self,
            MissingFaceCheck.self,
            UndeclaredInFamilyCheck.self, AssetFontWeightCheck.self, FontOnOnePlatformCheck.self,
            AmbiguousFontNameCheck.self, ObliqueForItalicCheck.self,
            WidthSubstituteCheck.self, BoldTextLighterCheck.self, SingleFaceFamilyCheck.self, BoldCounterpartCheck.self,
            UndeclaredBoldTextFaceCheck.self, TextDoesNotScaleCheck.self,
        ]
    }

    /// The rules that judge a reader's facts, one per kind of fact.
    package static var factRules: [any ProjectFactRule.Type] {
        [
            UndeclaredFontRule.self, DeclaredFontMissingRule.self, NotAFontRule.self, MissingFontResourceRule.self,
            EmptyFontFamilyRule.self,
            DeclarationMismatchRule.self, FontFormatNotLoadedRule.self,
            FontNotLinkedRule.self, FontWeightNotParsedRule.self,
            FabricWeightBugRule.self,
            BoldTextNotHandledRule.self, BoldTextTurnedOffRule.self, TextDoesNotScaleRule.self,
            TextScaleCappedRule.self,
        ]
    }

    package static func rule(id: String) -> AuditRule? { all.first { $0.id == id } }

    /// The finding a fact makes, judged for the text system of the platform that read it.
    package static func finding(for fact: ProjectFact, system: TextSystem?) -> Finding {
        let judge = factRules.first { $0.kind == fact.kind }!
        return Finding(
            judge.rule, fact.message, at: fact.location, path: fact.path, subject: fact.subject,
            severity: judge.severity(fact, system: system))
    }
}
