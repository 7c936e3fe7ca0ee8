/* npk_io.c - tensor files for the desktop tools: .npy, IDX and raw .bin.
 * Every reader takes the whole file into memory first, so "truncated" and
 * "trailing bytes" are plain size comparisons, and every size is computed
 * with the overflow-checked helpers below. Writers go through a temporary
 * file in the target's directory and rename(), so a failure never leaves a
 * partial file behind. */
#define _POSIX_C_SOURCE 200809L
#include "npk_io.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* ---- errors and checked arithmetic ---------------------------------- */

static int io_fail(char *err, size_t errlen, const char *path, const char *fmt, ...)
{
    if (err && errlen > 0) {
        va_list ap;
        int n = snprintf(err, errlen, "%s: ", path ? path : "(null)");
        if (n >= 0 && (size_t)n < errlen) {
            va_start(ap, fmt);
            vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
            va_end(ap);
        }
    }
    return -1;
}

static int mul_u64(uint64_t a, uint64_t b, uint64_t *out)
{
    if (a != 0 && b > UINT64_MAX / a) return 0;
    *out = a * b;
    return 1;
}

static int add_u64(uint64_t a, uint64_t b, uint64_t *out)
{
    if (b > UINT64_MAX - a) return 0;
    *out = a + b;
    return 1;
}

static void array_clear(npk_array *a)
{
    memset(a, 0, sizeof *a);
}

void npk_array_free(npk_array *a)
{
    if (!a) return;
    free(a->data);
    array_clear(a);
}

/* Allocate count elements of esize bytes (at least one, so data is never
 * NULL on success). */
static int array_alloc_elems(npk_array *a, uint64_t count, unsigned esize, const char *path, char *err,
                             size_t errlen)
{
    uint64_t bytes;
    if (!mul_u64(count ? count : 1, esize, &bytes) || bytes > (uint64_t)SIZE_MAX)
        return io_fail(err, errlen, path, "array of %llu elements does not fit in memory",
                       (unsigned long long)count);
    a->data = (float *)malloc((size_t)bytes);
    if (!a->data)
        return io_fail(err, errlen, path, "out of memory for %llu elements", (unsigned long long)count);
    a->count = count;
    return 0;
}

static int array_alloc(npk_array *a, uint64_t count, const char *path, char *err, size_t errlen)
{
    return array_alloc_elems(a, count, 4, path, err, errlen);
}

/* ---- element types --------------------------------------------------- */

/* Indexed by NPK_IO_* code: size, the descr written, the name. */
static const struct { unsigned size; const char *descr, *name; } io_types[] = {
    {4, "<f4", "f32"}, {4, "<f4", "f32"}, {2, "<f2", "f16"}, {2, "<u2", "bf16"}, {1, "|b1", "i1"},
    {1, "|i1", "i8"}, {2, "<i2", "i16"}, {4, "<i4", "i32"}, {8, "<i8", "i64"}, {8, "<f8", "f64"},
    /* 8/4-bit floats and i4/i2: what a file holds for them is '|u1' bits, '<f4' values or '|i1' */
    {1, "|u1", "f8E4M3FN"}, {1, "|u1", "f8E5M2"}, {1, "|u1", "f8E4M3FNUZ"}, {1, "|u1", "f8E5M2FNUZ"},
    {1, "|u1", "f8E8M0FNU"}, {1, "|u1", "f4E2M1FN"}, {1, "|i1", "i4"}, {1, "|i1", "i2"},
    {2, "<u2", "u16"}, {1, "|u1", "u8"}, {4, "<u4", "u32"}, {8, "<u8", "u64"},
};
#define IO_N_TYPES (sizeof io_types / sizeof io_types[0])

unsigned npk_io_dtype_size(int dtype)
{
    return dtype >= 0 && (size_t)dtype < IO_N_TYPES ? io_types[dtype].size : 0u;
}
const char *npk_io_dtype_descr(int dtype)
{
    return dtype >= 0 && (size_t)dtype < IO_N_TYPES ? io_types[dtype].descr : "?";
}
const char *npk_io_dtype_name(int dtype)
{
    return dtype >= 0 && (size_t)dtype < IO_N_TYPES ? io_types[dtype].name : "?";
}

