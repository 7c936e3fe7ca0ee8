/* quant_types.c - the `!quant.uniform<...>` element type. A quantized
 * tensor is held as its storage integer (i8, u8 as the i8 of the same bits,
 * i16, u16, i32); its scale(s) and zero point(s) ride along on the type
 * (m2c_type.quant) so that lowerings can read zero points the op does not
 * spell out and quant_tags.c can name the tensor for `npk-run --compare`.
 *   !quant.uniform<STORAGE[<MIN:MAX>]:EXPRESSED[:AXIS], PARAMS>
 *   PARAMS := SCALE[:ZP] | '{' SCALE[:ZP] (',' SCALE[:ZP])* '}'   (per axis) */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

static const char *skip_ws(const char *p, const char *end)
{
    while (p < end && isspace((unsigned char)*p)) p++;
    return p;
}

static const char *expect_char(const char *p, const char *end, char c, const char *what)
{
    p = skip_ws(p, end);
    if (p >= end || *p != c) m2c_error_at(p, "!quant.uniform: expected '%c' %s", c, what);
    return p + 1;
}

static const char *read_int(const char *p, const char *end, int64_t *v, const char *what)
{
    char *q;
    p = skip_ws(p, end);
    if (p >= end || !(isdigit((unsigned char)*p) || *p == '-' || *p == '+')) m2c_error_at(p, "!quant.uniform: expected %s", what);
    *v = (int64_t)strtoll(p, &q, 10);
    if (q == p || q > end) m2c_error_at(p, "!quant.uniform: expected %s", what);
    return q;
}

/* One SCALE[:ZP]; the zero point is 0 when absent. */
static const char *read_param(const char *p, const char *end, const m2c_quant *q, double *scale, int64_t *zp)
{
    char *e;
    p = skip_ws(p, end);
    *scale = strtod(p, &e);
    if (e == p || e > end) m2c_error_at(p, "!quant.uniform: expected a scale");
    if (!(*scale > 0) || !isfinite(*scale)) m2c_error_at(p, "!quant.uniform: the scale must be positive and finite");
    p = skip_ws(e, end);
    *zp = 0;
    if (p < end && *p == ':') {
        const char *at = p + 1;
        p = read_int(p + 1, end, zp, "a zero point");
        if (*zp < q->qmin || *zp > q->qmax)
            m2c_error_at(at, "!quant.uniform: zero point %lld is outside the storage range [%lld, %lld]", (long long)*zp,
                         (long long)q->qmin, (long long)q->qmax);
    }
    return p;
}

static int expressed_elem(const char *p, size_t n)
{
    static const struct { const char *name; int elem; } t[] = { { "f32", M2C_F32 }, { "f16", M2C_F16 },
                                                               { "bf16", M2C_BF16 }, { "f64", M2C_F64 } };
    size_t k;
    for (k = 0; k < sizeof t / sizeof t[0]; k++)
        if (strlen(t[k].name) == n && !memcmp(p, t[k].name, n)) return t[k].elem;
    return -1;
}

