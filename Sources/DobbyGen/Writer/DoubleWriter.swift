/// Writes the double of one protocol: `final class PDouble: P`, one stub
/// per requirement, or the reason it cannot.
struct DoubleWriter {
  let model: ProtocolModel
  let index: SymbolIndex
  let surface: LibrarySurface
  /// The `~Copyable` types, which the stubs leave out.
  var nonCopyable = NonCopyableTypes()

  /// The generated code and the modules it needs.
  struct Output {
    var code: [String]
    var imports: Set<Import>
  }

  /// A module the generated file imports, `@testable` for internal code.
  struct Import: Hashable, Comparable {
    var module: String
    var isTestable: Bool

    static func < (lhs: Import, rhs: Import) -> Bool {
      (lhs.isTestable ? 1 : 0, lhs.module) < (rhs.isTestable ? 1 : 0, rhs.module)
    }
  }

  /// The name of a double nested in another (an actor system's
  /// `InvocationEncoderDouble`); `nil` for a double of its own.
  var nestedName: String?

  /// The double's name: `PaymentGatewayDouble`, `OuterInnerDouble` for `Outer.Inner`.
  var doubleName: String { nestedName ?? model.name.split(separator: ".").joined() + "Double" }
  /// How reports name the protocol.
  var protocolName: String { model.name }

  /// How members are declared in this double.
  struct Style {
    var isActor: Bool
    var isMainActor: Bool
    /// The property that holds the stubs when the double cannot keep
    /// them itself (a distributed actor); `nil` when it keeps them.
    var stubHolder: String?

    /// Stubs are reachable from any context: `nonisolated` on an actor
    /// or a `@MainActor` class.
    var memberModifier: String { isActor || isMainActor ? "nonisolated " : "" }
    var initModifier: String { isMainActor && !isActor ? "nonisolated " : "" }
  }

  var style: Style {
    Style(
      isActor: model.isActor, isMainActor: model.isMainActor,
      stubHolder: isDistributed ? "stubs" : nil)
  }

  /// Whether the double is nested in another, which wraps its lines.
  var isNested: Bool { nestedName != nil }

  /// The double's code.
  ///
  /// - Throws: ``ProtocolModel/Unsupported`` naming what cannot be written.
  func write() throws(ProtocolModel.Unsupported) -> Output {
    let generics = GenericsWriter(model: model, writer: baseWriter)
    let context = typeContext(generics)
    try checkActorSystem(generics)
    let nested = try nestedDoubles(generics)
    let requirements =
      isDistributed
      ? try distributedRequirements(implementable(context)) : try implementable(context)
    let names = MemberNaming.names(
      for: requirements,
      taken: Set(model.standard.flatMap(\.memberNames)).union(model.extensionMemberNames)
        .union(nestedTypeNames))
    var members = MemberWriter(
      double: self, context: context, isGeneric: !generics.parameters.isEmpty)
    var body: [String] = []
    var statics: [String] = []
    var held: [String] = []
    for (requirement, stubs) in zip(requirements, names) {
      let member = try members.implement(requirement, stubs: stubs)
      if !member.lines.isEmpty { body += [""] + member.lines }
      statics += member.statics
      if !member.held.isEmpty { held += [""] + member.held }
    }
    if !isDistributed { body += standardMembers() }
    var lines =
      isDistributed
      ? distributedDoc(holdsStubs: !held.isEmpty) + [header(generics)]
      : [
        "/// A double of `\(protocolName)`: every requirement records its calls in",
        "/// a stub named after it and answers with the stub's reactions.",
        header(generics),
      ]
    lines += generics.typeAliases.map { "  " + $0 }
    lines += nestedTypes(isAfterAliases: !generics.typeAliases.isEmpty)
    if !isDistributed { lines += designatedInitializer(members.designated) }
    lines += nested.code
    if !held.isEmpty { lines += (lines.last?.hasSuffix("{") == true ? [] : [""]) + stubHolder() }
    lines += body + ["}"]
    if !held.isEmpty { lines += heldStubs(held) }
    if !statics.isEmpty {
      lines += ["", "/// The static stubs of `\(doubleName)`, which a generic class cannot store."]
      lines += ["enum \(doubleName)Statics {"] + statics + ["}"]
    }
    return Output(
      code: isNested ? lines : lines.flatMap(Layout.wrap),
      imports: imports(requirements).union(nested.imports))
  }