int64_t npk_io_load_int(int dtype, const void *b, int *ok)
{
    int8_t i8; int16_t i16; int32_t i32; int64_t i64; uint16_t u16; uint32_t u32; uint64_t u64;
    *ok = 1;
    switch (dtype) {
    case NPK_IO_BOOL: case NPK_IO_U8: return *(const unsigned char *)b;
    case NPK_IO_I8: memcpy(&i8, b, 1); return i8;
    case NPK_IO_I16: memcpy(&i16, b, 2); return i16;
    case NPK_IO_U16: memcpy(&u16, b, 2); return u16;
    case NPK_IO_I32: memcpy(&i32, b, 4); return i32;
    case NPK_IO_U32: memcpy(&u32, b, 4); return u32;
    case NPK_IO_U64: memcpy(&u64, b, 8); *ok = u64 <= (uint64_t)INT64_MAX; return (int64_t)u64;
    default: memcpy(&i64, b, 8); return i64;
    }
}

/* The NPK_IO_* code a typed read gives a .npy descr, 0 if none. */
static int npy_descr_dtype(const char *d)
{
    static const struct { const char *descr; int dtype; } map[] = {
        {"<f4", NPK_IO_F32}, {"<f8", NPK_IO_F32}, {"<f2", NPK_IO_F16}, {"|b1", NPK_IO_BOOL}, {"<b1", NPK_IO_BOOL},
        {"|i1", NPK_IO_I8}, {"<i1", NPK_IO_I8}, {"<i2", NPK_IO_I16}, {"<i4", NPK_IO_I32}, {"<i8", NPK_IO_I64},
        {"<u2", NPK_IO_U16}, {"<V2", NPK_IO_U16}, {"|V2", NPK_IO_U16}, {"|u1", NPK_IO_U8}, {"<u1", NPK_IO_U8},
        {"<u4", NPK_IO_U32}, {"<u8", NPK_IO_U64},
    };
    size_t k;
    for (k = 0; k < sizeof map / sizeof map[0]; k++)
        if (strcmp(d, map[k].descr) == 0) return map[k].dtype;
    return 0;
}

/* ---- byte order ------------------------------------------------------ */

