#!/usr/bin/env bash
# `gesturekit listen`'s per-application bindings against a real X server (Xvfb), and its
# keyboard modifiers against a faked keyboard (umockdev answers EVIOCGKEY).
#
#   bash Tools/Tests/Listen/conditions_e2e.sh PATH/TO/gesturekit
#
# Needs Xvfb, xprop (x11-utils), xmessage (x11-utils), xdotool and umockdev-run. There is no
# window manager: the test sets the root window's _NET_ACTIVE_WINDOW itself, as a window
# manager would; that a real window manager keeps it up to date is not shown here.
set -euo pipefail
gesturekit="$(realpath "$1")"
here="$(cd "$(dirname "$0")" && pwd)"
recordings="$(cd "$here/../../.." && pwd)/../shared/recordings/evemu"
work="$(mktemp -d)"
xvfb_pid=""
window_pids=""
cleanup() {
    # The windows, then Xvfb, by their ids, each waited for.
    for pid in $window_pids $xvfb_pid; do kill "$pid" 2> /dev/null || true; wait "$pid" 2> /dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
failures=0
checks=0
# shellcheck source=fake_devices.sh
source "$here/fake_devices.sh"

e6="$recordings/Wacom ISDv4 E6 Finger"

# --- The focused application on a real X server -------------------------------------------

display=""
for n in $(seq 93 120); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "FAILED: no free X display number"; exit 1; }
Xvfb "$display" -screen 0 800x600x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY="$display"
unset WAYLAND_DISPLAY SWAYSOCK HYPRLAND_INSTANCE_SIGNATURE
for _ in $(seq 100); do xprop -root > /dev/null 2>&1 && break; sleep 0.05; done
xprop -root > /dev/null || { echo "FAILED: Xvfb did not start"; cat "$work/xvfb.log"; exit 1; }

# Two windows with known WM_CLASS: the X toolkit's -name sets the instance, the class is Xmessage.
xmessage -name firefox "firefox stand-in" 2> /dev/null &
window_pids="$window_pids $!"
xmessage -name xterm "xterm stand-in" 2> /dev/null &
window_pids="$window_pids $!"
firefox_window=$(xdotool search --sync --classname '^firefox$' | head -1)
xterm_window=$(xdotool search --sync --classname '^xterm$' | head -1)
activate() { xprop -root -f _NET_ACTIVE_WINDOW 32i -set _NET_ACTIVE_WINDOW "$1"; }

cat > "$work/apps.yaml" <<'YAML'
bindings:
  - {gesture: tap, fingers: 2, run: "echo general"}
  - {gesture: tap, fingers: 2, application: firefox, run: "echo firefox"}
  - {gesture: tap, fingers: 2, application: [code, emacs], run: "echo editors"}
YAML
chmod 600 "$work/apps.yaml"

activate "$firefox_window"
xprop -id "$firefox_window" WM_CLASS > "$work/wmclass.txt"
expect "the stand-in window has the WM_CLASS the test gave it" "$work/wmclass.txt" '^WM_CLASS\(STRING\) = "firefox", "Xmessage"$' 1
"$gesturekit" listen --check --config "$work/apps.yaml" > "$work/check-x11.txt"
expect "--check: the query is X11's, chosen by DISPLAY, and names the active window's class" "$work/check-x11.txt" \
    '^focused application: asked with x11 \(DISPLAY is set\); now: firefox, Xmessage$' 1

on_fake_devices "$e6.desc|$e6.2fg-tap.events|" -- "$gesturekit" listen --dry-run --config "$work/apps.yaml" --stop-after 1.5 \
    > "$work/firefox.txt" 2> "$work/firefox.log"
expect "with firefox active, a two-finger tap fires firefox's binding" "$work/firefox.txt" '  tap recognized  fingers=2 .*→ echo firefox$' 1
expect "…and not the general one (the application's own wins)" "$work/firefox.txt" '.' 1
expect "…the log says how the application is asked" "$work/firefox.log" 'the focused application is asked with x11 \(DISPLAY is set\)' 1

activate "$xterm_window"
on_fake_devices "$e6.desc|$e6.2fg-tap.events|" -- "$gesturekit" listen --dry-run --config "$work/apps.yaml" --stop-after 1.5 \
    > "$work/xterm.txt" 2> /dev/null
expect "with another window active, the general binding fires" "$work/xterm.txt" '→ echo general$' 1
expect "…and nothing else" "$work/xterm.txt" '.' 1

xprop -root -remove _NET_ACTIVE_WINDOW
"$gesturekit" listen --check --config "$work/apps.yaml" > "$work/check-none.txt"
expect "--check: no active window is an unknown application" "$work/check-none.txt" 'now: unknown — bindings with `application:` would not act$' 1

