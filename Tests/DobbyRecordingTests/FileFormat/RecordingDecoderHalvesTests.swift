import DobbyCore
import DobbyTestSupport
import Testing

@testable import DobbyRecording

/// Reading the interaction lines in two halves at once gives what reading
/// them in order gives: the same report, or the same error on the same
/// line, for intact and damaged files alike.
struct RecordingDecoderHalvesTests {
  /// A recording of `count` interactions on three recorders, with
  /// mismatches, so that every section has lines.
  static func recording(count: Int = 240) throws -> [UInt8] {
    let recorders = (0..<3).map { Recorder<Payment>(name: "payments\($0)") }
    let pattern = Pattern(strict: true, ordered: false, title: "HalvesTests.many")
    for recorder in recorders {
      pattern.expect(any(), in: recorder, times: .atLeast(1))
    }
    pattern.reject(equals(Payment(amount: 13, currency: "EUR")), in: recorders[0])
    for step in 0..<count {
      recorders[step % 3].record(Payment(amount: step, currency: step % 2 == 0 ? "EUR" : "USD"))
    }
    return try RecordingEncoder.encode(Fixture.normalized(pattern.check()))
  }

  /// The outcome of decoding `bytes` in order or in halves, as text.
  static func outcome(_ bytes: [UInt8], halves: Bool) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      do {
        let (report, writer) = try RecordingDecoder.decodeFile(
          buffer, path: "x.dobby.jsonl", halvesThreshold: halves ? 0 : .max)
        return "\(writer ?? "-") \(report)"
      } catch {
        return "error: \(error)"
      }
    }
  }

  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
  }

  static func joined(_ lines: [[UInt8]]) -> [UInt8] {
    Array(lines.joined(separator: [0x0A]))
  }

  /// The index of the interaction line `fraction` of the way through.
  static func interactionLine(_ lines: [[UInt8]], at fraction: Double) -> Int {
    let interactions = lines.indices.filter {
      lines[$0].starts(with: Array(#"{"kind":"interaction""#.utf8))
    }
    return interactions[Int(Double(interactions.count - 1) * fraction)]
  }

  @Test func `an intact recording reads the same in halves`() throws {
    let bytes = try Self.recording()
    let inOrder = Self.outcome(bytes, halves: false)
    #expect(!inOrder.hasPrefix("error"), "\(inOrder)")
    #expect(Self.outcome(bytes, halves: true) == inOrder)
  }

  final class Order: @unchecked Sendable {
    // SAFETY: changed only by the test's one thread.
    var status: Int
    init(status: Int) { self.status = status }
  }

  @Test func `instances changed after they were recorded read the same in halves`() throws {
    let orders = Recorder<Order>(name: "orders")
    let kept = (0..<240).map { Order(status: $0) }
    for order in kept { orders.record(order) }
    for step in stride(from: 3, to: 240, by: 7) { kept[step].status = -1 }
    let pattern = Pattern(strict: true, ordered: false, title: "HalvesTests.changed")
    pattern.expect(any(), in: orders, times: .atLeast(1))
    let report = Fixture.normalized(pattern.check())
    let bytes = try RecordingEncoder.encode(report)
    for halves in [false, true] {
      let loaded = try bytes.withUnsafeBufferPointer { buffer in
        try RecordingDecoder.decodeFile(
          buffer, path: "x.dobby.jsonl", halvesThreshold: halves ? 0 : .max
        ).0
      }
      #expect(
        loaded.changedAfterRecording.map(\.step.index) == Array(stride(from: 3, to: 240, by: 7)))
      #expect(loaded == report)
    }
  }

  /// Damage at a quarter (the first half) and at three quarters (the
  /// second half) of the interaction lines.
  @Test(arguments: [0.25, 0.75])
  func `damage in either half gives the error of reading in order`(fraction: Double) throws {
    let lines = Self.lines(try Self.recording())
    let at = Self.interactionLine(lines, at: fraction)
    var variants: [[[UInt8]]] = []
    var broken = lines
    broken[at] = Array(#"{"kind":"interaction","step":}"#.utf8)
    variants.append(broken)
    var outOfPlace = lines
    outOfPlace.insert(Array(#"{"kind":"mismatch","index":0}"#.utf8), at: at)
    variants.append(outOfPlace)
    var blank = lines
    blank.insert([], at: at)
    variants.append(blank)
    var marked = lines
    marked[at] = [0xEF, 0xBB, 0xBF] + lines[at]
    variants.append(marked)
    var duplicated = lines
    duplicated.insert(lines[at], at: at)
    variants.append(duplicated)
    var later = lines
    later[at] = Array(#"{"kind":"interaction","later":true}"#.utf8)
    variants.append(later)
    for variant in variants {
      let bytes = Self.joined(variant)
      #expect(Self.outcome(bytes, halves: true) == Self.outcome(bytes, halves: false))
    }
  }

  @Test func `more interactions than the header declares fail on the same line`() throws {
    let lines = Self.lines(try Self.recording())
    var header = String(decoding: lines[0], as: UTF8.self)
    header = header.replacingOccurrences(of: #""interactions":240"#, with: #""interactions":200"#)
    var changed = lines
    changed[0] = Array(header.utf8)
    let bytes = Self.joined(changed)
    let inOrder = Self.outcome(bytes, halves: false)
    #expect(inOrder.contains("line"), "\(inOrder)")
    #expect(Self.outcome(bytes, halves: true) == inOrder)
  }

  @Test func `line breaks with carriage returns, and a file cut short, read the same`() throws {
    let bytes = try Self.recording()
    let crlf = Self.lines(bytes).map { $0.isEmpty ? $0 : $0 + [0x0D] }
    let withReturns = Self.joined(crlf)
    #expect(Self.outcome(withReturns, halves: true) == Self.outcome(withReturns, halves: false))
    for cut in [bytes.count - 40, bytes.count * 3 / 4, bytes.count / 2 + 7] {
      let prefix = Array(bytes.prefix(cut))
      #expect(Self.outcome(prefix, halves: true) == Self.outcome(prefix, halves: false))
    }
  }

  /// Single bytes changed at random: whatever the damage, both ways agree.
  @Test func `random byte changes read the same in halves and in order`() throws {
    let bytes = try Self.recording(count: 90)
    var generator = SeededGenerator(seed: 0x4A4C_5645)
    var disagreements: [String] = []
    for _ in 0..<300 {
      var damaged = bytes
      let at = Int.random(in: 0..<damaged.count, using: &generator)
      damaged[at] = [0x0A, 0x7B, 0x22, 0x2C, 0x30, 0x20, 0xFF].randomElement(using: &generator)!
      let (halves, inOrder) = (
        Self.outcome(damaged, halves: true), Self.outcome(damaged, halves: false)
      )
      if halves != inOrder { disagreements.append("byte \(at): \(halves) ≠ \(inOrder)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
  }

  @Test func `a line start is found just past a line break`() {
    let bytes: [UInt8] = Array("ab\ncd\n\nef".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 0) == 0)
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 1) == 3)
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 3) == 3)
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 4) == 6)
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 7) == 7)
      #expect(RecordingDecoder.lineStart(in: buffer, atOrAfter: 8) == bytes.count)
    }
  }
}
