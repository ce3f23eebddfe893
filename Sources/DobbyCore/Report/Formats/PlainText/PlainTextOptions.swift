/// How the plain-text reporter renders a report.
public struct PlainTextOptions: Sendable, Hashable {
  /// ANSI colour; use only on a terminal with `NO_COLOR` unset.
  public var color: Bool
  /// ASCII glyphs instead of `✓ ✗ · …`.
  public var ascii: Bool
  /// Call-site paths are shown relative to this directory when under it;
  /// `nil` shows them as recorded.
  public var basePath: String?
  /// The saved recording, named in the report's last lines; `nil` leaves
  /// those lines out.
  public var recordingPath: String?
  /// The command that opens the recording, shown after `inspect:`; `nil`
  /// shows `swift run dobby-tui PATH` (a debug build, which starts in
  /// seconds where the tests were built).
  public var inspectCommand: String?
  /// The line width the lane picture fits in.
  public var width: Int

  /// Options for a plain, uncoloured report.
  ///
  /// - Parameters:
  ///   - color: ANSI colour.
  ///   - ascii: ASCII glyphs.
  ///   - basePath: The directory call-site paths are shown relative to.
  ///   - recordingPath: The saved recording the last lines name.
  ///   - width: The line width the lane picture fits in.
  ///   - inspectCommand: The command shown after `inspect:`.
  public init(
    color: Bool = false, ascii: Bool = false, basePath: String? = nil,
    recordingPath: String? = nil, width: Int = 100, inspectCommand: String? = nil
  ) {
    self.inspectCommand = inspectCommand
    self.color = color
    self.ascii = ascii
    self.basePath = basePath
    self.recordingPath = recordingPath
    self.width = width
  }

  /// Options whose paths are relative to the current directory, as a
  /// terminal user or a CI log reads them best.
  public static func relativeToCurrentDirectory(
    recordingPath: String? = nil, color: Bool = false, ascii: Bool = false
  ) -> PlainTextOptions {
    PlainTextOptions(
      color: color, ascii: ascii, basePath: currentDirectory(), recordingPath: recordingPath)
  }
}
