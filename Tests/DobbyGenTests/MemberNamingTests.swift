import Foundation
import Testing

@testable import DobbyGen

/// The documented suffix rule for the names of a double's stubs.
struct MemberNamingTests {
  func requirement(_ kind: String, _ declaration: String) throws -> Requirement {
    let json = """
      {"kind": {"identifier": "\(kind)"}, "identifier": {"precise": "s:x"},
       "pathComponents": ["P", "x"], "accessLevel": "internal",
       "declarationFragments": [{"kind": "text", "spelling": "\(declaration)"}]}
      """
    let symbol = try JSONDecoder().decode(SymbolGraph.Symbol.self, from: Data(json.utf8))
    return try #require(Requirement(symbol, owner: "P", selfName: "PDouble"))
  }

  @Test func `overloads add their labels, clashes add Stub, properties Get and Set`() throws {
    let requirements = try [
      requirement("swift.method", "func charge(_ amount: Int, for order: String) -> Bool"),
      requirement("swift.method", "func charge(amount: Int) -> Bool"),
      requirement("swift.method", "func refresh()"),
      requirement("swift.method", "func send(_ mail: String)"),
      requirement("swift.property", "var count: Int { get set }"),
      requirement("swift.init", "init(seed: Int)"),
      requirement("swift.subscript", "subscript(index: Int) -> String { get }"),
      requirement("swift.method", "func send(_ mail: String, _ copy: String)"),
    ]
    #expect(
      MemberNaming.names(for: requirements) == [
        ["chargeFor"], ["chargeAmount"], ["refreshStub"], ["send"], ["countGet", "countSet"],
        ["initStub"], ["subscriptGet"], ["send2"],
      ])
  }

  @Test func `recorded types: Sendable as is, others wrapped, closures by kind`() {
    let context = TypeContext(
      sendableNames: StandardSendables.names.union(["Money"]), genericNames: ["T"],
      sendableGenerics: ["T"])
    let cases: [(String, String, String)] = [
      ("Money", "Money", "$"),
      ("Parcel", "UncheckedSendable<Parcel>", "UncheckedSendable($)"),
      ("inout Int", "Int", "$"),
      ("borrowing Parcel", "UncheckedSendable<Parcel>", "UncheckedSendable(copy $)"),
      ("Int...", "[Int]", "$"),
      ("[T]", "any Sendable", "$"),
      ("some Collection<Int>", "UncheckedSendable<any Collection<Int>>", "UncheckedSendable($)"),
      ("@escaping @Sendable (Int) -> Void", "@Sendable (Int) -> Void", "$"),
      ("@escaping (Int) -> Void", "UncheckedSendable<(Int) -> Void>", "UncheckedSendable($)"),
      ("(Int) throws -> Void", "String", "\"(Int) throws -> Void\""),
      ("((Int) -> Void)?", "UncheckedSendable<((Int) -> Void)?>", "UncheckedSendable($)"),
    ]
    for (written, type, wrap) in cases {
      let recorded = RecordedType.argument(written, in: context)
      #expect(recorded.type == type, "\(written)")
      #expect(recorded.wrap == wrap, "\(written)")
    }
  }
}
