public import DobbyCore

extension VerificationReport {
  /// The report rendered as `format`.
  ///
  /// ```swift
  /// print(report.rendered(as: .json))
  /// ```
  /// ```text
  /// [
  /// {"format":"dobby-recording","version":2,"writer":"dobby 0.4.0","kind":"header",…},
  /// {"kind":"recorder","id":0,"name":"payments","valueType":"Payment"},
  /// …
  /// {"kind":"verification","passed":false,"firstDivergence":0}
  /// ]
  /// ```
  ///
  /// - Parameter options: How the plain text (alone or inside the other
  ///   formats) is rendered; colour applies to `plain` only.
  /// - Complexity: O(n) in the size of the report.
  public func rendered(as format: ReportFormat, options: PlainTextOptions = PlainTextOptions())
    -> String
  {
    var bytes: [UInt8] = []
    render(as: format, options: options) { bytes.append(contentsOf: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the report rendered as `format` to `output`, JSON in chunks of
  /// about 1 MiB as it is encoded, so that a large report's JSON is never
  /// held in memory whole.
  ///
  /// - Parameters:
  ///   - options: As for ``rendered(as:options:)``.
  ///   - output: Receives the text's UTF-8, in order.
  /// - Complexity: O(n) in the size of the report.
  public func render(
    as format: ReportFormat, options: PlainTextOptions = PlainTextOptions(),
    to output: (UnsafeRawBufferPointer) -> Void
  ) {
    var plain = options
    if format != .plain { plain.color = false }
    var text: String
    switch format {
    case .plain: text = plainText(plain)
    case .github: text = githubText(plain)
    case .junit: text = junitXML(plain)
    case .json:
      // The document framing checks nothing, so only the sink could throw.
      try? RecordingEncoder.encode(self, framing: .document) { output($0) }
      return
    }
    text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
  }
}
