import Dobby
import ShopModels
import Testing

@testable import Shop

// Every generated double, used as a test uses it: reactions with `on`,
// calls through the protocol, and a Pattern over its stubs.

struct PaymentsTests {
  @Test func `the gateway's overloads, async and typed throws record in order`() async throws {
    let gateway = PaymentGatewayDouble()
    gateway.chargeFor.on(any(), return: "ch_1")
    gateway.chargeAmount.on(any(), return: true)
    gateway.refund.on("ch_9") { _ in throw PaymentError.declined }
    let service: any PaymentGateway = gateway

    #expect(try await service.charge(Money(cents: 500), for: "A-1") == "ch_1")
    #expect(service.charge(amount: 5))
    #expect(throws: PaymentError.declined) { try service.refund("ch_9") }
    await service.ping()

    let pattern = Pattern()
    pattern.expect(matches((equals(Money(cents: 500)), equals("A-1"))), in: gateway.chargeFor)
    pattern.expect(5, in: gateway.chargeAmount)
    pattern.expect("ch_9", in: gateway.refund)
    pattern.expect(any(), in: gateway.pingStub)
    #expect(pattern.check().passed)
  }

  @Test func `the catalog's properties and subscript answer from stubs`() async throws {
    let catalog = CatalogDouble()
    catalog.nameGet.on(any(), return: "Books")
    catalog.discountGet.on(any(), return: 10)
    catalog.remoteCountGet.on(any(), return: 42)
    var service: any Catalog = catalog

    #expect(service.name == "Books")
    service.discount = 15
    #expect(service.discount == 10)
    #expect(try await service.remoteCount == 42)
    #expect(service["SKU-1"] == nil)

    let pattern = Pattern(nice: false, ordered: false)
    pattern.expect(any(), in: catalog.nameGet)
    pattern.expect(15, in: catalog.discountSet)
    pattern.expect(any(), in: catalog.discountGet)
    pattern.expect(any(), in: catalog.remoteCountGet)
    pattern.expect("SKU-1", in: catalog.subscriptGet)
    #expect(pattern.check().passed)
  }

  @Test func `a factory's initializer and static requirement are recorded`() {
    let made = SessionFactoryDouble(region: "eu")
    SessionFactoryDouble.sharedStub.on(any(), return: made)
    #expect(SessionFactoryDouble.shared() === made)

    let pattern = Pattern()
    pattern.expect("eu", in: made.initStub)
    pattern.expect(any(), in: SessionFactoryDouble.sharedStub, times: .atLeast(1))
    #expect(pattern.check().passed)
  }

  @Test func `a repository double is generic over its associated type`() throws {
    let repository = RepositoryDouble<String>()
    repository.allStub.on(any(), return: ["a"])
    let store: any Repository<String> = repository
    try store.save("a")
    #expect(store.all() == ["a"])

    let pattern = Pattern()
    pattern.expect("a", in: repository.save)
    pattern.expect(any(), in: repository.allStub)
    #expect(pattern.check().passed)
  }
}

struct WorkTests {
  @Test func `closures are recorded: escaping ones kept, non-escaping ones by type`() throws {
    let scheduler = SchedulerDouble()
    scheduler.after.on(any()) { _, work in work() }
    let ran = Recorder<Int>(name: "ran")
    let service: any Scheduler = scheduler
    service.after(3) { ran.record(1) }
    service.onDone { _ in }
    service.each([1, 2]) { _ in }

    let pattern = Pattern()
    pattern.expect(matches((equals(3), any())), in: scheduler.after)
    pattern.expect(1, in: ran)
    pattern.expect(any(), in: scheduler.onDone)
    pattern.expect(matches((equals([1, 2]), "(Int) throws -> Void")), in: scheduler.each)
    #expect(pattern.check().passed)
  }

  @Test func `inout and variadic arguments are recorded as values`() {
    let tally = TallyDouble()
    tally.total.on(any()) { $0.reduce(0, +) }
    let service: any Tally = tally
    var value = 7
    service.bump(&value)
    value += 1
    #expect(service.total(1, 2, 3) == 6)

    let pattern = Pattern()
    pattern.expect(7, in: tally.bump)
    pattern.expect([1, 2, 3], in: tally.total)
    #expect(pattern.check().passed)
  }

