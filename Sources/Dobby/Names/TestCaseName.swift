import DobbyCore
import DobbyRecording
import Testing

/// What tells the cases of a parameterised Swift Testing test apart in a
/// report's title and a recording's name: the case's arguments, written
/// as Dobby writes values (escaped, long ones cut in the middle).
///
/// ```swift
/// @Test(arguments: ["EUR", "GBP"]) func charges(currency: String) { … }
/// ```
/// ```text
/// PaymentTests.charges(currency: "EUR")
/// PaymentTests.charges(currency: "GBP")
/// ```
///
/// Swift Testing 6.3 makes public only that a case is parameterised
/// (`Test.Case.isParameterized`); its arguments are SPI. They are read
/// through `Mirror`, and when that finds nothing (a later Swift Testing
/// laid the case out anew), the case is told by a hash of its description
/// instead: `(case ~1a2b3c4d)`. Arguments that do not fit in
/// ``maxLength`` characters give way to a hash of their full text as
/// well; an argument cut in the middle adds that hash after the list. A
/// case whose arguments equal an earlier case's adds Swift Testing's
/// index among them: `charges(currency: "EUR") #1`.
enum TestCaseName {
  /// How many characters one argument takes before it is cut in the middle.
  static let argumentLength = 40

  /// How many characters the argument list takes at most, parentheses
  /// included.
  static let maxLength = 100

  /// What follows the running test's name when it is a case of a
  /// parameterised test: `(currency: "EUR")`; `nil` for any other test
  /// or when no Swift Testing test is running.
  static func currentSuffix() -> String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    guard let arguments = CaseArguments(testCase) else {
      return "(case ~\(RecordingName.hash(String(describing: testCase))))"
    }
    return suffix(arguments)
  }

  /// The suffix for `arguments`: `(label: value, …)`, shortened or hashed
  /// as ``TestCaseName`` says.
  static func suffix(_ arguments: CaseArguments) -> String {
    var full: [String] = []
    var short: [String] = []
    for argument in arguments.values {
      let tree = ValueTree(describing: argument.value)
      let prefix = argument.label.map { $0 + ": " } ?? ""
      full.append(prefix + tree.summary())
      short.append(prefix + tree.summary(limit: argumentLength))
    }
    let fullText = full.joined(separator: ", ")
    var text = "(" + short.joined(separator: ", ") + ")"
    if text.count > maxLength {
      text = "(case ~\(RecordingName.hash(fullText)))"
    } else if short != full {
      text += " ~" + RecordingName.hash(fullText)
    }
    if arguments.discriminator > 0 { text += " #\(arguments.discriminator)" }
    return text
  }
}
