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
#include "lower.h"
#include "literals.h"

static m2c_token tok;
static int g_allow_vector;
static int g_allow_unranked;   /* tensor/memref<*xf32>: printMemrefF32's signature, casts to what it takes */
static int g_empty_result;     /* the signature just read ends in '-> ()' */
static int g_depth;            /* attribute nesting (reset per parse: errors may longjmp) */     /* vector<...> only as the type of a dense attribute */

/* dense_resource<name> references, resolved against the trailing
 * {-# dialect_resources: { builtin: { name: "0x..." } } #-} section. */
typedef struct resource_ref { char *name; const char *loc; m2c_cbuf *cb; m2c_type ty; int uns; } resource_ref;
static resource_ref *g_res; static int g_n_res, g_cap_res;
int m2c_opt_resource_inputs;
static int g_seen_module;
static int g_region_any_cap;  /* tensor.pad's region may yield a scalar constant of any type */
const char *m2c_parse_func;    /* main.c's --func: the other functions' bodies are skipped */
static char *g_only_func;      /* the one function parsed in full, NULL for all */
static int g_map_via_alias;    /* an unsupported map is reported at the op using the alias */
static m2c_op *g_attr_op;      /* op whose attr dict is being parsed (indexing_maps, iterator_types) */

static int tok_is(const m2c_token *t, const char *s) { return t->len == strlen(s) && !memcmp(t->p, s, t->len); }

/* Type and attribute aliases (`!name = type`, `#name = attr`, `#map =
 * affine_map<...>`): their text is parsed again where they are used. */
static void skip_value(int line);
typedef struct text_alias { char *name; const char *value; int sigil; } text_alias;
static text_alias *g_talias; static int g_n_talias, g_cap_talias;

/* loc(...) may follow almost anything in printed MLIR (ops, arguments,
 * block arguments, the module). The token reader skips it and remembers
 * the last one, which parse_op registers for diagnostics. */
static const char *g_last_loc;

static const char *skip_parens(m2c_token open)
{
    m2c_token t = open;
    int depth = 0;
    do {
        if (t.kind == TK_EOF) m2c_error_at(open.p, "unterminated '(' in a location");
        if (t.kind == TK_PUNCT && *t.p == '(') depth++;
        else if (t.kind == TK_PUNCT && *t.p == ')') depth--;
        if (depth > 64) m2c_error_at(t.p, "location nested too deeply");
        if (depth) t = m2c_lex_at(t.p + t.len);
    } while (depth > 0);
    return t.p + 1;
}

static void set_tok(const char *p)
{
    tok = m2c_lex_at(p);
    while (tok.kind == TK_IDENT && tok_is(&tok, "loc")) {
        m2c_token n = m2c_lex_at(tok.p + tok.len);
        if (!(n.kind == TK_PUNCT && *n.p == '(')) break;
        g_last_loc = tok.p;
        tok = m2c_lex_at(skip_parens(n));
    }
}

static void advance(void) { set_tok(tok.p + tok.len); }
static int is_punct(const char *s) { return tok.kind == TK_PUNCT && tok.len == strlen(s) && !memcmp(tok.p, s, tok.len); }
static int is_ident(const char *s) { return tok.kind == TK_IDENT && tok.len == strlen(s) && !memcmp(tok.p, s, tok.len); }

/* At '!name' / '#name' naming an alias: continue at its definition and
 * return where to resume after the use (NULL if it is not an alias). */
static const char *enter_alias(int sigil)
{
    m2c_token n;
    int i;
    if (!(tok.kind == TK_PUNCT && tok.len == 1 && *tok.p == sigil)) return NULL;
    n = m2c_lex_at(tok.p + 1);
    if (n.kind != TK_IDENT || n.p != tok.p + 1) return NULL;
    for (i = 0; i < g_n_talias; i++)
        if (g_talias[i].sigil == sigil && tok_is(&n, g_talias[i].name)) {
            set_tok(g_talias[i].value);
            return n.p + n.len;
        }
    return NULL;
}

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
        /* out of range only if it rounds to infinity (FLT_MAX + half an ulp) */
        if (fabs(d) >= 3.4028235677973366e38) m2c_error_at(t->p, "float literal out of range for f32");
        return (float)d;
    }
}

/* ------------------------------------------------------------------ types */

/* Element type name -> m2c_elem; -1 when unknown. */
static int elem_code(const char *e)
{
    int i;
    for (i = M2C_F32; i < M2C_SHAPE; i++)
        if (!strcmp(e, m2c_elem_name(i))) return i;
    if (!strcmp(e, "i48")) return M2C_I64; /* TOSA's 48-bit accumulator (i16 x i8/i16), held in 64 bits */
    if ((e[0] == 's' || e[0] == 'u') && e[1] == 'i') {
        int bits = atoi(e + 2);
        return bits <= 1 ? M2C_I1 : bits <= 2 ? M2C_I2 : bits <= 4 ? M2C_I4 : bits <= 8 ? M2C_I8 : bits <= 16 ? M2C_I16 : bits <= 32 ? M2C_I32 : M2C_I64;
    }
    return -1;
}
static int elem_is_int(int e) { return m2c_elem_is_int(e); }
static int elem_code_tok(void)
{
    char e[32];
    if (tok.kind != TK_IDENT || tok.len > 30) return -1;
    snprintf(e, sizeof e, "%.*s", (int)tok.len, tok.p);
    return elem_code(e);
}

static void skip_angle_group(void);

/* ------------------------------------------------------- torch dialect types */

/* At '!torch.<...>' (torch-mlir's types)? */
static int is_torch_type(void)
{
    m2c_token n;
    if (!is_punct("!")) return 0;
    n = m2c_lex_at(tok.p + 1);
    return n.kind == TK_IDENT && n.p == tok.p + 1 && n.len > 6 && !memcmp(n.p, "torch.", 6);
}

/* torch-type := '!torch.vtensor' '<' '[' (dim (',' dim)*)? ']' ',' dtype '>'   dim := int | '?' | '-1'
 *             | '!torch.int' | '!torch.float' | '!torch.bool' | '!torch.number' | '!torch.none'
 *             | '!torch.str' | '!torch.Device' | '!torch.list' '<' ... '>' | '!torch.optional' '<' ... '>'
 * A value tensor is an ordinary tensor type here (torch_c casts are identities);
 * !torch.int is an i64 scalar, !torch.float an f64 scalar, !torch.bool an i1. */
static void parse_torch_type(m2c_type *ty)
{
    m2c_token n = m2c_lex_at(tok.p + 1);
    const char *at = tok.p;
    static const struct { const char *name; int elem; } scalars[] = {
        { "torch.int", M2C_I64 }, { "torch.float", M2C_F64 }, { "torch.bool", M2C_I1 }, { "torch.number", M2C_F64 },
        { "torch.none", M2C_TNONE }, { "torch.str", M2C_TSTR }, { "torch.Device", M2C_TDEVICE },
        { "torch.list", M2C_TLIST }, { "torch.optional", M2C_TNONE }, { "torch.Generator", M2C_TNONE },
    };
    size_t k;
    memset(ty, 0, sizeof *ty);
    tok = n;
    if (tok_is(&n, "torch.vtensor")) {
        char e[32];
        advance();
        if (!is_punct("<")) m2c_error_at(at, "'!torch.vtensor' without sizes and dtype (unknown rank) is not supported");
        advance();
        if (is_punct("*")) m2c_error_at(tok.p, "unranked tensors are not supported");
        expect("[");
        if (!is_punct("]")) do {
            int64_t d;
            const char *dat = tok.p;
            if (consume("?")) {
                d = M2C_DYN;
            } else if (consume("-")) {
                if (tok.kind != TK_INT || int_value(&tok, 1) != -1) error_expected("a size, '?' or -1");
                advance();
                d = M2C_DYN;
            } else {
                if (tok.kind != TK_INT) error_expected("a size, '?' or -1");
                d = int_value(&tok, 0);
                advance();
                /* 0: an empty tensor (m2c_torch_zero_sized says where it may be used) */
                if (d > 0xFFFFFFFFll) m2c_error_at(dat, "dimension %lld is too large", (long long)d);
            }
            if (ty->rank == NPK_MAX_RANK) m2c_error_at(dat, "tensor rank larger than %d is not supported", NPK_MAX_RANK);
            ty->dims[ty->rank++] = d;
        } while (consume(","));
        expect("]");
        if (is_punct(">")) m2c_error_at(tok.p, "'!torch.vtensor' without a dtype is not supported");
        expect(",");
        if (is_punct("!")) {
            /* torch's quantized dtypes: their integers (quint8 as the i8 of the same
             * bits); scale and zero point come from the op that made the tensor */
            static const struct { const char *name; int elem, uns; } qt[] = {
                { "torch.qint8", M2C_I8, 0 }, { "torch.quint8", M2C_I8, 1 }, { "torch.qint16", M2C_I16, 0 },
                { "torch.qint32", M2C_I32, 0 } };
            m2c_token q = m2c_lex_at(tok.p + 1);
            size_t j;
            for (j = 0; j < sizeof qt / sizeof qt[0]; j++)
                if (tok_is(&q, qt[j].name)) break;
            if (j == sizeof qt / sizeof qt[0])
                m2c_error_at(tok.p, "element type '!%.*s' is not supported (f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, si64, si32, si16, si8, ui8, i1, "
                             "!torch.qint8, !torch.quint8, !torch.qint16 or !torch.qint32)", (int)q.len, q.p);
            ty->elem = qt[j].elem;
            ty->uns = qt[j].uns;
            ty->torch_q = 1;
            tok = q;
            advance();
            expect(">");
            return;
        }
        if (tok.kind != TK_IDENT || tok.len > 30) error_expected("a dtype");
        snprintf(e, sizeof e, "%.*s", (int)tok.len, tok.p);
        ty->elem = elem_code(e);
        ty->uns = e[0] == 'u' && e[1] == 'i';
        if (ty->elem < 0 || !m2c_elem_dtype(ty->elem))
            m2c_error_at(tok.p, "element type '%s' is not supported (f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, si64, si32, si16, si8, ui8 or i1)", e);
        advance();
        if (is_punct(",")) m2c_error_at(tok.p, "tensor encodings (sparse tensors) are not supported");
        expect(">");
        return;
    }
    if (tok_is(&n, "torch.tensor"))
        m2c_error_at(at, "'!torch.tensor' (a non-value tensor) is not supported: only value tensors '!torch.vtensor' "
                     "(torch-mlir's backend contract)");
    for (k = 0; k < sizeof scalars / sizeof scalars[0]; k++)
        if (tok_is(&n, scalars[k].name)) {
            ty->elem = scalars[k].elem;
            ty->scalar = 1;
            advance();
            if (is_punct("<") && (ty->elem == M2C_TLIST || tok_is(&n, "torch.optional"))) skip_angle_group();
            return;
        }
    m2c_error_at(at, "unsupported type '!%.*s'", (int)n.len, n.p);
}

/* type := ('tensor' | 'vector') '<' (dim 'x')* elem-type '>'      dim := integer | '?'
 * elem-type is scanned raw: MLIR writes "4x?xf32" without spaces. */
static void parse_type_text(m2c_type *ty, char *elem, size_t elen);
static void parse_type(m2c_type *ty, char *elem, size_t elen)
{
    const char *resume = enter_alias('!');
    if (is_torch_type()) {
        const char *at = tok.p;
        m2c_token n = m2c_lex_at(tok.p + 1);
        parse_torch_type(ty);
        snprintf(elem, elen, "%s", m2c_elem_name(ty->elem));
        if (ty->scalar)
            m2c_error_at(at, "'!%.*s' is not a tensor type: only tensors are supported here (function arguments and results "
                         "are tensors)", (int)n.len, n.p);
        if (resume) set_tok(resume);
        return;
    }
    parse_type_text(ty, elem, elen);
    if (resume) set_tok(resume);
}
static void parse_type_text(m2c_type *ty, char *elem, size_t elen)
{
    const char *p, *start = tok.p, *end = m2c_lex_end();
    memset(ty, 0, sizeof *ty);
    int memref = is_ident("memref");
    if (!is_ident("tensor") && !memref && !(g_allow_vector && is_ident("vector"))) {
        char got[64];
        if (is_punct("!") || (tok.kind == TK_IDENT && (strchr("fiu", tok.p[0]) || is_ident("bf16") ||
            is_ident("vector") || is_ident("index") || is_ident("complex") || is_ident("none")))) {
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
            if (g_allow_unranked && p + 1 < end && p[1] == 'x') { p += 2; ty->unranked = 1; break; }
            m2c_error_at(p, memref ? "unranked memrefs (memref<*x...>) are not supported" : "unranked tensors are not supported");
        } else {
            break;
        }
        if (p >= end || *p != 'x') m2c_error_at(p, "expected 'x' after a dimension");
        p++;
    }
    {
        const char *e = p;
        /* any element type MLIR prints (f8E4M3FN, !quant.uniform<...>,
         * complex<f32>, vector<4xf32>) is read whole, so the user hears
         * which type is not supported rather than a syntax error */
        if (p < end && *p == '!') p++;
        while (p < end && ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '.')) p++;
        if (p < end && *p == '<' && p > e) {
            int depth = 0;
            do {
                if (*p == '<') depth++;
                else if (*p == '>') depth--;
                p++;
            } while (p < end && depth > 0);
        }
        if (p == e) m2c_error_at(e, "expected an element type");
        snprintf(elem, elen, "%.*s", (int)(p - e), e);
        if ((size_t)(p - e) >= elen && elen > 4) strcpy(elem + elen - 4, "...");
        if (p - e > 1 && *e == '!' && (p - e < 7 || memcmp(e, "!quant.", 7) != 0)) { /* tensor<4x!alias> */
            int i;
            for (i = 0; i < g_n_talias; i++)
                if (g_talias[i].sigil == '!' && strlen(g_talias[i].name) == (size_t)(p - e - 1) &&
                    !memcmp(g_talias[i].name, e + 1, (size_t)(p - e - 1)) && !strncmp(g_talias[i].value, "!quant.", 7)) {
                    const char *v = g_talias[i].value, *q = v;
                    int depth = 0;
                    while (*q && *q != '<') q++;
                    do {
                        if (*q == '<') depth++;
                        else if (*q == '>') depth--;
                        if (*q) q++;
                    } while (*q && depth > 0);
                    m2c_parse_quant_type(v, q, ty);
                    snprintf(elem, elen, "%s%s", ty->uns ? "u" : "", m2c_elem_name(ty->elem));
                    m2c_check_quant_type(e, ty);
                    break;
                }
            if (i == g_n_talias) {
                ty->elem = elem_code(elem);
                ty->uns = 0;
            }
        } else if (p - e > 7 && !memcmp(e, "!quant.", 7)) {
            m2c_parse_quant_type(e, p, ty); /* the storage type; elem names it */
            snprintf(elem, elen, "%s%s", ty->uns ? "u" : "", m2c_elem_name(ty->elem));
            m2c_check_quant_type(e, ty);
        } else {
            ty->elem = elem_code(elem);
            ty->uns = elem[0] == 'u' && elem[1] == 'i';
        }
        while (p < end && (*p == ' ' || *p == '\t')) p++; /* tensor<2x4xf32    > */
        if (p < end && *p == ',' && memref) {
            /* a layout (strided<..>, affine_map<..>) or memory space: mlir2c
             * has no op that addresses a buffer through its layout (no
             * subview, view or reinterpret_cast), so a memref's elements are
             * its values whatever the layout: read and dropped */
            int depth = 0;
            for (p++; p < end; p++) {
                if (*p == '-' && p + 1 < end && p[1] == '>') { p++; continue; }   /* an affine map's arrow */
                if (*p == '<' || *p == '(' || *p == '[') depth++;
                else if ((*p == '>' || *p == ')' || *p == ']') && depth-- == 0) break;
            }
        }
        if (p >= end || *p != '>') {
            if (p < end && *p == ',') m2c_error_at(p, "tensor encodings are not supported");
            m2c_error_at(p, "expected '>' to close the tensor type");
        }
        (void)start;
        ty->memref = memref;
        set_tok(p + 1);
    }
}

/* A tensor type whose elements a program tensor can hold (f32, f16, bf16,
 * i1, i8, i16, i32, i64): function arguments and results. */
static void parse_data_type(m2c_type *ty)
{
    char elem[64];
    const char *at = tok.p;
    parse_type(ty, elem, sizeof elem);
    if (ty->elem < 0 || !m2c_elem_dtype(ty->elem))
        m2c_error_at(at, "element type '%s' is not supported (f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64)", elem);
}

/* A function result: a data tensor type, or a torch number scalar
 * (!torch.int, !torch.float, !torch.bool), which the program outputs as a
 * rank-0 tensor (i64, f32, i1: m2c_lower). */
static void parse_any_type(m2c_type *ty);
static int tok_is_torch_tensor(void);
static void parse_result_type(m2c_type *ty)
{
    if (is_torch_type() && !tok_is_torch_tensor()) {
        const char *at = tok.p;
        m2c_token n = m2c_lex_at(tok.p + 1);
        parse_any_type(ty);
        if (!ty->scalar || (ty->elem != M2C_I64 && ty->elem != M2C_F64 && ty->elem != M2C_I1))
            m2c_error_at(at, "'!%.*s' is not a tensor or number type: a function result is a tensor, !torch.int, "
                         "!torch.float or !torch.bool", (int)n.len, n.p);
        return;
    }
    if (tok.kind == TK_IDENT && !is_ident("tensor") && !is_ident("memref") && !is_ident("vector")) {
        /* i64, f32, i1 ...: a builtin number, output as a rank-0 tensor like a torch number */
        const char *at = tok.p;
        parse_any_type(ty);
        if (!ty->scalar || ty->elem < 0 || !m2c_elem_dtype(ty->elem)) {
            char e[64];
            m2c_type_str(ty, e, sizeof e);
            m2c_error_at(at, "a function result of type %s is not supported (results are tensors or scalars of a data type: f32, f16, bf16, i1 ... i64)", e);
        }
        return;
    }
    parse_data_type(ty);
}

/* A tensor type with f32 elements. */
static void parse_f32_type(m2c_type *ty)
{
    char elem[64];
    const char *at = tok.p;
    parse_type(ty, elem, sizeof elem);
    if (strcmp(elem, "f32") != 0)
        m2c_error_at(at, "unsupported element type '%s' (only f32 is supported)", elem);
}

/* any-type := type | '!tosa.shape' '<' integer '>' | scalar-type
 * Types of dialect ops: integer constants, shapes and scalars are allowed
 * here; the lowering checks what each op needs. */
static void parse_any_type_text(m2c_type *ty);
static void parse_any_type(m2c_type *ty)
{
    const char *resume = enter_alias('!');
    parse_any_type_text(ty);
    if (resume) set_tok(resume);
}
static void parse_any_type_text(m2c_type *ty)
{
    const char *at = tok.p;
    memset(ty, 0, sizeof *ty);
    if (is_torch_type()) { parse_torch_type(ty); return; }
    if (is_punct("!")) {
        m2c_token t = m2c_lex_at(tok.p + 1);
        if (tok_is(&t, "tosa.shape")) {
            tok = t;
            advance();
            expect("<");
            if (tok.kind != TK_INT) error_expected("a rank");
            ty->rank = 1;
            ty->dims[0] = int_value(&tok, 0);
            ty->elem = M2C_SHAPE;
            advance();
            expect(">");
            return;
        }
    }
    if (tok.kind == TK_IDENT && !is_ident("tensor") && !is_ident("vector")) {
        char e[32];
        int c;
        snprintf(e, sizeof e, "%.*s", (int)(tok.len < 31 ? tok.len : 31), tok.p);
        c = elem_code(e);
        if (c >= 0) { ty->elem = c; ty->scalar = 1; advance(); return; }
    }
    {
        char elem[64];
        parse_type(ty, elem, sizeof elem);
        if (ty->elem < 0) m2c_error_at(at, "element type '%s' is not supported (f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64)", elem);
    }
}

