/// Everything generated code names from the library, in one place: the
/// stub type, its initializer, the call forms and `UncheckedSendable`,
/// each qualified by the library's module so that a user's own `Stub`,
/// `Recorder` or `Pattern` cannot be confused with them.
struct LibrarySurface: Sendable {
  /// The module that qualifies the library's names: `Dobby`, or
  /// `DobbyCore` when the user's graphs declare a type named `Dobby`
  /// (`Dobby.Stub` would then name a member of that type).
  var qualifier: String

  init(library: String, userTypeNames: Set<String>) {
    qualifier = userTypeNames.contains(library) ? "DobbyCore" : library
  }

  /// `Dobby.Stub<A, R>`.
  func stubType(_ arguments: String, _ result: String) -> String {
    "\(qualifier).Stub<\(arguments), \(result)>"
  }

  /// A new stub named `name` for reports; with `answering`, the stub
  /// answers that when no reaction matches.
  func makeStub(_ arguments: String, _ result: String, name: String, answering: String? = nil)
    -> String
  {
    let fallback = answering.map { ", default: \($0)" } ?? ""
    return "\(stubType(arguments, result))(name: \"\(name)\"\(fallback))"
  }

  /// `Dobby.UncheckedSendable<T>`.
  func uncheckedType(_ type: String) -> String { "\(qualifier).UncheckedSendable<\(type)>" }

  /// `Dobby.UncheckedSendable<T>(value)`.
  func unchecked(_ value: String, of type: String) -> String {
    "\(uncheckedType(type))(\(value))"
  }

  /// The expression that records a call and answers it: `invoke` where
  /// the requirement throws any error, `answer(_:throwing:)` for typed
  /// throws, `answer` (the failure path of a call that cannot throw)
  /// otherwise.
  func call(
    _ stub: String, arguments: String, isAsync: Bool, effect: Effect, typeWriter: TypeWriter
  ) -> String {
    let awaiting = isAsync ? "await " : ""
    switch effect {
    case .throwing: return "try \(awaiting)\(stub).invoke(\(arguments))"
    case .typed(let failure):
      return
        "try \(awaiting)\(stub).answer(\(arguments), throwing: \(typeWriter.write(failure)).self)"
    case .none, .rethrowing: return "\(awaiting)\(stub).answer(\(arguments))"
    }
  }
}
