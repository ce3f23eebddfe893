/// How a double keeps one argument (or answers one result): the type its
/// stub holds and the expressions that convert to and from it.
struct StoredType {
  /// The type in the stub's `Arguments` or `Result`.
  var type: String
  /// The parameter's value as the stored type.
  var wrap: (String) -> String = { $0 }
  /// The stub's answer as the requirement's type.
  var unwrap: (String) -> String = { $0 }
}

/// What a double knows about the types of one requirement.
struct TypeContext {
  var index: SymbolIndex
  var surface: LibrarySurface
  var writer: TypeWriter
  /// The double's generic parameters (the protocol's associated types),
  /// and whether each is constrained to `Sendable`.
  var classGenerics: [String: Bool] = [:]
  /// The double's `typealias`es (associated types it binds), by name.
  var classAliases: [String: TypeSyntax] = [:]
  /// Generic parameters stored as `Any` (a method's own, and in static
  /// storage the double's): name to whether it is constrained `Sendable`.
  var erased: [String: Bool] = [:]

  /// The stored type of a parameter of type `type`.
  func argument(_ type: TypeSyntax) -> StoredType {
    switch type {
    case .attributed(let attributes, let inner): attributed(attributes, inner)
    case .function: attributed(TypeAttributes(), type)
    case .opaque(let constraint): argument(.existential(constraint))
    case .implicitlyUnwrapped(let wrapped): plain(.optional(wrapped))
    default: plain(type)
    }
  }

  /// The stored type of a result of type `type`.
  func result(_ type: TypeSyntax?) -> StoredType {
    guard let type else { return StoredType(type: "Void") }
    switch type {
    case .implicitlyUnwrapped(let wrapped): return plain(.optional(wrapped))
    // `sending T`: the stub keeps a `T`.
    case .attributed(let attributes, let inner) where attributes.attributes.isEmpty:
      return plain(inner)
    default: return plain(type)
    }
  }

  /// `inout` and `sending` keep the value; `borrowing` and `consuming`
  /// copy it; a closure that does not escape cannot be kept, so its type
  /// is recorded, as text.
  private func attributed(_ attributes: TypeAttributes, _ inner: TypeSyntax) -> StoredType {
    let isFunction = if case .function = inner { true } else { false }
    if isFunction && !attributes.attributes.contains("@escaping") {
      let text = writer.write(.attributed(attributes, inner))
      return StoredType(type: "String", wrap: { _ in "\"\(text)\"" })
    }
    var kept = attributes
    kept.specifiers = []
    kept.attributes.removeAll { $0 == "@escaping" || $0 == "@autoclosure" }
    var stored = plain(kept.isEmpty ? inner : .attributed(kept, inner))
    if attributes.specifiers.contains("borrowing") || attributes.specifiers.contains("consuming") {
      let wrap = stored.wrap
      stored.wrap = { wrap("copy " + $0) }
    }
    return stored
  }

  /// Sendable types as they are; erased generics as `any Sendable` or
  /// `UncheckedSendable<Any>`, cast back; anything else in an
  /// `UncheckedSendable`.
  private func plain(_ type: TypeSyntax) -> StoredType {
    let written = writer.opening().write(type)
    let mentioned = erased.keys.filter { type.mentions($0) }
    if !mentioned.isEmpty {
      let original = writer.write(type)
      if mentioned.allSatisfy({ erased[$0] == true }) {
        return StoredType(type: "any Sendable", unwrap: { "\($0) as! \(original)" })
      }
      // An optional is kept as `Any` on purpose: said so, it does not warn.
      let isOptional = if case .optional = type { true } else { false }
      return StoredType(
        type: surface.uncheckedType("Any"),
        wrap: { surface.unchecked(isOptional ? "\($0) as Any" : $0, of: "Any") },
        unwrap: { "\($0).value as! \(original)" })
    }
    if isSendable(type) { return StoredType(type: written) }
    return StoredType(
      type: surface.uncheckedType(written), wrap: { surface.unchecked($0, of: written) },
      unwrap: { "\($0).value" })
  }

