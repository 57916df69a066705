import FontAuditEngine
import FontAuditInputs
import FontAuditModel
import FontAuditReports
import FontAuditSystem
import FontCatalog

/// libFuzzer target: every escaping function of every output format, each checked against what its
/// consumer would do with the result. Any input that breaks out of its context stops the fuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscaping(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    checkTerminal(input)
    checkJSON(input)
    checkXML(input)
    checkMarkdown(input)
    checkGitHub(input)
    return 0
}

func fail(_ what: String, _ input: String, _ output: String) -> Never {
    fatalError("\(what)\ninput:  \(input.debugDescription)\noutput: \(output.debugDescription)")
}

func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isControlCharacter || scalar.isBidiControl || scalar.isRawFileNameByte
}

/// text: nothing a terminal would act on reaches it.
func checkTerminal(_ input: String) {
    let output = Terminal.sanitize(input)
    if output.unicodeScalars.contains(where: isUnsafe) { fail("text: a control character got through", input, output) }
}

/// json: the quoted string parses back to exactly the input, and carries no raw control character.
func checkJSON(_ input: String) {
    let quoted = JSONValue.quote(input)
    if quoted.unicodeScalars.contains(where: \.isControlCharacter) {
        fail("json: raw control character", input, quoted)
    }
    do throws(LocatedError) {
        let node = try JSONParser.parse(Array(quoted.utf8), file: "fuzz.json")
        // File names' raw bytes (U+10FF00…) are shown as text, not carried; everything else comes back exactly.
        let carried = !input.unicodeScalars.contains(where: \.isRawFileNameByte)
        if carried && node.string != input { fail("json: does not round-trip", input, quoted) }
    } catch {
        fail("json: does not parse: \(error)", input, quoted)
    }
}

/// junit: no markup character outside an entity, no character XML 1.0 cannot carry.
func checkXML(_ input: String) {
    let output = Escape.xml(input)
    let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#10;", "&#13;", "&#9;"]
    // By scalars, not Characters: a combining mark after `;` would hide an entity from a Character search.
    let scalars = Array(output.unicodeScalars)
    var i = 0
    while i < scalars.count {
        let scalar = scalars[i]
        if scalar == "&" {
            guard
                let entity = entities.first(where: {
                    Array($0.unicodeScalars) == Array(scalars[i..<min(scalars.count, i + $0.unicodeScalars.count)])
                })
            else {
                fail("xml: a bare &", input, output)
            }
            i += entity.unicodeScalars.count
            continue
        }
        if "<>\"'".unicodeScalars.contains(scalar) || isUnsafe(scalar) || scalar.value == 0xFFFE
            || scalar.value == 0xFFFF
        {
            fail("xml: unescaped \(scalar.debugDescription)", input, output)
        }
        i += 1
    }
}

/// markdown: one table cell of inert text: no line break, no HTML, every markup character backslash-escaped.
func checkMarkdown(_ input: String) {
    let output = Escape.markdown(input)
    var escaped = false
    for scalar in output.unicodeScalars {
        if escaped {
            escaped = false
            continue
        }
        if scalar == "\\" {
            escaped = true
            continue
        }
        if "|`*_[]~#!<>\n\r".unicodeScalars.contains(scalar) || isUnsafe(scalar) {
            fail("markdown: unescaped \(scalar.debugDescription)", input, output)
        }
    }
    if escaped { fail("markdown: ends in a lone backslash", input, output) }
}

/// github: the runner percent-decodes `%0D %0A %3A %2C`, then `%25`; what it decodes must be the input,
/// and no line break, or `:`/`,` in a property, may be left to end the command early.
func checkGitHub(_ input: String) {
    for property in [false, true] {
        let output = property ? Escape.githubProperty(input) : Escape.githubMessage(input)
        let forbidden: String = property ? "\r\n:," : "\r\n"
        if output.unicodeScalars.contains(where: { forbidden.unicodeScalars.contains($0) || isUnsafe($0) }) {
            fail("github: command breaker left in", input, output)
        }
        var decoded = output
        for (code, plain) in [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")] {
            decoded = replacingOrdinal(code, with: plain, in: decoded)
        }
        let clean = !input.unicodeScalars.contains { isUnsafe($0) && $0 != "\r" && $0 != "\n" }
        if clean && decoded != input {
            fail("github: the runner would not read back the input", input, output)
        }
    }
}

/// SwiftPM links an executable's `main` to `FuzzEscaping_main`; it hands the command line to libFuzzer's driver.
@_cdecl("FuzzEscaping_main")
public func fuzzEscapingMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    var count = argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzEscaping)
}

// The C entry point keeps its C name.
// swift-format-ignore: AlwaysUseLowerCamelCase
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// Replaces by code points, as the runner's ordinal String.Replace does (Swift's `replacing` compares
/// Characters, and a combining mark after "%2C" would hide it).
func replacingOrdinal(_ target: String, with replacement: String, in text: String) -> String {
    let source = Array(text.unicodeScalars)
    let needle = Array(target.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < source.count {
        if i + needle.count <= source.count, Array(source[i..<i + needle.count]) == needle {
            out.append(contentsOf: replacement.unicodeScalars)
            i += needle.count
        } else {
            out.append(source[i])
            i += 1
        }
    }
    return String(out)
}
