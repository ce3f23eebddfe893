// swift-tools-version: 6.0
import PackageDescription

// A package as a user writes one: protocols in `Shop` (one inherits from
// `ShopModels`), doubles generated into `ShopTests/Doubles` by Dobby's
// `generate-doubles` plugin, and tests that use every double in a Pattern.
// Scripts/check-generated-doubles regenerates, checks and tests it.
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
  ],
  swiftLanguageModes: [.v6]
)
