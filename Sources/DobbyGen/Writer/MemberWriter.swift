/// Writes one requirement's stub and implementation.
struct MemberWriter {
  let double: DoubleWriter
  let context: TypeContext
  /// Whether the double has generic parameters (static stubs then live in
  /// a companion enum).
  let isGeneric: Bool
  /// The protocol's `init()` requirement, which becomes the double's one
  /// designated initializer; `nil` when it has none.
  private(set) var designated: [String]?
  /// The effects of the designated initializer: `try await ` when it has them.
  private(set) var designatedCall = ""

  init(double: DoubleWriter, context: TypeContext, isGeneric: Bool) {
    self.double = double
    self.context = context
    self.isGeneric = isGeneric
  }

  /// One member's lines, and its stubs in the companion enum if static.
  struct Member {
    var lines: [String] = []
    var statics: [String] = []
    /// Stubs the double's stub holder keeps (a distributed actor's).
    var held: [String] = []
  }

  /// The stub declarations and the implementation of `requirement`.
  mutating func implement(_ requirement: Requirement, stubs: [String]) throws(ProtocolModel
    .Unsupported) -> Member
  {
    let scope = Scope(requirement: requirement, writer: self)
    switch requirement.kind {
    case .function(let function): return scope.function(function, stub: stubs[0])
    case .property(let property): return scope.property(property, stubs: stubs)
    case .subscript(let declaration): return scope.subscript(declaration, stubs: stubs)
    case .initializer(let initializer):
      return try delegating(initializer, scope: scope, stub: stubs[0])
    case .associatedType: return Member()
    }
  }

  private mutating func delegating(
    _ initializer: InitializerDeclaration, scope: Scope, stub: String
  ) throws(ProtocolModel.Unsupported) -> Member {
    let isDesignated =
      designated == nil && initializer.parameters.isEmpty && initializer.generics.isEmpty
    var member = scope.initializer(
      initializer, stub: stub, isDesignated: isDesignated, delegation: designatedCall)
    if isDesignated {
      designated = member.lines
      member.lines = []
      designatedCall =
        (initializer.effect == .none ? "" : "try ") + (initializer.isAsync ? "await " : "")
    }
    return member
  }
}

/// What one requirement's members share: its modifiers, its generic
/// parameters (stored as `Any`), and where its stubs live.
struct Scope {
  let requirement: Requirement
  let double: DoubleWriter
  let context: TypeContext
  /// Whether the stubs live in the companion enum.
  let isCompanion: Bool

  init(requirement: Requirement, writer: MemberWriter) {
    self.requirement = requirement
    double = writer.double
    isCompanion = writer.isGeneric && requirement.isStatic
    var context = writer.context
    let (generics, whereClause) = requirement.genericsAndWhere
    for generic in generics {
      let isSendable =
        generic.constraints.contains { $0.isSendableConstraint }
        || whereClause.contains {
          $0.subject.associatedTypeName == nil
            && $0.subject == .nominal([TypeName(name: generic.name)])
            && $0.constraint.isSendableConstraint
        }
      context.erased[generic.name] = isSendable
    }
    if isCompanion {
      for (name, isSendable) in context.classGenerics { context.erased[name] = isSendable }
      // An alias can name the double's generic parameters: kept unchecked.
      for name in context.classAliases.keys { context.erased[name] = false }
      context.erased["Self"] = true
    }
    self.context = context
  }

  var writer: TypeWriter { context.writer }
  var surface: LibrarySurface { context.surface }

  /// `static ` and the attributes a requirement keeps: `nonisolated`, `@MainActor`.
  var modifiers: String {
    let kept = requirement.modifiers.compactMap { modifier -> String? in
      switch modifier {
      case "class", "static": "static"
      case "nonisolated", "@MainActor", "distributed", "@discardableResult", "@preconcurrency",
        "prefix",
        "postfix", "infix":
        modifier
      default: nil
      }
    }
    return (kept + implicitFixity).map { $0 + " " }.joined()
  }

  /// `prefix` for an operator with one operand whose graph leaves it out.
  private var implicitFixity: [String] {
    guard case .function(let function) = requirement.kind, function.parameters.count == 1,
      let first = function.name.first, !first.isLetter, first != "_", first != "`",
      !requirement.modifiers.contains("prefix"), !requirement.modifiers.contains("postfix")
    else { return [] }
    return ["prefix"]
  }

  /// `self.name`, `Self.name`.
  func reference(_ stub: String) -> String {
    if let holder = heldBy { return "self.\(holder)." + Name.escaped(stub) }
    return (requirement.isStatic ? "Self." : "self.") + Name.escaped(stub)
  }

  /// The property holding the stub when the double cannot keep it.
  private var heldBy: String? { requirement.isStatic ? nil : double.style.stubHolder }

  /// The stub's declaration, after its doc comment; in a generic double a
  /// static stub is a property of the companion enum the double forwards to.
  func stub(
    _ name: String, _ arguments: String, _ result: String, doc: String, answering: String? = nil
  )
    -> MemberWriter.Member
  {
    let made = surface.makeStub(
      arguments, result, name: "\(double.protocolName).\(name)", answering: answering)
    let escaped = Name.escaped(name)
    let nonisolated = double.style.memberModifier
    if heldBy != nil {
      return MemberWriter.Member(held: ["  /// \(doc)", "  let \(escaped) = \(made)"])
    }
    guard isCompanion else {
      let isStatic = requirement.isStatic ? "static " : ""
      return MemberWriter.Member(
        lines: ["  /// \(doc)", "  \(nonisolated)\(isStatic)let \(escaped) = \(made)"])
    }
    let type = surface.stubType(arguments, result)
    return MemberWriter.Member(
      lines: [
        "  /// \(doc)",
        "  \(nonisolated)static var \(escaped): \(type) { \(double.doubleName)Statics.\(escaped) }",
      ],
      statics: ["  static let \(escaped) = \(made)"])
  }

  /// `<T: P>`, or nothing.
  func genericClause(_ generics: [GenericParameter]) -> String {
    guard !generics.isEmpty else { return "" }
    return "<"
      + generics.map { generic in
        generic.constraints.isEmpty
          ? generic.name
          : generic.name + ": " + generic.constraints.map(writer.write).joined(separator: " & ")
      }.joined(separator: ", ") + ">"
  }

  /// ` where T: P`, or nothing.
  func whereText(_ clause: [WhereRequirement]) -> String {
    guard !clause.isEmpty else { return "" }
    return " where "
      + clause.map {
        writer.write($0.subject) + ($0.relation == .sameType ? " == " : ": ")
          + writer.write($0.constraint)
      }.joined(separator: ", ")
  }
}

extension Requirement {
  /// The requirement's own generic parameters and `where` clause.
  var genericsAndWhere: ([GenericParameter], [WhereRequirement]) {
    switch kind {
    case .function(let function): (function.generics, function.whereClause)
    case .initializer(let initializer): (initializer.generics, initializer.whereClause)
    case .subscript(let declaration): (declaration.generics, declaration.whereClause)
    default: ([], [])
    }
  }
}
