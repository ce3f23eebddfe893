import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

struct ReportFormatTests {
  @Test func `github format annotates each mismatch and fences the report`() {
    let report = Fixture.outOfOrder()
    let text = report.rendered(as: .github, options: Fixture.options)
    let plain = report.plainText(Fixture.options)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == #"::error file=Tests/ThingTests.swift,line=21,title=DOBBY-E002 out of order::#1 fst(1) came before E1 snd == "foobar""#
    )
    #expect(lines[1].hasPrefix("::stop-commands::dobby-"))
    let token = lines[1].dropFirst("::stop-commands::".count)
    #expect(text.hasSuffix("::\(token)::\n"))
    #expect(text.contains(plain))
  }

  @Test func `github format escapes workflow command data`() {
    let names = Recorder<String>(name: "a,b:c")
    names.record("100%\n::error::forged")
    let pattern = Pattern()
    pattern.expect("x", in: names)
    let text = pattern.check().rendered(as: .github)
    let first = text.split(separator: "\n")[0]
    #expect(first.contains("100%25"))
    #expect(first.contains(#"\n::error::forged"#))
    // No recorded text starts a line of its own.
    #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::error::forged") })
  }

  @Test func `junit format fails one test case with the plain report`() {
    let report = Fixture.outOfOrder()
    let xml = report.rendered(as: .junit, options: Fixture.options)
    #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    #expect(xml.contains(#"<testsuites tests="1" failures="1">"#))
    #expect(xml.contains(#"<testcase classname="dobby" name="verification">"#))
    #expect(
      xml.contains(
        #"<failure type="DOBBY-E002" message="Tests/ThingTests.swift:21: error: DOBBY-E002 out of order: #1 fst(1) came before E1 snd == &quot;foobar&quot;">"#
      ))
    #expect(xml.contains("&quot;foobar&quot; ✓E1"))
  }

  @Test func `junit format of a passing report has no failure`() {
    let numbers = Recorder<Int>()
    numbers.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    let xml = pattern.check().rendered(as: .junit)
    #expect(xml.contains(#"<testsuites tests="1" failures="0">"#))
    #expect(!xml.contains("<failure"))
  }

  @Test func `json format is the recording's line objects as one array`() throws {
    let report = Fixture.paysThenMails()
    let json = report.rendered(as: .json)
    let directory = try TemporaryDirectory()
    let url = directory.url("checkout.dobby.jsonl")
    try report.save(to: url)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(json == "[\n" + lines.joined(separator: ",\n") + "\n]\n")
    let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    let kinds = (document ?? []).map { $0["kind"] as? String }
    #expect(kinds.count == lines.count)
    #expect(kinds.first == "header" && kinds.last == "verification")
  }

  @Test func `json format streams what rendered returns`() {
    let report = Fixture.outOfOrder()
    var bytes: [UInt8] = []
    report.render(as: .json) { bytes.append(contentsOf: $0) }
    #expect(String(decoding: bytes, as: UTF8.self) == report.rendered(as: .json))
  }

  @Test func `json format writes enum values as readable strings`() {
    let json = Fixture.outOfOrder().rendered(as: .json)
    #expect(json.contains(#""mismatch":"outOfOrder""#))
    #expect(json.contains(#""cardinality":"once""#))
    #expect(json.contains(#""verdict":{"matched":1}"#))
    #expect(!json.contains("_0"))
    #expect(!json.contains("{}"))
  }

  @Test func `plain format is the plain text`() {
    let report = Fixture.outOfOrder()
    #expect(
      report.rendered(as: .plain, options: Fixture.options) == report.plainText(Fixture.options))
  }
}

