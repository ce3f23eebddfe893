public import DobbyCore
import Foundation
import Runtime

/// Names the callers of recorded interactions: symbolicates the return
/// addresses a recorder captured with the toolchain's `Runtime` module and
/// picks the frame of the code that called the double.
///
/// ```swift
/// let report = pattern.check().resolvingCallers(CallerSymbolicator.caller(of:))
/// report.timeline[0].caller   // OrderService.place(_:) at OrderService.swift:42
/// ```
///
/// `verify()` does this for you. In a release build without debug
/// information the caller has its function name but no file and line; with
/// no symbols at all, none.
///
/// `Runtime` symbolicates a `Backtrace`, which has no public initialiser
/// from addresses; it is `Codable`, though, in Swift's Compact Backtrace
/// Format, so the captured addresses go in through that form, with the
/// image map of a backtrace captured here.
public enum CallerSymbolicator {
  /// The architecture and image map of this process, as a captured
  /// backtrace encodes them; read once.
  private static let process: [String: String]? = {
    guard let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 1),
      let data = try? JSONEncoder().encode(backtrace),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object.compactMapValues { $0 as? String }
  }()

  /// The caller of the interaction whose `record` captured `frames`; `nil`
  /// when no frame of the code under test can be named.
  public static func caller(of frames: CallerFrames) -> Caller? {
    guard let symbolicated = symbolicate(frames.addresses) else { return nil }
    return pick(
      symbolicated.frames.map { frame in
        Frame(
          rawName: frame.symbol?.rawName ?? "", name: frame.symbol?.name ?? "",
          // Line 0: code the compiler inlined has a function but no line.
          location: frame.symbol?.sourceLocation.flatMap {
            $0.line > 0 ? ($0.path, $0.line, $0.column) : nil
          },
          isThunk: frame.isSwiftThunk, isSystem: frame.isSystem, isInlined: frame.inlined)
      })
  }

  /// The demangled names of the functions `frames` returns into,
  /// innermost first; empty when they cannot be told.
  public static func functions(of frames: CallerFrames) -> [String] {
    symbolicate(frames.addresses)?.frames.map { $0.symbol?.name ?? "" } ?? []
  }

  /// `addresses` as a symbolicated backtrace of return addresses.
  private static func symbolicate(_ addresses: [UInt]) -> SymbolicatedBacktrace? {
    guard !addresses.isEmpty, var fields = process else { return nil }
    fields["backtrace"] = compactBacktrace(addresses).base64EncodedString()
    guard let data = try? JSONSerialization.data(withJSONObject: fields),
      let backtrace = try? JSONDecoder().decode(Backtrace.self, from: data)
    else { return nil }
    return backtrace.symbolicated()
  }

  /// `addresses` in Compact Backtrace Format: a header for 64-bit words,
  /// then one absolute address each, 8 bytes big-endian: a return address
  /// (`ra`, `a` set), or an async resume point (`async`, `a` set) where
  /// the capture flagged one (``CallerFrames/asyncResumeFlag``). A resume
  /// point is the `await`'s own continuation, so symbolication must not
  /// step back into the instruction before it as it does for a return.
  static func compactBacktrace(_ addresses: [UInt]) -> Data {
    var bytes: [UInt8] = [0b0000_0010]
    for slot in addresses {
      let isResumePoint = slot & CallerFrames.asyncResumeFlag != 0
      let address = slot & ~CallerFrames.asyncResumeFlag
      bytes.append(isResumePoint ? 0b0011_1111 : 0b0010_1111)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: UInt64(address) >> UInt64(shift)))
      }
    }
    return Data(bytes)
  }

  /// A symbolicated frame, as much of it as picking the caller reads.
  struct Frame {
    var rawName: String
    var name: String
    var location: (path: String, line: Int, column: Int)?
    var isThunk: Bool
    var isSystem: Bool
    /// Whether the compiler inlined it into the next frame's function: a
    /// release build's production function often is, and `Runtime` marks
    /// such a frame without a line as a system one.
    var isInlined = false

    /// The module a mangled Swift name belongs to (`$s4Shop…` → `Shop`).
    var module: String? {
      guard rawName.hasPrefix("$s") else { return nil }
      let rest = rawName.dropFirst(2)
      let digits = rest.prefix { $0.isNumber }
      guard let length = Int(digits), length > 0 else { return nil }
      return String(rest.dropFirst(digits.count).prefix(length))
    }

    /// Whether it is one of this package's frames (`record`, a stub).
    var isPackage: Bool {
      ["DobbyCore", "Dobby", "DobbyRecording"].contains(module ?? "")
    }

    /// Whether it is a test runner's frame, above any code under test.
    /// (A name left mangled, or a file the compiler generated, is a test
    /// macro's thunk; a frame that is not Swift's, such as the executor
    /// that resumed an async double, is no code under test.)
    var isRunner: Bool {
      (isSystem && !(isInlined && rawName.hasPrefix("$s")))
        || ["Testing", "XCTest", "Swift", "_Concurrency"].contains(module ?? "")
        || module == nil || name.isEmpty || name.hasPrefix("$s")
        || (location?.path.contains("/swift-generated-sources/") ?? false)
    }
  }

  /// The caller among `frames` (innermost first): past the package's own
  /// frames, past the frame that called into the package (the double's
  /// method), past thunks; `nil` when that leads into a test runner.
  static func pick(_ frames: [Frame]) -> Caller? {
    var rest = frames.drop { $0.isPackage }
    guard !rest.isEmpty else { return nil }
    rest = rest.dropFirst().drop { $0.isThunk || $0.isPackage }
    guard let frame = rest.first, !frame.isRunner else { return nil }
    let site = frame.location.map { location in
      CallSite(
        fileID: "\(frame.module ?? "")/\((location.path as NSString).lastPathComponent)",
        filePath: location.path, line: location.line, column: location.column)
    }
    return Caller(function: shortened(frame.name, module: frame.module), callSite: site)
  }

  /// A demangled function name without its module and its signature's
  /// types: `Shop.OrderService.place(_: Shop.Order) -> ()` becomes
  /// `OrderService.place(_:)`.
  static func shortened(_ name: String, module: String?) -> String {
    var name = Substring(name)
    if let module, name.hasPrefix(module + ".") { name = name.dropFirst(module.count + 1) }
    // `Runtime` usually gives the short form already: `place(cents:currency:)`.
    guard let open = name.firstIndex(of: "("), name[open...].contains(" ") else {
      return String(name)
    }
    let base = name[..<open]
    let arguments = name[name.index(after: open)...]
    var labels: [Substring] = []
    var depth = 0
    var start = arguments.startIndex
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let character = arguments[index]
      if character == "(" || character == "<" || character == "[" { depth += 1 }
      if character == ")" || character == ">" || character == "]" {
        if depth == 0 {
          labels.append(arguments[start..<index])
          break
        }
        depth -= 1
      }
      if character == "," && depth == 0 {
        labels.append(arguments[start..<index])
        start = arguments.index(after: index)
      }
      index = arguments.index(after: index)
    }
    let names = labels.map { label -> String in
      let trimmed = label.drop { $0 == " " }
      guard let colon = trimmed.firstIndex(of: ":") else { return "_:" }
      return String(trimmed[..<colon]) + ":"
    }
    return "\(base)(\(names.filter { $0 != ":" }.joined()))"
  }
}
