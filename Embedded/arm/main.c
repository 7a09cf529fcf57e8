// The C entry point of an image Embedded/build links for qemu's mps2-an386: picolibc's crt0
// calls main (with the arguments of qemu's -append, read by semihosting), main calls the
// Swift module's entry, and crt0 passes its result to exit(), which semihosting turns into
// qemu's exit status. The entry's name is EMBEDDED_ENTRY (Embedded/build --entry, default
// embedded_main): a Swift function declared `@_cdecl("embedded_main") public func f() -> Int32`.

#ifndef EMBEDDED_ENTRY
#define EMBEDDED_ENTRY embedded_main
#endif

extern int EMBEDDED_ENTRY(void);

int main(void) {
    return EMBEDDED_ENTRY();
}
