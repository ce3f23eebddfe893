#ifndef CDOBBYFRAMES_TASK_LOCAL_BINDING_H
#define CDOBBYFRAMES_TASK_LOCAL_BINDING_H

// The Swift runtime's entry points behind `TaskLocal.withValue`, declared
// as the runtime declares them, so that the compiler checks each call and
// the linker binds them: a runtime without them fails to link instead of
// leaving a scope silently unbound.

#if __has_attribute(swiftcall)
#define DOBBY_SWIFT_CC __attribute__((swiftcall))
#else
#define DOBBY_SWIFT_CC
#endif

/// Pushes `value` (+1, taken from the buffer) of type `value_type` as the
/// value of the task-local keyed by the `TaskLocal` object `key`, on the
/// current task, or on the thread where no task runs.
extern DOBBY_SWIFT_CC void swift_task_localValuePush(const void *key, void *value,
                                                     const void *value_type);

/// Pops the last value pushed.
extern DOBBY_SWIFT_CC void swift_task_localValuePop(void);

/// Binds `value` (+1) of type `value_type` to the task-local `key` until
/// `dobby_task_local_pop`, as `withValue` does around its closure.
static inline void dobby_task_local_push(const void *key, void *value, const void *value_type) {
  swift_task_localValuePush(key, value, value_type);
}

/// Undoes the last `dobby_task_local_push`.
static inline void dobby_task_local_pop(void) { swift_task_localValuePop(); }

#endif
