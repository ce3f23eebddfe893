#define _GNU_SOURCE
#include "CDobbyFrames.h"

#include <pthread.h>

#include "async_frames.h"
#include "thread_stack.h"

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

/// How many links of each chain a thread remembers from its last walk.
enum { remembered_links = 16 };

/// The frame records and the async contexts the thread's last walk went
/// through, in order: the next walk's guesses of where each link leads.
///
/// A walk from the same call path meets the same addresses, and each step
/// of a walk loads the address of the next: a chain of loads, each waiting
/// for the one before. Where the loaded address equals the remembered one,
/// the walk goes on with the remembered value (`follow`), which the
/// processor knew before the load finished, so the loads of every link
/// overlap. The walk reads the same addresses, and decides the same, as
/// without the guesses: only the waiting goes.
static __thread uintptr_t remembered_frames[remembered_links];
static __thread uintptr_t remembered_contexts[remembered_links];

/// How many addresses a capture keeps.
enum { capture_slots = sizeof(((dobby_frames *)0)->slots) / sizeof(uintptr_t) };

/// How many pairs of words a capture reads at the most: the frame record
/// of each address it keeps and the one above the last (which tells
/// whether the last is a resumed async function's), the async context
/// kept below a resumed function's record, and each context it follows.
enum { capture_reads = (capture_slots + 1) + 1 + capture_slots };

/// The pairs of words a walk read, in the order it read them, with where
/// it read each; `count` past `capture_reads` when it read more than it
/// keeps.
///
/// A walk reads two adjacent words at a time: a frame record (the saved
/// frame pointer, then the return address), an async context (its parent,
/// then its resume point), and the word below a resumed function's record
/// with the record's first word, which it read before. Where a walk would
/// stop at a context's resume point and never use its parent, the trace
/// holds both all the same: a context is aligned to 16 bytes, so both lie
/// in memory the walk reads, and a replay that compares one word more
/// only replays less often.
typedef struct {
  size_t count;
  const uintptr_t *addresses[capture_reads];
  uintptr_t words[capture_reads][2];
} walk_trace;

/// The thread's last capture (`dobby_capture_frames`): the frame it
/// walked from (0 when it cannot be replayed: there was none, or it read
/// more words than a trace keeps), what it read, and what it wrote.
///
/// A walk is a function of the frame it starts from, the thread's bounds
/// (which do not change), and the words it reads: where it reads each
/// word next follows from the words before it. So a capture from the same
/// frame that finds, address by address in order, the words the last one
/// read, would take the same steps and write what it wrote: `replays`
/// checks that, reading only what a walk would read, and stopping at the
/// first word that differs (where a walk would go elsewhere), and the
/// result is copied, without the checks of each step. This holds past the
/// frame the executor resumed too: the async contexts a walk follows are
/// found and checked the same way. Most captures come from one call path
/// again and again.
static __thread struct {
  uintptr_t first;
  walk_trace trace;
  dobby_frames frames;
  /// How many captures replayed the one before them (for tests).
  size_t replays;
} last_capture;

/// Reads the two words at `address` into `pair`, noting them in `trace`
/// when there is one.
static inline __attribute__((always_inline)) void traced_read(const uintptr_t *address,
                                                              uintptr_t pair[2],
                                                              walk_trace *trace) {
  pair[0] = address[0];
  pair[1] = address[1];
  if (trace != NULL) {
    if (trace->count < capture_reads) {
      trace->addresses[trace->count] = address;
      trace->words[trace->count][0] = pair[0];
      trace->words[trace->count][1] = pair[1];
    }
    trace->count += 1;
  }
}

/// `loaded`, the address link `index` of a chain leads to, as the
/// remembered value when the two are equal; remembers it otherwise.
static inline __attribute__((always_inline)) uintptr_t follow(uintptr_t loaded,
                                                              uintptr_t *remembered,
                                                              size_t index) {
  if (index >= remembered_links) return loaded;
  uintptr_t guess = remembered[index];
  if (__builtin_expect(loaded == guess, 1)) {
    // Hide the equality from the compiler, which would otherwise use the
    // loaded value, and with it the wait, again.
    __asm__("" : "+r"(guess));
    return guess;
  }
  remembered[index] = loaded;
  return loaded;
}

/// Whether `saved`, the frame pointer `frame` saved, can be the next frame
/// record: above `frame` by at most a frame's size, and aligned.
static inline __attribute__((always_inline)) int is_next_frame(uintptr_t saved,
                                                               const uintptr_t *frame) {
  return (saved - (uintptr_t)frame - 1) < max_frame_size
         && (saved & (sizeof(uintptr_t) - 1)) == 0;
}

