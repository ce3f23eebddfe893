/// The type names the library exports: a user type of one of these names
/// is qualified by its module in generated code, which imports both.
enum LibraryNames {
  static let all: Set<String> = [
    "AsyncReactionCalledSynchronously", "CallSite", "CallableRecording", "Caller",
    "CallerFrames", "CallerSymbolicator", "Cardinality", "CardinalityConvertible",
    "ChangedValue", "ComparisonText", "DisplayText", "Disposable", "Dobby", "DobbyCore",
    "DobbyTestCase", "DobbyTrait", "EquatableMatcherLiteral", "ExpectationHandle",
    "ExpectationHandles", "ExpectationID", "ExpectationRecord", "FailFastHandler",
    "FieldMismatch", "ForeignInteraction", "Interaction", "InteractionRecording",
    "InteractionSnapshot", "LogicalClock", "Matcher", "MatcherConvertible", "Mismatch", "Mock",
    "NearestMiss", "Pattern", "PatternMode", "PlainTextOptions", "RecordObservation",
    "Recorder", "RecorderBacked", "RecorderSummary", "RecordingComparison",
    "RecordingDirectory", "RecordingFile", "RecordingFileError", "RecordingFormat",
    "RecordingName", "RecordingSnapshot", "RecordingStore", "RecordingSummary", "ReportFormat",
    "SavedFailure", "SavedRecording", "ShadowingReaction", "SnapshotField", "SnapshotFormat",
    "SnapshotRecordMode", "SnapshotSubject", "SnapshotVerdict", "Step", "StepDiff", "Stub",
    "Timeline", "TimelineEntry", "TimelineStep", "Timeout", "UncheckedSendable",
    "UnexpectedArguments", "UnusedReaction", "ValueRecording", "ValueTree", "Verdict",
    "Verifiable", "VerificationReport",
  ]
}
