/* onnx_wire.h - the protobuf wire format, read with every length checked
 * against the message that encloses it (internal to the ONNX reader).
 *
 * A message is a span [pos, end) of the input. ox_wire_next reads one field
 * of it: the tag, then the value by wire type (varint, fixed64, length-
 * delimited, fixed32); groups (wire types 3 and 4) are refused, as ONNX has
 * none. Offsets are counted from the start of the whole input, so an error
 * names the byte where the bad field starts, and the field path of the
 * message it is in ("graph.node[3].attribute[0]"), kept in ox_wire.path.
 * Every error is one line in ox_wire.err: "byte N: PATH: what is wrong". */
#ifndef OX_ONNX_WIRE_H
#define OX_ONNX_WIRE_H
#include <stddef.h>
#include <stdint.h>

enum { OX_WT_VARINT = 0, OX_WT_I64 = 1, OX_WT_LEN = 2, OX_WT_I32 = 5 };

#define OX_WIRE_PATH_MAX 256

typedef struct ox_wire {
    const unsigned char *buf;   /* the whole input */
    size_t len;
    char *err;                  /* the message of the first error */
    size_t err_size;
    char path[OX_WIRE_PATH_MAX];
    size_t path_len;
} ox_wire;

/* A message being read: its next field starts at pos, it ends at end. */
typedef struct ox_span { size_t pos, end; } ox_span;

typedef struct ox_field {
    uint32_t num;               /* field number, 1 .. 2^29-1 */
    int type;                   /* OX_WT_* */
    size_t at;                  /* offset of the tag */
    uint64_t v;                 /* VARINT value; I32/I64 bits */
    size_t off, len;            /* LEN payload */
} ox_field;

void ox_wire_init(ox_wire *w, const unsigned char *buf, size_t len, char *err, size_t err_size);

/* Writes "byte AT: PATH: message" into w->err; returns -1. */
int ox_wire_fail(ox_wire *w, size_t at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* The path: ox_wire_push appends a segment (".graph", "[3]", ...) and
 * returns the old length, which ox_wire_pop restores. A path longer than
 * OX_WIRE_PATH_MAX - 1 is cut (with "...") rather than refused. */
size_t ox_wire_push(ox_wire *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void ox_wire_pop(ox_wire *w, size_t mark);

/* One varint at *pos (before end): 0, or -1 when it runs past end, -2 when
 * longer than 10 bytes or past 64 bits. Advances *pos on success. */
int ox_varint(const unsigned char *buf, size_t *pos, size_t end, uint64_t *v);

/* The next field of s: 1 (f filled, s->pos past it), 0 at the end of s,
 * -1 on a malformed field (message in w->err). */
int ox_wire_next(ox_wire *w, ox_span *s, ox_field *f);

/* 0 when f has wire type `type`, else -1 naming the field:
 * "field 4 (op_type) has wire type 0 (varint), expected 2 (length-delimited)". */
int ox_wire_want(ox_wire *w, const ox_field *f, int type, const char *name);

/* The payload of a LEN field as a message. */
ox_span ox_wire_sub(const ox_field *f);

/* Counts how often each field number below OX_WIRE_COUNTED occurs in s
 * (and checks every field of s is well formed). */
#define OX_WIRE_COUNTED 32
int ox_wire_count(ox_wire *w, ox_span s, uint64_t counts[OX_WIRE_COUNTED]);

/* Repeated scalars, packed (one LEN field) or not (one value per field).
 * kind picks the element encoding. ox_scalars_begin checks the field (wire
 * type, a packed payload that splits exactly into elements) and gives the
 * element count; ox_scalars_next then yields each value (varints as their
 * 64-bit value, fixed32/64 as their bits) and returns 0 after the last. */
enum { OX_VARINT, OX_FIXED32, OX_FIXED64 };
typedef struct ox_scalars {
    const unsigned char *buf;
    size_t pos, end;
    int kind;
    int single;                 /* 1: the one value in v, not yet taken */
    uint64_t v;
} ox_scalars;
int ox_scalars_begin(ox_wire *w, const ox_field *f, int kind, const char *name, ox_scalars *it, uint64_t *count);
int ox_scalars_next(ox_scalars *it, uint64_t *v);

/* The total element count of every occurrence of field num in s. */
int ox_scalars_total(ox_wire *w, ox_span s, uint32_t num, int kind, const char *name, uint64_t *total);

#endif
