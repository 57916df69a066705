import FontAuditModel
import FontAuditSystem
import FontCatalog

/// The app's font files, each read once.
package struct ProjectFonts {
    private var facesByPath: [String: [FontFace]] = [:]
    private var problems: [String: String] = [:]

    package init(files: [String]) {
        let read = BundledFonts.read(files: files)
        for face in read.faces { facesByPath[face.path, default: []].append(face) }
        for problem in read.problems { problems[problem.path] = problem.reason }
    }

    package func faces(in path: String) -> [FontFace] { facesByPath[path] ?? [] }
    package func problem(for path: String) -> String? { problems[path] }
    package var allProblems: [(path: String, reason: String)] {
        problems.map { ($0.key, $0.value) }.sorted { $0.path < $1.path }
    }
}
