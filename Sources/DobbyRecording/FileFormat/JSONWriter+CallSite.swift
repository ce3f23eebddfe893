import DobbyCore

extension JSONWriter {
  /// Writes `"name":{"fileID":…,"filePath":…,"line":…,"column":…}`, the
  /// one form of a call site in a recording.
  mutating func field(_ name: StaticString, _ site: CallSite) {
    object(name) { writer in
      writer.key("fileID")
      site.withUTF8(path: false) { writer.string(utf8: $0) }
      writer.key("filePath")
      site.withUTF8(path: true) { writer.string(utf8: $0) }
      writer.field("line", site.line)
      writer.field("column", site.column)
    }
  }
}
