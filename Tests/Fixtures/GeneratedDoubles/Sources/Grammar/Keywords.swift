import Foundation

// Keywords and backticks.
public protocol Keywords {
  func find(for key: String, in scope: Int) -> Bool
  func loop(repeat count: Int, _ `repeat`: Int)
  func `return`(`default`: Int) -> Int
  subscript(metadataKey _: String) -> String? { get set }
  var `protocol`: Int { get }
  func `init`()
}
