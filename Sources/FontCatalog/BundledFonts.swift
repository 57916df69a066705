import Dispatch
import Synchronization

/// Reads bundled font files with FreeType, in parallel: one `FT_Library` per worker, files handed out
/// one at a time so a large file does not hold up a worker's whole share.
public enum BundledFonts {
    public struct Result: Sendable {
        public var faces: [FontFace]
        public var problems: [FontFileProblem]
    }

    public static func read(files: [String], workers: Int = Platform.processorCount) -> Result {
        let slots = Slots(count: files.count)
        let workerCount = max(1, min(workers, files.count))
        DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
            guard let reader = FreeTypeReader() else {
                // FreeType could not start; every file this worker would take reports it.
                while let i = slots.next() {
                    slots.store(.failure(FontFileProblem(path: files[i], reason: "FreeType could not be initialised")), at: i)
                }
                return
            }
            while let i = slots.next() {
                // The sfnt headers directly; FreeType for anything else, and to explain a broken file.
                if let faces = SfntReader.faces(inFile: files[i]) {
                    slots.store(.success(faces), at: i)
                } else {
                    slots.store(reader.faces(inFile: files[i]), at: i)
                }
            }
        }
        var faces: [FontFace] = []
        var problems: [FontFileProblem] = []
        for outcome in slots.results {
            switch outcome {
            case .success(let found): faces.append(contentsOf: found)
            case .failure(let problem): problems.append(problem)
            case nil: break
            }
        }
        return Result(faces: faces, problems: problems)
    }

    /// Per-file results, each written by exactly one worker, and a shared cursor over the files.
    private final class Slots: Sendable {
        private let state: Mutex<(cursor: Int, results: [Swift.Result<[FontFace], FontFileProblem>?])>
        private let count: Int

        init(count: Int) {
            self.count = count
            state = Mutex((0, Array(repeating: nil, count: count)))
        }

        var results: [Swift.Result<[FontFace], FontFileProblem>?] { state.withLock { $0.results } }

        func next() -> Int? {
            state.withLock { state in
                guard state.cursor < count else { return nil }
                state.cursor += 1
                return state.cursor - 1
            }
        }

        func store(_ result: Swift.Result<[FontFace], FontFileProblem>, at index: Int) {
            state.withLock { $0.results[index] = result }
        }
    }
}
