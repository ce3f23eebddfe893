import Foundation

// Every initializer form.
public protocol Initializers {
  init()
  init(seed: Int) throws
  init?(name: String)
  init(async value: Int) async
  init(typed: Int) throws(CancellationError)
}
public protocol AsyncInit { init() async throws }
public protocol FailableInit { init?() }
