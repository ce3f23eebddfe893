/// The last few short strings a decoder made of a field that repeats from
/// line to line (a label, a type name), so that a line naming one again
/// shares it instead of making a new `String`.
///
/// A kept string is found by its bytes, packed into two words: strings of
/// up to 16 bytes without escapes are kept, longer ones are made afresh.
struct RecentStrings {
  /// How many strings are kept.
  static let capacity = 16

  private struct Entry {
    let count: Int
    let words: (UInt64, UInt64)
    let string: String
  }

  private var entries: [Entry] = []
  private var next = 0

  /// The text of the string at `index` on `tape`: a kept one when it is
  /// the same, else a new one, which then replaces the oldest kept.
  ///
  /// - Complexity: O(``capacity``) word comparisons.
  mutating func text(at index: Int, on tape: JSONTape) -> String {
    guard let (count, words) = tape.packed(at: index) else { return tape.text(at: index) }
    for entry in entries where entry.count == count && entry.words == words {
      return entry.string
    }
    let entry = Entry(count: count, words: words, string: tape.text(at: index))
    if entries.count < Self.capacity {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
    return entry.string
  }
}
