#define _GNU_SOURCE
#include "CDobbyFrames.h"

#include <pthread.h>

#include "async_frames.h"

/// How far above a frame the next one may be: larger gaps mean the saved
/// value is not a frame pointer.
static const uintptr_t max_frame_size = 1u << 20;

/// The calling thread's stack, read once per thread: a walk never reads
/// outside it, so a frame without a frame pointer (whose saved value is
/// garbage) cannot send it into unmapped memory, and an async context is
/// never taken from it.
static __thread uintptr_t stack_top;
static __thread uintptr_t stack_bottom;

/// The job runner's code range (`dobby_job_runner_range`), read with the
/// stack's bounds so that a walk reads only thread-local words.
static __thread uintptr_t runner_start;
static __thread uintptr_t runner_end;
static __thread uintptr_t entries_start;
static __thread uintptr_t entries_end;

static void read_thread_bounds(void) {
  if (stack_top == 0) {
    pthread_attr_t attributes;
    void *base = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      if (pthread_attr_getstack(&attributes, &base, &size) != 0) size = 0;
      pthread_attr_destroy(&attributes);
    }
    // Without a known stack, 1 stays: every walk stops at its first frame.
    stack_bottom = size > 0 ? (uintptr_t)base : 0;
    stack_top = size > 0 ? (uintptr_t)base + size : 1;
    dobby_job_runner_range(&runner_start, &runner_end);
    dobby_job_entries_range(&entries_start, &entries_end);
  }
}

/// The bounds a walk reads within: the thread's stack and the job runner.
typedef struct {
  uintptr_t stack_bottom;
  uintptr_t stack_top;
  uintptr_t runner_start;
  uintptr_t runner_end;
  uintptr_t entries_start;
  uintptr_t entries_end;
} walk_bounds;

/// Follows the async context chain from `context` (the async context of
/// the frame the executor resumed), writing the resume point of each
/// awaiting caller, flagged as one, from `out[count]` on; returns the new
/// count. Reads a context only once it passed `dobby_async_context_is_valid`.
static size_t follow_async_chain(uintptr_t context, const walk_bounds *bounds, uintptr_t *out,
                                 size_t count, size_t max, size_t *skipped, size_t skip) {
  for (size_t depth = 0; depth < dobby_async_chain_limit && count < max; depth++) {
    context = dobby_strip_data_pointer(context);
    if (!dobby_context_is_readable(context, bounds->stack_bottom, bounds->stack_top)) break;
    const uintptr_t *fields = (const uintptr_t *)context;
    uintptr_t resume = dobby_strip_code_pointer(fields[1]);
    if (resume == 0 || (resume & dobby_async_resume_flag) != 0) break;
    if (*skipped < skip) {
      *skipped += 1;
    } else {
      out[count++] = resume | dobby_async_resume_flag;
    }
    context = fields[0];
  }
  return count;
}

/// Walks the frame records from `frame` within `bounds`: see
/// `dobby_return_addresses`.
///
/// The job runner and its entry points lie side by side in the runtime, so
/// one comparison per frame tells whether a return address is in either.
static inline __attribute__((always_inline)) size_t walk(uintptr_t *frame,
                                                         const walk_bounds *bounds,
                                                         uintptr_t *out, size_t max,
                                                         size_t skip) {
  const uintptr_t top = bounds->stack_top;
  const uintptr_t low = bounds->runner_start < bounds->entries_start ? bounds->runner_start
                                                                     : bounds->entries_start;
  const uintptr_t high =
      bounds->runner_end > bounds->entries_end ? bounds->runner_end : bounds->entries_end;
  const uintptr_t span = high - low;
  size_t count = 0;
  size_t skipped = 0;
  // The frame before this one, and whether its return address was written.
  uintptr_t *previous = NULL;
  int wrote_previous = 0;
  // Each frame lies above the one before it, so only the first can be
  // below the stack.
  if ((uintptr_t)frame < bounds->stack_bottom) return 0;
  while ((uintptr_t)(frame + 2) <= top) {
    uintptr_t saved = frame[0];
    uintptr_t returnAddress = dobby_strip_code_pointer(frame[1]);
    if (returnAddress == 0) break;
    // The frame of the function the executor resumed, once found: its
    // callers are not on the stack but in the chain of async contexts,
    // whose first is kept just below its frame record.
    uintptr_t *resumed = NULL;
#if defined(__APPLE__) && (defined(__arm64__) || defined(__x86_64__))
    if ((saved & dobby_async_frame_bit) != 0) resumed = frame;
#else
    if (returnAddress - low < span) {
      if (returnAddress - bounds->runner_start < bounds->runner_end - bounds->runner_start) {
        resumed = frame;  // it returns into the job runner
      } else if (previous != NULL) {
        // This is the job runner's own frame, returning into an entry
        // point: the one before it is the resumed function's, whose return
        // slot held something else (a funclet that tail-calls with
        // arguments on the stack reuses it).
        resumed = previous;
        if (wrote_previous) count -= 1;
      }
    }
#endif
    if (resumed != NULL) {
      if ((uintptr_t)(resumed - 1) < bounds->stack_bottom) break;
      return follow_async_chain(resumed[-1], bounds, out, count, max, &skipped, skip);
    }
    if (count >= max) break;
    if (skipped < skip) {
      skipped += 1;
      wrote_previous = 0;
    } else {
      out[count++] = returnAddress;
      wrote_previous = 1;
    }
    uintptr_t *next = (uintptr_t *)saved;
    if (next <= frame || (uintptr_t)next - (uintptr_t)frame > max_frame_size
        || ((uintptr_t)next & (sizeof(uintptr_t) - 1)) != 0) {
      break;
    }
    previous = frame;
    frame = next;
  }
  return count;
}

size_t dobby_async_callers(uintptr_t context, uintptr_t *out, size_t max) {
  read_thread_bounds();
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  size_t skipped = 0;
  return follow_async_chain(context, &bounds, out, 0, max, &skipped, 0);
}

size_t dobby_walk_frames(uintptr_t *frame, uintptr_t stack_bottom, uintptr_t stack_top,
                         uintptr_t runner_start, uintptr_t runner_end, uintptr_t entries_start,
                         uintptr_t entries_end, uintptr_t *out, size_t max) {
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  return walk(frame, &bounds, out, max, 0);
}

// Not inlined: the skip counts from this function's own frame.
__attribute__((noinline)) size_t dobby_return_addresses(uintptr_t *out, size_t max,
                                                        size_t skip) {
  read_thread_bounds();
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  return walk((uintptr_t *)__builtin_frame_address(0), &bounds, out, max, skip);
}

void dobby_capture_frames(dobby_frames *frames) {
  size_t capacity = sizeof(frames->slots) / sizeof(frames->slots[0]);
  // Skip the returns into this function and into its caller.
  size_t count = dobby_return_addresses(frames->slots, capacity, 2);
  for (size_t index = count; index < capacity; index++) frames->slots[index] = 0;
}

