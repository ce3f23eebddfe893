import DobbyCore
import DobbyTestSupport
import Testing

/// `expect(…, after:)`: handles, edges, and verification that keeps every
/// edge without failing falsely.
struct PartialOrderTests {
  static let modes = [true, false]

  @Test func `expect returns a handle numbered as reports number expectations`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(ordered: false)
    let first = pattern.expect(1, in: numbers)
    pattern.reject(9, in: numbers)
    let second = pattern.expect(equals(2), in: numbers, after: first)
    let third = pattern.expect(3, in: numbers, times: 1...2, after: [first, second, first])
    #expect([first.id, second.id, third.id] == [1, 3, 4])
    #expect("\(third)" == "E4")
    #expect(Set([first, second, third, first]).count == 3)
    let report = pattern.check()
    #expect(report.expectations.map(\.after) == [[], [], [1], [1, 3]])
  }

  @Test func `a mock's expect returns handles that order its expectations`() {
    let mailer = Mock<String>(name: "mailer", ordered: false)
    let welcome = mailer.expect("welcome")
    mailer.expect("news", times: .atLeast(1), after: welcome)
    mailer.record("news")
    mailer.record("welcome")
    let report = mailer.check()
    #expect(report.mismatches.map(\.kind) == [.outOfOrder])
    #expect(report.expectations.map(\.after) == [[], [1]])
  }

  @Test func `a handle of another pattern is a precondition failure`() async {
    await #expect(processExitsWith: .failure) {
      let numbers = Recorder<Int>()
      let other = Pattern().expect(1, in: numbers)
      Pattern().expect(2, in: numbers, after: other)
    }
  }

  @Test(arguments: modes)
  func `an unordered pattern passes when every edge is kept`(strict: Bool) {
    let auth = Recorder<String>(name: "auth")
    let api = Recorder<String>(name: "api")
    let pattern = Pattern(strict: strict, ordered: false)
    let login = pattern.expect("login", in: auth)
    let token = pattern.expect("token", in: auth)
    pattern.expect("fetch", in: api, times: 1...2, after: [login, token])
    for (recorder, value) in [(auth, "token"), (auth, "login"), (api, "fetch"), (api, "fetch")] {
      recorder.record(value)
    }
    #expect(pattern.check().passed)
  }

  @Test(arguments: modes)
  func `a broken edge is out of order, naming both interactions`(strict: Bool) throws {
    let auth = Recorder<String>(name: "auth")
    let api = Recorder<String>(name: "api")
    let pattern = Pattern(strict: strict, ordered: false)
    let login = pattern.expect("login", in: auth)
    pattern.expect("fetch", in: api, after: login)
    api.record("fetch")
    auth.record("login")
    let report = pattern.check()
    #expect(!report.passed)
    let mismatch = try #require(report.mismatches.first)
    #expect(report.mismatches.count == 1)
    #expect(mismatch.kind == .outOfOrder)
    #expect(mismatch.code == "DOBBY-E002")
    #expect(mismatch.step == 1)
    #expect(mismatch.expectation == 2)
    #expect(mismatch.predecessor == 1)
    #expect(mismatch.predecessorStep == 2)
    #expect(mismatch.due == nil)
    #expect(report.timeline.map(\.verdict) == [.mismatch(0), .matched(expectation: 1)])
  }

  /// The first assignment puts the 9 with the `any()` before the 5 and
  /// breaks the edge; giving it to the optional `any()` keeps it.
  @Test(arguments: modes)
  func `a search finds the assignment that keeps the edges`(strict: Bool) {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(strict: strict, ordered: false)
    let early = pattern.expect(any(), in: numbers, times: 1...2)
    pattern.expect(5, in: numbers, after: early)
    pattern.expect(any(), in: numbers, times: .atMost(1))
    for value in [0, 5, 9] { numbers.record(value) }
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.expectations.map(\.matchCount) == [1, 1, 1])
  }

  @Test(arguments: modes)
  func `cardinalities with ranges hold together with edges`(strict: Bool) {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(strict: strict, ordered: false)
    let ones = pattern.expect(1, in: numbers, times: 2...)
    let twos = pattern.expect(2, in: numbers, times: 1...2, after: ones)
    pattern.expect(3, in: numbers, times: .between(0...1), after: twos)
    for value in [1, 1, 1, 2, 2, 3] { numbers.record(value) }
    #expect(pattern.check().passed)
    numbers.record(1)
    #expect(pattern.check().mismatches.map(\.kind) == [.outOfOrder])
  }

  @Test func `an empty predecessor or successor keeps its edges`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(ordered: false)
    let optional = pattern.expect(1, in: numbers, times: .atMost(1))
    pattern.expect(2, in: numbers, after: optional)
    numbers.record(2)
    #expect(pattern.check().passed)
  }

  @Test func `a nice pattern ignores what no expectation matches, edges or not`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(nice: true, ordered: false)
    let first = pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers, after: first)
    for value in [7, 1, 8, 2, 9] { numbers.record(value) }
    #expect(pattern.check().passed)
  }

  @Test(arguments: modes)
  func `edges in an ordered pattern are redundant`(strict: Bool) {
    let numbers = Recorder<Int>(name: "numbers")
    let plain = Pattern(strict: strict, ordered: true)
    let edged = Pattern(strict: strict, ordered: true)
    plain.expect(1, in: numbers)
    plain.expect(2, in: numbers)
    let one = edged.expect(1, in: numbers)
    edged.expect(2, in: numbers, after: one)
    numbers.record(1)
    numbers.record(2)
    #expect(plain.check().passed && edged.check().passed)
    numbers.record(1)
    #expect(plain.check().mismatches.map(\.kind) == edged.check().mismatches.map(\.kind))
    #expect(!edged.check().passed)
  }

  @Test func `an unfulfilled expectation is reported as such, not as an edge`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern(ordered: false)
    let first = pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers, after: first)
    numbers.record(2)
    #expect(pattern.check().mismatches.map(\.kind) == [.unfulfilled])
  }
}

