#define _GNU_SOURCE
#include "CDobbyFrames.h"

#if defined(__linux__)
#include <pthread.h>

#include "async_frames.h"
#include "swift_job_entries.h"
#include "thread_stack.h"

/// Runs one task through each entry point, each calling
/// `dobby_job_runner_calibrate` from its body: defined by `DobbyCore`.
void dobby_job_runner_run_calibration(void);

/// The entry points, by `dobby_job_entry`: their addresses come from the
/// linker.
static void (*const entry_points[])(void) = {
    swift_job_run,
    swift_job_run_on_task_executor,
    swift_job_run_on_serial_and_task_executor,
};
enum { entry_count = sizeof(entry_points) / sizeof(entry_points[0]) };

/// How far into an entry point its call to the job runner may be.
static const uintptr_t entry_size_limit = 1u << 12;

/// How far apart the runner's and the entry points' calls may lie: they
/// are side by side in the runtime, and the walk tells a frame that
/// returns into either with one comparison over the span of both.
static const uintptr_t span_limit = 1u << 16;

/// How many frames above its own a calibration looks through.
static const int calibration_depth = 8;

/// How far above a frame the next one may be.
static const uintptr_t calibration_frame_limit = 1u << 20;

/// What each calibration found: where the task's frame returns (into the
/// runner) and where the runner's returns (into the entry point); 0 where
/// it found nothing. Written during `job_runner_once` only.
static uintptr_t runner_returns[entry_count];
static uintptr_t entry_returns[entry_count];

/// The ranges learnt, `[0, 0)` until then or where nothing was learnt.
static uintptr_t runner_start, runner_end, entries_start, entries_end;

static pthread_once_t job_runner_once = PTHREAD_ONCE_INIT;

/// Whether the calling thread is learning the ranges: a calibration
/// elsewhere (or later) notes nothing.
static __thread int learning;

__attribute__((noinline)) int dobby_job_runner_calibrate(dobby_job_entry entry) {
  if (!learning || (unsigned)entry >= entry_count) return 0;
  uintptr_t entry_start = dobby_strip_code_pointer((uintptr_t)entry_points[entry]);
  uintptr_t bottom, top;
  dobby_read_thread_stack(&bottom, &top);
  // Frame 0 is this function's, returning into the task's body; frame 1
  // the body's, returning into the runner; frame 2 the runner's, returning
  // into the entry point. A body compiled with thunks between may add
  // frames: the runner's is the first that returns into the entry point.
  const uintptr_t *frame = (const uintptr_t *)__builtin_frame_address(0);
  uintptr_t previous_return = 0;
  for (int depth = 0; depth < calibration_depth; depth++) {
    if ((uintptr_t)frame < bottom || (uintptr_t)(frame + 2) > top) return 0;
    uintptr_t saved = frame[0];
    uintptr_t return_address = dobby_strip_code_pointer(frame[1]);
    if (depth >= 2 && return_address - entry_start < entry_size_limit) {
      runner_returns[entry] = previous_return;
      entry_returns[entry] = return_address;
      return 1;
    }
    if (saved - (uintptr_t)frame - 1 >= calibration_frame_limit
        || (saved & (sizeof(uintptr_t) - 1)) != 0) {
      return 0;
    }
    previous_return = return_address;
    frame = (const uintptr_t *)saved;
  }
  return 0;
}

/// `[*low, *high)`: the smallest range holding every non-zero address of
/// `addresses`; `[0, 0)` when there is none.
static void cover(const uintptr_t *addresses, uintptr_t *low, uintptr_t *high) {
  *low = 0;
  *high = 0;
  for (size_t index = 0; index < entry_count; index++) {
    uintptr_t address = addresses[index];
    if (address == 0) continue;
    if (*high == 0 || address < *low) *low = address;
    if (address + 1 > *high) *high = address + 1;
  }
}

static void learn_job_runner(void) {
  learning = 1;
  dobby_job_runner_run_calibration();
  learning = 0;
  uintptr_t low, high, entries_low, entries_high;
  cover(runner_returns, &low, &high);
  cover(entry_returns, &entries_low, &entries_high);
  if (high == 0 || entries_high == 0) return;
  uintptr_t span_low = low < entries_low ? low : entries_low;
  uintptr_t span_high = high > entries_high ? high : entries_high;
  if (span_high - span_low >= span_limit) return;  // not the runtime's code
  runner_start = low;
  runner_end = high;
  entries_start = entries_low;
  entries_end = entries_high;
}

void dobby_job_runner_range(uintptr_t *start, uintptr_t *end) {
  pthread_once(&job_runner_once, learn_job_runner);
  *start = runner_start;
  *end = runner_end;
}

void dobby_job_entries_range(uintptr_t *start, uintptr_t *end) {
  pthread_once(&job_runner_once, learn_job_runner);
  *start = entries_start;
  *end = entries_end;
}

#else

int dobby_job_runner_calibrate(dobby_job_entry entry) {
  (void)entry;
  return 0;
}

void dobby_job_runner_range(uintptr_t *start, uintptr_t *end) {
  *start = 0;
  *end = 0;
}

void dobby_job_entries_range(uintptr_t *start, uintptr_t *end) {
  *start = 0;
  *end = 0;
}

#endif
