import Runtime

/// The name of the running XCTest test method, read off the call stack.
///
/// XCTest on Linux offers no public way to ask which test is running, and
/// an observer registered at the first `verify()` would only learn of later
/// tests. The stack knows: the test method is the first frame whose
/// function is `Type.testSomething()`. Symbolicating costs about half a
/// millisecond, so it is done only for a failure that needs a title.
enum XCTestCaseName {
  /// `Type.testSomething` for the innermost test method on the calling
  /// thread's stack; `nil` when there is none or the binary has no symbols.
  static func current() -> String? {
    guard let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 128),
      let symbolicated = backtrace.symbolicated()
    else { return nil }
    for frame in symbolicated.frames {
      if let name = frame.symbol?.name, let title = title(ofFunction: name) { return title }
    }
    return nil
  }

  /// `Type.testSomething` for a demangled function name of a test method
  /// or of a closure in one (`Module.Type.testSomething()`,
  /// `closure #1 () -> () in Type.testSomething()`); `nil` for any other
  /// function.
  static func title(ofFunction name: String) -> String? {
    guard name.hasSuffix("()") else { return nil }
    let function = name.dropLast(2).split(separator: " ").last ?? ""
    let parts = function.split(separator: ".")
    guard parts.count >= 2, let method = parts.last, method.hasPrefix("test"),
      method.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return "\(parts[parts.count - 2]).\(method)"
  }
}
