// The C runtime an Embedded Swift module needs on wasm32-unknown-none-wasm, where there is no
// C library: a heap (posix_memalign, malloc, calloc, realloc, free), the memory functions LLVM
// emits calls to (memcpy, memmove, memset, memcmp), putchar, arc4random_buf, and the reactor's
// _initialize. Embedded/build compiles it with the toolchain's clang:
//
//   clang --target=wasm32-unknown-none-wasm -Os -mbulk-memory -nostdlib -ffreestanding -c support.c
//
// What a compiled module asks for (`llvm-nm -u`, Swift 6.3.1): posix_memalign, free, putchar,
// memcmp, arc4random_buf from here; round, fmod, sin... from Debian's wasi-libc (linked for its
// musl-derived libm only, after this file, so everything above is taken from here); __multi3
// from compiler-rt's builtins (Debian's libclang-rt-dev-wasm32); String's Unicode tables from
// the toolchain's libswiftUnicodeDataTables.a.
//
// Output goes to the host: putchar calls the import `gk.write_byte`, which Embedded/wasm/run.mjs
// provides (it writes the bytes to stdout). That is the module's only import.

typedef __SIZE_TYPE__ size_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef unsigned char uint8_t;
typedef unsigned long long uint64_t;

__attribute__((import_module("gk"), import_name("write_byte")))
void gk_host_write_byte(int byte);

// ---------------------------------------------------------------------------------------------
// Memory functions. With -mbulk-memory, clang lowers these builtins to the memory.copy and
// memory.fill instructions (no recursion into the functions being defined).

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
    __builtin_memcpy(dst, src, n);
    return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
    __builtin_memmove(dst, src, n);
    return dst;
}

void *memset(void *dst, int value, size_t n) {
    __builtin_memset(dst, value, n);
    return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
    const uint8_t *x = a, *y = b;
    for (size_t i = 0; i < n; i++) {
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    }
    return 0;
}

// ---------------------------------------------------------------------------------------------
// The heap: size classes of powers of two from 16 bytes up, each block preceded by a 16-byte
// header that holds its class. A freed block goes onto its class's free list; a request takes
// a block from its class's list or carves a new one from the top of the heap, growing linear
// memory when needed. Deterministic (no address depends on anything but the request sequence),
// small, and never returns memory to the host, which wasm cannot do anyway.

#define HEADER 16u
#define MIN_CLASS 4u   // 16 bytes
#define CLASSES 32u

extern unsigned char __heap_base;  // defined by wasm-ld: the first byte after data and stack

static uintptr_t heap_top;                  // the next unused byte
static void *free_lists[CLASSES];           // per class: singly linked through the block

static unsigned class_for(size_t size) {
    unsigned c = MIN_CLASS;
    while (c < CLASSES && ((size_t)1 << c) < size) c++;
    return c;
}

static int ensure_memory(uintptr_t end) {
    uintptr_t have = __builtin_wasm_memory_size(0) * 65536u;
    if (end <= have) return 1;
    uintptr_t pages = (end - have + 65535u) / 65536u;
    return __builtin_wasm_memory_grow(0, pages) != (size_t)-1;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < HEADER) alignment = HEADER;
    if ((alignment & (alignment - 1)) != 0) return 22;  // EINVAL
    if (size == 0) size = 1;
    unsigned c = class_for(size);
    if (c >= CLASSES) return 12;  // ENOMEM
    // A block from the free list is 16-aligned; bigger alignments always carve anew.
    if (alignment == HEADER && free_lists[c]) {
        void *block = free_lists[c];
        free_lists[c] = *(void **)block;
        *result = block;
        return 0;
    }
    if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15u) & ~(uintptr_t)15u;
    uintptr_t block = (heap_top + HEADER + alignment - 1) & ~(uintptr_t)(alignment - 1);
    uintptr_t end = block + ((size_t)1 << c);
    if (end < block || !ensure_memory(end)) return 12;
    ((unsigned *)(block - HEADER))[0] = c;
    heap_top = end;
    *result = (void *)block;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    unsigned c = ((unsigned *)((uintptr_t)pointer - HEADER))[0];
    *(void **)pointer = free_lists[c];
    free_lists[c] = pointer;
}

void *malloc(size_t size) {
    void *result = 0;
    return posix_memalign(&result, HEADER, size) == 0 ? result : 0;
}

void *calloc(size_t count, size_t size) {
    size_t total = count * size;
    if (size != 0 && total / size != count) return 0;
    void *result = malloc(total);
    if (result) __builtin_memset(result, 0, total);
    return result;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    unsigned c = ((unsigned *)((uintptr_t)pointer - HEADER))[0];
    size_t capacity = (size_t)1 << c;
    if (size <= capacity) return pointer;
    void *result = malloc(size);
    if (result) {
        __builtin_memcpy(result, pointer, capacity);
        free(pointer);
    }
    return result;
}

// ---------------------------------------------------------------------------------------------
// Output and randomness.

int putchar(int c) {
    gk_host_write_byte(c & 0xff);
    return c & 0xff;
}

// arc4random_buf: the fixed splitmix64 sequence both targets share (the iteration order of a
// Set or a Dictionary still differs between them, and is the same run after run on each).
#include "../common/fixed_random.h"

// ---------------------------------------------------------------------------------------------
// The reactor's initializer (the WASI convention a host calls before any other export): runs
// the module's static constructors, which wasm-ld collects into __wasm_call_ctors.

extern void __wasm_call_ctors(void);

__attribute__((export_name("_initialize")))
void _initialize(void) {
    __wasm_call_ctors();
}
