/* test_io.c - npk_io round trips and malformed files. Runs in a fresh
 * temporary directory below the current one and removes it at the end. */
#define _POSIX_C_SOURCE 200809L
#include "npk_io.h"

#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int failures;
static char dir[64];

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                              \
        }                                                                            \
    } while (0)

static const char *tpath(const char *name)
{
    static char buf[4][sizeof dir + 256];
    static int i;
    i = (i + 1) % 4;
    snprintf(buf[i], sizeof buf[i], "%s/%s", dir, name);
    return buf[i];
}

static void put_file(const char *name, const void *data, size_t n)
{
    FILE *f = fopen(tpath(name), "wb");
    if (!f || (n && fwrite(data, 1, n, f) != n) || fclose(f) != 0) {
        fprintf(stderr, "cannot write test file %s\n", name);
        exit(2);
    }
}

/* A .npy file from a header dict (padded to 64 like numpy) and raw data. */
static void put_npy(const char *name, int major, const char *dict, const void *data, size_t n)
{
    unsigned char buf[1024];
    size_t pre = major == 1 ? 10 : 12, len = strlen(dict), hl;
    hl = (pre + len + 1 + 63) / 64 * 64 - pre;
    memcpy(buf, "\x93NUMPY", 6);
    buf[6] = (unsigned char)major;
    buf[7] = 0;
    if (major == 1) {
        buf[8] = (unsigned char)hl;
        buf[9] = (unsigned char)(hl >> 8);
    } else {
        buf[8] = (unsigned char)hl;
        buf[9] = (unsigned char)(hl >> 8);
        buf[10] = buf[11] = 0;
    }
    memcpy(buf + pre, dict, len);
    memset(buf + pre + len, ' ', hl - len - 1);
    buf[pre + hl - 1] = '\n';
    memcpy(buf + pre + hl, data, n);
    put_file(name, buf, pre + hl + n);
}

/* Expect reader failure with msg (and the file's name) in the error text,
 * and an empty result. */
typedef int (*array_reader)(const char *path, npk_array *out, char *err, size_t errlen);

static void expect_read_error(array_reader read, const char *name, const char *msg)
{
    npk_array a;
    char err[512] = "";
    int rc = read(tpath(name), &a, err, sizeof err);
    if (rc != -1 || !strstr(err, msg) || !strstr(err, name) || a.data != NULL) {
        fprintf(stderr, "%s: expected error containing '%s', got rc=%d '%s'\n", name, msg, rc, err);
        failures++;
    }
    if (rc == 0) npk_array_free(&a);
}

#define expect_npy_error(name, msg) expect_read_error(npk_io_read_npy, name, msg)
#define expect_idx_error(name, msg) expect_read_error(npk_io_read_idx, name, msg)

static int same_bits(const float *a, const float *b, uint64_t n)
{
    return n == 0 || memcmp(a, b, (size_t)n * sizeof(float)) == 0;
}

static void test_npy_round_trip(void)
{
    static const uint64_t shapes[][4] = {{0}, {1, 5}, {3, 2, 3, 4}, {2, 0, 3}, {1, 7}};
    static const int ranks[] = {0, 1, 3, 2, 1};
    size_t s;
    for (s = 0; s < sizeof ranks / sizeof ranks[0]; s++) {
        npk_array a, b;
        char err[512] = "";
        uint64_t k;
        int i;
        memset(&a, 0, sizeof a);
        a.rank = ranks[s];
        a.count = 1;
        for (i = 0; i < a.rank; i++) {
            a.dims[i] = shapes[s][i + 1];
            a.count *= a.dims[i];
        }
        a.data = (float *)malloc((size_t)(a.count + 1) * sizeof(float));
        for (k = 0; k < a.count; k++) a.data[k] = (float)k * 0.37f - 2.5f;
        if (a.count > 2) {
            a.data[0] = -0.0f;
            a.data[1] = (float)HUGE_VAL;
            a.data[2] = (float)NAN;
        }
        CHECK(npk_io_write_npy(tpath("rt.npy"), &a, err, sizeof err) == 0);
        CHECK(npk_io_read_npy(tpath("rt.npy"), &b, err, sizeof err) == 0);
        CHECK(b.rank == a.rank && b.count == a.count);
        for (i = 0; i < a.rank && i < b.rank; i++) CHECK(b.dims[i] == a.dims[i]);
        CHECK(b.count == a.count && same_bits(a.data, b.data, a.count));
        npk_array_free(&b);
        /* .bin keeps the floats but not the shape. */
        CHECK(npk_io_write_bin(tpath("rt.bin"), &a, err, sizeof err) == 0);
        if (a.count > 0) {
            CHECK(npk_io_read_bin(tpath("rt.bin"), a.count, &b, err, sizeof err) == 0);
            CHECK(b.rank == 1 && b.dims[0] == a.count && same_bits(a.data, b.data, a.count));
            npk_array_free(&b);
            CHECK(npk_io_read_any(tpath("rt.bin"), 0, &b, err, sizeof err) == 0);
            CHECK(b.count == a.count && same_bits(a.data, b.data, a.count));
            npk_array_free(&b);
            CHECK(npk_io_read_bin(tpath("rt.bin"), a.count + 1, &b, err, sizeof err) == -1);
            CHECK(strstr(err, "expected") != NULL);
        }
        free(a.data);
    }
}

