/*
 * gesturekit.h — GestureKit's C-callable surface (issue 24, point 4).
 *
 * For hosts that are not Swift: a browser page (the functions are exports of the .wasm) and
 * firmware written in C (the functions are linked into the image). The implementation is pure
 * Swift (the .swift files beside it, `@_cdecl`); this header is the whole contract.
 *
 * Model. The caller owns a context (gk_context_create / gk_context_destroy). A context holds
 * one window of the given size and everything made in it; nothing is global, so two contexts
 * are two independent engines. Views and recognizers are small integer handles (>= 1) into
 * their context, numbered apart: view 1 and recognizer 1 are both valid, and a view's handle
 * given where a recognizer's is asked for names a recognizer. 0 names the window itself and
 * negative values are errors (GK_ERR_*). A NULL context is an argument error for every
 * function (GK_ERR_ARGUMENT; gk_time returns NaN, the void functions do nothing), never a
 * crash, and so is a NULL `out` for gk_next_action; where NULL means something (a name, the
 * log line's buffer, gk_context_destroy's context) the function says so. A context already
 * destroyed is undefined behaviour, as for any freed pointer.
 *
 * Time is virtual: it moves only with the timestamps of the events you send and with
 * gk_advance. Nothing runs in the background; every callback-free result is pulled:
 *   - actions (a recognizer changed state and would call its targets) queue in the context and
 *     are read with gk_next_action;
 *   - decision log lines queue when enabled (gk_set_log) and are read with gk_next_log_line.
 *
 * Allocation. The context reserves its queues at creation (see gk_config); sending events and
 * reading actions then allocate nothing in the C API itself, and the engine's moved update
 * allocates nothing either. What still allocates: creating views and recognizers, a touch that
 * begins (more touches down at once than touch_capacity, too), gk_cancel_touches, and every
 * decision log line (a formatted string holding the views' and recognizers'
 * names: keep them short) — leave the log off where that matters. An allocation that fails
 * stops the program (Swift cannot return it): size the capacities for the heap you have.
 * A full action queue makes room by dropping the oldest CHANGED action that a later action of
 * the same recognizer supersedes (a continuous gesture's values are its state so far: the
 * newest CHANGED holds all it needs); only when there is none does it drop the newest action.
 * Either way the drop is counted (gk_dropped_actions). So a pan's ENDED is kept while the
 * queue holds its earlier CHANGED actions, but taps queued faster than they are read are
 * lost: read the actions after every call.
 *
 * Driving it from a touch controller (a panel reporting contacts with ids, frame by frame):
 *   - One frame is one event: stage a change per contact (gk_stage_touch), then send them
 *     with the frame's time (gk_send_touches). A contact that did not move is
 *     GK_PHASE_STATIONARY: a MOVED at the same place makes a pan or pinch report a change.
 *   - Time is in seconds, from 0, and never goes back (equal times are fine); an event before
 *     the window's time, or after 2^32 s (4294967296, where a double still tells times a
 *     microsecond apart), is rejected, and nothing turns the clock back. Use a 64-bit monotonic
 *     counter: a 32-bit millisecond tick wraps after 49.7 days and then every event is late.
 *   - Call gk_advance with the current time on every tick, frames or not: a long press begins,
 *     and a single tap waiting for a double tap is recognized, when time passes. A loop that
 *     sleeps between frames can wake at gk_next_deadline instead of ticking (and advance to
 *     its clock's reading then).
 *   - The engine checks an event whole: one bad change (a BEGAN for an id already down, a
 *     MOVED or ENDED for one that is not, an id twice, a coordinate that is not finite or
 *     is beyond +/-1e9 points) rejects it all, and nothing of it happens. So a lift the controller never reports
 *     leaves its id down, and the id's next BEGAN is rejected: send CANCELLED (or ENDED) for
 *     an id that leaves the report, or gk_cancel_touches when the controller resets. A lift
 *     and a new press of one id in the same frame are two events, the lift first, at the same
 *     time.
 *   - Coordinates are window points. A touch belongs to the view it began in, for its whole
 *     life: one that begins outside every view (a calibration error of half a point at the
 *     edge) goes to the window, so clamp contacts to the panel. A contact's size is not an
 *     input: rejecting a palm is the driver's job.
 *
 * Driving it from a web page (the .wasm under JavaScript):
 *   - Time in seconds from one clock: performance.now() / 1000 for ticks and the pointer
 *     events' timeStamp / 1000 for input share it. Milliseconds passed as seconds (below
 *     2^32) are not rejected, only wrong (a tap held "100 seconds" fails). A time behind
 *     gk_time rejects the event (a lift lost that way leaves its touch down: see above);
 *     where two sources may disagree, send max(t, gk_time(context)).
 *   - With no pointer moving, nothing needs a tick until gk_next_deadline: a setTimeout for
 *     (gk_next_deadline(context) - performance.now() / 1000) * 1000 ms, then gk_advance with
 *     the clock's reading, and ask again (a clock read a hair early fires nothing yet: arm
 *     the timeout again), instead of gk_advance on every animation frame (INFINITY: none).
 *   - A trap (a failed precondition in the engine, an allocation that fails) throws
 *     RuntimeError from the call and leaves the instance in an undefined state (after one
 *     inside an event, every later event is refused as re-entrant). Make a new instance,
 *     and a new context, after one.
 *   - Views of the module's memory (a Uint8Array over memory.buffer) go stale when memory
 *     grows: make them again after each call that may allocate.
 *
 * Threads: a context is used from one thread at a time.
 */
