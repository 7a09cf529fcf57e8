// The runner image's C main for qemu's mps2-an386: the command (qemu's -append, read by
// semihosting) names the Swift entry to run, as the native runner's first argument does.
// qemu's semihosting command line starts with the image's path, and picolibc's crt0 puts
// "program-name" before it: argv is {"program-name", "IMAGE.elf", "COMMAND"}.

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Weak: an image of the replay alone (docs/Platforms.md, the standard scene's memory) links
// without the other entries, and a command naming a missing one is refused.
extern int runner_scripted(void) __attribute__((weak));
extern int runner_ownership(void) __attribute__((weak));
extern int runner_replay(const unsigned char *bytes, int count) __attribute__((weak));
extern int runner_shapes(const unsigned char *bytes, int count) __attribute__((weak));

// `replay FILE.gks [memory]` and `shapes FILE.gkg`: picolibc's stdio opens the file on the
// host through semihosting (relative to qemu's working directory); the whole stream is read
// into one block of the heap, of the file's size (a $1 person's gestures take 1.6 MB of the
// board's 4 MB). `memory` then prints how far the heap grew during the replay itself
// (picolibc's heap only grows: mallinfo's arena after the replay minus after reading the
// stream), for docs/Platforms.md.
static int play(const char *path, int (*entry)(const unsigned char *, int), int memory) {
    if (!entry) return 64;
    FILE *file = fopen(path, "rb");
    if (!file) {
        printf("cannot open %s\n", path);
        return 66;
    }
    long size = fseek(file, 0, SEEK_END) == 0 ? ftell(file) : -1;
    unsigned char *bytes = size > 0 && fseek(file, 0, SEEK_SET) == 0 ? malloc((size_t)size) : NULL;
    size_t count = bytes ? fread(bytes, 1, (size_t)size, file) : 0;
    fclose(file);
    if (!bytes || count != (size_t)size) {
        printf("cannot read %s (%ld bytes)\n", path, size);
        return 71;
    }
    size_t arena = mallinfo().arena;
    int status = entry(bytes, (int)count);
    if (memory) {
        printf("memory: stream %u B; the heap grew by %u B during the replay, to %u B\n", (unsigned)count,
               (unsigned)(mallinfo().arena - arena), (unsigned)mallinfo().arena);
    }
    free(bytes);
    return status;
}

int main(int argc, char **argv) {
    if (argc > 3 && strcmp(argv[2], "replay") == 0) return play(argv[3], runner_replay, argc > 4 && strcmp(argv[4], "memory") == 0);
    if (argc > 3 && strcmp(argv[2], "shapes") == 0) return play(argv[3], runner_shapes, 0);
    const char *command = argc > 2 ? argv[argc - 1] : "scripted";
    if (strcmp(command, "scripted") == 0 && runner_scripted) return runner_scripted();
    if (strcmp(command, "ownership") == 0 && runner_ownership) return runner_ownership();
    return 64;
}
