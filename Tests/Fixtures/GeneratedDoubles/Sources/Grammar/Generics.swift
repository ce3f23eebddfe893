import Foundation

// Generics, where clauses, associated types.
public protocol Generic {
  func parse<T: Decodable>(_ data: Data, as type: T.Type) throws -> T
  func map<T, U>(_ value: T, _ transform: (T) -> U) -> U where T: Equatable
  func first<S: Sequence>(of sequence: S) -> S.Element? where S.Element: Sendable
}
public protocol Store<Item> {
  associatedtype Item: Sendable & Hashable
  associatedtype Key where Key: Hashable
  func item(for key: Key) -> Item?
  static func make() -> Self
}
public protocol Span: Sendable { func end() }
public protocol Tracer {
  associatedtype Span: Grammar.Span
  func start(_ name: String) -> Span
}
public protocol Fixed where Item == Int {
  associatedtype Item
  func item() -> Item
}
