// The runner image's C main for qemu's mps2-an386: the command (qemu's -append, read by
// semihosting) names the Swift entry to run, as the native runner's first argument does.
// qemu's semihosting command line starts with the image's path, and picolibc's crt0 puts
// "program-name" before it: argv is {"program-name", "IMAGE.elf", "COMMAND"}.

#include <string.h>

extern int runner_scripted(void);
extern int runner_ownership(void);

int main(int argc, char **argv) {
    const char *command = argc > 2 ? argv[argc - 1] : "scripted";
    if (strcmp(command, "scripted") == 0) return runner_scripted();
    if (strcmp(command, "ownership") == 0) return runner_ownership();
    return 64;
}