static void test_npy_headers(void)
{
    float v[6] = {1.5f, -2.0f, 3.25f, 0.0f, 1e-3f, 7.0f};
    double d[3] = {0.1, -1e300, 2.5};
    npk_array a;
    char err[512] = "";

    put_npy("v2.npy", 2, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", v, sizeof v);
    CHECK(npk_io_read_npy(tpath("v2.npy"), &a, err, sizeof err) == 0);
    CHECK(a.rank == 2 && a.dims[0] == 2 && a.dims[1] == 3 && same_bits(a.data, v, 6));
    npk_array_free(&a);

    put_npy("v3.npy", 3, "{\"shape\":(6,),\"fortran_order\":False,\"descr\":\"<f4\"}", v, sizeof v);
    CHECK(npk_io_read_npy(tpath("v3.npy"), &a, err, sizeof err) == 0);
    CHECK(a.rank == 1 && a.dims[0] == 6 && same_bits(a.data, v, 6));
    npk_array_free(&a);

    put_npy("scalar.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (), }", v, 4);
    CHECK(npk_io_read_npy(tpath("scalar.npy"), &a, err, sizeof err) == 0);
    CHECK(a.rank == 0 && a.count == 1 && a.data[0] == v[0]);
    npk_array_free(&a);

    /* '<f8' is narrowed to float32. */
    put_npy("f8.npy", 1, "{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }", d, sizeof d);
    CHECK(npk_io_read_npy(tpath("f8.npy"), &a, err, sizeof err) == 0);
    CHECK(a.count == 3 && a.data[0] == (float)d[0] && isinf(a.data[1]) && a.data[1] < 0 && a.data[2] == 2.5f);
    npk_array_free(&a);
}

static void test_npy_malformed(void)
{
    float v[6] = {0};
    put_file("empty.npy", "", 0);
    expect_npy_error("empty.npy", "truncated .npy header");
    put_file("magiconly.npy", "\x93NUMPY\x01", 7);
    expect_npy_error("magiconly.npy", "truncated .npy header");
    put_file("badmagic.npy", "\x93NUMPX\x01\x00\x00\x00", 10);
    expect_npy_error("badmagic.npy", "bad magic");
    put_file("hdrpast.npy", "\x93NUMPY\x01\x00\x40\x00{'descr'", 18);
    expect_npy_error("hdrpast.npy", "truncated .npy header");
    put_file("version.npy", "\x93NUMPY\x04\x00\x00\x00", 10);
    expect_npy_error("version.npy", "unsupported .npy version 4.0");
    put_npy("i4.npy", 1, "{'descr': '<i4', 'fortran_order': False, 'shape': (6,), }", v, 24);
    expect_npy_error("i4.npy", "unsupported .npy dtype '<i4'");
    put_npy("be.npy", 1, "{'descr': '>f4', 'fortran_order': False, 'shape': (6,), }", v, 24);
    expect_npy_error("be.npy", "unsupported .npy dtype '>f4'");
    put_npy("fortran.npy", 1, "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 3), }", v, 24);
    expect_npy_error("fortran.npy", "fortran_order");
    put_npy("short.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", v, 20);
    expect_npy_error("short.npy", "truncated data: shape needs 24 data bytes, file has 20");
    put_npy("long.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }", v, sizeof v);
    {
        /* Append one byte to an otherwise good file. */
        FILE *f = fopen(tpath("long.npy"), "ab");
        CHECK(f && fputc(0, f) == 0 && fclose(f) == 0);
    }
    expect_npy_error("long.npy", "trailing bytes: shape needs 24 data bytes, file has 25");
    put_npy("ovf.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4294967296, 4294967296, 16), }",
            v, 0);
    expect_npy_error("ovf.npy", "element count overflows");
    put_npy("ovfbytes.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (4611686018427387904,), }",
            v, 0);
    expect_npy_error("ovfbytes.npy", "data size overflows");
    put_npy("ovfdim.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999999999999,), }", v,
            0);
    expect_npy_error("ovfdim.npy", "shape dimension overflows");
    put_npy("rank9.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (1,1,1,1,1,1,1,1,1), }", v, 4);
    expect_npy_error("rank9.npy", "rank above 8");
    put_npy("nokey.npy", 1, "{'descr': '<f4', 'shape': (6,), }", v, 24);
    expect_npy_error("nokey.npy", "needs 'descr', 'fortran_order' and 'shape'");
    put_npy("extra.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (6,), 'x': 1}", v, 24);
    expect_npy_error("extra.npy", "unexpected or repeated key 'x'");
    put_npy("dup.npy", 1, "{'descr': '<f4', 'descr': '<f4', 'fortran_order': False, 'shape': (6,)}", v, 24);
    expect_npy_error("dup.npy", "unexpected or repeated key 'descr'");
    put_npy("badshape.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (-6,), }", v, 24);
    expect_npy_error("badshape.npy", "bad shape entry");
    put_npy("after.npy", 1, "{'descr': '<f4', 'fortran_order': False, 'shape': (6,), } x", v, 24);
    expect_npy_error("after.npy", "text after the dict");
    expect_npy_error("missing.npy", "cannot open");
}

static void test_idx(void)
{
    static const unsigned char u8[] = {0, 0, 8, 2, 0, 0, 0, 2, 0, 0, 0, 3, 0, 1, 2, 128, 254, 255};
    static const unsigned char f32[] = {0, 0, 0x0D, 1, 0, 0, 0, 2, 0x3f, 0xc0, 0, 0, 0xc0, 0x20, 0, 0};
    static const unsigned char labels[] = {0, 0, 8, 1, 0, 0, 0, 4, 7, 2, 1, 0};
    npk_array a;
    char err[512] = "";
    uint8_t *lab;
    uint64_t n;
    int i;

    put_file("u8.idx", u8, sizeof u8);
    CHECK(npk_io_read_idx(tpath("u8.idx"), &a, err, sizeof err) == 0);
    CHECK(a.rank == 2 && a.dims[0] == 2 && a.dims[1] == 3 && a.count == 6);
    for (i = 0; i < 6 && a.count == 6; i++) CHECK(a.data[i] == (float)u8[12 + i] / 255.0f);
    CHECK(a.data[5] == 1.0f && a.data[0] == 0.0f);
    npk_array_free(&a);
    /* The same file through the extension dispatcher, under an MNIST-style name. */
    put_file("x-idx3-ubyte", u8, sizeof u8);
    CHECK(npk_io_read_any(tpath("x-idx3-ubyte"), 0, &a, err, sizeof err) == 0 && a.count == 6);
    npk_array_free(&a);

    put_file("f32.idx", f32, sizeof f32);
    CHECK(npk_io_read_idx(tpath("f32.idx"), &a, err, sizeof err) == 0);
    CHECK(a.rank == 1 && a.count == 2 && a.data[0] == 1.5f && a.data[1] == -2.5f);
    npk_array_free(&a);

    put_file("labels.idx", labels, sizeof labels);
    CHECK(npk_io_read_idx_labels(tpath("labels.idx"), &lab, &n, err, sizeof err) == 0);
    CHECK(n == 4 && lab[0] == 7 && lab[1] == 2 && lab[2] == 1 && lab[3] == 0);
    free(lab);
    CHECK(npk_io_read_idx_labels(tpath("u8.idx"), &lab, &n, err, sizeof err) == -1);
    CHECK(strstr(err, "labels must be a rank-1 uint8 IDX file") != NULL && lab == NULL);

    put_file("short.idx", u8, 3);
    expect_idx_error("short.idx", "truncated IDX header");
    put_file("shortdims.idx", u8, 9);
    expect_idx_error("shortdims.idx", "truncated IDX header");
    put_file("shortdata.idx", u8, sizeof u8 - 1);
    expect_idx_error("shortdata.idx", "truncated data: dims need 6 data bytes, file has 5");
    {
        unsigned char longer[sizeof u8 + 2];
        memcpy(longer, u8, sizeof u8);
        longer[sizeof u8] = longer[sizeof u8 + 1] = 9;
        put_file("trailing.idx", longer, sizeof longer);
        expect_idx_error("trailing.idx", "trailing bytes: dims need 6 data bytes, file has 8");
    }
    {
        unsigned char bad[sizeof u8];
        memcpy(bad, u8, sizeof u8);
        bad[1] = 1;
        put_file("badmagic.idx", bad, sizeof bad);
        expect_idx_error("badmagic.idx", "bad magic");
        memcpy(bad, u8, sizeof u8);
        bad[2] = 0x0B;
        put_file("short16.idx", bad, sizeof bad);
        expect_idx_error("short16.idx", "unsupported IDX type 0x0B");
        memcpy(bad, u8, sizeof u8);
        bad[3] = 0;
        put_file("rank0.idx", bad, sizeof bad);
        expect_idx_error("rank0.idx", "IDX rank 0");
    }
    {
        unsigned char ovf[4 + 4 * 4];
        memset(ovf, 0xff, sizeof ovf);
        ovf[0] = ovf[1] = 0;
        ovf[2] = 8;
        ovf[3] = 4;
        put_file("ovf.idx", ovf, sizeof ovf);
        expect_idx_error("ovf.idx", "element count overflows");
    }
}

static void test_any_and_aligned(void)
{
    npk_array a;
    char err[512] = "";
    void *data;
    size_t size;
    static const unsigned char bytes[100] = {1, 2, 3, 4, 5};

    put_file("weird.txt", "abc", 3);
    CHECK(npk_io_read_any(tpath("weird.txt"), 0, &a, err, sizeof err) == -1);
    CHECK(strstr(err, "unknown file type") != NULL);
    put_file("odd.bin", "abcde", 5);
    CHECK(npk_io_read_bin(tpath("odd.bin"), 0, &a, err, sizeof err) == -1);
    CHECK(strstr(err, "not a whole number of float32") != NULL);

    put_file("blob", bytes, sizeof bytes);
    CHECK(npk_io_read_file_aligned(tpath("blob"), &data, &size, err, sizeof err) == 0);
    CHECK(size == sizeof bytes && (uintptr_t)data % 64 == 0 && memcmp(data, bytes, size) == 0);
    npk_io_free_aligned(data);
    CHECK(npk_io_read_file_aligned(tpath("nope"), &data, &size, err, sizeof err) == -1);
    CHECK(strstr(err, "cannot open") != NULL && data == NULL);
    CHECK(npk_io_read_file_aligned(dir, &data, &size, err, sizeof err) == -1);
    CHECK(strstr(err, "not a regular file") != NULL);
}

/* A failed write must leave neither a partial file nor a temporary. */
static void test_atomic(void)
{
    npk_array a;
    float v[3] = {1, 2, 3};
    char err[512] = "";
    npk_array back;
    memset(&a, 0, sizeof a);
    a.rank = 1;
    a.dims[0] = 3;
    a.count = 3;
    a.data = v;
    CHECK(npk_io_write_npy(tpath("keep.npy"), &a, err, sizeof err) == 0);
    a.count = 4; /* inconsistent: rejected before anything is written */
    CHECK(npk_io_write_npy(tpath("keep.npy"), &a, err, sizeof err) == -1);
    CHECK(strstr(err, "dims hold 3 elements but count is 4") != NULL);
    a.count = 3;
    CHECK(npk_io_read_npy(tpath("keep.npy"), &back, err, sizeof err) == 0 && back.count == 3);
    npk_array_free(&back);
    CHECK(npk_io_write_bin(tpath("no/such/dir/x.bin"), &a, err, sizeof err) == -1);
    CHECK(strstr(err, "cannot create temporary file") != NULL);
}

/* Removes the test directory; fails if a writer left a temporary behind. */
static void cleanup(void)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    if (!d) return;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (strstr(e->d_name, ".tmp")) {
            fprintf(stderr, "leftover temporary file %s\n", e->d_name);
            failures++;
        }
        unlink(tpath(e->d_name));
    }
    closedir(d);
    rmdir(dir);
}

