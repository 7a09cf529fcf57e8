// What a touch controller and a hurried caller send, through the C API: each check prints
// PASS or FAIL with what it saw, then `controller: N passed, M failed`, and the program exits
// non-zero on any failure. Embedded/capi-check builds and runs it natively (the Swift behind
// the header is the same code on every target; the example diffs the targets).
//
// Each section is a contract of gesturekit.h: a NULL context or pointer is an argument
// error, never a crash; capacities are bounded; a log line can be measured before it is
// read, and is never cut inside a character; a lost lift is recovered with
// gk_cancel_touches; two contacts reported at one point still pinch; a full queue keeps a
// gesture's end.

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gesturekit.h"

static int passed, failed;

static void check(int condition, const char *what, long seen) {
    if (condition) {
        passed++;
        printf("PASS %s\n", what);
    } else {
        failed++;
        printf("FAIL %s (saw %ld)\n", what, seen);
    }
}

static gk_context *make(int log) {
    gk_config config = {.width = 320, .height = 480};
    gk_context *gk = gk_context_create(&config);
    if (gk && log) gk_set_log(gk, 1);
    return gk;
}

static void drain(gk_context *gk) {
    char line[512];
    gk_action action;
    while (gk_next_log_line(gk, line, sizeof line) >= 0) {}
    while (gk_next_action(gk, &action) == 1) {}
}

// Every function given a NULL context: an argument error, NaN, or nothing.
static void null_context(void) {
    gk_action action;
    char line[8];
    int errors = 0;
    errors += gk_add_view(NULL, 0, 0, 0, 10, 10, "v") == GK_ERR_ARGUMENT;
    errors += gk_add_recognizer(NULL, 0, GK_TAP, "t") == GK_ERR_ARGUMENT;
    errors += gk_set(NULL, 1, GK_SET_TAPS_REQUIRED, 2) == GK_ERR_ARGUMENT;
    errors += gk_require_to_fail(NULL, 1, 2) == GK_ERR_ARGUMENT;
    errors += gk_recognize_simultaneously(NULL, 1, 2) == GK_ERR_ARGUMENT;
    errors += gk_stage_touch(NULL, 0, GK_PHASE_BEGAN, 1, 1) == GK_ERR_ARGUMENT;
    errors += gk_send_touches(NULL, 1) == GK_ERR_ARGUMENT;
    errors += gk_touch(NULL, 1, 0, GK_PHASE_BEGAN, 1, 1) == GK_ERR_ARGUMENT;
    errors += gk_cancel_touches(NULL, 1) == GK_ERR_ARGUMENT;
    errors += gk_next_action(NULL, &action) == GK_ERR_ARGUMENT;
    errors += gk_dropped_actions(NULL) == GK_ERR_ARGUMENT;
    errors += gk_next_log_line(NULL, line, sizeof line) == GK_ERR_ARGUMENT;
    gk_advance(NULL, 1);
    gk_set_log(NULL, 1);
    gk_context_destroy(NULL);
    check(errors == 12, "a NULL context: each of the 12 functions with a result returns GK_ERR_ARGUMENT", errors);
    check(isnan(gk_time(NULL)) && isnan(gk_next_deadline(NULL)),
          "a NULL context: gk_time and gk_next_deadline are NaN; gk_advance, gk_set_log and gk_context_destroy do nothing", 0);
}

static long created(double width, int32_t actions, int32_t log, int32_t touches) {
    gk_config config = {.width = width, .height = 480, .action_capacity = actions, .log_capacity = log, .touch_capacity = touches};
    gk_context *gk = gk_context_create(&config);
    gk_context_destroy(gk);
    return gk != NULL;
}

static void capacities(void) {
    check(created(320, GK_MAXIMUM_CAPACITY, GK_MAXIMUM_CAPACITY, GK_MAXIMUM_CAPACITY),
          "capacities of GK_MAXIMUM_CAPACITY make a context", 0);
    check(!created(320, GK_MAXIMUM_CAPACITY + 1, 0, 0), "an action capacity of GK_MAXIMUM_CAPACITY + 1 is refused (NULL)", 1);
    check(!created(320, 0, INT32_MAX, 0), "a log capacity of INT32_MAX is refused", 1);
    check(!created(320, 0, 0, INT32_MIN), "a touch capacity of INT32_MIN is refused", 1);
    check(!created(INFINITY, 0, 0, 0), "an infinite width is refused", 1);
}

