public import DobbyCore

// Reports whose timestamps and call sites are fixed, so that their
// recordings are the same bytes on every machine and in every test order.
extension Fixture {
  /// `report` with its clock cut and timestamps renumbered from 1.
  public static func normalized(_ report: VerificationReport) -> VerificationReport {
    var report = report
    for index in report.timeline.indices {
      report.timeline[index].timestamp = UInt64(index + 1)
    }
    report.clockCut = UInt64(report.timeline.count)
    return report
  }

  static let fileID = Site.checkout.fileID
  static let filePath = Site.checkout.filePath

  /// The report the golden recording holds: a strict, ordered checkout
  /// across two recorders with an unexpected payment (nearest miss field by
  /// field), a rejected mail whose text holds a line separator and quotes,
  /// and unfulfilled expectations. Every call site is spelled out, so the
  /// bytes do not depend on how this file is laid out.
  public static func paysThenMails() -> VerificationReport {
    let payments = Recorder<Payment>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "CheckoutTests.pays then mails")
    pattern.expect(
      equals(Payment(amount: 5, currency: "EUR")), in: payments, fileID: fileID,
      filePath: filePath, line: 30, column: 5)
    pattern.expect(
      "receipt", in: mailer, times: .atLeast(1), fileID: fileID, filePath: filePath, line: 31,
      column: 5)
    pattern.reject(
      "spam\u{2028}\"now\"", in: mailer, fileID: fileID, filePath: filePath, line: 32, column: 5)
    payments.record(
      Payment(amount: 5, currency: "USD"), fileID: fileID, filePath: filePath, line: 12,
      column: 9)
    mailer.record("spam\u{2028}\"now\"", fileID: fileID, filePath: filePath, line: 13, column: 9)
    return normalized(pattern.check())
  }

  /// A strict, ordered checkout whose rules say why they exist, with a
  /// stub reaction never used: the payment came, a spam mail was rejected
  /// (`because: "mail is opt-in"`), the receipt never came (`because: "the
  /// receipt follows the payment"`), and `pricing.on("SKU-2")` answered
  /// nothing. Every call site is spelled out.
  public static func reasons() -> VerificationReport {
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let pricing = Stub<String, Int>(name: "pricing")
    let pattern = Pattern(title: "CheckoutTests.explains")
    pricing.on("SKU-1", return: 5, fileID: fileID, filePath: filePath, line: 20, column: 5)
    pricing.on("SKU-2", return: 7, fileID: fileID, filePath: filePath, line: 21, column: 5)
    pattern.expect(5, in: payments, fileID: fileID, filePath: filePath, line: 30, column: 5)
    pattern.expect(
      "receipt", in: mailer, because: "the receipt follows the payment", fileID: fileID,
      filePath: filePath, line: 31, column: 5)
    pattern.reject(
      "spam", in: mailer, because: "mail is opt-in", fileID: fileID, filePath: filePath,
      line: 32, column: 5)
    pattern.expectUsed(pricing)
    _ = try? pricing.invoke("SKU-1")
    payments.record(5, fileID: fileID, filePath: filePath, line: 12, column: 9)
    mailer.record("spam", fileID: fileID, filePath: filePath, line: 13, column: 9)
    return normalized(pattern.check())
  }

  /// A report with one mismatch of `kind`, from real patterns.
  public static func report(with kind: Mismatch.Kind) -> VerificationReport {
    let numbers = Recorder<Int>(name: "numbers")
    let other = Recorder<Int>(name: "other")
    // Nice for the unfulfilled one, so that its interaction is ignored and
    // it is the nearest miss.
    let pattern = Pattern(nice: kind == .unfulfilled)
    switch kind {
    case .unexpected:
      expect(1, in: numbers, on: pattern, line: 40)
      record(1, in: numbers, line: 49)
      record(2, in: numbers, line: 50)
    case .outOfOrder:
      expect(1, in: numbers, on: pattern, line: 40)
      expect(2, in: other, on: pattern, line: 41)
      record(2, in: other, line: 50)
      record(1, in: numbers, line: 51)
    case .rejected:
      Site.thing.reject(2, in: numbers, on: pattern, line: 40)
      record(2, in: numbers, line: 50)
    case .unfulfilled:
      expect(1, in: numbers, times: .between(1...3), on: pattern, line: 40)
      record(7, in: numbers, line: 50)
    case .exceeded:
      expect(1, in: numbers, times: .atMost(1), on: pattern, line: 40)
      record(1, in: numbers, line: 49)
      record(1, in: numbers, line: 50)
    case .unused:
      let site = Site.thing
      let pricing = Stub<Int, Int>(name: "pricing")
      pricing.on(
        1, return: 10, fileID: site.fileID, filePath: site.filePath, line: 40, column: site.column)
      pattern.expectUsed(pricing)
    }
    return pattern.check()
  }

  /// A failed report, as a damaged or hostile recording could hold it:
  /// one unused reaction whose stub, matchers and shadowed call all
  /// contain `text`.
  public static func unusedReaction(naming text: String) -> VerificationReport {
    let site = CallSite(fileID: "T/T.swift", filePath: "/src/T.swift", line: 1, column: 1)
    let reaction = UnusedReaction(
      stub: "stub" + text, matcher: "== " + text, callSite: site,
      shadowedBy: ShadowingReaction(matcher: "any" + text, callSite: site, arguments: text))
    return VerificationReport(
      title: "hostile", mode: PatternMode(strict: true, ordered: true), clockCut: 0,
      recorders: [], expectations: [], timeline: [],
      mismatches: [Mismatch(kind: .unused, step: nil, reaction: reaction)], firstDivergence: nil,
      passed: false)
  }

  /// `PricingTests.shadow`: a stub whose reaction for 2 (line 41) the
  /// catch-all before it (line 40) shadowed on the call of 2; the pattern
  /// expects every reaction used.
  public static func shadowedReaction() -> VerificationReport {
    let site = Site.thing
    let pricing = Stub<Int, Int>(name: "pricing")
    pricing.on(2, return: 20, fileID: site.fileID, filePath: site.filePath, line: 40, column: 5)
    pricing.on(
      any(), return: 0, fileID: site.fileID, filePath: site.filePath, line: 41, column: 5)
    _ = try? pricing.invoke(2)
    return Pattern(title: "PricingTests.shadow").expectUsed(pricing).check()
  }
}

