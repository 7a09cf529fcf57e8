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

// arc4random_buf: the fixed splitmix64 sequence both targets share (the iteration order of a
// Set or a Dictionary still differs between them, and is the same run after run on each).
#include "../common/fixed_random.h"
