/// The source lines a report carries beside its verdict, so that readers
/// can show the code: what a recording kept, or the files themselves where
/// they were found.
///
/// Two reports that differ only in these are equal: the lines are a view
/// of the code, not part of what was verified, and a report saved and read
/// back (which gains them) is the report that was saved.
package struct ReportSource: Sendable, Equatable {
  /// The snippets; empty when none are known.
  package var snippets: [SourceSnippet] = []
  /// The directory the recording was written in (the package's root when
  /// run by `swift test`), which relative lookups of recorded paths start
  /// from; `nil` when not known.
  package var root: String?
  /// The paths, as recorded, of the files found on this machine whose
  /// lines differ from those the recording carried: edited since it was
  /// made. Their carried snippets come before the files in ``snippets``.
  package var changedFiles: Set<String> = []

  /// No lines.
  package init() {}

  /// Always `true`: see the type's discussion.
  package static func == (lhs: ReportSource, rhs: ReportSource) -> Bool { true }
}

extension VerificationReport {
  /// Lines of the source files the report names (``ReportSource/snippets``).
  package var sourceSnippets: [SourceSnippet] {
    get { source.snippets }
    set { source.snippets = newValue }
  }

  /// The directory the recording was written in (``ReportSource/root``).
  package var sourceRoot: String? {
    get { source.root }
    set { source.root = newValue }
  }

  /// Whether the file recorded as `path` was found on this machine with
  /// other lines than the recording carried (``ReportSource/changedFiles``).
  package func sourceChanged(path: String) -> Bool {
    source.changedFiles.contains(path)
  }
}
