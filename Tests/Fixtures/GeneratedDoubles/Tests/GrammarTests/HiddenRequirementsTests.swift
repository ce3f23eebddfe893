import Dobby
import Grammar
import Testing

// Requirements the symbol graph leaves out are answered and recorded like
// any other: `CVarArg`'s `_cVarArgEncoding`; `Unicode.Encoding`'s parsers
// are the double's own, which find no scalars.
struct HiddenRequirementsTests {
  @Test func `a CVarArg double answers its encoding from a stub and records the read`() {
    let formatted = FormattedDouble()
    formatted._cVarArgEncodingGet.on(any(), return: [42])
    let argument: any CVarArg = formatted

    #expect(argument._cVarArgEncoding == [42])
    let pattern = Pattern()
    pattern.expect(any(), in: formatted._cVarArgEncodingGet)
    #expect(pattern.check().passed)
  }

  @Test func `text decoded as an encoding double is empty`() {
    #expect(String(decoding: [0x41, 0x42] as [UInt8], as: EncodedDouble<[UInt8]>.self).isEmpty)
  }
}
