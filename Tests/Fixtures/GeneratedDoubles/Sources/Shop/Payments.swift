import ShopModels

/// Why a charge failed.
enum PaymentError: Error, Equatable {
  case declined
}

/// Charges customers: async, throwing, typed throws, and overloads.
protocol PaymentGateway: Sendable {
  func charge(_ amount: Money, for order: String) async throws -> String
  func charge(amount: Int) -> Bool
  func refund(_ charge: String) throws(PaymentError)
  func ping() async
}

/// Prices and stock: properties (read-only, settable, effectful) and a subscript.
protocol Catalog {
  var name: String { get }
  var discount: Int { get set }
  var remoteCount: Int { get async throws }
  subscript(sku: String) -> Int? { get }
}

/// Makes sessions: a static requirement and an initializer requirement.
protocol SessionFactory {
  static func shared() -> Self
  init(region: String)
}

/// Stores items of one type: a primary associated type and `AnyObject`.
protocol Repository<Item>: AnyObject {
  associatedtype Item: Sendable & Equatable
  func save(_ item: Item) throws
  func all() -> [Item]
}
