/// Breaks generated lines longer than the project's 100 columns the way
/// swift-format does: a call after its opening parenthesis, a declaration
/// with its parameters on their own line.
enum Layout {
  static let width = 100

  static func wrap(_ line: String) -> [String] {
    guard line.count > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let text = Array(line)
    // A stub: `let x = Stub<…>(name: "…")`.
    if line.hasSuffix("\")"), let open = line.range(of: ">(name: ", options: .backwards) {
      let head = String(line[..<line.index(after: open.lowerBound)]) + "("
      let tail = indent + "  " + String(line[line.index(open.lowerBound, offsetBy: 2)...])
      return [head, tail]
    }
    // A declaration: `func f(a: A, b: B) -> R {`.
    if line.hasSuffix("{"), let open = text.firstIndex(of: "(") {
      let close = Declaration.closing(text, from: open)
      let parameters = String(text[(open + 1)..<(close - 1)])
      return [
        String(text[...open]), indent + "  " + parameters,
        indent + String(text[(close - 1)...]),
      ]
    }
    return [line]
  }
}
