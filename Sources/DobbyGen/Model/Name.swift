/// Identifiers as generated code writes them: keywords in backticks
/// where Swift needs them.
enum Name {
  /// The keywords that cannot name a declaration or parameter unescaped.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
  ]

  /// The name without the compiler's backticks: `for` for `` `for` ``.
  static func unescaped(_ name: String) -> String {
    name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`")
      ? String(name.dropFirst().dropLast()) : name
  }

  /// The name in backticks when it is a keyword: `` `for` ``.
  static func escaped(_ name: String) -> String {
    let plain = unescaped(name)
    return keywords.contains(plain) && plain != "_" ? "`\(plain)`" : plain
  }

  /// An argument label: only `inout`, `var` and `let` need backticks there.
  static func escapedLabel(_ label: String) -> String {
    let plain = unescaped(label)
    return ["inout", "var", "let"].contains(plain) ? "`\(plain)`" : plain
  }
}
