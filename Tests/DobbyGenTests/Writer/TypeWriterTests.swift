import Testing

@testable import DobbyGen

/// The printer's rules: `Self`, `Self.Item`, parentheses a postfix needs,
/// `some` opened for storage, qualifiers.
struct TypeWriterTests {
  let writer = TypeWriter(selfName: "PDouble")

  @Test func `Self is the double and Self.Item its generic parameter`() {
    #expect(writer.write(T.named("Self")) == "PDouble")
    #expect(writer.write(.nominal([TypeName(name: "Self"), TypeName(name: "Item")])) == "Item")
  }

  @Test func `a postfix mark parenthesizes some, any, compositions and functions`() {
    #expect(writer.write(.optional(.opaque(T.named("P")))) == "(some P)?")
    #expect(writer.write(.implicitlyUnwrapped(T.int)) == "Int!")
    #expect(
      writer.write(.metatype(.composition([T.named("P"), T.named("Q")]), isProtocol: false))
        == "(P & Q).Type")
  }

  @Test func `stored types open some into any`() {
    #expect(writer.opening().write(.optional(.opaque(T.named("P")))) == "(any P)?")
  }

  @Test func `functions, tuples, collections and attributes`() {
    let function = TypeSyntax.attributed(
      TypeAttributes(attributes: ["@escaping", "@Sendable"]),
      .function(
        FunctionType(
          parameters: [TupleElement(type: T.int)], isAsync: true,
          effect: .typed(T.named("E")), result: .void)))
    #expect(writer.write(function) == "@escaping @Sendable (Int) async throws(E) -> ()")
    #expect(
      writer.write(.tuple([TupleElement(label: "in", type: T.int), TupleElement(type: T.string)]))
        == "(in: Int, String)")
    #expect(writer.write(.dictionary(T.string, .array(T.int))) == "[String: [Int]]")
  }

  @Test func `a qualifier goes before the first name only`() {
    var writer = self.writer
    writer.qualifier = { $0.name == "Stub" ? "Shop" : nil }
    #expect(
      writer.write(.nominal([TypeName(name: "Stub"), TypeName(name: "Kind")])) == "Shop.Stub.Kind")
    #expect(writer.write(T.int) == "Int")
  }
}
