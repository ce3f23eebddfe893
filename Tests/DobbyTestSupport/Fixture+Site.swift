public import DobbyCore

extension Fixture {
  /// A call site fixed for every record and expectation made through it, so
  /// that reports, recordings and screens are the same bytes on every
  /// machine and in every test order.
  public struct Site: Sendable {
    public let fileID: StaticString
    public let filePath: StaticString
    public let column: UInt

    public init(fileID: StaticString, filePath: StaticString, column: UInt = 5) {
      self.fileID = fileID
      self.filePath = filePath
      self.column = column
    }

    /// `ThingTests/ThingTests.swift`, at `/src/Tests/ThingTests.swift`.
    public static let thing = Site(
      fileID: "ThingTests/ThingTests.swift", filePath: "/src/Tests/ThingTests.swift")
    /// `CheckoutTests/CheckoutTests.swift`, at `/src/Tests/CheckoutTests.swift`.
    public static let checkout = Site(
      fileID: "CheckoutTests/CheckoutTests.swift", filePath: "/src/Tests/CheckoutTests.swift")

    /// Records `value` as if at `line` of this file.
    public func record<V: Sendable>(_ value: V, in recorder: Recorder<V>, line: UInt) {
      recorder.record(value, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Expects `matcher` as if set up at `line` of this file.
    @discardableResult
    public func expect<V: Sendable, M: MatcherConvertible>(
      _ matcher: M, in recorder: Recorder<V>, times: Cardinality = .once,
      after predecessors: [ExpectationHandle] = [], on pattern: Pattern, line: UInt
    ) -> ExpectationHandle where M.Matched == V {
      pattern.expect(
        matcher.matcher, in: recorder, times: times, after: predecessors, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// Rejects `matcher` as if set up at `line` of this file.
    @discardableResult
    public func reject<V: Sendable, M: MatcherConvertible>(
      _ matcher: M, in recorder: Recorder<V>, on pattern: Pattern, line: UInt
    ) -> ExpectationHandle where M.Matched == V {
      pattern.reject(
        matcher.matcher, in: recorder, fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// The out-of-order failure that the reading-a-failure article shows,
    /// set up and recorded here: `fst(1)` before `snd("foobar")`, checked by `pattern` (by default
    /// strict and ordered, which fails).
    public func outOfOrder(on pattern: Pattern = Pattern()) -> VerificationReport {
      let fst = Recorder<Int>(name: "fst")
      let snd = Recorder<String>(name: "snd")
      expect("foobar", in: snd, on: pattern, line: 21)
      expect(1, in: fst, on: pattern, line: 22)
      record(1, in: fst, line: 18)
      record("foobar", in: snd, line: 19)
      return pattern.check()
    }

    /// A broken `after:` edge, set up and recorded here: an unordered
    /// pattern expects `auth("login")`, then `api("fetch")` after it, and
    /// `api("fetch")` comes first.
    public func brokenEdge() -> VerificationReport {
      let auth = Recorder<String>(name: "auth")
      let api = Recorder<String>(name: "api")
      let pattern = Pattern(ordered: false, title: "SessionTests.fetches after login")
      let login = expect("login", in: auth, on: pattern, line: 30)
      expect("fetch", in: api, after: [login], on: pattern, line: 31)
      record("fetch", in: api, line: 18)
      record("login", in: auth, line: 19)
      return pattern.check()
    }
  }
}
