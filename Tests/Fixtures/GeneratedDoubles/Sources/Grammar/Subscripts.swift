import Foundation

// Subscripts.
public protocol Subscripts {
  subscript(row: Int, column: Int) -> Double { get set }
  subscript<T>(key: String, as type: T.Type) -> T? { get }
}
