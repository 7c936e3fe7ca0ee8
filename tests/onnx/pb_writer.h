/* pb_writer.h - a tiny protobuf writer for the ONNX reader's tests: builds
 * messages byte by byte, so a test can write any field, valid or not.
 * A child message is appended to its parent with pb_put, which frees it. */
#ifndef PB_WRITER_H
#define PB_WRITER_H
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct pb { unsigned char *b; size_t n, cap; } pb;

static void pb_raw(pb *p, const void *data, size_t n)
{
    if (p->n + n > p->cap) {
        size_t cap = (p->n + n) * 2 + 64;
        unsigned char *nb = (unsigned char *)realloc(p->b, cap);
        if (!nb) { fprintf(stderr, "pb_writer: out of memory\n"); exit(1); }
        p->b = nb;
        p->cap = cap;
    }
    if (n) memcpy(p->b + p->n, data, n);
    p->n += n;
}
static void pb_byte(pb *p, unsigned v) { unsigned char c = (unsigned char)v; pb_raw(p, &c, 1); }
static void pb_varint(pb *p, uint64_t v)
{
    while (v >= 0x80) { pb_byte(p, (unsigned)(v & 0x7f) | 0x80); v >>= 7; }
    pb_byte(p, (unsigned)v);
}
static void pb_tag(pb *p, unsigned num, int wt) { pb_varint(p, ((uint64_t)num << 3) | (unsigned)wt); }
static void pb_int(pb *p, unsigned num, int64_t v) { pb_tag(p, num, 0); pb_varint(p, (uint64_t)v); }
static void pb_bytes(pb *p, unsigned num, const void *d, size_t n) { pb_tag(p, num, 2); pb_varint(p, n); pb_raw(p, d, n); }
static void pb_str(pb *p, unsigned num, const char *s) { pb_bytes(p, num, s, strlen(s)); }
static void pb_fixed32(pb *p, unsigned num, uint32_t v)
{
    int i;
    pb_tag(p, num, 5);
    for (i = 0; i < 4; i++) pb_byte(p, (v >> (8 * i)) & 0xff);
}
static void pb_fixed64(pb *p, unsigned num, uint64_t v)
{
    int i;
    pb_tag(p, num, 1);
    for (i = 0; i < 8; i++) pb_byte(p, (unsigned)(v >> (8 * i)) & 0xff);
}
static uint32_t pb_f32bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t pb_f64bits(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }
static void pb_free(pb *p) { free(p->b); memset(p, 0, sizeof *p); }
/* child as field num of p; child is freed. */
static void pb_put(pb *p, unsigned num, pb *child) { pb_bytes(p, num, child->b, child->n); pb_free(child); }

/* TensorProto with raw_data. */
static void pb_tensor_raw(pb *t, const char *name, int dtype, const int64_t *dims, int rank, const void *data, size_t n)
{
    int i;
    for (i = 0; i < rank; i++) pb_int(t, 1, dims[i]);
    pb_int(t, 2, dtype);
    if (name) pb_str(t, 8, name);
    pb_bytes(t, 9, data, n);
}

/* ValueInfoProto of a tensor: dims[i] < 0 writes dim_param "N". */
static void pb_value_info(pb *v, const char *name, int dtype, const int64_t *dims, int rank)
{
    pb tt = { 0 }, shape = { 0 }, type = { 0 };
    int i;
    pb_str(v, 1, name);
    for (i = 0; i < rank; i++) {
        pb d = { 0 };
        if (dims[i] >= 0) pb_int(&d, 1, dims[i]);
        else pb_str(&d, 2, "N");
        pb_put(&shape, 1, &d);
    }
    pb_int(&tt, 1, dtype);
    if (rank >= 0) pb_put(&tt, 2, &shape);
    else pb_free(&shape);
    pb_put(&type, 1, &tt);
    pb_put(v, 2, &type);
}

#endif
