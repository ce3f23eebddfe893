import Dispatch
import DobbyTestSupport
import Synchronization
import Testing

@testable import DobbyCore

private struct OutOfStock: Error, Equatable {
  let sku: String
}

struct StubTests {
  // MARK: Reactions

  @Test func `the newest matching reaction wins`() throws {
    let stub = Stub<Int, String>(name: "numbers")
    stub.on(3, return: "three")  // shadowed by "odd"
    stub.on(any(), return: "other")
    stub.on(matches("is odd") { $0 % 2 == 1 }, return: "odd")
    stub.on(1, return: "one")
    #expect(try stub.invoke(1) == "one")
    #expect(try stub.invoke(3) == "odd")
    #expect(try stub.invoke(4) == "other")
    #expect(stub.values == [1, 3, 4])
  }

  @Test func `a test's reaction overrides its fixture's`() throws {
    struct Declined: Error {}
    let refunds = Stub<String, Void>(name: "refunds")
    refunds.on(any(), return: ())  // the fixture's happy path
    refunds.on(any()) { _ in throw Declined() }  // one test's override
    #expect(throws: Declined.self) { try refunds.invoke("R-1") }
    let unused = try #require(refunds.unusedReactions.first)
    #expect(
      unused.neverInvoked
        == "refunds.on(any()) was never invoked: the newer refunds.on(any()) is tried first "
        + "and matches the same call")
  }

  @Test func `a handler receives the arguments`() throws {
    let pricing = Stub<(String, Int), Double>(name: "pricing")
    pricing.on(any()) { arguments in Double(arguments.1) }
    pricing.on(matches((equals("SKU-1"), any()))) { sku, quantity in Double(quantity) * 2.5 }
    #expect(try pricing.invoke(("SKU-1", 4)) == 10)
    #expect(try pricing.invoke(("SKU-2", 4)) == 4)
  }

  @Test func `a handler may call back into the stub`() throws {
    let stub = Stub<Int, Int>(name: "countdown")
    stub.on(any()) { [stub] n in try stub.invoke(n - 1) + 1 }
    stub.on(0, return: 0)
    #expect(try stub.invoke(3) == 3)
    #expect(stub.values == [3, 2, 1, 0])
  }

  // MARK: Disposal

  @Test func `disposing removes only that reaction`() throws {
    let stub = Stub<Int, String>(name: "numbers")
    stub.on(any(), return: "other")
    let one = stub.on(1, return: "one")
    #expect(try stub.invoke(1) == "one")
    #expect(!one.isDisposed)
    one.dispose()
    #expect(one.isDisposed)
    #expect(try stub.invoke(1) == "other")
  }

  @Test func `disposing twice is harmless`() throws {
    let stub = Stub<Int, String>(name: "numbers")
    let first = stub.on(1, return: "first")
    let second = stub.on(1, return: "second")
    second.dispose()
    second.dispose()
    #expect(try stub.invoke(1) == "first")
    first.dispose()
    #expect(throws: UnexpectedArguments.self) { try stub.invoke(1) }
    #expect(first.isDisposed && second.isDisposed)
  }

  @Test func `disposing concurrently runs the undo once`() {
    let stub = Stub<Int, String>(name: "numbers")
    let reaction = stub.on(1, return: "one")
    let undos = Counter()
    let counted = Disposable {
      undos.increment()
      reaction.dispose()
    }
    DispatchQueue.concurrentPerform(iterations: 8) { _ in counted.dispose() }
    #expect(undos.value == 1)
    #expect(reaction.isDisposed)
  }

  @Test func `a reaction outliving its stub disposes quietly`() {
    var stub: Stub<Int, Int>? = Stub(name: "gone")
    let reaction = stub!.on(1, return: 1)
    stub = nil
    reaction.dispose()
    #expect(reaction.isDisposed)
  }

  @Test func `a reaction's handle keeps neither its stub nor its handler alive`() {
    final class Token: Sendable {}
    weak var token: Token?
    var stub: Stub<Int, Int>? = Stub(name: "gone")
    weak let weakStub = stub
    let reaction: Disposable
    do {
      let captured = Token()
      token = captured
      reaction = stub!.on(1) { _ in withExtendedLifetime(captured) { 1 } }
    }
    #expect(token != nil)
    stub = nil
    #expect(weakStub == nil)
    #expect(token == nil)
    reaction.dispose()
    #expect(reaction.isDisposed)
  }

  // MARK: Errors

  @Test func `a throwing handler's error propagates and the call is still recorded`() {
    let stock = Stub<String, Int>(name: "stock")
    stock.on(any()) { sku in throw OutOfStock(sku: sku) }
    #expect(throws: OutOfStock(sku: "SKU-9")) { try stock.invoke("SKU-9") }
    #expect(stock.values == ["SKU-9"])
    #expect(stock.count == 1)
  }

  @Test func `unexpected arguments throw a one-line error naming the stub`() throws {
    let pricing = Stub<(String, Int), Double>(name: "pricing")
    pricing.on(matches((equals("SKU-2"), any())), return: 1)
    let line = #line + 1
    let error = try #require(throws: UnexpectedArguments.self) { try pricing.invoke(("SKU-1", 3)) }
    #expect(error.description == #"stub "pricing" has no reaction for ("SKU-1", 3)"#)
    #expect(error.stub == "pricing")
    #expect(error.callSite.line == line)
    #expect(error.callSite.fileID == "DobbyCoreTests/StubTests.swift")
    #expect(pricing.values.map(\.0) == ["SKU-1"])
  }

  @Test func `unexpected arguments are escaped and elided`() throws {
    let stub = Stub<String, Int>(name: "term\u{1B}[2J")
    let error = try #require(throws: UnexpectedArguments.self) {
      try stub.invoke("a\nb\u{202E}" + String(repeating: "x", count: 200))
    }
    // 214 characters cut to 120: 54 kept at each end.
    let x = { String(repeating: "x", count: $0) }
    #expect(
      error.description
        == #"stub "term\u{1B}[2J" has no reaction for "a\nb\u{202E}"# + x(41) + "…(106 more)…"
        + x(53) + "\"")
  }

  // MARK: Recording

  @Test func `invocations record the caller's call site`() throws {
    let stub = Stub<Int, Int>(name: "numbers")
    stub.on(any()) { $0 }
    let line = #line + 1
    _ = try stub.invoke(7)
    _ = try stub.invoke(
      8, fileID: "Shop/Checkout.swift", filePath: "/src/Checkout.swift", line: 7, column: 3)
    let sites = stub.interactions.map(\.callSite)
    #expect(sites[0].line == line)
    #expect(sites[0].fileID == "DobbyCoreTests/StubTests.swift")
    #expect(sites[1].description == "Shop/Checkout.swift:7:3")
  }

  @Test func `an unnamed stub is named after its arguments, file and line`() {
    let (stub, line) = (Stub<Int, String>(), #line)
    #expect(stub.name == "Int@StubTests.swift:\(line)")
  }

  @Test func `snapshots and observers forward to the recording`() throws {
    let stub = Stub<Int, Int>(name: "numbers")
    stub.on(any()) { $0 }
    let records = Counter()
    let observation = try #require(stub.observeRecords { records.increment() })
    _ = try stub.invoke(1)
    let cut = LogicalClock.now
    _ = try stub.invoke(2)
    observation.cancel()
    _ = try stub.invoke(3)
    #expect(stub.snapshot(through: cut).values == [1])
    #expect(records.value == 2)
  }

  // MARK: Verification

  @Test func `a stub and a recorder verify in one ordered pattern`() throws {
    let pricing = Stub<String, Int>(name: "pricing")
    let mailer = Recorder<String>(name: "mailer")
    pricing.on(any(), return: 5)
    _ = try pricing.invoke("SKU-1")
    mailer.record("receipt")
    let pattern = Pattern()
    pattern.expect("SKU-1", in: pricing)
    pattern.expect("receipt", in: mailer)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.recorders.map(\.name) == ["pricing", "mailer"])
    #expect(report.recorders.map(\.valueType) == ["String", "String"])
  }

  @Test func `a stub called after the recorder is out of order`() throws {
    let pricing = Stub<String, Int>(name: "pricing")
    let mailer = Recorder<String>(name: "mailer")
    pricing.on(any(), return: 5)
    mailer.record("receipt")
    _ = try pricing.invoke("SKU-1")
    let pattern = Pattern()
    pattern.expect("SKU-1", in: pricing)
    pattern.expect("receipt", in: mailer)
    let report = pattern.check()
    #expect(!report.passed)
    #expect(report.mismatches.map(\.kind) == [.outOfOrder])
    #expect(report.mismatches[0].step == 1)
    #expect(report.mismatches[0].expectation == 2)
    #expect(report.mismatches[0].due == 1)
    #expect(report.timeline.map(\.recorder) == [1, 0])
  }

  @Test func `unmatched invocations take part in verification`() {
    let stub = Stub<Int, Int>(name: "numbers")
    _ = try? stub.invoke(4)
    let verification = Pattern()
    verification.expect(4, in: stub)
    let report = verification.check()
    #expect(report.passed)
  }

  // MARK: Unused reactions

  @Test func `reactions no invocation used are listed with their on line`() throws {
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5)
    let line = #line + 1
    pricing.on("SKU-2", return: 4.0)
    pricing.on(matches("is long") { $0.count > 8 }) { _ in 1.0 }
    _ = try pricing.invoke("SKU-1")
    _ = try pricing.invoke("SKU-12345")
    let unused = pricing.unusedReactions
    #expect(unused.map(\.description) == [#"pricing.on(== "SKU-2")"#])
    #expect(unused.map(\.matcher) == [#"== "SKU-2""#])
    #expect(unused.first?.callSite.line == line)
    #expect(unused.first?.callSite.fileID == "DobbyCoreTests/StubTests.swift")
  }

  @Test func `every on overload captures its call site`() {
    let stub = Stub<Int, Int>(name: "numbers")
    let pairs = Stub<(String, Int), Int>(name: "pairs")
    let site = Fixture.Site.thing
    stub.on(
      equals(1), return: 1, fileID: site.fileID, filePath: site.filePath, line: 11, column: 3)
    stub.on(
      equals(2), { $0 }, fileID: site.fileID, filePath: site.filePath, line: 12, column: 3)
    stub.on(3, return: 3, fileID: site.fileID, filePath: site.filePath, line: 13, column: 3)
    stub.on(4, { $0 }, fileID: site.fileID, filePath: site.filePath, line: 14, column: 3)
    pairs.on(("a", 1), return: 1, fileID: site.fileID, filePath: site.filePath, line: 15, column: 3)
    let sites = stub.unusedReactions.map(\.callSite) + pairs.unusedReactions.map(\.callSite)
    #expect(sites.map(\.line) == [11, 12, 13, 14, 15])
    #expect(sites.allSatisfy { $0.filePath == "/src/Tests/ThingTests.swift" && $0.column == 3 })
    // A tuple's handler at the caller's line. (It names the elements:
    // `{ _ in 2 }` for a tuple crashes the Swift 6.3 compiler's SILGen.)
    let line = #line + 1
    pairs.on(("b", 2)) { _, quantity in quantity }
    #expect(pairs.unusedReactions.map(\.matcher) == [#"== ("a", 1)"#, #"== ("b", 2)"#])
    #expect(pairs.unusedReactions.last?.callSite.line == line)
  }

  @Test func `a shadowed reaction stays unused and a throwing one counts as used`() throws {
    let stock = Stub<String, Int>(name: "stock")
    stock.on("SKU-1", return: 1)  // shadowed by any()
    let line = #line + 1
    stock.on(any()) { sku in throw OutOfStock(sku: sku) }
    #expect(throws: OutOfStock(sku: "SKU-2")) { try stock.invoke("SKU-2") }
    #expect(throws: OutOfStock(sku: "SKU-1")) { try stock.invoke("SKU-1") }
    let unused = stock.unusedReactions
    #expect(unused.map(\.description) == [#"stock.on(== "SKU-1")"#])
    let newer = try #require(unused.first?.shadowedBy)
    #expect(newer.matcher == "any()" && newer.callSite.line == line)
    #expect(newer.arguments == #""SKU-1""#)
    #expect(
      unused.first?.neverInvoked
        == #"stock.on(== "SKU-1") was never invoked: the newer stock.on(any()) is tried "#
        + "first and matches the same call")
  }

  @Test func `only a call made while both reactions were there shadows one`() throws {
    let stock = Stub<String, Int>(name: "stock")
    stock.on(any(), return: 0)
    _ = try stock.invoke("SKU-1")
    stock.on("SKU-1", return: 1)  // added after the only call it matches
    _ = try stock.invoke("SKU-2")  // after it, but it does not match
    let unused = try #require(stock.unusedReactions.first)
    #expect(unused.shadowedBy == nil)
    #expect(unused.neverInvoked == #"stock.on(== "SKU-1") was never invoked"#)
  }

  @Test func `a reaction shadowed only by a since-disposed one names none`() throws {
    let stock = Stub<String, Int>(name: "stock")
    stock.on("SKU-1", return: 1)
    let newer = stock.on(any(), return: 0)
    _ = try stock.invoke("SKU-1")
    newer.dispose()
    let unused = try #require(stock.unusedReactions.first)
    #expect(unused.description == #"stock.on(== "SKU-1")"#)
    #expect(unused.shadowedBy == nil)
  }

  @Test func `the shadowed call is shown as it was when it was made`() throws {
    final class Cart: @unchecked Sendable {
      var items: Int
      init(items: Int) { self.items = items }
    }
    let checkout = Stub<Cart, Int>(name: "checkout")
    checkout.on(matches("a cart") { _ in true }, return: 1)
    checkout.on(any(), return: 0)
    let cart = Cart(items: 0)
    _ = try checkout.invoke(cart)
    cart.items = 3
    let shadow = try #require(checkout.unusedReactions.first?.shadowedBy)
    #expect(shadow.arguments == "Cart(items: 0)")
  }

  @Test func `the newest reaction that matches the call is the one named`() throws {
    let stock = Stub<Int, Int>(name: "stock")
    stock.on(3, return: 3)
    stock.on(matches("is small") { $0 < 10 }, return: 1)
    stock.on(matches("is even") { $0 % 2 == 0 }, return: 2)
    _ = try stock.invoke(4)
    _ = try stock.invoke(3)
    let unused = stock.unusedReactions
    #expect(unused.map(\.matcher) == ["== 3"])
    #expect(unused.first?.shadowedBy?.matcher == "is small")
    #expect(unused.first?.shadowedBy?.arguments == "3")
  }

  @Test func `a disposed reaction does not count as unused`() throws {
    let stub = Stub<Int, String>(name: "numbers")
    let one = stub.on(1, return: "one")
    let two = stub.on(2, return: "two")
    #expect(stub.unusedReactions.count == 2)
    one.dispose()
    #expect(stub.unusedReactions.map(\.description) == ["numbers.on(== 2)"])
    _ = try stub.invoke(2)
    two.dispose()
    #expect(stub.unusedReactions.isEmpty)
  }

  @Test func `a stub without reactions has none unused`() {
    #expect(Stub<Int, Int>(name: "empty").unusedReactions.isEmpty)
  }

  // MARK: Concurrency

  @Test func `concurrent invocations are all recorded with unique ticks`() {
    let stub = Stub<Int, Int>(name: "busy")
    stub.on(any(), return: -1)
    stub.on(matches("is even") { $0 % 2 == 0 }) { $0 / 2 }
    let threads = 8
    let perThread = 10_000
    let wrong = Counter()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for i in 0..<perThread {
        let n = thread * perThread + i
        let result = try? stub.invoke(n)
        if result != (n % 2 == 0 ? n / 2 : -1) { wrong.increment() }
      }
    }
    #expect(wrong.value == 0)
    let interactions = stub.interactions
    #expect(interactions.count == threads * perThread)
    #expect(Set(interactions.map(\.timestamp)).count == threads * perThread)
    #expect(zip(interactions, interactions.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
    #expect(Set(stub.values) == Set(0..<threads * perThread))
  }
}

