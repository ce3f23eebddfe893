import Testing

@testable import Dobby

/// The process's last line counts the failures no test took apart from
/// those an ended test took as its issues, which are already in the log.
struct UnreportedFailuresTests {
  @Test func `failures no test took are counted as such`() {
    #expect(
      UnreportedFailures.exitLine(untaken: 1, takenLate: 0)
        == "dobby: 1 failure no test could take (outside any test, or after their test ended);"
        + " exit status 1")
  }

  @Test func `failures an ended test took are named as its issues`() {
    #expect(
      UnreportedFailures.exitLine(untaken: 0, takenLate: 1)
        == "dobby: 1 failure found after its test ended (in the log as that test's issue);"
        + " exit status 1")
    #expect(
      UnreportedFailures.exitLine(untaken: 0, takenLate: 3)
        == "dobby: 3 failures found after their tests ended (in the log as those tests' issues);"
        + " exit status 1")
  }

  @Test func `both kinds are counted in one line`() {
    #expect(
      UnreportedFailures.exitLine(untaken: 1, takenLate: 3)
        == "dobby: 1 failure no test could take (outside any test, or after their test ended),"
        + " and 3 found after their tests ended (in the log as those tests' issues); exit status 1")
  }

  @Test func `no failure says nothing`() {
    #expect(UnreportedFailures.exitLine(untaken: 0, takenLate: 0) == nil)
  }
}
