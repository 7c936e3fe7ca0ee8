/* util.c - allocation that never returns NULL, small type helpers, and the
 * atomic file writer (temporary file in the same directory, then rename). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"

void *m2c_alloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
    return p;
}

void *m2c_grow(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
    return q;
}

char *m2c_strndup(const char *s, size_t n)
{
    char *d = (char *)m2c_alloc(n + 1);
    memcpy(d, s, n);
    return d;
}

int m2c_type_equal(const m2c_type *a, const m2c_type *b)
{
    int i;
    if (a->rank != b->rank) return 0;
    for (i = 0; i < a->rank; i++)
        if (a->dims[i] != b->dims[i]) return 0;
    return 1;
}

int m2c_type_static(const m2c_type *t)
{
    int i;
    for (i = 0; i < t->rank; i++)
        if (t->dims[i] < 0) return 0;
    return 1;
}

uint64_t m2c_type_count(const m2c_type *t)
{
    uint64_t n = 1;
    int i;
    for (i = 0; i < t->rank; i++) n *= (uint64_t)t->dims[i];
    return n;
}

void m2c_shape_str(const m2c_type *t, char *buf, size_t n)
{
    size_t used = 0;
    int i;
    buf[0] = 0;
    if (t->rank == 0) { snprintf(buf, n, "scalar"); return; }
    for (i = 0; i < t->rank && used < n; i++) {
        int w;
        if (t->dims[i] < 0) w = snprintf(buf + used, n - used, "%s?", i ? "x" : "");
        else w = snprintf(buf + used, n - used, "%s%lld", i ? "x" : "", (long long)t->dims[i]);
        if (w < 0) break;
        used += (size_t)w;
    }
}

void m2c_type_str(const m2c_type *t, char *buf, size_t n)
{
    char s[160];
    if (t->rank == 0) { snprintf(buf, n, "tensor<f32>"); return; }
    m2c_shape_str(t, s, sizeof s);
    snprintf(buf, n, "tensor<%sxf32>", s);
}

static char *temp_name(const char *path)
{
    static unsigned counter;
    char *tmp = (char *)m2c_alloc(strlen(path) + 32);
    sprintf(tmp, "%s.tmp%u.%u", path, (unsigned)rand() % 100000u, counter++);
    return tmp;
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    int ok;
    if (!f) return 0;
    ok = fwrite(data, 1, n, f) == n;
    ok = (fclose(f) == 0) && ok;
    if (!ok) remove(path);
    return ok;
}

int m2c_write_files_atomic(int n, const char *const *paths, const char *const *data, const size_t *lens)
{
    char *tmp[8];
    int i, ok = 1;
    if (n > 8) return -1;
    for (i = 0; i < n; i++) tmp[i] = temp_name(paths[i]);
    for (i = 0; i < n && ok; i++) ok = write_file(tmp[i], data[i], lens[i]);
    for (i = 0; i < n && ok; i++) ok = rename(tmp[i], paths[i]) == 0;
    for (i = 0; i < n; i++) { remove(tmp[i]); free(tmp[i]); }
    return ok ? 0 : -1;
}

int m2c_write_atomic(const char *path, const void *data, size_t n)
{
    const char *d = (const char *)data;
    return m2c_write_files_atomic(1, &path, &d, &n);
}
