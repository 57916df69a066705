import FontAuditModel
import FontAuditSystem

/// The words the responsiveness readers look for, noted for each file as a platform reader reads it, so that a
/// file naming none of them is not read a second time: the Compose and Flutter readers read every Kotlin and Dart
/// file, and the responsiveness readers then looked through all of them again for a handful of words (10,000
/// files read twice). Shared by every copy of a `ProjectFiles`; thread-safe, as readers read on every core.
/// Without it (`AppReader.read(watchingWords: false)`) every file is read again: the reference path.
package final class FileWords: @unchecked Sendable {
    let words: [String]
    /// For each extension noted: bit i set, a file of it is searched for `words[i]`; and its words, searched for
    /// together, with the bit in `words` of each.
    private let searchedByExtension: [String: (searched: UInt64, search: WordSearch, bits: [UInt64])]
    private let lock = PthreadLock()
    /// For each file read, the words it was searched for and, of those, the ones it names (bit i: `words[i]`).
    private var found: [String: (searched: UInt64, named: UInt64)] = [:]

    /// Every file of `extensions` searched for every word.
    convenience init(_ words: [String], extensions: Set<String> = FileWords.extensions) {
        self.init(byExtension: Dictionary(uniqueKeysWithValues: extensions.map { ($0, words) }))
    }

    /// A file searched only for the words of its extension's reader: a Kotlin file is never looked through for
    /// Flutter's words, which cost as much to search for as the words that matter.
    init(byExtension wordsByExtension: [String: [String]]) {
        words = Array(Set(wordsByExtension.values.joined())).sorted()
        precondition(words.count <= 64)
        searchedByExtension = wordsByExtension.mapValues { [words] wanted in
            let bits = wanted.map { UInt64(1) << UInt64(words.firstIndex(of: $0)!) }
            return (bits.reduce(0, |), WordSearch(wanted), bits)
        }
    }

    /// The words each responsiveness reader that reads through `LexedSource.read` looks for, by the extensions
    /// it reads.
    static var responsiveness: FileWords {
        let android = AndroidResponsiveness.codeWords
        return FileWords(byExtension: ["kt": android, "java": android, "dart": FlutterResponsiveness.words])
    }

    /// The sources those readers look through: nothing is noted for any other file.
    static let extensions: Set<String> = ["kt", "java", "dart"]

    func note(_ path: String, _ bytes: [UInt8]) {
        guard let words = searchedByExtension[Platform.lowercasedExtension(of: path)] else { return }
        let occurring = words.search.occurring(in: bytes)
        var named: UInt64 = 0
        for (i, bit) in words.bits.enumerated() where occurring & 1 << UInt64(i) != 0 { named |= bit }
        lock.locked { found[path] = (words.searched, named) }
    }

    /// Whether `path` names one of `wanted`: nil when it has not been read yet, or was not searched for a word.
    func mayName(_ path: String, anyOf wanted: [String]) -> Bool? {
        var bits: UInt64 = 0
        for word in wanted {
            guard let i = words.firstIndex(of: word) else { return nil }
            bits |= 1 << UInt64(i)
        }
        guard let entry = lock.locked({ found[path] }), bits & ~entry.searched == 0 else { return nil }
        return entry.named & bits != 0
    }
}
