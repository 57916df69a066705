/// Foundation-free trimming, for the readers and the reports.
extension String {
    package func trimmingCharacters(in characters: String) -> String {
        var s = Substring(self)
        while let first = s.first, characters.contains(first) { s = s.dropFirst() }
        while let last = s.last, characters.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
