import DobbyCore

extension LaunchOptions {
  /// The usage text `--help` prints, its options listed from
  /// ``LaunchOption/all``.
  package static let usage: String = {
    let width = 80
    let labels = LaunchOption.all.map { option in
      option.names.joined(separator: ", ") + (option.argument.map { " " + $0 } ?? "")
    }
    let column = (labels.map(\.count).max() ?? 0) + 4  // two spaces either side
    var text = """
      usage: dobby-tui [FILE | DIR]... [options]

      Opens a Dobby recording (*.dobby.jsonl) and steps through its timeline.
      With no FILE, opens the newest recording under $DOBBY_RECORDINGS, else
      .dobby/recordings; with a DIR, lists its recordings, newest first.
      With --plain or --format, reports every recording in each FILE and DIR.
      With --diff A B, compares two runs of one test.

      options:

      """
    for (label, option) in zip(labels, LaunchOption.all) {
      let lines = DisplayText.wrap(option.help, to: width - column)
      for (index, line) in lines.enumerated() {
        let lead = index == 0 ? "  " + label : ""
        text += lead + String(repeating: " ", count: column - lead.count) + line + "\n"
      }
    }
    text += """

      exit status: 0 passed, 1 failed, 2 bad input or usage, 130/143 interrupted;
      for several recordings, 2 if any could not be read, else 1 if any failed.
      In the debugger, press ? for the keys.
      """
    return text
  }()
}
