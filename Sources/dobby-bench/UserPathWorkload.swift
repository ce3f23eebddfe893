import DobbyBenchApp
import DobbyBenchDoubles
import Foundation
import Synchronization

/// The user's path (SPEC 12, G1-G5, and G6 a call with two arguments
/// answered by `on((a, b))`): the app's code (DobbyBenchApp) calls
/// generated doubles (DobbyBenchDoubles) through their protocols, against
/// Mockolo-shaped mocks (`Sendable` and plain), the variants alternated in
/// one process. Ratios are to the `Sendable` mock; run it from a release
/// and a debug build (`dobby-bench --user-path [--quick]`).
struct UserPathWorkload {
  static let flag = "--user-path"

  /// Calls per repetition of G1-G3 and G6, and per memory probe.
  let calls: Int
  /// Interactions verified by G4 and G5.
  let verified: Int
  /// G4's counts, to show that it grows linearly.
  let growth: [Int]
  let repetitions: Int

  init(quick: Bool) {
    calls = quick ? 100_000 : 1_000_000
    verified = quick ? 10_000 : 100_000
    growth = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
    repetitions = quick ? 3 : 5
  }

  /// The build the figures come from.
  static var build: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  func run() {
    emit("user's path, \(Self.build) build (ns per call or per verified interaction)")
    let g1 = onEachApp { app in app.postAll(calls) }
    emit(callLine("G1", "void-call", g1, probe: "G1"))
    let g2 = onEachApp { app in expectCalls(app.total(calls)) }
    emit(callLine("G2", "value-call", g2, probe: "G2"))
    let g3 = alternated(Self.apps.map { make in { Self.chargeAll(calls, make) } })
    emit(callLine("G3", "async-throws-call", g3, probe: "G3"))
    let g6 = onEachApp { app in expectCalls(app.shippingTotal(calls)) }
    emit(callLine("G6", "two-argument-call", g6, probe: "G6"))

    for count in growth {
      let g4 = alternated([
        { Self.checkTimed(DoubledCheckout.unordered(count)) },
        { MockedCheckout.sortedCompare(count, sendable: true) },
        { MockedCheckout.sortedCompare(count, sendable: false) },
      ])
      emit(
        figures("G4", "verify-unordered n=\(count)", g4, count)
          + " (dobby: check() with its report; mocks: count + sorted compare)")
    }
    let g5 = repeated(repetitions: repetitions) {
      Self.checkTimed(DoubledCheckout.ordered(verified, across: 8))
    }
    emit(
      "G5 verify-ordered-8-doubles n=\(verified) dobby=\(perCall(g5, verified)) mock=n/a")
  }

  /// Runs each variant once to warm up, then `repetitions` rounds of all of
  /// them in turn, and returns each one's median.
  /// The apps every call workload races, in the order its figures print:
  /// with generated doubles, with the Sendable mocks, with the plain mocks.
  private static let apps: [@Sendable () -> Checkout] = [
    DoubledCheckout.make, MockedCheckout.sendable, MockedCheckout.plain,
  ]

  /// `work` timed on a fresh app of each of ``apps``, alternated.
  private func onEachApp(_ work: @escaping (Checkout) -> Void) -> [Seconds] {
    alternated(
      Self.apps.map { make in
        {
          let app = make(); return timed { work(app) }
        }
      })
  }

  private func alternated(_ variants: [() -> Seconds]) -> [Seconds] {
    for variant in variants { _ = variant() }
    var samples = Array(repeating: [Seconds](), count: variants.count)
    for _ in 0..<repetitions {
      for (index, variant) in variants.enumerated() { samples[index].append(variant()) }
    }
    return samples.map(median)
  }

  private func expectCalls(_ sum: Int) {
    precondition(sum == calls, "every call answers 1 (sum was \(sum))")
  }

  /// G3: awaits `calls` charges in a task, two awaits down, and blocks
  /// until they are done.
  static func chargeAll(_ calls: Int, _ make: @escaping @Sendable () -> Checkout) -> Seconds {
    let result = Mutex<Seconds>(0)
    let done = DispatchSemaphore(value: 0)
    Task {
      let app = make()
      await Task.yield()
      let start = ContinuousClock.now
      let sum = (try? await app.chargeAll(calls)) ?? 0
      let elapsed = ContinuousClock.now - start
      precondition(sum == calls, "every charge answers 1 (sum was \(sum))")
      result.withLock {
        $0 = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      }
      done.signal()
    }
    done.wait()
    return result.withLock { $0 }
  }

  static func checkTimed(_ verification: DoubledVerification) -> Seconds {
    var passed = false
    let seconds = timed { passed = verification.check() }
    precondition(passed, "the user's path pattern failed verification")
    return seconds
  }

  private func perCall(_ seconds: Seconds, _ count: Int) -> String {
    figure(Unit.nanosecondsPerOperation.value(seconds, operations: count))
  }

