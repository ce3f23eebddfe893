// An associated type that is a member of another: `Item` is
// `Cursor.Element` (`Sequence`'s `Element == Iterator.Element`), even
// where it has a default (`AsyncSequence`'s `Failure`); and one that is
// `Self` (`FloatingPoint`'s `Magnitude`).
public protocol Feed {
  associatedtype Cursor: FailingIterator
  associatedtype Item where Item == Cursor.Element
  associatedtype Failure: Error = any Error where Failure == Cursor.Failure
  func cursor() -> Cursor
}
public protocol FailingIterator {
  associatedtype Element
  associatedtype Failure: Error
  mutating func next() throws(Failure) -> Element?
}
public protocol Measured: Comparable {
  associatedtype Size: Comparable where Size == Self
  var size: Size { get }
}
