import Foundation

// IUO, Any, AnyObject, metatypes, some, compositions.
public protocol Existentials {
  var iuo: Int! { get set }
  func any(_ value: Any) -> Any
  func object(_ value: AnyObject?) -> AnyObject
  func meta(_ type: Any.Type) -> any Sendable.Type
  func opaque(_ value: (some Sequence<Int>)?)
  func closure(_ body: @escaping (Int) -> Void, _ other: (String) throws -> Int) rethrows
  func composed(_ value: any Equatable & Sendable) -> (any Hashable)?
  func variadic(_ values: Int...) -> [Int]
  func tuple(_ pair: (a: Int, b: String)) -> (Int, String)
  func dictionary(_ d: [String: [Int]]) -> [String: Int]?
  func sendableClosure(_ body: @escaping @Sendable () async -> Void) -> @Sendable () -> Int
}