  @Test func `generic and opaque arguments are recorded type-erased`() {
    let converter = ConverterDouble()
    converter.convert.on(any()) { $0 }
    converter.first.on(any(), return: UncheckedSendable(nil))
    let service: any Converter = converter
    #expect(service.convert(5) == 5)
    #expect(service.first(of: [1, 2]) == nil)

    let pattern = Pattern()
    pattern.expect(matches("5") { ($0 as? Int) == 5 }, in: converter.convert)
    pattern.expect(matches("[1, 2]") { $0.value.map { $0 } == [1, 2] }, in: converter.first)
    #expect(pattern.check().passed)
  }

  @Test func `owned and non-Sendable arguments go through UncheckedSendable`() {
    let courier = CourierDouble()
    let parcel = Parcel(label: "books")
    courier.weigh.on(any(), return: 3)
    courier.ship.on(any()) { $0 }
    let service: any Courier = courier
    #expect(service.weigh(parcel) == 3)
    #expect(service.ship(parcel) === parcel)
    let shipped = UncheckedSendable(parcel)

    let pattern = Pattern()
    pattern.expect(matches { $0.value.label == "books" }, in: courier.weigh)
    pattern.expect(matches { $0.value === shipped.value }, in: courier.ship)
    #expect(pattern.check().passed)
  }

  @Test @MainActor func `a main-actor screen double records on the main actor`() {
    let screen = ScreenDouble()
    screen.identifierStub.on(any(), return: "main")
    let service: any Screen = screen
    service.show("Cart")
    #expect(service.identifier() == "main")

    let pattern = Pattern()
    pattern.expect("Cart", in: screen.show)
    pattern.expect(any(), in: screen.identifierStub)
    #expect(pattern.check().passed)
  }

  @Test func `an actor's double is an actor`() async {
    let ledger = LedgerDouble()
    ledger.post.on(any(), return: 1)
    let service: any Ledger = ledger
    #expect(await service.post(Money(cents: 5)) == 1)

    let pattern = Pattern()
    pattern.expect(Money(cents: 5), in: ledger.post)
    #expect(pattern.check().passed)
  }

  @Test func `inherited requirements, from this module and another, are generated`() {
    let trail = AuditTrailDouble()
    let timed = TimedServiceDouble()
    let notifier = NotifierDouble()
    timed.nowStub.on(any(), return: 100)
    timed.elapsed.on(any()) { 100 - $0 }
    let audit: any AuditTrail = trail
    let clock: any TimedService = timed
    let notifying: any Notifier = notifier
    audit.record("start", at: clock.now())
    audit.notify(Parcel(label: "a"))
    notifying.notify(Parcel(label: "b"))
    #expect(clock.elapsed(since: 40) == 60)

    let pattern = Pattern()
    pattern.expect(any(), in: timed.nowStub)
    pattern.expect(("start", 100), in: trail.record)
    pattern.expect(matches { $0.value.label == "a" }, in: trail.notify)
    pattern.expect(matches { $0.value.label == "b" }, in: notifier.notify)
    pattern.expect(40, in: timed.elapsed)
    #expect(pattern.check().passed)
  }

  @Test func `standard protocols: description, id and identity hashing`() {
    let labelled = LabelledDouble()
    labelled.idGet.on(any(), return: "L-1")
    #expect(labelled.description == "LabelledDouble")
    #expect(labelled.id == "L-1")
    let named: any Labelled = labelled
    named.rename("new")
    let token = TokenDouble()
    token.redeemStub.on(any(), return: true)
    #expect(Set([token, token]).count == 1)
    #expect((token as any Token).redeem())

    let pattern = Pattern(nice: true, ordered: true)
    pattern.expect(any(), in: labelled.idGet)
    pattern.expect("new", in: labelled.rename)
    pattern.expect(any(), in: token.redeemStub)
    #expect(pattern.check().passed)
  }
}

struct FeedTests {
  @Test func `a Sequence refinement gets a double from the standard library's graph`() {
    let feed = FeedDouble<IndexingIterator<[Int]>>()
    feed.makeIteratorStub.on(any(), return: UncheckedSendable([3, 4].makeIterator()))
    let sequence: any Feed = feed

    sequence.refresh()
    var seen: [Int] = []
    for value in feed { seen.append(value) }
    #expect(seen == [3, 4])

    let pattern = Pattern()
    pattern.expect(any(), in: feed.refreshStub)
    pattern.expect(any(), in: feed.makeIteratorStub)
    #expect(pattern.check().passed)
  }
}
