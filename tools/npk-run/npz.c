/* npz.c - NumPy .npz writer: an uncompressed ("stored") zip archive whose
 * members are .npy files, as numpy.savez writes. Written in C from the zip
 * application note (PKWARE APPNOTE 6.3, sections 4.3 and 4.4): per member a
 * local file header, the bytes; then the central directory and its end
 * record. Zip32 only (every member, offset and the directory below 4 GiB);
 * fixed timestamp 1980-01-01 00:00, so the same outputs give the same file.
 * Written to PATH.tmpXXXXXX and renamed over PATH: never half-written. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "npk_run_tool.h"

static uint32_t crc_table[256];

static void crc_init(void)
{
    uint32_t n, c;
    int k;
    if (crc_table[1]) return;
    for (n = 0; n < 256; n++) {
        c = n;
        for (k = 0; k < 8; k++) c = c & 1u ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

/* CRC-32 (zip, IEEE 802.3), continued from crc (0 to start). */
uint32_t npkr_crc32(uint32_t crc, const void *data, size_t n)
{
    const unsigned char *b = (const unsigned char *)data;
    crc_init();
    crc = ~crc;
    while (n--) crc = crc_table[(crc ^ *b++) & 0xffu] ^ (crc >> 8);
    return ~crc;
}

static void le16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)((v >> 8) & 0xff);
}

static void le32(unsigned char *p, uint32_t v)
{
    le16(p, v & 0xffffu);
    le16(p + 2, v >> 16);
}

/* The member's element bytes, little-endian, in chunks: f32 arrays hold
 * floats in host order, typed ones little-endian bytes already. */
typedef struct member_bytes {
    const npk_array *a;
    uint64_t at;  /* next element */
} member_bytes;

static size_t next_chunk(member_bytes *m, unsigned char *chunk, size_t cap)
{
    const npk_array *a = m->a;
    size_t n = 0;
    if (a->dtype == 0 || a->dtype == NPK_IO_F32) {
        while (m->at < a->count && n + 4 <= cap) {
            uint32_t u;
            memcpy(&u, &a->data[m->at++], 4);
            le32(chunk + n, u);
            n += 4;
        }
    } else {
        size_t es = npk_io_dtype_size(a->dtype);
        uint64_t left = (a->count - m->at) * es;
        n = left < cap ? (size_t)left : cap / es * es;
        memcpy(chunk, (const unsigned char *)(const void *)a->data + m->at * es, n);
        m->at += n / es;
    }
    return n;
}

/* Writes one member (local header + .npy); fills its central directory entry. */
static int write_member(FILE *f, const char *name, const npk_array *a, uint64_t offset, unsigned char *cd,
                        uint64_t *written)
{
    unsigned char head[NPK_IO_NPY_HEADER_MAX], local[30], chunk[4096];
    size_t hlen = npk_io_npy_header(a, head), nlen = strlen(name), n;
    uint64_t size = hlen + a->count * npk_io_dtype_size(a->dtype ? a->dtype : NPK_IO_F32);
    uint32_t crc = npkr_crc32(0, head, hlen);
    member_bytes mb;
    if (size > 0xFFFFFFFFu || offset > 0xFFFFFFFFu) return -2;
    mb.a = a;
    mb.at = 0;
    while ((n = next_chunk(&mb, chunk, sizeof chunk)) > 0) crc = npkr_crc32(crc, chunk, n);
    le32(local, 0x04034b50u);  /* local file header signature */
    le16(local + 4, 20);       /* version needed to extract: 2.0 */
    le16(local + 6, 0);        /* flags */
    le16(local + 8, 0);        /* method: stored */
    le16(local + 10, 0);       /* time 00:00:00 */
    le16(local + 12, 0x21);    /* date 1980-01-01 */
    le32(local + 14, crc);
    le32(local + 18, (uint32_t)size); /* compressed size */
    le32(local + 22, (uint32_t)size); /* uncompressed size */
    le16(local + 26, (unsigned)nlen);
    le16(local + 28, 0);       /* extra field length */
    if (fwrite(local, 1, 30, f) != 30 || fwrite(name, 1, nlen, f) != nlen || fwrite(head, 1, hlen, f) != hlen)
        return -1;
    mb.at = 0;
    while ((n = next_chunk(&mb, chunk, sizeof chunk)) > 0)
        if (fwrite(chunk, 1, n, f) != n) return -1;
    /* the central directory entry: the local header's fields and where it is */
    le32(cd, 0x02014b50u);
    le16(cd + 4, 20);          /* version made by: 2.0, MS-DOS attributes */
    memcpy(cd + 6, local + 4, 26);
    le16(cd + 32, 0);          /* file comment length */
    le16(cd + 34, 0);          /* disk number start */
    le16(cd + 36, 0);          /* internal attributes */
    le32(cd + 38, 0);          /* external attributes */
    le32(cd + 42, (uint32_t)offset);
    *written = 30 + nlen + size;
    return 0;
}

