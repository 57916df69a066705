import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Per-file results, each written by exactly one worker, and a shared cursor over the files. A pthread
    /// mutex rather than Synchronization.Mutex: ThreadSanitizer sees pthread locks, but not that Mutex's
    /// futex, and reported every access it guards as a race.
    private final class Slots: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var cursor = 0
        private var stored: [Swift.Result<[FontFace], FontFileProblem>?]

        init(count: Int) {
            pthread_mutex_init(lock, nil)
            stored = Array(repeating: nil, count: count)
        }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        private func locked<T>(_ body: () -> T) -> T {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return body()
        }

        var results: [Swift.Result<[FontFace], FontFileProblem>?] { locked { stored } }

        func next() -> Int? {
            locked {
                guard cursor < stored.count else { return nil }
                cursor += 1
                return cursor - 1
            }
        }

        func store(_ result: Swift.Result<[FontFace], FontFileProblem>, at index: Int) {
            locked { stored[index] = result }
        }
    }
}
