import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Testing

/// Inputs the fuzzer found; each once crashed a renderer.
struct RendererRegressionTests {
  @Test(arguments: [Int.max, Int.min, -1, 1_000])
  func `a first divergence outside the timeline renders`(divergence: Int) {
    var report = Fixture.outOfOrder()
    report.firstDivergence = TimelineStep(index: divergence)
    for format in ReportFormat.allCases {
      #expect(!report.rendered(as: format).isEmpty)
    }
  }
}

extension RendererRegressionTests {
  @Test(arguments: ReportFormat.allCases)
  func `a recording path with controls is escaped`(format: ReportFormat) {
    let options = PlainTextOptions(recordingPath: "a\u{0}b\u{1B}c")
    let text = Fixture.outOfOrder().rendered(as: format, options: options)
    #expect(!text.unicodeScalars.contains { $0.value == 0 || $0.value == 0x1B })
  }
}

extension RendererRegressionTests {
  @Test func `mismatches naming impossible steps and expectations render`() {
    var report = Fixture.outOfOrder()
    report.mismatches = Mismatch.Kind.allCases.flatMap { kind in
      [Int.min, -1, 0, Int.max].map {
        Mismatch(
          kind: kind, step: TimelineStep(index: $0), expectation: ExpectationID(number: $0),
          due: ExpectationID(number: $0),
          nearestMiss: NearestMiss(
            expectation: ExpectationID(number: $0), step: TimelineStep(index: $0), differences: []))
      }
    }
    report.timeline[0].step = TimelineStep(index: Int.max)
    for format in ReportFormat.allCases {
      #expect(!report.rendered(as: format).isEmpty)
    }
  }
}
