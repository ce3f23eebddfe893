#ifndef CDOBBYFRAMES_H
#define CDOBBYFRAMES_H

#include <stddef.h>
#include <stdint.h>

#include "job_runner.h"
#include "task_local_binding.h"

/// Writes up to `max` code addresses of the calling thread's callers into
/// `out`, innermost first, after skipping the first `skip` (the first is the
/// return address into this function's caller). Returns how many it wrote.
///
/// A frame-pointer walk: it follows the saved frame pointers and stops at
/// the first frame that does not lie just above the one before it (a frame
/// without a frame pointer, the end of the stack), so it reads only the
/// stack it walks. At the frame the Swift executor resumed (an async
/// function's), it follows that function's chain of async contexts instead
/// and writes each awaiting caller's resume point, marked with
/// `dobby_async_resume_flag`. Costs a few nanoseconds a frame.
size_t dobby_return_addresses(uintptr_t *out, size_t max, size_t skip);

/// The bit that marks an address written by `dobby_return_addresses` as an
/// async resume point (the continuation of an `await`) rather than a return
/// address: no process address has it.
static const uintptr_t dobby_async_resume_flag = (uintptr_t)1 << 63;

/// Room for the addresses of one capture.
typedef struct {
  uintptr_t slots[8];
} dobby_frames;

/// The addresses above the caller of this function:
/// the first leads into the caller's caller (0 past the last).
///
/// A capture from the same frame as the thread's last capture that finds
/// the same words where that one read (its frame records and, in async
/// code, the async contexts it followed) copies that capture's result
/// instead of walking again: a walk decides each step, and where it reads
/// next, from those words alone, so the result is the one a walk would
/// give.
dobby_frames dobby_capture_frames(void);

/// The addresses above this function: the first is its return address,
/// into its caller (0 past the last). So a function that calls it keeps
/// the addresses a function of its own calling `dobby_capture_frames`
/// would, without that function's frame and call.
///
/// The result is left where the thread keeps its last capture (see
/// `dobby_capture_frames`): valid until the thread's next capture, which
/// overwrites it. A caller that would copy the result through several
/// functions reads it there instead.
const dobby_frames *dobby_capture_frames_in_place(void);

/// No frames: every slot 0.
const dobby_frames *dobby_no_frames(void);

/// How many captures on the calling thread copied the one before them
/// (see `dobby_capture_frames`), for tests.
size_t dobby_capture_replays(void);

/// Writes up to `max` resume points of the chain of async contexts that
/// begins at `context`, flagged, innermost first; returns how many. Stops
/// at the first context `dobby_async_context_is_valid` refuses, at a resume
/// point of 0, and after a fixed number of contexts (a forged cycle).
size_t dobby_async_callers(uintptr_t context, uintptr_t *out, size_t max);

/// Walks the frame records from `frame` as `dobby_return_addresses` walks
/// the thread's own, reading only within `[stack_bottom, stack_top)` and
/// taking `[runner_start, runner_end)` as the job runner's code and
/// `[entries_start, entries_end)` as its entry points' code: for tests
/// of forged frames. Writes up to `max` addresses; returns how many.
size_t dobby_walk_frames(uintptr_t *frame, uintptr_t stack_bottom, uintptr_t stack_top,
                         uintptr_t runner_start, uintptr_t runner_end, uintptr_t entries_start,
                         uintptr_t entries_end, uintptr_t *out, size_t max);

/// Whether `context` may be read as an async context by a walk on a thread
/// whose stack is `[stack_bottom, stack_top)`: aligned to 16 bytes, in the
/// process's address space above its low pages, and not on that stack.
int dobby_async_context_is_valid(uintptr_t context, uintptr_t stack_bottom,
                                 uintptr_t stack_top);

/// `address` without a pointer-authentication signature (arm64); the
/// address itself elsewhere.
uintptr_t dobby_strip_code_address(uintptr_t address);

#endif
