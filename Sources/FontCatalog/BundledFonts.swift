import FontAuditSystem

/// Reads bundled font files with FreeType, in parallel: one `FT_Library` per worker, files handed out
/// one at a time so a large file does not hold up a worker's whole share.
package enum BundledFonts {
    package struct Result: Sendable {
        package var faces: [FontFace]
        package var problems: [FontFileProblem]
    }

    package static func read(files: [String], workers: Int = Platform.processorCount) -> Result {
        let outcomes: [Swift.Result<[FontFace], FontFileProblem>?] = Parallel.run(count: files.count, workers: workers)
        { slots in
            guard let reader = FreeTypeReader() else {
                // FreeType could not start; every file this worker would take reports it.
                while let i = slots.next() {
                    slots.store(
                        .failure(FontFileProblem(path: files[i], reason: "FreeType could not be initialised")), at: i)
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
        for outcome in outcomes {
            switch outcome {
            case .success(let found): faces.append(contentsOf: found)
            case .failure(let problem): problems.append(problem)
            case nil: break
            }
        }
        FamilyWeights.settle(&faces)
        return Result(faces: faces, problems: problems)
    }
}
