import DobbyCore
import DobbyRecording
import Foundation

// dobby-bench: the workloads of the Performance article (W1 to W8), Dobby
// against the seed design, in one process. Run
// `swift run -c release dobby-bench [--quick]`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == MemoryProbe.flag {
  guard arguments.count == 3, let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: dobby-bench --memory-probe DESIGN COUNT\n".utf8))
    exit(2)
  }
  MemoryProbe.run(design: arguments[1], count: count)
  exit(0)
}
if arguments.first == JSONFormatWorkload.flag, arguments.count == 2 {
  // `--json-probe COUNT` measures J1 alone; `--json-probe FILE` is its child.
  if let count = Int(arguments[1]) {
    emit(JSONFormatWorkload.measure(count: count))
  } else {
    JSONFormatWorkload.run(path: arguments[1])
  }
  exit(0)
}
if arguments.first == Profile.flag {
  guard arguments.count == 3 || arguments.count == 4, let count = Int(arguments[2]),
    let seconds = Profile.run(
      arguments[1], count: count, repetitions: arguments.count == 4 ? Int(arguments[3]) ?? 1 : 1)
  else {
    FileHandle.standardError.write(
      Data(
        "usage: dobby-bench --profile \(Profile.names.joined(separator: "|")) COUNT [REPETITIONS]\n"
          .utf8)
    )
    exit(2)
  }
  emit("\(arguments[1]) n=\(count) \(figure(seconds * 1e3)) ms")
  exit(0)
}
if arguments.first == OpenWorkload.saveFlag {
  // `--save-recording COUNT PATH`: W6's and W8's recording, to open in
  // `dobby-tui` by hand or from an end-to-end test.
  guard arguments.count == 3, let count = Int(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: dobby-bench --save-recording COUNT PATH\n".utf8))
    exit(2)
  }
  do {
    try FrameWorkload(count: count).index.report.save(to: URL(fileURLWithPath: arguments[2]))
  } catch {
    FileHandle.standardError.write(Data("dobby-bench: \(error)\n".utf8))
    exit(2)
  }
  exit(0)
}
if arguments.first == EqualityWorkload.flag {
  let numbers = arguments.dropFirst().compactMap { Int($0) }
  EqualityWorkload.run(
    count: numbers.first ?? 100_000, repetitions: numbers.dropFirst().first ?? 5)
  exit(0)
}
guard arguments.allSatisfy({ $0 == "--quick" || $0 == UserPathWorkload.flag }) else {
  FileHandle.standardError.write(Data("usage: dobby-bench [--quick] [--user-path]\n".utf8))
  exit(2)
}
let sizes = arguments.contains("--quick") ? Sizes.quick : Sizes.full

// G1-G6 first: `--user-path` runs only them (in a debug build, the rest
// would take long).
UserPathWorkload(quick: arguments.contains("--quick")).run()
if arguments.contains(UserPathWorkload.flag) { exit(0) }

let memoryOurs = MemoryProbe.measure(design: "ours", count: sizes.memoryProbe) ?? "n/a"
let memoryBaseline = MemoryProbe.measure(design: "baseline", count: sizes.memoryProbe) ?? "n/a"

let w1 = interleaved(
  repetitions: sizes.repetitions,
  ours: { recordOurs(sizes.records) }, baseline: { recordBaseline(sizes.records) })
emit(
  line(
    "W1", "record-1-thread", ours: w1.ours, baseline: w1.baseline,
    unit: .nanosecondsPerOperation, operations: sizes.records))
let w1Off = repeated(repetitions: sizes.repetitions) {
  recordOurs(sizes.records, capturesCallers: false)
}
emit(
  "W1 record-1-thread capture-off ours="
    + figure(Unit.nanosecondsPerOperation.value(w1Off, operations: sizes.records))
    + " unit=ns/op (callers not captured)")
let s1 = repeated(repetitions: sizes.repetitions) { stubCallOurs(sizes.records) }
emit(
  "S1 stub-call one-reaction ours="
    + figure(Unit.nanosecondsPerOperation.value(s1, operations: sizes.records)) + " unit=ns/op")

/// W1's records made another way (`record`), against the seed design's
/// W1 figure: the line `W1 name …`, then `(how)`.
func emitW1(_ name: String, how: String, _ record: (Int) -> Seconds) {
  let ours = repeated(repetitions: sizes.repetitions) { record(sizes.records) }
  emit(
    line(
      "W1", name, ours: ours, baseline: w1.baseline,
      unit: .nanosecondsPerOperation, operations: sizes.records) + " (\(how))")
}

