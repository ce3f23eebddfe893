import Testing

@testable import DobbyGen

/// One case per rule of the type grammar: the compiler's fragments in,
/// the typed model out.
struct TypeParserTests {
  static let cases: [(String, [Part], TypeSyntax)] = [
    (
      "a named type with arguments", [.type("Array", "s:Sa"), "<", .type("Int", "s:Si"), ">"],
      T.named("Array", "s:Sa", [T.int])
    ),
    (
      "a member type", [.type("Self"), ".", .type("Item", "s:P4ItemQa")],
      .nominal([TypeName(name: "Self"), TypeName(name: "Item", precise: "s:P4ItemQa")])
    ),
    (
      "a labelled tuple", ["(a: ", .type("Int", "s:Si"), ", b: ", .type("String", "s:SS"), ")"],
      .tuple([TupleElement(label: "a", type: T.int), TupleElement(label: "b", type: T.string)])
    ),
    ("the empty tuple", ["()"], .void),
    ("a parenthesized type", ["(", .type("Int", "s:Si"), ")"], T.int),
    (
      "an async throwing function",
      [
        "(", .type("Int", "s:Si"), ") ", .keyword("async"), " ",
        .keyword("throws"), " -> ", .type("String", "s:SS"),
      ],
      .function(
        FunctionType(
          parameters: [TupleElement(type: T.int)], isAsync: true,
          effect: .throwing, result: T.string))
    ),
    (
      "an optional opaque type", ["(", .keyword("some"), " ", .type("P", "s:1P"), ")?"],
      .optional(.opaque(T.named("P", "s:1P")))
    ),
    ("an implicitly unwrapped optional", [.type("Int", "s:Si"), "!"], .implicitlyUnwrapped(T.int)),
    ("an array", ["[", .type("Int", "s:Si"), "]"], .array(T.int)),
    (
      "a dictionary", ["[", .type("String", "s:SS"), ": ", .type("Int", "s:Si"), "]"],
      .dictionary(T.string, T.int)
    ),
    (
      "an existential keyword in a text fragment", ["[any ", .type("P", "s:1P"), "]"],
      .array(.existential(T.named("P", "s:1P")))
    ),
    (
      "a composition", [.type("P", "s:1P"), " & ", .type("Q", "s:1Q")],
      .composition([T.named("P", "s:1P"), T.named("Q", "s:1Q")])
    ),
    ("Any and AnyObject", [.keyword("Any")], T.named("Any")),
    ("a metatype", [.keyword("Any"), ".Type"], .metatype(T.named("Any"), isProtocol: false)),
    (
      "a protocol metatype", [.type("P", "s:1P"), ".Protocol"],
      .metatype(T.named("P", "s:1P"), isProtocol: true)
    ),
    (
      "attributes and a specifier",
      [
        .keyword("inout"), " ", .attribute("@escaping"), " ",
        .attribute("@Sendable"), " () -> ", .type("Void", "s:s4Voida"),
      ],
      .attributed(
        TypeAttributes(attributes: ["@escaping", "@Sendable"], specifiers: ["inout"]),
        .function(
          FunctionType(
            parameters: [], isAsync: false, effect: .none,
            result: T.named("Void", "s:s4Voida"))))
    ),
    (
      "an attribute with an argument", [.attribute("@isolated"), "(any) () -> ()"],
      .attributed(
        TypeAttributes(attributes: ["@isolated(any)"]),
        .function(FunctionType(parameters: [], isAsync: false, effect: .none, result: .void)))
    ),
    (
      "typed throws of Never does not throw",
      [
        "() ", .keyword("throws"), "(",
        .type("Never", "s:s5NeverO"), ") -> ()",
      ],
      .function(FunctionType(parameters: [], isAsync: false, effect: .none, result: .void))
    ),
    (
      "a pack expansion", [.keyword("repeat"), " ", .keyword("each"), " ", .type("T")],
      .packExpansion(.packElement(T.named("T")))
    ),
  ]

  @Test(arguments: cases)
  func `reads`(_ rule: String, _ parts: [Part], _ expected: TypeSyntax) throws {
    var stream = tokens(parts)
    #expect(try stream.parseType() == expected, "\(rule)")
    #expect(stream.isAtEnd, "\(rule)")
  }

  @Test func `a type it cannot read is one line naming the token`() {
    var stream = tokens(["(", .type("Int", "s:Si")])
    #expect(throws: TokenStream.Failure(reason: "expected `)` at token 3 of the declaration")) {
      try stream.parseType()
    }
  }
}