extension ReportFormatTests {
  @Test(arguments: ReportFormat.allCases)
  func `no output format passes a hostile value through`(format: ReportFormat) {
    let hostile = String(String.UnicodeScalarView(HostileText.scalars))
    // Invalid UTF-8 arrives repaired as U+FFFD; it must survive as text.
    let invalid = String(decoding: [0x66, 0xFF, 0xFE, 0x6F], as: UTF8.self)
    let names = Recorder<String>(name: "names" + hostile)
    names.record(hostile + invalid)
    let pattern = Pattern(title: "title" + hostile)
    pattern.expect(equals(hostile), in: names)
    let report = pattern.check()
    let text = report.rendered(as: format)
    if format == .json {
      // JSON escapes C0 controls itself; it is data for programs, not a terminal.
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      return
    }
    let unsafe = text.unicodeScalars.filter { $0 != "\n" && DisplayText.isUnsafe($0) }
    #expect(unsafe.isEmpty, "\(format): \(unsafe.map(\.value))")
    #expect(text.contains("f\u{FFFD}\u{FFFD}o"))
  }

  @Test func `github titles carry the reason and the unused kind`() {
    let text = Fixture.reasons().rendered(as: .github, options: Fixture.options)
    let lines = text.split(separator: "\n").prefix(3)
    #expect(
      Array(lines) == [
        #"::error file=Tests/CheckoutTests.swift,line=32,title=DOBBY-E003 rejected (because mail is opt-in)::#2 mailer("spam") matched rejection E3 mailer == "spam""#,
        #"::error file=Tests/CheckoutTests.swift,line=31,title=DOBBY-E004 unfulfilled (because the receipt follows the payment)::E2 mailer == "receipt" expected once, matched 0 times"#,
        #"::error file=Tests/CheckoutTests.swift,line=21,title=DOBBY-E006 unused::pricing.on(== "SKU-2") was never invoked"#,
      ])
  }

  @Test func `junit failure messages carry the reason`() {
    let xml = Fixture.reasons().rendered(as: .junit, options: Fixture.options)
    #expect(
      xml.contains(
        #"<failure type="DOBBY-E003" message="Tests/CheckoutTests.swift:32: error: DOBBY-E003 rejected (because mail is opt-in): #2 mailer(&quot;spam&quot;) matched rejection E3 mailer == &quot;spam&quot;">"#
      ))
    #expect(
      xml.contains(
        "Tests/CheckoutTests.swift:21: error: DOBBY-E006 unused: pricing.on(== &quot;SKU-2&quot;) was never invoked\n"
      ))
  }

  @Test func `json mismatch objects carry the reason after the code, and the reaction`() {
    let json = Fixture.reasons().rendered(as: .json, options: Fixture.options)
    #expect(
      json.contains(
        #"{"kind":"mismatch","index":1,"code":"DOBBY-E004","reason":"the receipt follows the payment","mismatch":"unfulfilled","expectation":2,"#
      ))
    #expect(
      json.contains(
        #"{"kind":"mismatch","index":2,"code":"DOBBY-E006","mismatch":"unused","reaction":{"stub":"pricing","matcher":"== \"SKU-2\"","callSite":{"fileID":"CheckoutTests/CheckoutTests.swift","filePath":"/src/Tests/CheckoutTests.swift","line":21,"column":5}}},"#
      ))
  }
}

extension ReportFormatTests {
  @Test func `every format names a broken after edge as the plain text does`() {
    let report = Fixture.Site.thing.brokenEdge()
    let message = #"E2 must come after E1: #1 api("fetch") came before #2 auth("login")"#
    let github = report.rendered(as: .github, options: Fixture.options)
    #expect(
      github.hasPrefix(
        "::error file=Tests/ThingTests.swift,line=31,title=DOBBY-E002 out of order::" + message))
    let junit = report.rendered(as: .junit, options: Fixture.options)
    #expect(junit.contains(#"<failure type="DOBBY-E002" message="Tests/ThingTests.swift:31"#))
    #expect(junit.contains("E2 must come after E1: #1 api(&quot;fetch&quot;)"))
    let json = report.rendered(as: .json, options: Fixture.options)
    #expect(json.contains(#""after":[1]"#))
    #expect(json.contains(#""predecessor":1,"predecessorStep":1"#))
  }
}
