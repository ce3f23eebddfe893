/// The code that called a test double for an interaction: the first frame
/// above the double's method, past the package's own frames and thunks.
///
/// A report shows it as `called from: Sources/Shop/OrderService.swift:42 in
/// OrderService.place(_:)`. It comes from the frames a recorder captured
/// (``CallerFrames``), named by the symbolicator of `import Dobby` when
/// `verify()` resolves them (``VerificationReport/resolvingCallers(_:)``).
public struct Caller: Sendable, Hashable {
  /// The calling function, e.g. `OrderService.place(_:)`.
  public var function: String
  /// Its file and line; `nil` when the binary has no debug information.
  public var callSite: CallSite?

  /// A caller in `function`, at `callSite` when known.
  public init(function: String, callSite: CallSite?) {
    self.function = function
    self.callSite = callSite
  }
}
