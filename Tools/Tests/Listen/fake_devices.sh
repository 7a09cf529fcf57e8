# Shared by the listen end-to-end scripts (sourced; they set `here` and `work`, and count
# `checks` and `failures`).

# Fake devices /dev/input/event0, event1, …: each argument before `--` is "DESC|EVENTS|HELD"
# (EVENTS empty: the device sends nothing; HELD, optional: the keys EVIOCGKEY reports held);
# runs the rest of the arguments among them. umockdev_testbed.py writes each testbed from
# the evemu description.
on_fake_devices() {
    local args=() n=0 desc events held spec
    while [ "$1" != "--" ]; do
        spec="$1"; shift
        IFS='|' read -r desc events held <<< "$spec"
        python3 "$here/umockdev_testbed.py" "$desc" "$work/device$n" "$n" ${held:+"$held"}
        args+=(-d "$work/device$n.umockdev" -i "/dev/input/event$n=$work/device$n.ioctl")
        if [ -n "$events" ]; then
            grep "^E: " "$events" > "$work/device$n.events"  # umockdev reads the event lines only
            args+=(-e "/dev/input/event$n=$work/device$n.events")
        fi
        n=$((n + 1))
    done
    shift
    umockdev-run "${args[@]}" -- "$@"
}

# One fake device from DESC playing the E: lines of EVENTS; runs the rest of the arguments.
on_fake_device() {
    local desc="$1" events="$2"; shift 2
    on_fake_devices "$desc|$events" -- "$@"
}

expect() {  # NAME FILE PATTERN COUNT: FILE has COUNT lines matching PATTERN
    local found
    checks=$((checks + 1))
    found=$(grep -c -E "$3" "$2" || true)
    if [ "$found" = "$4" ]; then echo "ok: $1"; else echo "FAILED: $1 (expected $4 lines matching '$3', got $found)"; cat "$2"; failures=$((failures + 1)); fi
}
