import Testing

@testable import DobbyRecording

/// How every reader splits a recording into lines.
struct RecordingLinesTests {
  private func lines(_ text: [UInt8]) -> [(number: Int, text: String, end: Int, open: Bool)] {
    text.withUnsafeBufferPointer { buffer in
      RecordingLines(buffer).map {
        ($0.number, String(decoding: $0.bytes, as: UTF8.self), $0.end, $0.isUnterminated)
      }
    }
  }

  @Test func `lines end at LF and a CR before it is dropped`() {
    let split = lines(Array("a\r\n\nb\n  \nc".utf8))
    #expect(split.map(\.number) == [1, 2, 3, 4, 5])
    #expect(split.map(\.text) == ["a", "", "b", "  ", "c"])
    #expect(split.map(\.end) == [3, 4, 6, 9, 10])
    #expect(split.map(\.open) == [false, false, false, false, true])
  }

  @Test func `a byte order mark is skipped and a final line break ends nothing more`() {
    let split = lines([0xEF, 0xBB, 0xBF] + Array("x\ny\n".utf8))
    #expect(split.map(\.text) == ["x", "y"])
    #expect(split.map(\.open) == [false, false])
  }

  @Test func `blank means spaces and tabs only`() {
    let bytes = Array(" \t\n\n \tx\n".utf8)
    let blank = bytes.withUnsafeBufferPointer { RecordingLines($0).map(\.isBlank) }
    #expect(blank == [true, true, false])
  }

  @Test func `nothing gives no lines`() {
    #expect(lines([]).isEmpty)
    #expect(lines(Array("\n\n".utf8)).map(\.text) == ["", ""])
  }
}
