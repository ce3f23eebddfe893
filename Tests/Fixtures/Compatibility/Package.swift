// swift-tools-version: 6.0
import PackageDescription

// Code written against Dobby 0.3.0 (commit 9b12ce0): the README's and the
// documentation's examples as that release showed them, and every spelling
// 0.4.0 deprecates. Scripts/check-source-compatibility builds it against
// this checkout and fails unless it builds with deprecation warnings only
// and its tests pass.
let package = Package(
  name: "Compatibility",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "Dobby", path: "../../..")],
  targets: [
    .testTarget(
      name: "CompatibilityTests", dependencies: [.product(name: "Dobby", package: "Dobby")])
  ],
  swiftLanguageModes: [.v6]
)
