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
