// What an Embedded Swift image for qemu's mps2-an386 needs beyond picolibc (Debian's
// picolibc-arm-none-eabi, which has posix_memalign, malloc, free, putchar on semihosting,
// memcmp and the math functions), and the one function it takes from here instead.
//
// The toolchain's libswiftUnicodeDataTables.a (C++) carries ARM exception-index entries that
// name the EHABI personality routines. Nothing in an Embedded Swift image throws a C++
// exception and picolibc.ld discards the exception index, but the names alone would pull
// libgcc's whole unwinder (unwind-arm.o, about 3 KB, which then wants __exidx_start/_end).
// These definitions satisfy the names; reaching one means something tried to unwind, and the
// image stops.

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

void __aeabi_unwind_cpp_pr0(void);
void __aeabi_unwind_cpp_pr1(void);
void __aeabi_unwind_cpp_pr2(void);

void __aeabi_unwind_cpp_pr0(void) { abort(); }
void __aeabi_unwind_cpp_pr1(void) { abort(); }
void __aeabi_unwind_cpp_pr2(void) { abort(); }

// Swift's SystemRandomNumberGenerator draws from arc4random_buf. This one replaces picolibc's
// with the fixed splitmix64 sequence of Embedded/wasm/support.c, so that both embedded targets
// draw the same numbers, run after run. (The iteration order of a Set or a Dictionary still
// differs between the two targets, and is the same run after run on each: measured; it does
// not follow this sequence, and it differs between native runs too.) Not for cryptography.

void arc4random_buf(void *buffer, size_t n);

static uint64_t random_state = 0x9E3779B97F4A7C15ull;

void arc4random_buf(void *buffer, size_t n) {
    uint8_t *out = buffer;
    while (n > 0) {
        uint64_t z = (random_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        for (int i = 0; i < 8 && n > 0; i++, n--) {
            *out++ = (uint8_t)(z >> (8 * i));
        }
    }
}
