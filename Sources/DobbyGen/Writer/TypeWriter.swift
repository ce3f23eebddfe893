/// Prints types from the model as source text, one function per rule,
/// with the double's names put in: `Self` becomes the double, `Self.Item`
/// the double's generic parameter `Item`, and a name the test target could
/// read two ways is qualified by its module.
struct TypeWriter: Sendable {
  /// What `Self` becomes: the double's name.
  var selfName: String
  /// The module qualifier to put before a type name from the graphs, or
  /// `nil` to print the name as it is.
  var qualifier: @Sendable (TypeName) -> String? = { _ in nil }
  /// Whether `some P` is printed as `any P` (a stored type cannot be opaque).
  var opensOpaque = false

  /// `type` as source text.
  func write(_ type: TypeSyntax) -> String {
    switch type {
    case .nominal(let names): nominal(names)
    case .tuple(let elements): tuple(elements)
    case .function(let function): self.function(function)
    case .optional(let wrapped): postfix(wrapped, "?")
    case .implicitlyUnwrapped(let wrapped): postfix(wrapped, "!")
    case .array(let element): "[\(write(element))]"
    case .dictionary(let key, let value): "[\(write(key)): \(write(value))]"
    case .opaque(let constraint): (opensOpaque ? "any " : "some ") + write(constraint)
    case .existential(let constraint): "any " + write(constraint)
    case .composition(let parts): parts.map(write).joined(separator: " & ")
    case .metatype(let instance, let isProtocol):
      postfix(instance, isProtocol ? ".Protocol" : ".Type")
    case .attributed(let attributes, let type): attributed(attributes, type)
    case .packExpansion(let pattern): "repeat " + write(pattern)
    case .packElement(let pack): "each " + write(pack)
    }
  }

  /// `Outer.Inner<A>`, with `Self` replaced and a qualifier where needed.
  private func nominal(_ names: [TypeName]) -> String {
    var names = names
    if names.first?.name == "Self" {
      if names.count > 1 { names.removeFirst() } else { return selfName }
    }
    let components = names.map { name in
      name.arguments.isEmpty
        ? name.name : name.name + "<" + name.arguments.map(write).joined(separator: ", ") + ">"
    }
    let prefix = names.first.flatMap(qualifier).map { $0 + "." } ?? ""
    return prefix + components.joined(separator: ".")
  }

  /// `()` is written `Void` only as a whole type; a tuple keeps its labels.
  private func tuple(_ elements: [TupleElement]) -> String {
    "("
      + elements.map { element in
        (element.label.map { Name.escapedLabel($0) + ": " } ?? "") + write(element.type)
      }.joined(separator: ", ") + ")"
  }

  private func function(_ function: FunctionType) -> String {
    var text = tuple(function.parameters.map { TupleElement(label: nil, type: $0.type) })
    if function.isAsync { text += " async" }
    text += effect(function.effect)
    return text + " -> " + write(function.result)
  }

  /// ` throws`, ` throws(E)`, ` rethrows`, or nothing.
  func effect(_ effect: Effect) -> String {
    switch effect {
    case .none: ""
    case .throwing: " throws"
    case .typed(let failure): " throws(\(write(failure)))"
    case .rethrowing: " rethrows"
    }
  }

  /// A postfix operator binds tighter than `some`, `any`, `&` and `->`:
  /// such a type is parenthesized first.
  private func postfix(_ type: TypeSyntax, _ mark: String) -> String {
    switch type {
    case .opaque, .existential, .composition, .function, .attributed:
      "(" + write(type) + ")" + mark
    default: write(type) + mark
    }
  }

  private func attributed(_ attributes: TypeAttributes, _ type: TypeSyntax) -> String {
    (attributes.specifiers + attributes.attributes + [write(type)]).joined(separator: " ")
  }
}
