import Distributed
import Dobby
import Grammar
import Testing

// A distributed actor double answers from the stubs the test makes; a
// nonisolated requirement reads them from the ones its stubs class keeps
// for each live double.
struct DistributedActorsTests {
  @Test func `a nonisolated requirement answers from the double's stubs and records the call`()
    async throws
  {
    let stubs = WatcherDoubleStubs()
    stubs.watchedStub.on(any(), return: true)
    let other = WatcherDoubleStubs()
    other.watchedStub.on(any(), return: false)
    let system = LocalTestingDistributedActorSystem()
    let watcher = WatcherDouble(actorSystem: system, stubs: stubs)
    let unwatched = WatcherDouble(actorSystem: system, stubs: other)

    #expect(watcher.watched())
    #expect(!unwatched.watched())
    try await watcher.watch("gate 3")
    let pattern = Pattern()
    pattern.expect(any(), in: stubs.watchedStub)
    pattern.expect(equals("gate 3"), in: stubs.watch)
    #expect(pattern.check().passed)
  }

  @Test func `a distributed requirement answers from the stubs the test makes`() async throws {
    let stubs = GreeterDoubleStubs()
    stubs.greet.on(equals("Ada"), return: "Hello, Ada")
    let greeter = GreeterDouble(actorSystem: LocalTestingDistributedActorSystem(), stubs: stubs)

    #expect(try await greeter.greet("Ada") == "Hello, Ada")
  }
}
