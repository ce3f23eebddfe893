// swift-tools-version: 6.0
import PackageDescription

/// One settings list for every Swift target: Swift 6 language mode is the
/// package default; these add what the project asks of all its code.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Dobby",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Dobby", targets: ["Dobby"]),
    .executable(name: "dobby-tui", targets: ["dobby-tui"]),
    .executable(name: "dobby-demo", targets: ["dobby-demo"]),
    .executable(name: "dobby-gen", targets: ["dobby-gen"]),
    .plugin(name: "GenerateDoubles", targets: ["GenerateDoubles"]),
  ],
  targets: [
    // MARK: Library
    // A frame-pointer walk for the callers of recorded interactions.
    .target(name: "CDobbyFrames"),
    // The futex calls that let the project's lock sleep while it is held (Linux).
    .target(name: "CDobbyFutex"),
    // Recorders, the clock and timeline, matchers, patterns (Pattern/) and the
    // replay that checks them (Replay/), reports, stubs and mocks: no test
    // framework, no terminal, no file I/O. The README's layout table lists
    // its folders.
    .target(
      name: "DobbyCore", dependencies: ["CDobbyFrames", "CDobbyFutex"], swiftSettings: swiftSettings),
    // The recording file (reader, writer, JSON engine, store) and the
    // report's one JSON schema: the only library code that does file I/O.
    .target(name: "DobbyRecording", dependencies: ["DobbyCore"], swiftSettings: swiftSettings),
    // Names the callers of interactions from their frames (the toolchain's
    // Runtime module reads the debug information).
    .target(name: "DobbySymbolication", dependencies: ["DobbyCore"], swiftSettings: swiftSettings),
    // Starts the test bridge's observation as a test process loads, before
    // its first test.
    .target(name: "CDobbyTestStart"),
    .target(
      name: "Dobby",
      dependencies: ["DobbyCore", "DobbyRecording", "DobbySymbolication", "CDobbyTestStart"],
      swiftSettings: swiftSettings),

    // MARK: Debugger
    // ncursesw (apt: libncurses-dev). Its pkg-config file adds -D_XOPEN_SOURCE
    // flags that SwiftPM refuses with a warning; the shim header defines what
    // it needs itself, so the module map links the library directly.
    .systemLibrary(name: "CNcurses"),
    .target(
      name: "DobbyTUI", dependencies: ["DobbyCore", "DobbyRecording"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "dobby-tui",
      dependencies: ["DobbyTUI", "DobbyCore", "DobbyRecording", "DobbyDemo", "CNcurses"],
      swiftSettings: swiftSettings
    ),

    // MARK: Demo
    .target(
      name: "DobbyDemo", dependencies: ["DobbyCore", "DobbyRecording", "DobbySymbolication"],
      path: "Demo/DobbyDemo",
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "dobby-demo", dependencies: ["DobbyDemo", "DobbyCore", "DobbyRecording"],
      path: "Demo/dobby-demo", swiftSettings: swiftSettings),

    // MARK: Generated doubles
    // Doubles from the compiler's symbol graph: the logic (DobbyGen), a thin
    // executable, and the `generate-doubles` command plugin that runs it.
    .target(name: "DobbyGen", swiftSettings: swiftSettings),
    .executableTarget(name: "dobby-gen", dependencies: ["DobbyGen"], swiftSettings: swiftSettings),
    .plugin(
      name: "GenerateDoubles",
      capability: .command(
        intent: .custom(
          verb: "generate-doubles",
          description: "Writes Stub-backed doubles of a target's protocols into its test target"),
        permissions: [
          .writeToPackageDirectory(reason: "The doubles are checked-in source files")
        ]),
      dependencies: ["dobby-gen"]),

    // MARK: Benchmark
    // The Performance article's workloads against the seed design:
    // `swift run -c release dobby-bench`.
    .executableTarget(
      name: "dobby-bench",
      dependencies: [
        "DobbyCore", "DobbyRecording", "DobbyTUI", "DobbyBenchApp", "DobbyBenchDoubles",
      ],
      swiftSettings: swiftSettings),
    // The user's path (G1-G6): protocols and the code that calls them, and
    // their doubles as `generate-doubles --target DobbyBenchApp` writes them.
    .target(name: "DobbyBenchApp", swiftSettings: swiftSettings),
    .target(
      name: "DobbyBenchDoubles", dependencies: ["Dobby", "DobbyBenchApp"],
      swiftSettings: swiftSettings),

    // MARK: Tests
    // Fixtures and helpers that more than one test target uses.
    .target(
      name: "DobbyTestSupport", dependencies: ["DobbyCore", "DobbyRecording"],
      path: "Tests/DobbyTestSupport",
      swiftSettings: swiftSettings),
    .testTarget(
      name: "DobbyCoreTests", dependencies: ["DobbyCore", "CDobbyFrames", "DobbyTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "DobbyRecordingTests", dependencies: ["DobbyRecording", "DobbyTestSupport"],
      // Golden recordings, read through #filePath rather than as resources.
      exclude: ["FileFormat/Golden"], swiftSettings: swiftSettings),
    .testTarget(
      name: "DobbyTests", dependencies: ["Dobby", "DobbyTestSupport"], swiftSettings: swiftSettings),
    // The end-to-end tests run the built dobby-tui in tmux.
    .testTarget(
      name: "DobbyTUITests",
      dependencies: ["DobbyTUI", "DobbyRecording", "dobby-tui", "DobbyDemo", "DobbyTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "DobbyGenTests", dependencies: ["DobbyGen", "DobbyTestSupport"],
      // Symbol graphs the compiler wrote, read through #filePath.
      exclude: ["Graphs"], swiftSettings: swiftSettings),
    .testTarget(
      name: "DobbyDemoTests", dependencies: ["DobbyDemo", "DobbyRecording", "Dobby"],
      // Snapshots, read through #filePath rather than as resources.
      exclude: ["__Snapshots__"], swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
