import Testing

@testable import Dobby

/// Reading an XCTest method's name off a symbolicated frame.
struct XCTestCaseNameTests {
  @Test(arguments: [
    ("ShopTests.OrderTests.testCharges()", "OrderTests.testCharges"),
    ("OrderTests.testCharges()", "OrderTests.testCharges"),
    ("closure #1 () -> () in ShopTests.OrderTests.test_refund2()", "OrderTests.test_refund2"),
  ])
  func `a test method's frame gives Type.method`(function: String, title: String) {
    #expect(XCTestCaseName.title(ofFunction: function) == title)
  }

  @Test(arguments: [
    "ShopTests.OrderTests.setUp()", "testCharges()", "OrderTests.testCharges(_:)",
    "Dobby.Verification.conclude(_:store:fileID:filePath:line:column:)", "main",
  ])
  func `other frames give nothing`(function: String) {
    #expect(XCTestCaseName.title(ofFunction: function) == nil)
  }
}
