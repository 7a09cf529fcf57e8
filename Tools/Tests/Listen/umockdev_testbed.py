#!/usr/bin/env python3
"""Writes a umockdev testbed for an evemu device description: a `.umockdev` file (the
sysfs and /dev node of /dev/input/eventN) and a `.ioctl` file (the kernel's answers to
EVIOCGNAME, EVIOCGPHYS, EVIOCGID, EVIOCGPROP, EVIOCGBIT, EVIOCGABS and, when HELD is
given, EVIOCGKEY: the keys held, as comma-separated KEY_* codes), so that
`umockdev-run -d X.umockdev -i /dev/input/event0=X.ioctl -e /dev/input/event0=REC.events`
presents a recorded touchscreen as a real input device, ioctls included. Several devices
(N = 0, 1, …) can be given to one umockdev-run, each with its -d, -i and -e.

    umockdev_testbed.py DESC OUT_PREFIX [N [HELD]]
"""
import struct
import sys


def read_description(path):
    name, ident, props, bits, axes = "unnamed", [0, 0, 0, 0], bytearray(8), {}, {}
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("N: "):
            name = line[3:].strip()
        elif line.startswith("I: "):
            ident = [int(v, 16) for v in line[3:].split()[:4]]
        elif line.startswith("P: "):
            for i, v in enumerate(line[3:].split()[:8]):
                props[i] = int(v, 16)
        elif line.startswith("B: "):
            fields = [int(v, 16) for v in line[3:].split()]
            bits.setdefault(fields[0], bytearray()).extend(fields[1:])
        elif line.startswith("A: "):
            f = line[3:].split()
            axes[int(f[0], 16)] = [int(v) for v in f[1:6]] + ([0] * (6 - len(f)))
    if not bits.get(3):  # a description without B: lines: derive the axis bits
        abs_bits = bytearray(8)
        for code in axes:
            abs_bits[code // 8] |= 1 << (code % 8)
        bits[3] = abs_bits
        bits.setdefault(0, bytearray([0x0B] + [0] * 7))
    return name, ident, props, bits, axes


def main():
    desc, prefix = sys.argv[1], sys.argv[2]
    node = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    held = [int(code) for code in sys.argv[4].split(",") if code] if len(sys.argv) > 4 else None
    name, ident, props, bits, axes = read_description(desc)
    ioctl = []
    # umockdev answers only a request of the recorded size: GestureEvdev asks for 255 bytes.
    for request, text in (("EVIOCGNAME", name), ("EVIOCGPHYS", "umockdev/input%d" % node)):
        data = text.encode() + b"\0"
        ioctl.append("%s(0) %d %s" % (request, len(data), (data + b"\0" * (255 - len(data))).hex().upper()))
    ioctl.append("EVIOCGID 0 %s" % struct.pack("<4H", *ident).hex().upper())
    ioctl.append("EVIOCGPROP(0) 8 %s" % bytes(props).hex().upper())
    for ev_type in sorted(bits):
        data = bytes(bits[ev_type])
        if ev_type == 1:  # GestureEvdev asks for 96 bytes of key bits (KEY_MAX): a shorter description is padded
            data = data + b"\0" * max(0, 96 - len(data))
        ioctl.append("EVIOCGBIT(%d) %d %s" % (ev_type, len(data), data.hex().upper()))
    if held is not None:  # GestureEvdev asks for 96 bytes of key state, as of key bits
        state = bytearray(96)
        for code in held:
            state[code // 8] |= 1 << (code % 8)
        ioctl.append("EVIOCGKEY(0) 96 %s" % bytes(state).hex().upper())
    for code in sorted(axes):
        minimum, maximum, fuzz, flat, resolution = axes[code][:5]
        info = struct.pack("<6i", 0, minimum, maximum, fuzz, flat, resolution)
        ioctl.append(("EVIOCGABS" if code == 0 else "EVIOCGABS(%d)" % code) + " 0 " + info.hex().upper())
    with open(prefix + ".ioctl", "w") as out:
        out.write("\n".join(ioctl) + "\n")
    with open(prefix + ".umockdev", "w") as out:
        out.write("""P: /devices/virtual/input/input%(n)d/event%(n)d
N: input/event%(n)d
E: DEVNAME=/dev/input/event%(n)d
E: ID_INPUT=1
E: ID_INPUT_TOUCHSCREEN=1
E: MAJOR=13
E: MINOR=%(minor)d
E: SUBSYSTEM=input
A: dev=13:%(minor)d

P: /devices/virtual/input/input%(n)d
E: NAME="%(name)s"
E: SUBSYSTEM=input
A: name=%(name)s
""" % {"n": node, "minor": 64 + node, "name": name})


if __name__ == "__main__":
    main()
