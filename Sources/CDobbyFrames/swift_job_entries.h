#ifndef DOBBY_SWIFT_JOB_ENTRIES_H
#define DOBBY_SWIFT_JOB_ENTRIES_H

// The Swift concurrency runtime's public entry points that run a job
// (exported by `libswift_Concurrency`, or linked in with a static
// runtime): every job an executor runs goes through one of them into the
// runtime's job runner. Declared without their parameters, since Dobby
// never calls them: it takes their addresses, which the linker resolves,
// to know where the runner's frame returns to.

void swift_job_run(void);
void swift_job_run_on_task_executor(void);
void swift_job_run_on_serial_and_task_executor(void);

#endif
