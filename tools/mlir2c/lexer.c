/* lexer.c - turns MLIR text into tokens: bare identifiers (tcf.add, f32),
 * %ssa names, @symbols, integers, floats, "strings" and punctuation.
 * Numbers carry no sign; the parser applies a leading '-'. Malformed input
 * (bad character, unterminated string, bad number) is reported here. */
#include <ctype.h>
#include "ir.h"
#include "lexer.h"

static const char *g_end;

void m2c_lex_init(const char *src, size_t len) { g_end = src + len; }
const char *m2c_lex_end(void) { return g_end; }

static int is_id_start(int c) { return isalpha(c) || c == '_'; }
static int is_id_char(int c) { return isalnum(c) || c == '_' || c == '$' || c == '.'; }
static int is_ssa_char(int c) { return isalnum(c) || c == '_' || c == '$' || c == '.' || c == '-'; }

static const char *skip_space(const char *p)
{
    for (;;) {
        while (p < g_end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) p++;
        if (p + 1 < g_end && p[0] == '/' && p[1] == '/') {
            while (p < g_end && *p != '\n') p++;
            continue;
        }
        return p;
    }
}

/* number := digits ('.' digits?)? ([eE] [+-]? digits)? | '0x' hexdigits */
static m2c_token lex_number(const char *p)
{
    m2c_token t;
    const char *q = p;
    t.kind = TK_INT;
    t.p = p;
    if (q[0] == '0' && (q[1] == 'x' || q[1] == 'X') && q + 1 < g_end) {
        q += 2;
        if (q >= g_end || !isxdigit((unsigned char)*q)) m2c_error_at(p, "invalid number: expected hex digits after '0x'");
        while (q < g_end && isxdigit((unsigned char)*q)) q++;
    } else {
        while (q < g_end && isdigit((unsigned char)*q)) q++;
        if (q < g_end && *q == '.') {
            t.kind = TK_FLOAT;
            q++;
            while (q < g_end && isdigit((unsigned char)*q)) q++;
        }
        if (q < g_end && (*q == 'e' || *q == 'E')) {
            const char *e = q + 1;
            if (e < g_end && (*e == '+' || *e == '-')) e++;
            if (e >= g_end || !isdigit((unsigned char)*e)) m2c_error_at(q, "invalid number: expected digits in the exponent");
            while (e < g_end && isdigit((unsigned char)*e)) e++;
            q = e;
            t.kind = TK_FLOAT;
        }
    }
    if (q < g_end && (is_id_char((unsigned char)*q)))
        m2c_error_at(q, "invalid number: unexpected character '%c'", *q);
    t.len = (size_t)(q - p);
    return t;
}

m2c_token m2c_lex_at(const char *p)
{
    m2c_token t;
    p = skip_space(p);
    t.p = p;
    t.len = 0;
    if (p >= g_end) { t.kind = TK_EOF; return t; }
    if (isdigit((unsigned char)*p)) return lex_number(p);
    if (is_id_start((unsigned char)*p)) {
        const char *q = p;
        while (q < g_end && is_id_char((unsigned char)*q)) q++;
        t.kind = TK_IDENT;
        t.len = (size_t)(q - p);
        return t;
    }
    if (*p == '%' || *p == '@') {
        const char *q = p + 1;
        t.kind = *p == '%' ? TK_SSA : TK_SYMBOL;
        if (*p == '@' && q < g_end && *q == '"') {
            q++;
            while (q < g_end && *q != '"' && *q != '\n') q++;
            if (q >= g_end || *q != '"') m2c_error_at(p, "unterminated string");
            q++;
        } else {
            while (q < g_end && is_ssa_char((unsigned char)*q)) q++;
            /* %r#1: a use of one result of a multi-result op */
            if (*p == '%' && q + 1 < g_end && *q == '#' && isdigit((unsigned char)q[1]))
                for (q++; q < g_end && isdigit((unsigned char)*q); q++) {}
        }
        if (q == p + 1) m2c_error_at(p, "expected a name after '%c'", *p);
        t.len = (size_t)(q - p);
        return t;
    }
    if (*p == '"') {
        const char *q = p + 1;
        while (q < g_end && *q != '"' && *q != '\n') {
            if (*q == '\\' && q + 1 < g_end) q++;
            q++;
        }
        if (q >= g_end || *q != '"') m2c_error_at(p, "unterminated string");
        t.kind = TK_STRING;
        t.len = (size_t)(q + 1 - p);
        return t;
    }
    if (p[0] == '-' && p + 1 < g_end && p[1] == '>') {
        t.kind = TK_PUNCT;
        t.len = 2;
        return t;
    }
    if (strchr("(){}[]<>,:=?*+-!#^", *p) && *p) {
        t.kind = TK_PUNCT;
        t.len = 1;
        return t;
    }
    if ((unsigned char)*p >= 0x20 && (unsigned char)*p < 0x7f)
        m2c_error_at(p, "invalid character '%c'", *p);
    m2c_error_at(p, "invalid character (byte 0x%02x)", (unsigned)(unsigned char)*p);
    return t;
}
