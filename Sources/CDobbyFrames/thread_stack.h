#ifndef DOBBY_THREAD_STACK_H
#define DOBBY_THREAD_STACK_H

#include <pthread.h>
#include <stdint.h>

/// The calling thread's stack, `[*bottom, *top)`; `[0, 0)` if unknown.
/// Read once per thread by the frame walk and by the job runner's
/// calibration.
static inline void dobby_read_thread_stack(uintptr_t *bottom, uintptr_t *top) {
  pthread_attr_t attributes;
  void *base = NULL;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
    if (pthread_attr_getstack(&attributes, &base, &size) != 0) size = 0;
    pthread_attr_destroy(&attributes);
  }
  *bottom = size > 0 ? (uintptr_t)base : 0;
  *top = size > 0 ? (uintptr_t)base + size : 0;
}

#endif
