// GestureKit from C: the gesture playground's scene (one photo view with a single tap that
// waits for a double tap to fail, the double tap, a pinch and a rotation that may recognize
// together, and a one-finger pan), fed a double tap and a pinch, printing every action and
// the decision log. The same program is the Cortex-M image's main (Embedded/build --main) and,
// compiled natively against the native build of the same Swift, the reference that
// Embedded/capi-check diffs the image and Embedded/CAPI/example.mjs (Node) against.
//
// On the Cortex-M, the argument `memory` also prints the heap's and the stack's high-water
// marks after the run (Embedded/capi-check reports them; not part of the compared output).

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifndef __arm__
#include <time.h>
#endif

#include "gesturekit.h"

static const char *names[8];

// Prints what the last call produced: the log lines first, then the actions.
static void drain(gk_context *gk) {
    char line[512];
    while (gk_next_log_line(gk, line, sizeof line) >= 0) printf("%s\n", line);
    gk_action action;
    while (gk_next_action(gk, &action)) {
        printf("  action %s %s at t=%.4f (%.4f, %.4f) values %.4f %.4f\n", names[action.recognizer],
               gk_state_name(action.state), action.time, action.x, action.y, action.value0, action.value1);
    }
}

static void touch(gk_context *gk, double time, int id, int phase, double x, double y) {
    if (gk_touch(gk, time, id, phase, x, y) != GK_OK) printf("  rejected\n");
    drain(gk);
}

// Two fingers on a horizontal line through (195, 420), `half` points either side.
static void two_fingers(gk_context *gk, double time, int phase, double half) {
    gk_stage_touch(gk, 1, phase, 195 - half, 420);
    gk_stage_touch(gk, 2, phase, 195 + half, 420);
    if (gk_send_touches(gk, time) != GK_OK) printf("  rejected\n");
    drain(gk);
}

// The scene described at the top, its recognizers' names kept for drain(). Returns 0, or
// non-zero when a setting was refused.
static int add_scene(gk_context *gk) {
    int photo = gk_add_view(gk, 0, 45, 222, 300, 400, "photo");
    int single = gk_add_recognizer(gk, photo, GK_TAP, "singleTap");
    int twice = gk_add_recognizer(gk, photo, GK_TAP, "doubleTap");
    int pinch = gk_add_recognizer(gk, photo, GK_PINCH, "pinch");
    int rotation = gk_add_recognizer(gk, photo, GK_ROTATION, "rotation");
    int pan = gk_add_recognizer(gk, photo, GK_PAN, "pan");
    names[single] = "singleTap", names[twice] = "doubleTap", names[pinch] = "pinch";
    names[rotation] = "rotation", names[pan] = "pan";
    return gk_set(gk, twice, GK_SET_TAPS_REQUIRED, 2) || gk_require_to_fail(gk, single, twice)
        || gk_recognize_simultaneously(gk, pinch, rotation) || gk_set(gk, pan, GK_SET_MAXIMUM_TOUCHES, 1);
}

static int run(void) {
    gk_config config = {.width = 390, .height = 844};
    gk_context *gk = gk_context_create(&config);
    if (!gk) return 1;
    if (add_scene(gk)) return 2;
    gk_set_log(gk, 1);

    printf("== double tap\n");
    touch(gk, 0.00, 1, GK_PHASE_BEGAN, 195, 420);
    touch(gk, 0.06, 1, GK_PHASE_ENDED, 195, 420);
    touch(gk, 0.20, 2, GK_PHASE_BEGAN, 197, 421);
    touch(gk, 0.26, 2, GK_PHASE_ENDED, 197, 421);
    gk_advance(gk, 1);
    drain(gk);

    printf("== pinch: two fingers spread from 100 to 200 pt\n");
    two_fingers(gk, 2, GK_PHASE_BEGAN, 50);
    for (int frame = 1; frame <= 18; frame++) {
        two_fingers(gk, 2 + frame / 60.0, GK_PHASE_MOVED, 50 + 50 * (frame / 18.0));
    }
    two_fingers(gk, 2 + 19 / 60.0, GK_PHASE_ENDED, 100);
    gk_advance(gk, 4);
    drain(gk);

    printf("== %d actions dropped\n", (int)gk_dropped_actions(gk));
    gk_context_destroy(gk);
    return 0;
}

