// Associated types with a default: the double takes the default, which
// already meets the constraints between them (`Collection`'s
// `SubSequence = Slice<Self>`), and one bound by `Self` (`CaseIterable`).
public protocol Catalog<Entry> {
  associatedtype Entry
  associatedtype Entries: Collection = [Entry] where Entries.Element == Entry
  var entries: Entries { get }
}
public protocol Enumerated {
  associatedtype All: Collection = [Self] where All.Element == Self
  static var all: All { get }
}