/* --------------------------------------------------------- dense literals */

/* A dense literal's type: its element count, refused with one line when
 * holding it (a float per element, and the raw bytes for other types) would
 * take more memory than one constant may (progress.c, m2c_memory_limit: half
 * the physical memory, or MLIR2C_MEMORY_LIMIT). */
static uint64_t dense_count(const m2c_type *ty, const char *type_at)
{
    uint64_t count = 1, bytes = 0;
    int d;
    for (d = 0; d < ty->rank; d++)
        if (!npk_mul_size(count, (uint64_t)ty->dims[d], &count)) count = UINT64_MAX;
    if (count == UINT64_MAX || !npk_mul_size(count, 4u + (ty->elem == M2C_F32 ? 0u : (uint64_t)m2c_elem_bytes(ty->elem)), &bytes))
        m2c_error_at(type_at, "dense literal type is too large: its size overflows 64 bits");
    if (bytes > m2c_memory_limit())
        m2c_error_at(type_at, "dense literal type is too large: %llu elements need %llu bytes in memory, more than one "
                     "constant may take (half the physical memory, or MLIR2C_MEMORY_LIMIT)",
                     (unsigned long long)count, (unsigned long long)bytes);
    return count;
}

typedef struct dense_state {
    double *vals; int64_t *ivals; unsigned char *hexbits; /* hexbits: the literal was a bit pattern */
    uint64_t n, cap;
    int is_int;
    int depth_len[NPK_MAX_RANK + 1];
    const char *depth_loc[NPK_MAX_RANK + 1];
    int leaf_depth;
    const char *leaf_loc;
    const char *huge_loc;      /* first literal too large for f32 (an error if the type is f32) */
} dense_state;

static void dense_push(dense_state *s, double v, int64_t iv, int hexbits)
{
    if (s->n == s->cap) {
        if (s->cap >= m2c_memory_limit() / 32u)   /* 17 bytes an element while parsing, then the buffer */
            m2c_error_at(tok.p, "dense literal is too large: more than %llu elements written out (half the physical "
                         "memory, or MLIR2C_MEMORY_LIMIT)", (unsigned long long)(m2c_memory_limit() / 32u));
        s->cap = s->cap ? 2 * s->cap : 64;
        s->vals = (double *)m2c_grow(s->vals, (size_t)s->cap * sizeof(double));
        s->ivals = (int64_t *)m2c_grow(s->ivals, (size_t)s->cap * sizeof(int64_t));
        s->hexbits = (unsigned char *)m2c_grow(s->hexbits, (size_t)s->cap);
    }
    s->vals[s->n] = v;
    s->ivals[s->n] = iv;
    s->hexbits[s->n] = (unsigned char)hexbits;
    s->n++;
}

/* inf, nan, qnan, snan (newer mlir-opt prints +inf, -qnan, +nan(0x1)): the
 * value, or 0 with *ok = 0 if the token is none of them. A payload
 * "(0x..)" is read and dropped (the value is a NaN either way). */
static double special_float(int neg, int *ok)
{
    double v;
    *ok = 1;
    if (is_ident("inf")) v = HUGE_VAL;
    else if (is_ident("nan") || is_ident("qnan") || is_ident("snan")) v = NAN;
    else { *ok = 0; return 0; }
    if (v != v) {
        m2c_token n = m2c_lex_at(tok.p + tok.len);
        if (n.kind == TK_PUNCT && *n.p == '(' && n.p == tok.p + tok.len) {
            advance();
            advance();
            if (tok.kind != TK_INT) error_expected("a NaN payload");
            advance();
            if (!is_punct(")")) error_expected("')'");
        }
    }
    return neg ? -v : v;
}
static int is_special_float(void) { return is_ident("inf") || is_ident("nan") || is_ident("qnan") || is_ident("snan"); }

static int hexval(int c);
/* A hex integer token as an unsigned 64-bit pattern. */
static uint64_t hex_bits(const m2c_token *t)
{
    uint64_t v = 0;
    size_t k;
    if (t->len > 18) m2c_error_at(t->p, "hex literal has more than 16 digits");
    for (k = 2; k < t->len; k++) v = v << 4 | (uint64_t)hexval((unsigned char)t->p[k]);
    return v;
}
static int is_hex_tok(const m2c_token *t) { return t->kind == TK_INT && t->len > 2 && (t->p[1] == 'x' || t->p[1] == 'X'); }

/* dense-element := '-'? (integer | float | 'inf' | 'nan') | 'true' | 'false'
 *                | '(' element ',' element ')'   (complex: refused) */
static void parse_dense_element(dense_state *s, int depth)
{
    int neg = 0;
    if (s->leaf_depth < 0) { s->leaf_depth = depth; s->leaf_loc = tok.p; }
    else if (s->leaf_depth != depth) m2c_error_at(tok.p, "dense literal is not rectangular");
    if (is_punct("(")) m2c_error_at(tok.p, "complex dense literals are not supported");
    if (consume("-")) neg = 1;
    else if (consume("+") && !is_special_float()) error_expected("inf or nan after '+'");
    if (is_hex_tok(&tok)) {
        /* a bit pattern; its meaning depends on the element type, known later */
        uint64_t b = hex_bits(&tok);
        dense_push(s, neg ? -m2c_float_from_bits(b, M2C_F32) : m2c_float_from_bits(b, M2C_F32), neg ? -(int64_t)b : (int64_t)b, 1 + neg);
    } else if (tok.kind == TK_INT) {
        int64_t iv;
        if (!neg && tok.len > 18) {    /* ui64 values above INT64_MAX */
            char buf[32];
            snprintf(buf, sizeof buf, "%.*s", (int)tok.len, tok.p);
            errno = 0;
            iv = (int64_t)strtoull(buf, NULL, 10);
            if (errno == ERANGE) m2c_error_at(tok.p, "integer literal out of range");
        } else {
            iv = int_value(&tok, neg);
        }
        dense_push(s, (double)iv, iv, 0);
    } else if (tok.kind == TK_FLOAT) {
        double d = float_value(&tok);
        if (isinf(d)) m2c_error_at(tok.p, "float literal out of range");
        if (!s->huge_loc && fabs(d) >= 3.4028235677973366e38) s->huge_loc = tok.p;
        dense_push(s, neg ? -d : d, 0, 0);
        s->is_int = 0;
    } else if (is_special_float()) {
        int ok;
        dense_push(s, special_float(neg, &ok), 0, 0);
        s->is_int = 0;
    } else if (!neg && (is_ident("true") || is_ident("false"))) {
        dense_push(s, is_ident("true") ? 1.0 : 0.0, is_ident("true"), 0);
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

/* Hex digits p[0..2n) -> n bytes; bad digits are reported where they are. */
static unsigned char *hex_bytes(const char *p, size_t n, const char *what)
{
    unsigned char *bytes = (unsigned char *)m2c_alloc(n ? n : 1);
    size_t i;
    for (i = 0; i < n; i++) {
        int hi = hexval((unsigned char)p[2 * i]), lo = hexval((unsigned char)p[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            const char *bad = hi < 0 ? p + 2 * i : p + 2 * i + 1;
            m2c_error_at(bad, "invalid hex digit '%c' in %s", *bad, what);
        }
        bytes[i] = (unsigned char)(hi * 16 + lo);
    }
    return bytes;
}

/* Element type name as written (ui8 is unsigned; the rest signless or signed). */
static int elem_unsigned(const char *e) { return e[0] == 'u' && e[1] == 'i'; }

/* Fill s from little-endian elements of the given type (hex strings and
 * dense_resource blobs carry the elements as the .tcp stores them). */
static void dense_from_bytes(dense_state *s, const unsigned char *bytes, uint64_t n, int elem, int uns)
{
    uint64_t i;
    int w = m2c_elem_bytes(elem);
    for (i = 0; i < n; i++) {
        int64_t iv;
        double d = m2c_load_elem(bytes + i * (uint64_t)w, elem, uns, &iv);
        dense_push(s, d, iv, 0);
    }
}

/* The constant buffer of `count` little-endian float elements, straight from
 * their bytes: what dense_from_bytes + dense_cbuf give, without the 17 bytes
 * an element of dense_state between (a 400 MB hex literal took 2 GB). */
static m2c_cbuf *cbuf_from_bytes(const unsigned char *bytes, uint64_t count, int elem, int uns)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    uint64_t i, w = (uint64_t)m2c_elem_bytes(elem);
    unsigned char *raw = NULL;
    cb->count = count;
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)count * sizeof(float) + 4);
    if (elem != M2C_F32) raw = (unsigned char *)m2c_alloc((size_t)(count * w) + 1);
    for (i = 0; i < count; i++) {
        int64_t iv;
        double d = m2c_load_elem(bytes + i * w, elem, uns, &iv);
        cb->data[i] = m2c_to_f32(d);
        if (raw) m2c_store_elem(raw + i * w, elem, d, iv);
    }
    cb->raw = raw;
    return cb;
}

/* dense-resource := 'dense_resource' '<' name '>' ':' type
 * The bytes come from the file's dialect_resources section (m2c_parse). */
/* Constants are held in memory while translating (a splat is expanded), so
 * their size is bounded by the memory one constant may take (dense_count). */
static void parse_dense_resource(m2c_attr *a)
{
    resource_ref r;
    char elem[64];
    const char *type_at;
    uint64_t count;
    memset(&r, 0, sizeof r);
    advance();
    expect("<");
    r.loc = tok.p;
    if (tok.kind == TK_IDENT) r.name = m2c_strndup(tok.p, tok.len);
    else if (tok.kind == TK_STRING) r.name = m2c_strndup(tok.p + 1, tok.len - 2);
    else error_expected("a resource name");
    advance();
    expect(">");
    expect(":");
    type_at = tok.p;
    g_allow_vector = 1;
    parse_type(&r.ty, elem, sizeof elem);
    g_allow_vector = 0;
    if (!m2c_type_static(&r.ty)) m2c_error_at(type_at, "the type of a dense literal must be static");
    if (r.ty.elem < 0) m2c_error_at(type_at, "element type '%s' is not supported (in a dense_resource)", elem);
    r.uns = elem_unsigned(elem);
    count = dense_count(&r.ty, type_at);
    r.cb = (m2c_cbuf *)m2c_alloc(sizeof *r.cb);
    r.cb->count = count;
    r.cb->elem = r.ty.elem;
    a->kind = M2C_ATTR_DENSE;   /* ints too: the blob is read after the whole file */
    a->dense = r.cb;
    a->dense_type = r.ty;
    a->vloc = r.loc;
    M2C_PUSH(g_res, g_n_res, g_cap_res, r);
}

/* The constant buffer of a finished dense literal: floats for every type
 * (the lowerings read them), raw elements for non-f32 types. */
static m2c_cbuf *dense_cbuf(dense_state *s, int elem, uint64_t count)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    uint64_t i, n = s->n < count ? s->n : count;
    cb->count = count;
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)count * sizeof(float) + 4);
    for (i = 0; i < n; i++) cb->data[i] = m2c_to_f32(s->vals[i]);
    for (; n && i < count; i++) cb->data[i] = cb->data[0];   /* a splat: n == 1 */
    if (elem != M2C_F32) {
        size_t w = (size_t)m2c_elem_bytes(elem), done;
        unsigned char *raw = (unsigned char *)m2c_alloc((size_t)count * w + 1);
        for (i = 0; i < n; i++) m2c_store_elem(raw + i * w, elem, s->vals[i], s->ivals[i]);
        for (done = (size_t)n * w; n && done < (size_t)count * w; done *= 2)   /* splat: double the copied prefix */
            memcpy(raw + done, raw, done * 2 <= (size_t)count * w ? done : (size_t)count * w - done);
        cb->raw = raw;
    }
    return cb;
}

/* dense-attr := 'dense' '<' (hex-string | dense-list | dense-element) '>' ':' type
 * f32 and other float types give a DENSE attribute; integer types an ARRAY
 * (ints[] for the attribute readers) with the constant buffer in ->dense. */
