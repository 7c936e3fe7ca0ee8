/* fuzz_replay.c - main() for the fuzz targets when built without libFuzzer
 * (gcc, every build): runs LLVMFuzzerTestOneInput on every file named on
 * the command line or found (non-recursively) in a named directory. Any
 * crash, sanitizer report or assertion fails the run. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t n = 0, cap = 0, got;
    if (!f) { fprintf(stderr, "fuzz_replay: cannot open %s\n", path); return -1; }
    do {
        if (cap - n < 4096) {
            unsigned char *nb = (unsigned char *)realloc(buf, cap = cap * 2 + 65536);
            if (!nb) { free(buf); fclose(f); return -1; }
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, n);
    free(buf);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    int i, files = 0;
    for (i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) { fprintf(stderr, "fuzz_replay: no such file %s\n", argv[i]); return 2; }
        if (S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            struct dirent *e;
            char **names = NULL;
            size_t n = 0, k;
            if (!d) return 2;
            while ((e = readdir(d)) != NULL) {
                char path[4096], **nn;
                struct stat es;
                snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
                if (e->d_name[0] == '.' || stat(path, &es) != 0 || !S_ISREG(es.st_mode)) continue;
                nn = (char **)realloc(names, (n + 1) * sizeof *names);
                if (!nn) return 2;
                names = nn;
                names[n] = (char *)malloc(strlen(path) + 1);
                if (!names[n]) return 2;
                strcpy(names[n++], path);
            }
            closedir(d);
            if (n) qsort(names, n, sizeof *names, cmp_str); /* same order every run (an empty directory: none) */
            for (k = 0; k < n; k++) {
                if (run_file(names[k]) != 0) return 2;
                files++;
                free(names[k]);
            }
            free(names);
        } else {
            if (run_file(argv[i]) != 0) return 2;
            files++;
        }
    }
    if (files == 0) { fprintf(stderr, "fuzz_replay: no inputs\n"); return 2; }
    printf("fuzz_replay: %d inputs, no crash\n", files);
    return 0;
}
