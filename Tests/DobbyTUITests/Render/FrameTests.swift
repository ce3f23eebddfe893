import DobbyCore
import DobbyTUI
import Testing

struct FrameTests {
  @Test func `a wide character takes two cells and prints once`() {
    var frame = Frame(size: Size(columns: 8, rows: 1))
    #expect(frame.put("a寿b", row: 0, column: 0) == 4)
    #expect(frame[0, 1].character == "寿" && !frame[0, 1].isContinuation)
    #expect(frame[0, 2].isContinuation)
    #expect(frame[0, 3].character == "b")
    #expect(frame.text == "a寿b")
  }

  @Test func `a wide character that would straddle the edge is left out`() {
    var frame = Frame(size: Size(columns: 3, rows: 1))
    #expect(frame.put("ab🍣", row: 0, column: 0) == 2)
    #expect(frame.text == "ab")
    #expect(frame.put("x🍣", row: 0, column: 0, width: 2) == 1)
  }

  @Test func `overwriting half of a wide character blanks the other half`() {
    var frame = Frame(size: Size(columns: 6, rows: 2))
    frame.put("寿司", row: 0, column: 0)
    frame.put("x", row: 0, column: 1)
    #expect(frame.text == " x司\n")
    frame.put("寿司", row: 1, column: 0)
    frame.put("y", row: 1, column: 2)
    #expect(frame.text == " x司\n寿y")
    #expect(!frame[1, 3].isContinuation)
  }

  @Test func `text trims trailing spaces and keeps empty rows`() {
    var frame = Frame(size: Size(columns: 5, rows: 3))
    frame.put("a  ", row: 0, column: 0)
    frame.put("b", row: 2, column: 4)
    #expect(frame.text == "a\n\n    b")
  }

  @Test func `styles apply by cell and drawing off the frame is ignored`() {
    var frame = Frame(size: Size(columns: 4, rows: 1))
    frame.put("abcd", row: 0, column: 0, style: .bold)
    frame.restyle(row: 0, column: 1, width: 2) { $0.attributes.insert(.reverse) }
    #expect(frame[0, 0].style == .bold)
    #expect(frame[0, 1].style == Style(.normal, [.bold, .reverse]))
    #expect(frame.put("x", row: 5, column: 0) == 0)
    #expect(frame.put("x", row: 0, column: -1) == 0)
  }
}
