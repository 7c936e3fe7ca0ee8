/* util.c - allocation that never returns NULL, small type helpers, and the
 * atomic file writer (temporary file in the same directory, then rename). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"

/* Every allocation is linked into one list and released at exit, so the
 * many error exits need no cleanup code and leak checkers stay quiet. */
typedef union blk {
    struct { union blk *prev, *next; } link;
    long double ld; void *vp; long long ll;  /* C99 stand-in for max_align_t */
} blk;
static blk g_head = { { &g_head, &g_head } };
static int g_registered;

static void free_all(void)
{
    while (g_head.link.next != &g_head) {
        blk *b = g_head.link.next;
        b->link.prev->link.next = b->link.next;
        b->link.next->link.prev = b->link.prev;
        free(b);
    }
}

static void *link_in(blk *b)
{
    if (!b) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
    if (!g_registered) { g_registered = 1; atexit(free_all); }
    b->link.next = g_head.link.next;
    b->link.prev = &g_head;
    g_head.link.next->link.prev = b;
    g_head.link.next = b;
    return b + 1;
}

static blk *unlink_blk(void *p)
{
    blk *b = (blk *)p - 1;
    b->link.prev->link.next = b->link.next;
    b->link.next->link.prev = b->link.prev;
    return b;
}

void *m2c_alloc(size_t n)
{
    if (n > SIZE_MAX - 2 * sizeof(blk)) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
    return link_in((blk *)calloc(1, sizeof(blk) + (n ? n : 1)));
}

void *m2c_grow(void *p, size_t n)
{
    blk *b;
    if (!p) return m2c_alloc(n);
    if (n > SIZE_MAX - 2 * sizeof(blk)) m2c_fatal(M2C_EXIT_INTERNAL, "out of memory");
    b = unlink_blk(p);
    b = (blk *)realloc(b, sizeof(blk) + (n ? n : 1));
    return link_in(b);
}

void m2c_free(void *p)
{
    if (p) free(unlink_blk(p));
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
    if (a->rank != b->rank || a->elem != b->elem || a->scalar != b->scalar) return 0;
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

/* m2c_elem order: f32 i1 i8 i16 i32 i64 index f16 bf16 f64 f8.. f4 i4 i2 shape */
static const unsigned char elem_dtypes[] = {
    NPK_DTYPE_F32, NPK_DTYPE_I1, NPK_DTYPE_I8, NPK_DTYPE_I16, NPK_DTYPE_I32, NPK_DTYPE_I64, 0,
    NPK_DTYPE_F16, NPK_DTYPE_BF16, NPK_DTYPE_F64, NPK_DTYPE_F8E4M3FN, NPK_DTYPE_F8E5M2, NPK_DTYPE_F8E4M3FNUZ,
    NPK_DTYPE_F8E5M2FNUZ, NPK_DTYPE_F8E8M0FNU, NPK_DTYPE_F4E2M1FN, NPK_DTYPE_I4, NPK_DTYPE_I2, 0,
};

int m2c_elem_is_float(int e)
{
    return e == M2C_F32 || e == M2C_F16 || e == M2C_BF16 || e == M2C_F64 || (e >= M2C_F8E4M3FN && e <= M2C_F4E2M1FN);
}
int m2c_elem_is_narrow_float(int e) { return e != M2C_F32 && m2c_elem_is_float(e); }
int m2c_elem_is_int(int e) { return (e >= M2C_I1 && e <= M2C_INDEX) || e == M2C_I4 || e == M2C_I2; }

unsigned m2c_elem_dtype(int elem)
{
    return elem >= 0 && (size_t)elem < sizeof elem_dtypes ? elem_dtypes[elem] : 0u;
}

int m2c_dtype_elem(unsigned dtype)
{
    size_t k;
    for (k = 0; k < sizeof elem_dtypes; k++)
        if (dtype && elem_dtypes[k] == dtype) return (int)k;
    return -1;
}

const char *m2c_elem_name(int elem)
{
    static const char *const names[] = { "f32", "i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f64",
                                         "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E8M0FNU", "f4E2M1FN", "i4", "i2",
                                         "shape",
                                         "!torch.none", "!torch.str", "!torch.Device", "!torch.list" };
    return (unsigned)elem < sizeof names / sizeof names[0] ? names[elem] : "?";
}

void m2c_type_str(const m2c_type *t, char *buf, size_t n)
{
    char s[160];
    if (t->elem == M2C_SHAPE) { snprintf(buf, n, "!tosa.shape<%lld>", (long long)t->dims[0]); return; }
    if (t->scalar) { snprintf(buf, n, "%s", m2c_elem_name(t->elem)); return; }
    if (t->rank == 0) { snprintf(buf, n, "%s<%s>", t->memref ? "memref" : "tensor", m2c_elem_name(t->elem)); return; }
    m2c_shape_str(t, s, sizeof s);
    snprintf(buf, n, "%s<%sx%s>", t->memref ? "memref" : "tensor", s, m2c_elem_name(t->elem));
}

static char *temp_name(const char *path)
{
    static unsigned counter;
    size_t n = strlen(path) + 32;
    char *tmp = (char *)m2c_alloc(n);
    if (!tmp) return NULL; /* unreachable (m2c_alloc exits); tells gcc -O3 so */
    snprintf(tmp, n, "%s.tmp%u.%u", path, (unsigned)rand() % 100000u, counter++);
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
    for (i = 0; i < n; i++) { remove(tmp[i]); m2c_free(tmp[i]); }
    return ok ? 0 : -1;
}

int m2c_write_atomic(const char *path, const void *data, size_t n)
{
    const char *d = (const char *)data;
    return m2c_write_files_atomic(1, &path, &d, &n);
}
