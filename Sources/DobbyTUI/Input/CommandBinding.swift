/// One row of the command table: a command, the keys bound to it, and the
/// line of help that the `?` overlay shows for it.
package struct CommandBinding: Sendable, Hashable {
  /// The command.
  package let command: Command
  /// The keys that run it, the first being the one hints show.
  package let keys: [Key]
  /// What it does, in a few words.
  package let help: String

  /// A binding of `keys` to `command`.
  package init(_ command: Command, _ keys: [Key], _ help: String) {
    self.command = command
    self.keys = keys
    self.help = help
  }

  /// The keys as the help overlay names them: `j ↓`.
  package func keyLabel(ascii: Bool = false) -> String {
    keys.map { $0.label(ascii: ascii) }.joined(separator: " ")
  }
}
