import Testing

@testable import Dobby

/// Every snapshot name has a file of its own, and two tests never share
/// one.
struct SnapshotNameTests {
  @Test(arguments: ["checkout", "CheckoutTests.chargesOnce", "a_b", "v1.2-final"])
  func `a name made of file name characters is its own file name`(name: String) {
    #expect(SnapshotName.fileName(name) == name)
  }

  @Test func `names that differ only in replaced characters get files of their own`() {
    let names = ["café", "cafè", "a b", "a_b", "a/b", "a  b", ".hidden", "hidden", ""]
    let files = names.map(SnapshotName.fileName)
    #expect(Set(files).count == names.count, "\(files)")
    #expect(SnapshotName.fileName("a b") == "a_b-" + SnapshotName.digest("a b"))
    #expect(SnapshotName.digest("a b").count == 16)
  }

  @Test func `a clean name shaped like a digested one is digested too`() {
    let digested = SnapshotName.fileName("a b")
    #expect(SnapshotName.fileName(digested) != digested)
  }

  @Test func `a long name keeps its prefix and a digest of the whole`() {
    let long = String(repeating: "x", count: 200)
    let file = SnapshotName.fileName(long)
    #expect(file == String(repeating: "x", count: 100) + "-" + SnapshotName.digest(long))
    #expect(SnapshotName.fileName(long + "y") != file)
  }

  @Test func `a second test taking a snapshot file is told which test has it`() {
    let path = "/tmp/SnapshotNameTests/\(#line).dobby-snapshot.jsonl"
    #expect(SnapshotClaims.claim(path, name: "checkout", test: "A.first") == nil)
    #expect(SnapshotClaims.claim(path, name: "checkout", test: "A.first") == nil)
    #expect(
      SnapshotClaims.claim(path, name: "checkout", test: "B.second")
        == #"snapshot "checkout" is also taken by test "A.first": give each test its own named:"#)
  }
}
