#include "CEvdev.h"
#include <errno.h>

#ifdef __linux__
#include <linux/input.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>

static int result(int value) { return value < 0 ? -errno : value; }

int cevdev_name(int fd, char *buffer, int size) {
    if (size <= 0) return -EINVAL;
    memset(buffer, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGNAME((unsigned)size - 1), buffer));
}

int cevdev_physical_path(int fd, char *buffer, int size) {
    if (size <= 0) return -EINVAL;
    memset(buffer, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGPHYS((unsigned)size - 1), buffer));
}

int cevdev_id(int fd, uint16_t *ids) {
    struct input_id id;
    memset(&id, 0, sizeof id);
    int status = result(ioctl(fd, EVIOCGID, &id));
    ids[0] = id.bustype; ids[1] = id.vendor; ids[2] = id.product; ids[3] = id.version;
    return status;
}

int cevdev_properties(int fd, uint8_t *bits, int size) {
    memset(bits, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGPROP((unsigned)size), bits));
}

int cevdev_absolute_bits(int fd, uint8_t *bits, int size) {
    memset(bits, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGBIT(EV_ABS, (unsigned)size), bits));
}

int cevdev_event_bits(int fd, int type, uint8_t *bits, int size) {
    memset(bits, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGBIT((unsigned)type, (unsigned)size), bits));
}

int cevdev_key_state(int fd, uint8_t *bits, int size) {
    memset(bits, 0, (size_t)size);
    return result(ioctl(fd, EVIOCGKEY((unsigned)size), bits));
}

int cevdev_absolute_info(int fd, int code, int32_t *minimum, int32_t *maximum, int32_t *resolution, int32_t *value) {
    struct input_absinfo info;
    memset(&info, 0, sizeof info);
    int status = ioctl(fd, EVIOCGABS((unsigned)code), &info);
    if (status < 0) return -errno;
    *minimum = info.minimum;
    *maximum = info.maximum;
    *resolution = info.resolution;
    *value = info.value;
    return 0;
}

int cevdev_grab(int fd, int grab) { return result(ioctl(fd, EVIOCGRAB, grab ? 1 : 0)); }

int cevdev_use_monotonic_clock(int fd) {
    int clock = CLOCK_MONOTONIC;
    return result(ioctl(fd, EVIOCSCLOCKID, &clock));
}

int cevdev_mt_slots(int fd, int code, int32_t *values, int count) {
    if (count <= 0) return -EINVAL;
    size_t bytes = sizeof(int32_t) * ((size_t)count + 1);
    int32_t *request = calloc((size_t)count + 1, sizeof(int32_t));
    if (!request) return -ENOMEM;
    request[0] = code;
    int status = ioctl(fd, EVIOCGMTSLOTS(bytes), request);
    if (status < 0) {
        int error = errno;
        free(request);
        return -error;
    }
    memcpy(values, request + 1, sizeof(int32_t) * (size_t)count);
    free(request);
    return 0;
}

#else

int cevdev_name(int fd, char *buffer, int size) { return -ENOSYS; }
int cevdev_physical_path(int fd, char *buffer, int size) { return -ENOSYS; }
int cevdev_id(int fd, uint16_t *ids) { return -ENOSYS; }
int cevdev_properties(int fd, uint8_t *bits, int size) { return -ENOSYS; }
int cevdev_absolute_bits(int fd, uint8_t *bits, int size) { return -ENOSYS; }
int cevdev_event_bits(int fd, int type, uint8_t *bits, int size) { return -ENOSYS; }
int cevdev_key_state(int fd, uint8_t *bits, int size) { return -ENOSYS; }
int cevdev_absolute_info(int fd, int code, int32_t *minimum, int32_t *maximum, int32_t *resolution, int32_t *value) { return -ENOSYS; }
int cevdev_grab(int fd, int grab) { return -ENOSYS; }
int cevdev_use_monotonic_clock(int fd) { return -ENOSYS; }
int cevdev_mt_slots(int fd, int code, int32_t *values, int count) { return -ENOSYS; }

#endif