static uint32_t get_le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint32_t get_be32(const unsigned char *p)
{
    return (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
}

static float f32_from_bits(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static void put_le32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

/* ---- whole-file reads ------------------------------------------------ */

/* Reads the whole regular file at path into memory from
 * alloc(size) (posix_memalign'd when align is nonzero). */
static int read_whole(const char *path, size_t align, unsigned char **data, size_t *size,
                      char *err, size_t errlen)
{
    FILE *f;
    struct stat st;
    unsigned char *buf = NULL;
    size_t n, want;
    *data = NULL;
    *size = 0;
    f = fopen(path, "rb");
    if (!f) return io_fail(err, errlen, path, "cannot open: %s", strerror(errno));
    if (fstat(fileno(f), &st) != 0) {
        int e = errno;
        fclose(f);
        return io_fail(err, errlen, path, "cannot stat: %s", strerror(e));
    }
    if (!S_ISREG(st.st_mode)) {
        fclose(f);
        return io_fail(err, errlen, path, "not a regular file");
    }
    if (st.st_size < 0 || (uint64_t)st.st_size > (uint64_t)SIZE_MAX - 64) {
        fclose(f);
        return io_fail(err, errlen, path, "file too large");
    }
    want = (size_t)st.st_size;
    if (align) {
        void *p = NULL;
        if (posix_memalign(&p, align, want ? want : 1) != 0) p = NULL;
        buf = (unsigned char *)p;
    } else {
        buf = (unsigned char *)malloc(want ? want : 1);
    }
    if (!buf) {
        fclose(f);
        return io_fail(err, errlen, path, "out of memory for %llu bytes", (unsigned long long)want);
    }
    n = want ? fread(buf, 1, want, f) : 0;
    /* The file must not have changed size under us. */
    if (n != want || fgetc(f) != EOF || ferror(f)) {
        int rerr = ferror(f);
        fclose(f);
        free(buf);
        return io_fail(err, errlen, path, rerr ? "read error" : "file changed size while reading");
    }
    fclose(f);
    *data = buf;
    *size = want;
    return 0;
}

int npk_io_read_file_aligned(const char *path, void **data, size_t *size, char *err, size_t errlen)
{
    unsigned char *buf;
    if (!data || !size) return io_fail(err, errlen, path, "NULL output argument");
    if (read_whole(path, 64, &buf, size, err, errlen) != 0) {
        *data = NULL;
        return -1;
    }
    *data = buf;
    return 0;
}

void npk_io_free_aligned(void *p)
{
    free(p);
}

/* ---- .npy ------------------------------------------------------------ */

/* The header is a Python dict literal, e.g.
 *   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
 * We parse exactly that grammar: string keys, string / bool / int-tuple values. */
typedef struct npy_lex {
    const char *p, *end;
} npy_lex;

static void npy_skip_ws(npy_lex *lx)
{
    while (lx->p < lx->end && (*lx->p == ' ' || *lx->p == '\t' || *lx->p == '\n' || *lx->p == '\r'))
        lx->p++;
}

static int npy_accept(npy_lex *lx, char c)
{
    npy_skip_ws(lx);
    if (lx->p < lx->end && *lx->p == c) {
        lx->p++;
        return 1;
    }
    return 0;
}

/* A quoted string without escapes; copies at most cap-1 bytes into out. */
static int npy_string(npy_lex *lx, char *out, size_t cap)
{
    char q;
    size_t n = 0;
    npy_skip_ws(lx);
    if (lx->p >= lx->end || (*lx->p != '\'' && *lx->p != '"')) return 0;
    q = *lx->p++;
    while (lx->p < lx->end && *lx->p != q) {
        if (*lx->p == '\\') return 0;
        if (n + 1 >= cap) return 0;
        out[n++] = *lx->p++;
    }
    if (lx->p >= lx->end) return 0;
    lx->p++;
    out[n] = '\0';
    return 1;
}

static int npy_word(npy_lex *lx, const char *w)
{
    size_t n = strlen(w);
    npy_skip_ws(lx);
    if ((size_t)(lx->end - lx->p) >= n && memcmp(lx->p, w, n) == 0) {
        lx->p += n;
        return 1;
    }
    return 0;
}

/* Parses the header dict; on error writes the reason and returns -1. */
static int npy_parse_header(const char *text, size_t len, const char *path, char *descr, size_t descr_cap,
                            int *fortran, int *rank, uint64_t *dims, char *err, size_t errlen)
{
    npy_lex lx;
    int have_descr = 0, have_fortran = 0, have_shape = 0;
    lx.p = text;
    lx.end = text + len;
    if (!npy_accept(&lx, '{')) return io_fail(err, errlen, path, "bad .npy header: expected '{'");
    for (;;) {
        char key[32];
        if (npy_accept(&lx, '}')) break;
        if (!npy_string(&lx, key, sizeof key))
            return io_fail(err, errlen, path, "bad .npy header: expected a quoted key");
        if (!npy_accept(&lx, ':'))
            return io_fail(err, errlen, path, "bad .npy header: expected ':' after '%s'", key);
        if (strcmp(key, "descr") == 0 && !have_descr) {
            if (!npy_string(&lx, descr, descr_cap))
                return io_fail(err, errlen, path, "unsupported .npy dtype (need '<f4' or '<f8')");
            have_descr = 1;
        } else if (strcmp(key, "fortran_order") == 0 && !have_fortran) {
            if (npy_word(&lx, "False")) *fortran = 0;
            else if (npy_word(&lx, "True")) *fortran = 1;
            else return io_fail(err, errlen, path, "bad .npy header: fortran_order is not True/False");
            have_fortran = 1;
        } else if (strcmp(key, "shape") == 0 && !have_shape) {
            *rank = 0;
            if (!npy_accept(&lx, '('))
                return io_fail(err, errlen, path, "bad .npy header: shape is not a tuple");
            while (!npy_accept(&lx, ')')) {
                uint64_t v = 0;
                int digits = 0;
                npy_skip_ws(&lx);
                while (lx.p < lx.end && *lx.p >= '0' && *lx.p <= '9') {
                    uint64_t t;
                    if (!mul_u64(v, 10, &t) || !add_u64(t, (uint64_t)(*lx.p - '0'), &v))
                        return io_fail(err, errlen, path, "shape dimension overflows");
                    lx.p++;
                    digits++;
                }
                if (!digits) return io_fail(err, errlen, path, "bad .npy header: bad shape entry");
                if (*rank >= NPK_IO_MAX_RANK)
                    return io_fail(err, errlen, path, "rank above %d is not supported", NPK_IO_MAX_RANK);
                dims[(*rank)++] = v;
                if (!npy_accept(&lx, ',')) {
                    if (!npy_accept(&lx, ')'))
                        return io_fail(err, errlen, path, "bad .npy header: expected ',' or ')' in shape");
                    break;
                }
            }
            have_shape = 1;
        } else {
            return io_fail(err, errlen, path, "bad .npy header: unexpected or repeated key '%s'", key);
        }
        if (!npy_accept(&lx, ',')) {
            if (!npy_accept(&lx, '}')) return io_fail(err, errlen, path, "bad .npy header: expected ',' or '}'");
            break;
        }
    }
    npy_skip_ws(&lx);
    if (lx.p != lx.end) return io_fail(err, errlen, path, "bad .npy header: text after the dict");
    if (!have_descr || !have_fortran || !have_shape)
        return io_fail(err, errlen, path, "bad .npy header: needs 'descr', 'fortran_order' and 'shape'");
    return 0;
}

static int parse_npy(const unsigned char *buf, size_t size, const char *path, npk_array *out, int typed, char *err,
                     size_t errlen)
{
    uint64_t hlen, hstart, data_bytes, elsize, count = 1, avail;
    int dtype = NPK_IO_F32;
    char descr[16];
    int fortran = 0, rank = 0, i, major;
    uint64_t dims[NPK_IO_MAX_RANK];

    if (!out) return io_fail(err, errlen, path, "NULL output argument");
    array_clear(out);

    if (memcmp(buf, "\x93NUMPY", size < 6 ? size : 6) != 0 || size < 10) {
        int magic_ok = memcmp(buf, "\x93NUMPY", size < 6 ? size : 6) == 0;
        return io_fail(err, errlen, path, magic_ok ? "truncated .npy header" : "not a .npy file (bad magic)");
    }
    major = buf[6];
    if (major == 1) {
        hstart = 10;
        hlen = (uint64_t)buf[8] | (uint64_t)buf[9] << 8;
    } else if (major == 2 || major == 3) {
        if (size < 12) {
            return io_fail(err, errlen, path, "truncated .npy header");
        }
        hstart = 12;
        hlen = get_le32(buf + 8);
    } else {
        int minor = buf[7];
        return io_fail(err, errlen, path, "unsupported .npy version %d.%d", major, minor);
    }
    if (hlen > size - hstart) {
        return io_fail(err, errlen, path, "truncated .npy header (%llu header bytes, file has %llu)",
                       (unsigned long long)hlen, (unsigned long long)(size - hstart));
    }
    if (npy_parse_header((const char *)buf + hstart, (size_t)hlen, path, descr, sizeof descr, &fortran,
                         &rank, dims, err, errlen) != 0) {
        return -1;
    }
    if (strcmp(descr, "<f4") == 0) elsize = 4;
    else if (typed && strcmp(descr, "<f8") == 0) elsize = 8, dtype = NPK_IO_F64; /* kept: an f32 input narrows it */
    else if (strcmp(descr, "<f8") == 0) elsize = 8;
    else if (typed && (dtype = npy_descr_dtype(descr)) != 0) elsize = npk_io_dtype_size(dtype);
    else if (typed) {
        return io_fail(err, errlen, path,
                       "unsupported .npy dtype '%s' (need '<f4', '<f8', '<f2', '|b1', '|i1', "
                       "'<i2', '<i4', '<i8', '<u2'/'<V2' for bf16 bits or u16, '|u1' for 8/4-bit float bits or u8, "
                       "'<u4', '<u8')", descr);
    } else {
        return io_fail(err, errlen, path, "unsupported .npy dtype '%s' (need '<f4', or '<f8' which is converted)",
                       descr);
    }
    if (fortran) {
        return io_fail(err, errlen, path, "fortran_order arrays are not supported (save with C order)");
    }
    for (i = 0; i < rank; i++) {
        if (!mul_u64(count, dims[i], &count)) {
            return io_fail(err, errlen, path, "element count overflows");
        }
    }
    avail = size - hstart - hlen;
    if (!mul_u64(count, elsize, &data_bytes)) {
        return io_fail(err, errlen, path, "data size overflows");
    }
    if (avail != data_bytes) {
        return io_fail(err, errlen, path, "%s: shape needs %llu data bytes, file has %llu",
                       avail < data_bytes ? "truncated data" : "trailing bytes",
                       (unsigned long long)data_bytes, (unsigned long long)avail);
    }
    if (array_alloc_elems(out, count, npk_io_dtype_size(dtype), path, err, errlen) != 0) {
        return -1;
    }
    out->rank = rank;
    for (i = 0; i < rank; i++) out->dims[i] = dims[i];
    out->dtype = typed ? dtype : 0;
    {
        const unsigned char *src = buf + hstart + hlen;
        uint64_t k;
        if (dtype != NPK_IO_F32) {
            /* kept as the file's bytes; bools must be 0 or 1 */
            memcpy(out->data, src, (size_t)data_bytes);
            for (k = 0; dtype == NPK_IO_BOOL && k < count; k++)
                if (src[k] > 1) {
                    npk_array_free(out);
                    return io_fail(err, errlen, path, "bool element %llu is %u, not 0 or 1", (unsigned long long)k,
                                   (unsigned)src[k]);
                }
        } else if (elsize == 4) {
            for (k = 0; k < count; k++) out->data[k] = f32_from_bits(get_le32(src + 4 * k));
        } else {
            /* f64 is narrowed to the nearest f32 (large values become +-inf). */
            for (k = 0; k < count; k++) {
                uint64_t u = (uint64_t)get_le32(src + 8 * k) | (uint64_t)get_le32(src + 8 * k + 4) << 32;
                double d;
                memcpy(&d, &u, sizeof d);
                out->data[k] = (float)d;
            }
        }
    }
    return 0;
}

int npk_io_parse_npy(const unsigned char *buf, size_t size, const char *path, npk_array *out, char *err, size_t errlen)
{
    return parse_npy(buf, size, path, out, 0, err, errlen);
}

int npk_io_parse_npy_typed(const unsigned char *buf, size_t size, const char *path, npk_array *out, char *err,
                           size_t errlen)
{
    return parse_npy(buf, size, path, out, 1, err, errlen);
}

/* A path reader: the whole file through one of the in-memory parsers. */
typedef int (*parse_fn)(const unsigned char *buf, size_t size, const char *name, npk_array *out,
                        char *err, size_t errlen);

static int read_and_parse(const char *path, parse_fn parse, npk_array *out, char *err, size_t errlen)
{
    unsigned char *buf;
    size_t size;
    int rc;
    if (!out) return io_fail(err, errlen, path, "NULL output argument");
    array_clear(out);
    if (read_whole(path, 0, &buf, &size, err, errlen) != 0) return -1;
    rc = parse(buf, size, path, out, err, errlen);
    free(buf);
    return rc;
}

int npk_io_read_npy(const char *path, npk_array *out, char *err, size_t errlen)
{
    return read_and_parse(path, npk_io_parse_npy, out, err, errlen);
}

int npk_io_read_npy_typed(const char *path, npk_array *out, char *err, size_t errlen)
{
    return read_and_parse(path, npk_io_parse_npy_typed, out, err, errlen);
}

/* ---- IDX ------------------------------------------------------------- */

/* Parses an IDX header: 00 00 type ndims, then ndims big-endian u32 dims. */
static int idx_header(const unsigned char *buf, size_t size, const char *path, int *type, int *rank,
                      uint64_t *dims, uint64_t *count, uint64_t *data_off, char *err, size_t errlen)
{
    int i;
    if (size < 4) return io_fail(err, errlen, path, "truncated IDX header");
    if (buf[0] != 0 || buf[1] != 0)
        return io_fail(err, errlen, path, "not an IDX file (bad magic %02x %02x)", buf[0], buf[1]);
    *type = buf[2];
    if (*type != 0x08 && *type != 0x0D)
        return io_fail(err, errlen, path, "unsupported IDX type 0x%02X (need 0x08 uint8 or 0x0D float32)", *type);
    *rank = buf[3];
    if (*rank < 1 || *rank > NPK_IO_MAX_RANK)
        return io_fail(err, errlen, path, "IDX rank %d is not in 1..%d", *rank, NPK_IO_MAX_RANK);
    if (size < 4 + 4 * (size_t)*rank) return io_fail(err, errlen, path, "truncated IDX header");
    *count = 1;
    for (i = 0; i < *rank; i++) {
        dims[i] = get_be32(buf + 4 + 4 * i);
        if (!mul_u64(*count, dims[i], count)) return io_fail(err, errlen, path, "element count overflows");
    }
    *data_off = 4 + 4 * (uint64_t)*rank;
    {
        uint64_t need, avail = size - *data_off;
        if (!mul_u64(*count, *type == 0x08 ? 1 : 4, &need)) return io_fail(err, errlen, path, "data size overflows");
        if (avail != need)
            return io_fail(err, errlen, path, "%s: dims need %llu data bytes, file has %llu",
                           avail < need ? "truncated data" : "trailing bytes", (unsigned long long)need,
                           (unsigned long long)avail);
    }
    return 0;
}

int npk_io_parse_idx(const unsigned char *buf, size_t size, const char *path, npk_array *out, char *err, size_t errlen)
{
    int type = 0, rank = 0, i;
    uint64_t dims[NPK_IO_MAX_RANK], count = 0, off = 0, k;

    if (!out) return io_fail(err, errlen, path, "NULL output argument");
    array_clear(out);
    if (idx_header(buf, size, path, &type, &rank, dims, &count, &off, err, errlen) != 0 ||
        array_alloc(out, count, path, err, errlen) != 0) {
        return -1;
    }
    out->rank = rank;
    for (i = 0; i < rank; i++) out->dims[i] = dims[i];
    if (type == 0x08) {
        for (k = 0; k < count; k++) out->data[k] = (float)buf[off + k] / 255.0f;
    } else {
        for (k = 0; k < count; k++) out->data[k] = f32_from_bits(get_be32(buf + off + 4 * k));
    }
    return 0;
}

int npk_io_read_idx(const char *path, npk_array *out, char *err, size_t errlen)
{
    return read_and_parse(path, npk_io_parse_idx, out, err, errlen);
}

int npk_io_read_idx_labels(const char *path, uint8_t **labels, uint64_t *count, char *err, size_t errlen)
{
    unsigned char *buf;
    size_t size;
    int type = 0, rank = 0;
    uint64_t dims[NPK_IO_MAX_RANK], n = 0, off = 0;

    if (!labels || !count) return io_fail(err, errlen, path, "NULL output argument");
    *labels = NULL;
    *count = 0;
    if (read_whole(path, 0, &buf, &size, err, errlen) != 0) return -1;
    if (idx_header(buf, size, path, &type, &rank, dims, &n, &off, err, errlen) != 0) {
        free(buf);
        return -1;
    }
    if (type != 0x08 || rank != 1) {
        free(buf);
        return io_fail(err, errlen, path, "labels must be a rank-1 uint8 IDX file (got type 0x%02X, rank %d)",
                       type, rank);
    }
    *labels = (uint8_t *)malloc(n ? (size_t)n : 1);
    if (!*labels) {
        free(buf);
        return io_fail(err, errlen, path, "out of memory");
    }
    if (n) memcpy(*labels, buf + off, (size_t)n);
    *count = n;
    free(buf);
    return 0;
}

/* ---- raw .bin -------------------------------------------------------- */

/* expected_count 0 accepts any whole number of floats (the caller checks
 * the count, e.g. npk-run accepting a batch of samples). */
int npk_io_read_bin(const char *path, uint64_t expected_count, npk_array *out, char *err, size_t errlen)
{
    unsigned char *buf;
    size_t size;
    uint64_t count, k, want;

    if (!out) return io_fail(err, errlen, path, "NULL output argument");
    array_clear(out);
    if (read_whole(path, 0, &buf, &size, err, errlen) != 0) return -1;
    if (expected_count) {
        if (!mul_u64(expected_count, 4, &want)) {
            free(buf);
            return io_fail(err, errlen, path, "expected size overflows");
        }
        if ((uint64_t)size != want) {
            free(buf);
            return io_fail(err, errlen, path, "size is %llu bytes, expected %llu (%llu float32)",
                           (unsigned long long)size, (unsigned long long)want,
                           (unsigned long long)expected_count);
        }
    } else if (size % 4 != 0) {
        free(buf);
        return io_fail(err, errlen, path, "size %llu bytes is not a whole number of float32",
                       (unsigned long long)size);
    }
    count = (uint64_t)size / 4;
    if (array_alloc(out, count, path, err, errlen) != 0) {
        free(buf);
        return -1;
    }
    out->rank = 1;
    out->dims[0] = count;
    for (k = 0; k < count; k++) out->data[k] = f32_from_bits(get_le32(buf + 4 * k));
    free(buf);
    return 0;
}

int npk_io_read_bin_typed(const char *path, int dtype, npk_array *out, char *err, size_t errlen)
{
    unsigned char *buf;
    size_t size;
    unsigned es = npk_io_dtype_size(dtype);
    if (!out) return io_fail(err, errlen, path, "NULL output argument");
    array_clear(out);
    if (!es) return io_fail(err, errlen, path, "unknown element type %d", dtype);
    if (es == 4 && dtype != NPK_IO_I32) return npk_io_read_bin(path, 0, out, err, errlen);
    if (read_whole(path, 0, &buf, &size, err, errlen) != 0) return -1;
    if (size % es != 0) {
        free(buf);
        return io_fail(err, errlen, path, "size %llu bytes is not a whole number of %s elements",
                       (unsigned long long)size, npk_io_dtype_name(dtype));
    }
    if (array_alloc_elems(out, (uint64_t)size / es, es, path, err, errlen) != 0) {
        free(buf);
        return -1;
    }
    out->rank = 1;
    out->dims[0] = out->count;
    out->dtype = dtype;
    if (size) memcpy(out->data, buf, size);
    free(buf);
    return 0;
}

/* ---- dispatch by extension ------------------------------------------ */

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* .idx, .idx1 ... .idx9 and the MNIST "-ubyte" names count as IDX. */
static int is_idx_name(const char *path)
{
    size_t n = strlen(path);
    if (ends_with(path, ".idx") || ends_with(path, "-ubyte")) return 1;
    return n >= 5 && strncmp(path + n - 5, ".idx", 4) == 0 && path[n - 1] >= '0' && path[n - 1] <= '9';
}

int npk_io_read_any(const char *path, uint64_t expected_count, npk_array *out, char *err, size_t errlen)
{
    if (!path) return io_fail(err, errlen, path, "NULL path");
    if (ends_with(path, ".npy")) return npk_io_read_npy(path, out, err, errlen);
    if (is_idx_name(path)) return npk_io_read_idx(path, out, err, errlen);
    if (ends_with(path, ".bin")) return npk_io_read_bin(path, expected_count, out, err, errlen);
    if (out) array_clear(out);
    return io_fail(err, errlen, path, "unknown file type (use .npy, .idx, -ubyte or .bin)");
}

int npk_io_read_any_typed(const char *path, int dtype, npk_array *out, char *err, size_t errlen)
{
    if (path && ends_with(path, ".npy")) return npk_io_read_npy_typed(path, out, err, errlen);
    if (path && ends_with(path, ".bin")) return npk_io_read_bin_typed(path, dtype, out, err, errlen);
    return npk_io_read_any(path, 0, out, err, errlen);
}

/* ---- atomic writers -------------------------------------------------- */

typedef int (*write_body_fn)(FILE *f, const npk_array *a);

/* Write via PATH.tmpXXXXXX in the same directory, then rename over PATH. */
static int write_atomic(const char *path, const npk_array *a, write_body_fn body, char *err, size_t errlen)
{
    size_t n = strlen(path);
    char *tmp = (char *)malloc(n + 11);
    int fd, ok;
    FILE *f;
    mode_t mask;
    if (!tmp) return io_fail(err, errlen, path, "out of memory");
    memcpy(tmp, path, n);
    memcpy(tmp + n, ".tmpXXXXXX", 11);
    fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return io_fail(err, errlen, path, "cannot create temporary file: %s", strerror(e));
    }
    /* mkstemp makes the file 0600; give it the permissions open() would. */
    mask = umask(0);
    umask(mask);
    (void)fchmod(fd, (mode_t)(0666 & ~mask));
    f = fdopen(fd, "wb");
    if (!f) {
        int e = errno;
        close(fd);
        unlink(tmp);
        free(tmp);
        return io_fail(err, errlen, path, "cannot open temporary file: %s", strerror(e));
    }
    ok = body(f, a) == 0;
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        free(tmp);
        return io_fail(err, errlen, path, "write failed: %s", strerror(e));
    }
    free(tmp);
    return 0;
}