  /// The requirements the double implements: each once (a requirement
  /// restated by a refining protocol is the same member, settable if
  /// either is: `MutableCollection`'s `subscript { get set }`), and not
  /// one deprecated everywhere that an extension implements, here or where
  /// a refined protocol states it (implementing it warns: `enqueue(_:
  /// consuming Job)`).
  private func implementable(_ context: TypeContext) throws(ProtocolModel.Unsupported)
    -> [Requirement]
  {
    let key = { (requirement: Requirement) in Self.signatureKey(requirement, context.writer) }
    let defaulted = Set(model.requirements.filter(\.hasDefault).map(key))
    for requirement in model.requirements {
      if let answered = requirement.answeredType, nonCopyable.contains(answered) {
        throw ProtocolModel.Unsupported(
          reason: "\(requirement.baseName) answers \(context.writer.write(answered)), which is "
            + "~Copyable: a stub cannot hold an answer to give")
      }
    }
    var kept: [Requirement] = []
    var positions: [String: Int] = [:]
    for requirement in model.requirements {
      let signature = key(requirement)
      let isDeprecated = index.symbols[requirement.precise]?.symbol.isDeprecated == true
      if isDeprecated && defaulted.contains(signature) { continue }
      guard let position = positions[signature] else {
        positions[signature] = kept.count
        kept.append(requirement)
        continue
      }
      if requirement.isSettable { kept[position].makeSettable() }
    }
    return kept
  }

  /// What makes two requirements the same member: kind, name, labels and types.
  static func signatureKey(_ requirement: Requirement, _ writer: TypeWriter) -> String {
    // A method's own generic parameters by position: `init?<T>(exactly: T)`
    // and `init?<Source>(exactly: Source)` are one.
    let (generics, whereClause) = requirement.genericsAndWhere
    let positions = Dictionary(
      generics.enumerated().map { ($1.name, "τ\($0)") }, uniquingKeysWith: { first, _ in first })
    let write = { (type: TypeSyntax) in writer.write(type.renamingRoots(positions)) }
    let types: [TypeSyntax?] =
      switch requirement.kind {
      case .function(let function): function.parameters.map(\.type) + [function.result]
      case .initializer(let initializer): initializer.parameters.map(\.type)
      case .subscript(let declaration): declaration.parameters.map(\.type) + [declaration.result]
      case .property(let property): [property.type]
      case .associatedType: []
      }
    let labels: [String?] =
      switch requirement.kind {
      case .function(let function): function.parameters.map(\.label)
      case .initializer(let initializer): initializer.parameters.map(\.label)
      case .subscript(let declaration): declaration.parameters.map(\.label)
      default: []
      }
    // Generic overloads differ by their constraints: `init<T>(_: T) where
    // T: BinaryInteger` and `… where T: BinaryFloatingPoint`.
    // `<T: P>` and `<T> … where T: P` are one.
    let constraints =
      (generics.flatMap { generic in
        let name = positions[generic.name] ?? generic.name
        return [name] + generic.constraints.map { name + "~" + write($0) }
      } + whereClause.map { write($0.subject) + "~" + write($0.constraint) })
      .sorted()
    return [
      requirement.isStatic ? "static" : "", "\(requirement.kind.tag)", requirement.baseName,
      labels.map { $0 ?? "_" }.joined(separator: ":"),
      types.map { $0.map(write) ?? "Void" }.joined(separator: ","),
      constraints.joined(separator: ","),
    ].joined(separator: " ")
  }

  /// `@MainActor final class PDouble<Item: P>: P, Sendable where … {`.
  private func header(_ generics: GenericsWriter) -> String {
    let attribute = model.isMainActor && !model.isActor ? "@MainActor " : ""
    let introducer = isDistributed ? "distributed actor" : model.isActor ? "actor" : "final class"
    let superclass = model.isObjectiveC ? ["NSObject"] : []
    let sendable = model.precise == StandardTypes.sendable ? [] : [swiftName("Sendable")]
    let conformances = superclass + [protocolReference] + sendable
    // A distributed actor needs an actor system: the graph's `ActorSystem`, or one of its own.
    let clause =
      isDistributed && generics.clause.isEmpty
      ? "<ActorSystem: Distributed.DistributedActorSystem>" : generics.clause
    return "\(attribute)\(introducer) \(doubleName)\(clause): "
      + conformances.joined(separator: ", ") + generics.whereClause + " {"
  }

  /// The protocol's name as the double's file reads it: qualified by its
  /// module when the library or the test target has a type of that name.
  var protocolReference: String {
    let first = String(model.name.split(separator: ".").first ?? "")
    return LibraryNames.all.contains(first) && !index.typeNames.contains(model.module)
      ? model.module + "." + model.name : model.name
  }

