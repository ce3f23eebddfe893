// swift-tools-version: 6.0
import PackageDescription

// Code written against Dobby 0.3.0 (commit 9b12ce0): the README's and the
// documentation's examples as that release showed them, and every spelling
// 0.4.0 deprecates. Scripts/check-source-compatibility builds it against
// this checkout and fails unless it builds with deprecation warnings only
// and its tests pass, but for the examples that show a failure, which must
// each fail. The examples the README or an article showed whole, the script
// reads from the release's commit (the Released folders, not in the tree).
let dobby: Target.Dependency = .product(name: "Dobby", package: "Dobby")

let package = Package(
  name: "Compatibility",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Dobby", path: "../../..")],
  targets: [
    .testTarget(name: "CompatibilityTests", dependencies: [dobby]),
    // Blocks that declare names the others declare too: a module each.
    .testTarget(name: "ReleasedPricingTests", dependencies: [dobby]),
    .testTarget(name: "ReleasedScopeTests", dependencies: [dobby]),
    // The generated doubles article: the module its doubles import, and
    // the doubles and their test.
    .target(name: "Checkout"),
    .testTarget(name: "ReleasedGeneratedDoublesTests", dependencies: [dobby, "Checkout"]),
    // The examples that show a failure: each of their tests must fail.
    .testTarget(name: "ReleasedFailureTests", dependencies: [dobby]),
  ],
  swiftLanguageModes: [.v6]
)