extension Fixture {
  /// `SharedTests.charge()`, verified in a test scope while a test running
  /// at the same time, `refund()`, recorded on the same `payments`
  /// recorder: the pattern counts its own payment of 5, the receipt and an
  /// unexpected payment of 8 (DOBBY-E001); the payments of 2 (the recorder's #2)
  /// and 3 (its #4) were the other test's, left out of the verdict.
  public static func sharedRecorder() -> VerificationReport {
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let pattern = Pattern(title: "SharedTests.charge()")
    pattern.expect(5, in: payments, fileID: fileID, filePath: filePath, line: 30, column: 5)
    pattern.expect("receipt", in: mailer, fileID: fileID, filePath: filePath, line: 31, column: 5)
    payments.record(5, fileID: fileID, filePath: filePath, line: 12, column: 9)
    mailer.record("receipt", fileID: fileID, filePath: filePath, line: 13, column: 9)
    payments.record(8, fileID: fileID, filePath: filePath, line: 14, column: 9)
    var report = normalized(pattern.check())
    let other = CallSite(
      fileID: "CheckoutTests/SharedTests.swift", filePath: "/src/Tests/SharedTests.swift",
      line: 23, column: 14)
    report.foreignInteractions = [
      ForeignInteraction(
        recorder: "payments", index: 1, value: "2", test: "refund()", callSite: other),
      ForeignInteraction(
        recorder: "payments", index: 3, value: "3", test: "refund()", callSite: other),
    ]
    return report
  }
}
