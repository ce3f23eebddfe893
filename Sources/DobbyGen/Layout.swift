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
    // A one-line body: `head { body }` becomes three lines.
    if line.hasSuffix(" }"), let brace = line.range(of: " { ") {
      return [
        String(line[..<brace.lowerBound]) + " {",
        indent + "  " + String(line[brace.upperBound..<line.index(line.endIndex, offsetBy: -2)]),
        indent + "}",
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