/// Reads the thread's bounds on its first walk.
static __attribute__((noinline)) void read_new_thread_bounds(void) {
  dobby_read_thread_stack(&stack_bottom, &stack_top);
  // Without a known stack, 1 stays: every walk stops at its first frame.
  if (stack_top == 0) stack_top = 1;
  dobby_job_runner_range(&runner_start, &runner_end);
  dobby_job_entries_range(&entries_start, &entries_end);
}

static inline __attribute__((always_inline)) void read_thread_bounds(void) {
  if (__builtin_expect(stack_top == 0, 0)) read_new_thread_bounds();
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
                                 size_t count, size_t max, walk_trace *trace) {
  for (size_t depth = 0; depth < dobby_async_chain_limit && count < max; depth++) {
    context = dobby_strip_data_pointer(context);
    if (!dobby_context_is_readable(context, bounds->stack_bottom, bounds->stack_top)) break;
    uintptr_t fields[2];
    traced_read((const uintptr_t *)context, fields, trace);
    uintptr_t resume = dobby_strip_code_pointer(fields[1]);
    if (resume == 0 || (resume & dobby_async_resume_flag) != 0) break;
    out[count++] = resume | dobby_async_resume_flag;
    context = follow(fields[0], remembered_contexts, depth);
  }
  return count;
}

/// Walks the frame records from `frame` within `bounds`: see
/// `dobby_return_addresses`. The first address written is `frame`'s own
/// return address.
///
/// The job runner and its entry points lie side by side in the runtime, so
/// one comparison per frame tells whether a return address is in either;
/// one more tells whether the next frame lies just above this one.
static inline __attribute__((always_inline)) size_t walk(uintptr_t *frame,
                                                         const walk_bounds *bounds,
                                                         uintptr_t *out, size_t max,
                                                         walk_trace *trace) {
  const uintptr_t top = bounds->stack_top;
  const uintptr_t low = bounds->runner_start < bounds->entries_start ? bounds->runner_start
                                                                     : bounds->entries_start;
  const uintptr_t high =
      bounds->runner_end > bounds->entries_end ? bounds->runner_end : bounds->entries_end;
  const uintptr_t span = high - low;
  size_t count = 0;
  // The frame before this one (whose return address was written), if any.
  uintptr_t *previous = NULL;
  // Each frame lies above the one before it, so only the first can be
  // below the stack.
  if ((uintptr_t)frame < bounds->stack_bottom) return 0;
  while ((uintptr_t)(frame + 2) <= top) {
    uintptr_t record[2];
    traced_read(frame, record, trace);
    uintptr_t saved = record[0];
    uintptr_t returnAddress = dobby_strip_code_pointer(record[1]);
    if (returnAddress == 0) break;
    // The frame of the function the executor resumed, once found: its
    // callers are not on the stack but in the chain of async contexts,
    // whose first is kept just below its frame record.
    uintptr_t *resumed = NULL;
#if defined(__APPLE__) && (defined(__arm64__) || defined(__x86_64__))
    if ((saved & dobby_async_frame_bit) != 0) resumed = frame;
#else
    if (__builtin_expect(returnAddress - low < span, 0)) {
      if (returnAddress - bounds->runner_start < bounds->runner_end - bounds->runner_start) {
        resumed = frame;  // it returns into the job runner
      } else if (previous != NULL) {
        // This is the job runner's own frame, returning into an entry
        // point: the one before it is the resumed function's, whose return
        // slot held something else (a funclet that tail-calls with
        // arguments on the stack reuses it).
        resumed = previous;
        count -= 1;
      }
    }
#endif
    if (resumed != NULL) {
      if ((uintptr_t)(resumed - 1) < bounds->stack_bottom) break;
      uintptr_t below[2];
      traced_read(resumed - 1, below, trace);
      return follow_async_chain(below[0], bounds, out, count, max, trace);
    }
    if (count >= max) break;
    out[count++] = returnAddress;
    if (!is_next_frame(saved, frame)) break;
    previous = frame;
    frame = (uintptr_t *)follow(saved, remembered_frames, count);
  }
  return count;
}

size_t dobby_async_callers(uintptr_t context, uintptr_t *out, size_t max) {
  read_thread_bounds();
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  return follow_async_chain(context, &bounds, out, 0, max, NULL);
}