// The same records from async code.
emitW1(
  "record-in-task", how: "from an async function in a task, callers captured", recordInTaskOurs)
// The same records in a test scope, whose test each record reads.
emitW1("record-in-scope", how: "in a test scope, callers captured", recordInScopeOurs)

let w2 = interleaved(
  repetitions: sizes.repetitions,
  ours: { recordTwoThreadsOurs(sizes.records) },
  baseline: { recordTwoThreadsBaseline(sizes.records) })
emit(
  line(
    "W2", "record-2-threads", ours: w2.ours, baseline: w2.baseline,
    unit: .nanosecondsPerOperation, operations: sizes.records))

for (workload, name, ordered) in [
  ("W3", "verify-ordered", true), ("W4", "verify-unordered", false),
] {
  // A fresh pattern for each repetition, checked once, as in a test.
  let result = interleaved(
    repetitions: sizes.repetitions,
    ours: { verifyFresh { verificationSetUp(sizes.interactions, ordered: ordered) } },
    baseline: { verifyFresh { verificationSetUpBaseline(sizes.interactions, ordered: ordered) } })
  emit(
    line(
      workload, name, ours: result.ours, baseline: result.baseline,
      unit: .nanosecondsPerOperation, operations: sizes.interactions))
}

for (workload, ordered) in [("W3", true), ("W4", false)] {
  for count in sizes.growth {
    let pattern = verificationSetUp(count, ordered: ordered)
    let seconds = repeated(repetitions: sizes.repetitions) { verify(pattern) }
    let perOperation = Unit.nanosecondsPerOperation.value(seconds, operations: count)
    emit("\(workload) growth n=\(count) ours=\(figure(perOperation)) unit=ns/op")
  }
}

let overlap = OverlapWorkload.cases(quick: arguments.contains("--quick"))
for (k, n) in overlap.budgets {
  let workload = OverlapWorkload(expectations: k, interactions: n)
  let seconds = repeated(repetitions: sizes.repetitions, workload.ours)
  emit("W7 overlap k=\(k) between(0...n) n=\(n) ours=\(figure(seconds * 1e3)) unit=ms")
}
for n in overlap.growth {
  let workload = OverlapWorkload(expectations: 4, interactions: n)
  let seconds = repeated(repetitions: sizes.repetitions, workload.ours)
  let perOperation = Unit.nanosecondsPerOperation.value(seconds, operations: n)
  emit("W7 growth k=4 n=\(n) ours=\(figure(perOperation)) unit=ns/op")
}

let edgeChain = EdgeWorkload.equalityChain(sizes.interactions)
let w10 = repeated(repetitions: sizes.repetitions) { verify(edgeChain) }
emit(
  "W10 verify-unordered-with-edges n=\(sizes.interactions) edges=\(sizes.interactions - 8) "
    + "ours=\(figure(Unit.nanosecondsPerOperation.value(w10, operations: sizes.interactions))) "
    + "unit=ns/op")
for count in [1_000, 10_000] {
  let chain = EdgeWorkload.anyChain(count)
  let seconds = repeated(repetitions: sizes.repetitions) { verify(chain) }
  emit("W10 edge-search any-chain k=6 n=\(count) ours=\(figure(seconds * 1e3)) unit=ms")
}

let (adversarial, adversarialSeed) = adversarialSetUp(sizes.adversarial)
let w4a = interleaved(
  repetitions: sizes.repetitions,
  ours: { verify(adversarial) }, baseline: { verify(adversarialSeed) })
emit(
  line(
    "W4", "adversarial-any n=\(sizes.adversarial)", ours: w4a.ours, baseline: w4a.baseline,
    unit: .milliseconds, operations: sizes.adversarial))

let recording = RecordingWorkload(count: sizes.interactions)
let w5 = interleaved(
  repetitions: sizes.repetitions, ours: recording.ours, baseline: recording.baseline)
recording.removeFiles()
emit(
  line(
    "W5", "save-load n=\(sizes.interactions)", ours: w5.ours, baseline: w5.baseline,
    unit: .milliseconds, operations: sizes.interactions))