extension PartialOrderTests {
  /// `[0, 1]` breaks B after A unless the 0 goes to the optional D, which
  /// leaves B short; a later 2 mends it. Fail-fast must not report it.
  @Test func `a broken edge that later records may mend is not final`() {
    let mock = Mock<Int>(name: "numbers", ordered: false, failFast: true)
    let reported = Recorder<String>(name: "failures")
    mock.failureHandler = { message, _ in reported.record(message) }
    let a = mock.expect(1)
    mock.expect(any(), after: a)
    mock.expect(any(), times: .atMost(1))
    mock.record(0)
    mock.record(1)
    #expect(mock.check().mismatches.map(\.kind) == [.outOfOrder])
    mock.record(2)
    #expect(mock.check().passed)
    #expect(reported.values.isEmpty)
  }
}

extension PartialOrderTests {
  @Test func `after: comes before because:, and a broken edge shows the later rule's reason`() {
    let auth = Recorder<String>(name: "auth")
    let api = Recorder<String>(name: "api")
    let pattern = Pattern(ordered: false)
    let login = pattern.expect("login", in: auth, because: "a session first")
    pattern.expect("fetch", in: api, times: 1, after: login, because: "fetching needs a session")
    api.record("fetch")
    auth.record("login")
    #expect(
      pattern.check().headline
        == #"DOBBY-E002 out of order (because fetching needs a session): E2 must come after E1: #1 api("fetch") came before #2 auth("login")"#
    )
  }
}

/// `reject` returns a handle, as `expect` does.
struct RejectionHandleTests {
  @Test func `a rejection's handle names it as reports do, and orders nothing`() {
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(ordered: false)
    let welcome = pattern.expect("welcome", in: mailer)
    let spam = pattern.reject("spam", in: mailer)
    pattern.expect("news", in: mailer, after: [welcome, spam])
    mailer.record("welcome")
    mailer.record("news")
    #expect((welcome.description, spam.description) == ("E1", "E2"))
    #expect(pattern.check().passed)

    let mock = Mock<Int>(name: "mock")
    let odd = mock.reject(matches { $0 % 2 == 1 })
    #expect(odd.description == "E1")
  }
}