// `moves N`: the cost of a moved update. The same scene with the log off, two fingers down,
// N pinch updates (each a two-change event through gk_stage_touch and gk_send_touches, the
// actions read), then lifted. Run with two values of N under an instruction counter, the
// difference divided by the difference in N is the cost of one moved update, setup excluded.
static int moves(int count) {
    gk_config config = {.width = 390, .height = 844};
    gk_context *gk = gk_context_create(&config);
    add_scene(gk);
    gk_action action;
    int actions = 0;
    gk_stage_touch(gk, 1, GK_PHASE_BEGAN, 145, 420);
    gk_stage_touch(gk, 2, GK_PHASE_BEGAN, 245, 420);
    gk_send_touches(gk, 0);
#ifndef __arm__
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
#endif
    for (int i = 1; i <= count; i++) {
        double half = 50 + (i % 100);  // spreads and closes, never leaving the photo
        gk_stage_touch(gk, 1, GK_PHASE_MOVED, 195 - half, 420);
        gk_stage_touch(gk, 2, GK_PHASE_MOVED, 195 + half, 420);
        gk_send_touches(gk, i / 120.0);
        while (gk_next_action(gk, &action)) actions++;
    }
#ifndef __arm__
    // Natively also the time, for comparison with example.mjs's `moves N` under Node.
    clock_gettime(CLOCK_MONOTONIC, &end);
    double nanoseconds = (double)(end.tv_sec - start.tv_sec) * 1e9 + (double)(end.tv_nsec - start.tv_nsec);
    printf("moves: %.0f ns per moved update\n", nanoseconds / count);
#endif
    gk_stage_touch(gk, 1, GK_PHASE_ENDED, 145, 420);
    gk_stage_touch(gk, 2, GK_PHASE_ENDED, 245, 420);
    gk_send_touches(gk, (count + 1) / 120.0);
    while (gk_next_action(gk, &action)) actions++;
    gk_context_destroy(gk);
    printf("moves: %d moved updates, %d actions\n", count, actions);
    return 0;
}

#ifdef __arm__
#include <malloc.h>
#include <stdint.h>

// picolibc.ld's symbols: the stack occupies [__stack - __stack_size, __stack).
extern char __stack[], __stack_size[];

#define PAINT 0x5A5A5A5Au

// Fills the unused part of the stack (below this frame, less a margin for the calls that do
// the filling) with a pattern, so that the deepest point reached later is the lowest word
// that changed.
static void __attribute__((noinline)) paint_stack(void) {
    volatile uint32_t *word = (uint32_t *)(__stack - (uintptr_t)__stack_size);
    volatile uint32_t *here = (uint32_t *)__builtin_frame_address(0) - 64;
    while (word < here) *word++ = PAINT;
}

static unsigned stack_used(void) {
    uint32_t *word = (uint32_t *)(__stack - (uintptr_t)__stack_size);
    while (word < (uint32_t *)__stack && *word == PAINT) word++;
    return (unsigned)(__stack - (char *)word);
}

int main(int argc, char **argv) {
    // qemu's -append: argv is {"program-name", "IMAGE.elf", arguments...}.
    if (argc > 3 && strcmp(argv[2], "moves") == 0) return moves(atoi(argv[3]));
    int memory = argc > 2 && strcmp(argv[argc - 1], "memory") == 0;
    if (memory) paint_stack();
    size_t before = mallinfo().uordblks;
    int status = run();
    if (memory) {
        // arena: what the heap took from the system (it never gives any back), its high-water.
        struct mallinfo info = mallinfo();
        printf("memory: heap high-water %u B, allocated before %u B and after destroying the context %u B; "
               "stack high-water %u B of %u B\n", (unsigned)info.arena, (unsigned)before,
               (unsigned)info.uordblks, stack_used(), (unsigned)(uintptr_t)__stack_size);
    }
    return status;
}
#else
int main(int argc, char **argv) {
    if (argc > 2 && strcmp(argv[1], "moves") == 0) return moves(atoi(argv[2]));
    return run();
}
#endif
