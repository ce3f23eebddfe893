/// What a double makes of each associated type of its protocol: a
/// `typealias` or a generic parameter, and the `where` clause its
/// generic parameters need. Decided in this order, one rule each:
///
/// 1. `where Self.Item == Int`, a type naming no associated type, fixes
///    `Item` to it.
/// 2. `where Self.Element == Self.Iterator.Element`, a member of an
///    associated type that stays generic, makes `Element` that member;
///    `Element`'s own constraints then constrain the member.
/// 3. A default in the protocol (`= Slice<Self>`, `= [Self]`) is taken,
///    as a conforming type that does not name the type takes it; the
///    default already meets the constraints between associated types.
/// 4. Any other associated type is a generic parameter with its constraints.
///
/// A requirement between associated types is written in the double's
/// `where` clause only when it constrains a generic parameter and, with
/// every `typealias` put in, names neither `Self` nor an alias it could
/// not expand (what a default already meets) and is not the same type on
/// both sides.
struct AssociatedTypeBindings: Equatable {
  /// One associated type: a `typealias` to `type`, or a generic parameter.
  enum Binding: Equatable {
    case alias(TypeSyntax)
    case parameter(constraints: [TypeSyntax])
  }

  /// The associated types in the protocol's order, each bound.
  var bindings: [(name: String, binding: Binding)] = []
  /// The requirements of the double's `where` clause, aliases put in.
  var requirements: [WhereRequirement] = []

  init(_ associatedTypes: [AssociatedTypeDeclaration], whereClause: [WhereRequirement]) {
    let names = Set(associatedTypes.map(\.name))
    var clauses = whereClause
    for associated in associatedTypes { clauses += associated.whereClause }
    let sameType = clauses.filter { $0.relation == .sameType }.flatMap { clause in
      [(clause.subject, clause.constraint), (clause.constraint, clause.subject)]
    }
    var aliases: [String: TypeSyntax] = [:]
    // 1. Fixed to a type that names no associated type, or to `Self`.
    for (subject, constraint) in sameType {
      guard let name = subject.associatedTypeName, names.contains(name), aliases[name] == nil,
        !constraint.mentionsAssociatedType(names)
          || constraint == .nominal([TypeName(name: "Self")])
      else { continue }
      aliases[name] = constraint
    }
    // 2. A member of an associated type that stays generic.
    var pinned: Set<String> = []
    let free = Set(
      associatedTypes.filter { $0.defaultType == nil && aliases[$0.name] == nil }.map(\.name))
    for (subject, constraint) in sameType {
      guard let name = subject.associatedTypeName, names.contains(name), aliases[name] == nil,
        !pinned.contains(name), let root = constraint.associatedRoot(names), root != name,
        free.contains(root), aliases[root] == nil
      else { continue }
      aliases[name] = constraint
      pinned.insert(root)
      // Its constraints bind the member instead: `CodeUnit: FixedWidthInteger`
      // is `EncodedScalar.Element: FixedWidthInteger`.
      for inherited in associatedTypes.first(where: { $0.name == name })?.inherited ?? [] {
        clauses.append(
          WhereRequirement(subject: subject, relation: .conformance, constraint: inherited))
      }
    }
    // 3. The protocol's default; 4. a generic parameter.
    var constraints: [String: [TypeSyntax]] = [:]
    for associated in associatedTypes where aliases[associated.name] == nil {
      if let defaultType = associated.defaultType {
        aliases[associated.name] = defaultType
      } else {
        constraints[associated.name] = associated.inherited
      }
    }
    // A generic parameter that a requirement makes the same type as one
    // the aliases fix is that type: `StringLiteralType ==
    // DefaultStringInterpolation.StringLiteralType`.
    var changed = true
    while changed {
      changed = false
      for (subject, constraint) in sameType {
        guard let name = subject.associatedTypeName, constraints[name] != nil else { continue }
        let fixed = constraint.substituting(aliases, names: names)
        guard !fixed.mentionsAssociatedType(names) else { continue }
        aliases[name] = fixed
        constraints[name] = nil
        changed = true
      }
    }
    let parameters = Set(constraints.keys)
    for clause in clauses {
      let subject = clause.subject.substituting(aliases, names: names)
      let constraint = clause.constraint.substituting(aliases, names: names)
      // An alias left in (`Self.Entries.Element` for `Entries = [Entry]`)
      // is one whose default meets the requirement.
      let aliased = Set(aliases.keys)
      guard subject != constraint, !subject.mentionsSelf, !constraint.mentionsSelf,
        !subject.mentionsAny(of: aliased), !constraint.mentionsAny(of: aliased),
        subject.mentionsAny(of: parameters) || constraint.mentionsAny(of: parameters)
      else { continue }
      // `Self.Item: P` joins the parameter's own constraints.
      if clause.relation == .conformance, let name = clause.subject.associatedTypeName,
        let existing = constraints[name]
      {
        if !existing.contains(constraint) { constraints[name] = existing + [constraint] }
        continue
      }
      let requirement = WhereRequirement(
        subject: subject, relation: clause.relation, constraint: constraint)
      if !requirements.contains(requirement) { requirements.append(requirement) }
    }
    bindings = associatedTypes.map { associated in
      if let alias = aliases[associated.name] { return (associated.name, .alias(alias)) }
      let written = (constraints[associated.name] ?? []).map {
        $0.substituting(aliases, names: names)
      }
      return (associated.name, .parameter(constraints: written))
    }
  }

  /// The generic parameters, in order.
  var parameters: [(name: String, constraints: [TypeSyntax])] {
    bindings.compactMap { name, binding in
      if case .parameter(let constraints) = binding { return (name, constraints) }
      return nil
    }
  }

