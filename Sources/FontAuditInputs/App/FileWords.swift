import FontAuditModel
import FontAuditSystem

/// The words the responsiveness readers look for, noted for each file as a platform reader reads it, so that a
/// file naming none of them is not read a second time: the Compose and Flutter readers read every Kotlin and Dart
/// file, and the responsiveness readers then looked through all of them again for a handful of words (10,000
/// files read twice). Shared by every copy of a `ProjectFiles`; thread-safe, as readers read on every core.
/// Without it (`AppReader.read(watchingWords: false)`) every file is read again: the reference path.
package final class FileWords: @unchecked Sendable {
    let words: [String]
    private let patterns: [[UInt8]]
    private let lock = PthreadLock()
    /// For each file read, bit i set: it names `words[i]`.
    private var found: [String: UInt64] = [:]

    init(_ words: [String]) {
        precondition(words.count <= 64)
        self.words = words
        patterns = words.map { Array($0.utf8) }
    }

    /// The words every responsiveness reader that reads through `LexedSource.read` looks for.
    static var responsiveness: FileWords {
        FileWords(Array(Set(AndroidResponsiveness.codeWords + FlutterResponsiveness.words)).sorted())
    }

    /// The sources those readers look through: nothing is noted for any other file.
    static let extensions: Set<String> = ["kt", "java", "dart"]

    func note(_ path: String, _ bytes: [UInt8]) {
        guard Self.extensions.contains(Platform.lowercasedExtension(of: path)) else { return }
        var mask: UInt64 = 0
        for (i, pattern) in patterns.enumerated() where ByteSearch.firstIndex(of: pattern, in: bytes) != nil {
            mask |= 1 << UInt64(i)
        }
        lock.locked { found[path] = mask }
    }

    /// Whether `path` names one of `wanted`: nil when it has not been read yet, or a word is not watched.
    func mayName(_ path: String, anyOf wanted: [String]) -> Bool? {
        var bits: UInt64 = 0
        for word in wanted {
            guard let i = words.firstIndex(of: word) else { return nil }
            bits |= 1 << UInt64(i)
        }
        guard let mask = lock.locked({ found[path] }) else { return nil }
        return mask & bits != 0
    }
}
