import DobbyCore

extension InteractionSnapshot {
  /// The snapshot file's bytes: a header line, one line per recorder, one
  /// line per step (see `Sources/Dobby/Dobby.docc/TheSnapshotFormat.md`).
  ///
  /// Steps carry no number, so a step inserted in the middle changes one
  /// line of the file, not every line after it.
  ///
  /// - Complexity: O(n) in the size of the snapshot.
  public func encoded() -> [UInt8] {
    var writer = JSONWriter(capacity: 4096 + steps.count * 128)
    writer.beginObject()
    writer.field("format", SnapshotFormat.name)
    writer.field("version", SnapshotFormat.version)
    writer.field("title", title)
    writer.field("order", order.rawValue)
    writer.field("recorders", recorders.count)
    writer.field("steps", steps.count)
    if !leftOut.isEmpty {
      writer.key("leftOut")
      writer.beginArray()
      for field in leftOut { writer.string(field) }
      writer.endArray()
    }
    writer.endObject()
    writer.newline()
    for recorder in recorders {
      writer.beginObject()
      writer.field("kind", "recorder")
      writer.field("name", recorder.name)
      writer.field("valueType", recorder.valueType)
      writer.endObject()
      writer.newline()
    }
    for step in steps {
      writer.beginObject()
      writer.field("kind", "step")
      writer.field(
        "recorder", recorders.indices.contains(step.recorder) ? recorders[step.recorder].name : "?")
      writer.field("summary", step.value.summary(limit: 200))
      if let digest = step.digest { writer.field("digest", digest) }
      if let cuts = step.cutDigests, !cuts.isEmpty {
        writer.key("cuts")
        writer.beginArray()
        for cut in cuts {
          writer.beginArray()
          writer.string(cut.path)
          writer.string(cut.digest)
          writer.endArray()
        }
        writer.endArray()
      }
      writer.key("value")
      writer.value(step.value, label: nil, depth: 1)
      writer.endObject()
      writer.newline()
    }
    return Array(writer.buffer.bytes)
  }

  /// Writes the snapshot to `path` atomically (temporary file + rename),
  /// replacing what is there; creates the directory as needed.
  ///
  /// - Throws: ``RecordingFileError`` naming the path and why.
  public func save(to path: String) throws(RecordingFileError) {
    let bytes = encoded()
    let directory = FileSystem.split(path).directory
    do throws(RecordingFileError.Problem) {
      if !directory.isEmpty { try FileSystem.createDirectories(directory) }
      _ = try FileSystem.writeAtomically(to: path, replacing: true) {
        sink throws(RecordingFileError.Problem) in
        var failure: RecordingFileError.Problem?
        bytes.withUnsafeBytes { chunk in
          do throws(RecordingFileError.Problem) { try sink(chunk) } catch { failure = error }
        }
        if let failure { throw failure }
      }
    } catch {
      throw RecordingFileError(path: path, line: nil, error)
    }
  }

  /// The snapshot in the file at `path`.
  ///
  /// - Throws: ``RecordingFileError`` naming the file, the line and what
  ///   is wrong: the file is missing or unreadable, a line is not JSON, a
  ///   field is missing or of the wrong type, the version is newer.
  public init(contentsOf path: String) throws(RecordingFileError) {
    let bytes: [UInt8]
    do throws(RecordingFileError.Problem) {
      bytes = try FileSystem.contents(of: path)
    } catch {
      throw RecordingFileError(path: path, line: nil, error)
    }
    try self.init(decoding: bytes, path: path)
  }

  /// The snapshot that `bytes`, the contents of the file at `path`, hold.
  ///
  /// - Throws: ``RecordingFileError`` naming the first line that is wrong.
  /// - Complexity: O(n) in the size of the file.
  public init(decoding bytes: [UInt8], path: String) throws(RecordingFileError) {
    var reader = SnapshotReader()
    let lineCount = try bytes.withUnsafeBufferPointer { buffer throws(RecordingFileError) in
      var lines = RecordingLines(buffer)
      while let line = lines.next() {
        guard line.number <= RecordingFormat.maxLines else {
          throw RecordingFileError(path: path, line: line.number, .tooManyLines)
        }
        guard line.bytes.count <= RecordingFormat.maxLineBytes else {
          throw RecordingFileError(path: path, line: line.number, .lineTooLong)
        }
        if line.isBlank { continue }
        do throws(RecordingFileError.Problem) {
          try reader.read(line.bytes)
        } catch {
          throw RecordingFileError(path: path, line: line.number, error)
        }
      }
      return lines.lineNumber
    }
    do throws(RecordingFileError.Problem) {
      self = try reader.snapshot()
    } catch {
      throw RecordingFileError(path: path, line: lineCount > 0 ? lineCount : nil, error)
    }
  }
}
