import Foundation

// Statics.
public protocol Statics {
  static var shared: Self { get }
  static func reset()
  static subscript(_ i: Int) -> Int { get }
  static var count: Int { get set }
}