  /// Whether every part of `type` is known `Sendable`.
  func isSendable(_ type: TypeSyntax) -> Bool {
    switch type {
    case .nominal(let names): isSendable(names)
    case .tuple(let elements): elements.allSatisfy { isSendable($0.type) }
    case .function: type.functionAttributes.contains("@Sendable")
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner):
      isSendable(inner)
    case .dictionary(let key, let value): isSendable(key) && isSendable(value)
    case .opaque(let constraint), .existential(let constraint): isSendable(constraint)
    case .composition(let parts): parts.contains { isSendable($0) }
    case .attributed(_, let inner):
      isSendable(inner) || type.functionAttributes.contains("@Sendable")
    case .metatype, .packExpansion, .packElement: false
    }
  }

  /// A `typealias` built on the double itself (`Slice<Self>`) is
  /// `Sendable` only when every generic parameter is: the type's own
  /// conformance may ask for its base's members.
  private func isSendableAlias(_ name: String, _ alias: TypeSyntax) -> Bool {
    var context = self
    context.classAliases[name] = nil
    guard context.isSendable(alias) else { return false }
    return alias == .nominal([TypeName(name: "Self")]) || !alias.mentionsSelf
      || classGenerics.values.allSatisfy { $0 }
  }

  private func isSendable(_ names: [TypeName]) -> Bool {
    guard let first = names.first else { return false }
    if first.name == "Self" {
      if names.count == 1 { return true }
      guard names.count == 2 else { return false }
      if let alias = classAliases[names[1].name] { return isSendableAlias(names[1].name, alias) }
      return classGenerics[names[1].name] == true
    }
    if names.count == 1, let sendable = classGenerics[first.name] { return sendable }
    guard let last = names.last, let precise = last.precise else { return false }
    return index.isSendable(precise) && names.allSatisfy { $0.arguments.allSatisfy(isSendable) }
  }
}

extension TypeSyntax {
  /// Whether the type names `name` as a whole type or the root of a member
  /// type: `T`, `[T]`, `T.Element`; `Self.Item` names both `Self` and `Item`.
  func mentions(_ name: String) -> Bool {
    switch self {
    case .nominal(let names):
      names.first?.name == name
        || (names.count > 1 && names[0].name == "Self" && names[1].name == name)
        || names.contains { $0.arguments.contains { $0.mentions(name) } }
    case .tuple(let elements): elements.contains { $0.type.mentions(name) }
    case .function(let function):
      function.parameters.contains { $0.type.mentions(name) } || function.result.mentions(name)
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner),
      .opaque(let inner), .existential(let inner), .metatype(let inner, _),
      .attributed(_, let inner), .packExpansion(let inner), .packElement(let inner):
      inner.mentions(name)
    case .dictionary(let key, let value): key.mentions(name) || value.mentions(name)
    case .composition(let parts): parts.contains { $0.mentions(name) }
    }
  }

  /// The attributes of a function type, through optionals: `@Sendable`.
  var functionAttributes: [String] {
    switch self {
    case .attributed(let attributes, let inner): attributes.attributes + inner.functionAttributes
    case .optional(let inner), .implicitlyUnwrapped(let inner): inner.functionAttributes
    default: []
    }
  }

  /// Every named type in it, arguments included, for the imports.
  var typeNames: [TypeName] {
    switch self {
    case .nominal(let names): names + names.flatMap { $0.arguments.flatMap(\.typeNames) }
    case .tuple(let elements): elements.flatMap(\.type.typeNames)
    case .function(let function):
      function.parameters.flatMap(\.type.typeNames) + function.result.typeNames
        + function.effect.typeNames
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner),
      .opaque(let inner), .existential(let inner), .metatype(let inner, _),
      .attributed(_, let inner), .packExpansion(let inner), .packElement(let inner):
      inner.typeNames
    case .dictionary(let key, let value): key.typeNames + value.typeNames
    case .composition(let parts): parts.flatMap(\.typeNames)
    }
  }
}

extension Effect {
  /// The thrown type's names, for the imports.
  var typeNames: [TypeName] {
    if case .typed(let failure) = self { return failure.typeNames }
    return []
  }
}

extension TypeWriter {
  /// This writer with `some P` printed `any P`.
  func opening() -> TypeWriter {
    var writer = self
    writer.opensOpaque = true
    return writer
  }
}
