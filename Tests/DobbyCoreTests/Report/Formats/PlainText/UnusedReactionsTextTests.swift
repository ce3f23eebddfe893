import DobbyCore
import DobbyTestSupport
import Testing

struct UnusedReactionsTextTests {
  @Test func `each unused reaction is a compiler-style line at its on line`() {
    let pricing = Stub<String, Double>(name: "pricing")
    let site = Fixture.Site.thing
    pricing.on("SKU-1", return: 9.5, fileID: site.fileID, filePath: site.filePath, line: 12)
    pricing.on(any(), return: 1, fileID: site.fileID, filePath: site.filePath, line: 13)
    let text = UnusedReactionsText(
      stub: pricing.name, reactions: pricing.unusedReactions, basePath: "/src")
    #expect(
      text?.headline == #"DOBBY-E006 unused: pricing.on(== "SKU-1") was never invoked (+1 more)"#)
    #expect(
      text?.message == """
        dobby: stub pricing has 2 unused reactions
        Tests/ThingTests.swift:12: error: DOBBY-E006 unused: pricing.on(== "SKU-1") was never invoked
        Tests/ThingTests.swift:13: error: DOBBY-E006 unused: pricing.on(any()) was never invoked

        """)
  }

  @Test func `a shadowed reaction names the newer one and the call under its line`() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    let site = Fixture.Site.thing
    pricing.on("SKU-1", return: 9.5, fileID: site.fileID, filePath: site.filePath, line: 12)
    pricing.on(any(), return: 1, fileID: site.fileID, filePath: site.filePath, line: 13)
    _ = try pricing.invoke("SKU-1")
    let text = UnusedReactionsText(
      stub: pricing.name, reactions: pricing.unusedReactions, basePath: "/src")
    #expect(
      text?.message == """
        dobby: stub pricing has 1 unused reaction
        Tests/ThingTests.swift:12: error: DOBBY-E006 unused: pricing.on(== "SKU-1") was never invoked: the newer pricing.on(any()) is tried first and matches the same call
          newer:    pricing.on(any())   (Tests/ThingTests.swift:13)
          call:     pricing("SKU-1")

        """)
  }

  @Test func `no unused reactions, no text`() {
    #expect(UnusedReactionsText(stub: "s", reactions: [], basePath: nil) == nil)
  }
}
