/// A cursor over a declaration's tokens, for the parsers of types and
/// declarations.
struct TokenStream {
  private let tokens: [Token]
  private var position = 0

  init(_ tokens: [Token]) { self.tokens = tokens }

  /// Why a declaration could not be read: becomes the skipped reason.
  struct Failure: Error, Equatable {
    var reason: String
  }

  var next: Token? { position < tokens.count ? tokens[position] : nil }
  var isAtEnd: Bool { position >= tokens.count }

  /// The token after the next one.
  var afterNext: Token? { position + 1 < tokens.count ? tokens[position + 1] : nil }

  mutating func advance() -> Token? {
    defer { position += 1 }
    return next
  }

  /// Makes the last token consumed the next again.
  mutating func stepBack() { position -= 1 }

  /// Consumes `token` if it is next.
  mutating func take(_ token: Token) -> Bool {
    guard next == token else { return false }
    position += 1
    return true
  }

  mutating func take(punctuation mark: String) -> Bool { take(.punctuation(mark)) }
  mutating func take(keyword: String) -> Bool { take(.keyword(keyword)) }

  /// Consumes `mark`, or fails naming what was found instead.
  mutating func expect(punctuation mark: String) throws(Failure) {
    guard take(punctuation: mark) else { throw failure("expected `\(mark)`") }
  }

  func failure(_ what: String) -> Failure {
    Failure(reason: "\(what) at token \(position + 1) of the declaration")
  }
}
