// Callgrind's client requests, for instruction-counts: it starts callgrind's instrumentation
// just before the steps it counts (valgrind --instr-atstart=no), so that a workload's set-up
// (reading 4,000 gestures and learning them, say) runs at valgrind's uninstrumented speed,
// several times faster than instrumented. The requests need valgrind's own header; without it
// they compile to nothing and .ci/instructions instruments the whole run instead. Outside
// valgrind a request is a handful of instructions that change nothing.
#ifndef GESTUREKIT_CALLGRIND_REQUESTS_H
#define GESTUREKIT_CALLGRIND_REQUESTS_H

#include <stdbool.h>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
/// Whether this build can start callgrind's instrumentation itself.
static inline bool gesturekit_can_start_instrumentation(void) { return true; }
/// Starts callgrind's instrumentation (a run begun with --instr-atstart=no).
static inline void gesturekit_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
#else
static inline bool gesturekit_can_start_instrumentation(void) { return false; }
static inline void gesturekit_start_instrumentation(void) {}
#endif

#endif
