import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyRecording

struct JSONTapeTests {
  /// Parses `text` and checks the tape, then calls `body` with it.
  private func withTape(_ text: String, _ body: (JSONTape) throws -> Void) throws {
    var tokens: [JSONTape.Token] = []
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBufferPointer { line in
      try JSONParser.parse(line, into: &tokens)
      try tokens.withUnsafeMutableBufferPointer { tokens in
        let tape = JSONTape(tokens: tokens, bytes: line)
        tape._checkInvariants()
        try body(tape)
      }
    }
  }

  @Test(arguments: [
    #"{}"#, #"[]"#, #""x""#, "1", "null",
    #"{"a":[1,{"b":"c\n"},[]],"d":{},"e":"\u2028"}"#,
    #"[[[[]]],{"k":[{"k":null}]},true,false,-3]"#,
  ])
  func `parsed lines keep the tape's invariants`(text: String) throws {
    try withTape(text) { _ in }
  }

  @Test func `every line of the golden recording parses to a valid tape`() throws {
    let text = try String(contentsOf: RecordingFileGoldenTests.golden, encoding: .utf8)
    for line in text.split(separator: "\n") {
      try withTape(String(line)) { tape in
        guard case .object(let object) = tape.root else {
          Issue.record("a line that is not an object")
          return
        }
        #expect(object["kind"] != nil || object["format"] != nil)
      }
    }
  }

