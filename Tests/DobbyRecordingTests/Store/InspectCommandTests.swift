import Testing

@testable import DobbyRecording

/// The `inspect:` command: the built debugger when there is one, else a
/// debug build through `swift run`, always with absolute paths.
struct InspectCommandTests {
  static let tests = "/work/shop/.build/x86_64-unknown-linux-gnu/debug/ShopPackageTests.xctest"
  static let recording = "/work/shop/.dobby/recordings/ShopTests.pays-1.dobby.jsonl"

  func command(executable: String?, built: Set<String>) -> String {
    InspectCommand.make(recording: Self.recording, executable: executable) {
      built.contains($0)
    }
  }

  @Test func `prefers the release debugger, which opens large recordings fastest`() {
    let built: Set = [
      "/work/shop/.build/release/dobby-tui",
      "/work/shop/.build/x86_64-unknown-linux-gnu/debug/dobby-tui",
    ]
    #expect(
      command(executable: Self.tests, built: built)
        == "/work/shop/.build/release/dobby-tui \(Self.recording)")
  }

  @Test func `runs the debug debugger beside the tests when it is built`() {
    let built: Set = ["/work/shop/.build/x86_64-unknown-linux-gnu/debug/dobby-tui"]
    #expect(
      command(executable: Self.tests, built: built)
        == "/work/shop/.build/x86_64-unknown-linux-gnu/debug/dobby-tui \(Self.recording)")
  }

  @Test func `builds a debug debugger in the tests' package when none is built`() {
    #expect(
      command(executable: Self.tests, built: [])
        == "swift run --package-path /work/shop dobby-tui \(Self.recording)")
  }

  @Test func `falls back to swift run outside a package's build`() {
    #expect(
      command(executable: "/usr/bin/xctest", built: ["/usr/bin/dobby-tui"])
        == "swift run dobby-tui \(Self.recording)")
    #expect(command(executable: nil, built: []) == "swift run dobby-tui \(Self.recording)")
  }

  @Test func `quotes paths a shell would split`() {
    let tests = "/work/my shop/.build/debug/ShopPackageTests.xctest"
    #expect(
      InspectCommand.make(recording: "/tmp/it's.dobby.jsonl", executable: tests) { _ in false }
        == #"swift run --package-path '/work/my shop' dobby-tui '/tmp/it'\''s.dobby.jsonl'"#)
  }

  @Test func `a relative recording path is made absolute against the current directory`() {
    #expect(
      RecordingStore.absolute(".dobby/recordings/a.dobby.jsonl", in: "/work/shop")
        == "/work/shop/.dobby/recordings/a.dobby.jsonl")
    #expect(RecordingStore.absolute("./a.dobby.jsonl", in: "/w/") == "/w/a.dobby.jsonl")
    #expect(RecordingStore.absolute("/abs/a.dobby.jsonl", in: "/w") == "/abs/a.dobby.jsonl")
    #expect(RecordingStore.absolute("a.dobby.jsonl", in: nil) == "a.dobby.jsonl")
  }
}
