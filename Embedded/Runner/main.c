// The runner image's C main for qemu's mps2-an386: the command (qemu's -append, read by
// semihosting) names the Swift entry to run, as the native runner's first argument does.
// qemu's semihosting command line starts with the image's path, and picolibc's crt0 puts
// "program-name" before it: argv is {"program-name", "IMAGE.elf", "COMMAND"}.

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int runner_scripted(void);
extern int runner_ownership(void);
extern int runner_replay(const unsigned char *bytes, int count);

// `replay FILE.gks [memory]`: picolibc's stdio opens the file on the host through semihosting
// (relative to qemu's working directory); the whole stream is read into the heap. `memory`
// then prints how far the heap grew during the replay itself (picolibc's heap only grows:
// mallinfo's arena after the replay minus after reading the stream), for docs/Platforms.md.
static int replay(const char *path, int memory) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        printf("cannot open %s\n", path);
        return 66;
    }
    size_t capacity = 4096, count = 0;
    unsigned char *bytes = malloc(capacity);
    size_t read;
    while (bytes && (read = fread(bytes + count, 1, capacity - count, file)) > 0) {
        count += read;
        if (count == capacity) bytes = realloc(bytes, capacity *= 2);
    }
    fclose(file);
    if (!bytes) return 71;
    size_t arena = mallinfo().arena;
    int status = runner_replay(bytes, (int)count);
    if (memory) {
        printf("memory: stream %u B; the heap grew by %u B during the replay, to %u B\n", (unsigned)count,
               (unsigned)(mallinfo().arena - arena), (unsigned)mallinfo().arena);
    }
    free(bytes);
    return status;
}

int main(int argc, char **argv) {
    if (argc > 3 && strcmp(argv[2], "replay") == 0) return replay(argv[3], argc > 4 && strcmp(argv[4], "memory") == 0);
    const char *command = argc > 2 ? argv[argc - 1] : "scripted";
    if (strcmp(command, "scripted") == 0) return runner_scripted();
    if (strcmp(command, "ownership") == 0) return runner_ownership();
    return 64;
}
