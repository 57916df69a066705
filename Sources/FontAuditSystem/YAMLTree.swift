import CYAML

/// A YAML node read by libyaml, with the 1-based line and column it starts at.
package indirect enum YAMLNode: Sendable {
    /// `plain`: written without quotes, so that `400` is a number and `"400"` text (YAML's core schema).
    case scalar(String, line: Int, column: Int, plain: Bool = false)
    case sequence([YAMLNode], line: Int, column: Int)
    case mapping([(key: YAMLNode, value: YAMLNode)], line: Int, column: Int)

    package var line: Int {
        switch self {
        case .scalar(_, let line, _, _), .sequence(_, let line, _), .mapping(_, let line, _): return line
        }
    }

    package var column: Int {
        switch self {
        case .scalar(_, _, let column, _), .sequence(_, _, let column), .mapping(_, _, let column): return column
        }
    }

    package var string: String? {
        if case .scalar(let value, _, _, _) = self { return value }
        return nil
    }

    package var items: [YAMLNode]? {
        if case .sequence(let items, _, _) = self { return items }
        return nil
    }

    /// The value under a scalar key of a mapping.
    package subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs, _, _) = self else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }
}

package enum YAMLTree {
    /// What libyaml is never handed, found in one pass: flow collections nested deeper than `maxDepth` (libyaml
    /// checks every open simple key at every token, quadratic in the nesting: 100 KB took 5.8 s), and more
    /// items than `maxNodes` (its document API builds every node before any budget could be counted).
    static func prescan(_ bytes: [UInt8], maxNodes: Int, maxDepth: Int) -> XMLError? {
        var line = 1
        var column = 0
        var depth = 0
        var items = 0
        var quote: UInt8?
        var comment = false
        var previous: UInt8 = UInt8(ascii: "\n")
        for byte in bytes {
            column += 1
            defer { previous = byte }
            if byte == UInt8(ascii: "\n") {
                (line, column, comment) = (line + 1, 0, false)
                if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") { continue }
                items += 1
            } else if comment {
                continue
            } else if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n"):
                comment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxDepth {
                    return XMLError(
                        message: "flow collections nested deeper than \(maxDepth)", line: line, column: column)
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: ","):
                items += 1
            default:
                break
            }
            if items > maxNodes {
                return XMLError(message: "more than \(maxNodes) items", line: line, column: column)
            }
        }
        return nil
    }

    /// The first document of `bytes`. Aliases are expanded as libyaml resolves them, up to `maxNodes` nodes in
    /// all and `maxDepth` levels, so a "billion laughs" of anchors cannot multiply the work.
    package static func parse(_ bytes: [UInt8], maxNodes: Int = 200_000, maxDepth: Int = 64) -> Result<
        YAMLNode?, XMLError
    > {
        if let refused = prescan(bytes, maxNodes: maxNodes, maxDepth: maxDepth) { return .failure(refused) }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        let document = UnsafeMutablePointer<yaml_document_t>.allocate(capacity: 1)
        defer {
            parser.deallocate()
            document.deallocate()
        }
        guard fontaudit_yaml_parser_initialize()(parser) == 1 else {
            return .failure(XMLError(message: "out of memory", line: 1, column: 1))
        }
        defer { fontaudit_yaml_parser_delete()(parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Result<YAMLNode?, XMLError> in
            fontaudit_yaml_parser_set_input_string()(parser, buffer.baseAddress, buffer.count)
            guard fontaudit_yaml_parser_load()(parser, document) == 1 else {
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "not valid YAML"
                let mark = parser.pointee.problem_mark
                return .failure(
                    XMLError(message: problem, line: Int(mark.line) + 1, column: Int(mark.column) + 1))
            }
            defer { fontaudit_yaml_document_delete()(document) }
            guard let root = fontaudit_yaml_document_get_root_node()(document) else { return .success(nil) }
            var budget = maxNodes
            guard let tree = convert(root, document: document, depth: maxDepth, budget: &budget) else {
                return .failure(
                    XMLError(
                        message:
                            "more than \(maxNodes) nodes once aliases are expanded, or nested deeper than \(maxDepth)",
                        line: 1, column: 1))
            }
            return .success(tree)
        }
    }

    private static func convert(
        _ node: UnsafeMutablePointer<yaml_node_t>, document: UnsafeMutablePointer<yaml_document_t>, depth: Int,
        budget: inout Int
    ) -> YAMLNode? {
        budget -= 1
        guard budget >= 0, depth > 0 else { return nil }
        let line = Int(node.pointee.start_mark.line) + 1
        let column = Int(node.pointee.start_mark.column) + 1
        switch node.pointee.type {
        case YAML_SCALAR_NODE:
            let scalar = node.pointee.data.scalar
            let value = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
            return .scalar(
                String(decoding: value, as: UTF8.self), line: line, column: column,
                plain: scalar.style == YAML_PLAIN_SCALAR_STYLE)
        case YAML_SEQUENCE_NODE:
            var items: [YAMLNode] = []
            var item = node.pointee.data.sequence.items.start
            while let current = item, current < node.pointee.data.sequence.items.top {
                guard let child = fontaudit_yaml_document_get_node()(document, current.pointee),
                    let converted = convert(child, document: document, depth: depth - 1, budget: &budget)
                else { return nil }
                items.append(converted)
                item = current + 1
            }
            return .sequence(items, line: line, column: column)
        case YAML_MAPPING_NODE:
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var pair = node.pointee.data.mapping.pairs.start
            while let current = pair, current < node.pointee.data.mapping.pairs.top {
                guard let keyNode = fontaudit_yaml_document_get_node()(document, current.pointee.key),
                    let valueNode = fontaudit_yaml_document_get_node()(document, current.pointee.value),
                    let key = convert(keyNode, document: document, depth: depth - 1, budget: &budget),
                    let value = convert(valueNode, document: document, depth: depth - 1, budget: &budget)
                else { return nil }
                pairs.append((key, value))
                pair = current + 1
            }
            return .mapping(pairs, line: line, column: column)
        default:
            return .scalar("", line: line, column: column)
        }
    }
}
