/// Parameters as a double declares and records them.
extension Scope {
  /// The names the body uses: a parameter named `_` gets `argument1`, ….
  func bodyNames(_ parameters: [Parameter]) -> [String] {
    parameters.enumerated().map { offset, parameter in
      parameter.name == "_" ? "argument\(offset + 1)" : Name.escaped(parameter.name)
    }
  }

  /// `(_ amount: Int, for order: String)`; a subscript's parameter has no
  /// label unless one is written.
  func parameterList(_ parameters: [Parameter], isSubscript: Bool = false) -> String {
    let names = bodyNames(parameters)
    return "("
      + zip(parameters, names).map { parameter, name in
        let type =
          writer.write(parameter.type.variadicElement(parameter.isVariadic))
          + (parameter.isVariadic ? "..." : "")
        let label =
          switch parameter.label {
          case nil: isSubscript ? "" : "_ "
          case let label? where Name.unescaped(label) == Name.unescaped(name) && !isSubscript: ""
          case let label?: Name.escapedLabel(label) + " "
          }
        return label + name + ": " + type
      }.joined(separator: ", ") + ")"
  }

  /// The stored types of the parameters; a `~Copyable` one, which a stub
  /// cannot hold, is recorded as `()`.
  func storedParameters(_ parameters: [Parameter]) -> [StoredType] {
    parameters.map { parameter in
      guard double.nonCopyable.contains(parameter.type) else {
        return context.argument(parameter.type)
      }
      return StoredType(type: double.swiftName("Void"), wrap: { _ in "()" })
    }
  }

  /// `Void`, `T` or `(A, B)`: the stub's `Arguments`.
  func argumentsType(_ stored: [StoredType]) -> String {
    switch stored.count {
    case 0: double.swiftName("Void")
    case 1: stored[0].type
    default: "(" + stored.map(\.type).joined(separator: ", ") + ")"
    }
  }

  /// `()`, `x` or `(a, b)`: what the stub records.
  func argumentsValue(_ parameters: [Parameter], _ stored: [StoredType], extra: [String] = [])
    -> String
  {
    let values = zip(bodyNames(parameters), stored).map { $1.wrap($0) } + extra
    switch values.count {
    case 0: return "()"
    case 1: return values[0]
    default: return "(" + values.joined(separator: ", ") + ")"
    }
  }

  /// `charge(_:for:)`, for doc comments.
  func signatureName(_ base: String, _ parameters: [Parameter]) -> String {
    base + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The doc comment's `, with `a, b`.` or `.`, and which arguments are
  /// not recorded: `` `job` is ~Copyable: recorded as `()`.``
  func withNames(_ parameters: [Parameter]) -> String {
    let names = bodyNames(parameters).map(Name.unescaped)
    let with = parameters.isEmpty ? "." : ", with `" + names.joined(separator: ", ") + "`."
    let kept = zip(parameters, names).filter { double.nonCopyable.contains($0.0.type) }
      .map { "`\($0.1)`" }
    guard !kept.isEmpty else { return with }
    let verb = kept.count == 1 ? "is" : "are"
    return with + " " + kept.joined(separator: ", ") + " \(verb) ~Copyable: recorded as `()`."
  }

  /// The call that records and answers, its result converted back.
  func call(
    _ stub: String, _ arguments: String, isAsync: Bool, effect: Effect, result: StoredType
  ) -> String {
    result.unwrap(
      surface.call(
        reference(stub), arguments: arguments, isAsync: isAsync, effect: effect,
        typeWriter: writer))
  }
}

extension TypeSyntax {
  /// The element of a variadic parameter's array, or the type itself.
  func variadicElement(_ isVariadic: Bool) -> TypeSyntax {
    if isVariadic, case .array(let element) = self { return element }
    return self
  }
}
