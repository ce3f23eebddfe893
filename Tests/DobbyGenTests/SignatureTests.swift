import Testing

@testable import DobbyGen

struct SignatureTests {
  @Test func `splits a method into labels, names, effects and result`() throws {
    let signature = try #require(
      Declaration.parse(
        "func charge(_ amount: Money, for order: String) async throws -> String"))
    #expect(signature.name == "charge")
    #expect(
      signature.parameters == [
        .init(label: nil, name: "amount", type: "Money"),
        .init(label: "for", name: "order", type: "String"),
      ])
    #expect(signature.isAsync)
    #expect(signature.effect == .throwing)
    #expect(signature.result == "String")
  }

  @Test func `reads typed throws, rethrows and nested closures`() throws {
    let typed = try #require(Declaration.parse("func load() throws(LoadError) -> [Int: String]"))
    #expect(typed.effect == .typed("LoadError"))
    #expect(typed.result == "[Int: String]")
    let each = try #require(
      Declaration.parse(
        "func each<T>(_ xs: [T], _ body: (T, Int) throws -> Void) rethrows where T: Sendable"))
    #expect(each.genericNames == ["T"])
    #expect(each.parameters.map(\.type) == ["[T]", "(T, Int) throws -> Void"])
    #expect(each.effect == .rethrowing)
    #expect(each.result == nil)
  }

  @Test func `a subscript's single name is not a label`() throws {
    let signature = try #require(
      Declaration.parse("subscript(index: Int) -> String { get }", isSubscript: true))
    #expect(signature.parameters == [.init(label: nil, name: "index", type: "Int")])
    #expect(signature.result == "String")
  }
}