static void parse_dense_attr(m2c_attr *a)
{
    dense_state s;
    m2c_type ty;
    char elem[64];
    const char *body, *type_at;
    m2c_token hex_tok;
    int hex = 0, splat = 0, d, code, is_float;
    uint64_t count = 1, i;
    memset(&s, 0, sizeof s);
    memset(&hex_tok, 0, sizeof hex_tok);
    s.is_int = 1;
    s.leaf_depth = -1;
    for (d = 0; d <= NPK_MAX_RANK; d++) s.depth_len[d] = -1;
    if (is_ident("dense_resource")) { parse_dense_resource(a); return; }
    expect("dense");
    expect("<");
    body = tok.p;
    if (is_punct(">")) m2c_error_at(tok.p, "empty dense<> literals are not supported");
    if (tok.kind == TK_STRING) { hex_tok = tok; hex = 1; advance(); }
    else if (is_punct("[")) parse_dense_list(&s, 0);
    else { parse_dense_element(&s, 0); splat = 1; }
    expect(">");
    expect(":");
    type_at = tok.p;
    g_allow_vector = 1;
    parse_type(&ty, elem, sizeof elem);
    g_allow_vector = 0;
    code = ty.elem;
    if (code < 0 || code == M2C_SHAPE) m2c_error_at(type_at, "element type '%s' is not supported (in a dense literal)", elem);
    is_float = !elem_is_int(code);
    if (!m2c_type_static(&ty)) m2c_error_at(type_at, "the type of a dense literal must be static");
    count = dense_count(&ty, type_at);
    if (hex) {
        /* "0x" then the elements little-endian at their width (i1: a byte each); one element is a splat */
        const char *p = hex_tok.p + 1, *e = hex_tok.p + hex_tok.len - 1;
        size_t nhex, w = (size_t)m2c_elem_bytes(code);
        unsigned char *bytes;
        if (e - p < 2 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X'))
            m2c_error_at(hex_tok.p, "expected a hex string \"0x...\" in dense<>");
        p += 2;
        nhex = (size_t)(e - p);
        if (nhex % (2 * w) != 0)
            m2c_error_at(hex_tok.p, "hex dense literal has %zu hex digits, not a whole number of %s values", nhex, elem);
        if (nhex / (2 * w) != count && nhex / (2 * w) != 1) {
            char tn[160];
            m2c_type_str(&ty, tn, sizeof tn);
            m2c_error_at(body, "dense literal has %llu elements but its type %s needs %llu",
                         (unsigned long long)(nhex / (2 * w)), tn, (unsigned long long)count);
        }
        bytes = hex_bytes(p, nhex / 2, "dense literal");
        if (is_float && nhex / (2 * w) == count && count > 1) {   /* every element given: no dense_state */
            a->dense = cbuf_from_bytes(bytes, count, code, elem_unsigned(elem));
            a->dense_type = ty;
            a->kind = M2C_ATTR_DENSE;
            a->vloc = body;
            m2c_free(bytes);
            return;
        }
        dense_from_bytes(&s, bytes, nhex / (2 * w), code, elem_unsigned(elem));
        m2c_free(bytes);
        s.is_int = !is_float;
    } else if (splat) {
        (void)0;
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
    if (!is_float && !s.is_int) m2c_error_at(body, "expected integers for element type '%s'", elem);
    /* hex element literals are bit patterns of the element type */
    for (i = 0; i < s.n; i++)
        if (s.hexbits && s.hexbits[i] && is_float) {
            double v = m2c_float_from_bits((uint64_t)(s.hexbits[i] == 2 ? -s.ivals[i] : s.ivals[i]), code);
            s.vals[i] = s.hexbits[i] == 2 ? -v : v;
        } else if (s.hexbits && s.hexbits[i]) {
            s.vals[i] = (double)s.ivals[i];   /* an integer type: the pattern is the value */
        }
    if (code == M2C_F32 && s.huge_loc)   /* out of range for f32 only if it rounds to infinity */
        m2c_error_at(s.huge_loc, "float literal out of range for f32");
    a->vloc = body;
    /* A splat (one value, count > 1) is expanded only in the constant
     * buffer: a 150-byte file may declare 2^26 elements, and per-element
     * doubles on top cost a fuzzing run 1.3 GB and a timeout. */
    a->dense = dense_cbuf(&s, code, count);
    a->dense_type = ty;
    if (is_float) {
        a->kind = M2C_ATTR_DENSE;
    } else {
        uint64_t n = count > 1000000 ? 1000000 : count;   /* attribute readers want short lists */
        a->kind = M2C_ATTR_ARRAY;
        a->all_int = 1;
        a->n = (int)n;
        if (s.n == 1 && count > 1) {
            int64_t iv = s.ivals[0];
            s.ivals = (int64_t *)m2c_grow(s.ivals, (size_t)n * sizeof(int64_t));
            for (i = 1; i < n; i++) s.ivals[i] = iv;
        }
        a->ints = s.ivals;
        a->floats = (double *)m2c_alloc((size_t)n * sizeof(double) + 1);
        for (i = 0; i < n; i++) a->floats[i] = (double)s.ivals[i];
        s.ivals = NULL;
    }
    m2c_free(s.vals);
    m2c_free(s.ivals);
    m2c_free(s.hexbits);
}
/* -------------------------------------------------------------- attributes */

/* scalar-type-suffix := ':' (i64 | i32 | si64 | f32 | index | ...) */
static void parse_scalar_suffix(m2c_attr *a, int hex, uint64_t bits, int neg)
{
    const char *at;
    if (!consume(":")) return;
    at = tok.p;
    if (tok.kind != TK_IDENT) error_expected("a scalar type");
    if (tok.p[0] == 'f' || tok.p[0] == 'b') {
        int e = elem_code_tok();
        if (e < 0 || !m2c_elem_is_float(e)) m2c_error_at(at, "unsupported type '%.*s' for a float attribute", (int)tok.len, tok.p);
        if (a->kind == M2C_ATTR_INT && hex) {   /* 0x7F800000 : f32 is +inf */
            a->f = m2c_float_from_bits(bits, e);
            if (neg) a->f = -a->f;
        }
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
    int cap = 0, cap2 = 0, n2 = 0, other = 0;
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
                other = 1;   /* arrays of maps, dictionaries, strings: not read */
            if (e.kind == M2C_ATTR_FLOAT) a->all_int = 0;
            M2C_PUSH(a->ints, a->n, cap, e.i);
            M2C_PUSH(a->floats, n2, cap2, e.f);
        } while (consume(","));
    }
    expect("]");
    if (other) a->kind = M2C_ATTR_OTHER;
}

/* Skip a '<' ... '>' group with nesting (dialect attributes we ignore). */
static void skip_angle_group(void)
{
    int depth = 0;
    do {
        if (tok.kind == TK_EOF) error_expected("'>'");
        if (is_punct("<")) depth++;
        else if (is_punct(">")) depth--;
        advance();
    } while (depth > 0);
}

/* An affine expression as coefficients of the dims plus a constant. */
typedef struct aff { int64_t c[NPK_MAX_RANK + 1]; } aff;

static void aff_unsupported(const char *at)
{
    const char *e = at;
    int depth = 0;
    while (e < m2c_lex_end() && *e != '\n' && (depth || (*e != ',' && *e != ')'))) {
        if (*e == '(') depth++;
        if (*e == ')') depth--;
        e++;
    }
    if (g_attr_op && g_map_via_alias)
        m2c_error_at(g_attr_op->loc, "%s with the affine expression '%.*s' in an indexing map is not supported "
                     "(only sums of dims times constants, and constants)", g_attr_op->dname, (int)(e - at), at);
    m2c_error_at(at, "%s%saffine expression '%.*s' is not supported (only sums of dims times constants, and constants)",
                 g_attr_op ? g_attr_op->dname : "", g_attr_op ? ": " : "", (int)(e - at), at);
}

static int aff_is_const(const aff *a, int n)
{
    int d;
    for (d = 0; d < n; d++) if (a->c[d]) return 0;
    return 1;
}

static void aff_expr(aff *out, const m2c_token *dims, int n, const char *at);

/* primary := integer | dim-id | '(' expr ')' ; term := '-'? primary ('*' primary)* */
static void aff_term(aff *out, const m2c_token *dims, int n, const char *at)
{
    int neg = consume("-"), started = 0, i, d;
    memset(out, 0, sizeof *out);
    for (;;) {
        aff f;
        memset(&f, 0, sizeof f);
        if (tok.kind == TK_INT) { f.c[n] = int_value(&tok, 0); advance(); }
        else if (consume("(")) { aff_expr(&f, dims, n, at); expect(")"); }
        else if (tok.kind == TK_IDENT) {
            for (i = 0; i < n; i++)
                if (dims[i].len == tok.len && !memcmp(dims[i].p, tok.p, tok.len)) break;
            if (i == n) m2c_error_at(tok.p, "unknown dimension '%.*s' in affine map", (int)tok.len, tok.p);
            f.c[i] = 1;
            advance();
        } else {
            aff_unsupported(at);
        }
        if (!started) {
            *out = f;
            started = 1;
        } else {   /* a product: one side must be a constant */
            const aff *k = aff_is_const(out, n) ? out : &f, *v = k == out ? &f : out;
            int64_t kc = k->c[n];
            aff r;
            if (!aff_is_const(k, n)) aff_unsupported(at);
            memset(&r, 0, sizeof r);
            for (d = 0; d <= n; d++) r.c[d] = v->c[d] * kc;
            *out = r;
        }
        if (!consume("*")) break;
    }
    if (neg) for (d = 0; d <= n; d++) out->c[d] = -out->c[d];
}

/* expr := term (('+' | '-') term)* */
static void aff_expr(aff *out, const m2c_token *dims, int n, const char *at)
{
    int d;
    aff_term(out, dims, n, at);
    while (is_punct("+") || is_punct("-")) {
        aff t;
        int minus = is_punct("-");
        advance();
        aff_term(&t, dims, n, at);
        for (d = 0; d <= n; d++) out->c[d] += minus ? -t.c[d] : t.c[d];
    }
    if (tok.kind == TK_IDENT) aff_unsupported(at); /* floordiv, mod, ceildiv */
}

/* affine-map := 'affine_map' '<' '(' dim-ids ')' '->' '(' (expr (',' expr)*)? ')' '>'
 * with expr a sum of dims times constants and constants (d0, 0, d1 + d4,
 * 2 * d1 + d4); a plain dim or 0 is also kept as res[] for the TCP paths. */
static void parse_affine_map(m2c_amap *m)
{
    m2c_token dims[NPK_MAX_RANK + 2];
    int i, d;
    memset(m, 0, sizeof *m);
    expect("affine_map");
    expect("<");
    expect("(");
    if (!is_punct(")")) {
        do {
            if (tok.kind != TK_IDENT) error_expected("a dimension name");
            if (m->n_dims == NPK_MAX_RANK) m2c_error_at(tok.p, "affine maps over more than %d dims are not supported", NPK_MAX_RANK);
            dims[m->n_dims++] = tok;
            advance();
        } while (consume(","));
    }
    expect(")");
    if (is_punct("[")) m2c_error_at(tok.p, "affine maps with symbols are not supported");
    expect("->");
    expect("(");
    if (!is_punct(")")) {
        do {
            const char *at = tok.p;
            aff a;
            int ones = 0, one = -1;
            if (m->n_res == NPK_MAX_RANK) m2c_error_at(at, "affine maps with more than %d results are not supported", NPK_MAX_RANK);
            aff_expr(&a, dims, m->n_dims, at);
            for (d = 0; d < m->n_dims; d++) {
                if (a.c[d] < -(1 << 20) || a.c[d] > (1 << 20)) aff_unsupported(at);
                m->coef[m->n_res][d] = a.c[d];
                if (a.c[d] == 1) { ones++; one = d; } else if (a.c[d]) ones = 99;
            }
            if (a.c[m->n_dims] < -(1 << 20) || a.c[m->n_dims] > (1 << 20)) aff_unsupported(at);
            m->coef[m->n_res][m->n_dims] = a.c[m->n_dims];
            if (ones == 0 && a.c[m->n_dims] == 0) m->res[m->n_res] = M2C_AMAP_ZERO;
            else if (ones == 1 && a.c[m->n_dims] == 0) m->res[m->n_res] = one;
            else { m->res[m->n_res] = M2C_AMAP_EXPR; m->general = 1; }
            m->n_res++;
        } while (consume(","));
    }
    (void)i;
    expect(")");
    expect(">");
}

/* map-ref := affine-map | '#' alias-name */
static void parse_map_ref(m2c_amap *m)
{
    const char *resume;
    if (is_ident("affine_map")) { parse_affine_map(m); return; }
    if (!is_punct("#")) error_expected("an affine map");
    resume = enter_alias('#');
    if (!resume) {
        advance();
        m2c_error_at(tok.p, "unknown affine map alias '#%.*s'", (int)tok.len, tok.p);
    }
    g_map_via_alias = 1;
    parse_affine_map(m);
    g_map_via_alias = 0;
    set_tok(resume);
}

/* indexing_maps = '[' map-ref (',' map-ref)* ']' */
static void parse_indexing_maps(m2c_op *op)
{
    int cap = 0;
    expect("[");
    if (!is_punct("]")) {
        do {
            m2c_amap m;
            parse_map_ref(&m);
            M2C_PUSH(op->maps, op->n_maps, cap, m);
        } while (consume(","));
    }
    expect("]");
}

/* iterator_types = '[' ("parallel" | "reduction" | '#linalg.iterator_type' '<' id '>') ... ']' */
static void parse_iterator_types(m2c_op *op)
{
    expect("[");
    if (!is_punct("]")) {
        do {
            const char *at = tok.p;
            int red;
            if (op->n_iter == NPK_MAX_RANK) m2c_error_at(at, "more than %d loops are not supported", NPK_MAX_RANK);
            if (tok.kind == TK_STRING) {
                red = tok_is(&tok, "\"reduction\"");
                if (!red && !tok_is(&tok, "\"parallel\"")) m2c_error_at(at, "unsupported iterator type %.*s", (int)tok.len, tok.p);
                advance();
            } else {
                expect("#");
                if (!is_ident("linalg.iterator_type")) error_expected("'linalg.iterator_type'");
                advance();
                expect("<");
                red = is_ident("reduction");
                if (!red && !is_ident("parallel")) m2c_error_at(tok.p, "unsupported iterator type '%.*s'", (int)tok.len, tok.p);
                advance();
                expect(">");
            }
            op->iter_red[op->n_iter++] = red;
        } while (consume(","));
    }
    expect("]");
}

/* Skip an attribute value mlir2c does not read (a dictionary, a type, a
 * function type, a symbol reference): balanced brackets, strings, up to
 * the ',' or closing bracket that ends it. Types are not token-based
 * ("4x?xf32"), hence the character scan. */
static void skip_value(int line)
{
    const char *p = tok.p, *end = m2c_lex_end(), *at = tok.p;
    int depth = 0;
    while (p < end) {
        char c = *p;
        if (c == '"') {
            p++;
            while (p < end && *p != '"' && *p != '\n') { if (*p == '\\') p++; p++; }
            if (p >= end || *p != '"') m2c_error_at(at, "unterminated string");
        } else if (c == '-' && p + 1 < end && p[1] == '>') {
            p++;
        } else if (c == '(' || c == '[' || c == '{' || c == '<') {
            if (++depth > 64) m2c_error_at(p, "attribute nested too deeply");
        } else if (c == ')' || c == ']' || c == '}' || c == '>') {
            if (depth == 0) break;
            depth--;
        } else if ((c == ',' || (line && c == '\n')) && depth == 0) {
            break;
        }
        p++;
    }
    if (depth) m2c_error_at(at, "unterminated attribute value");
    if (p == at) error_expected("an attribute value");
    set_tok(p);
}

/* attr-value := '-'? (number | 'inf' | 'nan') scalar-type-suffix? | 'true' | 'false'
 *             | array-attr | dense-attr | string | 'unit' | '#' alias
 *             | other (dictionaries, types, symbols: skipped, kind OTHER) */
static void parse_attr_value(m2c_attr *a)
{
    const char *resume;
    a->vloc = tok.p;
    if (g_depth > 32) m2c_error_at(tok.p, "attribute nested too deeply");
    if ((resume = enter_alias('#')) != NULL) {
        g_depth++;
        parse_attr_value(a);
        g_depth--;
        set_tok(resume);
        return;
    }
    if (is_punct("[") || is_ident("array")) { g_depth++; parse_array(a); g_depth--; return; }
    if (is_punct("-") || is_punct("+") || tok.kind == TK_INT || tok.kind == TK_FLOAT || is_special_float()) {
        int neg = consume("-"), hex = 0;
        if (!neg && consume("+") && !is_special_float()) error_expected("inf or nan after '+'");
        uint64_t bits = 0;
        if (is_hex_tok(&tok)) {
            hex = 1;
            bits = hex_bits(&tok);
            a->kind = M2C_ATTR_INT;
            a->i = neg ? -(int64_t)bits : (int64_t)bits;
            a->f = (double)a->i;
        } else if (tok.kind == TK_INT) {
            a->kind = M2C_ATTR_INT;
            a->i = int_value(&tok, neg);
            a->f = (double)a->i;
        } else if (tok.kind == TK_FLOAT) {
            a->kind = M2C_ATTR_FLOAT;
            a->f = float_value(&tok);
            if (isinf(a->f)) m2c_error_at(tok.p, "float literal out of range");
            if (neg) a->f = -a->f;
        } else if (is_special_float()) {
            int ok;
            a->kind = M2C_ATTR_FLOAT;
            a->f = special_float(neg, &ok);
        } else {
            error_expected("a number");
        }
        advance();
        parse_scalar_suffix(a, hex, bits, neg);
    } else if (is_ident("true") || is_ident("false")) {
        a->kind = M2C_ATTR_BOOL;
        a->i = is_ident("true");
        a->f = (double)a->i;
        advance();
    } else if (is_ident("dense") || is_ident("dense_resource")) {
        parse_dense_attr(a);
    } else if (tok.kind == TK_STRING) {
        a->kind = M2C_ATTR_STRING;
        advance();
    } else if (is_ident("unit")) {
        a->kind = M2C_ATTR_UNIT;
        advance();
    } else if (is_punct("#") || is_ident("affine_map")) {
        /* #map alias, #dialect.attr<...>, affine_map<...>: kept as OTHER */
        a->kind = M2C_ATTR_OTHER;
        if (consume("#")) { advance(); if (is_punct("<")) skip_angle_group(); }
        else { advance(); skip_angle_group(); }
    } else if (tok.kind == TK_IDENT && elem_code_tok() >= 0) {
        a->kind = M2C_ATTR_OTHER;   /* a type, e.g. acc_type = f32 */
        advance();
    } else if (tok.kind == TK_SSA || tok.kind == TK_EOF || is_punct(",") || is_punct("}") || is_punct(")") || is_punct("]") || is_punct(">")) {
        error_expected("an attribute value");
    } else {
        a->kind = M2C_ATTR_OTHER;
        skip_value(0);
    }
}

typedef struct ftype { m2c_type *in, *out; int n_in, n_out, cap_in, cap_out, set; } ftype;
static void parse_function_type(ftype *ft);
static ftype g_ft;
static int g_want_ftype;

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
            if (g_attr_op && is_punct("=") && !strcmp(a.name, "indexing_maps")) {
                advance(); parse_indexing_maps(g_attr_op); m2c_free(a.name); continue;
            }
            if (g_attr_op && is_punct("=") && !strcmp(a.name, "iterator_types")) {
                advance(); parse_iterator_types(g_attr_op); m2c_free(a.name); continue;
            }
            if (g_want_ftype && is_punct("=") && (!strcmp(a.name, "function_type") || !strcmp(a.name, "type"))) {
                advance(); parse_function_type(&g_ft); m2c_free(a.name); continue;
            }
            if (is_punct("=")) {
                m2c_token peek = m2c_lex_at(tok.p + 1);
                if (peek.kind == TK_IDENT && tok_is(&peek, "loc")) {   /* a location as a value: skipped */
                    a.kind = M2C_ATTR_OTHER;
                    a.vloc = peek.p;
                    advance();
                } else {
                    advance();
                    parse_attr_value(&a);
                }
            } else {
                a.kind = M2C_ATTR_UNIT;
                a.vloc = a.loc;
            }
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

/* The dialect ops mlir2c lowers: the names in the lowering tables
 * (lower_tosa.c, lower_linalg.c, lower_tensor.c, lower_linalg_named.c, lower_linalg_loops.c,
 * buffers.c, lower_torch*.c), so a new table line is all it takes; lower.c walks the same list.
 * list_ops.c prints them (--list-ops). */
const m2c_lowering *const m2c_foreign_tables[] = { m2c_tosa_lowerings, m2c_linalg_lowerings, m2c_tensor_lowerings, m2c_linalg_named_lowerings, m2c_linalg_loop_lowerings, m2c_memref_lowerings, m2c_torch_lowerings, m2c_torch_scalar_lowerings, m2c_torch_tail_lowerings, m2c_torch_quant_lowerings, m2c_tmtensor_lowerings, m2c_onnx_lowerings, NULL };

static m2c_opkind lookup_op(const char *name, size_t len, const char *loc, m2c_op *op)
{
    size_t t;
    int k;
    /* older spellings of ops that were renamed (LLVM 14/15) */
    if (len == 18 && !memcmp(name, "linalg.init_tensor", 18)) { name = "tensor.empty"; len = 12; }
    if ((len == 4 && !memcmp(name, "call", 4)) || (len == 9 && !memcmp(name, "func.call", 9))) {
        op->dname = m2c_strndup("func.call", 9);   /* inline.c replaces it by the callee's ops */
        return M2C_OPK_FOREIGN;
    }
    if (len > 4 && !memcmp(name, "tcf.", 4)) {
        for (k = 0; k < M2C_OPK_COPY; k++) {
            const char *s = m2c_opkind_name((m2c_opkind)k);
            if (strlen(s) == len - 4 && !memcmp(s, name + 4, len - 4)) return (m2c_opkind)k;
        }
    }
    /* TOSA's variables name a symbol (`tosa.variable @v = dense<...>`): refused here, by
     * name, before their syntax */
    if (len >= 13 && !memcmp(name, "tosa.variable", 13) &&
        (len == 13 || !strncmp(name + 13, ".read", len - 13) || !strncmp(name + 13, ".write", len - 13) ||
         !strncmp(name + 13, "_read", len - 13) || !strncmp(name + 13, "_write", len - 13)))
        m2c_error_at(loc, "'%.*s' is not supported (TOSA variables are state kept between runs, which a .tcp program "
                     "does not have)", (int)len, name);
    for (t = 0; m2c_foreign_tables[t]; t++)
        for (k = 0; m2c_foreign_tables[t][k].name; k++)
            if (strlen(m2c_foreign_tables[t][k].name) == len && !memcmp(m2c_foreign_tables[t][k].name, name, len)) {
                op->dname = m2c_strndup(name, len);
                return M2C_OPK_FOREIGN;
            }
    m2c_error_at(loc, "unsupported op '%.*s'", (int)len, name);
    return M2C_OPK_COUNT;
}

static int is_constant_name(const char *p, size_t len)
{
    static const char *names[] = { "constant", "arith.constant", "std.constant", "tcf.constant", "tosa.const", "tosa.const_shape" };
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == len && !memcmp(names[i], p, len)) return 1;
    return 0;
}

static void check_operand_type(m2c_op *op, int i)
{
    if (!m2c_type_equal(&op->in_decl[i], &op->in[i]->decl)) {
        char a[128], b[128];
        m2c_type_str(&op->in_decl[i], a, sizeof a);
        m2c_type_str(&op->in[i]->decl, b, sizeof b);
        m2c_error_at(op->in_loc[i], "type mismatch: operand '%s' has type %s but the op signature says %s",
                     op->in[i]->name, b, a);
    }
}

/* function-type := '(' (type (',' type)*)? ')' '->' (type | '(' type ')') | type
 * TCF ops take f32 tensors only; dialect ops (any) also integer tensors,
 * scalars and !tosa.shape. */
/* The op being read names g_n_results results (parse_op): the result types
 * after the first are the outs' (split_outputs.c checks them), so they are
 * only read here. */
static int g_n_results = 1;
static m2c_type g_torch_rtypes[M2C_MAX_YIELDS];   /* result types 1.. (define_torch_results) */
static void several_result_types(const m2c_token *at)
{
    m2c_type t;
    int n = 1;
    if (g_n_results < 2) m2c_error_at(at->p, "ops with several results are not supported");
    while (consume(",")) { parse_any_type(&t); if (n < M2C_MAX_YIELDS) g_torch_rtypes[n] = t; n++; }
    if (n != g_n_results) m2c_error_at(at->p, "%d result types for %d results", n, g_n_results);
}