extension StubTests {
  @Test func `concurrent invocations mark each reaction used once, and only those`() {
    let stub = Stub<Int, Int>(name: "busy")
    stub.on(any(), return: -1)
    for n in 0..<64 { stub.on(n, return: n) }
    let reads = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      // Every thread calls every even number, so each even reaction is
      // first used by several threads at once; one also reads the list.
      for n in stride(from: 0, to: 64, by: 2) {
        _ = try? stub.invoke(n)
        if thread == 0, stub.unusedReactions.count >= 33 { reads.increment() }
      }
    }
    #expect(reads.value > 0)
    let unused = stub.unusedReactions.map(\.description)
    #expect(
      unused == ["busy.on(any())"] + stride(from: 1, to: 64, by: 2).map { "busy.on(== \($0))" })
  }
}

extension StubTests {
  @Test func `calls racing changes of the reactions are answered by reactions that were there`() {
    let stub = Stub<Int, Int>(name: "changing")
    stub.on(any(), return: 0)
    let wrong = Counter()
    let calls = Counter()
    let stop = Atomic<Bool>(false)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      guard thread > 0 else {
        // One thread changes the reactions while the others call.
        for round in 1...300 {
          let reaction = stub.on(any(), return: round)
          if round.isMultiple(of: 3) { stub.on(round, times: 1, return: -round) }
          reaction.dispose()
        }
        stop.store(true, ordering: .releasing)
        return
      }
      var n = 0
      while !stop.load(ordering: .acquiring) || n < 100 {
        let answer = (try? stub.invoke(n)) ?? -1_000
        if answer < -300 || answer > 300 || (answer < 0 && answer != -n) { wrong.increment() }
        calls.increment()
        n += 1
      }
    }
    #expect(wrong.value == 0)
    #expect(stub.count == calls.value)
    stub.probes._checkInvariants()
  }

  @Test func `a reaction disposed while calls read it is released by the next change`() {
    let stub = Stub<Int, Int>(name: "released", default: 0)
    let released = Counter()
    let reaction = stub.on(any(), holding(Tracked { released.increment() }))
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      if thread == 0 {
        reaction.dispose()
      } else {
        for n in 0..<1_000 { _ = try? stub.invoke(n) }
      }
    }
    stub.probes._checkInvariants()
    stub.on(-1, return: -1)
    #expect(released.value == 1)
    stub.probes._checkInvariants()
  }

  @Test
  func
    `a handler that disposes its own reaction answers its call, and the reaction goes at the next change`()
    throws
  {
    let stub = Stub<Int, Int>(name: "self-disposing", default: 0)
    let released = Counter()
    let handle = Lock<Disposable?>(nil)
    let reaction = stub.on(any(), disposing(handle, holding(Tracked { released.increment() })))
    handle.withLock { $0 = reaction }
    // The call reads its answer in place while the handler disposes it.
    #expect(try stub.invoke(1) == 1)
    #expect(reaction.isDisposed)
    #expect(try stub.invoke(2) == 0)
    stub.probes._checkInvariants()
    stub.on(-1, return: -1)
    #expect(released.value == 1)
    stub.probes._checkInvariants()
  }
}

/// A handler that disposes the reaction `handle` holds, then answers as
/// `handler` does.
private func disposing(
  _ handle: Lock<Disposable?>, _ handler: @escaping @Sendable (Int) throws -> Int
) -> @Sendable (Int) throws -> Int {
  { n in
    handle.withLock { $0?.dispose() }
    return try handler(n)
  }
}

/// A handler that alone holds `value`, answering 1.
private func holding(_ value: Tracked) -> @Sendable (Int) throws -> Int {
  { _ in withExtendedLifetime(value) { 1 } }
}

/// An object that counts its `deinit`.
private final class Tracked: Sendable {
  let onDeinit: @Sendable () -> Void
  init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
}

/// A thread-safe counter for tests.
final class Counter: Sendable {
  private let count = Atomic<Int>(0)
  func increment() { count.add(1, ordering: .relaxed) }
  var value: Int { count.load(ordering: .relaxed) }
}