static int write_all(FILE *f, const char *const *names, const npk_array *arrays, uint32_t n, const char *path,
                     char *err, size_t errlen)
{
    unsigned char *cd = (unsigned char *)malloc((size_t)(n ? n : 1) * 46), end[22];
    uint64_t offset = 0, cd_size = 0, w;
    uint32_t i;
    int rc = 0;
    if (!cd) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    for (i = 0; i < n && rc == 0; i++) {
        rc = write_member(f, names[i], &arrays[i], offset, cd + (size_t)i * 46, &w);
        offset += w;
    }
    for (i = 0; i < n && rc == 0; i++) {
        size_t nlen = strlen(names[i]);
        if (fwrite(cd + (size_t)i * 46, 1, 46, f) != 46 || fwrite(names[i], 1, nlen, f) != nlen) rc = -1;
        cd_size += 46 + nlen;
    }
    if (rc == 0 && (offset > 0xFFFFFFFFu || cd_size > 0xFFFFFFFFu || n > 0xFFFFu)) rc = -2;
    if (rc == 0) {
        le32(end, 0x06054b50u); /* end of central directory */
        le16(end + 4, 0);       /* this disk */
        le16(end + 6, 0);       /* the disk with the directory */
        le16(end + 8, n);       /* entries on this disk */
        le16(end + 10, n);      /* entries */
        le32(end + 12, (uint32_t)cd_size);
        le32(end + 16, (uint32_t)offset);
        le16(end + 20, 0);      /* comment length */
        if (fwrite(end, 1, 22, f) != 22) rc = -1;
    }
    free(cd);
    if (rc == -2)
        snprintf(err, errlen, "%s: the outputs pass the zip limit of 4 GiB: write .npy files (--output per output)",
                 path);
    else if (rc != 0)
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
    return rc;
}

int npkr_write_npz(const char *path, const char *const *names, const npk_array *arrays, uint32_t n, char *err,
                   size_t errlen)
{
    size_t len = strlen(path);
    char *tmp = (char *)malloc(len + 11);
    int fd, rc;
    FILE *f;
    mode_t mask;
    if (!tmp) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    memcpy(tmp, path, len);
    memcpy(tmp + len, ".tmpXXXXXX", 11);
    fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot create temporary file: %s", path, strerror(errno));
        free(tmp);
        return -1;
    }
    mask = umask(0); /* mkstemp makes the file 0600; give it the permissions open() would */
    umask(mask);
    (void)fchmod(fd, (mode_t)(0666 & ~mask));
    f = fdopen(fd, "wb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open temporary file: %s", path, strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return -1;
    }
    rc = write_all(f, names, arrays, n, path, err, errlen);
    if (fclose(f) != 0 && rc == 0) {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        rc = -1;
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        rc = -1;
    }
    if (rc != 0) unlink(tmp);
    free(tmp);
    return rc;
}
