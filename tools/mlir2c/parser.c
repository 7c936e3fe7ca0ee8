/* parser.c - recursive-descent parser for the subset of MLIR that carries
 * TCF programs. Each parse function is named after the grammar rule it
 * implements; the rule is written above it. It builds the IR in ir.h with a
 * source position on every value, op and attribute. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "lexer.h"

static m2c_token tok;

static void advance(void) { tok = m2c_lex_at(tok.p + tok.len); }
static int is_punct(const char *s) { return tok.kind == TK_PUNCT && tok.len == strlen(s) && !memcmp(tok.p, s, tok.len); }
static int is_ident(const char *s) { return tok.kind == TK_IDENT && tok.len == strlen(s) && !memcmp(tok.p, s, tok.len); }
static int tok_is(const m2c_token *t, const char *s) { return t->len == strlen(s) && !memcmp(t->p, s, t->len); }

static void describe_tok(char *buf, size_t n)
{
    if (tok.kind == TK_EOF) snprintf(buf, n, "end of file");
    else snprintf(buf, n, "'%.*s'", (int)(tok.len > 40 ? 40 : tok.len), tok.p);
}

static void expect(const char *s)
{
    char got[64];
    if (is_punct(s) || is_ident(s)) { advance(); return; }
    describe_tok(got, sizeof got);
    m2c_error_at(tok.p, "expected '%s', got %s", s, got);
}

static int consume(const char *s)
{
    if (is_punct(s) || is_ident(s)) { advance(); return 1; }
    return 0;
}

static void error_expected(const char *what)
{
    char got[64];
    describe_tok(got, sizeof got);
    m2c_error_at(tok.p, "expected %s, got %s", what, got);
}

/* ---------------------------------------------------------------- numbers */

static int64_t int_value(const m2c_token *t, int negative)
{
    char buf[80];
    unsigned long long v;
    char *end;
    if (t->len >= sizeof buf) m2c_error_at(t->p, "integer literal out of range");
    memcpy(buf, t->p, t->len);
    buf[t->len] = 0;
    errno = 0;
    v = strtoull(buf, &end, 0);
    if (errno == ERANGE || v > (unsigned long long)INT64_MAX + (negative ? 1u : 0u))
        m2c_error_at(t->p, "integer literal out of range");
    if (negative) return v == (unsigned long long)INT64_MAX + 1u ? INT64_MIN : -(int64_t)v;
    return (int64_t)v;
}

static double float_value(const m2c_token *t)
{
    char buf[400];
    if (t->len >= sizeof buf) m2c_error_at(t->p, "invalid number: too long");
    memcpy(buf, t->p, t->len);
    buf[t->len] = 0;
    return strtod(buf, NULL);
}

/* A float32 from a literal token (optionally negated); hex integers are
 * the IEEE-754 bit pattern, as in MLIR. */
static float f32_from_token(const m2c_token *t, int negative)
{
    if (t->kind == TK_INT && t->len > 2 && t->p[0] == '0' && (t->p[1] == 'x' || t->p[1] == 'X')) {
        int64_t bits = int_value(t, 0);
        uint32_t u;
        float f;
        if (bits > 0xFFFFFFFFll) m2c_error_at(t->p, "hex float literal out of range for f32");
        u = (uint32_t)bits;
        memcpy(&f, &u, 4);
        return negative ? -f : f;
    } else {
        double d = float_value(t);
        if (negative) d = -d;
        if (fabs(d) > 3.4028234663852886e38) m2c_error_at(t->p, "float literal out of range for f32");
        return (float)d;
    }
}

/* ------------------------------------------------------------------ types */

/* type := 'tensor' '<' (dim 'x')* elem-type '>'      dim := integer | '?'
 * elem-type is scanned raw: MLIR writes "4x?xf32" without spaces. */
