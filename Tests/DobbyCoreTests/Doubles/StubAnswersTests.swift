import Dispatch
import DobbyCore
import Testing

private struct Timeout: Error, Equatable {}

/// Answering once, a given number of times, in sequence, and by default.
struct StubAnswersTests {
  // MARK: Times

  @Test func `a one-shot reaction answers once, then steps aside for the older ones`() throws {
    let gateway = Stub<Int, String>(name: "gateway")
    gateway.on(any(), return: "ok")
    gateway.on(any(), times: 1) { _ in throw Timeout() }
    #expect(throws: Timeout()) { try gateway.invoke(1) }
    #expect(try gateway.invoke(1) == "ok")
    #expect(try gateway.invoke(2) == "ok")
    #expect(gateway.unusedReactions.isEmpty)
  }

  @Test func `a reaction answers its times and then nothing answers`() throws {
    let stub = Stub<Int, Int>(name: "twice")
    stub.on(7, times: 2, return: 70)
    #expect(try stub.invoke(7) == 70)
    #expect(try stub.invoke(7) == 70)
    #expect(throws: UnexpectedArguments.self) { try stub.invoke(7) }
    #expect(stub.values == [7, 7, 7])
  }

  @Test func `an exhausted reaction is not unused, a one-shot never reached is`() throws {
    let stub = Stub<Int, Int>(name: "stock")
    stub.on(1, times: 1, return: 10)
    let line = #line + 1
    stub.on(2, times: 1, return: 20)
    _ = try stub.invoke(1)
    #expect(stub.unusedReactions.map(\.description) == ["stock.on(== 2)"])
    #expect(stub.unusedReactions.first?.callSite.line == line)
  }

  @Test func `a one-shot reaction answers exactly once under contention`() async {
    let stub = Stub<Int, Int>(name: "race")
    stub.on(any(), return: 0)
    stub.on(any(), times: 3, return: 1)
    let answers = await withTaskGroup(of: Int.self) { group in
      for n in 0..<64 { group.addTask { (try? await stub.invoke(n)) ?? -1 } }
      return await group.reduce(0, +)
    }
    #expect(answers == 3)
    #expect(stub.count == 64)
  }

  // MARK: Sequences

  @Test func `successive results, then the last one again`() throws {
    let stub = Stub<Void, Int>(name: "counter")
    stub.on(any(), return: 1, 2, 3)
    #expect(try (0..<5).map { _ in try stub.invoke(()) } == [1, 2, 3, 3, 3])
  }

  @Test func `a handler once, then the older one: the first call fails, the retry succeeds`()
    throws
  {
    let gateway = Stub<String, String>(name: "gateway")
    gateway.on(any()) { "receipt for \($0)" }
    gateway.on(any(), times: 1) { _ in throw Timeout() }
    #expect(throws: Timeout()) { try gateway.invoke("A-1") }
    #expect(try gateway.invoke("A-1") == "receipt for A-1")
    #expect(try gateway.invoke("A-2") == "receipt for A-2")
  }

  @Test func `a reaction answers exactly its times when threads race for them`() {
    let stub = Stub<Int, Int>(name: "race")
    stub.on(any(), return: 0)
    stub.on(any(), times: 500, return: 1)
    let answered = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for n in 0..<1_000 where (try? stub.invoke(thread * 1_000 + n)) == 1 {
        answered.increment()
      }
    }
    #expect(answered.value == 500)
    #expect(stub.count == 8_000)
  }

  @Test func `each successive result goes to one call when threads race for them`() {
    let stub = Stub<Void, Int>(name: "counter")
    stub.on(any(), return: 1, 2, 3)
    let ones = Counter()
    let twos = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 {
        switch try? stub.invoke(()) {
        case 1?: ones.increment()
        case 2?: twos.increment()
        default: break
        }
      }
    }
    #expect(ones.value == 1)
    #expect(twos.value == 1)
  }

  @Test func `a sequence limited in times steps aside after them`() throws {
    let stub = Stub<Int, String>(name: "numbers")
    stub.on(any(), return: "older")
    stub.on(1, times: 2, return: "a", "b", "c")
    #expect(try [1, 1, 1].map { try stub.invoke($0) } == ["a", "b", "older"])
  }

  // MARK: Defaults

  @Test func `a Void stub answers () when nothing matches, and records the call`() throws {
    let refunds = Stub<String, Void>(name: "refunds")
    try refunds.invoke("R-1")
    #expect(refunds.values == ["R-1"])
    #expect(!refunds.isStrict)
  }

  @Test func `an Optional stub answers nil when nothing matches`() throws {
    let lookups = Stub<String, Int?>(name: "lookups")
    lookups.on("a", return: 1)
    #expect(try lookups.invoke("a") == 1)
    #expect(try lookups.invoke("b") == nil)
  }

  @Test func `a stub made with a default answers it`() throws {
    let prices = Stub<String, Int>(name: "prices", default: 0)
    prices.on("SKU-1", return: 5)
    #expect(try prices.invoke("SKU-1") == 5)
    #expect(try prices.invoke("SKU-2") == 0)
    let echo = Stub<String, Int>(name: "lengths", default: { $0.count })
    #expect(try echo.invoke("four") == 4)
    #expect(echo.unusedReactions.isEmpty)
  }

  @Test func `a strict stub throws even for Void, and a strict pattern sees every call`() {
    let refunds = Stub<String, Void>(name: "refunds", strict: true)
    #expect(refunds.isStrict)
    #expect(throws: UnexpectedArguments.self) { try refunds.invoke("R-1") }
    let lenient = Stub<String, Void>(name: "lenient")
    try? lenient.invoke("R-2")
    let pattern = Pattern()
    pattern.watch(refunds)
    pattern.watch(lenient)
    #expect(pattern.check().mismatches.map(\.kind) == [.unexpected, .unexpected])
  }
}