static void parse_op_signature(m2c_op *op, m2c_type *result, int any)
{
    int i;
    g_allow_unranked = any;    /* parse_op refuses an unranked result but for a cast */
    if (is_punct("(")) {
        int n = 0;
        const char *at = tok.p;
        advance();
        if (!is_punct(")")) {
            do {
                m2c_type t;
                const char *tat = tok.p;
                if (any) parse_any_type(&t); else parse_f32_type(&t);
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
        g_empty_result = 0;
        if (consume("(")) {
            if (consume(")")) { g_empty_result = 1; goto check; }
            if (any) parse_any_type(result); else parse_f32_type(result);
            if (is_punct(",")) several_result_types(&tok);
            expect(")");
        } else {
            if (any) parse_any_type(result); else parse_f32_type(result);
        }
    } else {
        if (any) parse_any_type(result); else parse_f32_type(result);
        for (i = 0; i < op->n_in; i++) op->in_decl[i] = *result;
    }
check:
    g_allow_unranked = 0;
    for (i = 0; i < op->n_in; i++) check_operand_type(op, i);
}

/* operand-list := ssa (',' ssa)* */
static void parse_operands(scope *s, m2c_op *op, const char *close)
{
    int max = op->dname && !strncmp(op->dname, "torch", 5) ? M2C_MAX_OPERANDS : NPK_MAX_OP_INPUTS;
    if (tok.kind != TK_SSA) return;
    do {
        if (op->n_in == max) m2c_error_at(tok.p, "too many operands");
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

/* A constant value from a dense attribute: f32 data as is, integer
 * elements (permutations, shapes, shifts) converted to floats. */
static m2c_value *const_from_attr(const m2c_token *res, const m2c_attr *a)
{
    m2c_value *v = new_value(res, M2C_V_CONST);
    if (a->dense) {
        v->cbuf = a->dense;
    } else {
        int i;
        v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
        v->cbuf->count = (uint64_t)a->n;
        v->cbuf->data = (float *)m2c_alloc((size_t)a->n * sizeof(float) + 4);
        for (i = 0; i < a->n; i++) v->cbuf->data[i] = (float)a->ints[i];
        /* the bytes a program constant of this type holds (the smallest fill
         * of m2c_cbuf.raw, until the dense parser fills it for every type) */
        v->cbuf->elem = a->dense_type.elem;
        if (m2c_elem_dtype(a->dense_type.elem)) {
            unsigned es = npk_dtype_size(m2c_elem_dtype(a->dense_type.elem));
            unsigned char *raw = (unsigned char *)m2c_alloc((size_t)a->n * es + 8);
            for (i = 0; i < a->n; i++) {
                uint64_t u = (uint64_t)a->ints[i];
                unsigned b;
                if (a->dense_type.elem == M2C_I1) u = u != 0;
                for (b = 0; b < es; b++) raw[(size_t)i * es + b] = (unsigned char)(u >> (8 * b));
            }
            v->cbuf->raw = raw;
        }
    }
    v->decl = v->shape = a->dense_type;
    return v;
}

/* A scalar constant (f32, index, i1, ...) with its raw element for non-f32 types. */
static m2c_value *scalar_const(const m2c_token *res, const m2c_type *t, double f, int64_t i)
{
    m2c_value *v = new_value(res, M2C_V_CONST);
    v->decl = v->shape = *t;
    v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
    v->cbuf->count = 1;
    v->cbuf->elem = t->elem;
    v->cbuf->data = (float *)m2c_alloc(sizeof(float));
    v->cbuf->data[0] = m2c_to_f32(f);
    if (t->elem != M2C_F32) {
        v->cbuf->raw = m2c_alloc(8);
        m2c_store_elem((unsigned char *)v->cbuf->raw, t->elem, f, i);
    }
    return v;
}

/* The value attribute of a generic-form constant ('value' or TOSA's 'values')
 * checked against the result type of the signature. */
static m2c_value *const_from_op(const m2c_token *res, m2c_op *gop)
{
    m2c_attr *val = m2c_find_attr(gop, "value");
    m2c_type rt;
    m2c_value *v;
    if (!val) val = m2c_find_attr(gop, "values");
    if (!val) m2c_error_at(gop->loc, "constant op needs a 'value' attribute");
    if (val->kind == M2C_ATTR_INT || val->kind == M2C_ATTR_FLOAT || val->kind == M2C_ATTR_BOOL) {
        /* "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 */
        const char *at = tok.p;
        parse_op_signature(gop, &rt, 1);
        if (!rt.scalar) m2c_error_at(at, "a scalar constant needs a scalar result type");
        if (val->kind == M2C_ATTR_FLOAT && elem_is_int(rt.elem)) m2c_error_at(val->vloc, "integer type for a float literal");
        return scalar_const(res, &rt, val->f, val->kind == M2C_ATTR_FLOAT ? 0 : val->i);
    }
    if (val->kind != M2C_ATTR_DENSE && !(val->kind == M2C_ATTR_ARRAY && val->dense_type.rank + val->n > 0 && val->dense_type.elem != M2C_F32))
        m2c_error_at(val->vloc, "constant 'value' must be a dense<...> literal");
    parse_op_signature(gop, &rt, 1);
    v = const_from_attr(res, val);
    if (rt.elem == M2C_SHAPE) {
        if (v->decl.rank != 1 || v->decl.dims[0] != rt.dims[0])
            m2c_error_at(gop->loc, "type mismatch: constant value type differs from the result type");
        v->decl = v->shape = rt;
    } else if (!m2c_type_equal(&rt, &v->decl)) {
        m2c_error_at(gop->loc, "type mismatch: constant value type differs from the result type");
    }
    return v;
}

/* constant-op := ('constant' | 'arith.constant') (dense-attr | dense-resource | scalar ':' scalar-type) */
static m2c_value *parse_constant_custom(const m2c_token *res)
{
    m2c_attr a;
    const char *at = tok.p;
    memset(&a, 0, sizeof a);
    if (is_ident("dense") || is_ident("dense_resource")) {
        m2c_value *v;
        parse_dense_attr(&a);
        if (a.kind != M2C_ATTR_DENSE && a.kind != M2C_ATTR_ARRAY) m2c_error_at(at, "constants must have f32 elements");
        v = const_from_attr(res, &a);
        if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
        return v;
    }
    if (is_punct("-") || tok.kind == TK_INT || tok.kind == TK_FLOAT || is_ident("true") || is_ident("false") ||
        is_punct("+") || is_special_float()) {
        /* scalar: 0.000000e+00 : f32, 0xFF800000 : f32 (-inf), 1 : index, true (i1) */
        m2c_type t;
        const char *num = tok.p;
        memset(&t, 0, sizeof t);
        a.name = NULL;
        parse_attr_value(&a);          /* reads the ': type' suffix too */
        at = m2c_lex_at(num).p;
        {
            /* the type after ':' (parse_attr_value checked it; read it again for the value's type) */
            m2c_token q = m2c_lex_at(num);
            const char *colon = NULL;
            while (q.kind != TK_EOF && q.p < tok.p) {
                if (q.kind == TK_PUNCT && *q.p == ':') colon = q.p;
                q = m2c_lex_at(q.p + q.len);
            }
            if (colon) {
                const char *resume = tok.p;
                set_tok(colon + 1);
                at = tok.p;
                parse_any_type(&t);
                set_tok(resume);
                if (!t.scalar) m2c_error_at(at, "expected a scalar type after a scalar constant");
            } else if (a.kind == M2C_ATTR_BOOL) {
                t.elem = M2C_I1; t.scalar = 1;
            } else {
                error_expected("':' and a type after the constant");
            }
        }
        if (a.kind == M2C_ATTR_FLOAT && elem_is_int(t.elem)) m2c_error_at(num, "integer type for a float literal");
        if (t.elem == M2C_F32 && isfinite(a.f) && fabs(a.f) >= 3.4028235677973366e38)
            m2c_error_at(num, "float literal out of range for f32");
        (void)at;
        return scalar_const(res, &t, a.f, a.kind == M2C_ATTR_FLOAT ? 0 : a.i);
    }
    error_expected("a dense<...> literal");
    return NULL;
}

/* The value of an integer scalar constant (an index operand written as
 * an SSA name where the op takes a static size); 0 if v is not one. */
static int int_const_value(m2c_value *v, int64_t *out)
{
    v = m2c_resolve(v);
    if (!v || v->kind != M2C_V_CONST || !v->decl.scalar || !v->cbuf || v->cbuf->count != 1 || !v->cbuf->raw) return 0;
    if (v->decl.elem != M2C_INDEX && v->decl.elem != M2C_I64 && v->decl.elem != M2C_I32 && v->decl.elem != M2C_I16 && v->decl.elem != M2C_I8)
        return 0;
    m2c_load_elem((const unsigned char *)v->cbuf->raw, v->cbuf->elem, 0, out);
    return 1;
}

/* '[' integer (',' integer)* ']' into out[]: static sizes, or (with a scope)
 * SSA names of integer constants */
static int parse_int_list_in(scope *s, int64_t *out, int max, const char *what)
{
    int n = 0;
    expect("[");
    if (!is_punct("]")) {
        do {
            int neg;
            if (tok.kind == TK_SSA && s) {
                int64_t v;
                if (n == max) m2c_error_at(tok.p, "%s has more than %d elements", what, max);
                if (!int_const_value(use_value(s), &v))
                    m2c_error_at(tok.p, "dynamic %s ('%.*s', not a constant) is not supported", what, (int)tok.len, tok.p);
                out[n++] = v;
                advance();
                continue;
            }
            if (tok.kind == TK_SSA) m2c_error_at(tok.p, "dynamic %s ('%.*s') is not supported", what, (int)tok.len, tok.p);
            neg = consume("-");
            if (tok.kind != TK_INT) error_expected("an integer");
            if (n == max) m2c_error_at(tok.p, "%s has more than %d elements", what, max);
            out[n++] = int_value(&tok, neg);
            advance();
        } while (consume(","));
    }
    expect("]");
    return n;
}

static int parse_int_list(int64_t *out, int max, const char *what) { return parse_int_list_in(NULL, out, max, what); }

/* Body value by name: block arguments and earlier body results first,
 * then a scalar constant from the enclosing function. */
static int body_value(m2c_body *b, scope *s)
{
    int i;
    m2c_sval v;
    if (tok.kind != TK_SSA) error_expected("an SSA value");
    for (i = b->n_vals - 1; i >= 0; i--)
        if (strlen(b->vals[i].name) == tok.len && !memcmp(b->vals[i].name, tok.p, tok.len)) { advance(); return i; }
    memset(&v, 0, sizeof v);
    v.kind = M2C_S_CAP;
    v.cap = use_value(s);
    /* a scalar argument is read as a rank-0 input, a constant is materialised
     * in the body; both in any element type a loop register holds */
    if (g_region_any_cap ? !(v.cap->decl.scalar || (v.cap->kind == M2C_V_CONST && v.cap->decl.rank == 0)) : /* tensor.pad: checked when lowered */
        (v.cap->kind == M2C_V_ARG ? !v.cap->decl.scalar : v.cap->kind != M2C_V_CONST || v.cap->decl.rank != 0) ||
        (v.cap->decl.elem != M2C_INDEX && !m2c_elem_dtype(v.cap->decl.elem)))
        m2c_error_at(tok.p, "a region may only use scalar constants or scalar arguments (f32, f16, bf16, i1..i64, index) "
                     "from outside it; '%.*s' is not one", (int)tok.len, tok.p);
    v.elem = v.cap->decl.elem;
    v.name = m2c_strndup(tok.p, tok.len);
    advance();
    M2C_PUSH(b->vals, b->n_vals, b->cap_vals, v);
    return b->n_vals - 1;
}

/* generic body op: string '(' operands ')' ('<' attr-dict '>')? attr-dict? ':' function-type
 * arith.constant's value and arith.cmpf's predicate (a number: the
 * arith::CmpFPredicate enum) come from the properties. */
static void parse_generic_body_op(m2c_body *b, scope *s, m2c_sop *o, int *res_elem)
{
    static const char *const preds[] = { "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true" };
    m2c_attr *x = NULL, *a = NULL;
    int n = 0, i;
    o->name = m2c_strndup(tok.p + 1, tok.len - 2);
    advance();
    expect("(");
    if (tok.kind == TK_SSA) {
        do {
            if (o->n_in == 3) m2c_error_at(tok.p, "too many operands");
            o->in_loc[o->n_in] = tok.p;
            o->in[o->n_in++] = body_value(b, s);
        } while (consume(","));
    }
    expect(")");
    if (consume("<")) { expect("{"); parse_attr_dict(&x, &n, "}"); expect(">"); }
    if (is_punct("(")) m2c_error_at(tok.p, "ops with regions inside a region are not supported");
    if (consume("{")) parse_attr_dict(&x, &n, "}");
    expect(":");
    {
        ftype ft;
        memset(&ft, 0, sizeof ft);
        parse_function_type(&ft);
        *res_elem = ft.n_out ? ft.out[0].elem : M2C_F32;
    }
    for (i = 0; i < n; i++)
        if (!strcmp(x[i].name, !strcmp(o->name, "arith.cmpf") || !strcmp(o->name, "arith.cmpi") ? "predicate"
                               : !strcmp(o->name, "linalg.index") ? "dim" : "value")) a = &x[i];
    if (!strcmp(o->name, "arith.constant")) {
        if (!a || (a->kind != M2C_ATTR_FLOAT && a->kind != M2C_ATTR_INT && a->kind != M2C_ATTR_BOOL))
            m2c_error_at(o->loc, "arith.constant in a region needs a scalar 'value'");
        o->is_const = 1;
        o->cval = m2c_to_f32(a->f);
        o->dval = a->f;
        o->ival = a->kind == M2C_ATTR_FLOAT ? m2c_to_i64(a->f) : a->i;
    } else if (!strcmp(o->name, "arith.cmpf")) {
        if (!a || a->kind != M2C_ATTR_INT || a->i < 0 || a->i > 15) m2c_error_at(o->loc, "arith.cmpf needs a predicate 0..15");
        strcpy(o->pred, preds[a->i]);
    } else if (!strcmp(o->name, "arith.cmpi")) {
        static const char *const ipreds[] = { "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge" };
        if (!a || a->kind != M2C_ATTR_INT || a->i < 0 || a->i > 9) m2c_error_at(o->loc, "arith.cmpi needs a predicate 0..9");
        strcpy(o->pred, ipreds[a->i]);
    } else if (!strcmp(o->name, "linalg.index")) {
        if (!a || a->kind != M2C_ATTR_INT) m2c_error_at(o->loc, "linalg.index needs a 'dim'");
        o->ival = a->i;
    }
}

/* region := '{' ('^' bb-id ('(' ssa ':' type (',' ...)* ')')? ':')? body-op* yield '}'
 * body-op := ssa '=' op-name (predicate ',')? operand-list (fastmath<..>)? ':' type ('to' type)?
 *          | ssa '=' 'arith.constant' number ':' type
 * yield := yield-name ssa ':' type */
/* '(' %arg ':' type (',' %arg ':' type)* ')': a body's block arguments. */
static void parse_block_args(m2c_body *b)
{
    m2c_type t;
    expect("(");
    do {
        m2c_sval v;
        memset(&v, 0, sizeof v);
        if (tok.kind != TK_SSA) error_expected("a block argument");
        v.kind = M2C_S_ARG;
        v.arg = b->n_args++;
        v.name = m2c_strndup(tok.p, tok.len);
        advance();
        expect(":");
        parse_any_type(&t);
        v.elem = t.elem;
        M2C_PUSH(b->vals, b->n_vals, b->cap_vals, v);
    } while (consume(","));
    expect(")");
}

/* yield-values := ssa (',' ssa)*: one per output of a linalg op */
static void parse_yield_values(m2c_body *b, scope *s)
{
    do {
        if (b->n_yields == M2C_MAX_YIELDS) m2c_error_at(tok.p, "a region yielding more than %d values is not supported", M2C_MAX_YIELDS);
        b->yield_locs[b->n_yields] = tok.p;
        b->yields[b->n_yields++] = body_value(b, s);
    } while (consume(","));
    b->yield = b->yields[0];
}

static void parse_region(m2c_op *op, scope *s, const char *yield_name)
{
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    m2c_type t;
    op->body = b;
    if (is_punct("(")) {           /* linalg.map/reduce's long form: (%in: f32, %init: f32) { ... } */
        parse_block_args(b);
        expect("{");
    } else {
        expect("{");
        if (consume("^")) {
            if (tok.kind != TK_IDENT) error_expected("a block name");
            advance();
            if (is_punct("(")) parse_block_args(b);
            expect(":");
        }
    }
    for (;;) {
        m2c_sop o;
        m2c_sval v;
        m2c_token res;
        if (is_ident(yield_name)) {
            b->yield_loc = tok.p;
            advance();
            parse_yield_values(b, s);
            expect(":");
            do parse_any_type(&t); while (consume(","));
            break;
        }
        if (tok.kind == TK_STRING && tok.len == strlen(yield_name) + 2 && !memcmp(tok.p + 1, yield_name, tok.len - 2)) {
            b->yield_loc = tok.p;          /* "linalg.yield"(%x) : (f32) -> () */
            advance();
            expect("(");
            parse_yield_values(b, s);
            expect(")");
            expect(":");
            parse_function_type(NULL);
            break;
        }
        if (tok.kind != TK_SSA) error_expected(yield_name);
        memset(&o, 0, sizeof o);
        res = tok;
        advance();
        expect("=");
        o.loc = tok.p;
        t.elem = M2C_F32;
        if (tok.kind == TK_STRING) {
            parse_generic_body_op(b, s, &o, &t.elem);
        } else {
        if (tok.kind != TK_IDENT) error_expected("an op name");
        if (is_ident("select") || is_ident("std.select")) o.name = m2c_strndup("arith.select", 12); /* LLVM 14 */
        else o.name = m2c_strndup(tok.p, tok.len);
        advance();
        if (!strcmp(o.name, "arith.constant") && (is_ident("true") || is_ident("false"))) {
            o.is_const = 1;
            o.ival = is_ident("true");
            o.dval = o.cval = (float)o.ival;
            advance();
        } else if (!strcmp(o.name, "arith.constant")) {
            int neg = consume("-");
            m2c_token num = tok;
            int is_int = num.kind == TK_INT && !(num.len > 2 && (num.p[1] == 'x' || num.p[1] == 'X'));
            if (tok.kind != TK_INT && tok.kind != TK_FLOAT) error_expected("a number");
            advance();
            o.is_const = 1;
            o.cval = is_int ? (float)int_value(&num, neg) : f32_from_token(&num, neg);
            o.ival = is_int ? int_value(&num, neg) : m2c_to_i64(o.cval);
            o.dval = is_int ? (double)o.ival : (double)o.cval;
            if (!is_int && num.kind == TK_FLOAT) o.dval = strtod(num.p, NULL) * (neg ? -1.0 : 1.0);
        } else if (!strcmp(o.name, "tensor.extract")) {
            /* tensor.extract %t[%i, ...] : tensor<...>: a tensor from outside the region */
            if (tok.kind != TK_SSA) error_expected("a tensor");
            o.tensor = use_value(s);
            advance();
            expect("[");
            if (!is_punct("]")) {
                do {
                    if (o.n_in == 3) m2c_error_at(tok.p, "tensor.extract in a region with more than 3 indices is not supported");
                    o.in_loc[o.n_in] = tok.p;
                    o.in[o.n_in++] = body_value(b, s);
                } while (consume(","));
            }
            expect("]");
        } else if (!strcmp(o.name, "linalg.index")) {
            if (tok.kind != TK_INT) error_expected("a dimension number");
            o.ival = int_value(&tok, 0);
            advance();
        } else {
            if (!strcmp(o.name, "arith.cmpf") || !strcmp(o.name, "arith.cmpi")) {
                if (tok.kind != TK_IDENT || tok.len >= sizeof o.pred) error_expected("a comparison predicate");
                memcpy(o.pred, tok.p, tok.len);
                advance();
                expect(",");
            }
            if (tok.kind == TK_SSA) {
                do {
                    if (o.n_in == 3) m2c_error_at(tok.p, "too many operands");
                    o.in_loc[o.n_in] = tok.p;
                    o.in[o.n_in++] = body_value(b, s);
                } while (consume(","));
            } else if (tok.kind == TK_INT) {
                m2c_error_at(o.loc, "unsupported op '%s' in a region", o.name);
            }
            if (is_ident("fastmath")) { advance(); skip_angle_group(); }
            if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
        }
        expect(":");
        /* `: T`, `: T to R`, and the lists `: T1, T2` (select's condition type first) and
         * `: T1, T2 to R` (arith.scaling_truncf): the result is the last type */
        do parse_any_type(&t); while (consume(","));
        if (consume("to")) parse_any_type(&t);
        }
        memset(&v, 0, sizeof v);
        v.elem = t.elem;
        v.kind = M2C_S_OP;
        v.op = b->n_ops;
        v.name = m2c_strndup(res.p, res.len);
        o.result = b->n_vals;
        M2C_PUSH(b->vals, b->n_vals, b->cap_vals, v);
        M2C_PUSH(b->ops, b->n_ops, b->cap_ops, o);
    }
    expect("}");
}

/* typed-operands := '(' operand-list? (':' type (',' type)*)? ')' as in ins(...) / outs(...) */
static void parse_typed_operands(m2c_op *op, scope *s)
{
    int first = op->n_in, n = 0;
    expect("(");
    parse_operands(s, op, ")");
    if (op->n_in > first) {
        expect(":");
        do {
            if (first + n >= op->n_in) m2c_error_at(tok.p, "more types than operands");
            parse_any_type(&op->in_decl[first + n]);
            check_operand_type(op, first + n);
            n++;
        } while (consume(","));
        if (first + n != op->n_in) m2c_error_at(tok.p, "%d operands but %d types", op->n_in - first, n);
    }
    expect(")");
}


/* `name = value` written as a keyword of a custom form (linalg.transpose's
 * permutation, pack's inner_dims_pos, ...): an attribute of the op. With
 * paren_ok, `name(value)` too (softmax's dimension(1)). */
static void keyword_attr(m2c_op *op, int paren_ok)
{
    m2c_attr a;
    int cap = op->n_attrs, paren;
    memset(&a, 0, sizeof a);
    a.loc = tok.p;
    a.name = m2c_strndup(tok.p, tok.len);
    advance();
    paren = paren_ok && consume("(");
    if (!paren) expect("=");
    a.vloc = tok.p;
    parse_attr_value(&a);
    if (paren) expect(")");
    M2C_PUSH(op->attrs, op->n_attrs, cap, a);
}

/* linalg-op := attr-dict? ('indexing_maps' '=' maps)? 'ins' typed-operands 'outs' typed-operands
 *              ('permutation' '=' array)? ('attrs' '=' attr-dict)? region? '->' type */
static void parse_linalg(m2c_op *op, scope *s, m2c_type *rt)
{
    if (!strcmp(op->dname, "linalg.fill") && is_punct("(")) {
        /* LLVM 14: linalg.fill(%value, %out) : f32, tensor<...> -> tensor<...> */
        advance();
        parse_operands(s, op, ")");
        expect(")");
        if (op->n_in != 2) m2c_error_at(op->loc, "linalg.fill takes a value and an output");
        op->n_ins = 1;
        expect(":");
        parse_any_type(&op->in_decl[0]);
        check_operand_type(op, 0);
        expect(",");
        parse_any_type(&op->in_decl[1]);
        check_operand_type(op, 1);
        expect("->");
        parse_any_type(rt);
        return;
    }
    g_attr_op = op;
    if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}"); /* also map/reduce's { arith.addf } */
    g_attr_op = NULL;
    if (is_ident("dimension") || is_ident("kind")) { /* softmax dimension(1), elementwise kind=#... */
        keyword_attr(op, 1);
    }
    if (is_ident("indexing_maps") && (!strcmp(op->dname, "linalg.contract") || !strcmp(op->dname, "linalg.matmul") ||
                                      !strcmp(op->dname, "linalg.batch_matmul") || !strcmp(op->dname, "linalg.batch_reduce_matmul") ||
                                      !strcmp(op->dname, "linalg.elementwise"))) {
        /* LLVM 20+: indexing_maps = [...] ins(...) (the ops whose lowering reads them) */
        advance();
        expect("=");
        parse_indexing_maps(op);
    }
    if (!is_ident("outs") || strcmp(op->dname, "linalg.generic")) {   /* a generic may have no ins */
        expect("ins");
        parse_typed_operands(op, s);
    }
    op->n_ins = op->n_in;
    expect("outs");
    parse_typed_operands(op, s);
    while (is_ident("permutation") || is_ident("dimensions")) keyword_attr(op, 0);
    if (consume("attrs")) { expect("="); expect("{"); parse_attr_dict(&op->attrs, &op->n_attrs, "}"); }
    if (is_punct("{") || is_punct("(")) parse_region(op, s, "linalg.yield");
    if (!is_punct("->")) {   /* map, reduce, broadcast, transpose print no result type: their outs' */
        if (op->n_in == op->n_ins || op->in_decl[op->n_in - 1].scalar)
            m2c_error_at(tok.p, "%s without a tensor result (on memrefs) is not supported", op->dname);
        *rt = op->in_decl[op->n_in - 1];
        return;
    }
    advance();
    if (consume("(")) {
        parse_any_type(rt);
        if (is_punct(",")) several_result_types(&tok);
        expect(")");
    } else {
        parse_any_type(rt);
    }
}

/* tm_tensor.scatter / scan (torch-mlir's TMTensor dialect):
 *   'scatter' attr-dict? 'unique_indices' '(' bool ')'
 *   | 'scan' 'dimension' '(' int ')' 'inclusive' '(' bool ')' attr-dict?
 *   'ins' typed-operands 'outs' typed-operands region ('->' type (',' type)*)?
 * The keywords become attributes; on memrefs there is no result type. */
static m2c_type g_torch_rtypes[M2C_MAX_YIELDS];   /* defined with the torch ops below */
static void parse_tmtensor(m2c_op *op, scope *s, m2c_type *rt)
{
    for (;;) {
        if (is_punct("{")) { advance(); parse_attr_dict(&op->attrs, &op->n_attrs, "}"); continue; }
        if (is_ident("unique_indices") || is_ident("dimension") || is_ident("inclusive")) { keyword_attr(op, 1); continue; }
        break;
    }
    expect("ins");
    parse_typed_operands(op, s);
    op->n_ins = op->n_in;
    expect("outs");
    parse_typed_operands(op, s);
    if (op->n_in == op->n_ins) m2c_error_at(tok.p, "%s needs an outs operand", op->dname);
    parse_region(op, s, "tm_tensor.yield");
    if (!consume("->")) {
        if (op->in_decl[op->n_ins].memref) { *rt = op->in_decl[op->n_ins]; return; }
        error_expected("'->' and the result type");
    }
    parse_any_type(rt);
    if (!strcmp(op->dname, "tm_tensor.scan") && g_n_results > 1) {   /* output, accumulator */
        int n = 1;
        g_torch_rtypes[0] = *rt;
        while (consume(",")) {
            if (n == g_n_results) m2c_error_at(tok.p, "more result types than the %d results", g_n_results);
            parse_any_type(&g_torch_rtypes[n++]);
        }
        if (n != g_n_results) m2c_error_at(tok.p, "%d result types for %d results", n, g_n_results);
        return;
    }
    if (is_punct(",")) several_result_types(&tok);
}

/* A static-or-dynamic list as the custom form prints it, `[0, %c1, 4]`,
 * stored as the generic form holds it: attribute `name` with the integers
 * (INT64_MIN for a value) and the values appended to the operands. */
static int parse_mixed_list(m2c_op *op, scope *s, const char *name)
{
    m2c_attr a;
    int cap = op->n_attrs, n_dyn = 0;
    int64_t v[NPK_MAX_RANK];
    memset(&a, 0, sizeof a);
    a.loc = a.vloc = tok.p;
    a.name = m2c_strndup(name, strlen(name));
    a.kind = M2C_ATTR_ARRAY;
    a.all_int = 1;
    expect("[");
    if (!is_punct("]")) {
        do {
            if (a.n == NPK_MAX_RANK) m2c_error_at(tok.p, "%s has more than %d elements", name, NPK_MAX_RANK);
            if (tok.kind == TK_SSA) {
                if (op->n_in == NPK_MAX_OP_INPUTS) m2c_error_at(tok.p, "too many operands");
                op->in_loc[op->n_in] = tok.p;
                op->in[op->n_in] = use_value(s);
                op->in_decl[op->n_in] = op->in[op->n_in]->decl;
                op->n_in++;
                n_dyn++;
                v[a.n++] = INT64_MIN;
                advance();
            } else {
                int neg = consume("-");
                if (tok.kind != TK_INT) error_expected("an integer or an SSA value");
                v[a.n++] = int_value(&tok, neg);
                advance();
            }
        } while (consume(","));
    }
    expect("]");
    a.ints = (int64_t *)m2c_alloc(sizeof v);
    memcpy(a.ints, v, sizeof v);
    M2C_PUSH(op->attrs, op->n_attrs, cap, a);
    return n_dyn;
}

/* The operandSegmentSizes attribute a custom-form op would have in the generic form. */
static void add_segments(m2c_op *op, const int *seg, int n)
{
    m2c_attr a;
    int cap = op->n_attrs, i;
    memset(&a, 0, sizeof a);
    a.loc = a.vloc = op->loc;
    a.name = m2c_strndup("operandSegmentSizes", 19);
    a.kind = M2C_ATTR_ARRAY;
    a.all_int = 1;
    a.n = n;
    a.ints = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t));
    for (i = 0; i < n; i++) a.ints[i] = seg[i];
    M2C_PUSH(op->attrs, op->n_attrs, cap, a);
}

/* One operand: %v, its declared type read later. */
static void one_operand(m2c_op *op, scope *s)
{
    if (op->n_in == NPK_MAX_OP_INPUTS) m2c_error_at(tok.p, "too many operands");
    op->in_loc[op->n_in] = tok.p;
    op->in[op->n_in] = use_value(s);
    op->in_decl[op->n_in] = op->in[op->n_in]->decl;
    op->n_in++;
    advance();
}


/* The end of a one-operand conversion in custom form: attr-dict? ':' type
 * (operand 0's, checked) ARROW type (the result's); ARROW is "to" or "->". */
static void conversion_tail(m2c_op *op, m2c_type *rt, const char *arrow)
{
    if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
    expect(":");
    parse_any_type(&op->in_decl[0]);
    check_operand_type(op, 0);
    expect(arrow);
    parse_any_type(rt);
}

/* tensor.extract_slice %src[offsets] [sizes] [strides] : T to T'
 * tensor.insert_slice %src into %dst[offsets] [sizes] [strides] : T into T'
 * tensor.extract %t[%i, ...] : T          tensor.insert %x into %t[%i, ...] : T
 * tensor.dim %t, %i : T                    tensor.concat dim(d) %a, %b : (T, T) -> T'
 * arith.index_cast %x : T to T'            linalg.pack / unpack (and tensor.*) */
static int parse_tensor_custom(m2c_op *op, scope *s, m2c_type *rt)
{
    const char *n = op->dname;
    int seg[5], i;
    if (!strcmp(n, "tensor.extract_slice") || !strcmp(n, "tensor.insert_slice")) {
        int ins = n[7] == 'i';
        one_operand(op, s);
        if (ins) { expect("into"); one_operand(op, s); }
        seg[0] = 1; seg[1] = ins;
        seg[1 + ins] = parse_mixed_list(op, s, "static_offsets");
        seg[2 + ins] = parse_mixed_list(op, s, "static_sizes");
        seg[3 + ins] = parse_mixed_list(op, s, "static_strides");
        add_segments(op, seg, 4 + ins);
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(&op->in_decl[0]);
        check_operand_type(op, 0);
        if (!consume("into")) expect("to");
        parse_any_type(rt);
        if (ins) op->in_decl[1] = *rt, check_operand_type(op, 1);
        return 1;
    }
    if (!strcmp(n, "tensor.extract") || !strcmp(n, "tensor.insert") || !strcmp(n, "memref.load")) {
        int ins = n[7] == 'i';
        one_operand(op, s);
        if (ins) { expect("into"); one_operand(op, s); }
        expect("[");
        if (!is_punct("]")) do one_operand(op, s); while (consume(","));
        expect("]");
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(&op->in_decl[ins]);
        check_operand_type(op, ins);
        if (ins) *rt = op->in_decl[1];
        else { memset(rt, 0, sizeof *rt); rt->elem = op->in_decl[0].elem; rt->scalar = 1; }
        return 1;
    }
    if (!strcmp(n, "tensor.dim")) {
        one_operand(op, s);
        expect(",");
        one_operand(op, s);
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(&op->in_decl[0]);
        check_operand_type(op, 0);
        memset(rt, 0, sizeof *rt);
        rt->elem = M2C_INDEX;
        rt->scalar = 1;
        return 1;
    }
    if (!strcmp(n, "tensor.concat")) {
        m2c_attr a;
        int cap = op->n_attrs;
        memset(&a, 0, sizeof a);
        if (!is_ident("dim")) error_expected("'dim'");
        a.loc = tok.p;
        a.name = m2c_strndup("dim", 3);
        advance();
        expect("(");
        a.vloc = tok.p;
        parse_attr_value(&a);
        expect(")");
        M2C_PUSH(op->attrs, op->n_attrs, cap, a);
        do one_operand(op, s); while (consume(","));
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_op_signature(op, rt, 1);
        return 1;
    }
    if (!strcmp(n, "arith.index_cast") || !strcmp(n, "arith.index_castui") || !strcmp(n, "tensor.bitcast") ||
        !strcmp(n, "arith.truncf") || !strcmp(n, "arith.extf") || !strcmp(n, "arith.sitofp") || !strcmp(n, "arith.bitcast") ||
        !strcmp(n, "flow.tensor.bitcast")) {
        one_operand(op, s);
        conversion_tail(op, rt, n[0] == 'f' ? "->" : "to");
        return 1;
    }
    if (!strcmp(n, "flow.tensor.tie_shape")) {
        /* %x : tensor<?x..>{%d, ..}: the result is %x; the `?` dims follow as operands */
        one_operand(op, s);
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(rt);
        op->in_decl[0] = *rt;
        check_operand_type(op, 0);
        if (consume("{")) {
            if (tok.kind == TK_SSA) do one_operand(op, s); while (consume(","));
            expect("}");
        }
        return 1;
    }
    if (!strcmp(n, "linalg.pack") || !strcmp(n, "linalg.unpack") || !strcmp(n, "tensor.pack") || !strcmp(n, "tensor.unpack")) {
        /* %src (padding_value(%p : T))? (outer_dims_perm = [..])? inner_dims_pos = [..]
         * inner_tiles = [..] into %dst : T -> T' */
        int has_pad = 0;
        seg[3] = 0;
        one_operand(op, s);
        for (;;) {
            if (is_ident("padding_value")) {
                advance();
                expect("(");
                one_operand(op, s);
                expect(":");
                parse_any_type(&op->in_decl[op->n_in - 1]);
                expect(")");
                has_pad = 1;
            } else if (is_ident("outer_dims_perm") || is_ident("inner_dims_pos")) {
                keyword_attr(op, 0);
            } else if (is_ident("inner_tiles")) {
                advance();
                expect("=");
                seg[3] = parse_mixed_list(op, s, "static_inner_tiles");
            } else {
                break;
            }
        }
        expect("into");
        i = op->n_in;
        one_operand(op, s);
        /* generic order: source, dest, padding_value, inner_tiles */
        seg[0] = 1; seg[1] = 1; seg[2] = has_pad;
        {
            m2c_value *dst = op->in[i];
            const char *dl = op->in_loc[i];
            int k;
            for (k = i; k > 1; k--) { op->in[k] = op->in[k - 1]; op->in_loc[k] = op->in_loc[k - 1]; op->in_decl[k] = op->in_decl[k - 1]; }
            op->in[1] = dst; op->in_loc[1] = dl; op->in_decl[1] = dst->decl;
            /* now: src, dst, [pad], tiles... in the order read (tiles before pad if written so) */
        }
        add_segments(op, seg, 4);
        conversion_tail(op, rt, "->");
        return 1;
    }
    return 0;
}

/* memref-op := 'memref.alloc' '(' ssa-list? ')' attr-dict? ':' type  (also alloca;
 *              the sizes of its `?` dims, compile-time constants: buffers.c) 
 *            | 'memref.cast' ssa ':' type 'to' type
 *            | 'memref.copy' ssa ',' ssa ':' type 'to' type
 *            | 'memref.dealloc' ssa ':' type
 * (buffers.c gives them their meaning) */
static void parse_memref_custom(m2c_op *op, scope *s, m2c_type *rt)
{
    const char *n = op->dname;
    int i;
    if (!strcmp(n, "memref.alloc") || !strcmp(n, "memref.alloca")) {
        expect("(");
        parse_operands(s, op, ")");
        expect(")");
        if (is_punct("[")) m2c_error_at(tok.p, "%s with symbol operands is not supported", n);
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(rt);
        return;
    }
    parse_operands(s, op, ":");
    if (op->n_in != (!strcmp(n, "memref.copy") ? 2 : 1))
        m2c_error_at(op->loc, "%s takes %s", n, !strcmp(n, "memref.copy") ? "two operands" : "one operand");
    if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
    expect(":");
    parse_any_type(&op->in_decl[0]);
    if (strcmp(n, "memref.dealloc")) {
        expect("to");
        g_allow_unranked = !strcmp(n, "memref.cast");   /* to what a print call takes */
        if (!strcmp(n, "memref.cast")) parse_any_type(rt);
        else parse_any_type(&op->in_decl[1]);
        g_allow_unranked = 0;
    }
    if (!strcmp(n, "memref.copy")) {
        for (i = 0; i < 2; i++) check_operand_type(op, i);
    } else {
        check_operand_type(op, 0);
    }
}

/* Custom syntax of the tensor and linalg ops, and the usual
 * operands attr-dict? ':' function-type of TOSA. */
static void parse_foreign_custom(m2c_op *op, scope *s, m2c_type *rt)
{
    const char *n = op->dname;
    if (parse_tensor_custom(op, s, rt)) return;
    if (!strncmp(n, "linalg.", 7)) { parse_linalg(op, s, rt); return; }
    if (!strncmp(n, "memref.", 7)) { parse_memref_custom(op, s, rt); return; }
    if (!strncmp(n, "tm_tensor.", 10)) { parse_tmtensor(op, s, rt); return; }
    if (!strcmp(n, "func.call")) {   /* call @f(%a, ...) : (types) -> types */
        m2c_attr a;
        int cap = op->n_attrs;
        memset(&a, 0, sizeof a);
        if (tok.kind != TK_SYMBOL) error_expected("a function name '@name'");
        a.name = m2c_strndup("callee", 6);
        a.loc = a.vloc = tok.p;
        a.kind = M2C_ATTR_OTHER;
        M2C_PUSH(op->attrs, op->n_attrs, cap, a);
        advance();
        expect("(");
        parse_operands(s, op, ")");
        expect(")");
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_op_signature(op, rt, 1);
        return;
    }
    if (!strcmp(n, "tensor.empty")) {
        expect("(");
        /* sizes of the `?` dims: the lowering needs them to be constants */
        if (tok.kind == TK_SSA) do one_operand(op, s); while (consume(","));
        expect(")");
        expect(":");
        parse_any_type(rt);
        return;
    }
    if (!strcmp(n, "tensor.collapse_shape") || !strcmp(n, "tensor.expand_shape") ||
        !strcmp(n, "tensor.cast") || !strcmp(n, "tensor.pad")) {
        parse_operands(s, op, ":");
        if (op->n_in != 1) m2c_error_at(op->loc, "%s takes one operand", n);
        if (!strcmp(n, "tensor.pad")) {
            consume("nofold");
            expect("low");
            op->n_list[0] = parse_int_list_in(s, op->list[0], NPK_MAX_RANK, "padding");
            expect("high");
            op->n_list[1] = parse_int_list_in(s, op->list[1], NPK_MAX_RANK, "padding");
            g_region_any_cap = 1;
            parse_region(op, s, "tensor.yield");
            g_region_any_cap = 0;
        } else if (is_punct("[")) {
            /* reassociation [[0, 1], [2]]: checked through the shapes; the
             * group sizes kept in list[1] (they give `?` dims of the result) */
            int depth = 0;
            do {
                if (tok.kind == TK_EOF) error_expected("']'");
                if (is_punct("[") && ++depth == 2 && op->n_list[1] < NPK_MAX_RANK) op->list[1][op->n_list[1]++] = 0;
                else if (is_punct("]")) depth--;
                else if (tok.kind == TK_INT && depth == 2 && op->n_list[1]) op->list[1][op->n_list[1] - 1]++;
                advance();
            } while (depth > 0);
            if (consume("output_shape")) op->n_list[0] = parse_int_list_in(s, op->list[0], NPK_MAX_RANK, "output_shape");
        }
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        expect(":");
        parse_any_type(&op->in_decl[0]);
        check_operand_type(op, 0);
        if (!consume("into")) expect("to");
        g_allow_unranked = !strcmp(n, "tensor.cast");   /* to what a print call takes */
        parse_any_type(rt);
        g_allow_unranked = 0;
        return;
    }
    parse_operands(s, op, ":");
    if (!strcmp(n, "tensor.reshape") && consume("(")) { parse_operands(s, op, ")"); expect(")"); } /* %x(%shape) */
    if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
    expect(":");
    if (!strcmp(n, "tensor.splat") || !strcmp(n, "tensor.from_elements")) { /* scalars ':' result-type */
        int i;
        parse_any_type(rt);
        for (i = 0; i < op->n_in; i++) op->in_decl[i] = op->in[i]->decl;
        return;
    }
    parse_op_signature(op, rt, 1);
}

/* function-type := '(' (type (',' type)*)? ')' '->' (type | '(' (type (',' type)*)? ')')
 * read for its types (generic ops, func.func's function_type). */

static void parse_function_type(ftype *ft)
{
    m2c_type t;
    int saved = g_allow_unranked;
    g_allow_unranked = 1;      /* a declaration's (printMemrefF32); a body's arguments are checked */
    expect("(");
    if (!is_punct(")")) do { parse_any_type(&t); if (ft) M2C_PUSH(ft->in, ft->n_in, ft->cap_in, t); } while (consume(","));
    expect(")");
    expect("->");
    if (consume("(")) {
        if (!is_punct(")")) do { parse_any_type(&t); if (ft) M2C_PUSH(ft->out, ft->n_out, ft->cap_out, t); } while (consume(","));
        expect(")");
    } else {
        parse_any_type(&t);
        if (ft) M2C_PUSH(ft->out, ft->n_out, ft->cap_out, t);
    }
    if (ft) ft->set = 1;
    g_allow_unranked = saved;
}


/* ------------------------------------------------------------ torch ops */

/* A torch-dialect constant (torch.constant.*, torch.vtensor.literal) named
 * res, or 0 when the op at tok is not one. */
static m2c_value *parse_torch_constant(const m2c_token *res)
{
    m2c_token name = tok;
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.scalar = 1;
    if (tok_is(&name, "torch.constant.int")) {
        int neg;
        int64_t v;
        advance();
        neg = consume("-");
        if (tok.kind != TK_INT) error_expected("an integer");
        v = int_value(&tok, neg);
        advance();
        t.elem = M2C_I64;
        return scalar_const(res, &t, (double)v, v);
    }
    if (tok_is(&name, "torch.constant.float")) {
        int neg, ok = 1;
        double d;
        advance();
        neg = consume("-");
        if (is_special_float()) d = special_float(neg, &ok);
        else if (is_hex_tok(&tok)) d = m2c_float_from_bits(hex_bits(&tok), M2C_F64) * (neg ? -1 : 1);   /* f64 bits: 0xFFF0000000000000 */
        else if (tok.kind == TK_FLOAT || tok.kind == TK_INT) d = neg ? -float_value(&tok) : float_value(&tok);
        else { error_expected("a float literal"); d = 0; }
        advance();
        t.elem = M2C_F64;
        return scalar_const(res, &t, d, 0);
    }
    if (tok_is(&name, "torch.constant.bool")) {
        int v;
        advance();
        if (is_ident("true")) v = 1;
        else if (is_ident("false")) v = 0;
        else if (tok.kind == TK_INT && (tok_is(&tok, "0") || tok_is(&tok, "1"))) v = tok.p[0] == '1';   /* as some tests write it */
        else { error_expected("true or false"); v = 0; }
        advance();
        t.elem = M2C_I1;
        return scalar_const(res, &t, v, v);
    }
    if (tok_is(&name, "torch.constant.none") || tok_is(&name, "torch.constant.str") || tok_is(&name, "torch.constant.device")) {
        m2c_value *v = new_value(res, M2C_V_CONST);
        advance();
        t.elem = tok_is(&name, "torch.constant.none") ? M2C_TNONE : tok_is(&name, "torch.constant.str") ? M2C_TSTR : M2C_TDEVICE;
        v->decl = v->shape = t;
        v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
        v->cbuf->elem = t.elem;
        if (t.elem != M2C_TNONE) {
            if (tok.kind != TK_STRING) error_expected("a string");
            v->cbuf->str = m2c_strndup(tok.p + 1, tok.len - 2);
            advance();
        }
        return v;
    }
    if (tok_is(&name, "torch.vtensor.literal")) {
        m2c_attr a;
        m2c_value *v;
        const char *at;
        memset(&a, 0, sizeof a);
        advance();
        expect("(");
        if (!is_ident("dense") && !is_ident("dense_resource")) error_expected("a dense<...> literal");
        parse_dense_attr(&a);
        if (a.kind != M2C_ATTR_DENSE && a.kind != M2C_ATTR_ARRAY) m2c_error_at(name.p, "torch.vtensor.literal needs a dense<...> literal");
        expect(")");
        expect(":");
        at = tok.p;
        parse_any_type(&t);
        v = const_from_attr(res, &a);
        if (t.scalar || t.rank != v->decl.rank || t.elem != v->decl.elem ||
            memcmp(t.dims, v->decl.dims, sizeof t.dims[0] * (size_t)t.rank))
            m2c_error_at(at, "type mismatch: the literal's type differs from the result type");
        return v;
    }
    return NULL;
}

/* torch-op := name operands? attr-dict? ':' (type (',' type)* | '(' types ')') ('->' type)?
 * Every torch.* / torch_c.* op is read, so what is not lowered is refused
 * by name there (lower_torch.c). */
static void parse_torch_op(m2c_op *op, scope *s, m2c_type *rt)
{
    int n = 0, paren, i;
    op->kind = M2C_OPK_FOREIGN;
    op->dname = m2c_strndup(tok.p, tok.len);
    advance();
    parse_operands(s, op, ":");
    if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
    expect(":");
    paren = consume("(");
    if (!(paren && is_punct(")")) && !is_punct("->")) do {
        m2c_type t;
        const char *at = tok.p;
        parse_any_type(&t);
        if (n >= op->n_in) {
            if (!paren && n == 0 && !is_punct("->") && !is_punct(",")) { *rt = t; return; } /* no operands: the result type */
            m2c_error_at(at, "op has %d operand%s but the signature lists more types", op->n_in, op->n_in == 1 ? "" : "s");
        }
        op->in_decl[n++] = t;
    } while (consume(","));
    if (paren) expect(")");
    if (n != op->n_in)
        m2c_error_at(op->loc, "op has %d operand%s but the signature lists %d type%s", op->n_in, op->n_in == 1 ? "" : "s", n, n == 1 ? "" : "s");
    for (i = 0; i < n; i++)
        if (!op->in_decl[i].scalar && !op->in[i]->decl.scalar) check_operand_type(op, i);
    if (!consume("to")) expect("->");   /* tensor_static_info_cast: T to T */
    parse_any_type(rt);
    g_torch_rtypes[0] = *rt;
    for (n = 1; n < g_n_results; n++) {
        expect(",");
        parse_any_type(&g_torch_rtypes[n]);
    }
    if (is_punct(",")) m2c_error_at(tok.p, "more result types than the %d results", g_n_results);
}

/* A torch op with several results (%values, %indices = torch.aten.max.dim ...),
 * or a TOSA FFT: one op per result, each knowing which it computes
 * (lower_torch*.c, lower_tosa.c). */
static void define_torch_results(m2c_func *f, scope *s, m2c_op *op, const m2c_token *names)
{
    int k;
    for (k = 0; k < g_n_results; k++) {
        m2c_op *part = (m2c_op *)m2c_alloc(sizeof *part);
        m2c_value *v = new_value(&names[k], M2C_V_OP);
        *part = *op;
        part->result = k + 1;
        if (scope_find(s, names[k].p, names[k].len))
            m2c_error_at(op->loc, "redefinition of SSA value '%.*s'", (int)names[k].len, names[k].p);
        v->loc = op->loc;
        v->decl = g_torch_rtypes[k];
        v->def = part;
        part->out = v;
        M2C_PUSH(s->vals, s->n, s->cap, v);
        M2C_PUSH(f->ops, f->n_ops, f->cap_ops, part);
    }
    g_n_results = 1;
}

/* The region's terminator for the dialect ops that have one. */
static const char *yield_name(const m2c_op *op)
{
    if (!strcmp(op->dname, "tensor.pad")) return "tensor.yield";
    if (!strncmp(op->dname, "linalg.", 7)) return "linalg.yield";
    m2c_error_at(op->loc, "'%s' with a region is not supported", op->dname);
    return NULL;
}

static int attr_list(m2c_op *op, const char *name, int64_t *out, const char *what)
{
    m2c_attr *a = m2c_find_attr(op, name);
    int i;
    if (!a) return 0;
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int) m2c_error_at(a->vloc, "'%s' must be a list of integers", name);
    if (a->n > NPK_MAX_RANK) m2c_error_at(a->vloc, "%s has more than %d elements", what, NPK_MAX_RANK);
    for (i = 0; i < a->n; i++) {
        if (a->ints[i] == INT64_MIN) m2c_error_at(a->vloc, "dynamic %s is not supported", what);
        out[i] = a->ints[i];
    }
    return a->n;
}

