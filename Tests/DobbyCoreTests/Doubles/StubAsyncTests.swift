import DobbyCore
import Synchronization
import Testing

private protocol Gateway: Sendable {
  func charge(_ cents: Int) async throws -> String
}

/// The real implementation a spy forwards to.
private struct RealGateway: Gateway {
  func charge(_ cents: Int) async throws -> String {
    await Task.yield()
    return "charged \(cents)"
  }
}

private final class GatewayDouble: Gateway {
  let charges = Stub<Int, String>(name: "charges")
  func charge(_ cents: Int) async throws -> String { try await charges.invoke(cents) }
}

/// Opens once, and lets a task wait until it is open.
private final class Gate: Sendable {
  private let state = Mutex<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>(
    (false, nil))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state -> Bool in
        if !state.isOpen { state.waiter = continuation }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.isOpen = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }
}

struct StubAsyncTests {
  @Test func `an async reaction may suspend before it answers`() async throws {
    let double = GatewayDouble()
    double.charges.on(any()) { cents in
      await Task.yield()
      return "ok \(cents)"
    }
    #expect(try await double.charge(5) == "ok 5")
    #expect(double.charges.values == [5])
  }

  @Test func `a sync reaction answers an async call`() async throws {
    let double = GatewayDouble()
    double.charges.on(5, return: "five")
    #expect(try await double.charge(5) == "five")
    await #expect(throws: UnexpectedArguments.self) { try await double.charge(6) }
  }

  @Test func `a reaction that checks for cancellation throws it to the caller`() async throws {
    let double = GatewayDouble()
    let started = Gate()
    let released = Gate()
    double.charges.on(any()) { _ in
      started.open()
      await released.wait()
      try Task.checkCancellation()
      return "too late"
    }
    let call = Task { try await double.charge(5) }
    await started.wait()
    call.cancel()
    released.open()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(double.charges.values == [5])
  }

  @Test func `a spy forwards to the real implementation and records the call`() async throws {
    let double = GatewayDouble()
    let real = RealGateway()
    double.charges.on(any()) { cents in try await real.charge(cents) }
    #expect(try await double.charge(700) == "charged 700")
    let pattern = Pattern()
    pattern.expect(700, in: double.charges)
    #expect(pattern.check().passed)
  }

  @Test func `an async reaction called synchronously throws a one-line error`() throws {
    let gateway = Stub<Int, String>(name: "gateway")
    let line = #line + 1
    gateway.on(any()) { _ in
      await Task.yield(); return "ok"
    }
    let error = try #require(throws: AsyncReactionCalledSynchronously.self) {
      try gateway.invoke(3)
    }
    #expect(
      error.description
        == #"stub "gateway" answers 3 with an async reaction "#
        + "(DobbyCoreTests/StubAsyncTests.swift:\(line)); call it with try await")
    #expect(gateway.values == [3])
  }

  @Test func `a synchronous call leaves an async reaction's times to async calls`() async throws {
    let gateway = Stub<Int, String>(name: "gateway")
    gateway.on(any(), times: 1) { _ async in "async" }
    #expect(throws: AsyncReactionCalledSynchronously.self) { try gateway.invoke(1) }
    #expect(gateway.unusedReactions.map(\.description) == ["gateway.on(any())"])
    #expect(try await gateway.invoke(2) == "async")
    #expect(gateway.unusedReactions.isEmpty)
    #expect(gateway.values == [1, 2])
  }

  @Test func `async reactions are diagnosed as unused and as shadowing`() async throws {
    let gateway = Stub<Int, String>(name: "gateway")
    gateway.on(5) { _ in "five" }
    gateway.on(7) { _ async in "seven" }  // never called
    gateway.on(any()) { cents async in "any \(cents)" }
    _ = try await gateway.invoke(5)
    let unused = gateway.unusedReactions
    #expect(unused.map(\.description) == ["gateway.on(== 5)", "gateway.on(== 7)"])
    #expect(unused.first?.shadowedBy?.matcher == "any()")
    #expect(unused.last?.shadowedBy == nil)
  }

  @Test func `an async one-shot reaction steps aside after answering`() async throws {
    let gateway = Stub<Int, String>(name: "gateway")
    gateway.on(any(), return: "ok")
    gateway.on(any(), times: 1) { _ async throws -> String in throw CancellationError() }
    await #expect(throws: CancellationError.self) { try await gateway.invoke(1) }
    #expect(try await gateway.invoke(1) == "ok")
  }
}
