import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// Listing a directory of recordings: regular files only, and a line for
/// each entry named like a recording that is skipped.
struct RecordingDirectoryTests {
  @Test func `links, FIFOs, devices and loops are skipped, each said in one line`() throws {
    let directory = try TemporaryDirectory()
    let report = Fixture.paysThenMails()
    try report.save(to: directory.url("real.dobby.jsonl"))
    try Data("notes".utf8).write(to: directory.url("notes.txt"))
    let path = directory.path
    #expect(symlink(path + "/real.dobby.jsonl", path + "/link.dobby.jsonl") == 0)
    #expect(mkfifo(path + "/pipe.dobby.jsonl", 0o600) == 0)
    #expect(symlink(path + "/pipe.dobby.jsonl", path + "/to-pipe.dobby.jsonl") == 0)
    #expect(symlink("/dev/zero", path + "/zero.dobby.jsonl") == 0)
    #expect(symlink(path + "/loop-b.dobby.jsonl", path + "/loop-a.dobby.jsonl") == 0)
    #expect(symlink(path + "/loop-a.dobby.jsonl", path + "/loop-b.dobby.jsonl") == 0)
    #expect(symlink(path + "/gone", path + "/dangling.dobby.jsonl") == 0)
    #expect(mkdir(path + "/folder.dobby.jsonl", 0o755) == 0)

    let listing = try RecordingDirectory(path: path)
    #expect(listing.files.map(\.name) == ["real.dobby.jsonl"])
    #expect(listing.files.first?.path == path + "/real.dobby.jsonl")
    #expect(
      listing.files.first?.size == (try Data(contentsOf: directory.url("real.dobby.jsonl"))).count)
    let suffix = "; only regular files are read"
    #expect(
      listing.skipped.map(\.description) == [
        "\(path)/dangling.dobby.jsonl: skipped: a symbolic link to nothing" + suffix,
        "\(path)/folder.dobby.jsonl: skipped: a directory" + suffix,
        "\(path)/link.dobby.jsonl: skipped: a symbolic link to a regular file" + suffix,
        "\(path)/loop-a.dobby.jsonl: skipped: a symbolic link loop" + suffix,
        "\(path)/loop-b.dobby.jsonl: skipped: a symbolic link loop" + suffix,
        "\(path)/pipe.dobby.jsonl: skipped: a FIFO" + suffix,
        "\(path)/to-pipe.dobby.jsonl: skipped: a symbolic link to a FIFO" + suffix,
        "\(path)/zero.dobby.jsonl: skipped: a symbolic link to a character device" + suffix,
      ])
  }

  @Test func `a directory that cannot be read is one line`() throws {
    let directory = try TemporaryDirectory()
    let missing = directory.path + "/missing"
    let error = try #require(throws: RecordingFileError.self) {
      try RecordingDirectory(path: missing)
    }
    #expect(error.description == "\(missing): cannot read: cannot read the directory")
  }
}
