// The one piece of the Swift runtime the playground's engine needs that the embedded standard
// library leaves to its host: `Double(String)` (the page's messages carry JSON numbers) calls
// _swift_stdlib_strtod_clocale, which the full runtime implements over the C library's strtod
// in the "C" locale. Here it is Debian's wasi-libc's strtod (musl's, correctly rounded, with
// no locale to consult), linked for the .wasm by Tools/Wasm/build with `--c`.
//
// Full Swift 6.3 reads out-of-range text as the runtime does: an overflow as ±infinity, an
// underflow as ±0 or the nearest subnormal, never nil; musl's strtod gives the same values
// (it sets errno, which nothing reads). The caller checks that the whole text was read.

double strtod(const char *restrict text, char **restrict end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end = 0;
    *result = strtod(text, &end);
    return end;
}