env PATH=/var/empty "$gesturekit" listen --check --config "$work/apps.yaml" > "$work/check-noxprop.txt"
expect "--check without xprop: unknown, and says to install x11-utils" "$work/check-noxprop.txt" \
    'xprop could not be started: No such file or directory \(install x11-utils, which has xprop\)' 1

# What one question costs: the two xprop calls, 20 times.
activate "$firefox_window"
start=$(date +%s%N)
for _ in $(seq 20); do xprop -root _NET_ACTIVE_WINDOW > /dev/null; xprop -id "$firefox_window" WM_CLASS > /dev/null; done
echo "note: one X11 focus question (two xprop runs) took $(( ($(date +%s%N) - start) / 20000000 )) ms on average"

# --- Modifiers from a faked keyboard ------------------------------------------------------

cat > "$work/keyboard.desc" <<'DESC'
N: Test Keyboard
I: 0011 0001 0001 ab41
P: 00 00 00 00 00 00 00 00
B: 00 13 00 00 00 00 00 00 00
B: 01 fe ff ff ff ff ff ff ff ff ff ff ff ff ff ff ff
DESC
cat > "$work/modifiers.yaml" <<'YAML'
bindings:
  - {gesture: tap, fingers: 2, run: "echo plain"}
  - {gesture: tap, fingers: 2, modifiers: [ctrl], run: "echo ctrl"}
  - {gesture: tap, fingers: 2, modifiers: [ctrl, shift], run: "echo ctrl+shift"}
YAML
chmod 600 "$work/modifiers.yaml"
# KEY_LEFTCTRL (29) and KEY_A (30) held: the ctrl binding, exactly ctrl.
on_fake_devices "$e6.desc|$e6.2fg-tap.events|" "$work/keyboard.desc||29,30" -- \
    "$gesturekit" listen --dry-run --config "$work/modifiers.yaml" --stop-after 1.5 > "$work/ctrl.txt" 2> "$work/ctrl.log"
expect "Ctrl held on the keyboard (EVIOCGKEY): the ctrl binding fires" "$work/ctrl.txt" '→ echo ctrl$' 1
expect "…alone" "$work/ctrl.txt" '.' 1
expect "…the log names the keyboard asked, and no key" "$work/ctrl.log" 'modifiers are asked of /dev/input/event1$' 1
# Right shift (54) and right ctrl (97): ctrl+shift.
on_fake_devices "$e6.desc|$e6.2fg-tap.events|" "$work/keyboard.desc||54,97" -- \
    "$gesturekit" listen --dry-run --config "$work/modifiers.yaml" --stop-after 1.5 > "$work/ctrlshift.txt" 2> /dev/null
expect "Right Ctrl and right Shift: the ctrl+shift binding alone" "$work/ctrlshift.txt" '→ echo ctrl\+shift$' 1
expect "…alone" "$work/ctrlshift.txt" '.' 1
on_fake_devices "$e6.desc|$e6.2fg-tap.events|" "$work/keyboard.desc||" -- \
    "$gesturekit" listen --dry-run --config "$work/modifiers.yaml" --stop-after 1.5 > "$work/plain.txt" 2> /dev/null
expect "Nothing held: the plain binding alone" "$work/plain.txt" '^[0-9.]+  tap recognized  .*→ echo plain$' 1
expect "…alone" "$work/plain.txt" '.' 1
on_fake_devices "$e6.desc||" "$work/keyboard.desc||29" -- "$gesturekit" listen --check --config "$work/modifiers.yaml" > "$work/check-kbd.txt"
expect "--check names the keyboard modifiers are asked of" "$work/check-kbd.txt" \
    '^modifiers: asked of /dev/input/event1 \(Test Keyboard\) with EVIOCGKEY' 1
on_fake_devices "$e6.desc||" -- "$gesturekit" listen --check --config "$work/modifiers.yaml" > "$work/check-nokbd.txt"
expect "--check says when no keyboard is readable" "$work/check-nokbd.txt" '^modifiers: bindings name modifiers, but no keyboard is readable' 1

if on_fake_devices "$work/keyboard.desc||29" -- "$gesturekit" listen --dry-run --device /dev/input/event0 --bind '{gesture: tap}' \
        --stop-after 1 --record "$work/keys.events" > /dev/null 2> "$work/named-keyboard.log"; then
    echo "keyboard named" >> "$work/named-keyboard.log"
fi
[ ! -e "$work/keys.events" ] || echo "a recording was written" >> "$work/named-keyboard.log"
expect "a keyboard named with --device is refused, its events never read nor recorded" "$work/named-keyboard.log" \
    '^Error: /dev/input/event0: "Test Keyboard" is a keyboard: listen never reads a keyboard.s events$' 1
expect "…with a failing status, and no recording written" "$work/named-keyboard.log" '^(keyboard named|a recording was written)$' 0

echo "conditions e2e: $((checks - failures)) checks passed, $failures failed"
[ "$failures" = 0 ]
