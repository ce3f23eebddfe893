/// A requirement's declaration, split into the parts a double needs.
struct Signature: Equatable, Sendable {
  /// One parameter of a method, initializer or subscript.
  struct Parameter: Equatable, Sendable {
    /// The argument label; `nil` for `_` (and a subscript's default).
    var label: String?
    /// The name the body uses.
    var name: String
    /// The type as written, modifiers and attributes included.
    var type: String
  }

  /// The base name: `charge` for `charge(_:for:)`.
  var name: String
  /// The generic parameter clause's names: `T` in `func each<T>(…)`.
  var genericNames: [String]
  var parameters: [Parameter]
  var isAsync: Bool
  /// `throws`, `throws(E)` (as `E`) or `rethrows`.
  var effect: Effect
  /// The result type; `nil` for none (`Void`).
  var result: String?

  enum Effect: Equatable, Sendable {
    case none
    case throwing
    case typed(String)
    case rethrowing
  }
}

/// Splits declarations at top level: commas and brackets inside nested
/// types, generic arguments and closures do not count.
enum Declaration {
  /// The index just past the bracket that closes the one at `open`.
  static func closing(_ text: [Character], from open: Int) -> Int {
    var depth = 0
    var index = open
    while index < text.count {
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        // `->` is an arrow, not a bracket.
        if text[index] == ">", index > 0, text[index - 1] == "-" { break }
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return text.count
  }

  /// `text` split at its top-level commas, each part trimmed.
  static func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]": depth -= 1
      case ">" where index == 0 || characters[index - 1] != "-": depth -= 1
      case "," where depth == 0:
        parts.append(current.trimmed)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    if !current.trimmed.isEmpty { parts.append(current.trimmed) }
    return parts
  }

  /// Parses `func name<G>(params) async throws -> R where …`, an `init`
  /// or a `subscript`, from its compiler-printed declaration.
  static func parse(_ declaration: String, isSubscript: Bool = false) -> Signature? {
    let text = Array(declaration)
    guard let open = text.firstIndex(of: "(") else { return nil }
    let head = String(text[..<open])
    var name = head
    var genericNames: [String] = []
    if let angle = head.firstIndex(of: "<") {
      name = String(head[..<angle])
      let clause = head[head.index(after: angle)..<(head.lastIndex(of: ">") ?? head.endIndex)]
      genericNames = splitTopLevel(String(clause)).map {
        String($0.prefix { $0 != ":" && $0 != " " })
      }
    }
    name = String(name.split(separator: " ").last ?? "").trimmed
    let close = closing(text, from: open)
    let inside = String(text[(open + 1)..<max(open + 1, close - 1)])
    let parameters = splitTopLevel(inside).map { parameter($0, isSubscript: isSubscript) }
    var rest = String(text[close...]).trimmed
    if let whereRange = rest.range(of: " where ") { rest = String(rest[..<whereRange.lowerBound]) }
    if rest.hasPrefix("where ") { rest = "" }
    var isAsync = false
    var effect = Signature.Effect.none
    var result: String?
    while !rest.isEmpty {
      if rest.hasPrefix("async") {
        isAsync = true
        rest = String(rest.dropFirst(5)).trimmed
      } else if rest.hasPrefix("rethrows") {
        effect = .rethrowing
        rest = String(rest.dropFirst(8)).trimmed
      } else if rest.hasPrefix("throws(") {
        let chars = Array(rest)
        let end = closing(chars, from: 6)
        let type = String(chars[7..<(end - 1)]).trimmed
        effect = type == "any Error" ? .throwing : .typed(type)
        rest = String(chars[end...]).trimmed
      } else if rest.hasPrefix("throws") {
        effect = .throwing
        rest = String(rest.dropFirst(6)).trimmed
      } else if rest.hasPrefix("->") {
        var type = String(rest.dropFirst(2)).trimmed
        if let brace = type.range(of: " {") { type = String(type[..<brace.lowerBound]) }
        result = type
        rest = ""
      } else {
        break
      }
    }
    return Signature(
      name: name, genericNames: genericNames, parameters: parameters, isAsync: isAsync,
      effect: effect, result: result)
  }

  static func parameter(_ text: String, isSubscript: Bool) -> Signature.Parameter {
    var head = text
    var type = "Any"
    if let colon = text.range(of: ": ") {
      head = String(text[..<colon.lowerBound])
      type = String(text[colon.upperBound...])
    }
    let words = head.split(separator: " ").map(String.init)
    let name = words.last ?? "_"
    let label: String? =
      words.count > 1 ? (words[0] == "_" ? nil : words[0]) : (isSubscript ? nil : name)
    return Signature.Parameter(label: label, name: name, type: type)
  }
}

extension String {
  var trimmed: String {
    var slice = Substring(self)
    while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
    while slice.last?.isWhitespace == true { slice = slice.dropLast() }
    return String(slice)
  }
}
