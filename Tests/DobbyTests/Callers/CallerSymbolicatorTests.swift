import Testing

@testable import DobbySymbolication

/// How the symbolicator feeds addresses to `Runtime` and picks a caller.
struct CallerSymbolicatorTests {
  @Test func `addresses are written as absolute return addresses in compact form`() {
    let bytes = Array(CallerSymbolicator.compactBacktrace([0x5616_27ab_8847, 0x10]))
    #expect(
      bytes == [
        0x02, 0x2F, 0x00, 0x00, 0x56, 0x16, 0x27, 0xAB, 0x88, 0x47,
        0x2F, 0, 0, 0, 0, 0, 0, 0, 0x10,
      ])
  }

  @Test func `the caller is past the package's frames, the double's method and thunks`() {
    typealias Frame = CallerSymbolicator.Frame
    let frames = [
      Frame(
        rawName: "$s9DobbyCore8RecorderC6record", name: "Recorder.record(_:)", location: nil,
        isThunk: false, isSystem: false),
      Frame(
        rawName: "$s4Shop6DoubleC6charge", name: "Double.charge(_:)",
        location: ("/s/Double.swift", 9, 3), isThunk: false, isSystem: false),
      Frame(
        rawName: "$s4Shop6DoubleCAA0C0A2aD", name: "protocol witness for Gateway.charge(_:)",
        location: nil, isThunk: true, isSystem: false),
      Frame(
        rawName: "$s4Shop12OrderServiceV5place",
        name: "Shop.OrderService.place(_: Shop.Order) -> ()",
        location: ("/s/Sources/Shop/OrderService.swift", 42, 5), isThunk: false, isSystem: false),
    ]
    let caller = CallerSymbolicator.pick(frames)
    #expect(caller?.function == "OrderService.place(_:)")
    #expect(caller?.callSite?.fileID == "Shop/OrderService.swift")
    #expect(caller?.callSite?.line == 42)
    let runner = Frame(
      rawName: "_ZN5swift6runJob", name: "swift::runJob()", location: nil,
      isThunk: false, isSystem: false)
    #expect(CallerSymbolicator.pick(Array(frames.prefix(2)) + [runner]) == nil)
  }

  @Test func `a production function inlined into its caller is named without a line`() {
    typealias Frame = CallerSymbolicator.Frame
    // As a release build symbolicates a double called from `Shop.place`,
    // which the compiler inlined into the test's code.
    let frames = [
      Frame(
        rawName: "$s9DobbyCore8RecorderC6record", name: "specialized Recorder.record(_:)",
        location: nil, isThunk: false, isSystem: true, isInlined: true),
      Frame(
        rawName: "$s8relcheck1LC4postyySiF", name: "L.post(_:)",
        location: ("/s/Doubles.swift", 3, 3), isThunk: false, isSystem: false),
      Frame(
        rawName: "$s4ShopAAV5placeyySiF", name: "Shop.place(_:)", location: nil, isThunk: false,
        isSystem: true, isInlined: true),
    ]
    let caller = CallerSymbolicator.pick(frames)
    // (The module's name is taken off: `Shop` here is the module's too.)
    #expect(caller?.function == "place(_:)")
    #expect(caller != nil && caller?.callSite == nil)
    var outlined = frames
    outlined[2].isInlined = false
    #expect(CallerSymbolicator.pick(outlined) == nil, "a system frame that was not inlined")
  }
}
