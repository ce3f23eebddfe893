/// What the generator knows of the standard library's types without
/// their symbol graphs: which are `Sendable`, and which module a
/// precise identifier comes from.
enum StandardTypes {
  static let sendable = "s:s8SendableP"
  static let error = "s:s5ErrorP"

  /// Precise identifiers of common standard types that are `Sendable`
  /// when their generic arguments are.
  static let sendableTypes: Set<String> = [
    "s:Si", "s:s4Int8V", "s:s5Int16V", "s:s5Int32V", "s:s5Int64V", "s:Su", "s:s5UInt8V",
    "s:s6UInt16V", "s:s6UInt32V", "s:s6UInt64V", "s:Sd", "s:Sf", "s:Sb", "s:SS", "s:SJ",
    "s:Ss", "s:s5NeverO", "s:s4Voida", "s:Sa", "s:SD", "s:Sh", "s:Sq", "s:s6ResultO", "s:Sn",
    "s:SN", "s:s8DurationV", "s:s5ErrorP", "s:s8SendableP", "s:s16ObjectIdentifierV",
    "s:s12StaticStringV", "s:s11CommandLineO", "s:ScE", "s:s7UnicodeO", "s:s6Int128V",
    "s:s7UInt128V", "s:s8Float16V", "s:s5SIMD2V", "s:SO",
    "s:10Foundation4DateV", "s:20FoundationEssentials4DateV", "s:10Foundation3URLV",
    "s:20FoundationEssentials3URLV", "s:10Foundation4UUIDV", "s:20FoundationEssentials4UUIDV",
    "s:10Foundation4DataV", "s:20FoundationEssentials4DataV", "s:10Foundation7DecimalV",
    "s:20FoundationEssentials7DecimalV", "s:10Foundation12TimeIntervala",
    "s:20FoundationEssentials12TimeIntervala", "s:Sc", "s:ScA", "s:ScM",
  ]

  static func isSendable(_ precise: String) -> Bool { sendableTypes.contains(precise) }

  /// The module a Swift precise identifier names: `Foundation` for
  /// `s:10Foundation4DateV`, `Swift` for `s:Si`; `nil` for a C or
  /// Objective-C one, which says nothing of its module.
  static func module(of precise: String) -> String? {
    guard precise.hasPrefix("s:") else { return nil }
    let mangled = precise.dropFirst(2)
    if mangled.hasPrefix("Sc") { return "_Concurrency" }
    if mangled.hasPrefix("S") || mangled.hasPrefix("s") { return "Swift" }
    let digits = mangled.prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = mangled.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// Modules every Swift file sees without importing them.
  static let implicitModules: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "SwiftShims", "SwiftOnoneSupport",
  ]

  /// Modules a user imports through another: Foundation's parts.
  static let umbrellas: [String: String] = [
    "FoundationEssentials": "Foundation", "FoundationInternationalization": "Foundation",
    "_FoundationCShims": "Foundation", "_FoundationCollections": "Foundation",
    "CoreFoundation": "Foundation",
  ]
}
