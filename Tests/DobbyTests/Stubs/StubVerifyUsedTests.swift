import Dobby
import Testing

@Suite(.temporaryRecordings)
struct StubVerifyUsedTests {
  @Test func `verifyUsed fails once at the caller's line, listing each unused reaction`() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    let first = #line + 1
    pricing.on("SKU-2", return: 4.0)
    pricing.on(any(), return: 1.0)
    pricing.on("SKU-1", return: 9.5)
    _ = try pricing.invoke("SKU-1")
    let line = #line + 2
    withKnownIssue {
      let unused = pricing.verifyUsed()
      #expect(unused.count == 2)
    } matching: { issue in
      let text = issue.text
      return issue.error.map { "\($0)" }
        == #"DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked (+1 more)"#
        && text.contains("dobby: stub pricing has 2 unused reactions\n")
        && text.contains(
          #"StubVerifyUsedTests.swift:\#(first): error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked"#
        )
        && text.contains(
          #"StubVerifyUsedTests.swift:\#(first + 1): error: DOBBY-E006 unused: pricing.on(any()) was never invoked"#
        )
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "DobbyTests/StubVerifyUsedTests.swift"
    }
  }

  @Test func `verifyUsed records nothing when every live reaction was used`() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5)
    pricing.on("SKU-2", return: 4.0).dispose()
    _ = try pricing.invoke("SKU-1")
    #expect(pricing.verifyUsed().isEmpty)
  }

  @Test func `a pattern's verify fails on an unused reaction with the reaction's line`() {
    let pricing = Stub<String, Double>(name: "pricing")
    let line = #line + 1
    pricing.on("SKU-2", return: 4.0)
    let pattern = Pattern().expectUsed(pricing)
    withKnownIssue {
      pattern.verify()
    } matching: { issue in
      issue.error.map { "\($0)" }
        == #"DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked"#
        && issue.text.contains("StubVerifyUsedTests.swift:\(line): error: DOBBY-E006 unused")
    }
  }
}
