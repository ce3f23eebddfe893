/// A call site read back from a recording: owned strings, boxed so that a
/// `CallSite` stays small.
@usableFromInline
final class DecodedCallSite: Sendable {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}
