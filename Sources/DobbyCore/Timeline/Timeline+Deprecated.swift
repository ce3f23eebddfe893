extension Timeline {
  /// The interaction at one step of the merged timeline, with its lane.
  @available(*, deprecated, renamed: "Element")
  public typealias Step = Element
}
