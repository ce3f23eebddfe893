import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tmux server on a private socket holding one detached session, for
/// driving `dobby-tui` as a person at a terminal would.
final class Tmux {
  /// The tmux executable on `PATH`, or `nil` when it is not installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Whether the tests can run: tmux is installed, or CI is set (where a
  /// missing tmux must fail, not skip).
  static var shouldRun: Bool {
    executable != nil || ProcessInfo.processInfo.environment["CI"] != nil
  }

  private static let counter = Atomic<Int>(0)
  private let socket: String
  private let directory: URL

  /// Starts a server whose one session runs a shell command in a
  /// `columns` × `rows` window, without a status line.
  ///
  /// - Parameter command: Makes the command, given a scratch directory
  ///   that lives as long as the server.
  init(columns: Int = 120, rows: Int = 30, command: (URL) throws -> String) throws {
    guard Self.executable != nil else {
      throw TmuxError("tmux is not installed, and CI is set: install tmux")
    }
    socket = "dobby-test-\(getpid())-\(Self.counter.add(1, ordering: .relaxed).newValue)"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let configuration = directory.appendingPathComponent("tmux.conf")
    try "set -g status off\n".write(
      to: configuration, atomically: true, encoding: .utf8)
    let command = try command(directory)
    try run([
      "-f", configuration.path, "new-session", "-d", "-s", "test", "-x", "\(columns)", "-y",
      "\(rows)", command,
    ])
  }

  deinit {
    _ = try? run(["kill-server"])
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs a tmux command on this server and returns its output.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    // Output goes to a file, and the client is awaited with waitpid:
    // the server that new-session starts keeps every descriptor of its
    // client open, so neither a pipe nor Foundation's Process (which
    // watches a descriptor of its own) would ever see the client end.
    let log = directory.appendingPathComponent("tmux.out")
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    environment.removeValue(forKey: "TMUX")
    let status = try Spawn.run(
      Self.executable ?? "/usr/bin/tmux", ["-u", "-L", socket] + arguments,
      environment: environment, output: log.path)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard status == 0 else {
      throw TmuxError("tmux \(arguments.joined(separator: " ")) failed: \(text)")
    }
    return text
  }

  /// The pane's screen as text.
  func capture() throws -> String { try run(["capture-pane", "-p", "-t", "test"]) }

  /// A tmux format evaluated for the pane (`#{pane_title}`).
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "test", format]).trimmingCharacters(in: .newlines)
  }

  /// Types keys (tmux key names: `q`, `C-c`, `Enter`).
  func send(_ keys: String...) throws { try run(["send-keys", "-t", "test"] + keys) }

  /// Resizes the window.
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", "test", "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// Polls the screen every 50 ms until `condition` holds, for at most
  /// `seconds`; returns the screen that satisfied it.
  @discardableResult
  func waitForScreen(
    _ description: String, seconds: Double = 10, _ condition: (String) -> Bool
  ) throws -> String {
    var last = ""
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      last = try capture()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TmuxError("timed out waiting for \(description); the screen was:\n\(last)")
  }

  /// Waits until the screen contains `text`.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 10) throws -> String {
    try waitForScreen("\"\(text)\"", seconds: seconds) { $0.contains(text) }
  }

  /// Types `keys`, then waits until the screen contains `text`: one step
  /// of a person at the terminal.
  @discardableResult
  func press(_ keys: String..., until text: String, seconds: Double = 10) throws -> String {
    try run(["send-keys", "-t", "test"] + keys)
    return try waitFor(text, seconds: seconds)
  }

  /// Waits until the screen contains every one of `texts` (a terminal may
  /// show a frame part drawn, so that one of them is not enough); returns
  /// the screen.
  @discardableResult
  func waitForAll(_ texts: [String], seconds: Double = 10) throws -> String {
    try waitForScreen("all of \(texts)", seconds: seconds) { screen in
      texts.allSatisfy { screen.contains($0) }
    }
  }

  /// The end of a pane's shell command: prints the program's exit status
  /// and keeps the pane alive, so the line stays on the screen.
  static let reportStatus = "echo \"exited with status $?\"; exec sleep 600"

  /// Waits for the line `exited with status N` that the pane's wrapper
  /// prints after the program; returns N.
  func waitForExit(seconds: Double = 10) throws -> Int {
    let screen = try waitForScreen("the program to exit", seconds: seconds) {
      $0.contains("exited with status ")
    }
    let tail = screen.components(separatedBy: "exited with status ").last ?? ""
    return Int(tail.prefix { $0.isNumber }) ?? -1
  }

  /// Sends `key` to the program, or the signal when `key` is `SIGTERM`.
  func interrupt(with key: String) throws {
    if key == "SIGTERM" {
      let pid = try #require(try programPID())
      #expect(kill(pid, SIGTERM) == 0)
    } else {
      try send(key)
    }
  }

  /// The processes whose parent is the pane's shell.
  func programPID() throws -> pid_t? {
    let shell = try display("#{pane_pid}")
    let children = try? String(
      contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children?.split(separator: " ").first.flatMap { pid_t($0) }
  }
}

/// A tmux step that failed, with what the screen showed.
struct TmuxError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs a program with `posix_spawn` and waits for it with `waitpid`.
enum Spawn {
  /// Runs `path` with `arguments`, standard output and error to the file
  /// at `output` (truncated), standard input from `/dev/null`; returns the
  /// exit status.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String], output: String
  ) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The test runner blocks signals in its threads; a server started with
    // that mask would pass it to the program, which would then never see
    // SIGINT, SIGTERM or SIGWINCH.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGWINCH, SIGHUP, SIGPIPE, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw TmuxError("cannot start \(path): error \(result)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, spelled out (they are macros).
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }
}
