import CFontconfig
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// fontconfig's configuration, loaded on a thread of its own while the caller reads the spec.
///
/// `FcInitLoadConfigAndFonts` parses the config files and maps the caches: about 8 ms and 38 M instructions
/// whatever the spec, and nothing in it depends on the spec. Started first, it overlaps the spec's parse
/// (11 ms for 5,000 styles). The config is handed over through `pthread_join`, so fontconfig is only ever
/// used by one thread at a time (FONT-NOTES: "keep fontconfig on one thread").
public final class EarlyFontconfig: @unchecked Sendable {
    /// Written by the loading thread before it ends; read only after `pthread_join`.
    private let loaded = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 1)
    private var thread: pthread_t?
    private var taken = false

    public init() {
        loaded.initialize(to: nil)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { argument in
            let slot = argument!.assumingMemoryBound(to: OpaquePointer?.self)
            slot.pointee = FcInitLoadConfigAndFonts()
            return nil
        }, UnsafeMutableRawPointer(loaded))
        if started == 0 { self.thread = thread }
    }

    /// The loaded config, once; the caller owns it. nil if it could not be loaded (the caller loads its own).
    func take() -> OpaquePointer? {
        guard !taken else { return nil }
        taken = true
        join()
        return loaded.pointee
    }

    private func join() {
        guard let thread else { return }
        pthread_join(thread, nil)
        self.thread = nil
    }

    deinit {
        join()
        if !taken, let config = loaded.pointee { FcConfigDestroy(config) }
        loaded.deinitialize(count: 1)
        loaded.deallocate()
    }
}
