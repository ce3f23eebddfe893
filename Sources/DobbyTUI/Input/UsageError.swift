/// A command line that `dobby-tui` cannot run.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, in one line.
  package let message: String

  /// An error saying `message`.
  package init(_ message: String) { self.message = message }

  /// `unknown option '--x' (see dobby-tui --help)`.
  package var description: String { "\(message) (see dobby-tui --help)" }
}
