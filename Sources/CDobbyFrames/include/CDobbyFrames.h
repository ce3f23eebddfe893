#ifndef CDOBBYFRAMES_H
#define CDOBBYFRAMES_H

#include <stddef.h>
#include <stdint.h>

/// Writes up to `max` return addresses of the calling thread's stack into
/// `out`, innermost first, after skipping the first `skip` (the first is the
/// return address into this function's caller). Returns how many it wrote.
///
/// A frame-pointer walk: it follows the saved frame pointers and stops at
/// the first frame that does not lie just above the one before it (a frame
/// without a frame pointer, an async frame, the end of the stack), so it
/// reads only the stack it walks. Costs a few nanoseconds a frame.
size_t dobby_return_addresses(uintptr_t *out, size_t max, size_t skip);

/// Room for the return addresses of one capture.
typedef struct {
  uintptr_t slots[8];
} dobby_frames;

/// Fills `frames` with the return addresses above the caller of this
/// function: the first leads into the caller's caller (0 past the last).
void dobby_capture_frames(dobby_frames *frames);

#endif