  @Test func `random nested documents parse to valid tapes`() throws {
    var generator = SeededGenerator(seed: 2_026)
    func value(_ depth: Int) -> String {
      switch Int.random(in: 0..<(depth > 4 ? 3 : 5), using: &generator) {
      case 0: return String(Int.random(in: -1_000...1_000, using: &generator))
      case 1: return #""s\#(Int.random(in: 0...9, using: &generator))""#
      case 2: return ["true", "false", "null"].randomElement(using: &generator)!
      case 3:
        let count = Int.random(in: 0...4, using: &generator)
        return "[" + (0..<count).map { _ in value(depth + 1) }.joined(separator: ",") + "]"
      default:
        let count = Int.random(in: 0...4, using: &generator)
        return "{" + (0..<count).map { #""k\#($0)":"# + value(depth + 1) }.joined(separator: ",")
          + "}"
      }
    }
    for _ in 0..<200 { try withTape(value(0)) { _ in } }
  }

  @Test func `a token stays 16 bytes with its lookup hint`() {
    #expect(MemoryLayout<JSONTape.Token>.size == 16)
  }

  @Test func `lookups in any order find every member and keep the tape valid`() throws {
    let line = #"{"a":1,"b":{"x":2},"c":[3],"d":"four","e":null}"#
    let orders: [[StaticString]] = [
      ["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"], ["c", "a", "e", "b", "d"],
      ["b", "b", "z", "a", "d", "z", "e"],
    ]
    for order in orders {
      try withTape(line) { tape in
        guard case .object(let object) = tape.root else {
          Issue.record("not an object")
          return
        }
        for key in order {
          let value = object[key]
          switch key.description {
          case "a":
            #expect(value.flatMap { if case .number(let n) = $0 { n.int } else { nil } } == 1)
          case "b": #expect(value.map { if case .object = $0 { true } else { false } } == true)
          case "c": #expect(value.map { if case .array = $0 { true } else { false } } == true)
          case "d":
            #expect(value.flatMap { if case .string(let s) = $0 { s.text } else { nil } } == "four")
          case "e": #expect(value?.isNull == true)
          default: #expect(value == nil)
          }
          tape._checkInvariants()
        }
      }
    }
  }

  @Test func `a value node's key words are its names' bytes`() {
    for (name, word) in ValueNodeMembers.words {
      var packed: UInt64 = 0
      for (offset, byte) in name.description.utf8.enumerated() {
        packed |= UInt64(byte) << (8 * UInt64(offset))
      }
      #expect(packed == word, "\(name)")
    }
  }

  @Test(arguments: [
    #"{"label":"id","kind":"scalar","type":"Int","text":"1","children":[],"elided":0}"#,
    #"{"elided":0,"children":[],"text":"1","type":"Int","kind":"scalar","label":"id"}"#,
    #"{"l\u0061bel":"id","kinds":1,"kind":"scalar","typ":2,"type":"Int","textual":3,"#
      + #""text":"1","childrenX":4,"children":[],"\u0065lided":0,"a-key-longer-than-8":5}"#,
    #"{"kind":"struct","type":"Order"}"#, #"{}"#,
  ])
  func `a value node's members are found as lookups by key find them`(text: String) throws {
    try withTape(text) { tape in
      guard case .object(let object) = tape.root else {
        Issue.record("not an object")
        return
      }
      let found = ValueNodeMembers(object)
      let slots = [
        found.label, found.kind, found.type, found.text, found.children, found.elided,
      ]
      for ((name, _), slot) in zip(ValueNodeMembers.words, slots) {
        // The index of the value a lookup by key finds; `nil` when none.
        var expected: Int?
        var member = object.index + 1
        for _ in 0..<object.count {
          if tape.text(at: member) == name.description { expected = member + 1 }
          member = tape.skip(member + 1)
        }
        #expect(slot == expected, "\(name) in \(text)")
      }
      tape._checkInvariants()
    }
  }

  @Test func `invalid UTF-8 is found at every offset, around the 32-byte strides`() {
    for length in [0, 1, 7, 8, 31, 32, 33, 63, 64, 65, 100] {
      let ascii = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(ascii.withUnsafeBufferPointer(JSONParser.firstInvalidUTF8) == nil)
      for bad in 0..<length {
        var bytes = ascii
        bytes[bad] = 0xFF
        let found = bytes.withUnsafeBufferPointer(JSONParser.firstInvalidUTF8)
        #expect(found?.offset == bad && found?.cutShort == false, "\(bad) of \(length)")
        // A two-byte character cut short by the end of the line.
        bytes = ascii
        bytes[bad] = 0xC3
        let cut = bytes.withUnsafeBufferPointer(JSONParser.firstInvalidUTF8)
        #expect(cut?.offset == bad && cut?.cutShort == (bad == length - 1), "\(bad) of \(length)")
      }
    }
  }

  @Test func `a duplicate key is found between any two members of objects of any size`() {
    func parses(_ keys: [String]) -> Bool {
      let text = "{" + keys.map { "\"\($0)\":0" }.joined(separator: ",") + "}"
      var tokens: [JSONTape.Token] = []
      return Array(text.utf8).withUnsafeBufferPointer { line in
        (try? JSONParser.parse(line, into: &tokens)) != nil
      }
    }
    // Keys alike in length and first bytes, so that fingerprints collide.
    let names = (0..<20).map { "key\($0 % 10)_\($0 / 10)" } + ["k", "kind", "type", "text"]
    for count in 1...names.count {
      let keys = Array(names.prefix(count))
      #expect(parses(keys), "\(count) distinct keys")
      for first in 0..<count {
        for second in first + 1..<count {
          var repeated = keys
          repeated[second] = keys[first]
          #expect(!parses(repeated), "\(count) keys, \(second) repeats \(first)")
        }
      }
      // The same key written with an escape.
      var escaped = keys
      escaped.append(keys[0].replacingOccurrences(of: "k", with: "\\u006b"))
      #expect(!parses(escaped), "\(count) keys and an escaped repeat")
    }
  }

  @Test func `a string equals a static key only when every byte is the same`() throws {
    let keys: [StaticString] = [
      "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi",
      "abcdefghijkl", "abcdefghijklmnop", "abcdefghijklmnopq",
    ]
    for key in keys {
      let text = key.description
      // The key itself, each one-byte change of it, and its neighbours in
      // length; the line ends just after the string, so loads stay inside.
      var candidates = [text, text + "x", String(text.dropLast())]
      for position in text.indices {
        var changed = text
        changed.replaceSubrange(position...position, with: "Z")
        candidates.append(changed)
      }
      for candidate in candidates {
        try withTape("\"\(candidate)\"") { tape in
          #expect(tape.text(at: 0, equals: key) == (candidate == text), "\(candidate) vs \(text)")
        }
      }
    }
  }
}