static void parse_type(m2c_type *ty, char *elem, size_t elen)
{
    const char *p, *start = tok.p, *end = m2c_lex_end();
    memset(ty, 0, sizeof *ty);
    if (!is_ident("tensor")) {
        char got[64];
        if (is_punct("!") || (tok.kind == TK_IDENT && (strchr("fiu", tok.p[0]) || is_ident("bf16") ||
            is_ident("memref") || is_ident("vector") || is_ident("index") || is_ident("complex") || is_ident("none")))) {
            const char *q = tok.p + 1;
            while (q < end && *q != ' ' && *q != ',' && *q != ')' && *q != '\n' && *q != '{') q++;
            describe_tok(got, sizeof got);
            m2c_error_at(tok.p, "unsupported type '%.*s' (only tensor<...xf32> is supported)", (int)(q - tok.p), tok.p);
        }
        describe_tok(got, sizeof got);
        m2c_error_at(tok.p, "expected a type, got %s", got);
    }
    advance();
    if (!is_punct("<")) error_expected("'<'");
    p = tok.p + 1;
    for (;;) {
        const char *d = p;
        if (p < end && *p == '?') {
            p++;
            if (ty->rank == NPK_MAX_RANK) m2c_error_at(d, "tensor rank larger than %d is not supported", NPK_MAX_RANK);
            ty->dims[ty->rank++] = M2C_DYN;
        } else if (p < end && *p >= '0' && *p <= '9') {
            int64_t v = 0;
            while (p < end && *p >= '0' && *p <= '9') {
                if (v > (INT64_MAX - 9) / 10) m2c_error_at(d, "integer literal out of range");
                v = v * 10 + (*p - '0');
                p++;
            }
            if (p >= end || *p != 'x') {
                m2c_error_at(p, "expected 'x' after a dimension");
            }
            if (ty->rank == NPK_MAX_RANK) m2c_error_at(d, "tensor rank larger than %d is not supported", NPK_MAX_RANK);
            if (v == 0) m2c_error_at(d, "zero-sized dimension is not supported");
            if (v > 0xFFFFFFFFll) m2c_error_at(d, "dimension %lld is too large", (long long)v);
            ty->dims[ty->rank++] = v;
        } else if (p < end && *p == '*') {
            m2c_error_at(p, "unranked tensors are not supported");
        } else {
            break;
        }
        if (p >= end || *p != 'x') m2c_error_at(p, "expected 'x' after a dimension");
        p++;
    }
    {
        const char *e = p;
        while (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == 'A' || *p == 'B' || *p == 'F')) p++;
        if (p == e) m2c_error_at(e, "expected an element type");
        snprintf(elem, elen, "%.*s", (int)(p - e), e);
        if (p >= end || *p != '>') {
            if (p < end && *p == ',') m2c_error_at(p, "tensor encodings are not supported");
            m2c_error_at(p, "expected '>' to close the tensor type");
        }
        (void)start;
        tok = m2c_lex_at(p + 1);
    }
}

/* A tensor type with f32 elements. */
static void parse_f32_type(m2c_type *ty)
{
    char elem[32];
    const char *at = tok.p;
    parse_type(ty, elem, sizeof elem);
    if (strcmp(elem, "f32") != 0)
        m2c_error_at(at, "unsupported element type '%s' (only f32 is supported)", elem);
}

/* --------------------------------------------------------- dense literals */

typedef struct dense_state {
    float *vals; uint64_t n, cap;
    int64_t *ivals; int is_int;
    int depth_len[NPK_MAX_RANK + 1];
    const char *depth_loc[NPK_MAX_RANK + 1];
    int leaf_depth;
    const char *leaf_loc;
} dense_state;

static void dense_push(dense_state *s, float v, int64_t iv)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? 2 * s->cap : 64;
        s->vals = (float *)m2c_grow(s->vals, (size_t)s->cap * sizeof(float));
        s->ivals = (int64_t *)m2c_grow(s->ivals, (size_t)s->cap * sizeof(int64_t));
    }
    s->vals[s->n] = v;
    s->ivals[s->n] = iv;
    s->n++;
}

/* dense-element := '-'? (integer | float | 'inf' | 'nan') | 'true' | 'false' */
static void parse_dense_element(dense_state *s, int depth)
{
    int neg = 0;
    if (s->leaf_depth < 0) { s->leaf_depth = depth; s->leaf_loc = tok.p; }
    else if (s->leaf_depth != depth) m2c_error_at(tok.p, "dense literal is not rectangular");
    if (consume("-")) neg = 1;
    if (tok.kind == TK_INT) {
        int is_hex = tok.len > 2 && (tok.p[1] == 'x' || tok.p[1] == 'X');
        int64_t iv = is_hex ? 0 : int_value(&tok, neg);
        dense_push(s, is_hex ? f32_from_token(&tok, neg) : (float)iv, iv);
    } else if (tok.kind == TK_FLOAT) {
        dense_push(s, f32_from_token(&tok, neg), 0);
        s->is_int = 0;
    } else if (is_ident("inf")) {
        dense_push(s, neg ? -HUGE_VALF : HUGE_VALF, 0);
        s->is_int = 0;
    } else if (is_ident("nan")) {
        dense_push(s, neg ? -(float)NAN : (float)NAN, 0);
        s->is_int = 0;
    } else if (!neg && (is_ident("true") || is_ident("false"))) {
        dense_push(s, is_ident("true") ? 1.0f : 0.0f, is_ident("true"));
    } else {
        error_expected("a number");
    }
    advance();
}

