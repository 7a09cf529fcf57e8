#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

/// Counts calls to malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and
/// valloc made by any code in the process while counting is on. Linux (glibc) only: the
/// replacements forward to glibc's __libc_* entry points.

/// Starts counting from zero.
void allocation_counter_start(void);
/// Stops counting and returns the number of allocations since the last start.
unsigned long long allocation_counter_stop(void);
/// Whether the counter is active in this process (false where it is not supported).
int allocation_counter_is_supported(void);

#endif