/* Typed arrays: every element type written and read back bit for bit with
 * its descr; numpy's own spellings read (a hand-made header per type); the
 * untyped reader still refuses them; bools other than 0/1 and unknown
 * descrs are refused by name; raw .bin of a type. */
static void test_typed(void)
{
    static const struct { int dtype; const char *descr; } types[] = {
        {NPK_IO_F32, "<f4"}, {NPK_IO_F16, "<f2"}, {NPK_IO_BF16, "<u2"}, {NPK_IO_BOOL, "|b1"},
        {NPK_IO_I8, "|i1"}, {NPK_IO_I16, "<i2"}, {NPK_IO_I32, "<i4"}, {NPK_IO_I64, "<i8"},
    };
    unsigned char bytes[7 * 8];
    size_t t, k;
    char err[512], dict[128];
    for (t = 0; t < sizeof types / sizeof types[0]; t++) {
        npk_array a, b;
        unsigned es = npk_io_dtype_size(types[t].dtype);
        int want_dt = types[t].dtype == NPK_IO_BF16 ? NPK_IO_U16 : types[t].dtype; /* bf16 comes back as bits */
        for (k = 0; k < sizeof bytes; k++) bytes[k] = (unsigned char)(types[t].dtype == NPK_IO_BOOL ? k % 2 : k * 29 + 3);
        memset(&a, 0, sizeof a);
        a.rank = 1;
        a.dims[0] = 7;
        a.count = 7;
        a.dtype = types[t].dtype;
        a.data = (float *)(void *)bytes;
        CHECK(strcmp(npk_io_dtype_descr(types[t].dtype), types[t].descr) == 0);
        CHECK(npk_io_write_npy(tpath("typed.npy"), &a, err, sizeof err) == 0);
        CHECK(npk_io_read_npy_typed(tpath("typed.npy"), &b, err, sizeof err) == 0);
        CHECK(b.dtype == want_dt && b.count == 7 && b.rank == 1 && memcmp(b.data, bytes, 7 * es) == 0);
        npk_array_free(&b);
        if (types[t].dtype != NPK_IO_F32) expect_npy_error("typed.npy", "unsupported .npy dtype");
        CHECK(npk_io_write_bin(tpath("typed.bin"), &a, err, sizeof err) == 0);
        CHECK(npk_io_read_any_typed(tpath("typed.bin"), types[t].dtype, &b, err, sizeof err) == 0);
        CHECK(b.count == 7 && memcmp(b.data, bytes, 7 * es) == 0);
        npk_array_free(&b);
        /* the header as numpy writes it */
        snprintf(dict, sizeof dict, "{'descr': '%s', 'fortran_order': False, 'shape': (7,), }", types[t].descr);
        put_npy("numpy.npy", 1, dict, bytes, 7 * es);
        CHECK(npk_io_read_any_typed(tpath("numpy.npy"), 0, &b, err, sizeof err) == 0);
        CHECK(b.dtype == want_dt && b.count == 7 && memcmp(b.data, bytes, 7 * es) == 0);
        npk_array_free(&b);
    }
    {   /* ml_dtypes' bfloat16 is saved as raw 2-byte void */
        npk_array b;
        put_npy("v2.npy", 1, "{'descr': '<V2', 'fortran_order': False, 'shape': (3,), }", bytes, 6);
        CHECK(npk_io_read_npy_typed(tpath("v2.npy"), &b, err, sizeof err) == 0 && b.dtype == NPK_IO_U16);
        npk_array_free(&b);
    }
    {
        npk_array b;
        const unsigned char flags[4] = {0, 1, 2, 1};
        put_npy("bool.npy", 1, "{'descr': '|b1', 'fortran_order': False, 'shape': (4,), }", flags, 4);
        CHECK(npk_io_read_npy_typed(tpath("bool.npy"), &b, err, sizeof err) == -1 &&
              strstr(err, "bool element 2 is 2, not 0 or 1") && b.data == NULL);
        /* '<u4' reads as NPK_IO_U32 (integers npk-run converts when they fit); '<c8' has no npk type */
        put_npy("u4.npy", 1, "{'descr': '<u4', 'fortran_order': False, 'shape': (1,), }", flags, 4);
        CHECK(npk_io_read_npy_typed(tpath("u4.npy"), &b, err, sizeof err) == 0 && b.dtype == NPK_IO_U32 &&
              b.count == 1);
        npk_array_free(&b);
        put_npy("c8.npy", 1, "{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", flags, 4);
        CHECK(npk_io_read_npy_typed(tpath("c8.npy"), &b, err, sizeof err) == -1 &&
              strstr(err, "unsupported .npy dtype '<c8'"));
        put_npy("i2short.npy", 1, "{'descr': '<i2', 'fortran_order': False, 'shape': (3,), }", flags, 4);
        CHECK(npk_io_read_npy_typed(tpath("i2short.npy"), &b, err, sizeof err) == -1 && strstr(err, "truncated data"));
        put_file("odd.bin", flags, 3);
        CHECK(npk_io_read_bin_typed(tpath("odd.bin"), NPK_IO_I16, &b, err, sizeof err) == -1 &&
              strstr(err, "not a whole number of i16 elements"));
    }
}

int main(void)
{
    strcpy(dir, "io_test_XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 2;
    }
    test_npy_round_trip();
    test_npy_headers();
    test_npy_malformed();
    test_idx();
    test_any_and_aligned();
    test_atomic();
    test_typed();
    cleanup();
    if (failures) {
        fprintf(stderr, "%d check(s) failed\n", failures);
        return 1;
    }
    printf("io tests passed\n");
    return 0;
}
