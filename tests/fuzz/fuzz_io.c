/* fuzz_io.c - fuzz target: the .npy and IDX readers of tools/common/npk_io.
 * The readers take paths, so each input is written to a temporary file
 * first. FUZZ_IO_NPY selects the .npy reader; otherwise the IDX readers
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

static const char *temp_path(void)
{
    static char path[256];
    if (!path[0]) {
        const char *dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        snprintf(path, sizeof path, "%s/npk-fuzz-%ld." FUZZ_EXT, dir, (long)getpid());
    }
    return path;
}

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = temp_path();
    FILE *f = fopen(path, "wb");
    char err[512];
    npk_array a;
    if (!f) return 0;
    if (size) fwrite(data, 1, size, f);
    fclose(f);
    memset(&a, 0, sizeof a);
    err[0] = '\0';
#ifdef FUZZ_IO_NPY
    check_array(npk_io_read_npy(path, &a, err, sizeof err), &a, err);
    npk_array_free(&a);
#else
    {
        uint8_t *labels = NULL;
        uint64_t n = 0, i;
        int rc;
        check_array(npk_io_read_idx(path, &a, err, sizeof err), &a, err);
        npk_array_free(&a);
        err[0] = '\0';
        rc = npk_io_read_idx_labels(path, &labels, &n, err, sizeof err);
        CHECK(rc == 0 ? (labels != NULL || n == 0) : (rc == -1 && err[0]));
        for (i = 0; rc == 0 && i < n; i++) { volatile uint8_t v = labels[i]; (void)v; }
        free(labels);
    }
#endif
    unlink(path);
    return 0;
}
