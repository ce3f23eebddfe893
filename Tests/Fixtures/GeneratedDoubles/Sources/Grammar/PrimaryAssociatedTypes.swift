import Foundation

// Primary associated types and Self.
public protocol Comparer<Value> {
  associatedtype Value
  func compare(_ lhs: Self, _ rhs: Self) -> Bool
  func value() -> Value
}
