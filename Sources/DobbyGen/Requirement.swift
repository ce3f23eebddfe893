/// One requirement of a protocol, as a double implements it.
struct Requirement {
  enum Kind: Equatable {
    case method
    case property
    case `subscript`
    case initializer
  }

  var kind: Kind
  var isStatic: Bool
  /// The declaration with `Self` and `mutating` rewritten for the double.
  var declaration: String
  /// Methods, initializers and subscripts: the parsed signature.
  var signature: Signature?
  /// Properties: name, type, and whether it has a setter and effects.
  var property: Property?
  /// The protocol that declares it (for stub names).
  var owner: String

  struct Property {
    var name: String
    var type: String
    var isSettable: Bool
    var isAsync: Bool
    var isThrowing: Bool
    /// What precedes `var`: `static`, `nonisolated`, `@MainActor`.
    var modifiers: String
  }

  /// The base name shared by overloads: `charge`, `init`, `subscript`.
  var baseName: String {
    switch kind {
    case .property: property?.name ?? ""
    case .subscript: "subscript"
    case .initializer: "init"
    case .method: signature?.name ?? ""
    }
  }

  /// The requirement read from its symbol; `nil` for a kind a double
  /// does not implement (associated types are handled apart).
  init?(_ symbol: SymbolGraph.Symbol, owner: String, selfName: String) {
    self.owner = owner
    var declaration = symbol.declaration.replacingOccurrences(of: " : ", with: ": ")
    declaration = Requirement.rewritingSelf(declaration, as: selfName)
    for modifier in ["mutating ", "nonmutating "] {
      declaration = declaration.replacingOccurrences(of: modifier, with: "")
    }
    self.declaration = declaration
    isStatic = symbol.kind.identifier.hasPrefix("swift.type.")
    switch symbol.kind.identifier {
    case "swift.method", "swift.type.method", "swift.func":
      kind = .method
      signature = Declaration.parse(declaration)
    case "swift.init":
      kind = .initializer
      signature = Declaration.parse(declaration)
    case "swift.subscript", "swift.type.subscript":
      kind = .subscript
      signature = Declaration.parse(declaration, isSubscript: true)
    case "swift.property", "swift.type.property":
      kind = .property
      property = Requirement.parseProperty(declaration)
    default:
      return nil
    }
  }

  static func parseProperty(_ declaration: String) -> Property? {
    guard let varRange = declaration.range(of: "var ") else { return nil }
    let modifiers = String(declaration[..<varRange.lowerBound]).trimmed
    let rest = declaration[varRange.upperBound...]
    guard let colon = rest.range(of: ": ") else { return nil }
    let name = String(rest[..<colon.lowerBound])
    let afterColon = rest[colon.upperBound...]
    let brace = afterColon.range(of: " {")
    let type = String(afterColon[..<(brace?.lowerBound ?? afterColon.endIndex)])
    let accessors = brace.map { String(afterColon[$0.upperBound...]) } ?? "get"
    return Property(
      name: name, type: type, isSettable: accessors.contains("set"),
      isAsync: accessors.contains("async"), isThrowing: accessors.contains("throws"),
      modifiers: modifiers)
  }

  /// `Self.Item` becomes `Item` (the double's generic parameter), and
  /// `Self` the double's name.
  static func rewritingSelf(_ text: String, as name: String) -> String {
    var output = ""
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix("Self"),
        index == text.startIndex || !text[text.index(before: index)].isIdentifierCharacter
      {
        let after = text.index(index, offsetBy: 4)
        if after == text.endIndex || !text[after].isIdentifierCharacter {
          if after < text.endIndex, text[after] == "." {
            index = text.index(after: after)
          } else {
            output += name
            index = after
          }
          continue
        }
      }
      output.append(text[index])
      index = text.index(after: index)
    }
    return output
  }
}

extension Character {
  var isIdentifierCharacter: Bool { isLetter || isNumber || self == "_" }
}
