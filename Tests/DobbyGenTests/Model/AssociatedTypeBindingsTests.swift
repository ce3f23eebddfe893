import Testing

@testable import DobbyGen

/// One test per rule that binds an associated type.
struct AssociatedTypeBindingsTests {
  /// `Self.name`, and members after it: `Self.Iterator.Element`.
  func member(_ names: String...) -> TypeSyntax {
    .nominal([TypeName(name: "Self")] + names.map { TypeName(name: $0, precise: "s:x\($0)Qa") })
  }

  let selfType = TypeSyntax.nominal([TypeName(name: "Self")])

  func same(_ subject: TypeSyntax, _ constraint: TypeSyntax) -> WhereRequirement {
    WhereRequirement(subject: subject, relation: .sameType, constraint: constraint)
  }

  @Test func `a where clause fixing a type that names no associated type is a typealias`() {
    let bindings = AssociatedTypeBindings(
      [AssociatedTypeDeclaration(name: "Item")], whereClause: [same(member("Item"), T.int)])
    #expect(bindings.bindings.map(\.binding) == [.alias(T.int)])
    #expect(bindings.requirements.isEmpty)
  }

  @Test func `an associated type the same as Self is Self`() {
    let size = AssociatedTypeDeclaration(
      name: "Size", whereClause: [same(member("Size"), selfType)])
    let bindings = AssociatedTypeBindings([size], whereClause: [])
    #expect(bindings.bindings.map(\.binding) == [.alias(selfType)])
  }

  @Test func `a member of a generic associated type is that member, before a default`() {
    let iterator = AssociatedTypeDeclaration(
      name: "Iterator", inherited: [T.named("IteratorProtocol", "s:St")])
    let element = AssociatedTypeDeclaration(
      name: "Element", whereClause: [same(member("Element"), member("Iterator", "Element"))])
    let failure = AssociatedTypeDeclaration(
      name: "Failure", defaultType: .existential(T.named("Error", "s:s5ErrorP")),
      whereClause: [same(member("Failure"), member("Iterator", "Failure"))])
    let bindings = AssociatedTypeBindings([iterator, element, failure], whereClause: [])
    #expect(
      bindings.bindings.map(\.binding) == [
        .parameter(constraints: [T.named("IteratorProtocol", "s:St")]),
        .alias(member("Iterator", "Element")), .alias(member("Iterator", "Failure")),
      ])
    // `Element == Iterator.Element` is met by the alias: not in the where clause.
    #expect(bindings.requirements.isEmpty)
  }

  @Test func `a default is taken, and requirements naming Self through it are left out`() {
    let index = AssociatedTypeDeclaration(
      name: "Index", inherited: [T.named("Comparable", "s:SL")],
      whereClause: [same(member("Index"), member("SubSequence", "Index"))])
    let subSequence = AssociatedTypeDeclaration(
      name: "SubSequence", defaultType: T.named("Slice", "s:s5SliceV", [selfType]))
    let bindings = AssociatedTypeBindings([index, subSequence], whereClause: [])
    #expect(
      bindings.bindings.map(\.binding) == [
        .parameter(constraints: [T.named("Comparable", "s:SL")]),
        .alias(T.named("Slice", "s:s5SliceV", [selfType])),
      ])
    #expect(bindings.requirements.isEmpty)
  }

  @Test func `a generic parameter the same as a fixed member is that member`() {
    let interpolation = AssociatedTypeDeclaration(
      name: "Interpolation",
      defaultType: T.named("DefaultStringInterpolation", "s:s26DefaultStringInterpolationV"))
    let literal = AssociatedTypeDeclaration(
      name: "Literal",
      whereClause: [same(member("Interpolation", "Literal"), member("Literal"))])
    let bindings = AssociatedTypeBindings([interpolation, literal], whereClause: [])
    #expect(
      bindings.aliases.map(\.type).last
        == .nominal([
          TypeName(name: "DefaultStringInterpolation", precise: "s:s26DefaultStringInterpolationV"),
          TypeName(name: "Literal", precise: "s:xLiteralQa"),
        ]))
    #expect(bindings.parameters.isEmpty)
  }

  @Test func `requirements between generic parameters stay in the where clause`() {
    let magnitude = AssociatedTypeDeclaration(
      name: "Magnitude", inherited: [T.named("Numeric", "s:Sj")])
    let words = AssociatedTypeDeclaration(
      name: "Words", whereClause: [same(member("Words", "Element"), T.int)])
    let conformance = WhereRequirement(
      subject: member("Magnitude"), relation: .conformance,
      constraint: T.named("BinaryInteger", "s:Sz"))
    let bindings = AssociatedTypeBindings(
      [magnitude, words],
      whereClause: [conformance, same(member("Magnitude"), member("Magnitude", "Magnitude"))])
    #expect(
      bindings.bindings.map(\.binding) == [
        .parameter(constraints: [T.named("Numeric", "s:Sj"), T.named("BinaryInteger", "s:Sz")]),
        .parameter(constraints: []),
      ])
    #expect(
      bindings.requirements == [
        same(member("Magnitude"), member("Magnitude", "Magnitude")),
        same(member("Words", "Element"), T.int),
      ])
  }
}

extension AssociatedTypeBindingsTests {
  @Test func `a type made a member of another keeps its constraints, on the member`() {
    let unit = AssociatedTypeDeclaration(
      name: "Unit", inherited: [T.named("FixedWidthInteger", "s:s17FixedWidthIntegerP")],
      whereClause: [same(member("Unit"), member("Scalar", "Element"))])
    let scalar = AssociatedTypeDeclaration(
      name: "Scalar", inherited: [T.named("BidirectionalCollection", "s:SK")])
    let bindings = AssociatedTypeBindings([unit, scalar], whereClause: [])
    #expect(
      bindings.bindings.map(\.binding) == [
        .alias(member("Scalar", "Element")),
        .parameter(constraints: [T.named("BidirectionalCollection", "s:SK")]),
      ])
    #expect(
      bindings.requirements == [
        WhereRequirement(
          subject: member("Scalar", "Element"), relation: .conformance,
          constraint: T.named("FixedWidthInteger", "s:s17FixedWidthIntegerP"))
      ])
  }

  @Test func `a default that is not a named type leaves its requirements to the default`() {
    let entry = AssociatedTypeDeclaration(name: "Entry")
    let entries = AssociatedTypeDeclaration(
      name: "Entries", defaultType: .array(member("Entry")),
      whereClause: [same(member("Entries", "Element"), member("Entry"))])
    let bindings = AssociatedTypeBindings([entry, entries], whereClause: [])
    #expect(
      bindings.bindings.map(\.binding) == [
        .parameter(constraints: []), .alias(.array(member("Entry"))),
      ])
    #expect(bindings.requirements.isEmpty)
  }
}
