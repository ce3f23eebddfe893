import DobbyCore
import DobbyTUI

/// Fuzzes the debugger with arbitrary reports, sizes and key presses: every
/// key must be handled and every frame rendered without crashing, and no
/// cell may hold a character that drives the terminal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreens(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  let report = ReportIndex(makeReport(&input))
  var size = Size(columns: input.int(below: 260), rows: input.int(below: 90))
  var state = DebuggerState(
    report: report, size: size, options: DebuggerState.Options(ascii: input.bool()))
  check(render(state, report: report, size: size))
  for _ in 0..<input.int(below: 64) {
    let key = makeKey(&input)
    if case .resize(let newSize) = key { size = newSize }
    _ = state.handle(key, report: report)
    check(render(state, report: report, size: size))
  }
  return 0
}

private func check(_ frame: Frame) {
  for scalar in frame.text.unicodeScalars where scalar != "\n" && DisplayText.isUnsafe(scalar) {
    fatalError("a frame holds U+\(String(scalar.value, radix: 16))")
  }
}

private func makeKey(_ input: inout FuzzInput) -> Key {
  let characters: [Character] = Array("jk][gG/nN&%:?q123 \u{1B}x0959") + ["é", "寿"]
  switch input.byte() % 14 {
  case 0: return .up
  case 1: return .down
  case 2: return .home
  case 3: return .end
  case 4: return .pageUp
  case 5: return .pageDown
  case 6: return .enter
  case 7: return .escape
  case 8: return input.bool() ? .tab : .backTab
  case 9: return .backspace
  case 10: return .resize(Size(columns: input.int(below: 260), rows: input.int(below: 90)))
  case 11: return .click(row: input.anyInt(), column: input.anyInt())
  case 12: return input.bool() ? .wheelUp : .controlL
  default: return .character(characters[input.int(below: characters.count)])
  }
}