/* dense-list := '[' (dense-list | dense-element) (',' ...)* ']' */
static void parse_dense_list(dense_state *s, int depth)
{
    int len = 0;
    const char *at = tok.p;
    expect("[");
    if (depth >= NPK_MAX_RANK) m2c_error_at(at, "dense literal nested deeper than rank %d", NPK_MAX_RANK);
    if (!is_punct("]")) {
        do {
            if (is_punct("[")) parse_dense_list(s, depth + 1);
            else parse_dense_element(s, depth + 1);
            len++;
        } while (consume(","));
    }
    expect("]");
    if (s->depth_len[depth] < 0) { s->depth_len[depth] = len; s->depth_loc[depth] = at; }
    else if (s->depth_len[depth] != len) m2c_error_at(at, "dense literal is not rectangular: %d elements here, %d before", len, s->depth_len[depth]);
    if (len == 0 && s->leaf_depth < 0) { s->leaf_depth = depth + 1; s->leaf_loc = at; }
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decode "0x...." (raw little-endian f32 bytes) straight into a float buffer. */
static void decode_hex(dense_state *s, const m2c_token *t)
{
    const char *p = t->p + 1, *e = t->p + t->len - 1;
    size_t nhex, nbytes, i;
    unsigned char *bytes;
    if (e - p < 2 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X'))
        m2c_error_at(t->p, "expected a hex string \"0x...\" in dense<>");
    p += 2;
    nhex = (size_t)(e - p);
    if (nhex % 8 != 0) m2c_error_at(t->p, "hex dense literal has %zu hex digits, not a whole number of f32 values", nhex);
    nbytes = nhex / 2;
    s->cap = s->n = nbytes / 4;
    s->vals = (float *)m2c_alloc(nbytes ? nbytes : 4);
    bytes = (unsigned char *)s->vals;
    for (i = 0; i < nbytes; i++) {
        int hi = hexval((unsigned char)p[2 * i]), lo = hexval((unsigned char)p[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            const char *bad = hi < 0 ? p + 2 * i : p + 2 * i + 1;
            m2c_error_at(bad, "invalid hex digit '%c' in dense literal", *bad);
        }
        bytes[i] = (unsigned char)(hi * 16 + lo);
    }
    /* bytes are little-endian; fix up on a big-endian host */
    {
        uint32_t one = 1;
        if (*(unsigned char *)&one == 0) {
            for (i = 0; i < s->n; i++) {
                unsigned char *b = bytes + 4 * i, x;
                x = b[0]; b[0] = b[3]; b[3] = x;
                x = b[1]; b[1] = b[2]; b[2] = x;
            }
        }
    }
}

/* dense-attr := 'dense' '<' (hex-string | dense-list | dense-element) '>' ':' type
 * Returns f32 data in *cb, or (for integer element types) ints in the attr. */
static void parse_dense_attr(m2c_attr *a)
{
    dense_state s;
    m2c_type ty;
    char elem[32];
    const char *body, *type_at;
    int hex = 0, splat = 0, d;
    memset(&s, 0, sizeof s);
    s.is_int = 1;
    s.leaf_depth = -1;
    for (d = 0; d <= NPK_MAX_RANK; d++) s.depth_len[d] = -1;
    expect("dense");
    expect("<");
    body = tok.p;
    if (tok.kind == TK_STRING) { decode_hex(&s, &tok); hex = 1; s.is_int = 0; advance(); }
    else if (is_punct("[")) parse_dense_list(&s, 0);
    else { parse_dense_element(&s, 0); splat = 1; }
    expect(">");
    expect(":");
    type_at = tok.p;
    parse_type(&ty, elem, sizeof elem);
    if (!m2c_type_static(&ty)) m2c_error_at(type_at, "the type of a dense literal must be static");
    {
        uint64_t count = 1;
        for (d = 0; d < ty.rank; d++)
            if (!npk_mul_size(count, (uint64_t)ty.dims[d], &count) || count > ((uint64_t)1 << 34))
                m2c_error_at(type_at, "dense literal type is too large");
        if (hex || splat) {
            if (s.n != count && s.n != 1)
            {
                char tn[200], sh[100];
                m2c_shape_str(&ty, sh, sizeof sh);
                if (ty.rank) snprintf(tn, sizeof tn, "tensor<%sx%s>", sh, elem);
                else snprintf(tn, sizeof tn, "tensor<%s>", elem);
                m2c_error_at(body, "dense literal has %llu elements but its type %s needs %llu",
                             (unsigned long long)s.n, tn, (unsigned long long)count);
            }
        } else {
            if (s.leaf_depth != ty.rank || s.n != count) {
                if (ty.rank == 0 || s.leaf_depth != ty.rank)
                    m2c_error_at(body, "dense literal has %llu elements but its type needs %llu",
                                 (unsigned long long)s.n, (unsigned long long)count);
            }
            for (d = 0; d < ty.rank; d++)
                if (s.depth_len[d] != ty.dims[d])
                    m2c_error_at(s.depth_loc[d] ? s.depth_loc[d] : body,
                                 "dense literal has %d elements in dimension %d but its type says %lld",
                                 s.depth_len[d], d, (long long)ty.dims[d]);
        }
        if (s.n == 1 && count != 1) { /* splat: broadcast the one value */
            uint64_t i;
            float v = s.vals[0];
            int64_t iv = s.ivals ? s.ivals[0] : 0;
            s.vals = (float *)m2c_grow(s.vals, (size_t)count * sizeof(float));
            for (i = 0; i < count; i++) s.vals[i] = v;
            if (!hex) {
                s.ivals = (int64_t *)m2c_grow(s.ivals, (size_t)count * sizeof(int64_t));
                for (i = 0; i < count; i++) s.ivals[i] = iv;
            }
            s.n = count;
        }
    }
    a->vloc = body;
    if (strcmp(elem, "f32") == 0) {
        a->kind = M2C_ATTR_DENSE;
        a->dense = (m2c_cbuf *)m2c_alloc(sizeof *a->dense);
        a->dense->data = s.vals;
        a->dense->count = s.n;
        a->dense_type = ty;
        m2c_free(s.ivals);
    } else if (elem[0] == 'i' || elem[0] == 's' || elem[0] == 'u' || strcmp(elem, "index") == 0) {
        uint64_t i;
        if (hex) m2c_error_at(body, "hex dense literals are only supported for f32");
        if (!s.is_int) m2c_error_at(body, "expected integers for element type '%s'", elem);
        if (s.n > 1000000) m2c_error_at(body, "integer dense attribute is too large");
        a->kind = M2C_ATTR_ARRAY;
        a->all_int = 1;
        a->n = (int)s.n;
        a->ints = s.ivals;
        a->floats = (double *)m2c_alloc((size_t)s.n * sizeof(double) + 1);
        for (i = 0; i < s.n; i++) a->floats[i] = (double)s.ivals[i];
        a->dense_type = ty;
        m2c_free(s.vals);
    } else {
        m2c_error_at(type_at, "unsupported element type '%s' (only f32 is supported)", elem);
    }
}

/* -------------------------------------------------------------- attributes */

/* scalar-type-suffix := ':' (i64 | i32 | si64 | f32 | index | ...) */
static void parse_scalar_suffix(m2c_attr *a)
{
    const char *at;
    if (!consume(":")) return;
    at = tok.p;
    if (tok.kind != TK_IDENT) error_expected("a scalar type");
    if (tok.p[0] == 'f' || tok.p[0] == 'b') {
        if (!tok_is(&tok, "f32") && !tok_is(&tok, "f64") && !tok_is(&tok, "f16") && !tok_is(&tok, "bf16"))
            m2c_error_at(at, "unsupported type '%.*s' for a float attribute", (int)tok.len, tok.p);
        if (a->kind == M2C_ATTR_INT) a->kind = M2C_ATTR_FLOAT;
    } else if (tok.p[0] == 'i' || tok.p[0] == 's' || tok.p[0] == 'u') {
        if (a->kind == M2C_ATTR_FLOAT) m2c_error_at(at, "integer type for a float literal");
        if (tok_is(&tok, "i32") || tok_is(&tok, "si32")) {
            if (a->i > INT32_MAX || a->i < INT32_MIN) m2c_error_at(a->vloc, "integer literal out of range for i32");
        }
    } else {
        m2c_error_at(at, "unsupported attribute type '%.*s'", (int)tok.len, tok.p);
    }
    advance();
}

static void parse_attr_value(m2c_attr *a);

/* array-attr := '[' (attr-value (',' attr-value)*)? ']'
 *             | 'array' '<' int-type (':' integer (',' integer)*)? '>' */
static void parse_array(m2c_attr *a)
{
    int cap = 0, cap2 = 0, n2 = 0;
    a->kind = M2C_ATTR_ARRAY;
    a->all_int = 1;
    if (consume("array")) {
        expect("<");
        if (tok.kind != TK_IDENT) error_expected("an element type");
        advance();
        if (consume(":")) {
            do {
                m2c_attr e;
                memset(&e, 0, sizeof e);
                parse_attr_value(&e);
                if (e.kind != M2C_ATTR_INT && e.kind != M2C_ATTR_FLOAT && e.kind != M2C_ATTR_BOOL)
                    m2c_error_at(e.vloc, "expected a number in array<>");
                if (e.kind == M2C_ATTR_FLOAT) a->all_int = 0;
                M2C_PUSH(a->ints, a->n, cap, e.i);
                M2C_PUSH(a->floats, n2, cap2, e.f);
            } while (consume(","));
        }
        expect(">");
        return;
    }
    expect("[");
    if (!is_punct("]")) {
        do {
            m2c_attr e;
            memset(&e, 0, sizeof e);
            parse_attr_value(&e);
            if (e.kind != M2C_ATTR_INT && e.kind != M2C_ATTR_FLOAT && e.kind != M2C_ATTR_BOOL)
                m2c_error_at(e.vloc, "only arrays of numbers are supported");
            if (e.kind == M2C_ATTR_FLOAT) a->all_int = 0;
            M2C_PUSH(a->ints, a->n, cap, e.i);
            M2C_PUSH(a->floats, n2, cap2, e.f);
        } while (consume(","));
    }
    expect("]");
}

/* attr-value := '-'? number scalar-type-suffix? | 'true' | 'false' | array-attr
 *             | dense-attr | string | 'unit' */
static void parse_attr_value(m2c_attr *a)
{
    a->vloc = tok.p;
    if (is_punct("-") || tok.kind == TK_INT || tok.kind == TK_FLOAT) {
        int neg = consume("-");
        if (tok.kind == TK_INT) {
            a->kind = M2C_ATTR_INT;
            a->i = int_value(&tok, neg);
            a->f = (double)a->i;
        } else if (tok.kind == TK_FLOAT) {
            a->kind = M2C_ATTR_FLOAT;
            a->f = float_value(&tok);
            if (neg) a->f = -a->f;
        } else if (is_ident("inf")) {
            a->kind = M2C_ATTR_FLOAT;
            a->f = neg ? -HUGE_VAL : HUGE_VAL;
        } else {
            error_expected("a number");
        }
        advance();
        parse_scalar_suffix(a);
    } else if (is_ident("true") || is_ident("false")) {
        a->kind = M2C_ATTR_BOOL;
        a->i = is_ident("true");
        a->f = (double)a->i;
        advance();
    } else if (is_punct("[") || is_ident("array")) {
        parse_array(a);
    } else if (is_ident("dense")) {
        parse_dense_attr(a);
    } else if (tok.kind == TK_STRING) {
        a->kind = M2C_ATTR_STRING;
        advance();
    } else if (is_ident("unit")) {
        a->kind = M2C_ATTR_UNIT;
        advance();
    } else {
        error_expected("an attribute value");
    }
}

/* attr-dict := '{' (attr-entry (',' attr-entry)*)? '}'
 * attr-entry := (bare-id | string) ('=' attr-value)? */
static void parse_attr_dict(m2c_attr **attrs, int *n, const char *close)
{
    int cap = *n;
    if (!is_punct("}") && !is_punct(close)) {
        do {
            m2c_attr a;
            memset(&a, 0, sizeof a);
            a.loc = tok.p;
            if (tok.kind == TK_IDENT) a.name = m2c_strndup(tok.p, tok.len);
            else if (tok.kind == TK_STRING) a.name = m2c_strndup(tok.p + 1, tok.len - 2);
            else error_expected("an attribute name");
            advance();
            if (consume("=")) parse_attr_value(&a);
            else { a.kind = M2C_ATTR_UNIT; a.vloc = a.loc; }
            M2C_PUSH(*attrs, *n, cap, a);
        } while (consume(","));
    }
    expect(close);
}

m2c_attr *m2c_find_attr(m2c_op *op, const char *name)
{
    int i;
    for (i = 0; i < op->n_attrs; i++)
        if (strcmp(op->attrs[i].name, name) == 0) return &op->attrs[i];
    return NULL;
}

/* --------------------------------------------------------------- functions */

typedef struct scope {
    m2c_value **vals; int n, cap;
} scope;

static m2c_value *scope_find(scope *s, const char *p, size_t len)
{
    int i;
    for (i = s->n - 1; i >= 0; i--) {
        const char *nm = s->vals[i]->name;
        const char *q = p;
        size_t l = len;
        if (s->vals[i]->kind == M2C_V_ARG) { q++; l--; } /* args are stored without '%' */
        if (strlen(nm) == l && !memcmp(nm, q, l)) return s->vals[i];
    }
    return NULL;
}

static void scope_define(scope *s, m2c_value *v, const m2c_token *t)
{
    if (scope_find(s, t->p, t->len)) m2c_error_at(t->p, "redefinition of SSA value '%.*s'", (int)t->len, t->p);
    M2C_PUSH(s->vals, s->n, s->cap, v);
}

static m2c_value *use_value(scope *s)
{
    m2c_value *v;
    if (tok.kind != TK_SSA) error_expected("an SSA value");
    v = scope_find(s, tok.p, tok.len);
    if (!v) m2c_error_at(tok.p, "use of undefined value '%.*s'", (int)tok.len, tok.p);
    return v;
}

static m2c_opkind lookup_op(const char *name, size_t len, const char *loc)
{
    int k;
    if (len > 4 && !memcmp(name, "tcf.", 4)) {
        for (k = 0; k < M2C_OPK_COPY; k++) {
            const char *s = m2c_opkind_name((m2c_opkind)k);
            if (strlen(s) == len - 4 && !memcmp(s, name + 4, len - 4)) return (m2c_opkind)k;
        }
    }
    m2c_error_at(loc, "unsupported op '%.*s'", (int)len, name);
    return M2C_OPK_COUNT;
}

static int is_constant_name(const char *p, size_t len)
{
    static const char *names[] = { "constant", "arith.constant", "std.constant", "tcf.constant" };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == len && !memcmp(names[i], p, len)) return 1;
    return 0;
}

/* function-type := '(' (type (',' type)*)? ')' '->' (type | '(' type ')') | type */
static void parse_op_signature(m2c_op *op, m2c_type *result)
{
    int i;
    if (is_punct("(")) {
        int n = 0;
        const char *at = tok.p;
        advance();
        if (!is_punct(")")) {
            do {
                m2c_type t;
                const char *tat = tok.p;
                parse_f32_type(&t);
                if (n >= op->n_in)
                    m2c_error_at(tat, "op has %d operand%s but the signature lists more types", op->n_in, op->n_in == 1 ? "" : "s");
                op->in_decl[n++] = t;
            } while (consume(","));
        }
        expect(")");
        if (n != op->n_in)
            m2c_error_at(at, "op has %d operand%s but the signature lists %d type%s", op->n_in,
                         op->n_in == 1 ? "" : "s", n, n == 1 ? "" : "s");
        expect("->");
        if (consume("(")) {
            parse_f32_type(result);
            if (is_punct(",")) m2c_error_at(tok.p, "ops with several results are not supported");
            expect(")");
        } else {
            parse_f32_type(result);
        }
    } else {
        parse_f32_type(result);
        for (i = 0; i < op->n_in; i++) op->in_decl[i] = *result;
    }
    for (i = 0; i < op->n_in; i++) {
        if (!m2c_type_equal(&op->in_decl[i], &op->in[i]->decl)) {
            char a[128], b[128];
            m2c_type_str(&op->in_decl[i], a, sizeof a);
            m2c_type_str(&op->in[i]->decl, b, sizeof b);
            m2c_error_at(op->in_loc[i], "type mismatch: operand '%s' has type %s but the op signature says %s",
                         op->in[i]->kind == M2C_V_ARG ? op->in[i]->name : op->in[i]->name, b, a);
        }
    }
}

/* operand-list := ssa (',' ssa)* */
static void parse_operands(scope *s, m2c_op *op, const char *close)
{
    if (tok.kind != TK_SSA) return;
    do {
        if (op->n_in == NPK_MAX_OP_INPUTS) m2c_error_at(tok.p, "too many operands");
        op->in_loc[op->n_in] = tok.p;
        op->in[op->n_in++] = use_value(s);
        advance();
    } while (consume(","));
    (void)close;
}

static m2c_value *new_value(const m2c_token *name, m2c_value_kind kind)
{
    m2c_value *v = (m2c_value *)m2c_alloc(sizeof *v);
    v->name = m2c_strndup(name->p, name->len);
    v->loc = name->p;
    v->kind = kind;
    v->tensor = -1;
    return v;
}

/* constant-op := ('constant' | 'arith.constant') dense-attr */
static m2c_value *parse_constant_body(const m2c_token *res, int generic, m2c_op *gop, scope *s)
{
    m2c_attr a;
    m2c_value *v = new_value(res, M2C_V_CONST);
    memset(&a, 0, sizeof a);
    if (!generic) {
        const char *at = tok.p;
        if (!is_ident("dense")) error_expected("a dense<...> literal");
        parse_dense_attr(&a);
        if (a.kind != M2C_ATTR_DENSE) m2c_error_at(at, "constants must have f32 elements");
        if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
        v->decl = v->shape = a.dense_type;
        v->cbuf = a.dense;
        return v;
    } else {
        m2c_attr *val = m2c_find_attr(gop, "value");
        m2c_type rt;
        if (!val) m2c_error_at(gop->loc, "constant op needs a 'value' attribute");
        if (val->kind != M2C_ATTR_DENSE) m2c_error_at(val->vloc, "constant 'value' must be a dense<...> f32 literal");
        parse_op_signature(gop, &rt);
        if (!m2c_type_equal(&rt, &val->dense_type)) m2c_error_at(gop->loc, "type mismatch: constant value type differs from the result type");
        v->decl = v->shape = val->dense_type;
        v->cbuf = val->dense;
        (void)s;
        return v;
    }
}

/* op := ssa-result '=' (generic-op | custom-op | constant-op)
 * generic-op := string '(' operand-list? ')' ('<' attr-dict '>')? attr-dict? ':' function-type
 * custom-op := op-name operand-list? attr-dict? ':' function-type */
static void parse_op(m2c_func *f, scope *s)
{
    m2c_token res = tok;
    m2c_op *op;
    m2c_type rt;
    if (tok.kind != TK_SSA) error_expected("an op");
    advance();
    if (is_punct(",")) m2c_error_at(tok.p, "ops with several results are not supported");
    if (is_punct(":")) m2c_error_at(tok.p, "ops with several results are not supported");
    expect("=");
    op = (m2c_op *)m2c_alloc(sizeof *op);
    op->loc = tok.p;
    if (tok.kind == TK_STRING) {
        const char *name = tok.p + 1;
        size_t len = tok.len - 2;
        int is_const = is_constant_name(name, len);
        if (!is_const) op->kind = lookup_op(name, len, op->loc);
        advance();
        expect("(");
        parse_operands(s, op, ")");
        expect(")");
        if (consume("<")) { expect("{"); parse_attr_dict(&op->attrs, &op->n_attrs, "}"); expect(">"); }
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        if (is_const) {
            m2c_value *v;
            if (op->n_in) m2c_error_at(op->in_loc[0], "constant takes no operands");
            v = parse_constant_body(&res, 1, op, s);
            scope_define(s, v, &res);
            m2c_free(op);
            return;
        }
    } else if (tok.kind == TK_IDENT) {
        if (is_constant_name(tok.p, tok.len)) {
            m2c_value *v;
            advance();
            v = parse_constant_body(&res, 0, NULL, s);
            scope_define(s, v, &res);
            m2c_free(op);
            return;
        }
        op->kind = lookup_op(tok.p, tok.len, op->loc);
        advance();
        parse_operands(s, op, ":");
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
    } else {
        error_expected("an op name");
    }
    parse_op_signature(op, &rt);
    op->out = new_value(&res, M2C_V_OP);
    op->out->decl = rt;
    op->out->def = op;
    scope_define(s, op->out, &res);
    M2C_PUSH(f->ops, f->n_ops, f->cap_ops, op);
}

/* return-op := ('return' | 'func.return') (ssa (',' ssa)* ':' type (',' type)*)? */
static void parse_return(m2c_func *f, scope *s)
{
    int i = 0, cap = 0;
    const char *at = tok.p;
    advance();
    if (tok.kind == TK_SSA) {
        do {
            const char *loc = tok.p;
            m2c_value *v = use_value(s);
            advance();
            M2C_PUSH(f->results, f->n_results, f->cap_results, v);
            M2C_PUSH(f->result_locs, i, cap, loc);
        } while (consume(","));
        expect(":");
        for (i = 0; i < f->n_results; i++) {
            m2c_type t;
            const char *tat = tok.p;
            if (i) expect(",");
            tat = tok.p;
            parse_f32_type(&t);
            if (!m2c_type_equal(&t, &f->results[i]->decl)) {
                char a[128], b[128];
                m2c_type_str(&t, a, sizeof a);
                m2c_type_str(&f->results[i]->decl, b, sizeof b);
                m2c_error_at(tat, "type mismatch: returned value has type %s, not %s", b, a);
            }
        }
    }
    if (f->n_results != f->n_result_decl)
        m2c_error_at(at, "function '%s' returns %d value%s but its signature declares %d", f->name,
                     f->n_results, f->n_results == 1 ? "" : "s", f->n_result_decl);
    for (i = 0; i < f->n_results; i++) {
        if (!m2c_type_equal(&f->result_decl[i], &f->results[i]->decl)) {
            char a[128], b[128];
            m2c_type_str(&f->result_decl[i], a, sizeof a);
            m2c_type_str(&f->results[i]->decl, b, sizeof b);
            m2c_error_at(f->result_locs[i], "type mismatch: returned value has type %s but the function returns %s", b, a);
        }
    }
    if (f->n_results == 0) m2c_error_at(at, "function '%s' returns nothing", f->name);
}

/* func := ('func' | 'func.func') ('private' | 'public')? symbol
 *         '(' (ssa ':' type attr-dict?) (',' ...)* ')' ('->' result-types)?
 *         ('attributes' attr-dict)? '{' (op | return-op)* '}' */
static m2c_func *parse_func(void)
{
    m2c_func *f = (m2c_func *)m2c_alloc(sizeof *f);
    scope s;
    int ncap = 0, returned = 0;
    memset(&s, 0, sizeof s);
    advance();
    if (is_ident("private")) { f->is_private = 1; advance(); }
    else if (is_ident("public")) advance();
    if (tok.kind != TK_SYMBOL) error_expected("a function name '@name'");
    f->loc = tok.p;
    if (tok.p[1] == '"') f->name = m2c_strndup(tok.p + 2, tok.len - 3);
    else f->name = m2c_strndup(tok.p + 1, tok.len - 1);
    advance();
    expect("(");
    if (!is_punct(")")) {
        do {
            m2c_value *v;
            m2c_token nt = tok;
            if (tok.kind != TK_SSA) error_expected("an argument '%name'");
            nt.p++; nt.len--;  /* argument names are kept without '%' */
            v = new_value(&nt, M2C_V_ARG);
            v->loc = tok.p;
            v->arg_index = f->n_args;
            scope_define(&s, v, &tok);
            advance();
            expect(":");
            parse_f32_type(&v->decl);
            if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
            M2C_PUSH(f->args, f->n_args, f->cap_args, v);
        } while (consume(","));
    }
    expect(")");
    if (consume("->")) {
        int paren = consume("(");
        if (!paren || !is_punct(")")) {
            do {
                m2c_type t;
                parse_f32_type(&t);
                if (paren && consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
                M2C_PUSH(f->result_decl, f->n_result_decl, ncap, t);
            } while (paren && consume(","));
        }
        if (paren) expect(")");
    }
    if (consume("attributes")) { m2c_attr *x = NULL; int n = 0; expect("{"); parse_attr_dict(&x, &n, "}"); }
    expect("{");
    while (!is_punct("}")) {
        if (tok.kind == TK_EOF) error_expected("'}'");
        if (returned) m2c_error_at(tok.p, "ops after the return are not allowed");
        if (is_ident("return") || is_ident("func.return")) { parse_return(f, &s); returned = 1; continue; }
        parse_op(f, &s);
    }
    if (!returned) m2c_error_at(tok.p, "function '%s' has no return", f->name);
    advance();
    m2c_free(s.vals);
    return f;
}

/* module := ('module' symbol? ('attributes' attr-dict)? '{' func* '}') | func* */
m2c_module *m2c_parse(const char *src, size_t len)
{
    m2c_module *m = (m2c_module *)m2c_alloc(sizeof *m);
    int wrapped = 0;
    m2c_lex_init(src, len);
    tok = m2c_lex_at(src);
    if (is_ident("module")) {
        advance();
        if (tok.kind == TK_SYMBOL) advance();
        if (consume("attributes")) { m2c_attr *x = NULL; int n = 0; expect("{"); parse_attr_dict(&x, &n, "}"); }
        expect("{");
        wrapped = 1;
    }
    for (;;) {
        if (wrapped && is_punct("}")) { advance(); wrapped = 0; continue; }
        if (tok.kind == TK_EOF) break;
        if (!wrapped && m->n_funcs > 0 && is_ident("module")) m2c_error_at(tok.p, "only one module per file is supported");
        if (is_ident("func") || is_ident("func.func")) {
            m2c_func *f = parse_func();
            int i;
            for (i = 0; i < m->n_funcs; i++)
                if (!strcmp(m->funcs[i]->name, f->name)) m2c_error_at(f->loc, "redefinition of function '@%s'", f->name);
            M2C_PUSH(m->funcs, m->n_funcs, m->cap_funcs, f);
            continue;
        }
        error_expected(wrapped ? "'func.func' or '}'" : "'func.func' or 'module'");
    }
    if (wrapped) error_expected("'}'");
    if (m->n_funcs == 0) m2c_error_at(tok.p, "no function in the input");
    return m;
}

const char *m2c_opkind_name(m2c_opkind k)
{
    static const char *names[] = {
#define M2C_OPK(e, s) s,
#include "opkinds.inc"
#undef M2C_OPK
    };
    return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "?";
}
