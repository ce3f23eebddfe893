import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

/// Each save keeps the newest `keep` recordings of its test title.
struct RecordingStoreRetentionTests {
  @Test(
    arguments: [
      (nil, 20), ("", 20), ("5", 5), ("1", 1), ("0", 0), ("-3", 20), ("many", 20), (" 5", 20),
    ] as [(String?, Int)])
  func `DOBBY_RECORDINGS_KEEP sets how many are kept; a bad value is ignored`(
    value: String?, keep: Int
  ) {
    let environment = value.map { ["DOBBY_RECORDINGS_KEEP": $0] } ?? [:]
    #expect(RecordingStore.keep(environment: environment) == keep)
  }

  @Test(
    arguments: [
      ("CheckoutTests.pays-20261130T012233Z-4242-1.dobby.jsonl", "CheckoutTests.pays"),
      ("A-B-20261130T012233Z-1-22.dobby.jsonl", "A-B"),
      ("A-20261130T012233Z-1-22.dobby.jsonl", "A"),
      (".A-20261130T012233Z-1-22.dobby.jsonl.tmp-1-2", nil),
      (".A-20261130T012233Z-1-22.dobby.jsonl", nil),
      ("A-20261130T012233-1-22.dobby.jsonl", nil),
      ("A-20261130T012233Z-x-22.dobby.jsonl", nil),
      ("A-20261130T012233Z-1-.dobby.jsonl", nil),
      ("-20261130T012233Z-1-2.dobby.jsonl", nil),
      ("mine.dobby.jsonl", nil),
      ("A-20261130T012233Z-1-2.json", nil),
    ] as [(String, String?)])
  func `only names the store gives are read as a title's recordings`(name: String, title: String?) {
    #expect(RecordingStore.title(ofRecordingNamed: name) == title)
  }

  @Test func `a save deletes the title's oldest recordings beyond the newest N`() throws {
    let directory = try TemporaryDirectory()
    let report = Fixture.paysThenMails()
    let all = RecordingStore(directory: directory.path, keep: 0)
    // Oldest first: old[0] a day ago, old[3] an hour ago.
    let old = try (0..<4).map { index in
      try Self.fromEarlierRun(
        all.save(report).fileName, in: directory, age: 86_400 - Double(index) * 20_000)
    }
    let saved = try RecordingStore(directory: directory.path, keep: 3).save(report)
    #expect(try directory.files() == [old[2], old[3], saved.fileName].sorted())
  }

  @Test func `other titles, temporary files and other files are left alone`() throws {
    let directory = try TemporaryDirectory()
    var report = Fixture.paysThenMails()
    report.title = "A"
    var longer = report
    longer.title = "A-B"
    let all = RecordingStore(directory: directory.path, keep: 0)
    let others = try (0..<3).map { _ in try all.save(longer).fileName }
    let writing = "." + others[0] + ".tmp-99999-1"
    let untouched = [writing, "A.dobby.jsonl", "notes.txt"]
    for name in untouched { _ = try directory.write([0x7B], to: name) }
    _ = try Self.fromEarlierRun(all.save(report).fileName, in: directory, age: 3_600)
    let saved = try RecordingStore(directory: directory.path, keep: 1).save(report)
    #expect(try directory.files() == (others + untouched + [saved.fileName]).sorted())
  }

  @Test func `keep 0 keeps every recording`() throws {
    let directory = try TemporaryDirectory()
    let store = RecordingStore(directory: directory.path, keep: 0)
    for _ in 0..<25 { _ = try store.save(Fixture.paysThenMails()) }
    #expect(try directory.files().count == 25)
  }

  @Test func `the default keeps twenty`() throws {
    let directory = try TemporaryDirectory()
    let store = RecordingStore(directory: directory.path)
    #expect(store.keep == 20)
    let all = RecordingStore(directory: directory.path, keep: 0)
    for index in 0..<22 {
      _ = try Self.fromEarlierRun(
        all.save(Fixture.paysThenMails()).fileName, in: directory, age: 100 - Double(index))
    }
    _ = try store.save(Fixture.paysThenMails())
    #expect(try directory.files().count == 20)
  }

  @Test func `a save never deletes a recording this run saved`() throws {
    let directory = try TemporaryDirectory()
    let store = RecordingStore(directory: directory.path)
    let earlier = try (0..<5).map { index in
      try Self.fromEarlierRun(
        store.save(Fixture.paysThenMails()).fileName, in: directory, age: 100 - Double(index))
    }
    let mine = try (0..<25).map { _ in try store.save(Fixture.paysThenMails()).fileName }
    // Even one dated back, as a clock step might: the store remembers it.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -200)],
      ofItemAtPath: directory.url(mine[0]).path)
    let last = try store.save(Fixture.paysThenMails()).fileName
    #expect(try directory.files() == (mine + [last]).sorted())
    #expect(earlier.allSatisfy { !FileManager.default.fileExists(atPath: directory.url($0).path) })
  }

  /// Renames the recording `name` in `directory` as an earlier run would
  /// have named it (another process ID) and dates it `age` seconds back;
  /// returns the new name.
  static func fromEarlierRun(
    _ name: String, in directory: TemporaryDirectory, age: TimeInterval
  ) throws -> String {
    let earlier = name.replacingOccurrences(of: "-\(getpid())-", with: "-99999999-")
    try FileManager.default.moveItem(at: directory.url(name), to: directory.url(earlier))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -age)],
      ofItemAtPath: directory.url(earlier).path)
    return earlier
  }
}
