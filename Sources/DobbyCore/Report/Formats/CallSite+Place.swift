extension CallSite {
  /// `Sources/Shop/Checkout.swift:42`: the path, escaped, relative to
  /// `basePath` when under it, and the line.
  package func place(relativeTo basePath: String?) -> String {
    relativePath(filePath, base: basePath) + ":\(line)"
  }
}

/// `path`, escaped, relative to `base` when under it.
package func relativePath(_ path: String, base: String?) -> String {
  let escaped = DisplayText.escape(path)
  guard let base, !base.isEmpty else { return escaped }
  let prefix = base.hasSuffix("/") ? base : base + "/"
  return escaped.hasPrefix(prefix) ? String(escaped.dropFirst(prefix.count)) : escaped
}
