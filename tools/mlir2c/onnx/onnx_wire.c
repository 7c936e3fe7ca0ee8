/* onnx_wire.c - the protobuf wire format (see onnx_wire.h). */
#include "onnx_wire.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void ox_wire_init(ox_wire *w, const unsigned char *buf, size_t len, char *err, size_t err_size)
{
    w->buf = buf;
    w->len = len;
    w->err = err;
    w->err_size = err_size;
    w->path[0] = 0;
    w->path_len = 0;
    if (err && err_size) err[0] = 0;
}

int ox_wire_fail(ox_wire *w, size_t at, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (w->err && w->err_size) {
        char *c;
        if (w->path_len)
            snprintf(w->err, w->err_size, "byte %zu: %s: %s", at, w->path, msg);
        else
            snprintf(w->err, w->err_size, "byte %zu: %s", at, msg);
        /* Names from the input may hold control bytes: the message stays one line. */
        for (c = w->err; *c; c++)
            if ((unsigned char)*c < 0x20 || *c == 0x7f) *c = '?';
    }
    return -1;
}

size_t ox_wire_push(ox_wire *w, const char *fmt, ...)
{
    size_t mark = w->path_len, room = sizeof w->path - w->path_len;
    va_list ap;
    int n;
    /* The first segment of a path has no leading dot. */
    if (mark == 0 && fmt[0] == '.') fmt++;
    va_start(ap, fmt);
    n = vsnprintf(w->path + mark, room, fmt, ap);
    va_end(ap);
    if (n < 0) {
        w->path[mark] = 0;
    } else if ((size_t)n >= room) {
        memcpy(w->path + sizeof w->path - 4, "...", 4);
        w->path_len = sizeof w->path - 1;
    } else {
        w->path_len = mark + (size_t)n;
    }
    return mark;
}

void ox_wire_pop(ox_wire *w, size_t mark)
{
    if (mark < sizeof w->path) {
        w->path_len = mark;
        w->path[mark] = 0;
    }
}

int ox_varint(const unsigned char *buf, size_t *pos, size_t end, uint64_t *v)
{
    uint64_t x = 0;
    size_t p = *pos;
    int i;
    for (i = 0; i < 10; i++) {
        unsigned b;
        if (p >= end) return -1;
        b = buf[p++];
        /* The tenth byte holds bit 63 only. */
        if (i == 9 && b > 1) return -2;
        x |= (uint64_t)(b & 0x7f) << (7 * i);
        if (!(b & 0x80)) {
            *pos = p;
            *v = x;
            return 0;
        }
    }
    return -2;
}

static const char *wt_name(int t)
{
    switch (t) {
    case OX_WT_VARINT: return "varint";
    case OX_WT_I64: return "fixed64";
    case OX_WT_LEN: return "length-delimited";
    case 3: return "start group";
    case 4: return "end group";
    case OX_WT_I32: return "fixed32";
    default: return "invalid";
    }
}

static int varint_fail(ox_wire *w, size_t at, int rc, size_t end, const char *what)
{
    if (rc == -1)
        return ox_wire_fail(w, at, "%s runs past the end of its message (%zu bytes left)", what, end - at);
    return ox_wire_fail(w, at, "%s is longer than 10 bytes or past 64 bits", what);
}

int ox_wire_next(ox_wire *w, ox_span *s, ox_field *f)
{
    uint64_t tag;
    size_t p = s->pos;
    int rc;
    if (s->pos >= s->end) return 0;
    memset(f, 0, sizeof *f);
    f->at = p;
    if ((rc = ox_varint(w->buf, &p, s->end, &tag)) != 0) return varint_fail(w, f->at, rc, s->end, "field tag");
    if (tag >> 3 == 0 || tag >> 3 > 0x1fffffffu)
        return ox_wire_fail(w, f->at, "field number %llu is out of range", (unsigned long long)(tag >> 3));
    f->num = (uint32_t)(tag >> 3);
    f->type = (int)(tag & 7);
    switch (f->type) {
    case OX_WT_VARINT:
        if ((rc = ox_varint(w->buf, &p, s->end, &f->v)) != 0)
            return varint_fail(w, p, rc, s->end, "varint");
        break;
    case OX_WT_I64:
    case OX_WT_I32: {
        size_t n = f->type == OX_WT_I64 ? 8 : 4, i;
        if (s->end - p < n)
            return ox_wire_fail(w, f->at, "field %u: %s runs past the end of its message (%zu bytes left)",
                                f->num, wt_name(f->type), s->end - p);
        for (i = 0; i < n; i++) f->v |= (uint64_t)w->buf[p + i] << (8 * i);
        p += n;
        break;
    }
    case OX_WT_LEN: {
        uint64_t n;
        if ((rc = ox_varint(w->buf, &p, s->end, &n)) != 0) return varint_fail(w, p, rc, s->end, "length");
        if (n > s->end - p)
            return ox_wire_fail(w, f->at, "field %u: length %llu runs past the end of its message (%zu bytes left)",
                                f->num, (unsigned long long)n, s->end - p);
        f->off = p;
        f->len = (size_t)n;
        p += (size_t)n;
        break;
    }
    case 3:
    case 4:
        return ox_wire_fail(w, f->at, "field %u: groups (wire type %d) are not supported", f->num, f->type);
    default:
        return ox_wire_fail(w, f->at, "field %u: wire type %d is invalid", f->num, f->type);
    }
    s->pos = p;
    return 1;
}

