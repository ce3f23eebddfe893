import DobbyCore

/// A string on a tape.
struct JSONString {
  let tape: JSONTape
  let index: Int

  /// The text, its escapes decoded.
  var text: String { tape.text(at: index) }
}
