/// Requirements the compiler checks but the symbol graph leaves out, for
/// one protocol: underscored ones (`_cVarArgEncoding`,
/// `init(_truncatingBits:)`), those of an underscored protocol it inherits
/// (`UnicodeCodec` refines `_UnicodeEncoding`, which the graph has no
/// symbol or relationship for, only the declaration's text), and
/// ad-hoc ones (`appendInterpolation`, of which at least one must exist).
/// No flag of `swift-symbolgraph-extract` lists them, so the table says
/// them, as model values; ``ProtocolModel`` adds them wherever the
/// protocol is met, generated or inherited, and the double records them
/// like any other requirement. Requirements with a default
/// (`_UnicodeEncoding`'s `transcode(_:from:)` and `_isScalar(_:)`,
/// `UnicodeCodec`'s `_nullCodeUnitOffset(in:)`) are not listed: the
/// default serves.
struct HiddenRequirements: Sendable {
  /// The qualified name: `Swift.CVarArg`.
  var name: String
  /// The precise identifier the graphs use for the protocol.
  var precise: String
  /// Whether the table lists every requirement, as for a protocol no
  /// graph declares (`_UnicodeEncoding`) or one whose only requirement is
  /// hidden (`CVarArg`): it can then stand for the protocol when a graph
  /// names it only as inherited.
  var listsEveryRequirement = false
  var associatedTypes: [AssociatedTypeDeclaration] = []
  var requirements: [Requirement] = []
  /// Types the double declares for associated types that no type of the
  /// library can be: `ForwardParser`, whose `Encoding` is the double.
  var nestedTypes: [NestedType] = []

  /// A type a double declares inside itself, with fixed members.
  struct NestedType: Equatable, Sendable {
    /// Its name, which is also the associated type it stands for.
    var name: String
    /// The doc comment's one line.
    var summary: String
    /// Other associated types it stands for: `ReverseParser`.
    var alsoNamed: [String] = []
    var conformances: [TypeSyntax] = []
    /// `typealias Encoding = Self`: `Self` is the double.
    var typeAliases: [NestedAlias] = []
    /// Functions and what each returns.
    var functions: [FixedFunction] = []
  }

  /// `typealias name = type` inside a nested type.
  struct NestedAlias: Equatable, Sendable {
    var name: String
    var type: TypeSyntax
  }

  /// A function with a fixed answer: `.emptyInput`.
  struct FixedFunction: Equatable, Sendable {
    var modifiers: [String] = []
    var declaration: FunctionDeclaration
    /// The expression it returns, as Swift source.
    var answer: String
  }

  /// The entry for the protocol `precise`, or named `name`; `nil` when the
  /// graph lists all it requires.
  static func entry(precise: String, name: String?) -> HiddenRequirements? {
    byPrecise[precise] ?? name.flatMap { byName[$0] }
  }

  /// The entry for a protocol a declaration names as inherited: by its
  /// precise identifier, or by its name, `_UnicodeEncoding` being
  /// `Swift._UnicodeEncoding` (the compiler prints no identifier for an
  /// underscored protocol).
  static func entry(written type: TypeSyntax) -> HiddenRequirements? {
    guard case .nominal(let names) = type, names.allSatisfy(\.arguments.isEmpty) else {
      return nil
    }
    if let precise = names.last?.precise { return byPrecise[precise] }
    let name = names.map(\.name).joined(separator: ".")
    return byName[name] ?? byName["Swift." + name]
  }

  private static let byPrecise = Dictionary(
    all.map { ($0.precise, $0) }, uniquingKeysWith: { first, _ in first })
  private static let byName = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every entry, one per protocol.
  static let all: [HiddenRequirements] = [
    cVarArg, fixedWidthInteger, stringInterpolation, unicodeEncoding,
  ]

  /// `var _cVarArgEncoding: [Int] { get }`: the words a C variadic
  /// argument is passed as.
  static let cVarArg = HiddenRequirements(
    name: "Swift.CVarArg", precise: "s:s7CVarArgP", listsEveryRequirement: true,
    requirements: [
      Requirement(
        kind: .property(
          PropertyDeclaration(name: "_cVarArgEncoding", type: .array(Types.int), accessors: .init())
        ),
        precise: hidden("Swift.CVarArg._cVarArgEncoding"))
    ])

  /// `init(_truncatingBits bits: UInt)`: the integer from a word's low bits.
  static let fixedWidthInteger = HiddenRequirements(
    name: "Swift.FixedWidthInteger", precise: "s:s17FixedWidthIntegerP",
    requirements: [
      Requirement(
        kind: .initializer(
          InitializerDeclaration(
            parameters: [Parameter(label: "_truncatingBits", name: "bits", type: Types.uint)])),
        precise: hidden("Swift.FixedWidthInteger.init(_truncatingBits:)"))
    ])

  /// `mutating func appendInterpolation<T>(_ value: T)`: the compiler
  /// requires at least one `appendInterpolation`, and any value can be
  /// interpolated into this one.
  static let stringInterpolation = HiddenRequirements(
    name: "Swift.StringInterpolationProtocol", precise: "s:s27StringInterpolationProtocolP",
    requirements: [
      Requirement(
        kind: .function(
          FunctionDeclaration(
            name: "appendInterpolation", generics: [GenericParameter(name: "T")],
            parameters: [Parameter(label: nil, name: "value", type: Types.named("T"))])),
        modifiers: ["mutating"],
        precise: hidden("Swift.StringInterpolationProtocol.appendInterpolation(_:)"))
    ])

