import DobbyCore
import DobbyTestSupport
import Testing

/// The report's first line is the divergence that explains the others: a
/// call that differs from the expectation due in one field is that
/// expectation's mismatch, headlined with the field, at the test's line.
struct CauseFirstTests {
  struct Request: Equatable, Sendable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: String
  }

  static let put = Request(
    method: "PUT", path: "/notes/1",
    headers: ["Accept": "application/json"], body: "milk")

  /// A strict, ordered pattern expecting `put`, and a call that sent
  /// `sent` in its place.
  private func report(sent: Request) -> VerificationReport {
    let requests = Recorder<Request>(name: "requests")
    requests.record(
      sent, fileID: "Notes/NotesSync.swift", filePath: "/src/Sources/Notes/NotesSync.swift",
      line: 57, column: 9)
    let pattern = Pattern()
    pattern.expect(
      Self.put, in: requests, fileID: "NotesTests/NotesTests.swift",
      filePath: "/src/Tests/NotesTests/NotesTests.swift", line: 35, column: 5)
    return pattern.check()
  }

  @Test func `one differing field headlines the expectation at its line`() {
    var post = Self.put
    post.method = "POST"
    let report = report(sent: post)
    #expect(
      report.headline
        == #"DOBBY-E004 unfulfilled: E1 requests == Request(method: "PUT", path: "/notes/1", headers: ["Accept": "application/json"], body: "milk") expected once, matched 0 times: #1 differs at .method: expected "PUT", got "POST""#
    )
    #expect(
      report.plainText(PlainTextOptions(basePath: "/src")) == """
        dobby: verification FAILED (strict, ordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch
        Tests/NotesTests/NotesTests.swift:35: error: DOBBY-E004 unfulfilled: E1 requests == Request(method: "PUT", path: "/notes/1", headers: ["Accept": "application/json"], body: "milk") expected once, matched 0 times: #1 differs at .method: expected "PUT", got "POST"
          nearest:  #1 requests(Request(method: "POST", path: "/no…(28 more)…"application/json"], body: "milk"))   (Sources/Notes/NotesSync.swift:57)
            .method  expected: "PUT"
                     actual:   "POST"
          lanes:       requests
                   #1  Request(method: "POST", path: "/no…(28 more)…"application/json"], body: "milk") ✗
        summary: 1 mismatch - 0 unexpected, 0 out of order, 0 rejected, 1 unfulfilled, 0 exceeded

        """)
  }

  @Test func `several differing fields are named by their paths`() {
    var post = Self.put
    post.method = "POST"
    post.path = "/notes"
    #expect(
      report(sent: post).headline?.hasSuffix(
        "expected once, matched 0 times: #1 differs at .method, .path") == true)
  }

  @Test func `a value that differs as a whole stays an unexpected call`() {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(2)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    #expect(
      pattern.check().headline
        == "DOBBY-E001 unexpected: #1 numbers(2) matched no pending expectation")
  }
}