/* Writes the floats of a as little-endian f32 in chunks. */
static int write_floats(FILE *f, const npk_array *a)
{
    unsigned char chunk[4096];
    uint64_t k = 0;
    while (k < a->count) {
        size_t m = 0;
        while (k < a->count && m + 4 <= sizeof chunk) {
            uint32_t u;
            memcpy(&u, &a->data[k], 4);
            put_le32(chunk + m, u);
            m += 4;
            k++;
        }
        if (fwrite(chunk, 1, m, f) != m) return -1;
    }
    return ferror(f) ? -1 : 0;
}

/* Typed arrays hold little-endian elements already: their bytes as they are. */
static int write_elems(FILE *f, const npk_array *a)
{
    size_t n;
    if (a->dtype == 0 || a->dtype == NPK_IO_F32) return write_floats(f, a);
    n = (size_t)a->count * npk_io_dtype_size(a->dtype);
    if (n && fwrite(a->data, 1, n, f) != n) return -1;
    return ferror(f) ? -1 : 0;
}

size_t npk_io_npy_header(const npk_array *a, unsigned char *buf)
{
    char *dict = (char *)buf + 10;
    size_t len, total;
    int i;
    len = (size_t)sprintf(dict, "{'descr': '%s', 'fortran_order': False, 'shape': (", npk_io_dtype_descr(a->dtype));
    for (i = 0; i < a->rank; i++)
        len += (size_t)sprintf(dict + len, "%llu,%s", (unsigned long long)a->dims[i], i + 1 < a->rank ? " " : "");
    len += (size_t)sprintf(dict + len, "), }");
    /* Pad with spaces so the data starts on a 64-byte boundary; end in '\n'. */
    total = (10 + len + 1 + 63) / 64 * 64;
    while (10 + len + 1 < total) dict[len++] = ' ';
    dict[len++] = '\n';
    memcpy(buf, "\x93NUMPY\x01\x00", 8);
    buf[8] = (unsigned char)(len & 0xff);
    buf[9] = (unsigned char)(len >> 8);
    return 10 + len;
}

