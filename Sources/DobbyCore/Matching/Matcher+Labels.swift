// Tuples with element labels: `Stub<(sku: String, quantity: Int), Bool>`.
// A parameter pack cannot carry labels, so `matches((…))` and a plain tuple
// `("A", 1)` make an unlabeled tuple's matcher; `relabeled(as:)` carries it
// over to the labeled type, whose values have the same elements.

extension Matcher {
  /// This matcher, for values of `Labeled`: the same tuple type with
  /// other element labels (or none), as a labeled stub's arguments are.
  ///
  /// ```swift
  /// let skus = matches((equals("A"), equals(1)))   // Matcher<(String, Int)>
  /// skus.relabeled(as: (sku: String, quantity: Int).self).matches((sku: "A", quantity: 1))  // true
  /// ```
  ///
  /// When `Labeled` is not the same tuple with other labels, the matcher
  /// accepts nothing and its description says which types differ, so a
  /// pattern's report names the mistake.
  ///
  /// - Complexity: O(1) more than this matcher per value.
  public func relabeled<Labeled>(as labeled: Labeled.Type = Labeled.self) -> Matcher<Labeled> {
    let matcher = self
    guard TupleLabels.sameElements(Value.self, Labeled.self) else {
      let mismatch =
        "type mismatch: \(TupleLabels.name(Value.self)) given for \(TupleLabels.name(Labeled.self))"
      return Matcher<Labeled>(mismatch, test: { _ in false })
    }
    return Matcher<Labeled>(
      matcher.description,
      test: { value in (value as? Value).map(matcher.matches) ?? false },
      explain: { value in (value as? Value).map(matcher.explain) ?? [] })
  }
}

/// Type names with tuple labels taken out.
enum TupleLabels {
  /// Whether `a` and `b` are the same type once their tuple labels are
  /// removed.
  static func sameElements(_ a: Any.Type, _ b: Any.Type) -> Bool {
    a == b || unlabeled(_typeName(a)) == unlabeled(_typeName(b))
  }

  /// A type's name as reports show it: without module prefixes.
  static func name(_ type: Any.Type) -> String { _typeName(type, qualified: false) }

  /// `(sku: Swift.String, quantity: Swift.Int)` becomes
  /// `(Swift.String, Swift.Int)`.
  static func unlabeled(_ name: String) -> String {
    let characters = Array(name)
    var output: [Character] = []
    var index = 0
    while index < characters.count {
      let atElement = output.last == "(" || (output.last == " " && output.dropLast().last == ",")
      if atElement {
        // `label: ` at the start of an element: skip it.
        var end = index
        while end < characters.count,
          characters[end].isLetter || characters[end].isNumber
            || characters[end] == "_"
        {
          end += 1
        }
        if end > index, end + 1 < characters.count, characters[end] == ":",
          characters[end + 1] == " "
        {
          index = end + 2
          continue
        }
      }
      output.append(characters[index])
      index += 1
    }
    return String(output)
  }
}
