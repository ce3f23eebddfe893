extension ValueTree {
  /// The value on one line, Swift-literal style, with every character that
  /// could drive a terminal escaped:
  ///
  /// ```text
  /// Order(id: 7, currency: "USD", lines: [Line(sku: "A1", quantity: 2)])
  /// ```
  ///
  /// - Parameter limit: cut the line in the middle to about this many
  ///   characters (at least 16); `nil` keeps it whole.
  /// - Complexity: O(n) in the number of nodes.
  public func summary(limit: Int? = nil) -> String {
    // Gathered as bytes and made a String once: appending many small
    // Strings costs several times more.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    write(to: &bytes)
    let line = String(decoding: bytes, as: UTF8.self)
    guard let limit else { return line }
    return DisplayText.elide(line, to: limit)
  }

  private func write(to line: inout [UInt8]) {
    switch kind {
    case .scalar:
      line.appendEscaped(text ?? "")
    case .string:
      let text = self.text ?? ""
      if elided > 0 {
        let half = text.count / 2
        line += DisplayText.quote(String(text.prefix(half))).dropLast()
        line += "…(\(elided) more)…"
        line += DisplayText.quote(String(text.dropFirst(half))).dropFirst()
      } else {
        line += "\""
        line.appendEscaped(text, quoted: true)
        line += "\""
      }
    case .nil:
      line += "nil"
    case .depthLimit:
      line += DisplayText.escape(typeName) + "(…)"
    case .cycle:
      line += "<cycle " + DisplayText.escape(typeName) + ">"
    case .shared:
      line += "<same " + DisplayText.escape(typeName) + " as "
      line.appendEscaped(text ?? "")
      line += ">"
    case .enum:
      line += "."
      line.appendEscaped(text ?? "")
      if !children.isEmpty { writeChildren(to: &line, open: "(", close: ")", labels: true) }
    case .struct, .class:
      line.appendEscaped(typeName)
      writeChildren(to: &line, open: "(", close: ")", labels: true)
    case .tuple:
      writeChildren(to: &line, open: "(", close: ")", labels: true)
    case .collection, .set:
      writeChildren(to: &line, open: "[", close: "]", labels: false)
    case .dictionary:
      if children.isEmpty && elided == 0 {
        line += "[:]"
      } else {
        writeChildren(to: &line, open: "[", close: "]", labels: true, separator: ": ")
      }
    }
  }

  private func writeChildren(
    to line: inout [UInt8], open: String, close: String, labels: Bool, separator: String = ": "
  ) {
    line += open
    for (index, child) in children.enumerated() {
      if index > 0 { line += ", " }
      if labels, let label = child.label, kind == .dictionary || !Self.isNumeric(label) {
        line.appendEscaped(label)
        line += separator
      }
      child.value.write(to: &line)
    }
    if elided > 0 { line += (children.isEmpty ? "" : ", ") + "…(\(elided) more)" }
    line += close
  }

  /// Whether every character of `label` is a number (a tuple's unnamed
  /// element); ASCII labels are checked on their bytes.
  private static func isNumeric(_ label: String) -> Bool {
    label.utf8.allSatisfy { $0 < 0x80 }
      ? label.utf8.allSatisfy { (0x30...0x39).contains($0) } : label.allSatisfy(\.isNumber)
  }
}

extension [UInt8] {
  /// Appends `text`'s UTF-8.
  fileprivate static func += (bytes: inout [UInt8], text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` escaped as ``DisplayText/escape(_:quoted:)`` does;
  /// printable ASCII, the common case, is checked and copied on its bytes
  /// without making a String.
  fileprivate mutating func appendEscaped(_ text: String, quoted: Bool = false) {
    var text = text
    let plain = text.withUTF8 { utf8 in
      for byte in utf8
      where byte < 0x20 || byte >= 0x7F || (quoted && (byte == 0x22 || byte == 0x5C)) {
        return false
      }
      append(contentsOf: utf8)
      return true
    }
    if !plain { self += DisplayText.escape(text, quoted: quoted) }
  }

  /// Appends `text`'s UTF-8.
  fileprivate static func += (bytes: inout [UInt8], text: Substring) {
    bytes.append(contentsOf: text.utf8)
  }
}