size_t dobby_walk_frames(uintptr_t *frame, uintptr_t stack_bottom, uintptr_t stack_top,
                         uintptr_t runner_start, uintptr_t runner_end, uintptr_t entries_start,
                         uintptr_t entries_end, uintptr_t *out, size_t max) {
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  return walk(frame, &bounds, out, max, NULL);
}

/// The frame `skip` frames above `frame`, or NULL where the chain of
/// frame records ends or leaves the stack before it: the frames skipped
/// are the caller's own, which are synchronous.
static inline __attribute__((always_inline)) uintptr_t *frame_above(uintptr_t *frame,
                                                                    size_t skip) {
  for (size_t index = 0; index < skip; index++) {
    if ((uintptr_t)frame < stack_bottom || (uintptr_t)(frame + 2) > stack_top) return NULL;
    uintptr_t saved = frame[0];
    if (!is_next_frame(saved, frame)) return NULL;
    frame = (uintptr_t *)saved;
  }
  return frame;
}

/// Walks from the frame `skip` frames above `frame` into `out`.
static inline __attribute__((always_inline)) size_t walk_above(uintptr_t *frame, size_t skip,
                                                               uintptr_t *out, size_t max) {
  read_thread_bounds();
  walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                        entries_end};
  frame = frame_above(frame, skip);
  return frame == NULL ? 0 : walk(frame, &bounds, out, max, NULL);
}

/// Whether a capture from `frame` decides as the thread's last one did:
/// the same first frame, and the same words at the addresses it read, in
/// the order it read them. Each pair is read only once the pairs before
/// it matched, when a walk from `frame` would read it too.
static inline __attribute__((always_inline)) int replays(const uintptr_t *frame) {
  if (last_capture.first == 0 || (uintptr_t)frame != last_capture.first) return 0;
  // Pointers stepped through both arrays, not an index into each: a debug
  // build, which compiles this without optimisation, then takes 24
  // instructions a pair where indexing took 28.
  const uintptr_t *const *address = last_capture.trace.addresses;
  const uintptr_t *const *end = address + last_capture.trace.count;
  const uintptr_t *words = last_capture.trace.words[0];
  for (; address != end; address++, words += 2) {
    const uintptr_t *read = *address;
    if (((read[0] ^ words[0]) | (read[1] ^ words[1])) != 0) return 0;
  }
  return 1;
}

// Not inlined: the skip counts from this function's own frame.
__attribute__((noinline)) size_t dobby_return_addresses(uintptr_t *out, size_t max,
                                                        size_t skip) {
  return walk_above((uintptr_t *)__builtin_frame_address(0), skip, out, max);
}

/// The capture both `dobby_capture_frames` and `dobby_capture_frames_in_place`
/// make, from the frame `skip` frames above `frame`, their own: its result,
/// written into the thread's last capture, where the next capture on the
/// thread overwrites it.
static inline __attribute__((always_inline)) const dobby_frames *capture_from(uintptr_t *frame,
                                                                             size_t skip) {
  read_thread_bounds();
  uintptr_t *first = frame_above(frame, skip);
  if (first != NULL && replays(first)) {
    last_capture.replays += 1;
    return &last_capture.frames;
  }
  last_capture.first = 0;
  last_capture.trace.count = 0;
  dobby_frames *frames = &last_capture.frames;
  size_t count = 0;
  if (first != NULL) {
    walk_bounds bounds = {stack_bottom, stack_top, runner_start, runner_end, entries_start,
                          entries_end};
    count = walk(first, &bounds, frames->slots, capture_slots, &last_capture.trace);
  }
  for (size_t index = count; index < capture_slots; index++) frames->slots[index] = 0;
  if (first != NULL && last_capture.trace.count <= capture_reads) {
    last_capture.first = (uintptr_t)first;
  }
  return frames;
}

// Not inlined: its frame is the first of the walk's, and the one above it,
// its caller's, the first whose return address is kept. The result is
// returned, not written through a pointer: the caller's own result then
// receives it, without a local of its own to clear and copy.
__attribute__((noinline)) dobby_frames dobby_capture_frames(void) {
  return *capture_from((uintptr_t *)__builtin_frame_address(0), 1);
}

// Not inlined: its own frame is the first of the walk's, whose return
// address, into its caller, is the first kept.
__attribute__((noinline)) const dobby_frames *dobby_capture_frames_in_place(void) {
  return capture_from((uintptr_t *)__builtin_frame_address(0), 0);
}

const dobby_frames *dobby_no_frames(void) {
  static const dobby_frames none = {{0}};
  return &none;
}

size_t dobby_capture_replays(void) { return last_capture.replays; }