/* The generic form keeps in properties what the custom form writes as
 * syntax: the ins/outs split, tensor.pad's low/high, expand_shape's sizes. */
static void generic_fixups(m2c_op *op)
{
    m2c_attr *seg = m2c_find_attr(op, "operandSegmentSizes");
    if (!seg) seg = m2c_find_attr(op, "operand_segment_sizes");
    if (!strncmp(op->dname, "linalg.", 7)) {
        op->n_ins = op->n_in - 1;
        if (!seg && !strcmp(op->dname, "linalg.reduce")) op->n_ins = op->n_in / 2; /* as many inits as inputs */
        if (seg && seg->kind == M2C_ATTR_ARRAY && seg->all_int && seg->n >= 1 && seg->ints[0] >= 0 && seg->ints[0] <= op->n_in)
            op->n_ins = (int)seg->ints[0];
    } else if (!strcmp(op->dname, "tensor.pad")) {
        if (op->n_in != 1) m2c_error_at(op->in_loc[1], "tensor.pad with dynamic padding is not supported");
        op->n_list[0] = attr_list(op, "static_low", op->list[0], "padding");
        op->n_list[1] = attr_list(op, "static_high", op->list[1], "padding");
    } else if (!strcmp(op->dname, "tensor.expand_shape")) {
        if (op->n_in != 1) m2c_error_at(op->in_loc[1], "tensor.expand_shape with dynamic sizes is not supported");
        op->n_list[0] = attr_list(op, "static_output_shape", op->list[0], "output_shape");
    }
}