static void null_out(void) {
    gk_context *gk = make(0);
    int tap = gk_add_recognizer(gk, 0, GK_TAP, "tap");
    gk_touch(gk, 0, 1, GK_PHASE_BEGAN, 100, 100);
    gk_touch(gk, 0.05, 1, GK_PHASE_ENDED, 100, 100);
    gk_action action = {0};
    long refused = gk_next_action(gk, NULL);
    check(refused == GK_ERR_ARGUMENT, "gk_next_action with a NULL out is an argument error", refused);
    check(gk_next_action(gk, &action) == 1 && action.recognizer == tap && action.state == GK_STATE_ENDED,
          "... and the action stays queued for the next call", action.recognizer);
    gk_context_destroy(gk);
}

// A pan's minimum above its maximum could never begin: refused, whichever is set, and the
// settings stay as they were.
static void pan_touch_range(void) {
    gk_context *gk = make(0);
    int pan = gk_add_recognizer(gk, 0, GK_PAN, "pan");
    long results[5] = {
        gk_set(gk, pan, GK_SET_MAXIMUM_TOUCHES, 2), gk_set(gk, pan, GK_SET_MINIMUM_TOUCHES, 3),
        gk_set(gk, pan, GK_SET_MINIMUM_TOUCHES, 2), gk_set(gk, pan, GK_SET_MAXIMUM_TOUCHES, 1),
        gk_set(gk, pan, GK_SET_MAXIMUM_TOUCHES, 2),
    };
    check(results[0] == GK_OK && results[1] == GK_ERR_ARGUMENT && results[2] == GK_OK && results[3] == GK_ERR_ARGUMENT
          && results[4] == GK_OK, "a pan's minimum touches above its maximum is refused, from either side; equal is taken", results[1]);
    // Two fingers pan it: the refused settings changed nothing.
    gk_stage_touch(gk, 1, GK_PHASE_BEGAN, 100, 100);
    gk_stage_touch(gk, 2, GK_PHASE_BEGAN, 200, 100);
    gk_send_touches(gk, 0);
    gk_stage_touch(gk, 1, GK_PHASE_MOVED, 140, 100);
    gk_stage_touch(gk, 2, GK_PHASE_MOVED, 240, 100);
    gk_send_touches(gk, 0.1);
    gk_action action = {0};
    check(gk_next_action(gk, &action) == 1 && action.recognizer == pan && action.state == GK_STATE_BEGAN,
          "... and a two-finger pan begins", action.state);
    gk_context_destroy(gk);
}

// A loop that sleeps: nothing pending is INFINITY; a tap that may be the first of two is
// released at the double tap's deadline, which the loop wakes at instead of ticking.
static void next_deadline(void) {
    gk_context *gk = make(0);
    int single = gk_add_recognizer(gk, 0, GK_TAP, "single");
    int twice = gk_add_recognizer(gk, 0, GK_TAP, "double");
    gk_set(gk, twice, GK_SET_TAPS_REQUIRED, 2);
    gk_require_to_fail(gk, single, twice);
    check(isinf(gk_next_deadline(gk)) && gk_next_deadline(gk) > 0, "nothing pending: gk_next_deadline is INFINITY", 0);
    gk_touch(gk, 0.1, 1, GK_PHASE_BEGAN, 100, 100);
    gk_touch(gk, 0.15, 1, GK_PHASE_ENDED, 100, 100);
    gk_action action = {0};
    long queued = gk_next_action(gk, &action);
    double wake = gk_next_deadline(gk);
    check(queued == 0 && wake == 0.5, "a lift at 0.15: the single tap waits, and the next deadline is 0.5 (0.15 + 0.35)", queued);
    gk_advance(gk, wake);
    check(gk_next_action(gk, &action) == 1 && action.recognizer == single && action.time == 0.5,
          "woken at it, the single tap is recognized at 0.5", action.recognizer);
    check(isinf(gk_next_deadline(gk)), "... and nothing is pending after", 0);
    gk_context_destroy(gk);
}