static int write_npy_body(FILE *f, const npk_array *a)
{
    unsigned char head[NPK_IO_NPY_HEADER_MAX];
    size_t len = npk_io_npy_header(a, head);
    if (fwrite(head, 1, len, f) != len) return -1;
    return write_elems(f, a);
}

static int check_array(const char *path, const npk_array *a, char *err, size_t errlen)
{
    uint64_t count = 1;
    int i;
    if (!a || (!a->data && a->count)) return io_fail(err, errlen, path, "no array to write");
    if (a->rank < 0 || a->rank > NPK_IO_MAX_RANK) return io_fail(err, errlen, path, "bad rank %d", a->rank);
    if (!npk_io_dtype_size(a->dtype)) return io_fail(err, errlen, path, "unknown element type %d", a->dtype);
    for (i = 0; i < a->rank; i++)
        if (!mul_u64(count, a->dims[i], &count)) return io_fail(err, errlen, path, "element count overflows");
    if (count != a->count)
        return io_fail(err, errlen, path, "dims hold %llu elements but count is %llu", (unsigned long long)count,
                       (unsigned long long)a->count);
    return 0;
}

int npk_io_write_npy(const char *path, const npk_array *a, char *err, size_t errlen)
{
    if (!path) return io_fail(err, errlen, path, "NULL path");
    if (check_array(path, a, err, errlen) != 0) return -1;
    return write_atomic(path, a, write_npy_body, err, errlen);
}

int npk_io_write_bin(const char *path, const npk_array *a, char *err, size_t errlen)
{
    if (!path) return io_fail(err, errlen, path, "NULL path");
    if (check_array(path, a, err, errlen) != 0) return -1;
    return write_atomic(path, a, write_elems, err, errlen);
}
