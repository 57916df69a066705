import CLibXML2

/// An XML element read by libxml2, with the line it starts on: Android resources are located by line.
package struct XMLElement: Sendable {
    /// The qualified name as written: "font", "item".
    package var name: String
    /// Attributes by qualified name ("android:fontWeight", "app:font", "name"), in document order.
    package var attributes: [(name: String, value: String)]
    package var children: [XMLElement]
    /// The element's own text, its text and CDATA children joined.
    package var text: String
    package var line: Int

    package func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}

/// A malformed document: libxml2's first error, with its place.
package struct XMLError: Error, Sendable {
    package var message: String
    package var line: Int
    package var column: Int
}

package enum XMLTree {
    /// The root element of `bytes`. No network, no external entities or DTDs, and libxml2's own limits on
    /// depth and entity expansion; elements nested deeper than `maxDepth` are dropped.
    package static func parse(_ bytes: [UInt8], url: String, maxDepth: Int = 256) -> Result<XMLElement, XMLError> {
        if let refused = prescan(bytes) { return .failure(refused) }
        guard let context = fontaudit_xmlNewParserCtxt()() else {
            return .failure(XMLError(message: "out of memory", line: 1, column: 1))
        }
        defer { fontaudit_xmlFreeParserCtxt()(context) }
        let options =
            Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
            | Int32(XML_PARSE_BIG_LINES.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    fontaudit_xmlCtxtReadMemory()(context, $0, Int32(clamping: buffer.count), url, nil, options)
                }
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { fontaudit_xmlFreeDoc()(document) }
            return .failure(lastError(context))
        }
        defer { fontaudit_xmlFreeDoc()(document) }
        guard let root = fontaudit_xmlDocGetRootElement()(document) else {
            return .failure(XMLError(message: "the document has no root element", line: 1, column: 1))
        }
        return .success(convert(root, depth: maxDepth))
    }

    /// Elements may carry at most this many attributes: libxml2 checks each new attribute against the
    /// element's others, so 80,000 on one element took seconds.
    package static let maxAttributes = 1024

    /// What libxml2 is never handed, found in one pass: entity declarations (no Android resource declares one,
    /// and an internal entity referenced in attributes expands without limit), and an element with more than
    /// `maxAttributes` attributes.
    static func prescan(_ bytes: [UInt8]) -> XMLError? {
        var line = 1
        var inTag = false
        var quote: UInt8?
        var attributes = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if let open = quote {
                if byte == open { quote = nil }
            } else if inTag {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "="):
                    attributes += 1
                    if attributes > maxAttributes {
                        return XMLError(
                            message: "an element with more than \(maxAttributes) attributes", line: line, column: 1)
                    }
                case UInt8(ascii: ">"): inTag = false
                default: break
                }
            } else if byte == UInt8(ascii: "<") {
                if i + 8 <= bytes.count, bytes[(i + 1)..<(i + 8)].elementsEqual(Array("!ENTITY".utf8)) {
                    return XMLError(
                        message:
                            "an entity declaration; resource files declare no entities, and fontaudit does not expand them",
                        line: line, column: 1)
                }
                let next = i + 1 < bytes.count ? bytes[i + 1] : 0
                if next != UInt8(ascii: "!") && next != UInt8(ascii: "?") && next != UInt8(ascii: "/") {
                    inTag = true
                    attributes = 0
                }
            }
            i += 1
        }
        return nil
    }

    private static func lastError(_ context: xmlParserCtxtPtr) -> XMLError {
        guard let error = fontaudit_xmlCtxtGetLastError()(context), let message = error.pointee.message else {
            return XMLError(message: "not well-formed XML", line: 1, column: 1)
        }
        var text = String(cString: message)
        while text.last?.isNewline == true || text.last == " " { text.removeLast() }
        return XMLError(message: text, line: max(1, Int(error.pointee.line)), column: max(1, Int(error.pointee.int2)))
    }

    private static func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ ns: xmlNsPtr?) -> String {
        let local = name.map { String(cString: $0) } ?? ""
        guard let prefix = ns?.pointee.prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    private static func convert(_ node: xmlNodePtr, depth: Int) -> XMLElement {
        var element = XMLElement(
            name: qualifiedName(node.pointee.name, node.pointee.ns), attributes: [], children: [], text: "",
            line: max(1, Int(fontaudit_xmlGetLineNo()(node))))
        var attribute = node.pointee.properties
        while let current = attribute {
            let value = fontaudit_xmlNodeListGetString()(node.pointee.doc, current.pointee.children, 1)
            element.attributes.append(
                (qualifiedName(current.pointee.name, current.pointee.ns), value.map { String(cString: $0) } ?? ""))
            if let value { fontaudit_xml_free(value) }
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                if depth > 1 { element.children.append(convert(current, depth: depth - 1)) }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { element.text += String(cString: content) }
            default:
                break
            }
            child = current.pointee.next
        }
        return element
    }
}
