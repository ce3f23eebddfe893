/// A type as a declaration writes it, one case per rule of Swift's type
/// grammar that generated doubles meet.
indirect enum TypeSyntax: Equatable, Sendable {
  /// A named type, with its members and generic arguments:
  /// `Outer.Inner<Int>`, `Self.Item`, `Any`.
  case nominal([TypeName])
  /// `(A, label: B)`; `()` is the empty tuple.
  case tuple([TupleElement])
  /// `@Sendable (A) async throws -> B`, its attributes outside.
  case function(FunctionType)
  /// `T?`.
  case optional(TypeSyntax)
  /// `T!`.
  case implicitlyUnwrapped(TypeSyntax)
  /// `[T]`.
  case array(TypeSyntax)
  /// `[K: V]`.
  case dictionary(TypeSyntax, TypeSyntax)
  /// `some P`.
  case opaque(TypeSyntax)
  /// `any P`.
  case existential(TypeSyntax)
  /// `P & Q`.
  case composition([TypeSyntax])
  /// `T.Type`, or `P.Protocol` when `isProtocol`.
  case metatype(TypeSyntax, isProtocol: Bool)
  /// Attributes and specifiers before a type: `@escaping`, `inout`, `sending`.
  case attributed(TypeAttributes, TypeSyntax)
  /// `repeat T` in a parameter pack.
  case packExpansion(TypeSyntax)
  /// `each T`.
  case packElement(TypeSyntax)

  /// The empty tuple, `()`, written `Void` where a type is spelled out.
  static let void = TypeSyntax.tuple([])
}

/// One component of a named type: `Inner<Int>` in `Outer.Inner<Int>`.
struct TypeName: Equatable, Sendable {
  /// The name as the compiler prints it.
  var name: String
  /// The compiler's precise identifier (USR), when it gave one.
  var precise: String?
  /// The generic arguments, empty for none.
  var arguments: [TypeSyntax] = []
}

/// One element of a tuple type.
struct TupleElement: Equatable, Sendable {
  /// The element's label, `nil` for none.
  var label: String?
  var type: TypeSyntax
}

/// The parts of a function type after its attributes.
struct FunctionType: Equatable, Sendable {
  var parameters: [TupleElement]
  var isAsync: Bool
  var effect: Effect
  var result: TypeSyntax
}

/// Attributes and specifiers written before a type.
struct TypeAttributes: Equatable, Sendable {
  /// `@escaping`, `@Sendable`, `@MainActor`, `@isolated(any)`, as written.
  var attributes: [String] = []
  /// `inout`, `borrowing`, `consuming`, `sending`, `isolated`, `__owned`.
  var specifiers: [String] = []

  var isEmpty: Bool { attributes.isEmpty && specifiers.isEmpty }
}

/// Whether a function, accessor or function type throws, and what.
enum Effect: Equatable, Sendable {
  case none
  /// `throws`, or `throws(any Error)`.
  case throwing
  /// `throws(E)` for a concrete `E`.
  case typed(TypeSyntax)
  case rethrowing
}
