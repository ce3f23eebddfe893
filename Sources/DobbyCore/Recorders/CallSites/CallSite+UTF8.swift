extension CallSite {
  /// Calls `body` with the UTF-8 of ``fileID`` (`path == false`) or
  /// ``filePath`` (`path == true`), read in place for a call site captured
  /// at compile time, so writing a recording makes no `String`s for it.
  package func withUTF8<R>(path: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if case .compiled(let site) = storage {
      let (address, count) =
        path ? (site.filePathAddress, site.filePathCount) : (site.fileIDAddress, site.fileIDCount)
      if count != .max {
        return body(
          UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: address), count: Int(count)))
      }
    }
    var text = path ? filePath : fileID
    return text.withUTF8(body)
  }
}