#ifndef GESTUREKIT_H
#define GESTUREKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** An engine: one window, its views and recognizers, and the queues. Opaque. */
typedef struct gk_context gk_context;

/** Error results (negative), returned where a handle or a count is expected. */
enum {
    GK_OK = 0,
    GK_ERR_HANDLE = -1,   /**< no view or recognizer with this handle in the context */
    GK_ERR_ARGUMENT = -2, /**< a NULL context or pointer, an unknown kind, setting or phase, a
                               value out of range, or a failure requirement closing a cycle */
    GK_ERR_FULL = -3,     /**< the staged touch event already holds its capacity of changes */
    GK_ERR_REJECTED = -4, /**< the engine rejected the event (a log line says why, if on) */
};

/** A touch's phase, as in UITouch.Phase. */
enum {
    GK_PHASE_BEGAN = 0,
    GK_PHASE_MOVED = 1,
    GK_PHASE_STATIONARY = 2,
    GK_PHASE_ENDED = 3,
    GK_PHASE_CANCELLED = 4,
};

/** A recognizer's state, as in UIGestureRecognizer.State. */
enum {
    GK_STATE_POSSIBLE = 0,
    GK_STATE_BEGAN = 1,
    GK_STATE_CHANGED = 2,
    GK_STATE_ENDED = 3, /**< also "recognized" for a discrete recognizer (tap, swipe) */
    GK_STATE_CANCELLED = 4,
    GK_STATE_FAILED = 5,
};

/** The built-in recognizers gk_add_recognizer makes. */
enum {
    GK_TAP = 1,
    GK_LONG_PRESS = 2,
    GK_PAN = 3,
    GK_PINCH = 4,
    GK_ROTATION = 5,
    GK_SWIPE = 6,
    GK_SCREEN_EDGE_PAN = 7,
};

