// The arc4random_buf both embedded C runtimes provide (Embedded/wasm/support.c and
// Embedded/arm/support.c include this file once each). Swift's SystemRandomNumberGenerator
// draws from it; there is no entropy source without imports, and GestureKit wants the same run
// twice anyway: a fixed splitmix64 sequence, so both targets draw the same numbers, run after
// run. Not for cryptography.

#include <stddef.h>
#include <stdint.h>

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
