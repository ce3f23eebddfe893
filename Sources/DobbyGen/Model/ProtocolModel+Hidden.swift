/// What the graph leaves out of a protocol, from ``HiddenRequirements``.
extension ProtocolModel {
  /// Adds the table's entry for `entry`, and for each protocol its
  /// declaration inherits that the graph has no relationship to
  /// (`UnicodeCodec: _UnicodeEncoding`, a user's `Encoded:
  /// Unicode.Encoding`) and the table lists whole.
  mutating func addHidden(of entry: SymbolIndex.Entry, seen: inout Set<String>) {
    let qualified = entry.module + "." + entry.symbol.qualifiedName
    if let hidden = HiddenRequirements.entry(
      precise: entry.symbol.identifier.precise, name: qualified)
    {
      addHidden(hidden, seen: &seen)
    }
    var header = TokenStream(entry.symbol.tokens)
    for inherited in header.parseInheritedTypes() {
      guard let hidden = HiddenRequirements.entry(written: inherited) else { continue }
      addInherited(hidden, seen: &seen)
    }
  }

  /// Adds `hidden`'s associated types, requirements and nested types.
  mutating func addHidden(_ hidden: HiddenRequirements, seen: inout Set<String>) {
    for associated in hidden.associatedTypes { addAssociatedType(associated) }
    for requirement in hidden.requirements
    where !requirements.contains(where: { $0.precise == requirement.precise }) {
      requirements.append(requirement)
    }
    for nested in hidden.nestedTypes where !nestedTypes.contains(nested) {
      nestedTypes.append(nested)
    }
  }

  /// Adds a protocol no graph gives, which the table lists whole
  /// (`_UnicodeEncoding`, `CVarArg`): once, like one a graph gives.
  mutating func addInherited(_ hidden: HiddenRequirements, seen: inout Set<String>) {
    guard hidden.listsEveryRequirement, seen.insert(hidden.precise).inserted else { return }
    addHidden(hidden, seen: &seen)
  }
}

extension TokenStream {
  /// `protocol Name: A, B where …`: `A` and `B`; none when the tokens
  /// declare no protocol or cannot be read.
  mutating func parseInheritedTypes() -> [TypeSyntax] {
    _ = parseModifiers()
    guard take(keyword: "protocol"), case .identifier = advance(), take(punctuation: ":") else {
      return []
    }
    var inherited: [TypeSyntax] = []
    repeat {
      guard let type = try? parseType() else { return inherited }
      inherited.append(type)
    } while take(punctuation: ",")
    return inherited
  }
}
