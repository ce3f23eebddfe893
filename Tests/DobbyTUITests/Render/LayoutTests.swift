import DobbyTUI
import Testing

/// Where the panes go at a terminal size.
struct LayoutTests {
  @Test(arguments: [(120, 53), (160, 71), (200, 72), (300, 72)])
  func `the right column takes 9/20 of a full screen, at most 72 columns`(
    columns: Int, right: Int
  ) throws {
    let layout = Layout(
      size: Size(columns: columns, rows: 40), focus: .timeline, expectationCount: 5)
    #expect(layout.kind == .full)
    let timeline = try #require(layout.area(of: .timeline))
    let detail = try #require(layout.area(of: .detail))
    #expect(detail.body.width == right)
    #expect(timeline.body.width == columns - right - 1)
    #expect(detail.body.left == timeline.body.width + 1)
  }
}

/// The full layout's columns when the left column's content is measured.
struct ContentLayoutTests {
  @Test(arguments: [
    (120, 50, 50), (120, 10, 47), (120, 200, 75), (200, 139, 139), (200, 100, 127),
    (100, 90, 55), (100, 20, 40),
  ])
  func `the left column gets what its content asks, the right column between 44 and 72`(
    columns: Int, wanted: Int, left: Int
  ) throws {
    let layout = Layout(
      size: Size(columns: columns, rows: 40), focus: .timeline, expectationCount: 5,
      sourceLines: 7, leftWanted: wanted)
    let timeline = try #require(layout.area(of: .timeline))
    let detail = try #require(layout.area(of: .detail))
    #expect(timeline.body.width == left)
    #expect(layout.source?.body.width == left)
    #expect(detail.body.left == left + 1)
    #expect(detail.body.width == columns - left - 1)
  }

  @Test func `heights do not depend on the content's width`() {
    let size = Size(columns: 150, rows: 40)
    let plain = Layout(size: size, focus: .timeline, expectationCount: 5, sourceLines: 7)
    let measured = Layout(
      size: size, focus: .timeline, expectationCount: 5, sourceLines: 7, leftWanted: 120)
    #expect(plain.areas.map(\.body.height) == measured.areas.map(\.body.height))
    #expect(plain.source?.body.height == measured.source?.body.height)
  }
}
