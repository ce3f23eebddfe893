import DobbyCore
import DobbyTUI
import Testing

/// The debugger opens on the cause: a call that differs from the
/// expectation due in one field is that expectation's mismatch, marked
/// once on its row, with the field in the detail pane.
struct CauseFirstScreenTests {
  struct Request: Equatable, Sendable {
    var method: String
    var path: String
    var headers: [String: String]
  }

  /// A strict pattern expecting a PUT of a note, and a POST in its place.
  static func report() -> ReportIndex {
    let requests = Recorder<Request>(name: "requests")
    requests.record(
      Request(method: "POST", path: "/notes/1", headers: ["Accept": "application/json"]),
      fileID: "Notes/NotesSync.swift", filePath: "/src/Sources/Notes/NotesSync.swift",
      line: 57, column: 9)
    let pattern = Pattern(title: "NotesTests.push")
    pattern.expect(
      Request(method: "PUT", path: "/notes/1", headers: ["Accept": "application/json"]),
      in: requests, fileID: "NotesTests/NotesTests.swift",
      filePath: "/src/Tests/NotesTests/NotesTests.swift", line: 35, column: 5)
    return ReportIndex(pattern.check())
  }

  @Test func `it opens on the call in the expectation's place, marked once`() {
    let screen = Screen.text(size: Size(columns: 120, rows: 16), report: Self.report())
    #expect(
      screen == #"""
        NotesTests.push  ✗ FAILED  strict, ordered · 1 interaction · 1 recorder · 1 expectation                     mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]──────────────────────────────────────────────────── #1 of 1 ─┬─ 2 Expectations ─────────── 1 expectation ─
          step requests                                                            │  ✗ E1 requests == Request(meth…  violated ◂
        > #1   Request(method: "POST", pat…ept": "application/json"]) ✗ DOBBY-E004 ├─ 3 Detail ─────────────────── #1 requests ─
                                                                                   │ #1 requests  ✗ DOBBY-E004 unfulfilled
                                                                                   │ value    Request(method: "POST", p…json"])
                                                                                   │ at       Sources/Notes/NotesSync.swift:57
                                                                                   │ why      E1 requests == Request(method: "P…
                                                                                   │ set up   Tests/NotesT…/NotesTests.swift:35
                                                                                   │ nearest  #1 r…method: "POST"…tion/json"]))
                                                                                   │          Sources/Notes/NotesSync.swift:57
                                                                                   │   field     expected       actual
                                                                                   │   .method   == "PUT"       "POST"         ✗
                                                                                   │                                   ↓ 2 more
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#)
  }

  @Test func `at 80 columns the value and the nearest line keep the field that differs`() {
    let screen = Screen.text(size: Size(columns: 80, rows: 24), report: Self.report())
    #expect(
      screen == #"""
        NotesTests.push  ✗ FAILED  strict, ordered · 1 interaction · 1 re…  mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]───────────────────────────────────────────────────────── #1 of 1 ─
          step requests
        > #1   Request(method: "POST", path:…Accept": "application/json"]) ✗ DOBBY-E004








        ─ 3 Detail ─────────────────────────────────────────────────────── #1 requests ─
         #1 requests  ✗ DOBBY-E004 unfulfilled
         value    Request(method: "POST", path:…(22 more)…ccept": "application/json"])
         at       Sources/Notes/NotesSync.swift:57
         why      E1 requests == Request(method: "PUT", path: "/notes/1", headers: ["Ac…
         set up   Tests/NotesTests/NotesTests.swift:35
         nearest  #1 requests(Request(method: "POST", p…"Accept": "application/json"]))
                  Sources/Notes/NotesSync.swift:57
           field     expected                          actual
                                                                               ↓ 3 more
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }
}
