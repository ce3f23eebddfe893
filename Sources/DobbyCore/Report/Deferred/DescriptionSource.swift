/// Where an expectation record's matcher description comes from: text, or
/// the pattern's rule described on first use. Two sources are equal when
/// their texts are.
enum DescriptionSource: Sendable, Hashable {
  case text(String)
  case deferred(DeferredList<String>, Int)

  var text: String {
    switch self {
    case .text(let text): text
    case .deferred(let descriptions, let index): descriptions[index]
    }
  }

  static func == (lhs: DescriptionSource, rhs: DescriptionSource) -> Bool { lhs.text == rhs.text }

  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
