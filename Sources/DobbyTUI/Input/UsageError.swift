/// A command line that `dobby-tui` cannot run.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in one line.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }

  /// `unknown option '--x' (see dobby-tui --help)`.
  public var description: String { "\(message) (see dobby-tui --help)" }
}
