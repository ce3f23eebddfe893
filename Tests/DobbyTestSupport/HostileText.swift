/// Text that tries to drive a terminal or forge a log line.
public enum HostileText {
  /// The scalars that must never appear raw in output: C0 and C1
  /// controls, DEL, bidi overrides and zero-width characters.
  public static let scalars: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x7F)!]
    + (0x80...0x9F).map { Unicode.Scalar($0)! }
    + [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ]
    .map { Unicode.Scalar($0)! }
    + [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x2028, 0x2029].map { Unicode.Scalar($0)! }
}
