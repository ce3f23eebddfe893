import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

/// What the store never does: replace anything but a regular file, lose a
/// save to a temporary name another process chose, or keep the leftovers
/// of a save that was killed.
struct RecordingStoreSafetyTests {
  private let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  /// The error saving `Fixture.paysThenMails()` to `path` throws.
  private func refusal(saving path: String) throws -> String {
    let error = try #require(throws: RecordingFileError.self) {
      try Fixture.paysThenMails().save(to: URL(fileURLWithPath: path))
    }
    return error.description
  }

  @Test func `saving onto a FIFO refuses it in one line and leaves the FIFO`() throws {
    let fifo = directory.path + "/pipe.dobby.jsonl"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(
      try refusal(saving: fifo)
        == "\(fifo): cannot write: a FIFO is there; only a regular file or a missing name is written"
    )
    #expect(FileSystem.nonRegularKind(fifo) == "a FIFO")
    #expect(try directory.files() == ["pipe.dobby.jsonl"])
  }

  @Test func `saving onto a character device refuses it and leaves the device`() throws {
    // A symbolic link to /dev/null is refused as a link; the device itself
    // cannot be replaced here without root, but is refused before any write.
    #expect(
      try refusal(saving: "/dev/null")
        == "/dev/null: cannot write: a character device is there; "
        + "only a regular file or a missing name is written")
    #expect(FileSystem.nonRegularKind("/dev/null") == "a character device")
  }

  @Test func `saving onto a symbolic link refuses it and leaves the link and its target`() throws {
    let target = directory.path + "/target.dobby.jsonl"
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: target))
    let link = directory.path + "/link.dobby.jsonl"
    #expect(symlink(target, link) == 0)
    #expect(
      try refusal(saving: link)
        == "\(link): cannot write: a symbolic link is there; "
        + "only a regular file or a missing name is written")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
    #expect(try directory.files() == ["link.dobby.jsonl", "target.dobby.jsonl"])
  }

  @Test func `saving onto a regular file or a new name still writes it`() throws {
    let url = directory.url("r.dobby.jsonl")
    let report = Fixture.paysThenMails()
    try report.save(to: url)
    try report.save(to: url)
    #expect(try VerificationReport(contentsOf: url) == report)
    #expect(try directory.files() == ["r.dobby.jsonl"])
  }

  @Test func `a temporary name taken by another writer is tried again with the next`() throws {
    let taken = directory.path + "/.r.dobby.jsonl.tmp-1-a-1"
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: taken))
    var parts = ["1-a-1", "1-a-1", "1-b-2"].makeIterator()
    let (path, fd) = try FileSystem.createTemporary(in: directory.path, for: "r.dobby.jsonl") {
      parts.next()!
    }
    close(fd)
    #expect(path == directory.path + "/.r.dobby.jsonl.tmp-1-b-2")
    #expect(try String(contentsOfFile: taken, encoding: .utf8) == "theirs")
  }

  @Test func `temporary names hold 64 random bits beside the PID and the counter`() {
    let suffixes = (0..<200).map { _ in FileSystem.uniqueSuffix() }
    let pattern = #/(\d+)-([0-9a-f]{1,16})-(\d+)/#
    let parts = suffixes.compactMap { $0.wholeMatch(of: pattern) }
    #expect(parts.count == 200)
    #expect(parts.allSatisfy { Int32($0.1) == getpid() })
    // Random parts differ even where a PID and a counter repeat.
    #expect(Set(parts.map { String($0.2) }).count > 190)
    for suffix in suffixes {
      let name = ".A-20261130T012233Z-1-2.dobby.jsonl.tmp-" + suffix
      #expect(RecordingStore.isTemporaryName(name), "\(name)")
    }
  }

  /// Writes an empty file `name` in the directory, last modified
  /// `age` seconds ago.
  private func leave(_ name: String, age: TimeInterval) throws {
    let path = directory.path + "/" + name
    try Data().write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
  }

  @Test func `a save deletes stale temporary files of its own naming and nothing else`() throws {
    let stale = [
      ".A-20261130T012233Z-1-2.dobby.jsonl.tmp-7-9f3a-3",
      ".B.x-20261130T012233Z-1-2.dobby.jsonl.tmp-7-3",
    ]
    let kept = [
      ".A-20261130T012233Z-1-3.dobby.jsonl.tmp-7-9f3a-4",  // being written now
      ".notes.tmp-1-2",  // not a name the store gives
      ".A-20261130T012233Z-1-2.dobby.jsonl.tmp-7-x-3",
      "A-20261130T012233Z-1-2.dobby.jsonl",
    ]
    for name in stale { try leave(name, age: 600) }
    try leave(kept[0], age: 10)
    for name in kept.dropFirst() { try leave(name, age: 600) }
    let saved = try RecordingStore(directory: directory.path, keep: 0).save(
      Fixture.paysThenMails())
    #expect(try directory.files() == (kept + [saved.fileName]).sorted())
  }

  /// Whether this machine lets a process start children in a PID
  /// namespace of their own (`unshare --pid`, as root or in a container).
  static let canUnsharePIDs: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    probe.arguments = ["--pid", "--fork", "true"]
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return false }
    probe.waitUntilExit()
    return probe.terminationStatus == 0
  }()

  @Test(.enabled(if: canUnsharePIDs, "needs unshare --pid"), .timeLimit(.minutes(2)))
  func `three processes that are all PID 1 save one title at once and lose nothing`() throws {
    let statuses = try RecordingStoreChildProcess.run(
      copies: 3, saves: 30, into: directory.path, keep: 0, unsharingPIDs: true)
    #expect(statuses == [0, 0, 0])
    let files = try directory.files()
    #expect(files.count == 90)
    // Every one is named as PID 1 saved it, and none is a temporary file.
    #expect(files.allSatisfy { $0.contains("Z-1-") && !$0.hasPrefix(".") }, "\(files.prefix(3))")
  }
}
