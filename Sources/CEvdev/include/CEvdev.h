// The few evdev ioctls GestureEvdev needs, wrapped as plain functions: Swift cannot call the
// variadic ioctl(2) or expand the EVIOC* macros. Every function returns 0 (or a count) on
// success and -errno on failure; where there is no evdev (not Linux), -ENOSYS.
#ifndef CEVDEV_H
#define CEVDEV_H

#include <stdint.h>

/// EVIOCGNAME: the device's name, NUL-terminated, into `buffer` of `size` bytes.
int cevdev_name(int fd, char *buffer, int size);
/// EVIOCGPHYS: where the device is attached (`usb-0000:00:14.0-1/input0`), NUL-terminated, `size` bytes.
int cevdev_physical_path(int fd, char *buffer, int size);
/// EVIOCGID: the bus type, vendor, product and version, into `ids[0...3]`.
int cevdev_id(int fd, uint16_t *ids);
/// EVIOCGPROP: the INPUT_PROP_* bits, `size` bytes.
int cevdev_properties(int fd, uint8_t *bits, int size);
/// EVIOCGBIT(EV_ABS): which absolute axes exist, `size` bytes.
int cevdev_absolute_bits(int fd, uint8_t *bits, int size);
/// EVIOCGBIT(type): which codes of event type `type` exist (type 0: which event types), `size` bytes.
int cevdev_event_bits(int fd, int type, uint8_t *bits, int size);
/// EVIOCGKEY: which keys and buttons are held now, `size` bytes.
int cevdev_key_state(int fd, uint8_t *bits, int size);
/// EVIOCGABS(code): an absolute axis's range, resolution and current value.
int cevdev_absolute_info(int fd, int code, int32_t *minimum, int32_t *maximum, int32_t *resolution, int32_t *value);
/// EVIOCGRAB: take (1) or release (0) the device for this descriptor alone.
int cevdev_grab(int fd, int grab);
/// EVIOCSCLOCKID(CLOCK_MONOTONIC): event times on the monotonic clock.
int cevdev_use_monotonic_clock(int fd);
/// EVIOCGMTSLOTS(code): the current value of a multitouch axis in each of `count` slots.
int cevdev_mt_slots(int fd, int code, int32_t *values, int count);

#endif
