import DobbyCore

extension RecordingComparison {
  /// What differs, naming only what does, in the order the text and the
  /// screen give it: `1 changed`, `1 inserted`, `2 verdicts changed`.
  var differenceCounts: [String] {
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
    return parts
  }
}
