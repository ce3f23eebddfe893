import Dobby
import Testing

/// `called from:` names the production code that called a double from
/// async code: the frame walk follows the chain of async contexts past
/// the frame the executor resumed. Production code (`CheckoutFlow.swift`),
/// doubles (`CheckoutDoubles.swift`) and these tests are in three files.
struct AsyncCallerTests {
  /// Each way `CheckoutFlow.swift` calls its collaborators from async code:
  /// the function the report names, and the lines of its calls to the
  /// ledger (synchronous) and to the gateway (asynchronous).
  enum Route: String, CaseIterable, Sendable {
    case plain, threeAwaitsDeep, actorMethod, taskClosure, detachedTask, taskGroupChild, asyncLet
    case mainActor, taskExecutor

    /// The function that calls the ledger and the gateway (an `async let`
    /// runs each of its initialisers as an implicit closure of its own).
    var functions: (ledger: String, gateway: String) {
      switch self {
      case .asyncLet:
        (
          "implicit closure #1 in CheckoutFlow.inAsyncLet(_:)",
          "implicit closure #2 in CheckoutFlow.inAsyncLet(_:)"
        )
      default: (function, function)
      }
    }

    private var function: String {
      switch self {
      case .plain: "CheckoutFlow.plain(_:)"
      case .threeAwaitsDeep: "CheckoutFlow.priced(_:)"
      case .actorMethod: "CheckoutCounter.settle(_:)"
      case .taskClosure: "closure #1 in CheckoutFlow.inTask(_:)"
      case .detachedTask: "closure #1 in CheckoutFlow.inDetachedTask(_:)"
      case .taskGroupChild: "closure #1 in closure #1 in CheckoutFlow.inGroup(_:)"
      case .asyncLet: ""
      case .mainActor: "CheckoutFlow.onMainActor(_:)"
      case .taskExecutor: "closure #1 in CheckoutFlow.onExecutor(_:_:)"
      }
    }

    /// The report's `called from:` lines of the ledger's and the
    /// gateway's calls, in the order they were recorded: an `async let`'s
    /// two initialisers run at the same time, so there either may be first.
    func expectedCallerLines(for recorded: [String]) -> [String] {
      let lines = [
        "  called from: \(AsyncCallerTests.file):\(self.lines.ledger) in \(functions.ledger)",
        "  called from: \(AsyncCallerTests.file):\(self.lines.gateway) in \(functions.gateway)",
      ]
      return self == .asyncLet && recorded.first == lines[1] ? lines.reversed() : lines
    }

    /// The lines of the ledger's and the gateway's calls.
    var lines: (ledger: Int, gateway: Int) {
      switch self {
      case .plain: (20, 21)
      case .threeAwaitsDeep: (33, 34)
      case .taskClosure: (39, 40)
      case .detachedTask: (46, 47)
      case .taskGroupChild: (54, 55)
      case .asyncLet: (62, 63)
      case .mainActor: (68, 69)
      case .actorMethod: (83, 84)
      case .taskExecutor: (91, 92)
      }
    }

    func run(gateway: any Gateway, ledger: any Ledger) async throws {
      let checkout = CheckoutFlow(gateway: gateway, ledger: ledger)
      switch self {
      case .plain: try await checkout.plain(1)
      case .threeAwaitsDeep: try await checkout.deep(1)
      case .actorMethod:
        try await CheckoutCounter(gateway: gateway, ledger: ledger).settle(1)
      case .taskClosure: try await checkout.inTask(1)
      case .detachedTask: try await checkout.inDetachedTask(1)
      case .taskGroupChild: try await checkout.inGroup(1)
      case .asyncLet: try await checkout.inAsyncLet(1)
      case .mainActor: try await checkout.onMainActor(1)
      case .taskExecutor: try await checkout.onExecutor(1, .shared)
      }
    }
  }

  /// The kinds of asynchronous double.
  enum GatewayKind: String, CaseIterable, Sendable {
    case recordsAtOnce, awaitsBeforeRecording, stubBacked

    /// A double of this kind, whose charges `pattern` watches.
    func makeDouble(watchedBy pattern: Pattern) -> any Gateway {
      switch self {
      case .recordsAtOnce:
        let double = ImmediateGatewayDouble()
        pattern.watch(double.charges)
        return double
      case .awaitsBeforeRecording:
        let double = AwaitingGatewayDouble()
        pattern.watch(double.charges)
        return double
      case .stubBacked:
        let double = StubGatewayDouble()
        pattern.watch(double.charges)
        return double
      }
    }
  }

  static let file = "Tests/DobbyTests/AsyncCallers/CheckoutFlow.swift"

  /// The `called from:` lines of a report in which every interaction is
  /// unexpected, in timeline order.
  static func callerLines(of pattern: Pattern) -> [String] {
    let report = pattern.check().resolvingCallers(CallerSymbolicator.caller(of:))
    return report.plainText.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("  called from: ") || $0.hasPrefix("  recorded at: ")
    }
  }

  @Test(arguments: Route.allCases, GatewayKind.allCases)
  func `names the production caller of a sync and an async double`(
    route: Route, kind: GatewayKind
  ) async throws {
    let ledger = LedgerDouble()
    let pattern = Pattern().watch(ledger.posts)
    try await route.run(gateway: kind.makeDouble(watchedBy: pattern), ledger: ledger)
    let lines = Self.callerLines(of: pattern)
    #expect(lines == route.expectedCallerLines(for: lines))
  }
}
