import CPlist

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A property list value, read by libplist from its XML or binary form.
package indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
    /// Numbers, dates, data and booleans: fontaudit reads none of them.
    case other

    /// Nil when the bytes are not an XML or binary property list. Nesting deeper than `maxDepth` is cut off
    /// (read as `.other`), so a hostile file cannot exhaust the stack.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) -> PropertyList? {
        guard !bytes.isEmpty, bytes.count < Int(UInt32.max), PropertyListLimits.withinLimits(bytes) else { return nil }
        var root: plist_t? = nil
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                fontaudit_plist_from_memory()($0, UInt32(buffer.count), &root)
            }
        }
        guard let root else { return nil }
        defer { fontaudit_plist_free()(root) }
        return convert(root, depth: maxDepth)
    }

    private static func convert(_ node: plist_t, depth: Int) -> PropertyList {
        guard depth > 0 else { return .other }
        switch fontaudit_plist_get_node_type()(node) {
        case PLIST_STRING:
            // Not plist_get_string_val: libplist 2.2 asserts (aborts the process) when a string holds a NUL
            // byte, which a hostile file can do. The buffer and its length are read instead.
            var length: UInt64 = 0
            guard let pointer = fontaudit_plist_get_string_ptr()(node, &length) else { return .other }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(clamping: length))
            return .string(String(decoding: bytes, as: UTF8.self))
        case PLIST_ARRAY:
            let count = fontaudit_plist_array_get_size()(node)
            var items: [PropertyList] = []
            for i in 0..<count {
                if let item = fontaudit_plist_array_get_item()(node, i) {
                    items.append(convert(item, depth: depth - 1))
                }
            }
            return .array(items)
        case PLIST_DICT:
            var iterator: plist_dict_iter? = nil
            fontaudit_plist_dict_new_iter()(node, &iterator)
            guard let iterator else { return .dictionary([:]) }
            defer { free(iterator) }
            var members: [String: PropertyList] = [:]
            while true {
                var key: UnsafeMutablePointer<CChar>? = nil
                var value: plist_t? = nil
                fontaudit_plist_dict_next_item()(node, iterator, &key, &value)
                guard let key else { break }
                defer { fontaudit_plist_free_string(key) }
                if let value { members[String(cString: key)] = convert(value, depth: depth - 1) }
            }
            return .dictionary(members)
        default:
            return .other
        }
    }

    package subscript(key: String) -> PropertyList? {
        if case .dictionary(let members) = self { return members[key] }
        return nil
    }

    package var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    package var array: [PropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }
}
