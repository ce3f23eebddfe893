import DobbyCore
import DobbyTestSupport
import Foundation
import Synchronization
import Testing

@testable import DobbyRecording

struct RecordingStoreTests {
  @Test func `the directory is DOBBY_RECORDINGS when set, else .dobby/recordings`() {
    #expect(RecordingStore.directory(environment: [:]) == ".dobby/recordings")
    #expect(RecordingStore.directory(environment: ["DOBBY_RECORDINGS": ""]) == ".dobby/recordings")
    #expect(RecordingStore.directory(environment: ["DOBBY_RECORDINGS": "/ci/out"]) == "/ci/out")
    #expect(RecordingStore.directory(environment: ["HOME": "/root"]) == ".dobby/recordings")
  }

  @Test func `a recording is named after the test and the time, in new directories`() throws {
    let directory = try TemporaryDirectory()
    let store = RecordingStore(directory: directory.path + "/nested/recordings/")
    let report = Fixture.paysThenMails()
    let saved = try store.save(report)
    let pattern = #/CheckoutTests\.pays_then_mails\+[0-9a-f]{8}-\d{8}T\d{6}Z-\d+-\d+\.dobby\.jsonl/#
    #expect(saved.fileName.wholeMatch(of: pattern) != nil, "\(saved.fileName)")
    #expect(saved.path == directory.path + "/nested/recordings/" + saved.fileName)
    #expect(try VerificationReport(contentsOf: URL(fileURLWithPath: saved.path)) == report)
    #expect(try Data(contentsOf: URL(fileURLWithPath: saved.path)) == Data(saved.bytes))
  }

  @Test(arguments: [
    ("ThingTests.order", "ThingTests.order"),
    ("a/../../etc/passwd", "a_.._.._etc_passwd+68ca28fb"),
    ("..hidden", "hidden+e0a9e9fe"),
    ("-rf *", "rf_+f7f6d700"),
    ("naïve tést \u{1B}[2J", "naïve_tést_2J+36efd77a"),
    ("", "recording+4fd0bfc1"),
    ("///", "_+09c12a73"),
    (String(repeating: "x", count: 300), String(repeating: "x", count: 111) + "+fc258aca"),
  ])
  func `titles are sanitised into safe file names`(title: String, stem: String) throws {
    let directory = try TemporaryDirectory()
    var report = Fixture.paysThenMails()
    report.title = title
    let saved = try RecordingStore(directory: directory.path).save(report)
    #expect(saved.fileName.hasPrefix(stem + "-"), "\(saved.fileName)")
    #expect(try directory.files() == [saved.fileName])
  }

  @Test func `sixteen threads saving at once lose no file and leave no temporary one`() throws {
    let directory = try TemporaryDirectory()
    let store = RecordingStore(directory: directory.path, keep: 0)
    let report = Fixture.paysThenMails()
    let failures = Atomic<Int>(0)
    let group = DispatchGroup()
    for _ in 0..<16 {
      group.enter()
      Thread {
        for _ in 0..<8 where (try? store.save(report)) == nil {
          failures.add(1, ordering: .relaxed)
        }
        group.leave()
      }.start()
    }
    group.wait()
    #expect(failures.load(ordering: .relaxed) == 0)
    let files = try directory.files()
    #expect(files.count == 128)
    #expect(files.allSatisfy { !$0.hasPrefix(".") && $0.hasSuffix(".dobby.jsonl") })
    for file in files {
      #expect(try VerificationReport(contentsOf: directory.url(file)) == report)
    }
  }

  /// Runs four copies of this test binary, each saving 25 recordings of
  /// one title into `directory`/shared while keeping `keep`; returns the
  /// files left.
  private func saveFromFourProcesses(into directory: TemporaryDirectory, keep: Int) throws
    -> [String]
  {
    let statuses = try RecordingStoreChildProcess.run(
      copies: 4, saves: 25, into: directory.path + "/shared", keep: keep)
    // A save fails if pruning took a file from under another writer.
    #expect(statuses == [0, 0, 0, 0])
    let shared = directory.path + "/shared"
    let files = try FileManager.default.contentsOfDirectory(atPath: shared)
    #expect(files.allSatisfy { !$0.hasPrefix(".") })
    let report = Fixture.paysThenMails()
    for file in files {
      #expect(
        try VerificationReport(contentsOf: URL(fileURLWithPath: shared + "/" + file)) == report)
    }
    return files
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe")))
  func `four processes saving into one directory lose no file`() throws {
    let directory = try TemporaryDirectory()
    #expect(try saveFromFourProcesses(into: directory, keep: 0).count == 100)
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/exe")))
  func `four processes pruning one title at once keep their own and delete an earlier run's`()
    throws
  {
    let directory = try TemporaryDirectory()
    // An earlier run's ten recordings, an hour old.
    let shared = directory.path + "/shared"
    let all = RecordingStore(directory: shared, keep: 0)
    var earlier: [String] = []
    for _ in 0..<10 {
      let saved = try all.save(Fixture.paysThenMails())
      let name = saved.fileName.replacingOccurrences(of: "-\(getpid())-", with: "-99999999-")
      try FileManager.default.moveItem(atPath: saved.path, toPath: shared + "/" + name)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: shared + "/" + name)
      earlier.append(name)
    }
    // Each process checks that its own are all there before it ends (a
    // failing check fails the child); what a process that ended saved is
    // an older run's for those still saving.
    let files = try saveFromFourProcesses(into: directory, keep: 5)
    #expect((25...100).contains(files.count), "\(files.count) files left")
    #expect(Set(files).isDisjoint(with: earlier))
  }

  @Test func `a failure message names the recording and the command that opens it`() throws {
    let directory = try TemporaryDirectory()
    let failure = RecordingStore(directory: directory.path).saveFailure(Fixture.outOfOrder())
    let path = try #require(failure.recording?.path)
    #expect(
      failure.message == """
        dobby: verification FAILED (strict, ordered) - 2 interactions from 2 recorders, 2 expectations, 1 mismatch
        /src/Tests/ThingTests.swift:21: error: DOBBY-E002 out of order: #1 fst(1) came before E1 snd == "foobar"
          recorded at: /src/Tests/ThingTests.swift:18
          due:      E1 snd == "foobar"   (/src/Tests/ThingTests.swift:21)
          matched:  E2 fst == 1   (/src/Tests/ThingTests.swift:22)
          lanes:       snd          fst
                   #1               1 ✗
                   #2  "foobar" ✓E1
        summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded
        recording: \(path)
        inspect:   \(InspectCommand.current(recording: path))

        """)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func `a recording that cannot be saved adds one line saying why`() throws {
    let directory = try TemporaryDirectory()
    let blocker = try directory.write([0x78], to: "file")
    let store = RecordingStore(directory: blocker.path + "/recordings")
    let failure = store.saveFailure(Fixture.outOfOrder())
    #expect(failure.recording == nil)
    let lines = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.suffix(3) == [
        "summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded",
        "recording: not saved: \(blocker.path)/recordings: cannot write: \(blocker.path) is not a directory",
        "",
      ])
    #expect(try directory.files() == ["file"])
  }
}
