/// Breaks generated lines longer than the project's 100 columns the way
/// swift-format does: a stub's initializer after its opening parenthesis,
/// a declaration with its parameters on their own line.
enum Layout {
  static let width = 100

  static func wrap(_ line: String) -> [String] {
    guard line.count > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    // A stub: `let x = Stub<…>(name: "…")`, its generic arguments on
    // their own line when they do not fit before the parenthesis.
    if let open = line.range(of: ">(name: ", options: .backwards), line.hasSuffix(")") {
      let head = String(line[..<line.index(after: open.lowerBound)]) + "("
      let tail = indent + "  " + String(line[line.index(open.lowerBound, offsetBy: 2)...])
      guard head.count > width, let angle = line.range(of: ".Stub<") else { return [head, tail] }
      return [
        String(line[..<angle.upperBound]),
        indent + "  " + String(line[angle.upperBound..<open.lowerBound]),
        indent + String(line[open.lowerBound...]),
      ]
    }
    // A one-line body: `head { body }` becomes three lines, the head wrapped in turn.
    if line.hasSuffix(" }"), let brace = line.range(of: " { ") {
      return wrap(String(line[..<brace.lowerBound]) + " {") + [
        indent + "  " + String(line[brace.upperBound..<line.index(line.endIndex, offsetBy: -2)]),
        indent + "}",
      ]
    }
    // A type's header: its `where` clause on a line of its own.
    if line.hasSuffix(" {"), isTypeHeader(line), let clause = topLevelWhere(line) {
      return [String(line[..<clause]), indent + String(line[line.index(after: clause)...])]
    }
    // A computed property: its type on a line of its own, the brace after.
    if line.hasSuffix(" {"), let colon = propertyColon(line) {
      return [
        String(line[...colon]),
        indent + "  "
          + String(line[line.index(colon, offsetBy: 2)..<line.index(line.endIndex, offsetBy: -2)]),
        indent + "{",
      ]
    }
    // A cast back: `self.f.answer(…).value as! R`, the cast on its own line.
    if !line.hasSuffix("{"), let cast = line.range(of: " as! ", options: .backwards) {
      return [
        String(line[..<cast.lowerBound]),
        indent + "  " + String(line[line.index(after: cast.lowerBound)...]),
      ]
    }
    // A type's header without parentheses: its brace on the next line.
    if line.hasSuffix(" {") && !line.contains("(") {
      return [String(line.dropLast(2)), indent + "{"]
    }
    // A declaration: `func f(a: A, b: B) -> R {`.
    let text = Array(line)
    if line.hasSuffix("{"), let open = text.firstIndex(of: "("), let close = closing(text, open) {
      return [
        String(text[...open]), indent + "  " + String(text[(open + 1)..<close]),
        indent + String(text[close...]),
      ]
    }
    return [line]
  }

  /// Whether the line declares a type: `final class`, `actor`, ….
  private static func isTypeHeader(_ line: String) -> Bool {
    var words = line.split(separator: " ").prefix { !$0.contains("<") && !$0.contains(":") }
    while let first = words.first,
      first.hasPrefix("@") || first == "final" || first == "distributed"
    {
      words.removeFirst()
    }
    return ["class", "actor", "struct", "enum"].contains(words.first.map(String.init) ?? "")
  }

  /// The space before the last ` where ` outside brackets, if any.
  private static func topLevelWhere(_ line: String) -> String.Index? {
    var depth = 0
    var found: String.Index?
    var index = line.startIndex
    while index < line.endIndex {
      switch line[index] {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case " " where depth == 0 && line[index...].hasPrefix(" where "): found = index
      default: break
      }
      index = line.index(after: index)
    }
    return found
  }

  /// The colon of `static var name: Type {`, if the line is one.
  private static func propertyColon(_ line: String) -> String.Index? {
    let words = line.split(separator: " ")
    guard let introducer = words.firstIndex(of: "var"), introducer + 1 < words.count,
      words[..<introducer].allSatisfy({ ["static", "nonisolated"].contains($0) }),
      words[introducer + 1].hasSuffix(":")
    else { return nil }
    return line.firstIndex(of: ":")
  }

  /// The index of the parenthesis that closes the one at `open`.
  private static func closing(_ text: [Character], _ open: Int) -> Int? {
    var depth = 0
    for index in open..<text.count {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
