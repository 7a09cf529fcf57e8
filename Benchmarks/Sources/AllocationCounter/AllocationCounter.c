// Replaces the malloc family for the benchmark executable so that allocations can be
// counted. Defining these symbols in the executable makes every library in the process
// (the Swift runtime included) call them instead of glibc's, as LD_PRELOAD would.

#include "AllocationCounter.h"

#if defined(__linux__)
#include <features.h>  // defines __GLIBC__ on glibc systems
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static atomic_int counting;
static atomic_ullong allocations;

static inline void note(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) { note(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { note(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { note(); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { note(); return __libc_memalign(4096, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    note();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void allocation_counter_start(void) {
    atomic_store(&allocations, 0);
    atomic_store(&counting, 1);
}

unsigned long long allocation_counter_stop(void) {
    atomic_store(&counting, 0);
    return atomic_load(&allocations);
}

int allocation_counter_is_supported(void) { return 1; }

#else

void allocation_counter_start(void) {}
unsigned long long allocation_counter_stop(void) { return 0; }
int allocation_counter_is_supported(void) { return 0; }

#endif
