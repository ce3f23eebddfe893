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

  @Test func `a ~Copyable answer gets a reason and no code`() {
    #expect(
      Self.output.skipped.contains(
        "Ownership.TicketOffice: issue answers Ticket, which is ~Copyable: "
          + "a stub cannot hold an answer to give"))
    #expect(!text.contains("TicketOfficeDouble"))
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

  @Test func `a distributed requirement answers from the stubs the test makes and keeps`() {
    #expect(
      text.contains(
        """
        /// A double of `Greeter`: a distributed actor, whose members the
        /// compiler writes; its own requirements answer from the stubs of the
        /// `GreeterDoubleStubs` it is made with.
        distributed actor GreeterDouble<ActorSystem: Distributed.DistributedActorSystem>: Greeter, \
        Sendable
        {
          /// The stubs, which the test makes and keeps: a distributed actor's
          /// stored properties cannot be read from outside it.
          let stubs: GreeterDoubleStubs

          init(actorSystem: ActorSystem, stubs: GreeterDoubleStubs) {
            self.actorSystem = actorSystem
            self.stubs = stubs
          }

          distributed func greet(_ name: String) -> String {
            self.stubs.greet.answer(name)
          }
        }

        /// The stubs of `GreeterDouble`: every requirement records its calls in
        /// a stub named after it and answers with the stub's reactions.
        final class GreeterDoubleStubs: Sendable {
          init() {}

          /// The calls of `greet(_:)`, with `name`.
          let greet = Dobby.Stub<String, String>(name: "Greeter.greet")
        }
        """))
    #expect(!Self.output.skipped.contains { $0.hasPrefix("Ownership.Greeter") })
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
