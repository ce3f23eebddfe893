// swift-tools-version: 6.0
import PackageDescription

// A package as a user writes one: protocols in `Shop` (one inherits from
// `ShopModels`, and both have a `Notes.swift` using Foundation types),
// doubles generated into `ShopTests/Doubles/<Module>` by Dobby's
// `generate-doubles` plugin, and tests that use every double in a Pattern.
// `Grammar` has one file per rule of the grammar the generator handles;
// its test target holds its generated doubles, which must build with
// no warnings, and a test of the requirements the symbol graph leaves out. `Ledger` and `LedgerTests` import with access levels
// (`internal import Foundation`), which the generated files follow. `Toolchain` is empty: Scripts/check-generated-doubles
// generates into `ToolchainTests` (a test target with no files until then)
// the doubles of the toolchain's own modules' protocols.
// Scripts/check-generated-doubles regenerates, checks, builds and tests it.
let package = Package(
  name: "GeneratedDoubles",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Dobby", path: "../../..")],
  targets: [
    .target(name: "ShopModels"),
    .target(name: "Shop", dependencies: ["ShopModels"]),
    .testTarget(
      name: "ShopTests",
      dependencies: ["Shop", "ShopModels", .product(name: "Dobby", package: "Dobby")]),
    .target(name: "Grammar"),
    .testTarget(
      name: "GrammarTests",
      dependencies: ["Grammar", "Named", .product(name: "Dobby", package: "Dobby")]),
    // A type named `Dobby`: generated code qualifies the library's names by `DobbyCore`.
    .target(name: "Named"),
    // Imports with access levels: the doubles import as `LedgerTests` does.
    .target(name: "Ledger"),
    .testTarget(
      name: "LedgerTests", dependencies: ["Ledger", .product(name: "Dobby", package: "Dobby")]),
    // The toolchain corpus: no files until Scripts/generate-toolchain-doubles runs.
    .testTarget(name: "ToolchainTests", dependencies: [.product(name: "Dobby", package: "Dobby")]),
  ],
  swiftLanguageModes: [.v6]
)
