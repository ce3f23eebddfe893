import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// Random damage to a real recording never crashes the reader: it loads,
/// or it fails with one line naming the file.
struct RecordingFileFuzzTests {
  /// Bytes that make JSON and recordings interesting when dropped in.
  private static let alphabet =
    Array(#"{}[]":,\0123456789-.eE tfnul"#.utf8) + [0x0A, 0x0D, 0xFF, 0xC3, 0xE2, 0x00, 0x1B]

  /// `bytes` with one random kind of damage.
  private static func damage(
    _ bytes: [UInt8], lines: [[UInt8]], using random: inout SeededGenerator
  ) -> [UInt8] {
    var bytes = bytes
    switch Int.random(in: 0..<6, using: &random) {
    case 0:  // Overwrite a few bytes.
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        bytes[Int.random(in: 0..<bytes.count, using: &random)] = alphabet.randomElement(
          using: &random)!
      }
    case 1:  // Delete a run.
      let start = Int.random(in: 0..<bytes.count, using: &random)
      bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...40, using: &random)))
    case 2:  // Insert bytes.
      let at = Int.random(in: 0...bytes.count, using: &random)
      bytes.insert(
        contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in
          alphabet.randomElement(using: &random)!
        }, at: at)
    case 3:  // Duplicate a line.
      let line = lines.randomElement(using: &random)!
      let at = Int.random(in: 0...bytes.count, using: &random)
      bytes.insert(contentsOf: line + [0x0A], at: at)
    case 4:  // Shuffle two lines.
      var shuffled = lines
      shuffled.swapAt(
        Int.random(in: 1..<lines.count, using: &random),
        Int.random(in: 1..<lines.count, using: &random))
      bytes = Array(shuffled.map { $0 + [0x0A] }.joined())
    default:  // Change a number.
      let digits = bytes.indices.filter { (0x30...0x39).contains(bytes[$0]) }
      if let at = digits.randomElement(using: &random) {
        let numbers: [String] = [
          "9", "99999999999999999999", "-1", "1e3", "0.5", "18446744073709551615",
        ]
        bytes.replaceSubrange(at...at, with: Array(numbers.randomElement(using: &random)!.utf8))
      }
    }
    return bytes
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func `damaged recordings load or fail with one line`(seed: UInt64) throws {
    let golden = try Array(Data(contentsOf: RecordingFileGoldenTests.golden))
    let lines = golden.split(separator: 0x0A).map(Array.init)
    let directory = try TemporaryDirectory()
    var random = SeededGenerator(seed: seed)
    var failures = 0
    for _ in 0..<300 {
      let url = try directory.write(Self.damage(golden, lines: lines, using: &random))
      do {
        let report = try VerificationReport(contentsOf: url)
        // Whatever loaded can be shown.
        _ = report.plainText(PlainTextOptions(basePath: "/src"))
      } catch let error as RecordingFileError {
        failures += 1
        #expect(error.description.hasPrefix(url.path + ":"))
        #expect(!error.description.contains("\n"), "\(error)")
      }
    }
    #expect(failures > 0)
  }
}