  /// `_UnicodeEncoding` (`Unicode.Encoding`, which `UnicodeCodec`
  /// refines): its code unit and encoded scalar types, the static
  /// requirements without a default, and parsers of the double's own.
  static let unicodeEncoding = HiddenRequirements(
    name: "Swift._UnicodeEncoding", precise: "s:s16_UnicodeEncodingP",
    listsEveryRequirement: true,
    associatedTypes: [
      AssociatedTypeDeclaration(
        name: "CodeUnit", inherited: [Types.fixedWidthInteger, Types.unsignedInteger],
        whereClause: [
          WhereRequirement(
            subject: Types.encoding("CodeUnit"), relation: .sameType,
            constraint: Types.encoding("EncodedScalar", "Element"))
        ]),
      AssociatedTypeDeclaration(name: "EncodedScalar", inherited: [Types.bidirectionalCollection]),
    ],
    requirements: [
      Requirement(
        kind: .property(
          PropertyDeclaration(
            name: "encodedReplacementCharacter", type: Types.encoding("EncodedScalar"),
            accessors: .init())),
        modifiers: ["static"], precise: hidden("Swift._UnicodeEncoding.encodedReplacementCharacter")
      ),
      Requirement(
        kind: .function(
          FunctionDeclaration(
            name: "decode",
            parameters: [
              Parameter(label: nil, name: "content", type: Types.encoding("EncodedScalar"))
            ],
            result: Types.unicodeScalar)),
        modifiers: ["static"], precise: hidden("Swift._UnicodeEncoding.decode(_:)")),
      Requirement(
        kind: .function(
          FunctionDeclaration(
            name: "encode",
            parameters: [Parameter(label: nil, name: "content", type: Types.unicodeScalar)],
            result: .optional(Types.encoding("EncodedScalar")))),
        modifiers: ["static"], precise: hidden("Swift._UnicodeEncoding.encode(_:)")),
    ],
    nestedTypes: [parser])

  /// The double's `ForwardParser` and `ReverseParser`: an encoding's
  /// parsers must have the encoding itself as theirs, which only a type
  /// declared inside the double can.
  private static let parser = NestedType(
    name: "ForwardParser",
    summary: "The double's parser, both ways: it finds no scalars (`.emptyInput`).",
    alsoNamed: ["ReverseParser"], conformances: [Types.unicodeParser],
    typeAliases: [NestedAlias(name: "Encoding", type: .nominal([TypeName(name: "Self")]))],
    functions: [
      FixedFunction(
        modifiers: ["mutating"],
        declaration: FunctionDeclaration(
          name: "parseScalar", generics: [GenericParameter(name: "I")],
          parameters: [
            Parameter(
              label: "from", name: "input",
              type: .attributed(TypeAttributes(specifiers: ["inout"]), Types.named("I")))
          ],
          result: Types.parseResult,
          whereClause: [
            WhereRequirement(
              subject: Types.named("I"), relation: .conformance,
              constraint: Types.named("IteratorProtocol", "s:St")),
            WhereRequirement(
              subject: .nominal([TypeName(name: "I"), TypeName(name: "Element")]),
              relation: .sameType,
              constraint: .nominal([TypeName(name: "Encoding"), TypeName(name: "CodeUnit")])),
          ]),
        answer: ".emptyInput")
    ])

  /// The table's own identifier for a requirement the graph does not
  /// give: `hidden:Swift.CVarArg._cVarArgEncoding`.
  private static func hidden(_ name: String) -> String { "hidden:" + name }

  /// The standard types the entries name.
  private enum Types {
    static let int = named("Int", "s:Si")
    static let uint = named("UInt", "s:Su")
    static let fixedWidthInteger = named("FixedWidthInteger", "s:s17FixedWidthIntegerP")
    static let unsignedInteger = named("UnsignedInteger", "s:SU")
    static let bidirectionalCollection = named("BidirectionalCollection", "s:SK")
    static let unicodeScalar = TypeSyntax.nominal([
      TypeName(name: "Unicode", precise: "s:s7UnicodeO"),
      TypeName(name: "Scalar", precise: "s:s7UnicodeO6ScalarV"),
    ])
    static let unicodeParser = TypeSyntax.nominal([
      TypeName(name: "Unicode", precise: "s:s7UnicodeO"),
      TypeName(name: "Parser", precise: "s:s7UnicodeO6Parsera"),
    ])
    /// `Unicode.ParseResult<Encoding.EncodedScalar>`.
    static let parseResult = TypeSyntax.nominal([
      TypeName(name: "Unicode", precise: "s:s7UnicodeO"),
      TypeName(
        name: "ParseResult", precise: "s:s7UnicodeO11ParseResultO",
        arguments: [.nominal([TypeName(name: "Encoding"), TypeName(name: "EncodedScalar")])]),
    ])

    static func named(_ name: String, _ precise: String? = nil) -> TypeSyntax {
      .nominal([TypeName(name: name, precise: precise)])
    }

    /// `Self.CodeUnit`, `Self.EncodedScalar.Element`: `_UnicodeEncoding`'s
    /// associated types, and members of them.
    static func encoding(_ associatedType: String, _ members: String...) -> TypeSyntax {
      .nominal(
        [
          TypeName(name: "Self"),
          TypeName(
            name: associatedType,
            precise: "s:s16_UnicodeEncodingP\(associatedType.count)\(associatedType)Qa"),
        ] + members.map { TypeName(name: $0) })
    }
  }
}
