// Requirements restated by a refining protocol: a concrete type fixes the
// associated type (`AttributeScope`'s `encodingConfiguration`), a setter
// joins the getter (`MutableCollection`'s subscript), and generic
// overloads differ by their constraints, not their parameters' names
// (`init?<T>(exactly:)`, `init?<Source>(exactly:)`).
public protocol Configured {
  associatedtype Configuration
  static var configuration: Configuration { get }
}
public protocol Scoped: Configured {
  static var configuration: String { get }
}
public protocol Reading {
  var value: Int { get }
  subscript(position: Int) -> String { get }
}
public protocol Writing {
  var value: Int { get set }
  subscript(position: Int) -> String { get set }
}
public protocol Buffer: Reading, Writing {}
public protocol Converting {
  init?<T>(exactly source: T) where T: BinaryInteger
  func convert<T>(_ value: T) -> Int where T: BinaryInteger
  func convert<T>(_ value: T) -> Int where T: BinaryFloatingPoint
}
public protocol Converter: Converting {
  init?<Source>(exactly value: Source) where Source: BinaryInteger
}
public protocol Storing {
  func store<T>(_ value: T?, forKey key: String)
}
