import DobbyCore
import Testing

/// A stub or recorder whose values are a labeled tuple takes plain tuples
/// wherever an unlabeled one does, and tuple matchers relabeled.
struct LabeledTupleTests {
  typealias Line = (sku: String, quantity: Int)

  @Test func `on takes a plain tuple and a relabeled tuple matcher`() throws {
    let stock = Stub<Line, Bool>(name: "stock")
    stock.on(matches((equals("B"), equals(2))).relabeled(as: Line.self), return: false)
    stock.on(("A", 1), return: true)
    stock.on(matches((equals("C"), equals(3))).relabeled(as: Line.self)) { line in
      line.quantity > 2
    }
    #expect(try stock.invoke((sku: "A", quantity: 1)))
    #expect(try !stock.invoke((sku: "B", quantity: 2)))
    #expect(try stock.invoke((sku: "C", quantity: 3)))
    #expect(throws: UnexpectedArguments.self) { try stock.invoke((sku: "D", quantity: 4)) }
    // Called with one tuple, labeled or not.
    #expect(try stock(("A", 1)))
  }

  @Test func `expect and reject take a plain tuple and a relabeled tuple matcher`() throws {
    let orders = Recorder<Line>(name: "orders")
    orders.record((sku: "A", quantity: 1))
    orders.record((sku: "B", quantity: 2))

    let pattern = Pattern()
    pattern.expect(("A", 1), in: orders)
    pattern.expect(matches((equals("B"), equals(2))).relabeled(as: Line.self), in: orders)
    pattern.reject(("Z", 9), in: orders)
    pattern.reject(matches((equals("Y"), equals(8))).relabeled(as: Line.self), in: orders)
    #expect(pattern.check().passed)
  }

  @Test func `a labeled mismatch explains element by element`() throws {
    let orders = Recorder<Line>(name: "orders")
    orders.record((sku: "A", quantity: 2))
    let matcher = matches((equals("A"), equals(1))).relabeled(as: Line.self)
    #expect(
      matcher.explain((sku: "A", quantity: 2)).map(\.description) == [".1: expected 1, got 2"])
    let pattern = Pattern()
    pattern.expect(("A", 1), in: orders)
    #expect(!pattern.check().passed)
  }

  @Test func `a matcher of other element types accepts nothing and says why`() {
    let matcher = equals("A").relabeled(as: Line.self)
    #expect(!matcher.matches((sku: "A", quantity: 1)))
    #expect(matcher.description == "type mismatch: String given for (sku: String, quantity: Int)")
  }
}
