#!/usr/bin/python3
"""`gesturekit listen` while devices come and go, on umockdev's testbed driven from Python
(its GObject API, which can add and remove devices while the program under test runs;
`umockdev-run` cannot).

    /usr/bin/python3 listen_hotplug.py GESTUREKIT DESC EVENTS CONFIG OUT_PREFIX

Writes OUT_PREFIX.txt (listen's actions) and OUT_PREFIX.log (its log); listen_e2e.sh checks
them. The scenario, with DESC/EVENTS a two-finger tap on a touchscreen:

  0 s    event0 is there when listen starts                       → a tap
  2.5 s  event1 is plugged in (another device: its own phys)      → "new device", a tap
  5 s    event1 is unplugged (its stream ends, its node removed)  → "went away … waiting"
  6 s    event2 is plugged in with a phys of its own              → "new device", a tap
  7 s    event3 is plugged in with event1's name, phys and ids    → "is back", a tap

A real unplug makes read(2) fail with ENODEV; umockdev cannot, so the testbed closes its end
of the device's socket and the read returns end of stream, which listen treats the same way.
"""
import os
import subprocess
import sys
import time

import gi

gi.require_version("UMockdev", "1.0")
from gi.repository import UMockdev  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))


def main():
    gesturekit, desc, events, config, out = sys.argv[1:6]
    work = os.path.dirname(out)
    event_lines = os.path.join(work, "hotplug.events")
    with open(events) as source, open(event_lines, "w") as sink:
        sink.writelines(line for line in source if line.startswith("E: "))  # umockdev reads these only
    testbed = UMockdev.Testbed.new()

    def plug(node, phys_of=None):
        """Adds /dev/input/eventNODE; its phys is that of node PHYS_OF when given."""
        prefix = os.path.join(work, "hotplug%d" % node)
        subprocess.run([sys.executable, os.path.join(here, "umockdev_testbed.py"), desc, prefix, str(node)], check=True)
        ioctl = prefix + ".ioctl"
        if phys_of is not None:
            subprocess.run([sys.executable, os.path.join(here, "umockdev_testbed.py"), desc, prefix + "-as", str(phys_of)], check=True)
            ioctl = prefix + "-as.ioctl"
        assert testbed.add_from_file(prefix + ".umockdev")
        testbed.load_ioctl("/dev/input/event%d" % node, ioctl)
        testbed.load_evemu_events("/dev/input/event%d" % node, event_lines)

    def unplug(node):
        os.close(testbed.get_dev_fd("/dev/input/event%d" % node))
        testbed.remove_device("/sys/devices/virtual/input/input%d/event%d" % (node, node))

    plug(0)
    env = dict(os.environ, LD_PRELOAD="libumockdev-preload.so.0", UMOCKDEV_DIR=testbed.get_root_dir())
    with open(out + ".txt", "w") as actions, open(out + ".log", "w") as log:
        listen = subprocess.Popen([gesturekit, "listen", "--dry-run", "--config", config, "--stop-after", "10"],
                                  env=env, stdout=actions, stderr=log)
        started = time.monotonic()
        for at, step in ((2.5, lambda: plug(1)), (5, lambda: unplug(1)), (6, lambda: plug(2)), (7, lambda: plug(3, phys_of=1))):
            time.sleep(max(0, started + at - time.monotonic()))
            step()
        listen.wait(timeout=60)
    return listen.returncode


if __name__ == "__main__":
    sys.exit(main())
