/// A style of terminal text, as an ANSI SGR parameter.
enum ANSIStyle: String {
  case bold = "1"
  case red = "31"
  case green = "32"
  case dim = "2"

  /// `text` wrapped in this style's SGR sequence.
  func paint(_ text: String) -> String {
    "\u{1B}[\(rawValue)m\(text)" + Self.reset
  }

  /// The SGR sequence that ends every style.
  static let reset = "\u{1B}[0m"
}
