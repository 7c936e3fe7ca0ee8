/* quant_tags.c - carries the exporter's "// npk-int8-tensor:" lines into the
 * .tcp: the tensor of each named value is renamed "%V#q=DTYPE,SCALE,ZP,LAYOUT,LABEL"
 * so that npk-run --compare can dequantise it (scale * (q - zp)) and list it
 * (docs/INT8.md). Values that no longer have a tensor are skipped. */
#include <stdio.h>
#include <string.h>

#include "ir.h"

#define QTAG_PREFIX "// npk-int8-tensor: "

/* The line's fields: FXNODE LABEL %VALUE DTYPE SCALE ZP LAYOUT. */
static int split_fields(const char *s, const char *end, const char *field[7], size_t flen[7])
{
    int n = 0;
    while (s < end && n < 7) {
        while (s < end && *s == ' ') s++;
        if (s >= end) break;
        field[n] = s;
        while (s < end && *s != ' ') s++;
        flen[n] = (size_t)(s - field[n]);
        n++;
    }
    return n;
}

static int named(const char *name, const char *s, size_t n) { return name && strlen(name) == n && !memcmp(name, s, n); }

/* The value the line names, or its max pool where a fused op pooled it
 * (same scale and zero point; the label gains "+maxpool", as npk-run
 * --compare names an unfused pool's result). */
static void tag_value(m2c_func *f, const char *const field[7], const size_t flen[7])
{
    int i;
    for (i = 0; i < f->n_ops; i++) {
        m2c_value *v = f->ops[i]->out;
        char *name;
        size_t at = 0, k, vlen;
        int pooled;
        static const int order[5] = {3, 4, 5, 6, 1}; /* dtype scale zp layout label */
        if (f->ops[i]->dead || !v) continue;
        pooled = named(v->pool_of, field[2], flen[2]);
        if (!pooled && !named(v->name, field[2], flen[2])) continue;
        vlen = strlen(v->name);
        name = (char *)m2c_alloc(vlen + 3 + flen[1] + flen[3] + flen[4] + flen[5] + flen[6] + 6 + 8);
        memcpy(name, v->name, vlen);
        at = vlen;
        memcpy(name + at, "#q=", 3);
        at += 3;
        for (k = 0; k < 5; k++) {
            memcpy(name + at, field[order[k]], flen[order[k]]);
            at += flen[order[k]];
            if (k < 4) name[at++] = ',';
        }
        if (pooled) memcpy(name + at, "+maxpool", 8), at += 8;
        name[at] = 0;
        v->name = name; /* the old name stays allocated: diagnostics may point at it */
        return;
    }
}

void m2c_tag_quant_values(m2c_func *f, const char *src, size_t len)
{
    const char *p = src, *end = src + len;
    size_t plen = strlen(QTAG_PREFIX);
    while (p < end) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        if ((size_t)(eol - p) > plen && !memcmp(p, QTAG_PREFIX, plen)) {
            const char *field[7];
            size_t flen[7];
            if (split_fields(p + plen, eol, field, flen) == 7 && field[2][0] == '%') tag_value(f, field, flen);
        }
        p = eol + 1;
    }
}

/* Values declared with a per-tensor !quant.uniform type get the same tag
 * ("%V#q=i8,SCALE,ZP,-,OPNAME"), unless an exporter line named them. Not
 * u8/u16 storage: --compare would read its bits as the signed i8/i16. */
void m2c_tag_quant_types(m2c_func *f)
{
    int i;
    for (i = 0; i < f->n_ops; i++) {
        m2c_value *v = f->ops[i]->out;
        const m2c_quant *q = v ? v->decl.quant : NULL;
        char buf[256];
        if (f->ops[i]->dead || !q || q->axis >= 0 || v->decl.uns || strstr(v->name, "#q=")) continue;
        snprintf(buf, sizeof buf, "%s#q=%s,%.9g,%lld,-,%s", v->name, m2c_elem_name(v->decl.elem),
                 q->scale[0], (long long)q->zp[0], m2c_op_name(f->ops[i]));
        v->name = m2c_strndup(buf, strlen(buf)); /* the old name stays allocated: diagnostics may point at it */
    }
}
