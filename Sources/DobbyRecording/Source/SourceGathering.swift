package import DobbyCore

/// Gathers the source lines a report names: bounded snippets for a
/// recording to carry, and the files themselves for a report being read
/// where they are.
///
/// A recording keeps ``radius`` lines before and after each distinct
/// location (the callers', the expectations', the `verify()` line), at
/// most ``maxLines`` lines in all, each cut to ``maxLineLength``
/// characters; the locations the reader most wants (the first
/// divergence's caller, the expectations) come first.
package enum SourceGathering {
  /// Lines kept before and after each location: 3.
  package static let radius = 3
  /// The most lines a recording carries in all: 1,000.
  package static let maxLines = 1_000
  /// The most characters a carried line keeps: 160 (a longer line ends
  /// with `…`).
  package static let maxLineLength = 160
  /// The largest source file read: 4 MiB.
  package static let maxFileBytes = 4 << 20
  /// The most files read for one report: 256.
  package static let maxFiles = 256

  /// Reads the lines of a file, or `nil` when it cannot be read.
  package typealias Reader = (_ path: String) -> [String]?

  /// The lines of a file of this machine: a regular file of at most
  /// ``maxFileBytes``, split on line feeds (a trailing carriage return
  /// dropped), invalid UTF-8 replaced.
  package static func readFile(_ path: String) -> [String]? {
    guard let bytes = FileSystem.smallFile(at: path, limit: maxFileBytes) else { return nil }
    return lines(of: bytes)
  }

  /// `bytes` split into lines as a source file's.
  package static func lines(of bytes: [UInt8]) -> [String] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Where a file recorded as `path` may be on this machine, in the order
  /// to try: the path itself when absolute; under `currentDirectory`, the
  /// part of `path` below `root` (a recording made in another checkout);
  /// a relative path under `currentDirectory`, then under `root`.
  package static func candidates(
    for path: String, root: String?, currentDirectory: String?
  ) -> [String] {
    guard !path.isEmpty else { return [] }
    var result: [String] = []
    func add(_ candidate: String) {
      if !result.contains(candidate) { result.append(candidate) }
    }
    func joined(_ directory: String, _ name: Substring) -> String {
      (directory.hasSuffix("/") ? directory : directory + "/") + name
    }
    if path.hasPrefix("/") {
      add(path)
      if let root, !root.isEmpty, let currentDirectory, !currentDirectory.isEmpty {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(prefix) { add(joined(currentDirectory, path.dropFirst(prefix.count))) }
      }
    } else {
      if let currentDirectory, !currentDirectory.isEmpty {
        add(joined(currentDirectory, path[...]))
      }
      if let root, root.hasPrefix("/") { add(joined(root, path[...])) }
    }
    return result
  }

  /// The snippets a recording of `report` carries: ``radius`` lines around
  /// each of its ``VerificationReport/sourceLocations()`` that `read`
  /// finds, within the bounds above.
  ///
  /// - Complexity: O(n + l) for n interactions and l lines kept, plus the
  ///   reads of at most ``maxFiles`` files.
  package static func snippets(for report: VerificationReport, read: Reader) -> [SourceSnippet] {
    var files: [String: [String]?] = [:]
    var order: [String] = []
    var wanted: [String: Set<Int>] = [:]
    var total = 0
    locations: for site in report.sourceLocations() {
      let path = site.filePath
      if files[path] == nil {
        guard files.count < maxFiles else { continue }
        files[path] = .some(read(path))
        order.append(path)
      }
      guard let lines = files[path] ?? nil, site.line <= lines.count else { continue }
      let window = max(1, site.line - radius)...min(lines.count, site.line + radius)
      let new = window.filter { !(wanted[path]?.contains($0) ?? false) }
      guard total + new.count <= maxLines else { break locations }
      wanted[path, default: []].formUnion(new)
      total += new.count
    }
    var snippets: [SourceSnippet] = []
    for path in order {
      guard let lines = files[path] ?? nil, let numbers = wanted[path] else { continue }
      var run: [Int] = []
      func flush() {
        guard let first = run.first else { return }
        snippets.append(
          SourceSnippet(path: path, firstLine: first, lines: run.map { cut(lines[$0 - 1]) }))
        run = []
      }
      for number in numbers.sorted() {
        if let last = run.last, last + 1 != number { flush() }
        run.append(number)
      }
      flush()
    }
    return snippets
  }

  /// Whether `lines`, a file's lines, still read as `snippet` carried
  /// them (each cut as a recording cuts it): `false` when the file has
  /// been edited there, or is shorter.
  ///
  /// - Complexity: O(the snippet's characters).
  package static func holds(_ snippet: SourceSnippet, lines: [String]) -> Bool {
    guard snippet.firstLine >= 1, snippet.lastLine <= lines.count else { return false }
    return snippet.lines.indices.allSatisfy { offset in
      reads(lines[snippet.firstLine - 1 + offset], as: snippet.lines[offset])
    }
  }

  /// Whether a file's line `line` reads as the line `carried` that a
  /// recording kept of it: equal once cut as a recording cuts it.
  package static func reads(_ line: String, as carried: String) -> Bool {
    cut(line) == carried
  }

  /// `line` cut to ``maxLineLength`` characters, ending with `…` when cut.
  static func cut(_ line: String) -> String {
    guard line.count > maxLineLength else { return line }
    return String(line.prefix(maxLineLength - 1)) + "…"
  }
}