void m2c_parse_quant_type(const char *at, const char *end, m2c_type *ty)
{
    const char *p = at + strlen("!quant.uniform");
    m2c_quant *q = (m2c_quant *)m2c_alloc(sizeof *q);
    int64_t bits, lo, hi;
    const char *s;
    if ((size_t)(end - at) < 15 || memcmp(at, "!quant.uniform<", 15) != 0)
        m2c_error_at(at, "element type '%.*s' is not supported (of the quant dialect, only !quant.uniform)",
                     (int)(end - at > 40 ? 40 : end - at), at);
    p = expect_char(p, end, '<', "after !quant.uniform");
    p = skip_ws(p, end);
    s = p;
    if (p >= end || (*p != 'i' && *p != 'u')) m2c_error_at(p, "!quant.uniform: expected a storage type (i8, u8, i16, u16 or i32)");
    p = read_int(p + 1, end, &bits, "a storage width");
    if (bits != 8 && bits != 16 && !(bits == 32 && *s == 'i'))
        m2c_error_at(s, "!quant.uniform: storage type '%.*s' is not supported (i8, u8, i16, u16 or i32)", (int)(p - s), s);
    ty->elem = bits == 8 ? M2C_I8 : bits == 16 ? M2C_I16 : M2C_I32;
    ty->uns = *s == 'u';
    q->qmin = ty->uns ? 0 : -((int64_t)1 << (bits - 1));
    q->qmax = ty->uns ? ((int64_t)1 << bits) - 1 : ((int64_t)1 << (bits - 1)) - 1;
    p = skip_ws(p, end);
    if (p < end && *p == '<') { /* a narrower storage range: i8<-127:127> */
        const char *r = p;
        p = read_int(p + 1, end, &lo, "the storage minimum");
        p = expect_char(p, end, ':', "in the storage range");
        p = read_int(p, end, &hi, "the storage maximum");
        p = expect_char(p, end, '>', "after the storage range");
        if (lo < q->qmin || hi > q->qmax || lo > hi)
            m2c_error_at(r, "!quant.uniform: storage range [%lld, %lld] does not fit the storage type", (long long)lo, (long long)hi);
        q->qmin = lo;
        q->qmax = hi;
    }
    p = expect_char(p, end, ':', "before the expressed type");
    p = skip_ws(p, end);
    s = p;
    while (p < end && isalnum((unsigned char)*p)) p++;
    q->expressed = expressed_elem(s, (size_t)(p - s));
    if (q->expressed < 0) m2c_error_at(s, "!quant.uniform: expressed type '%.*s' is not supported (f32, f16, bf16 or f64)", (int)(p - s), s);
    p = skip_ws(p, end);
    q->axis = -1;
    if (p < end && *p == ':') {
        int64_t ax;
        const char *a = p + 1;
        p = read_int(p + 1, end, &ax, "a quantization axis");
        if (ax < 0 || ax >= NPK_MAX_RANK) m2c_error_at(a, "!quant.uniform: axis %lld is out of range", (long long)ax);
        q->axis = (int)ax;
    }
    p = expect_char(p, end, ',', "before the scale");
    p = skip_ws(p, end);
    if (q->axis >= 0) {
        int cap = 0;
        p = expect_char(p, end, '{', "before the per-axis scales");
        for (;;) {
            double sc;
            int64_t zp;
            p = read_param(p, end, q, &sc, &zp);
            if (q->n == cap) {
                cap = cap ? 2 * cap : 8;
                q->scale = (double *)m2c_grow(q->scale, (size_t)cap * sizeof *q->scale);
                q->zp = (int64_t *)m2c_grow(q->zp, (size_t)cap * sizeof *q->zp);
            }
            q->scale[q->n] = sc;
            q->zp[q->n++] = zp;
            p = skip_ws(p, end);
            if (p < end && *p == ',') { p++; continue; }
            break;
        }
        p = expect_char(p, end, '}', "after the per-axis scales");
    } else {
        q->n = 1;
        q->scale = (double *)m2c_alloc(sizeof *q->scale);
        q->zp = (int64_t *)m2c_alloc(sizeof *q->zp);
        p = read_param(p, end, q, q->scale, q->zp);
    }
    p = expect_char(p, end, '>', "to close !quant.uniform");
    if (p != end) m2c_error_at(p, "!quant.uniform: unexpected text after the type");
    ty->quant = q;
}

/* The per-axis parameters must match the axis they describe. */
void m2c_check_quant_type(const char *at, const m2c_type *ty)
{
    const m2c_quant *q = ty->quant;
    if (!q || q->axis < 0) return;
    if (q->axis >= ty->rank)
        m2c_error_at(at, "!quant.uniform: axis %d is out of range for rank %d", q->axis, ty->rank);
    if (ty->dims[q->axis] != M2C_DYN && ty->dims[q->axis] != q->n)
        m2c_error_at(at, "!quant.uniform: %d scales for axis %d of extent %lld", q->n, q->axis, (long long)ty->dims[q->axis]);
}