  /// A standard library name the writer introduces, qualified when a
  /// graph declares a type of the same name.
  func swiftName(_ name: String) -> String {
    index.typeNames.contains(name) ? "Swift." + name : name
  }

  /// `init() {}`, or the protocol's own `init()` requirement, which is the
  /// one initializer every double has.
  private func designatedInitializer(_ designated: [String]?) -> [String] {
    if let designated { return designated }
    let override = model.isObjectiveC ? "override " : ""
    return ["  \(style.initModifier)\(override)init() {}"]
  }

  /// The members the standard protocols it inherits need.
  private func standardMembers() -> [String] {
    let context = StandardProtocol.Context(
      double: doubleName, owner: protocolName, style: style, surface: surface,
      whereClause: model.whereClause, writer: baseWriter,
      isObjectiveC: model.isObjectiveC, swiftName: swiftName,
      inherited: Set(model.standard.map(\.name)))
    var members: [String] = []
    for standard in model.standard {
      let text = standard.members(context)
      if !text.isEmpty { members += [""] + text }
    }
    return members
  }

  /// The modules the double's declarations name, and the protocols' own.
  private func imports(_ requirements: [Requirement]) -> Set<Import> {
    // A protocol inherited from `Swift` needs no import.
    var imports = Set(
      model.modules.filter { !StandardTypes.implicitModules.contains($0.key) }
        .map { Import(module: $0.key, isTestable: $0.value) })
    let names = requirements.flatMap(\.typeNames) + model.associatedTypes.flatMap(\.typeNames)
    for name in names {
      guard let precise = name.precise, let module = StandardTypes.module(of: precise) else {
        continue
      }
      let imported = StandardTypes.umbrellas[module] ?? module
      guard !StandardTypes.implicitModules.contains(imported),
        !imports.contains(where: { $0.module == imported })
      else { continue }
      imports.insert(Import(module: imported, isTestable: false))
    }
    if model.isObjectiveC { imports.insert(Import(module: "Foundation", isTestable: false)) }
    if isDistributed { imports.insert(Import(module: "Distributed", isTestable: false)) }
    return imports
  }

  /// Prints types with `Self` as the double and names qualified where the
  /// test target would read them two ways.
  var baseWriter: TypeWriter {
    let generics = Set(model.associatedTypes.map(\.name))
    let typeNames = index.typeNames
    let module = model.module
    let graphModules = index.modules
    return TypeWriter(selfName: doubleName) { name in
      // An associated type is the double's own: `Self.Element`, never `Swift.Element`.
      guard let precise = name.precise, !precise.hasSuffix("Qa"),
        let owner = StandardTypes.module(of: precise)
      else { return nil }
      // A protocol named like the associated type constrained to it: `Span: Tracing.Span`.
      if generics.contains(name.name) && precise.hasSuffix("P") {
        return StandardTypes.umbrellas[owner] ?? owner
      }
      if LibraryNames.all.contains(name.name) && owner == module && !typeNames.contains(owner) {
        return owner
      }
      // A standard type the graphs declare another of: `Swift.Double` beside `protocol Double`.
      if typeNames.contains(name.name) && !graphModules.contains(owner) {
        return StandardTypes.umbrellas[owner] ?? owner
      }
      return nil
    }
  }

  private func typeContext(_ generics: GenericsWriter) -> TypeContext {
    TypeContext(
      index: index, surface: surface, writer: baseWriter,
      classGenerics: generics.sendability, classAliases: generics.aliases)
  }
}

extension Requirement {
  /// Whether it is a property or subscript with a setter.
  var isSettable: Bool {
    switch kind {
    case .property(let property): property.accessors.isSettable
    case .subscript(let declaration): declaration.accessors.isSettable
    default: false
    }
  }

  /// Gives a property or subscript a setter.
  mutating func makeSettable() {
    switch kind {
    case .property(var property):
      property.accessors.isSettable = true
      kind = .property(property)
    case .subscript(var declaration):
      declaration.accessors.isSettable = true
      kind = .subscript(declaration)
    default: break
    }
  }
}

extension Requirement.Kind {
  /// A word per kind, for signature keys.
  var tag: String {
    switch self {
    case .function: "func"
    case .initializer: "init"
    case .subscript: "subscript"
    case .property: "var"
    case .associatedType: "associatedtype"
    }
  }
}

extension Requirement {
  /// The type a stub answers with: a function's or subscript's result, a property's type.
  var answeredType: TypeSyntax? {
    switch kind {
    case .function(let function): function.result
    case .subscript(let declaration): declaration.result
    case .property(let property): property.type
    case .initializer, .associatedType: nil
    }
  }
}