extension VerificationReport {
  /// The report with the snippets a recording of it carries (see
  /// ``SourceGathering``), read from the files it names, and `root` as its
  /// ``sourceRoot`` when it found any; a report that already has snippets or a root is kept
  /// as it is.
  package func gatheringSource(
    root: String?, read: SourceGathering.Reader = SourceGathering.readFile
  ) -> VerificationReport {
    guard sourceSnippets.isEmpty, sourceRoot == nil else { return self }
    var report = self
    report.sourceSnippets = SourceGathering.snippets(for: self, read: read)
    // Only a recording that found its files says where they were: the
    // bytes of one that found none do not depend on the machine.
    if !report.sourceSnippets.isEmpty { report.sourceRoot = root }
    return report
  }

  /// The report with the whole of each file it names that is found on
  /// this machine (see ``SourceGathering/candidates(for:root:currentDirectory:)``),
  /// marked with where it was read; the carried snippets stay for the
  /// files that are not found.
  ///
  /// A file found with other lines than the recording carried has been
  /// edited since: it is named in ``ReportSource/changedFiles``, and its
  /// carried snippets stay ahead of it, so that the code shown at a
  /// recorded line is the code that ran.
  ///
  /// - Complexity: O(n + l) for n interactions and l lines carried, plus
  ///   the reads of at most ``SourceGathering/maxFiles`` files.
  package func resolvingSource(
    currentDirectory: String?, read: SourceGathering.Reader = SourceGathering.readFile
  ) -> VerificationReport {
    var found: [SourceSnippet] = []
    var changed: Set<String> = []
    var tried: Set<String> = []
    for site in sourceLocations() where !tried.contains(site.filePath) {
      guard tried.count < SourceGathering.maxFiles else { break }
      tried.insert(site.filePath)
      let places = SourceGathering.candidates(
        for: site.filePath, root: sourceRoot, currentDirectory: currentDirectory)
      for place in places {
        guard let lines = read(place) else { continue }
        found.append(SourceSnippet(path: site.filePath, firstLine: 1, lines: lines, file: place))
        let carried = sourceSnippets.filter { $0.path == site.filePath && $0.file == nil }
        if carried.contains(where: { !SourceGathering.holds($0, lines: lines) }) {
          changed.insert(site.filePath)
        }
        break
      }
    }
    let read = Set(found.map(\.path))
    var report = self
    report.sourceSnippets =
      sourceSnippets.filter { $0.file == nil && changed.contains($0.path) } + found
      + sourceSnippets.filter { !read.contains($0.path) }
    report.source.changedFiles = changed
    return report
  }
}