/** The settings gk_set; each applies to the kinds listed, any other kind is GK_ERR_ARGUMENT. */
enum {
    GK_SET_TAPS_REQUIRED = 1,        /**< tap, long press: numberOfTapsRequired */
    GK_SET_TOUCHES_REQUIRED = 2,     /**< tap, long press, swipe: numberOfTouchesRequired */
    GK_SET_MINIMUM_TOUCHES = 3,      /**< pan: minimumNumberOfTouches (not above the maximum) */
    GK_SET_MAXIMUM_TOUCHES = 4,      /**< pan: maximumNumberOfTouches (not below the minimum;
                                          to lower both, set the minimum first; to raise
                                          both, the maximum first) */
    GK_SET_ALLOWABLE_MOVEMENT = 5,   /**< tap, long press: points */
    GK_SET_MINIMUM_PRESS_DURATION = 6, /**< long press: seconds */
    GK_SET_DIRECTION = 7,            /**< swipe: GK_DIRECTION_* bits */
    GK_SET_EDGES = 8,                /**< screen-edge pan: GK_EDGE_* bits */
};

/** Swipe directions (bits), as in UISwipeGestureRecognizer.Direction. */
enum { GK_DIRECTION_RIGHT = 1, GK_DIRECTION_LEFT = 2, GK_DIRECTION_UP = 4, GK_DIRECTION_DOWN = 8 };

/** Screen edges (bits), as in UIRectEdge. */
enum { GK_EDGE_TOP = 1, GK_EDGE_LEFT = 2, GK_EDGE_BOTTOM = 4, GK_EDGE_RIGHT = 8 };

/** The most any gk_config capacity may be. */
#define GK_MAXIMUM_CAPACITY 4096

/**
 * Capacities a context reserves once, at creation. Zero fields take the defaults; each may be
 * at most GK_MAXIMUM_CAPACITY. The queues take action_capacity x 48 bytes, log_capacity x 16
 * bytes (plus the lines queued) and touch_capacity x about 200 bytes.
 */
typedef struct gk_config {
    double width, height;      /**< the window's size in points (required, finite, > 0) */
    int32_t action_capacity;   /**< actions queued before gk_next_action reads them (64) */
    int32_t log_capacity;      /**< log lines queued before gk_next_log_line reads them (64) */
    int32_t touch_capacity;    /**< changes one staged touch event can hold (10) */
} gk_config;

/**
 * One action: a recognizer's state after a change its targets would be called for.
 * Layout (48 bytes, for hosts that read memory directly, e.g. JavaScript): recognizer at 0
 * (int32), state at 4 (int32), then doubles time at 8, x at 16, y at 24, value0 at 32,
 * value1 at 40.
 */
typedef struct gk_action {
    int32_t recognizer; /**< its handle */
    int32_t state;      /**< GK_STATE_* */
    double time;        /**< the window's time when it changed */
    double x, y;        /**< its location in the window */
    /** What it measured: pan translation (x, y); pinch scale and velocity; rotation (radians)
     *  and velocity; swipe the recognized GK_DIRECTION_* and 0; tap and long press 0, 0. */
    double value0, value1;
} gk_action;

/** Makes a context: a window of config->width x config->height. NULL if config is invalid. */
gk_context *gk_context_create(const gk_config *config);
/** Frees a context and everything made in it. NULL is allowed. */
void gk_context_destroy(gk_context *context);

/**
 * Adds a view at `x, y, width, height` in its parent's coordinates (parent 0: the window),
 * multiple-touch enabled. `name` (may be NULL) is how the decision log calls it.
 * Returns its handle (>= 1) or a GK_ERR_*.
 */
int32_t gk_add_view(gk_context *context, int32_t parent, double x, double y, double width,
                    double height, const char *name);

/** Attaches a built-in recognizer of `kind` (GK_TAP...) to a view (0: the window), named for
 *  the log (`name` may be NULL). Returns its handle (>= 1) or a GK_ERR_*. */
int32_t gk_add_recognizer(gk_context *context, int32_t view, int32_t kind, const char *name);
/** Sets one of a recognizer's settings (GK_SET_*). Returns GK_OK or a GK_ERR_*. */
int32_t gk_set(gk_context *context, int32_t recognizer, int32_t setting, double value);
/** `recognizer` waits for `other` to fail (require(toFail:)). Returns GK_OK or a GK_ERR_*. */
int32_t gk_require_to_fail(gk_context *context, int32_t recognizer, int32_t other);
/** Lets two recognizers recognize simultaneously (both ways). Returns GK_OK or a GK_ERR_*. */
int32_t gk_recognize_simultaneously(gk_context *context, int32_t a, int32_t b);

