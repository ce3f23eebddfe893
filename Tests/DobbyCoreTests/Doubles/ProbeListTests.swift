import Testing

@testable import DobbyCore

/// A stub's published probes lie in raw memory: one probe per reaction,
/// as the reaction was set up, read back in place.
struct ProbeListTests {
  @Test func `a list holds one probe per reaction, as each was set up`() async throws {
    let prices = Stub<String, Int>(name: "prices")
    prices.on(any(), return: 1)
    prices.on("SKU-1", times: 2, return: 5, 6)
    prices.on("SKU-2") { _ in
      try await Task.sleep(for: .nanoseconds(1)); return 9
    }
    let reactions = prices.reactions.withLock { $0.list }
    let list = StubReaction<String, Int>.ProbeList(reactions)
    list._checkInvariants(of: reactions)
    #expect(list.count == 3)
    let probes = UnsafeBufferPointer(
      start: list.base.assumingMemoryBound(to: StubReaction<String, Int>.Probe.self),
      count: list.count)
    #expect(probes.map(\.acceptsAll) == [true, false, false])
    #expect(probes.map(\.limit) == [.max, 2, .max])
    #expect(probes.map(\.countsUses) == [false, true, false])
    #expect(probes.map(\.isAsync) == [false, false, true])
    // The stub answers from the list it published, each check passed.
    #expect(try await prices.invoke("SKU-1") == 5)
    #expect(try await prices.invoke("SKU-1") == 6)
    #expect(try await prices.invoke("SKU-1") == 1)
    #expect(try await prices.invoke("SKU-2") == 9)
  }

  @Test func `an empty list holds no probe`() {
    let list = StubReaction<String, Int>.ProbeList([])
    list._checkInvariants(of: [])
    #expect(list.count == 0)
  }
}