/* Register the op's loc(...) (the last one read, if it is inside the op) for diagnostics. */
static void note_src_range(const char *from)
{
    if (g_last_loc && g_last_loc >= from) m2c_diag_src_range(from, g_last_loc, g_last_loc);
}

/* tosa.fft2d / rfft2d: real and imaginary results, one op each (lower_tosa.c) */
static int is_fft(const char *name) { return !strcmp(name, "tosa.fft2d") || !strcmp(name, "tosa.rfft2d"); }

/* Ops that may have several results: linalg ops with several outputs, torch
 * ops and the TOSA FFTs. */
static int is_multi_output_op(const m2c_token *n)
{
    static const char *const names[] = { "linalg.generic", "linalg.map", "linalg.reduce", "tosa.fft2d", "tosa.rfft2d", "tm_tensor.scan" };
    size_t i;
    if (n->kind == TK_IDENT && n->len > 6 && !memcmp(n->p, "torch.", 6)) return 1;   /* max.dim: values, indices */
    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t l = strlen(names[i]);
        if (n->kind == TK_IDENT && n->len == l && !memcmp(n->p, names[i], l)) return 1;
        if (n->kind == TK_STRING && n->len == l + 2 && !memcmp(n->p + 1, names[i], l)) return 1;
    }
    return 0;
}

/* At ':' or ',' after the first result name: `%r:N` (used as %r#0 ..) or
 * `%a, %b, ...`. names[k] is output k's name token. */
static void parse_result_names(m2c_token *names, int *n)
{
    m2c_token first = names[0];
    if (consume(":")) {
        int64_t k, count;
        if (tok.kind != TK_INT) error_expected("a result count");
        count = int_value(&tok, 0);
        if (count < 1 || count > M2C_MAX_YIELDS) m2c_error_at(tok.p, "%lld results: at most %d are supported", (long long)count, M2C_MAX_YIELDS);
        advance();
        for (k = 0; k < count; k++) {
            char buf[160];
            int len = snprintf(buf, sizeof buf, "%.*s#%d", (int)(first.len > 140 ? 140 : first.len), first.p, (int)k);
            names[k] = first;
            names[k].p = m2c_strndup(buf, (size_t)len);
            names[k].len = (size_t)len;
        }
        *n = (int)count;
        return;
    }
    *n = 1;
    while (consume(",")) {
        if (tok.kind != TK_SSA) error_expected("a result name");
        if (*n == M2C_MAX_YIELDS) m2c_error_at(tok.p, "more than %d results are not supported", M2C_MAX_YIELDS);
        names[(*n)++] = tok;
        advance();
    }
}

/* A multi-output op as one op per output, each defining its result. */
static void define_split_results(m2c_func *f, scope *s, m2c_op *op, const m2c_token *names)
{
    m2c_op *parts[M2C_MAX_YIELDS], *pre[2];
    int k, n_pre = m2c_split_outputs(op, g_n_results, parts, pre);
    for (k = 0; k < n_pre; k++) M2C_PUSH(f->ops, f->n_ops, f->cap_ops, pre[k]);
    for (k = 0; k < g_n_results; k++) {
        m2c_op *part = parts[k];
        m2c_value *v = new_value(&names[k], M2C_V_OP);
        if (scope_find(s, names[k].p, names[k].len))
            m2c_error_at(op->loc, "redefinition of SSA value '%.*s'", (int)names[k].len, names[k].p);
        v->loc = op->loc;
        v->decl = part->in_decl[part->n_in - 1];
        v->def = part;
        part->out = v;
        M2C_PUSH(s->vals, s->n, s->cap, v);
        M2C_PUSH(f->ops, f->n_ops, f->cap_ops, part);
    }
    g_n_results = 1;
}

/* torch.runtime.assert %cond, "message" and torch.aten.sym_constrain_range(_for_size)
 * %x, %min, %max : types: run-time checks without a result, which npk does not make.
 * They are read (their operands must be defined) and dropped; returns 0 at any other op. */
static int skip_torch_check(scope *s)
{
    if (!tok_is(&tok, "torch.runtime.assert") && !tok_is(&tok, "torch.aten.sym_constrain_range") &&
        !tok_is(&tok, "torch.aten.sym_constrain_range_for_size"))
        return 0;
    if (tok_is(&tok, "torch.runtime.assert")) {
        advance();
        use_value(s);
        advance();
        expect(",");
        if (tok.kind != TK_STRING) error_expected("the assertion's message (a string)");
        advance();
        return 1;
    }
    advance();
    do { use_value(s); advance(); } while (consume(","));
    expect(":");
    do { m2c_type t; parse_any_type(&t); } while (consume(","));
    return 1;
}

/* call @printMemrefF32(...) (or any printMemref* of the runtime library) */
static int is_print_call(m2c_op *op)
{
    m2c_attr *a = m2c_find_attr(op, "callee");
    return a && a->vloc && (!strncmp(a->vloc, "@printMemref", 12) || !strncmp(a->vloc, "@\"printMemref", 13));
}

/* op := ssa-result '=' (generic-op | custom-op | constant-op)
 * generic-op := string '(' operand-list? ')' ('<' attr-dict '>')? ('(' region ')')? attr-dict? ':' function-type
 * custom-op := op-name operand-list? attr-dict? ':' function-type */
/* tosa.cond_if %c ('(' %a = %x, .. ')')? (':' type ('(' types ')')?)? '->' types
 *   '{' (^bb '(' args ')' ':')? op* tosa.yield %v ':' type '}' 'else' '{' .. '}'
 * Both branches are parsed into the function (TOSA ops have no side
 * effects); the result is the chosen branch's value when the condition is a
 * constant, else a tosa.select of the two. */
#define M2C_MAX_IF_ARGS 8
static void parse_op(m2c_func *f, scope *s);
typedef struct if_args { m2c_token name[M2C_MAX_IF_ARGS]; m2c_value *val[M2C_MAX_IF_ARGS]; int n; } if_args;

/* A name for an existing value (a block argument bound to an operand). */
static void define_alias(scope *s, const m2c_token *name, m2c_value *to)
{
    m2c_value *v = new_value(name, M2C_V_OP);
    v->decl = to->decl;
    v->repl = to;
    scope_define(s, v, name);
}

static m2c_value *parse_if_branch(m2c_func *f, scope *s, const if_args *a, const m2c_type *rt, const char *what)
{
    int saved = s->n, k = 0;
    m2c_value *y;
    const char *at;
    m2c_type t;
    expect("{");
    if (consume("^")) {
        if (tok.kind != TK_IDENT) error_expected("a block name");
        advance();
        if (consume("(")) {
            do {
                m2c_token nm = tok;
                if (tok.kind != TK_SSA) error_expected("a block argument");
                if (k == a->n) m2c_error_at(tok.p, "%s: the block has more arguments than the op has inputs", what);
                advance();
                expect(":");
                parse_any_type(&t);
                define_alias(s, &nm, a->val[k++]);
            } while (consume(","));
            expect(")");
        }
        expect(":");
        if (k != a->n) m2c_error_at(tok.p, "%s: the block has %d arguments for %d inputs", what, k, a->n);
    } else {
        for (k = 0; k < a->n; k++) define_alias(s, &a->name[k], a->val[k]);
    }
    while (!is_ident("tosa.yield")) {
        if (tok.kind == TK_EOF || is_punct("}")) error_expected("tosa.yield");
        parse_op(f, s);
    }
    advance();
    at = tok.p;
    y = use_value(s);
    advance();
    if (is_punct(",")) m2c_error_at(tok.p, "%s with several results is not supported", what);
    expect(":");
    parse_any_type(&t);
    if (!m2c_type_equal(&y->decl, rt)) m2c_error_at(at, "%s: the region yields a value whose type is not the expected one", what);
    expect("}");
    s->n = saved;
    return m2c_resolve(y);
}

/* A tosa.select of c, a, b with result type rt, named res (not put in scope). */
static m2c_value *select_value(m2c_func *f, const char *loc, m2c_value *c, m2c_value *a, m2c_value *b,
                               const m2c_token *res, const m2c_type *rt)
{
    m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op);
    m2c_value *v;
    op->loc = loc;
    op->kind = lookup_op("tosa.select", 11, loc, op);
    op->n_in = 3;
    op->in[0] = c; op->in[1] = a; op->in[2] = b;
    op->in_loc[0] = op->in_loc[1] = op->in_loc[2] = loc;
    op->in_decl[0] = c->decl; op->in_decl[1] = a->decl; op->in_decl[2] = b->decl;
    v = new_value(res, M2C_V_OP);
    v->decl = *rt;
    v->def = op;
    op->out = v;
    M2C_PUSH(f->ops, f->n_ops, f->cap_ops, op);
    return v;
}

static void parse_cond_if(m2c_func *f, scope *s, const m2c_token *res)
{
    const char *loc = tok.p, *cat;
    m2c_value *c, *y[2], *v;
    m2c_type rt, t;
    if_args a;
    memset(&a, 0, sizeof a);
    advance();
    cat = tok.p;
    c = use_value(s);
    advance();
    if (consume("(")) {
        do {
            if (a.n == M2C_MAX_IF_ARGS) m2c_error_at(tok.p, "tosa.cond_if with more than %d inputs is not supported", M2C_MAX_IF_ARGS);
            if (tok.kind != TK_SSA) error_expected("a block argument");
            a.name[a.n] = tok;
            advance();
            expect("=");
            a.val[a.n++] = use_value(s);
            advance();
        } while (consume(","));
        expect(")");
    }
    if (consume(":")) {
        parse_any_type(&t);
        if (consume("(")) { do parse_any_type(&t); while (consume(",")); expect(")"); }
    }
    expect("->");
    if (consume("(")) {
        parse_any_type(&rt);
        if (is_punct(",")) m2c_error_at(tok.p, "tosa.cond_if with several results is not supported");
        expect(")");
    } else {
        parse_any_type(&rt);
    }
    if (c->decl.elem != M2C_I1 || c->decl.rank != 0 || c->decl.scalar)
        m2c_error_at(cat, "tosa.cond_if: the condition must be a tensor<i1>");
    y[0] = parse_if_branch(f, s, &a, &rt, "tosa.cond_if");
    if (!is_ident("else")) error_expected("'else'");
    advance();
    y[1] = parse_if_branch(f, s, &a, &rt, "tosa.cond_if");
    note_src_range(res->p);
    if (m2c_resolve(c)->kind == M2C_V_CONST && m2c_resolve(c)->cbuf && m2c_resolve(c)->cbuf->count == 1) {
        const m2c_cbuf *cb = m2c_resolve(c)->cbuf;
        int taken = cb->raw ? ((const unsigned char *)cb->raw)[0] != 0 : cb->data[0] != 0.0f;
        define_alias(s, res, y[taken ? 0 : 1]);
        return;
    }
    v = select_value(f, loc, c, y[0], y[1], res, &rt);
    scope_define(s, v, res);
}

/* tosa.while_loop (%a = %x) : (type) -> type { cond } do { body }, one loop
 * value: unrolled M2C_WHILE_UNROLL_CAP times, each step v = select(cond(v),
 * body(v), v) (the regions parsed again per step; TOSA ops have no side
 * effects), and the condition once more after the last step. while_loop.c
 * folds the loop's ops and requires that last condition to be constant
 * false, so the loop ends within the cap on constants or is refused. */
