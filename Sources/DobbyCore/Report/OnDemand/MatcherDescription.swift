/// Where an expectation record's matcher description comes from: text, or
/// the pattern's rule described on first use. Two sources are equal when
/// their texts are.
enum MatcherDescription: Sendable, Hashable {
  case text(String)
  /// Made on demand; `whole`, when there, holds the descriptions before
  /// their middle is cut, so that a report can cut them around a field.
  case deferred(ElementCache<String>, Int, whole: ElementCache<String>? = nil)

  var text: String {
    switch self {
    case .text(let text): text
    case .deferred(let descriptions, let index, _): descriptions[index]
    }
  }

  /// The description before its middle is cut (itself bounded in size);
  /// `nil` when only the cut one is known, as in a report read from a file.
  var whole: String? {
    switch self {
    case .text: nil
    case .deferred(_, let index, let whole): whole?[index]
    }
  }

  static func == (lhs: MatcherDescription, rhs: MatcherDescription) -> Bool { lhs.text == rhs.text }

  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
