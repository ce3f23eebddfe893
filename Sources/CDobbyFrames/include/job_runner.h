#ifndef DOBBY_JOB_RUNNER_H
#define DOBBY_JOB_RUNNER_H

#include <stdint.h>

/// The code of the Swift runtime's job runner, into which the frame of a
/// resumed async function returns: the return addresses of its calls that
/// resume a task (Linux; learnt once, see `dobby_job_runner_calibrate`).
/// `[0, 0)` where it is unknown.
void dobby_job_runner_range(uintptr_t *start, uintptr_t *end);

/// The code of the Swift runtime's entry points that run a job
/// (`swift_job_run` and its task-executor forms), into which the frame of
/// the job runner returns: the return addresses of their calls to the
/// runner (Linux; learnt with `dobby_job_runner_range`). `[0, 0)` where it
/// is unknown.
void dobby_job_entries_range(uintptr_t *start, uintptr_t *end);

/// The entry points a calibration job is run through.
typedef enum {
  dobby_job_entry_serial_executor = 0,  // swift_job_run
  dobby_job_entry_task_executor = 1,  // swift_job_run_on_task_executor
  dobby_job_entry_serial_and_task_executor = 2,  // swift_job_run_on_serial_and_task_executor
} dobby_job_entry;

/// Called from the body of a task that the runtime started through
/// `entry` (directly, with no suspension before): notes where the frame of
/// that body returns (into the job runner) and where the runner's frame
/// returns (into `entry`, whose address the linker gives). Returns whether
/// the frames above it were as expected; outside that learning, notes
/// nothing and returns 0.
///
/// The ranges are learnt by running one such task through each entry
/// point, once in the process, on the thread of the first frame walk: the
/// `DobbyCore` module defines the function that does it
/// (`dobby_job_runner_run_calibration`); without it, they stay unknown.
int dobby_job_runner_calibrate(dobby_job_entry entry);

#endif