static void parse_while_loop(m2c_func *f, scope *s, const m2c_token *res)
{
    const char *loc = tok.p, *cond_at, *end = NULL;
    m2c_value *v, *c = NULL;
    m2c_type rt, bt, t;
    if_args a;
    int k;
    memset(&a, 0, sizeof a);
    memset(&bt, 0, sizeof bt);
    bt.elem = M2C_I1;
    advance();
    expect("(");
    do {
        if (a.n == 1) m2c_error_at(tok.p, "tosa.while_loop with several loop values is not supported");
        if (tok.kind != TK_SSA) error_expected("a block argument");
        a.name[a.n] = tok;
        advance();
        expect("=");
        a.val[a.n++] = use_value(s);
        advance();
    } while (consume(","));
    expect(")");
    expect(":");
    if (consume("(")) { parse_any_type(&t); expect(")"); } else parse_any_type(&t);
    expect("->");
    if (consume("(")) { parse_any_type(&rt); expect(")"); } else parse_any_type(&rt);
    if (!m2c_type_equal(&a.val[0]->decl, &rt)) m2c_error_at(loc, "tosa.while_loop: the loop value and the result differ in type");
    cond_at = tok.p;
    v = a.val[0];
    for (k = 0; k <= M2C_WHILE_UNROLL_CAP; k++) {
        m2c_value *b;
        a.val[0] = v;
        set_tok(cond_at);
        c = parse_if_branch(f, s, &a, &bt, "tosa.while_loop");
        if (c->decl.elem != M2C_I1 || c->decl.rank != 0) m2c_error_at(cond_at, "tosa.while_loop: the condition must yield a tensor<i1>");
        if (!is_ident("do")) error_expected("'do'");
        advance();
        if (k == M2C_WHILE_UNROLL_CAP) break;
        b = parse_if_branch(f, s, &a, &rt, "tosa.while_loop");
        end = tok.p;
        v = select_value(f, loc, c, b, v, res, &rt);
    }
    m2c_while_register(loc, end, c);
    set_tok(end);
    note_src_range(res->p);
    /* the last condition stays used (and so is folded) until the check */
    v = select_value(f, loc, c, v, v, res, &rt);
    scope_define(s, v, res);
}

static void parse_op(m2c_func *f, scope *s)
{
    m2c_token res = tok;
    m2c_op *op;
    m2c_type rt;
    m2c_value *target;
    m2c_token res_names[M2C_MAX_YIELDS];
    int nores = 0, what;
    memset(&rt, 0, sizeof rt);
    g_empty_result = 0;
    if (tok.kind != TK_SSA) {
        if (is_punct("^")) m2c_error_at(tok.p, "functions with several blocks (control flow) are not supported");
        if (tok.kind != TK_STRING && tok.kind != TK_IDENT) error_expected("an op");
        nores = 1;   /* an op on memrefs (buffers.c), else refused below */
    }
    g_n_results = 1;
    if (!nores) {
        advance();
        if (is_punct(",") || is_punct(":")) {
            /* %a, %b = op or %a:2 = op: only linalg ops with several outputs */
            const char *p = tok.p;
            m2c_token n;
            while (p < m2c_lex_end() && *p != '=' && *p != '\n') p++;
            n = m2c_lex_at(p + (p < m2c_lex_end() && *p == '='));
            if (!is_multi_output_op(&n))
                m2c_error_at(tok.p, "%.*s with several results is not supported", (int)(n.len > 60 ? 60 : n.len), n.p);
            res_names[0] = res;
            parse_result_names(res_names, &g_n_results);
        }
        expect("=");
    }
    if (!nores && g_n_results == 1 && is_ident("tosa.cond_if")) { parse_cond_if(f, s, &res); return; }
    if (!nores && g_n_results == 1 && is_ident("tosa.while_loop")) { parse_while_loop(f, s, &res); return; }
    if (is_ident("tosa.while_loop") || (tok.kind == TK_STRING && tok_is(&tok, "\"tosa.while_loop\"")))
        m2c_error_at(tok.p, "tosa.while_loop is not supported in this form (the printed form with one loop value is)");
    op = (m2c_op *)m2c_alloc(sizeof *op);
    op->loc = tok.p;
    if (tok.kind == TK_STRING) {
        const char *name = tok.p + 1;
        size_t len = tok.len - 2;
        int is_const = is_constant_name(name, len);
        if (!is_const) op->kind = lookup_op(name, len, op->loc, op);
        advance();
        expect("(");
        parse_operands(s, op, ")");
        expect(")");
        g_attr_op = is_const || op->kind != M2C_OPK_FOREIGN ? NULL : op;
        if (consume("<")) { expect("{"); parse_attr_dict(&op->attrs, &op->n_attrs, "}"); expect(">"); }
        if (consume("(")) {
            if (!g_attr_op) m2c_error_at(op->loc, "'%.*s' with a region is not supported", (int)len, name);
            g_attr_op = NULL;
            g_region_any_cap = !strcmp(op->dname, "tensor.pad");
            parse_region(op, s, yield_name(op));
            g_region_any_cap = 0;
            if (is_punct(",")) m2c_error_at(tok.p, "ops with several regions are not supported");
            expect(")");
            g_attr_op = op;
        }
        if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
        g_attr_op = NULL;
        expect(":");
        if (is_const) {
            m2c_value *v;
            if (op->n_in) m2c_error_at(op->in_loc[0], "constant takes no operands");
            v = const_from_op(&res, op);
            note_src_range(res.p);
            scope_define(s, v, &res);
            m2c_free(op);
            return;
        }
        parse_op_signature(op, &rt, op->kind == M2C_OPK_FOREIGN);
        if (op->kind == M2C_OPK_FOREIGN) generic_fixups(op);
    } else if (tok.kind == TK_IDENT) {
        if (tok.len > 6 && (!memcmp(tok.p, "torch.", 6) || (tok.len > 8 && !memcmp(tok.p, "torch_c.", 8)))) {
            m2c_value *v;
            if (nores && skip_torch_check(s)) { m2c_free(op); return; }
            v = parse_torch_constant(&res);
            if (v) {
                note_src_range(res.p);
                scope_define(s, v, &res);
                m2c_free(op);
                return;
            }
            parse_torch_op(op, s, &rt);
        } else if (is_constant_name(tok.p, tok.len)) {
            m2c_value *v;
            advance();
            if (consume("{")) {   /* tosa.const_shape {values = ...} : () -> !tosa.shape<2> */
                parse_attr_dict(&op->attrs, &op->n_attrs, "}");
                expect(":");
                v = const_from_op(&res, op);
            } else {
                v = parse_constant_custom(&res);
            }
            note_src_range(res.p);
            scope_define(s, v, &res);
            m2c_free(op);
            return;
        }
        if (!op->dname && is_ident("flow.tensor.dynamic_constant")) {
            /* IREE: dense<...> : T -> T with `?` dims: the constant, declared dynamic */
            m2c_value *v;
            m2c_type t;
            const char *at;
            int d;
            advance();
            v = parse_constant_custom(&res);
            expect("->");
            at = tok.p;
            parse_any_type(&t);
            if (t.rank != v->shape.rank || t.elem != v->shape.elem || t.scalar)
                m2c_error_at(at, "flow.tensor.dynamic_constant: the result type must be the value's with `?` dims");
            for (d = 0; d < t.rank; d++)
                if (t.dims[d] != M2C_DYN && t.dims[d] != v->shape.dims[d])
                    m2c_error_at(at, "flow.tensor.dynamic_constant: dim %d differs from the value's", d);
            v->decl = t;
            note_src_range(res.p);
            scope_define(s, v, &res);
            m2c_free(op);
            return;
        }
        if (op->dname) {
            /* a torch op, read above */
        } else if (is_ident("linalg.init_tensor")) {   /* LLVM <= 15: linalg.init_tensor [2, 8] : tensor<2x8xf32> */
            int64_t sizes[NPK_MAX_RANK];
            int n, i;
            const char *at;
            op->kind = lookup_op(tok.p, tok.len, op->loc, op);
            advance();
            at = tok.p;
            n = parse_int_list(sizes, NPK_MAX_RANK, "init_tensor size");
            expect(":");
            parse_any_type(&rt);
            for (i = 0; i < n && i < rt.rank; i++)
                if (rt.dims[i] != sizes[i]) break;
            if (n != rt.rank || i != n) m2c_error_at(at, "linalg.init_tensor sizes differ from its type");
        } else {
            op->kind = lookup_op(tok.p, tok.len, op->loc, op);
            advance();
            if (op->kind == M2C_OPK_FOREIGN) {
                parse_foreign_custom(op, s, &rt);
            } else {
                parse_operands(s, op, ":");
                if (consume("{")) parse_attr_dict(&op->attrs, &op->n_attrs, "}");
                expect(":");
                parse_op_signature(op, &rt, 0);
            }
        }
    } else {
        error_expected("an op name");
    }
    note_src_range(res.p);
    if (nores && op->kind == M2C_OPK_FOREIGN && !strcmp(op->dname, "func.call") && is_print_call(op)) {
        /* call @printMemrefF32(%x): what the test prints (--outputs printed) */
        int cap = f->cap_printed;
        if (op->n_in != 1) m2c_error_at(op->loc, "a printMemref call takes one operand");
        M2C_PUSH(f->printed, f->n_printed, cap, m2c_buf_read(op->in[0], op->in_loc[0]));
        f->cap_printed = cap;
        m2c_free(op);
        return;
    }
    if (rt.unranked && !(op->kind == M2C_OPK_FOREIGN && (!strcmp(op->dname, "tensor.cast") || !strcmp(op->dname, "memref.cast"))))
        m2c_error_at(op->loc, "unranked tensors are not supported (only a cast to what a printMemref call takes)");
    if (rt.unranked && !strcmp(op->dname, "tensor.cast")) {
        /* the same tensor, typed for the print call */
        m2c_value *v = new_value(&res, M2C_V_OP);
        v->decl = rt;
        v->repl = op->in[0];
        scope_define(s, v, &res);
        m2c_free(op);
        return;
    }
    if (nores && !g_empty_result && (op->kind != M2C_OPK_FOREIGN || (strncmp(op->dname, "linalg.", 7) &&
        strcmp(op->dname, "tm_tensor.scatter") && strcmp(op->dname, "tm_tensor.scan") &&
        strcmp(op->dname, "memref.copy") && strcmp(op->dname, "memref.dealloc"))))
        m2c_error_at(op->loc, "op %s without a result is not supported", m2c_op_name(op));
    if (nores && op->body && op->body->n_yields > 1)
        m2c_error_at(op->loc, "%s on memrefs with several outputs is not supported", m2c_op_name(op));
    if (!nores && op->body && op->body->n_yields != g_n_results && (g_n_results > 1 || op->body->n_yields > 1) &&
        strcmp(op->dname, "tm_tensor.scan"))   /* its one yield gives both results */
        m2c_error_at(op->body->yield_locs[0], "the region yields %d value%s but the op has %d result%s",
                     op->body->n_yields, op->body->n_yields == 1 ? "" : "s", nores ? 0 : g_n_results, !nores && g_n_results == 1 ? "" : "s");
    what = m2c_buf_op(op, !nores, &target);
    if (what == M2C_BUF_NONE) { m2c_free(op); return; }
    if (what == M2C_BUF_WRITE) {
        /* the new contents of the buffer, named like it ("%C") */
        m2c_token t;
        char name[128];
        snprintf(name, sizeof name, "%s%s", target->kind == M2C_V_ARG ? "%" : "", target->name);
        t.p = name;
        t.len = strlen(name);
        op->out = new_value(&t, M2C_V_OP);
        op->out->loc = op->loc;
        op->out->decl = target->decl;
        op->out->def = op;
        m2c_buf_set(target, op->out);
        M2C_PUSH(f->ops, f->n_ops, f->cap_ops, op);
        return;
    }
    if (nores) m2c_error_at(op->loc, "op %s without a result is not supported", m2c_op_name(op));
    if (what == M2C_BUF_ALIAS) {
        /* memref.cast: a new name for the same buffer, no op */
        m2c_value *v = new_value(&res, M2C_V_OP);
        v->decl = rt;
        m2c_buf_new(v, target);
        scope_define(s, v, &res);
        m2c_free(op);
        return;
    }
    if (g_n_results > 1 && is_fft(op->dname)) g_torch_rtypes[0] = rt;   /* the others: several_result_types */
    if (g_n_results > 1 && (!strncmp(op->dname, "torch", 5) || is_fft(op->dname) || !strcmp(op->dname, "tm_tensor.scan"))) {
        define_torch_results(f, s, op, res_names);
        return;
    }
    if (g_n_results > 1) { define_split_results(f, s, op, res_names); return; }
    op->out = new_value(&res, M2C_V_OP);
    op->out->decl = rt;
    op->out->def = op;
    if (what == M2C_BUF_ALLOC) m2c_buf_new(op->out, NULL);
    scope_define(s, op->out, &res);
    M2C_PUSH(f->ops, f->n_ops, f->cap_ops, op);
}

/* The returned values against the declared results (and their types). */
static void check_returns(m2c_func *f, const char *at)
{
    int i;
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
    f->ret_loc = at;   /* a function that returns nothing: outputs.c */
}

/* return-op := ('return' | 'func.return') (ssa (',' ssa)* ':' type (',' type)*)?
 *            | '"func.return"' '(' (ssa (',' ssa)*)? ')' ':' function-type */
static void parse_return(m2c_func *f, scope *s)
{
    int i = 0, cap = 0, generic = tok.kind == TK_STRING;
    advance();
    if (generic) expect("(");
    if (tok.kind == TK_SSA) {
        do {
            const char *loc = tok.p;
            m2c_value *v = m2c_buf_read(use_value(s), tok.p);
            advance();
            M2C_PUSH(f->results, f->n_results, f->cap_results, v);
            M2C_PUSH(f->result_locs, i, cap, loc);
        } while (consume(","));
        if (generic) expect(")");
        expect(":");
        if (generic) expect("(");
        for (i = 0; i < f->n_results; i++) {
            m2c_type t;
            const char *tat;
            if (i) expect(",");
            tat = tok.p;
            parse_result_type(&t);
            if (!m2c_type_equal(&t, &f->results[i]->decl)) {
                char a[128], b[128];
                m2c_type_str(&t, a, sizeof a);
                m2c_type_str(&f->results[i]->decl, b, sizeof b);
                m2c_error_at(tat, "type mismatch: returned value has type %s, not %s", b, a);
            }
        }
        if (generic) { expect(")"); expect("->"); expect("("); expect(")"); }
    } else if (generic) {
        expect(")"); expect(":"); expect("("); expect(")"); expect("->"); expect("("); expect(")");
    }
}

/* body := (op | return-op)* up to the closing '}' (not consumed); returns the return's position */
static const char *parse_body(m2c_func *f, scope *s)
{
    const char *ret = NULL;
    while (!is_punct("}")) {
        if (tok.kind == TK_EOF) error_expected("'}'");
        if (ret) m2c_error_at(tok.p, "ops after the return are not allowed");
        if (is_ident("return") || is_ident("func.return") || is_ident("std.return") ||
            (tok.kind == TK_STRING && (tok_is(&tok, "\"func.return\"") || tok_is(&tok, "\"std.return\"")))) {
            ret = tok.p;
            parse_return(f, s);
            continue;
        }
        parse_op(f, s);
    }
    if (!ret) m2c_error_at(tok.p, "function '%s' has no return", f->name);
    return ret;
}

/* At a '!': is it !torch.vtensor / !torch.tensor (not a torch scalar)? */
static int tok_is_torch_tensor(void)
{
    m2c_token n = m2c_lex_at(tok.p + 1);
    return tok_is(&n, "torch.vtensor") || tok_is(&n, "torch.tensor");
}

/* One function argument: %name ':' f32-tensor-type attr-dict? (loc skipped) */
static void parse_arg(m2c_func *f, scope *s)
{
    m2c_value *v;
    m2c_token nt = tok;
    const char *at = tok.p;
    if (tok.kind != TK_SSA) error_expected("an argument '%name'");
    nt.p++; nt.len--;  /* argument names are kept without '%' */
    v = new_value(&nt, M2C_V_ARG);
    v->loc = tok.p;
    v->arg_index = f->n_args;
    scope_define(s, v, &tok);
    advance();
    expect(":");
    if ((tok.kind == TK_IDENT && !is_ident("tensor") && !is_ident("memref") && !is_ident("vector")) ||
        (is_torch_type() && !tok_is_torch_tensor())) {
        /* f32, index, !torch.int ...: a runtime scalar becomes a rank-0 program
         * input (m2c_resolve_args); uses that need a compile-time value refuse it */
        const char *tat = tok.p;
        parse_any_type(&v->decl);
        if (!v->decl.scalar || v->decl.elem < 0 || (!m2c_elem_dtype(v->decl.elem) && v->decl.elem != M2C_INDEX && v->decl.elem != M2C_F64)) {
            char e[64];
            m2c_type_str(&v->decl, e, sizeof e);
            m2c_error_at(tat, "argument '%s' has the type %s: only tensors and number scalars are supported", v->name, e);
        }
    } else {
        parse_data_type(&v->decl);
    }
    if (v->decl.memref) m2c_buf_new(v, NULL);
    if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
    note_src_range(at);
    M2C_PUSH(f->args, f->n_args, f->cap_args, v);
}

/* Raw scanning for the functions that are not translated: their text is
 * not tokenized (a tensor type's "4x4xi32" is not a token), only strings,
 * comments and () {} nesting are followed. */
static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$';
}
/* p at a '"' or "//": the character after it. */
static const char *raw_skip_string_or_comment(const char *p, const char *end)
{
    if (*p == '"') {
        for (p++; p < end && *p != '"'; p++) if (*p == '\\') p++;
        return p < end ? p + 1 : end;
    }
    while (p < end && *p != '\n') p++;
    return p;
}
/* p at '(' or '{': the character after the matching close. */
static const char *raw_skip_group(const char *p, const char *end)
{
    int depth = 0;
    while (p < end) {
        char c = *p;
        if (c == '"' || (c == '/' && p + 1 < end && p[1] == '/')) { p = raw_skip_string_or_comment(p, end); continue; }
        if (c == '(' || c == '{') depth++;
        else if ((c == ')' || c == '}') && --depth == 0) return p + 1;
        p++;
    }
    return end;
}
static int raw_word(const char *p, const char *end, const char *w)
{
    size_t n = strlen(w);
    return (size_t)(end - p) >= n && !memcmp(p, w, n) && (p + n == end || !ident_char(p[n]));
}

/* The rest of a function that is not translated (another one is): its
 * signature and body are skipped unread, so what it uses (index arguments,
 * ops mlir2c does not know) does not stop the one that was asked for. */