int ox_wire_want(ox_wire *w, const ox_field *f, int type, const char *name)
{
    if (f->type == type) return 0;
    return ox_wire_fail(w, f->at, "field %u (%s) has wire type %d (%s), expected %d (%s)", f->num, name, f->type,
                        wt_name(f->type), type, wt_name(type));
}

ox_span ox_wire_sub(const ox_field *f)
{
    ox_span s;
    s.pos = f->off;
    s.end = f->off + f->len;
    return s;
}

int ox_wire_count(ox_wire *w, ox_span s, uint64_t counts[OX_WIRE_COUNTED])
{
    ox_field f;
    int rc;
    memset(counts, 0, OX_WIRE_COUNTED * sizeof counts[0]);
    while ((rc = ox_wire_next(w, &s, &f)) == 1)
        if (f.num < OX_WIRE_COUNTED) counts[f.num]++;
    return rc;
}

static int kind_wt(int kind)
{
    return kind == OX_VARINT ? OX_WT_VARINT : kind == OX_FIXED32 ? OX_WT_I32 : OX_WT_I64;
}

int ox_scalars_begin(ox_wire *w, const ox_field *f, int kind, const char *name, ox_scalars *it, uint64_t *count)
{
    memset(it, 0, sizeof *it);
    it->buf = w->buf;
    it->kind = kind;
    if (f->type == kind_wt(kind)) {
        it->single = 1;
        it->v = f->v;
        *count = 1;
        return 0;
    }
    if (f->type != OX_WT_LEN)
        return ox_wire_fail(w, f->at, "field %u (%s) has wire type %d (%s), expected %d (%s) or 2 (packed)", f->num,
                            name, f->type, wt_name(f->type), kind_wt(kind), wt_name(kind_wt(kind)));
    it->pos = f->off;
    it->end = f->off + f->len;
    if (kind == OX_VARINT) {
        /* Every varint ends at a byte below 0x80; the last byte must end one. */
        size_t p = it->pos, n = 0;
        while (p < it->end) {
            uint64_t v;
            int rc = ox_varint(w->buf, &p, it->end, &v);
            if (rc != 0)
                return ox_wire_fail(w, p, "%s: packed varint %s", name,
                                    rc == -1 ? "runs past the end of its field" : "is longer than 10 bytes");
            n++;
        }
        *count = n;
    } else {
        size_t size = kind == OX_FIXED32 ? 4 : 8;
        if (f->len % size)
            return ox_wire_fail(w, f->at, "%s: packed length %zu is not a multiple of %zu", name, f->len, size);
        *count = f->len / size;
    }
    return 0;
}

int ox_scalars_next(ox_scalars *it, uint64_t *v)
{
    if (it->single) {
        it->single = 0;
        *v = it->v;
        return 1;
    }
    if (it->pos >= it->end) return 0;
    if (it->kind == OX_VARINT) {
        if (ox_varint(it->buf, &it->pos, it->end, v) != 0) return 0;  /* checked by begin */
    } else {
        size_t size = it->kind == OX_FIXED32 ? 4 : 8, i;
        uint64_t x = 0;
        if (it->end - it->pos < size) return 0;
        for (i = 0; i < size; i++) x |= (uint64_t)it->buf[it->pos + i] << (8 * i);
        it->pos += size;
        *v = x;
    }
    return 1;
}

int ox_scalars_total(ox_wire *w, ox_span s, uint32_t num, int kind, const char *name, uint64_t *total)
{
    ox_field f;
    ox_scalars it;
    uint64_t n;
    int rc;
    *total = 0;
    while ((rc = ox_wire_next(w, &s, &f)) == 1) {
        if (f.num != num) continue;
        if (ox_scalars_begin(w, &f, kind, name, &it, &n) != 0) return -1;
        *total += n;   /* bounded by the input's length */
    }
    return rc;
}
