import DobbyCore

extension RecordingComparison {
  /// What differs, naming only what does, in the order the text and the
  /// screen give it: `1 changed`, `1 inserted`, `2 verdicts changed`,
  /// `1 reaction changed`.
  public var differenceCounts: [String] {
    var parts: [String] = []
    for (change, word) in [
      (Row.Change.changed, "changed"), (.deleted, "deleted"), (.inserted, "inserted"),
    ] {
      let count = count(of: change)
      if count > 0 { parts.append("\(count) \(word)") }
    }
    if !verdictChanges.isEmpty {
      parts.append(plural(verdictChanges.count, "verdict") + " changed")
    }
    if !reactionChanges.isEmpty {
      parts.append(plural(reactionChanges.count, "reaction") + " changed")
    }
    return parts
  }

  /// The lines of the verdicts pane: the pattern differences, the verdict
  /// changes, the reaction changes.
  public var verdictLineCount: Int {
    patternDifferences.count + verdictChanges.count + reactionChanges.count
  }
}
