/// How `e` starts the editor at a line: the editor as `$VISUAL` or
/// `$EDITOR` names it (a command that `sh` runs, so it may carry its own
/// options, as `code --wait`), and the arguments that open `file` at
/// `line` in that editor.
package struct EditorLaunch: Sendable, Hashable {
  /// The editor's command, as the environment gives it.
  package var editor: String
  /// The arguments after it: the file, with the editor's way of naming
  /// the line.
  package var arguments: [String]

  /// The launch of `editor` on `file` at `line`.
  package init(editor: String, file: String, line: Int) {
    self.editor = editor
    arguments = Self.arguments(editor: editor, file: file, line: line)
  }

  /// The arguments that open `file` at `line` in `editor`, by the name of
  /// its program (its first word, without directories or a version
  /// suffix):
  ///
  /// | editors | arguments |
  /// |---|---|
  /// | vi, vim, nvim, view, gvim, ex, nano, pico, emacs, emacsclient, micro, kak, joe, jed, ne, mg, gedit, xed | `+LINE FILE` |
  /// | code, code-insiders, codium, cursor, windsurf | `--goto FILE:LINE` |
  /// | subl, sublime_text, zed, hx, helix, atom | `FILE:LINE` |
  /// | mate, kate, kwrite | `-l LINE FILE` |
  /// | any other | `FILE` (no line: its convention is not known) |
  ///
  /// A file whose name begins with `-` or `+` is passed as `./…` when
  /// relative, so that no editor reads it as an option.
  package static func arguments(editor: String, file: String, line: Int) -> [String] {
    let file = file.hasPrefix("-") || file.hasPrefix("+") ? "./" + file : file
    let line = max(1, line)
    switch convention(of: editor) {
    case .plusLine: return ["+\(line)", file]
    case .goto: return ["--goto", "\(file):\(line)"]
    case .colonLine: return ["\(file):\(line)"]
    case .dashL: return ["-l", "\(line)", file]
    case .fileOnly: return [file]
    }
  }

  /// How an editor is told the line.
  enum Convention {
    case plusLine, goto, colonLine, dashL, fileOnly
  }

  /// The convention of `editor`, by its program's name.
  static func convention(of editor: String) -> Convention {
    let word = editor.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
    var name = word.split(separator: "/").last.map(String.init) ?? ""
    // `vim.basic`, `nvim-qt`, `emacs-29.1`: the family's name is the first part.
    if let cut = name.firstIndex(where: { $0 == "." }) { name = String(name[..<cut]) }
    switch name {
    case "vi", "vim", "nvim", "view", "gvim", "ex", "nano", "pico", "emacs", "emacsclient",
      "micro", "kak", "joe", "jed", "ne", "mg", "gedit", "xed", "rnano", "vim-nox", "nvi",
      "elvis", "vile":
      return .plusLine
    case "code", "code-insiders", "codium", "cursor", "windsurf": return .goto
    case "subl", "sublime_text", "zed", "hx", "helix", "atom": return .colonLine
    case "mate", "kate", "kwrite": return .dashL
    default:
      if name.hasPrefix("emacs") || name.hasPrefix("nvim") || name.hasPrefix("vim") {
        return .plusLine
      }
      return .fileOnly
    }
  }

  /// The `sh` command line that runs the editor with ``arguments``: the
  /// editor's text as `sh` reads it, then `"$@"`.
  package var shellArguments: [String] {
    ["-c", editor + " \"$@\"", editor] + arguments
  }
}
