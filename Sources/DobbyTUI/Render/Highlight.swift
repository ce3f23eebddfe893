import DobbyCore

/// Search matches in drawn text: underlined, never hidden.
enum Highlight {
  /// Underlines, in the text drawn at `column` on `row`, every
  /// case-insensitive occurrence of `query`.
  static func underline(
    _ query: String, in text: String, row: Int, column: Int, into frame: inout Frame
  ) {
    let needle = query.map { String($0).lowercased() }
    guard !needle.isEmpty else { return }
    let characters = Array(text)
    let lowered = characters.map { String($0).lowercased() }
    guard lowered.count >= needle.count else { return }
    var offsets: [Int] = []
    var x = column
    for character in characters {
      offsets.append(x)
      x += DisplayText.width(character)
    }
    offsets.append(x)
    var start = 0
    while start + needle.count <= lowered.count {
      if Array(lowered[start..<(start + needle.count)]) == needle {
        let from = offsets[start]
        frame.restyle(row: row, column: from, width: offsets[start + needle.count] - from) {
          $0.attributes.insert(.underline)
          $0.role = .search
        }
        start += needle.count
      } else {
        start += 1
      }
    }
  }
}
