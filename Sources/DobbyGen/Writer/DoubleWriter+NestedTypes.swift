/// The types a double declares for associated types no library type can
/// be (see ``HiddenRequirements/NestedType``): `struct ForwardParser`.
extension DoubleWriter {
  /// The names the nested types and their aliases take in the double.
  var nestedTypeNames: Set<String> {
    Set(model.nestedTypes.flatMap { [$0.name] + $0.alsoNamed })
  }

  /// Each nested type, then a `typealias` for each other name it has; a
  /// blank line between them and before the members (and before the
  /// first when `isAfterAliases`).
  func nestedTypes(isAfterAliases: Bool) -> [String] {
    let writer = baseWriter
    let types = model.nestedTypes.map { nested in
      let conformances = nested.conformances.map(writer.write).joined(separator: ", ")
      var lines = [
        "  /// \(nested.summary)",
        "  struct \(nested.name)\(conformances.isEmpty ? "" : ": " + conformances) {",
      ]
      lines += nested.typeAliases.map { "    typealias \($0.name) = \(writer.write($0.type))" }
      lines.append("    init() {}")
      for function in nested.functions {
        let (head, clause) = Self.head(function, writer)
        // Too long for one line: the `where` clause on its own, as swift-format puts it.
        if ("    " + head + clause + " {").count > Layout.width && !clause.isEmpty {
          lines += ["    " + head, "    " + clause.dropFirst() + " {"]
        } else {
          lines.append("    " + head + clause + " {")
        }
        lines += ["      " + function.answer, "    }"]
      }
      lines.append("  }")
      return lines + nested.alsoNamed.map { "  typealias \($0) = \(nested.name)" }
    }
    guard !types.isEmpty else { return [] }
    return (isAfterAliases ? [""] : []) + types.joined(separator: [""]) + [""]
  }

  /// `mutating func name<T>(label name: Type) -> Result`, and ` where …`.
  private static func head(_ function: HiddenRequirements.FixedFunction, _ writer: TypeWriter)
    -> (head: String, whereClause: String)
  {
    let declaration = function.declaration
    let generics =
      declaration.generics.isEmpty
      ? "" : "<" + declaration.generics.map(\.name).joined(separator: ", ") + ">"
    let parameters = declaration.parameters.map { parameter in
      let label = parameter.label.map(Name.escapedLabel) ?? "_"
      let name = Name.escaped(parameter.name)
      return (label == name ? "" : label + " ") + name + ": " + writer.write(parameter.type)
    }
    var head = function.modifiers.map { $0 + " " }.joined() + "func "
    head += Name.escaped(declaration.name) + generics
    head += "(" + parameters.joined(separator: ", ") + ")"
    if let result = declaration.result { head += " -> " + writer.write(result) }
    guard !declaration.whereClause.isEmpty else { return (head, "") }
    return (
      head,
      " where "
        + declaration.whereClause.map {
          writer.write($0.subject) + ($0.relation == .sameType ? " == " : ": ")
            + writer.write($0.constraint)
        }.joined(separator: ", ")
    )
  }
}