/** Stages one touch change for the next gk_send_touches: finger `id` (any int32), GK_PHASE_*,
 *  window coordinates. Returns GK_OK, GK_ERR_ARGUMENT (an unknown phase) or GK_ERR_FULL (the
 *  event holds touch_capacity changes). The values are checked with the event, at send. */
int32_t gk_stage_touch(gk_context *context, int32_t id, int32_t phase, double x, double y);
/** Sends the staged changes as one touch event at `time` (seconds) and clears them. Returns
 *  GK_OK, or GK_ERR_REJECTED when the engine refused the event whole (the log says why, if
 *  on; see "Driving it from a touch controller" above). An event with no changes moves time
 *  as gk_advance does, but is rejected, as any event, at a time before the window's, after
 *  2^32 s, or not finite. */
int32_t gk_send_touches(gk_context *context, double time);
/** Cancels every touch that is down, as one event at `time`: for a controller that reset or
 *  lost track of its contacts. Changes staged and not sent are dropped. Returns GK_OK (with
 *  no touch down, nothing is sent) or GK_ERR_REJECTED (`time` is before the window's, after
 *  2^32 s, or not finite, whether or not a touch is down). */
int32_t gk_cancel_touches(gk_context *context, double time);
/** One change in one event: gk_stage_touch then gk_send_touches. */
int32_t gk_touch(gk_context *context, double time, int32_t id, int32_t phase, double x, double y);
/** Moves time forward to `time` (seconds), firing the engine's deadlines on the way (those due
 *  at `time` too). An earlier time, NaN, or a finite time after 2^32 s (a slip: microseconds
 *  as seconds) changes nothing; infinity fires every pending deadline up to 2^32 s and
 *  leaves the clock at the last one. */
void gk_advance(gk_context *context, double time);
/** The window's time (seconds). */
double gk_time(const gk_context *context);
/** When something will next happen without input: the earliest pending deadline (a long
 *  press beginning, a single tap released by a double tap's interval), in seconds, or
 *  INFINITY when none is pending up to 2^32 s (NaN for a NULL context). A loop that has no
 *  frame to send can sleep until then, wake, and call gk_advance with its clock's reading — not with the
 *  deadline: a loop woken early would move the engine's clock ahead of the real one, and its
 *  next event would be rejected as late. The value changes with every event and gk_advance,
 *  so ask again after each. */
double gk_next_deadline(const gk_context *context);

/** Takes the oldest queued action into *out. Returns 1 if there was one, 0 if none, and
 *  GK_ERR_ARGUMENT (taking nothing) if out is NULL. */
int32_t gk_next_action(gk_context *context, gk_action *out);
/** How many actions a full queue dropped (superseded CHANGED ones included) since the context
 *  was made (at most INT32_MAX). */
int32_t gk_dropped_actions(const gk_context *context);

/** Turns the decision log on (1) or off (0, the default: it allocates a string per line). */
void gk_set_log(gk_context *context, int32_t enabled);
/**
 * Copies the oldest queued log line (UTF-8, no newline) into buffer as a NUL-terminated
 * string and removes it; a line longer than capacity - 1 bytes is cut there, or before it so
 * as not to split a character (capacity 1 takes the line and copies none of it). Returns the line's full length in bytes (more than was copied
 * when it was cut), or -1 if none is queued. With a NULL buffer or a capacity below 1, copies
 * nothing and leaves the line queued: the length tells how big a buffer to bring. Lines have
 * no maximum length (they hold the names given). A full log queue drops the oldest line.
 */
int32_t gk_next_log_line(gk_context *context, char *buffer, int32_t capacity);

/** The name a state is printed with ("possible", "began"...): a static string. */
const char *gk_state_name(int32_t state);

#ifdef __cplusplus
}
#endif

#endif
