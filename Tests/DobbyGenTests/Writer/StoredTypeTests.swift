import Testing

@testable import DobbyGen

/// How a double keeps an argument or answers a result, one rule a case.
struct StoredTypeTests {
  let context = TypeContext(
    index: SymbolIndex(graphs: []),
    surface: LibrarySurface(library: "Dobby", userTypeNames: []),
    writer: TypeWriter(selfName: "PDouble"), classGenerics: ["Item": true, "Raw": false],
    erased: ["T": true, "U": false])

  @Test(
    arguments: [
      (T.int, "Int", "x", "x"),
      (
        T.named("Money", "s:4Shop5MoneyV"), "Dobby.UncheckedSendable<Money>",
        "Dobby.UncheckedSendable<Money>(x)", "x.value"
      ),
      (.array(T.named("T")), "any Sendable", "x", "x as! [T]"),
      (
        T.named("U"), "Dobby.UncheckedSendable<Any>", "Dobby.UncheckedSendable<Any>(x)",
        "x.value as! U"
      ),
      (T.named("Item"), "Item", "x", "x"),
      (
        T.named("Raw"), "Dobby.UncheckedSendable<Raw>", "Dobby.UncheckedSendable<Raw>(x)", "x.value"
      ),
      (.implicitlyUnwrapped(T.int), "Int?", "x", "x"),
      (
        T.named("Any"), "Dobby.UncheckedSendable<Any>", "Dobby.UncheckedSendable<Any>(x)", "x.value"
      ),
      (T.named("Self"), "PDouble", "x", "x"),
      // An optional kept as `Any` says so: no "implicitly coerced" warning.
      (
        .optional(T.named("U")), "Dobby.UncheckedSendable<Any>",
        "Dobby.UncheckedSendable<Any>(x as Any)", "x.value as! U?"
      ),
    ] as [(TypeSyntax, String, String, String)])
  func `stores`(_ type: TypeSyntax, _ stored: String, _ wrapped: String, _ unwrapped: String) {
    let argument = context.argument(type)
    #expect(argument.type == stored)
    #expect(argument.wrap("x") == wrapped)
    #expect(context.result(type).unwrap("x") == unwrapped)
  }

  @Test func `a closure that does not escape is recorded as its type's text`() {
    let closure = TypeSyntax.function(
      FunctionType(
        parameters: [TupleElement(type: T.int)], isAsync: false, effect: .none, result: .void))
    let stored = context.argument(closure)
    #expect(stored.type == "String")
    #expect(stored.wrap("body") == "\"(Int) -> ()\"")
  }

  @Test func `an escaping Sendable closure is kept; borrowing copies; some opens`() {
    let sendable = TypeSyntax.attributed(
      TypeAttributes(attributes: ["@escaping", "@Sendable"]),
      .function(FunctionType(parameters: [], isAsync: false, effect: .none, result: .void)))
    #expect(context.argument(sendable).type == "@Sendable () -> ()")
    let borrowing = TypeSyntax.attributed(TypeAttributes(specifiers: ["borrowing"]), T.int)
    #expect(context.argument(borrowing).wrap("x") == "copy x")
    #expect(
      context.argument(.optional(.opaque(T.named("P")))).type
        == "Dobby.UncheckedSendable<(any P)?>")
  }

  @Test func `library names are qualified by Dobby, or DobbyCore beside a user type Dobby`() {
    #expect(
      LibrarySurface(library: "Dobby", userTypeNames: ["Stub"]).stubType("A", "B")
        == "Dobby.Stub<A, B>")
    #expect(
      LibrarySurface(library: "Dobby", userTypeNames: ["Dobby"]).stubType("A", "B")
        == "DobbyCore.Stub<A, B>")
  }

  @Test func `modules from precise identifiers`() {
    #expect(StandardTypes.module(of: "s:20FoundationEssentials4DateV") == "FoundationEssentials")
    #expect(StandardTypes.module(of: "s:Si") == "Swift")
    #expect(StandardTypes.module(of: "s:ScE") == "_Concurrency")
    #expect(StandardTypes.module(of: "c:objc(cs)NSObject") == nil)
  }
}
