/// One `import` declaration of a source line, as far as its style goes:
/// `@testable internal import struct Foundation.Date` imports
/// `Foundation` at `internal`.
struct ImportDeclaration: Equatable {
  /// `public`, `package`, `internal`, `fileprivate` or `private`; `nil`
  /// when not written.
  var accessLevel: String?
  /// The top-level module.
  var module: String

  static let accessLevels: Set<String> = [
    "public", "package", "internal", "fileprivate", "private",
  ]
  static let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  /// The declaration on `line`, or `nil` when the line declares no import.
  init?(_ line: Substring) {
    let code = line.prefix { $0 != "/" && $0 != ";" }
    var words = code.split(whereSeparator: \.isWhitespace)[...]
    while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
    if let first = words.first, Self.accessLevels.contains(String(first)) {
      accessLevel = String(first)
      words.removeFirst()
    }
    guard words.popFirst() == "import", var path = words.popFirst() else { return nil }
    if Self.kinds.contains(String(path)), let next = words.popFirst() { path = next }
    let module = path.prefix { $0 != "." }
    guard let first = module.first, first.isLetter || first == "_" else { return nil }
    self.module = String(module)
  }
}