  /// The `typealias`es, in order.
  var aliases: [(name: String, type: TypeSyntax)] {
    bindings.compactMap { name, binding in
      if case .alias(let type) = binding { return (name, type) }
      return nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.bindings.elementsEqual(rhs.bindings) { $0.name == $1.name && $0.binding == $1.binding }
      && lhs.requirements == rhs.requirements
  }
}

extension TypeSyntax {
  /// The associated type a named type starts from: `Iterator` for
  /// `Self.Iterator.Element`; `nil` for a type that does not.
  func associatedRoot(_ names: Set<String>) -> String? {
    guard case .nominal(let components) = self, let first = components.first else { return nil }
    if first.name == "Self" {
      guard components.count > 1, components[0].arguments.isEmpty else { return nil }
      return names.contains(components[1].name) ? components[1].name : nil
    }
    return names.contains(first.name) && first.precise?.hasSuffix("Qa") != false
      ? first.name : nil
  }

  /// Whether the type names `Self` or one of the associated types `names`.
  func mentionsAssociatedType(_ names: Set<String>) -> Bool {
    mentionsSelf || typeNamesAtRoot.contains { names.contains($0) }
  }

  /// Whether the type names `Self` itself (`Self.Item` names `Item`).
  var mentionsSelf: Bool { typeNamesAtRoot.contains("Self") }

  /// Whether the type names one of `names` at a root.
  func mentionsAny(of names: Set<String>) -> Bool {
    typeNamesAtRoot.contains { names.contains($0) }
  }

  /// The first name of every named type in it, after `Self.`, arguments
  /// included: `Iterator` for `Self.Iterator.Element`, `Self` for `Self`.
  private var typeNamesAtRoot: [String] {
    switch self {
    case .nominal(let components):
      (components.count > 1 && components[0].name == "Self"
        ? [components[1].name] : components.prefix(1).map(\.name))
        + components.flatMap { $0.arguments.flatMap(\.typeNamesAtRoot) }
    default: children.flatMap(\.typeNamesAtRoot)
    }
  }

  /// The types directly inside this one.
  var children: [TypeSyntax] {
    switch self {
    case .nominal(let components): components.flatMap(\.arguments)
    case .tuple(let elements): elements.map(\.type)
    case .function(let function): function.parameters.map(\.type) + [function.result]
    case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner),
      .opaque(let inner), .existential(let inner), .metatype(let inner, _),
      .attributed(_, let inner), .packExpansion(let inner), .packElement(let inner):
      [inner]
    case .dictionary(let key, let value): [key, value]
    case .composition(let parts): parts
    }
  }

  /// The type with the named types whose first name `names` maps
  /// renamed: `T.Element` becomes `τ0.Element` for `["T": "τ0"]`.
  func renamingRoots(_ names: [String: String]) -> TypeSyntax {
    guard !names.isEmpty else { return self }
    let roots = Dictionary(
      uniqueKeysWithValues: names.map { ($0.key, TypeSyntax.nominal([TypeName(name: $0.value)])) })
    return replacingAliases(roots, names: Set(names.keys), anyPrecise: true)
  }

  /// The type with each associated type in `aliases` replaced by its
  /// type: `Self.Element` becomes `Iterator.Element` when
  /// `Element = Iterator.Element`. Replaced up to a few times over, so a
  /// chain of aliases resolves and a cycle stops.
  func substituting(_ aliases: [String: TypeSyntax], names: Set<String>, depth: Int = 4)
    -> TypeSyntax
  {
    guard depth > 0 else { return self }
    let replaced = replacingAliases(aliases, names: names)
    return replaced == self ? self : replaced.substituting(aliases, names: names, depth: depth - 1)
  }

  private func replacingAliases(
    _ aliases: [String: TypeSyntax], names: Set<String>, anyPrecise: Bool = false
  ) -> TypeSyntax {
    let inner = { (type: TypeSyntax) in
      type.replacingAliases(aliases, names: names, anyPrecise: anyPrecise)
    }
    switch self {
    case .nominal(var components):
      for index in components.indices {
        components[index].arguments = components[index].arguments.map(inner)
      }
      let root =
        anyPrecise
        ? components.first.map(\.name).flatMap { names.contains($0) ? $0 : nil }
        : TypeSyntax.nominal(components).associatedRoot(names)
      guard let root, let alias = aliases[root] else { return .nominal(components) }
      let rest = components.drop { $0.name == "Self" && $0.arguments.isEmpty }.dropFirst()
      if rest.isEmpty { return alias }
      guard case .nominal(let head) = alias else { return .nominal(components) }
      return .nominal(head + rest)
    case .tuple(let elements):
      return .tuple(elements.map { TupleElement(label: $0.label, type: inner($0.type)) })
    case .function(var function):
      function.parameters = function.parameters.map {
        TupleElement(label: $0.label, type: inner($0.type))
      }
      function.result = inner(function.result)
      return .function(function)
    case .optional(let wrapped): return .optional(inner(wrapped))
    case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(inner(wrapped))
    case .array(let element): return .array(inner(element))
    case .dictionary(let key, let value): return .dictionary(inner(key), inner(value))
    case .opaque(let constraint): return .opaque(inner(constraint))
    case .existential(let constraint): return .existential(inner(constraint))
    case .composition(let parts): return .composition(parts.map(inner))
    case .metatype(let instance, let isProtocol):
      return .metatype(inner(instance), isProtocol: isProtocol)
    case .attributed(let attributes, let type): return .attributed(attributes, inner(type))
    case .packExpansion(let pattern): return .packExpansion(inner(pattern))
    case .packElement(let pack): return .packElement(inner(pack))
    }
  }
}