static void skip_func_rest(void)
{
    const char *p = tok.p, *end = m2c_lex_end();
    while (p < end) {
        char c = *p;
        if (c == '"' || (c == '/' && p + 1 < end && p[1] == '/')) { p = raw_skip_string_or_comment(p, end); continue; }
        if (c == '(') { p = raw_skip_group(p, end); continue; }
        if (c == '{') { p = raw_skip_group(p, end); break; }      /* the body */
        if (c == '}' || c == '#') break;                          /* a declaration: the next item */
        if (ident_char(c) && (p == tok.p || !ident_char(p[-1]))) {
            if (raw_word(p, end, "attributes")) {
                p += 10;
                while (p < end && (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')) p++;
                if (p < end && *p == '{') p = raw_skip_group(p, end);
                continue;
            }
            if (raw_word(p, end, "func.func") || raw_word(p, end, "func") || raw_word(p, end, "builtin.func")) break;
        }
        p++;
    }
    set_tok(p);
}

/* Is the symbol at p the callee of a call (`call @f`, `func.call @f`, the
 * generic form's `callee = @f`)? */
static int names_callee(const char *src, const char *p)
{
    while (p > src && (p[-1] == ' ' || p[-1] == '\t')) p--;
    if (p - src >= 1 && p[-1] == '=') {
        p--;
        while (p > src && (p[-1] == ' ' || p[-1] == '\t')) p--;
        return p - src >= 6 && !memcmp(p - 6, "callee", 6);
    }
    return p - src >= 4 && !memcmp(p - 4, "call", 4) && (p - src == 4 || !ident_char(p[-5]) || p[-5] == '.');
}

/* The function main.c will translate, found before parsing: --func, else
 * the only function, else the only public one. NULL (parse everything, and
 * let main.c report the choice) when that is not clear from the pretty
 * form (generic-form functions, several public ones). */
static char *pick_only_func(const char *src)
{
    const char *p = src, *end = m2c_lex_end();
    int depth = 0, n = 0, n_public = 0, generic = 0;
    char *only = NULL, *pub = NULL;
    while (p < end) {
        char c = *p;
        if (c == '"') {
            if (raw_word(p, end, "\"func.func\"") || raw_word(p, end, "\"builtin.func\"")) generic = 1;
            p = raw_skip_string_or_comment(p, end);
            continue;
        }
        if (c == '/' && p + 1 < end && p[1] == '/') { p = raw_skip_string_or_comment(p, end); continue; }
        if (c == '@' && names_callee(src, p))
            return NULL;   /* a call: inline.c needs the callees, so every function is read */
        if (c == '(' || c == '{') depth++;
        else if (c == ')' || c == '}') depth--;
        else if (depth <= 1 && ident_char(c) && (p == src || !ident_char(p[-1])) &&
                 (raw_word(p, end, "func.func") || raw_word(p, end, "func") || raw_word(p, end, "builtin.func"))) {
            m2c_token t;
            int priv = 0;
            while (p < end && ident_char(*p)) p++;
            t = m2c_lex_at(p);
            if (t.kind == TK_IDENT && tok_is(&t, "private")) priv = 1;
            if (t.kind == TK_IDENT) t = m2c_lex_at(t.p + t.len);
            if (t.kind != TK_SYMBOL || t.p[1] == '"') return NULL;
            n++;
            if (!only) only = m2c_strndup(t.p + 1, t.len - 1);
            if (!priv) { n_public++; if (!pub) pub = m2c_strndup(t.p + 1, t.len - 1); }
            p = t.p + t.len;
            continue;
        }
        p++;
    }
    if (m2c_parse_func) return generic ? NULL : m2c_strndup(m2c_parse_func, strlen(m2c_parse_func));
    if (generic || n == 0) return NULL;
    if (n == 1) return only;
    return n_public == 1 ? pub : NULL;
}

/* func := ('func' | 'func.func') ('private' | 'public')? symbol
 *         '(' (ssa ':' type attr-dict?) (',' ...)* ')' ('->' result-types)?
 *         ('attributes' attr-dict)? ('{' (op | return-op)* '}')?
 * A declaration (no body) gives NULL. */
static m2c_func *parse_func(void)
{
    m2c_func *f = (m2c_func *)m2c_alloc(sizeof *f);
    scope s;
    int ncap = 0, decl = 0;
    const char *ret;
    memset(&s, 0, sizeof s);
    advance();
    if (is_ident("private")) { f->is_private = 1; advance(); }
    else if (is_ident("public") || is_ident("nested")) advance();
    if (tok.kind != TK_SYMBOL) error_expected("a function name '@name'");
    f->loc = tok.p;
    if (tok.p[1] == '"') f->name = m2c_strndup(tok.p + 2, tok.len - 3);
    else f->name = m2c_strndup(tok.p + 1, tok.len - 1);
    advance();
    if (g_only_func && strcmp(g_only_func, f->name)) { skip_func_rest(); return NULL; }
    expect("(");
    if (!is_punct(")")) {
        if (tok.kind != TK_SSA) {   /* a declaration: types only */
            decl = 1;
            do {
                m2c_type t;
                g_allow_unranked = 1;
                parse_any_type(&t);
                g_allow_unranked = 0;
                if (consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
            } while (consume(","));
        } else {
            g_allow_unranked = 1;
            do parse_arg(f, &s); while (consume(","));
            g_allow_unranked = 0;
        }
    }
    expect(")");
    if (consume("->")) {
        int paren = consume("(");
        if (!paren || !is_punct(")")) {
            do {
                m2c_type t;
                if (decl) parse_any_type(&t); else parse_result_type(&t);
                if (paren && consume("{")) { m2c_attr *x = NULL; int n = 0; parse_attr_dict(&x, &n, "}"); }
                M2C_PUSH(f->result_decl, f->n_result_decl, ncap, t);
            } while (paren && consume(","));
        }
        if (paren) expect(")");
    }
    if (consume("attributes")) { m2c_attr *x = NULL; int n = 0; expect("{"); parse_attr_dict(&x, &n, "}"); }
    if (decl || !is_punct("{")) return NULL;
    {
        int i;
        for (i = 0; i < f->n_args; i++)
            if (f->args[i]->decl.unranked)
                m2c_error_at(f->args[i]->loc, "unranked %s are not supported (only in a declaration such as "
                             "printMemrefF32's)", f->args[i]->decl.memref ? "memrefs" : "tensors");
    }
    expect("{");
    ret = parse_body(f, &s);
    check_returns(f, ret);
    advance();
    note_src_range(f->loc);
    m2c_free(s.vals);
    return f;
}

/* The text of a string attribute ("forward" for sym_name = "forward"). */
static char *attr_string(const m2c_attr *a)
{
    m2c_token t = m2c_lex_at(a->vloc);
    if (a->kind != M2C_ATTR_STRING || t.kind != TK_STRING) m2c_error_at(a->vloc, "'%s' must be a string", a->name);
    return m2c_strndup(t.p + 1, t.len - 2);
}

/* generic-func := '"func.func"' '(' ')' ('<' attr-dict '>')? '(' '{' block? '}' ')' attr-dict? ':' '(' ')' '->' '(' ')'
 * block := ('^' id ('(' ssa ':' type (',' ...)* ')')? ':')? (op | return-op)*
 * sym_name, sym_visibility and function_type are in the properties (LLVM
 * 16+) or the trailing attr-dict (LLVM 15). An empty region is a declaration. */
static m2c_func *parse_generic_func(void)
{
    m2c_func *f = (m2c_func *)m2c_alloc(sizeof *f);
    m2c_attr *x = NULL, *a;
    int n = 0, i, decl = 0, rcap = 0;
    scope s;
    const char *ret = NULL, *at = tok.p;
    memset(&s, 0, sizeof s);
    memset(&g_ft, 0, sizeof g_ft);
    f->loc = at;
    f->name = m2c_strndup("?", 1);
    advance();
    expect("(");
    expect(")");
    g_want_ftype = 1;
    if (consume("<")) { expect("{"); parse_attr_dict(&x, &n, "}"); expect(">"); }
    g_want_ftype = 0;
    expect("(");
    expect("{");
    if (consume("^")) {
        if (tok.kind != TK_IDENT) error_expected("a block name");
        advance();
        if (consume("(")) {
            if (!is_punct(")")) do parse_arg(f, &s); while (consume(","));
            expect(")");
        }
        expect(":");
    }
    if (is_punct("}") && f->n_args == 0) decl = 1;
    else ret = parse_body(f, &s);
    expect("}");
    if (is_punct(",")) m2c_error_at(tok.p, "func.func with several regions is not supported");
    expect(")");
    g_want_ftype = 1;
    if (consume("{")) parse_attr_dict(&x, &n, "}");
    g_want_ftype = 0;
    expect(":");
    parse_function_type(NULL);
    note_src_range(at);
    for (i = 0; i < n; i++) {
        a = &x[i];
        if (!strcmp(a->name, "sym_name")) { m2c_free(f->name); f->name = attr_string(a); f->loc = a->vloc; }
        else if (!strcmp(a->name, "sym_visibility")) { char *v = attr_string(a); f->is_private = !strcmp(v, "private"); m2c_free(v); }
    }
    if (decl) return NULL;
    if (!g_ft.set) m2c_error_at(at, "func.func without a function_type");
    if (g_ft.n_in != f->n_args)
        m2c_error_at(at, "function '%s' has %d arguments but its function_type lists %d", f->name, f->n_args, g_ft.n_in);
    for (i = 0; i < f->n_args; i++)
        if (!m2c_type_equal(&g_ft.in[i], &f->args[i]->decl))
            m2c_error_at(f->args[i]->loc, "type mismatch: argument '%s' differs from the function_type", f->args[i]->name);
    for (i = 0; i < g_ft.n_out; i++) {
        if (!m2c_elem_dtype(g_ft.out[i].elem) || g_ft.out[i].scalar)
            m2c_error_at(at, "function '%s': result %d is not a tensor of f32, f16, bf16, f64, f8E4M3FN, f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E8M0FNU, f4E2M1FN, i1, i2, i4, i8, i16, i32 or i64", f->name, i);
        M2C_PUSH(f->result_decl, f->n_result_decl, rcap, g_ft.out[i]);
    }
    check_returns(f, ret);
    m2c_free(s.vals);
    return f;
}

/* alias := ('#' | '!') name '=' (loc(...) | attribute | type)
 * Locations go to the diagnostics; the rest is read again where used. */
static void parse_alias(void)
{
    text_alias a;
    int sigil = *tok.p;
    m2c_token name, peek;
    advance();
    if (tok.kind != TK_IDENT) error_expected("an alias name");
    name = tok;
    advance();
    if (!is_punct("=")) error_expected("'='");
    peek = m2c_lex_at(tok.p + 1);
    if (sigil == '#' && peek.kind == TK_IDENT && tok_is(&peek, "loc")) {
        m2c_diag_loc_alias(name.p, name.len, peek.p);
        advance();                      /* skips the loc(...) */
        return;
    }
    a.name = m2c_strndup(name.p, name.len);
    a.sigil = sigil;
    a.value = peek.p;
    M2C_PUSH(g_talias, g_n_talias, g_cap_talias, a);
    advance();
    if (sigil == '!') { m2c_type t; const char *v = tok.p; if (is_ident("tensor") || is_ident("vector")) parse_any_type(&t); else { (void)v; skip_value(1); } }
    else if (is_ident("affine_map")) { advance(); skip_angle_group(); }
    else skip_value(1);
}

typedef struct blob { char *name; m2c_token str; } blob;
static blob *g_blobs; static int g_n_blobs, g_cap_blobs;

/* resources := '{-#' (key ':' '{' ... '}' ','?)* '#-}'
 * with dialect_resources: { builtin: { name: "0x<align:4 LE><bytes>" , ... } } */
static void parse_resources(void)
{
    expect("{"); expect("-"); expect("#");
    while (!is_punct("#")) {
        int is_dialect = is_ident("dialect_resources");
        if (tok.kind != TK_IDENT) error_expected("'dialect_resources'");
        advance();
        expect(":");
        expect("{");
        while (!is_punct("}")) {
            int builtin = is_ident("builtin");
            if (tok.kind != TK_IDENT) error_expected("a dialect name");
            advance();
            expect(":");
            expect("{");
            while (!is_punct("}")) {
                blob b;
                if (tok.kind == TK_IDENT) b.name = m2c_strndup(tok.p, tok.len);
                else if (tok.kind == TK_STRING) b.name = m2c_strndup(tok.p + 1, tok.len - 2);
                else error_expected("a resource name");
                advance();
                expect(":");
                if (tok.kind != TK_STRING) error_expected("a hex string");
                b.str = tok;
                advance();
                if (is_dialect && builtin) M2C_PUSH(g_blobs, g_n_blobs, g_cap_blobs, b);
                if (!consume(",")) break;
            }
            expect("}");
            if (!consume(",")) break;
        }
        expect("}");
        if (!consume(",")) break;
    }
    expect("#"); expect("-"); expect("}");
}

/* Fill every dense_resource constant from its blob: 4-byte little-endian
 * alignment (must be a power of two), then the raw little-endian elements. */
static void resolve_resources(void)
{
    int i, j;
    uint64_t total = 0;
    for (i = 0; i < g_n_blobs; i++) total += g_blobs[i].str.len / 2;
    m2c_step("decoding %d weight blobs (%llu MB)", g_n_blobs, (unsigned long long)(total >> 20));
    for (i = 0; i < g_n_res; i++) {
        resource_ref *r = &g_res[i];
        const blob *b = NULL;
        const char *p, *e;
        size_t nbytes, k;
        unsigned char *bytes;
        uint32_t align;
        uint64_t w;
        char tn[160];
        for (j = 0; j < g_n_blobs && !b; j++)
            if (!strcmp(g_blobs[j].name, r->name)) b = &g_blobs[j];
        if (!b && !strcmp(r->name, "__elided__"))
            m2c_error_at(r->loc, "the weights of this dense_resource were elided when the file was printed; print it again with the resources");
        if (!b && m2c_opt_resource_inputs) {   /* a program input (resource_inputs.c); zeros meanwhile */
            r->cb->missing = r->name;
            r->cb->data = (float *)m2c_alloc((size_t)r->cb->count * 4 + 4);
            if (r->ty.elem != M2C_F32) r->cb->raw = m2c_alloc((size_t)(r->cb->count * (uint64_t)m2c_elem_bytes(r->ty.elem)) + 1);
            continue;
        }
        if (!b) m2c_error_at(r->loc, "no blob for dense_resource '%s' in the file's dialect_resources section "
                             "(--resource-inputs makes such a tensor a program input)", r->name);
        p = b->str.p + 1;
        e = b->str.p + b->str.len - 1;
        if (e - p < 2 || p[0] != '0' || (p[1] != 'x' && p[1] != 'X'))
            m2c_error_at(b->str.p, "expected a hex string \"0x...\" for resource '%s'", r->name);
        p += 2;
        if ((e - p) % 2) m2c_error_at(b->str.p, "resource '%s' has an odd number of hex digits", r->name);
        nbytes = (size_t)(e - p) / 2;
        if (nbytes < 4) m2c_error_at(b->str.p, "resource '%s' is shorter than its 4-byte alignment header", r->name);
        bytes = hex_bytes(p, nbytes, "a resource");
        align = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
        if (align == 0 || (align & (align - 1)))
            m2c_error_at(b->str.p, "resource '%s' has alignment %u (the first 4 bytes); it must be a power of two", r->name, (unsigned)align);
        m2c_type_str(&r->ty, tn, sizeof tn);
        w = (uint64_t)m2c_elem_bytes(r->ty.elem);
        if (nbytes - 4 != r->cb->count * w)
            m2c_error_at(r->loc, "dense_resource '%s' holds %llu bytes but its type %s needs %llu", r->name,
                         (unsigned long long)(nbytes - 4), tn, (unsigned long long)(r->cb->count * w));
        r->cb->data = (float *)m2c_alloc((size_t)r->cb->count * 4 + 4);
        if (r->ty.elem != M2C_F32) {   /* the blob holds the elements as the .tcp stores them */
            r->cb->raw = m2c_alloc((size_t)(nbytes - 4) + 1);
            memcpy(r->cb->raw, bytes + 4, nbytes - 4);
        }
        for (k = 0; k < r->cb->count; k++) {
            int64_t iv;
            r->cb->data[k] = m2c_to_f32(m2c_load_elem(bytes + 4 + w * k, r->ty.elem, r->uns, &iv));
        }
        m2c_free(bytes);
    }
}

static void add_func(m2c_module *m, m2c_func *f)
{
    int i;
    if (!f) return;   /* a declaration */
    for (i = 0; i < m->n_funcs; i++)
        if (!strcmp(m->funcs[i]->name, f->name)) m2c_error_at(f->loc, "redefinition of function '@%s'", f->name);
    M2C_PUSH(m->funcs, m->n_funcs, m->cap_funcs, f);
}

static void parse_items(m2c_module *m, int depth);

/* module := 'module' symbol? ('attributes' attr-dict)? '{' item* '}'
 *         | '"builtin.module"' '(' ')' ('<' attr-dict '>')? '(' '{' ('^' id ':')? item* '}' ')' attr-dict? ':' '(' ')' '->' '(' ')' */
static void parse_module(m2c_module *m, int depth)
{
    m2c_attr *x = NULL;
    int n = 0;
    if (depth > 0) m2c_error_at(tok.p, "nested modules are not supported");
    if (tok.kind == TK_STRING) {
        advance();
        expect("(");
        expect(")");
        if (consume("<")) { expect("{"); parse_attr_dict(&x, &n, "}"); expect(">"); }
        expect("(");
        expect("{");
        if (consume("^")) { if (tok.kind != TK_IDENT) error_expected("a block name"); advance(); expect(":"); }
        parse_items(m, depth + 1);
        expect("}");
        expect(")");
        if (consume("{")) parse_attr_dict(&x, &n, "}");
        expect(":");
        parse_function_type(NULL);
        return;
    }
    advance();
    if (tok.kind == TK_SYMBOL) advance();
    if (consume("attributes")) { expect("{"); parse_attr_dict(&x, &n, "}"); }
    expect("{");
    parse_items(m, depth + 1);
    expect("}");
}

/* item := alias | module | func | generic-func | resources | 'ml_program.global' ...
 * up to '}' (inside a module) or the end of the file. */
static void parse_items(m2c_module *m, int depth)
{
    for (;;) {
        if (tok.kind == TK_EOF) { if (depth) error_expected("'}'"); return; }
        if (depth && is_punct("}")) return;
        if (is_punct("#") || is_punct("!")) {
            m2c_token nx = m2c_lex_at(tok.p + 1);
            if (!(tok_is(&nx, "-"))) { parse_alias(); continue; }
        }
        if (!depth && is_punct("{")) { parse_resources(); continue; }
        if (is_ident("ml_program.global") || (tok.kind == TK_STRING && tok_is(&tok, "\"ml_program.global\""))) {
            /* torch-mlir's RNG seed: unused by inference */
            const char *q = tok.p;
            while (q < m2c_lex_end() && *q != '\n') q++;
            set_tok(q);
            continue;
        }
        if (is_ident("module") || (tok.kind == TK_STRING && tok_is(&tok, "\"builtin.module\""))) {
            if (depth) m2c_error_at(tok.p, "nested modules are not supported");
            if (m->n_funcs > 0 || g_seen_module) m2c_error_at(tok.p, "only one module per file is supported");
            g_seen_module = 1;
            parse_module(m, depth);
            continue;
        }
        if (is_ident("func") || is_ident("func.func") || is_ident("builtin.func")) { add_func(m, parse_func()); continue; }
        if (tok.kind == TK_STRING && (tok_is(&tok, "\"func.func\"") || tok_is(&tok, "\"builtin.func\""))) {
            add_func(m, parse_generic_func());   /* builtin.func: LLVM 14 */
            continue;
        }
        if (tok.kind == TK_STRING || (tok.kind == TK_IDENT && memchr(tok.p, '.', tok.len)))
            m2c_error_at(tok.p, "op %.*s at module level is not supported (only func.func)", (int)tok.len, tok.p);
        error_expected(depth ? "'func.func' or '}'" : "'func.func' or 'module'");
    }
}

m2c_module *m2c_parse(const char *src, size_t len)
{
    m2c_module *m = (m2c_module *)m2c_alloc(sizeof *m);
    m2c_step("reading the MLIR (%llu MB)", (unsigned long long)(len >> 20));
    m2c_lex_init(src, len);
    /* the fuzz harness frees all memory between inputs: forget old tables */
    g_res = NULL; g_n_res = g_cap_res = 0;
    g_talias = NULL; g_n_talias = g_cap_talias = 0;
    g_blobs = NULL; g_n_blobs = g_cap_blobs = 0;
    g_depth = 0;
    g_allow_vector = 0;
    g_allow_unranked = 0;
    g_attr_op = NULL;
    g_last_loc = NULL;
    g_want_ftype = 0;
    g_seen_module = 0;
    g_region_any_cap = 0;
    g_map_via_alias = 0;
    g_only_func = pick_only_func(src);
    set_tok(src);
    parse_items(m, 0);
    if (m->n_funcs == 0) m2c_error_at(tok.p, "no function in the input");
    resolve_resources();
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
