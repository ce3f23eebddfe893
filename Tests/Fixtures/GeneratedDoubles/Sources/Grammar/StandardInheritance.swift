import Foundation

// Standard inheritance.
public protocol Coded: Codable { func code() }
public protocol Iterable: CaseIterable {}
public protocol Raw: RawRepresentable where RawValue == String {}
public protocol Ordered: Comparable {}
public protocol Hashed: Hashable, CustomStringConvertible {}
public protocol Identified: Identifiable where ID == UUID {}
public protocol Failure: Error {}
public protocol Object: NSObjectProtocol { func poke() }
