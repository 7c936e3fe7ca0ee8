/* check_npz.c - checks an .npz npk-run wrote, byte by byte, against the zip
 * format (PKWARE APPNOTE 4.3) and against .npy files:
 *   check_npz FILE.npz NAME=EXPECTED.npy...
 * The archive must hold exactly the named members, in that order, stored
 * (method 0), each with a local header and a central directory entry that
 * agree, a CRC-32 that matches the bytes (computed here bit by bit,
 * independently of npk-run's table), and bytes equal to EXPECTED.npy's; the
 * end record must count them and point at the directory, and nothing may
 * follow it. Exit 0 if all hold, 1 (with the first difference) if not. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char *slurp(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    unsigned char *b = NULL;
    long len;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (b = (unsigned char *)malloc((size_t)len + 1)) && fread(b, 1, (size_t)len, f) == (size_t)len) {
        *n = (size_t)len;
    } else {
        free(b);
        b = NULL;
    }
    fclose(f);
    return b;
}

static uint32_t crc32_bitwise(const unsigned char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    int k;
    while (n--) {
        c ^= *p++;
        for (k = 0; k < 8; k++) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return ~c;
}

static unsigned u16(const unsigned char *p) { return (unsigned)p[0] | (unsigned)p[1] << 8; }
static uint32_t u32(const unsigned char *p) { return (uint32_t)u16(p) | (uint32_t)u16(p + 2) << 16; }

#define FAIL(...) do { fprintf(stderr, "check_npz: " __VA_ARGS__); fputc('\n', stderr); return 1; } while (0)

int main(int argc, char **argv)
{
    unsigned char *z;
    size_t n, cd, end, at = 0;
    int m, members = argc - 2;
    if (argc < 2) {
        fprintf(stderr, "usage: check_npz FILE.npz NAME=EXPECTED.npy...\n");
        return 2;
    }
    if (crc32_bitwise((const unsigned char *)"123456789", 9) != 0xCBF43926u) FAIL("CRC-32 self-test failed");
    if (!(z = slurp(argv[1], &n))) FAIL("%s: cannot read", argv[1]);
    if (n < 22) FAIL("%s: %zu bytes, shorter than an end record", argv[1], n);
    end = n - 22; /* npk-run writes no archive comment */
    if (u32(z + end) != 0x06054b50u) FAIL("no end-of-central-directory record at the end");
    if (u16(z + end + 8) != (unsigned)members || u16(z + end + 10) != (unsigned)members)
        FAIL("end record counts %u members, expected %d", u16(z + end + 10), members);
    cd = u32(z + end + 16);
    if (cd + u32(z + end + 12) != end) FAIL("the central directory does not end at the end record");
    for (m = 0; m < members; m++) {
        const char *arg = argv[m + 2], *eq = strchr(arg, '=');
        size_t nlen, elen;
        unsigned char *want;
        uint32_t crc, size;
        if (!eq) FAIL("argument '%s' is not NAME=FILE", arg);
        nlen = (size_t)(eq - arg);
        if (!(want = slurp(eq + 1, &elen))) FAIL("%s: cannot read", eq + 1);
        /* central directory entry */
        if (cd + 46 > end || u32(z + cd) != 0x02014b50u) FAIL("member %d: no central directory entry", m);
        if (u16(z + cd + 10) != 0) FAIL("member %d: method %u, not stored (0)", m, u16(z + cd + 10));
        if (u16(z + cd + 28) != nlen || memcmp(z + cd + 46, arg, nlen) != 0)
            FAIL("member %d: name '%.*s', expected '%.*s'", m, (int)u16(z + cd + 28), (const char *)z + cd + 46,
                 (int)nlen, arg);
        if (u32(z + cd + 42) != at) FAIL("member %d: local header offset %u, expected %zu", m, u32(z + cd + 42), at);
        crc = u32(z + cd + 16);
        size = u32(z + cd + 24);
        if (u32(z + cd + 20) != size) FAIL("member %d: compressed and uncompressed sizes differ", m);
        /* local header: the same fields */
        if (u32(z + at) != 0x04034b50u) FAIL("member %d: no local header at %zu", m, at);
        if (memcmp(z + at + 4, z + cd + 6, 26) != 0) FAIL("member %d: local header and directory entry differ", m);
        at += 30 + nlen + u16(z + at + 28);
        if (at + size > cd) FAIL("member %d: data runs into the central directory", m);
        if (crc32_bitwise(z + at, size) != crc)
            FAIL("member %d: CRC-32 %08x in the header, %08x of the bytes", m, (unsigned)crc,
                 (unsigned)crc32_bitwise(z + at, size));
        if (size != elen || memcmp(z + at, want, elen) != 0) FAIL("member %d: bytes differ from %s", m, eq + 1);
        at += size;
        cd += 46 + nlen + u16(z + cd + 30) + u16(z + cd + 32);
        free(want);
    }
    if (at != u32(z + end + 16)) FAIL("%zu bytes between the last member and the directory", u32(z + end + 16) - at);
    if (cd != end) FAIL("more directory entries than members");
    printf("check_npz: %s: %d members ok\n", argv[1], members);
    free(z);
    return 0;
}
