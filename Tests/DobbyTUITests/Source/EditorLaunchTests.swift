import DobbyTUI
import Testing

/// `e`'s arguments: each editor family's way of naming the line.
struct EditorLaunchTests {
  @Test(arguments: [
    ("vi", ["+42", "/src/A.swift"]),
    ("vim", ["+42", "/src/A.swift"]),
    ("/usr/bin/nvim", ["+42", "/src/A.swift"]),
    ("vim.basic", ["+42", "/src/A.swift"]),
    ("nano", ["+42", "/src/A.swift"]),
    ("emacs -nw", ["+42", "/src/A.swift"]),
    ("emacsclient -t", ["+42", "/src/A.swift"]),
    ("code --wait", ["--goto", "/src/A.swift:42"]),
    ("codium", ["--goto", "/src/A.swift:42"]),
    ("subl -w", ["/src/A.swift:42"]),
    ("hx", ["/src/A.swift:42"]),
    ("mate -w", ["-l", "42", "/src/A.swift"]),
    ("ed", ["/src/A.swift"]),
  ])
  func `each editor gets the line its own way`(editor: String, arguments: [String]) {
    #expect(EditorLaunch.arguments(editor: editor, file: "/src/A.swift", line: 42) == arguments)
  }

  @Test func `a file named like an option is passed as a path`() {
    #expect(EditorLaunch.arguments(editor: "vi", file: "-rf", line: 1) == ["+1", "./-rf"])
    #expect(EditorLaunch.arguments(editor: "vi", file: "+x", line: 0) == ["+1", "./+x"])
  }

  @Test func `sh runs the editor as written, the arguments quoted`() {
    let launch = EditorLaunch(editor: "code --wait", file: "/src/my file.swift", line: 7)
    #expect(
      launch.shellArguments == [
        "-c", "code --wait \"$@\"", "code --wait", "--goto", "/src/my file.swift:7",
      ])
  }
}