static void log_lines(void) {
    gk_context *gk = make(1);
    gk_add_view(gk, 0, 0, 0, 320, 480, "screen");
    gk_touch(gk, 0, 1, GK_PHASE_BEGAN, 100, 100);
    long asked = gk_next_log_line(gk, NULL, 0);
    char line[512];
    long minimum = gk_next_log_line(gk, line, INT32_MIN);
    long read = gk_next_log_line(gk, line, sizeof line);
    check(asked > 0 && minimum == asked && read == asked && (long)strlen(line) == read,
          "a NULL buffer or a capacity of INT32_MIN measures the next log line and leaves it queued", asked);
    gk_context_destroy(gk);
}

// True if `text` is well-formed UTF-8 to its NUL (no sequence cut short).
static int whole_utf8(const char *text) {
    const unsigned char *byte = (const unsigned char *)text;
    while (*byte) {
        int continuation = *byte >= 0xF0 ? 3 : *byte >= 0xE0 ? 2 : *byte >= 0xC0 ? 1 : 0;
        if (*byte >= 0x80 && *byte < 0xC0) return 0;
        byte++;
        for (int i = 0; i < continuation; i++, byte++) {
            if ((*byte & 0xC0) != 0x80) return 0;
        }
    }
    return 1;
}

// A view named in two-byte characters, the log line that names it read with every capacity
// from 1 to past its end: each copy ends on a character boundary.
static void log_cut(void) {
    gk_context *gk = make(1);
    gk_add_view(gk, 0, 0, 0, 320, 480, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9");  // "éééééé"
    char line[512];
    // Which of a touch's lines names the view (the same one for every touch).
    int named = -1;
    gk_touch(gk, 1, 1, GK_PHASE_BEGAN, 100, 100);
    for (int index = 0; gk_next_log_line(gk, line, sizeof line) >= 0; index++) {
        if (named < 0 && strstr(line, "\xc3\xa9")) named = index;
    }
    gk_touch(gk, 1.5, 1, GK_PHASE_ENDED, 100, 100);
    drain(gk);
    int whole = named >= 0, cut = 0;
    for (int capacity = 1; capacity <= 48; capacity++) {
        gk_touch(gk, 2 + capacity, 1, GK_PHASE_BEGAN, 100, 100);
        for (int index = 0; index < named; index++) gk_next_log_line(gk, line, sizeof line);
        memset(line, 'x', sizeof line);
        long length = gk_next_log_line(gk, line, capacity);
        if (length >= capacity) {
            // The name's characters take two bytes: a cut backs off one byte at most.
            long copied = (long)strlen(line);
            cut++;
            if (!whole_utf8(line) || copied > capacity - 1 || copied < capacity - 2) whole = 0;
        }
        drain(gk);
        gk_touch(gk, 2.5 + capacity, 1, GK_PHASE_ENDED, 100, 100);
        drain(gk);
    }
    check(whole && cut > 20, "a log line cut at any capacity is whole UTF-8, fits its buffer and keeps all it can", cut);
    gk_context_destroy(gk);
}

// A rejected event says why once.
static void rejection_logged_once(void) {
    gk_context *gk = make(1);
    gk_touch(gk, 1, 1, GK_PHASE_MOVED, 100, 100);  // never began
    char line[512];
    int lines = 0;
    while (gk_next_log_line(gk, line, sizeof line) >= 0) lines += strstr(line, "rejected") != NULL;
    check(lines == 1, "a rejected event is logged once", lines);
    gk_context_destroy(gk);
}

// A pan whose lift the controller never reports: its id stays down, and its next press is
// refused, until gk_cancel_touches; then the same id taps.
static void lost_lift(void) {
    gk_context *gk = make(0);
    int pan = gk_add_recognizer(gk, 0, GK_PAN, "pan");
    int tap = gk_add_recognizer(gk, 0, GK_TAP, "tap");
    gk_touch(gk, 1.00, 0, GK_PHASE_BEGAN, 100, 240);
    for (int i = 1; i <= 5; i++) gk_touch(gk, 1.00 + i * 0.01, 0, GK_PHASE_MOVED, 100 + 20 * i, 240);
    drain(gk);
    long refused = gk_touch(gk, 2.00, 0, GK_PHASE_BEGAN, 160, 240);
    check(refused == GK_ERR_REJECTED, "a lost lift: the id's next press is rejected", refused);
    gk_stage_touch(gk, 7, GK_PHASE_BEGAN, 10, 10);  // staged, then dropped by the cancel
    long cancelled = gk_cancel_touches(gk, 2.00);
    gk_action action;
    int pan_cancelled = 0, tap_ended = 0, others = 0;
    while (gk_next_action(gk, &action) == 1) {
        if (action.recognizer == pan && action.state == GK_STATE_CANCELLED) pan_cancelled++;
        else others++;
    }
    check(cancelled == GK_OK && pan_cancelled == 1 && others == 0, "gk_cancel_touches cancels the pan, and only it", pan_cancelled);
    long again = gk_touch(gk, 2.00, 0, GK_PHASE_BEGAN, 160, 240);
    gk_touch(gk, 2.05, 0, GK_PHASE_ENDED, 160, 240);
    while (gk_next_action(gk, &action) == 1) tap_ended += action.recognizer == tap && action.state == GK_STATE_ENDED;
    check(again == GK_OK && tap_ended == 1, "... after which the same id taps (the staged press was dropped)", tap_ended);
    check(gk_cancel_touches(gk, 3.00) == GK_OK, "gk_cancel_touches with no touch down is fine", 0);
    long earlier = gk_cancel_touches(gk, 1.00), nan = gk_cancel_touches(gk, NAN);
    check(earlier == GK_ERR_REJECTED && nan == GK_ERR_REJECTED,
          "... but an earlier time or NaN is rejected, as for any event", earlier);
    gk_touch(gk, 3.10, 5, GK_PHASE_BEGAN, 10, 10);
    long late = gk_cancel_touches(gk, 3.00);
    check(late == GK_ERR_REJECTED, "gk_cancel_touches before the window's time is rejected", late);
    gk_context_destroy(gk);
}

// Two contacts at one point (a split blob) that then part to 135 pt: a pinch.
static void coincident_pinch(void) {
    gk_context *gk = make(0);
    int pinch = gk_add_recognizer(gk, 0, GK_PINCH, "pinch");
    double scale = 0;
    int began = 0, ended = 0;
    for (int frame = 0; frame <= 9; frame++) {
        double spread = frame * 15.0;  // 0, 15, 30 ... 135 apart
        gk_stage_touch(gk, 0, frame == 0 ? GK_PHASE_BEGAN : GK_PHASE_MOVED, 160 - spread / 2, 240);
        gk_stage_touch(gk, 1, frame == 0 ? GK_PHASE_BEGAN : GK_PHASE_MOVED, 160 + spread / 2, 240);
        gk_send_touches(gk, 1 + frame * 0.02);
    }
    gk_stage_touch(gk, 0, GK_PHASE_ENDED, 160 - 67.5, 240);
    gk_stage_touch(gk, 1, GK_PHASE_ENDED, 160 + 67.5, 240);
    gk_send_touches(gk, 1.2);
    gk_action action;
    while (gk_next_action(gk, &action) == 1) {
        if (action.recognizer != pinch) continue;
        began += action.state == GK_STATE_BEGAN;
        ended += action.state == GK_STATE_ENDED;
        scale = action.value0;
    }
    check(began == 1 && ended == 1 && fabs(scale - 135.0 / 15.0) < 1e-9,
          "two contacts at one point that part: a pinch, scaled from the spread it began at (15 pt)", began * 10 + ended);
    gk_context_destroy(gk);
}

// A caller that reads late: a full queue gives up a pan's superseded CHANGED actions, not its
// ENDED, and drops the newest action only when nothing is superseded (taps).
static void full_queue(void) {
    gk_config config = {.width = 320, .height = 480, .action_capacity = 4};
    gk_context *gk = gk_context_create(&config);
    int pan = gk_add_recognizer(gk, 0, GK_PAN, "pan");
    gk_touch(gk, 1.00, 0, GK_PHASE_BEGAN, 20, 240);
    for (int i = 1; i <= 20; i++) gk_touch(gk, 1.00 + i * 0.01, 0, GK_PHASE_MOVED, 20 + 10 * i, 240);
    gk_touch(gk, 1.30, 0, GK_PHASE_ENDED, 225, 240);
    gk_action action;
    int states[8], count = 0;
    double last_changed = 0, ended = 0;
    while (count < 8 && gk_next_action(gk, &action) == 1) {
        if (action.recognizer != pan) continue;
        states[count++] = action.state;
        if (action.state == GK_STATE_CHANGED) last_changed = action.value0;
        if (action.state == GK_STATE_ENDED) ended = action.value0;
    }
    // The pan began 10 pt out (its hysteresis), so 21 actions: began, 19 changed, ended.
    int kept = count == 4 && states[0] == GK_STATE_BEGAN && states[1] == GK_STATE_CHANGED &&
               states[2] == GK_STATE_CHANGED && states[3] == GK_STATE_ENDED;
    check(kept && last_changed == 200 && ended == 205 && gk_dropped_actions(gk) == 17,
          "a full queue keeps a pan's began, its latest changed actions and its ended; 17 counted dropped",
          count * 1000 + gk_dropped_actions(gk));
    gk_context_destroy(gk);

    // The same with one action read first, so that the queue's oldest slot has moved on and
    // the removal wraps around the ring.
    gk = gk_context_create(&config);
    pan = gk_add_recognizer(gk, 0, GK_PAN, "pan");
    gk_touch(gk, 1.00, 0, GK_PHASE_BEGAN, 20, 240);
    for (int i = 1; i <= 2; i++) gk_touch(gk, 1.00 + i * 0.01, 0, GK_PHASE_MOVED, 20 + 10 * i, 240);
    int first_read = gk_next_action(gk, &action) == 1 && action.state == GK_STATE_BEGAN;
    for (int i = 3; i <= 20; i++) gk_touch(gk, 1.00 + i * 0.01, 0, GK_PHASE_MOVED, 20 + 10 * i, 240);
    gk_touch(gk, 1.30, 0, GK_PHASE_ENDED, 225, 240);
    count = 0;
    last_changed = ended = 0;
    while (count < 8 && gk_next_action(gk, &action) == 1) {
        states[count++] = action.state;
        if (action.state == GK_STATE_CHANGED) last_changed = action.value0;
        if (action.state == GK_STATE_ENDED) ended = action.value0;
    }
    kept = count == 4 && states[0] == GK_STATE_CHANGED && states[2] == GK_STATE_CHANGED && states[3] == GK_STATE_ENDED;
    check(first_read && kept && last_changed == 200 && ended == 205 && gk_dropped_actions(gk) == 16,
          "... and after one action read first (the ring wrapped): its last three changed and its ended, 16 dropped",
          count * 1000 + gk_dropped_actions(gk));
    gk_context_destroy(gk);

    gk = gk_context_create(&config);
    int tap = gk_add_recognizer(gk, 0, GK_TAP, "tap");
    for (int i = 0; i < 6; i++) {
        gk_touch(gk, 2.0 + i, 0, GK_PHASE_BEGAN, 100, 100);
        gk_touch(gk, 2.05 + i, 0, GK_PHASE_ENDED, 100, 100);
    }
    double first = 0;
    count = 0;
    while (gk_next_action(gk, &action) == 1) {
        if (count++ == 0) first = action.time;
        count += (action.recognizer != tap) * 100;
    }
    check(count == 4 && first == 2.05 && gk_dropped_actions(gk) == 2,
          "taps that overflow the queue: the newest two are dropped and counted, the first four kept", count);
    gk_context_destroy(gk);
}

int main(void) {
    null_context();
    capacities();
    null_out();
    pan_touch_range();
    log_lines();
    next_deadline();
    log_cut();
    rejection_logged_once();
    lost_lift();
    coincident_pinch();
    full_queue();
    printf("controller: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
