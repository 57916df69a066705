#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work spread over the cores: items handed out one at a time from a shared cursor, so one slow item does
/// not hold up a worker's whole share, and results kept in item order.
package enum Parallel {
    /// Runs `worker` on up to `workers` threads; each takes items with `slots.next()` and stores what it
    /// makes of them. A worker can set itself up once (a FreeType library, say) before taking items.
    package static func run<Output: Sendable>(
        count: Int, workers: Int = Platform.processorCount,
        _ worker: @Sendable (WorkSlots<Output>) -> Void
    ) -> [Output?] {
        guard count > 0 else { return [] }
        let slots = WorkSlots<Output>(count: count)
        let workerCount = max(1, min(workers, count))
        if workerCount > 1 {
            // withoutActuallyEscaping: the threads are joined before this returns.
            withoutActuallyEscaping(worker) { worker in
                Threads.run(count: workerCount) { worker(slots) }
            }
        } else {
            worker(slots)
        }
        return slots.results
    }
}

/// Plain pthreads rather than Dispatch: Dispatch's thread pool needs an eventfd, and with no descriptor
/// left (`ulimit -n 5`) it trapped. A thread that cannot be started only means fewer workers: the caller's
/// own thread always works too, and the shared cursor hands it whatever is left.
enum Threads {
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func run(count: Int, _ body: @escaping () -> Void) {
        var started: [pthread_t] = []
        for _ in 1..<count {
            let job = Unmanaged.passRetained(Job(body)).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?  // a pointer on Darwin, an integer on Linux
            #else
                var thread = pthread_t()
            #endif
            let result = pthread_create(
                &thread, nil,
                { argument in
                    let job = Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue()
                    job.body()
                    return nil
                }, job)
            #if canImport(Darwin)
                let created = thread
            #else
                let created: pthread_t? = thread
            #endif
            if result == 0, let created {
                started.append(created)
            } else {
                Unmanaged<Job>.fromOpaque(job).release()
            }
        }
        body()
        for thread in started { pthread_join(thread, nil) }
    }
}

/// Per-item results, each written by exactly one worker, and the shared cursor over the items. A pthread
/// mutex rather than Synchronization.Mutex: ThreadSanitizer sees pthread locks, but not that Mutex's
/// futex, and reported every access it guards as a race.
package final class WorkSlots<Output: Sendable>: @unchecked Sendable {
    private let lock = PthreadLock()
    private var cursor = 0
    private var stored: [Output?]

    init(count: Int) { stored = Array(repeating: nil, count: count) }

    var results: [Output?] { lock.locked { stored } }

    /// The next item to work on, or nil when every item is taken.
    package func next() -> Int? {
        lock.locked {
            guard cursor < stored.count else { return nil }
            cursor += 1
            return cursor - 1
        }
    }

    package func store(_ output: Output, at index: Int) {
        lock.locked { stored[index] = output }
    }
}

/// A pthread mutex (see `WorkSlots` for why not `Synchronization.Mutex`).
package final class PthreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

extension Parallel {
    /// An array of `count` elements made on up to `workers` threads: items `0..<items` are handed out as `run`
    /// hands them, and each item's `make` puts the elements it makes in their places (`Placer.place`). Every
    /// place below `count` must be filled exactly once. The elements are moved into the array, not gathered
    /// item by item and copied into it: a copy of a large value retains every string and array in it, and
    /// gathering 50,000 audit verdicts that way was a tenth of an iOS app's run on one core (issue 26).
    package static func placing<Element: Sendable>(
        count: Int, items: Int, workers: Int = Platform.processorCount,
        _ make: @Sendable (Int, Placer<Element>) -> Void
    ) -> [Element] {
        guard count > 0 else {
            // Nothing to place, but every item is still made (and may place nothing).
            let none = Placer<Element>(base: nil, filled: nil, count: 0)
            for item in 0..<items { make(item, none) }
            return []
        }
        let filled = UnsafeMutableBufferPointer<Bool>.allocate(capacity: count)
        filled.initialize(repeating: false)
        defer { filled.deallocate() }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let placer = Placer(base: buffer.baseAddress, filled: filled.baseAddress, count: count)
            _ = run(count: items, workers: workers) { (slots: WorkSlots<Bool>) in
                while let item = slots.next() { make(item, placer) }
            }
            // A place left empty would hand out memory that holds no element: a broken caller stops here.
            precondition(!filled.contains(false), "Parallel.placing: a place was left empty")
            initialized = count
        }
    }
}

/// Where `Parallel.placing`'s items put their elements, each place once.
package struct Placer<Element>: @unchecked Sendable {
    // @unchecked: two items never fill the same place (checked below), so no two threads write one address.
    fileprivate let base: UnsafeMutablePointer<Element>?
    fileprivate let filled: UnsafeMutablePointer<Bool>?
    fileprivate let count: Int

    package func place(_ element: consuming Element, at index: Int) {
        precondition(index >= 0 && index < count && !filled![index], "Parallel.placing: place \(index) filled twice")
        filled![index] = true
        (base! + index).initialize(to: element)
    }
}
