import Dobby
import DobbyTestSupport
import Testing

/// The Patterns article's "Partial orders" example, compiled and run, with the text
/// it prints. The call sites are fixed to the article's file and lines.
struct PartialOrderReadmeTests {
  @Test func `the partial order example prints what the Patterns article shows`() throws {
    let site = Fixture.Site(
      fileID: "AppTests/SessionTests.swift", filePath: "/src/Tests/SessionTests.swift")
    let auth = Recorder<String>(name: "auth")
    let api = Recorder<String>(name: "api")
    let pattern = Pattern(ordered: false)  // any order, except for the edges
    let login = site.expect("login", in: auth, on: pattern, line: 12)
    let token = site.expect("token", in: auth, on: pattern, line: 13)
    site.expect(
      "fetch", in: api, times: .between(1...2), after: [login, token], on: pattern, line: 14)
    site.expect("ping", in: api, times: .atLeast(0), on: pattern, line: 15)

    site.record("token", in: auth, line: 40)
    site.record("ping", in: api, line: 41)
    site.record("fetch", in: api, line: 42)
    site.record("login", in: auth, line: 43)

    let printed = pattern.check().plainText(PlainTextOptions(basePath: "/src"))
    #expect(try Article.text("Patterns").contains("```text\n" + printed + "```\n"))
    #expect(
      printed == """
        dobby: verification FAILED (strict, unordered) - 4 interactions from 2 recorders, 4 expectations, 1 mismatch
        Tests/SessionTests.swift:14: error: DOBBY-E002 out of order: E3 must come after E1: #3 api("fetch") came before #4 auth("login")
          recorded at: Tests/SessionTests.swift:42
          matched:  E3 api == "fetch" (between 1 and 2 times)   (Tests/SessionTests.swift:14)
          after:    E1 auth == "login"   (Tests/SessionTests.swift:12)
          later:    #4 auth("login")   (Tests/SessionTests.swift:43)
          lanes:       auth        api
                   #1  "token" ✓E2
                   #2              "ping" ✓E4
                   #3              "fetch" ✗
                   #4  "login" ✓E1
        summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded

        """)
  }
}
