import Foundation
import Testing

@testable import DobbyGen

/// `~Copyable` parameters and results, deprecated requirements with a
/// default, and distributed actors, on a graph the compiler wrote
/// (Graphs/Ownership.symbols.json: `swift-symbolgraph-extract
/// -minimum-access-level private -skip-synthesized-members`, as the plugin
/// asks, of Graphs/Ownership.swift).
struct OwnershipTests {
  static let graphs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Graphs")

  /// The doubles of Ownership's protocols, and the reasons.
  static let output: Generator.Output = {
    let data = (try? Data(contentsOf: graphs.appendingPathComponent("Ownership.symbols.json")))
    guard let data, let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data) else {
      return Generator.Output(files: [:], skipped: ["Ownership.symbols.json is unreadable"])
    }
    var generator = Generator(module: "Ownership", regenerate: "test")
    let source = try? String(
      contentsOf: graphs.appendingPathComponent("Ownership.swift"), encoding: .utf8)
    generator.source = { $0 == "/Ownership/Ownership.swift" ? source : nil }
    return generator.generate(from: [graph])
  }()

  var text: String { Self.output.files["Ownership.Ownership+Doubles.swift"] ?? "" }

  @Test func `a ~Copyable argument is recorded as () and the doc comment says so`() {
    #expect(
      text.contains(
        """
          /// The calls of `admit(_:)`, with `ticket`. `ticket` is ~Copyable: recorded as `()`.
          let admit = Dobby.Stub<Void, Bool>(name: "Turnstile.admit")
          func admit(_ ticket: consuming Ticket) -> Bool {
            self.admit.answer(())
          }
        """))
    #expect(text.contains("let inspect = Dobby.Stub<(Void, Int), Void>"))
    #expect(text.contains("self.inspect.answer(((), gate))"))
  }

  @Test func `a copyable consuming argument is still copied`() {
    #expect(text.contains("self.file.answer(Dobby.UncheckedSendable<Receipt>(copy receipt))"))
  }

  @Test func `a ~Copyable answer comes from a closure init takes, the call recorded in a stub`() {
    #expect(
      text.contains(
        """
        final class TicketOfficeDouble: TicketOffice, Sendable {
          /// Made with the answers of the requirements answering ~Copyable values,
          /// which a stub cannot hold.
          init(
            issue issueStub: @escaping @Sendable () -> Ticket,
            reissue: @escaping @Sendable (Int, Int) -> Ticket
          ) {
            self.issueStubAnswer = issueStub
            self.reissueAnswer = reissue
        """))
    #expect(
      text.contains(
        """
          /// The calls of `issue()`. `Ticket` is ~Copyable: answered by the closure given to `init`.
          let issueStub = Dobby.Stub<Void, Void>(name: "TicketOffice.issueStub")
          /// The answers of `issue()`, which a stub cannot hold.
          private let issueStubAnswer: @Sendable () -> Ticket
        """))
    #expect(
      text.contains(
        """
          func issue() -> Ticket {
            self.issueStub.answer(())
            return self.issueStubAnswer()
          }
        """))
    #expect(text.contains("private let reissueAnswer: @Sendable (Int, Int) -> Ticket"))
    #expect(
      text.contains(
        """
          func reissue(_ number: Int, at gate: Int) throws -> Ticket {
            try self.reissue.invoke((number, gate))
            return self.reissueAnswer(number, gate)
          }
        """))
    #expect(!Self.output.skipped.contains { $0.hasPrefix("Ownership.TicketOffice") })
  }

  @Test func `a ~Copyable answer with no initializer of the double's own to take it gets a reason`()
  {
    #expect(
      Self.output.skipped.contains(
        "Ownership.BoxOffice: issue answers Ticket, which is ~Copyable, and the double has no "
          + "initializer of its own to take it from"))
    #expect(
      Self.output.skipped.contains(
        "Ownership.TicketPrinter: sample answers Ticket, which is ~Copyable: "
          + "a stub cannot hold an answer to give"))
    #expect(!text.contains("BoxOfficeDouble"))
    #expect(!text.contains("TicketPrinterDouble"))
  }

  @Test func `a deprecated requirement with a default is left to it, one without is written`() {
    #expect(!text.contains("func start()"))
    #expect(text.contains("func stop()"))
    #expect(text.contains("func run()"))
  }

  @Test func `a refinement of DistributedActor is a distributed actor the compiler completes`() {
    #expect(
      text.contains(
        """
        distributed actor WorkerDouble<ActorSystem: Distributed.DistributedActorSystem>: Worker, \
        Sendable {
        }
        """))
    #expect(text.contains("import Distributed\n"))
  }

  // The whole text of these doubles is the grammar fixture's
  // (Grammar.DistributedActors+Doubles.swift), which
  // `Scripts/check-generated-doubles` regenerates, compares and builds;
  // here, the lines that carry each rule.

  @Test func `a distributed requirement answers from the stubs the test makes and keeps`() {
    #expect(
      text.contains(
        """
        distributed actor GreeterDouble<ActorSystem: Distributed.DistributedActorSystem>: Greeter, \
        Sendable
        {
          /// The stubs, which the test makes and keeps: a distributed actor's
          /// stored properties cannot be read from outside it.
          let stubs: GreeterDoubleStubs
        """))
    #expect(
      text.contains(
        """
          init(actorSystem: ActorSystem, stubs: GreeterDoubleStubs) {
            self.actorSystem = actorSystem
            self.stubs = stubs
        """))
    #expect(
      text.contains(
        """
          distributed func greet(_ name: String) -> String {
            self.stubs.greet.answer(name)
          }
        """))
    #expect(
      text.contains(
        """
        final class GreeterDoubleStubs: Sendable {
          init() {}

          /// The calls of `greet(_:)`, with `name`.
          let greet = Dobby.Stub<String, String>(name: "Greeter.greet")
        """))
    #expect(!Self.output.skipped.contains { $0.hasPrefix("Ownership.Greeter") })
  }

  @Test func `a nonisolated requirement reads the stubs its stubs class keeps for each double`() {
    #expect(
      text.contains(
        """
            self.stubs = stubs
            WatcherDoubleStubs.keep(stubs, for: ObjectIdentifier(self))
          }

          deinit { WatcherDoubleStubs.forget(ObjectIdentifier(self)) }
        """))
    #expect(
      text.contains(
        """
          nonisolated func watched() -> Bool {
            WatcherDoubleStubs.held(by: ObjectIdentifier(self)).watchedStub.answer(())
          }
        """))
    #expect(text.contains("    self.stubs.watch.answer(name)\n"))
    #expect(
      text.contains(
        """
          /// The stubs of each live double, which its nonisolated members read:
          /// they cannot reach the stubs the actor keeps isolated.
          private static let doubles = Synchronization.Mutex<[ObjectIdentifier: WatcherDoubleStubs]>([:])
        """))
    #expect(text.contains("    doubles.withLock { $0[double] = stubs }\n"))
    #expect(text.contains("    _ = doubles.withLock { $0.removeValue(forKey: double) }\n"))
    #expect(
      text.contains(
        """
          /// The stubs of the double `double` identifies; new ones, which have
          /// no reactions, for a reference to a double of another process.
          static func held(by double: ObjectIdentifier) -> WatcherDoubleStubs {
            doubles.withLock { $0[double] } ?? WatcherDoubleStubs()
          }
        """))
    #expect(
      text.contains(#"let watchedStub = Dobby.Stub<Void, Bool>(name: "Watcher.watchedStub")"#))
    #expect(text.contains("import Synchronization\n"))
    #expect(!Self.output.skipped.contains { $0.hasPrefix("Ownership.Watcher") })
  }

  @Test func `the toolchain's ~Copyable types are known without their source`() {
    let types = NonCopyableTypes()
    let job = TypeSyntax.nominal([
      TypeName(name: "ExecutorJob", precise: "s:12_Concurrency11ExecutorJobV")
    ])
    #expect(types.contains(.attributed(TypeAttributes(specifiers: ["consuming"]), job)))
    #expect(!types.contains(T.int))
  }
}
