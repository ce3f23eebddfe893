/// The interactions and values of one recorder up to a clock cut.
@available(*, deprecated, renamed: "RecorderCut")
public typealias RecordingSnapshot<Value> = RecorderCut<Value>