  /// `G<n> name dobby=… sendable-mock=… plain-mock=… ratio=…`.
  private func figures(_ workload: String, _ name: String, _ medians: [Seconds], _ count: Int)
    -> String
  {
    "\(workload) \(name) dobby=\(perCall(medians[0], count)) "
      + "sendable-mock=\(perCall(medians[1], count)) plain-mock=\(perCall(medians[2], count)) "
      + "unit=ns ratio=\(figure(medians[0] / medians[1]))x"
  }

  /// A G1-G3 or G6 line, with the bytes each recorded call keeps, measured in a
  /// fresh process over 1,000,000 calls (at any size: fewer leave the
  /// growth of the resident set to chance).
  private func callLine(
    _ workload: String, _ name: String, _ medians: [Seconds], probe: String
  ) -> String {
    let dobby = MemoryProbe.measure(design: probe + "-dobby", count: 1_000_000) ?? "n/a"
    let mock = MemoryProbe.measure(design: probe + "-mock", count: 1_000_000) ?? "n/a"
    return figures(workload, name, medians, calls)
      + " memory: dobby=\(dobby) sendable-mock=\(mock) bytes/call"
  }

  /// Makes `count` calls of the user's path `probe` (`G1-dobby`,
  /// `G3-mock`, …) and keeps what they recorded until `measure` has read
  /// the resident set; `false` for an unknown probe.
  static func probe(_ probe: String, count: Int, measure: () -> Void) -> Bool {
    let dobby = probe.hasSuffix("-dobby")
    guard dobby || probe.hasSuffix("-mock") else { return false }
    let app = dobby ? DoubledCheckout.make() : MockedCheckout.sendable()
    switch probe.prefix(2) {
    case "G1": app.postAll(count)
    case "G2": _ = app.total(count)
    case "G6": _ = app.shippingTotal(count)
    case "G3":
      let done = DispatchSemaphore(value: 0)
      Task {
        _ = try? await app.chargeAll(count)
        done.signal()
      }
      done.wait()
    default: return false
    }
    measure()
    withExtendedLifetime(app) {}
    return true
  }
}

/// Checkouts whose collaborators are Mockolo-shaped mocks. The shipping
/// mock's handler compares its two arguments, as the test's `on((a, b))`
/// does for the double (G6). The Sendable and the plain mocks answer with
/// the same handlers.
enum MockedCheckout {
  @Sendable static func sendable() -> Checkout {
    let prices = PriceListMock()
    prices.priceHandler = answerOne
    let gateway = GatewayMock()
    gateway.chargeHandler = chargeOne
    let shipping = ShippingMock()
    shipping.rateHandler = rate
    return Checkout(
      ledger: LedgerMock(), prices: prices, gateway: gateway, shipping: shipping)
  }

  @Sendable static func plain() -> Checkout {
    let prices = PlainPriceListMock()
    prices.priceHandler = answerOne
    let gateway = PlainGatewayMock()
    gateway.chargeHandler = chargeOne
    let shipping = PlainShippingMock()
    shipping.rateHandler = rate
    return Checkout(
      ledger: PlainLedgerMock(), prices: prices, gateway: gateway, shipping: shipping)
  }

  // Closures of the types the Sendable mocks' handlers have, which the
  // plain mocks' take as they are: a function converted to a handler's
  // type would be called through a thunk.

  /// The price of every call: 1.
  private static let answerOne: @Sendable (Int) -> Int = { _ in 1 }

  /// The charge of every call: 1.
  private static let chargeOne: @Sendable (Int) async throws -> Int = { _ in 1 }

  /// The shipping rate: 1 for the call the test expects, else 0.
  private static let rate: @Sendable (String, Int) -> Int = { sku, quantity in
    sku == "SKU-1" && quantity == 2 ? 1 : 0
  }

  /// G4's mock side: `count` shuffled calls (untimed), then the test's
  /// check, timed: the call count, and the sorted arguments against the
  /// expected ones.
  static func sortedCompare(_ count: Int, sendable: Bool) -> Seconds {
    let expected = Array(0..<count)
    var passed = false
    let seconds: Seconds
    if sendable {
      let ledger = LedgerMock()
      Checkout(
        ledger: ledger, prices: PriceListMock(), gateway: GatewayMock(), shipping: ShippingMock()
      ).postShuffled(count)
      seconds = timed {
        passed = ledger.postCallCount == count && ledger.postArgValues.sorted() == expected
      }
    } else {
      let ledger = PlainLedgerMock()
      Checkout(
        ledger: ledger, prices: PlainPriceListMock(), gateway: PlainGatewayMock(),
        shipping: PlainShippingMock()
      ).postShuffled(count)
      seconds = timed {
        passed = ledger.postCallCount == count && ledger.postArgValues.sorted() == expected
      }
    }
    precondition(passed, "the mock's sorted compare failed")
    return seconds
  }
}
