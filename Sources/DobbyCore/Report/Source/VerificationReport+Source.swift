extension VerificationReport {
  /// The locations whose code a reader may want, each once, most wanted
  /// first: the first divergence's caller, then the expectations' lines
  /// and the `verify()` line, then the callers in timeline order (an
  /// interaction's own line where its caller is not known).
  ///
  /// - Complexity: O(n + e) for n interactions and e expectations.
  package func sourceLocations() -> [CallSite] {
    var seen: Set<SourceKey> = []
    var sites: [CallSite] = []
    func add(_ site: CallSite?) {
      guard let site, site.line > 0, !site.filePath.isEmpty else { return }
      if seen.insert(SourceKey(path: site.filePath, line: site.line)).inserted {
        sites.append(site)
      }
    }
    let timeline = self.timeline
    if let step = firstDivergence, timeline.indices.contains(step.index) {
      add(timeline[step.index].caller?.callSite ?? timeline[step.index].callSite)
    }
    for expectation in expectations { add(expectation.callSite) }
    add(verifiedAt)
    // The double's own line where no caller was named: the source pane
    // shows it then.
    for entry in timeline { add(entry.caller?.callSite ?? entry.callSite) }
    return sites
  }

  /// The lines around `line` of the file recorded as `path`, from the
  /// snippet that holds it, or `nil` when none does.
  ///
  /// - Complexity: O(s) for s snippets.
  package func sourceExcerpt(
    path: String, line: Int, before: Int, after: Int
  ) -> SourceExcerpt? {
    for snippet in sourceSnippets where snippet.path == path && snippet.contains(line: line) {
      return SourceExcerpt(snippet, line: line, before: before, after: after)
    }
    return nil
  }
}

/// A file and line, as one location.
private struct SourceKey: Hashable {
  let path: String
  let line: Int
}

extension VerificationReport {
  /// Where the file recorded as `path` was read on this machine, or `nil`
  /// when it was not found (its lines, if any, are the recording's).
  package func sourceFile(path: String) -> String? {
    sourceFileSnippet(path: path)?.file
  }

  /// The lines of the file recorded as `path`, as read on this machine
  /// (the snippet whose ``SourceSnippet/file`` says where), or `nil` when
  /// it was not found.
  package func sourceFileSnippet(path: String) -> SourceSnippet? {
    sourceSnippets.first { $0.path == path && $0.file != nil }
  }
}
