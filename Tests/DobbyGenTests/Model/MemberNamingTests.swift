import Testing

@testable import DobbyGen

/// The documented suffix rule for the names of a double's stubs.
struct MemberNamingTests {
  func function(_ name: String, _ labels: [String?], isStatic: Bool = false) -> Requirement {
    Requirement(
      kind: .function(
        FunctionDeclaration(
          name: name,
          parameters: labels.enumerated().map { Parameter(label: $1, name: "p\($0)", type: T.int) })
      ),
      modifiers: isStatic ? ["static"] : [])
  }

  @Test func `overloads add their labels, clashes add Stub, properties Get and Set`() {
    let requirements = [
      function("charge", [nil, "for"]),
      function("charge", ["amount"]),
      function("refresh", []),
      function("send", [nil]),
      Requirement(
        kind: .property(
          PropertyDeclaration(name: "count", type: T.int, accessors: Accessors(isSettable: true)))),
      Requirement(
        kind: .initializer(
          InitializerDeclaration(parameters: [Parameter(label: "seed", name: "seed", type: T.int)]))
      ),
      Requirement(
        kind: .subscript(
          SubscriptDeclaration(
            parameters: [Parameter(label: nil, name: "i", type: T.int)], result: T.string,
            accessors: Accessors()))),
      function("send", [nil, nil]),
    ]
    #expect(
      MemberNaming.names(for: requirements) == [
        ["chargeFor"], ["chargeAmount"], ["refreshStub"], ["send"], ["countGet", "countSet"],
        ["initStub"], ["subscriptGet"], ["send2"],
      ])
  }

  @Test func `keywords take Stub and operators are spelled in words`() {
    let requirements = [
      function("`for`", [nil]), function("==", [nil, nil], isStatic: true),
      function("<=", [nil, nil], isStatic: true),
    ]
    #expect(MemberNaming.names(for: requirements) == [["forStub"], ["equalEqual"], ["lessEqual"]])
  }

  @Test func `names the double declares otherwise are taken`() {
    #expect(
      MemberNaming.names(for: [function("description", [nil])], taken: ["description"])
        == [["descriptionStub"]])
  }
}