emit(JSONFormatWorkload.measure(count: sizes.interactions * 2))
let frames = FrameWorkload(count: sizes.records)
let w6 = repeated(repetitions: sizes.repetitions, frames.ours)
emit(line("W6", "key-and-frame n=\(sizes.records)", ours: w6))
let opening = OpenWorkload(count: sizes.opening)
let w8 = repeated(repetitions: sizes.repetitions, opening.ours)
opening.removeFiles()
let w8Name = "open-to-first-frame n=\(sizes.opening) size=\(opening.bytes >> 20) MiB"
emit(line("W8", w8Name, ours: w8))
let listed = DirectoryWorkload(count: sizes.directory)
let p1 = repeated(repetitions: sizes.repetitions, listed.pickerFirstFrame)
listed.removeFiles()
emit(
  "P1 picker-first-frame n=\(sizes.directory) ours=\(figure(p1 * 1e3)) unit=ms "
    + "budget: < 1000 ms at 10000")
var junitPerRecording: [Double] = []
for count in sizes.junit {
  let batch = DirectoryWorkload(count: count)
  let seconds = repeated(repetitions: min(2, sizes.repetitions), batch.junit)
  batch.removeFiles()
  junitPerRecording.append(seconds * 1e6 / Double(count))
  emit(
    "J2 format-junit-directory n=\(count) ours=\(figure(seconds * 1e3)) unit=ms "
      + "per-recording=\(figure(seconds * 1e6 / Double(count))) us")
}
if let first = junitPerRecording.first, let last = junitPerRecording.last {
  emit(
    "J2 growth per-recording n=\(sizes.junit.last ?? 0) vs n=\(sizes.junit.first ?? 0): "
      + "\(figure(last / first))x budget: about 1x (linear)")
}
let (w9, w9c) = DiffWorkload.medians(
  count: sizes.interactions, repetitions: sizes.repetitions, { $0.ours }, { $0.compareOnly })
emit(
  "W9 diff-two-recordings n=\(sizes.interactions) ours=\(figure(w9 * 1e3)) "
    + "compare-only=\(figure(w9c * 1e3)) baseline=n/a unit=ms speedup=n/a")

let valueBytes = arguments.contains("--quick") ? 150_000 : 15_000_000
let k1 = KeyLatencyWorkload.slowestKey(.largeValue(bytes: valueBytes))
emit("K1 slowest-key large-value bytes=\(valueBytes) ours=\(figure(k1 * 1e3)) unit=ms budget: 50")
let fields = arguments.contains("--quick") ? 20 : 99
let k1s = KeyLatencyWorkload.slowestKey(.largeStruct(fields: fields))
emit(
  "K1s slowest-key struct fields=\(fields)x\(fields) ours=\(figure(k1s * 1e3)) unit=ms budget: 50")
emit(
  "K1o open large-value bytes=\(valueBytes) "
    + "ours=\(figure(KeyLatencyWorkload.opening(.largeValue(bytes: valueBytes)) * 1e3)) unit=ms")
emit(
  "K1so open struct fields=\(fields)x\(fields) "
    + "ours=\(figure(KeyLatencyWorkload.opening(.largeStruct(fields: fields)) * 1e3)) unit=ms")
emit(
  "K1eo open explanation bytes=\(valueBytes) "
    + "ours=\(figure(KeyLatencyWorkload.opening(.largeExplanation(bytes: valueBytes)) * 1e3)) unit=ms"
)
let k1e = KeyLatencyWorkload.slowestKey(.largeExplanation(bytes: valueBytes))
emit(
  "K1e slowest-key explanation bytes=\(valueBytes) ours=\(figure(k1e * 1e3)) unit=ms budget: 50")
let diffSteps = arguments.contains("--quick") ? 2_000 : 200_000
let k2 = KeyLatencyWorkload.largeDiff(steps: diffSteps)
emit("K2 slowest-key diff steps=\(diffSteps) ours=\(figure(k2 * 1e3)) unit=ms budget: 50")

let (sn1, sn1d) = SnapshotWorkload.medians(
  count: 10_000, repetitions: sizes.repetitions, { $0.matching }, { $0.differing })
emit(
  "SN1 snapshot-compare n=10000 matching=\(figure(sn1 * 1e3)) differing=\(figure(sn1d * 1e3)) "
    + "baseline=n/a unit=ms budget: well under 1000")

emit(
  "memory per recorded Int interaction: ours=\(memoryOurs) baseline=\(memoryBaseline) "
    + "unit=bytes (RSS delta over \(sizes.memoryProbe) records in a fresh process)")
if let peak = statusKilobytes("VmHWM") {
  emit("peak RSS: \(peak / 1024) MiB (VmHWM)")
} else {
  emit("peak RSS: n/a (/proc/self/status not available)")
}
