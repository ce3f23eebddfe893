/// One requirement of a protocol, read from its declaration's tokens.
struct Requirement: Equatable, Sendable {
  /// What the requirement declares.
  enum Kind: Equatable, Sendable {
    case function(FunctionDeclaration)
    case initializer(InitializerDeclaration)
    case `subscript`(SubscriptDeclaration)
    case property(PropertyDeclaration)
    case associatedType(AssociatedTypeDeclaration)
  }

  var kind: Kind
  /// Modifiers and attributes before the introducer: `static`,
  /// `mutating`, `nonisolated`, `@MainActor`, `@discardableResult`.
  var modifiers: [String] = []
  /// The symbol's precise identifier: one requirement restated in a
  /// refining protocol, or inherited twice, has one.
  var precise: String = ""
  /// Whether the protocol's extensions give it a default implementation.
  var hasDefault = false

  /// `static` or `class`.
  var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

  /// The base name shared by overloads: `charge`, `init`, `subscript`.
  var baseName: String {
    switch kind {
    case .function(let function): Name.unescaped(function.name)
    case .initializer: "init"
    case .subscript: "subscript"
    case .property(let property): Name.unescaped(property.name)
    case .associatedType(let type): Name.unescaped(type.name)
    }
  }
}

/// `func name<G>(parameters) async throws -> Result where …`.
struct FunctionDeclaration: Equatable, Sendable {
  var name: String
  var generics: [GenericParameter] = []
  var parameters: [Parameter] = []
  var isAsync = false
  var effect = Effect.none
  /// `nil` for none (`Void`).
  var result: TypeSyntax?
  var whereClause: [WhereRequirement] = []
}

/// `init?<G>(parameters) async throws where …`.
struct InitializerDeclaration: Equatable, Sendable {
  /// `?` or `!` for a failable initializer, `nil` otherwise.
  var failability: String?
  var generics: [GenericParameter] = []
  var parameters: [Parameter] = []
  var isAsync = false
  var effect = Effect.none
  var whereClause: [WhereRequirement] = []
}

/// `subscript<G>(parameters) -> Result { get set }`.
struct SubscriptDeclaration: Equatable, Sendable {
  var generics: [GenericParameter] = []
  var parameters: [Parameter] = []
  var result: TypeSyntax
  var accessors: Accessors
  var whereClause: [WhereRequirement] = []
}

/// `var name: Type { get set }`.
struct PropertyDeclaration: Equatable, Sendable {
  var name: String
  var type: TypeSyntax
  var accessors: Accessors
}

/// `associatedtype Name: Constraints = Default where …`.
struct AssociatedTypeDeclaration: Equatable, Sendable {
  var name: String
  var inherited: [TypeSyntax] = []
  var defaultType: TypeSyntax?
  var whereClause: [WhereRequirement] = []
}

/// The accessors a property or subscript requires.
struct Accessors: Equatable, Sendable {
  var isSettable = false
  /// The getter's effects.
  var isAsync = false
  var effect = Effect.none
}

/// One parameter of a function, initializer or subscript.
struct Parameter: Equatable, Sendable {
  /// The argument label; `nil` for none (`_`, and a subscript's default).
  var label: String?
  /// The name the body uses.
  var name: String
  var type: TypeSyntax
  /// `T...`.
  var isVariadic = false
}

/// A generic parameter and the constraints written beside it: `T: P & Q`.
struct GenericParameter: Equatable, Sendable {
  var name: String
  var constraints: [TypeSyntax] = []
}

/// One requirement of a `where` clause.
struct WhereRequirement: Equatable, Sendable {
  /// `:` or `==`.
  enum Relation: Equatable, Sendable {
    case conformance
    case sameType
  }

  var subject: TypeSyntax
  var relation: Relation
  var constraint: TypeSyntax
}
