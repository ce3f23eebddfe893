// Requirements the symbol graph leaves out: `CVarArg`'s underscored
// `_cVarArgEncoding`, and everything of `Unicode.Encoding`
// (`_UnicodeEncoding`), which the graph names only in the declaration.
public protocol Formatted: CVarArg { func format() -> String }
public protocol Encoded: Unicode.Encoding {}
