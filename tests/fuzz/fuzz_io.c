/* fuzz_io.c - fuzz target: the .npy and IDX readers of tools/common/npk_io.
 * The parsers run on the input bytes in memory (npk_io_parse_*); the IDX
 * labels reader, which takes a path, gets a temporary file. FUZZ_IO_NPY selects the .npy reader; otherwise the IDX readers
 * (float and labels) run. A successful read must describe its data
 * consistently; a failed one must leave an empty array and a message. */
#define _POSIX_C_SOURCE 200809L
#include "npk_io.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Not assert(): Release builds define NDEBUG and the replay must still check. */
#define CHECK(x) do { if (!(x)) { fprintf(stderr, "fuzz_io: check failed: %s\n", #x); abort(); } } while (0)

#ifdef FUZZ_IO_NPY
#define FUZZ_EXT "npy"
#else
#define FUZZ_EXT "idx"
#endif

#ifndef FUZZ_IO_NPY
static const char *temp_path(void)
{
    static char path[256];
    if (!path[0]) {
        const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(path, sizeof path, "%s/npk-fuzz-%ld." FUZZ_EXT, dir, (long)getpid());
    }
    return path;
}

#endif

static void check_array(int rc, const npk_array *a, const char *err)
{
    uint64_t count = 1, i;
    int d;
    if (rc != 0) {
        CHECK(rc == -1 && a->data == NULL && a->count == 0 && err[0]);
        return;
    }
    CHECK(a->rank >= 0 && a->rank <= NPK_IO_MAX_RANK);
    for (d = 0; d < a->rank; d++) count *= a->dims[d];
    CHECK(count == a->count && (a->data || a->count == 0));
    for (i = 0; i < a->count; i++) { volatile float v = a->data[i]; (void)v; }
}

#ifndef FUZZ_IO_NPY
/* The labels reader only reads files; use it for inputs that claim to be
 * rank-1 uint8 IDX, so the other inputs stay in memory (fast). */
static void fuzz_labels(const uint8_t *data, size_t size)
{
    static const uint8_t label_magic[4] = { 0, 0, 0x08, 0x01 };
    const char *path = temp_path();
    uint8_t *labels = NULL;
    uint64_t n = 0, i;
    char err[512];
    int rc;
    FILE *f;
    if (size < 4 || memcmp(data, label_magic, 4) != 0 || !(f = fopen(path, "wb"))) return;
    fwrite(data, 1, size, f);
    fclose(f);
    err[0] = '\0';
    rc = npk_io_read_idx_labels(path, &labels, &n, err, sizeof err);
    CHECK(rc == 0 ? (labels != NULL || n == 0) : (rc == -1 && err[0]));
    for (i = 0; rc == 0 && i < n; i++) { volatile uint8_t v = labels[i]; (void)v; }
    free(labels);
    unlink(path);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    npk_array a;
    memset(&a, 0, sizeof a);
    err[0] = '\0';
#ifdef FUZZ_IO_NPY
    check_array(npk_io_parse_npy(data, size, "fuzz.npy", &a, err, sizeof err), &a, err);
    npk_array_free(&a);
#else
    check_array(npk_io_parse_idx(data, size, "fuzz.idx", &a, err, sizeof err), &a, err);
    npk_array_free(&a);
    fuzz_labels(data, size);
#endif
    return 0;
}
