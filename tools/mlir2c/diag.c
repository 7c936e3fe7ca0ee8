/* diag.c - diagnostics in the chibicc style:
 *   file:line:col: error: message
 *   <the source line>
 *   <spaces>^
 * Every error ends the translation (exit code 1); nothing has been written
 * yet at that point because outputs are only written after validation. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "lexer.h"

static const char *g_file = "<input>";
static const char *g_src;
static size_t g_len;

/* Source locations written in the file (loc(...) after an op, #locN
 * aliases): an error inside [from, to] also names the location the op came
 * from, as notes. The parser registers them; they are read only when an
 * error is printed. */
typedef struct src_range { const char *from, *to, *loc; } src_range;
typedef struct loc_alias { const char *name; size_t len; const char *value; } loc_alias;
static src_range *g_ranges; static int g_n_ranges, g_cap_ranges;
static loc_alias *g_aliases; static int g_n_aliases, g_cap_aliases;
static int g_notes;            /* notes printed for the current error */

/* Test hook (tests/fuzz): when set, called with the exit code after the
 * diagnostic is printed, instead of exit(); it must not return (longjmp).
 * NULL in the tool. */
void (*m2c_exit_hook)(int code);

M2C_NORETURN static void stop(int code)
{
    if (m2c_exit_hook) m2c_exit_hook(code);
    exit(code);
}

void m2c_diag_init(const char *filename, const char *src, size_t len)
{
    g_file = filename;
    g_src = src;
    g_len = len;
    /* the fuzz harness frees all memory between inputs: forget old tables */
    g_ranges = NULL; g_n_ranges = g_cap_ranges = 0;
    g_aliases = NULL; g_n_aliases = g_cap_aliases = 0;
}

void m2c_diag_src_range(const char *from, const char *to, const char *loc)
{
    src_range r;
    r.from = from; r.to = to; r.loc = loc;
    M2C_PUSH(g_ranges, g_n_ranges, g_cap_ranges, r);
}

void m2c_diag_loc_alias(const char *name, size_t len, const char *value)
{
    loc_alias a;
    a.name = name; a.len = len; a.value = value;
    M2C_PUSH(g_aliases, g_n_aliases, g_cap_aliases, a);
}

/* One note per file:line:col (or bare name) the location names. */
static void note(const char *file, size_t flen, const char *line, size_t llen, const char *col, size_t clen,
                 const char *role, const char *name, size_t nlen)
{
    if (g_notes++ >= 4) return;
    if (file) fprintf(stderr, "%.*s:%.*s:%.*s: note: %s", (int)flen, file, (int)llen, line, (int)clen, col, role);
    else fprintf(stderr, "note: %s", role);
    if (name) fprintf(stderr, " ('%.*s')", (int)nlen, name);
    fputc('\n', stderr);
}

static int tok_eq(const m2c_token *t, const char *s) { return t->len == strlen(s) && !memcmp(t->p, s, t->len); }

/* fused<...>[...]: the token after the optional <metadata> (the '[' of the
 * locations), or the EOF token when the metadata never closes. */
static m2c_token skip_fused_metadata(m2c_token c)
{
    int d = 0;
    if (!tok_eq(&c, "<")) return c;
    do {
        if (c.kind == TK_EOF) return c;
        if (tok_eq(&c, "<")) d++;
        else if (tok_eq(&c, ">")) d--;
        c = m2c_lex_at(c.p + c.len);
    } while (d > 0);
    return c;
}

/* location := 'loc' '(' location ')' | '#' alias | string ':' int ':' int
 *           | string ('(' location ')')? | 'unknown'
 *           | 'fused' ('<' ... '>')? '[' location (',' location)* ']'
 *           | 'callsite' '(' location 'at' location ')'
 * Prints the notes and returns the end of the location; the text was
 * already checked by the parser (an alias may be missing: nothing then). */
static const char *describe_loc(const char *p, const char *role, const char *name, size_t nlen, int depth)
{
    m2c_token t = m2c_lex_at(p);
    if (depth > 16 || t.kind == TK_EOF) return t.p;
    if (t.kind == TK_PUNCT && tok_eq(&t, "#")) {
        m2c_token a = m2c_lex_at(t.p + 1);
        int i;
        for (i = 0; i < g_n_aliases; i++)
            if (g_aliases[i].len == a.len && !memcmp(g_aliases[i].name, a.p, a.len)) {
                describe_loc(g_aliases[i].value, role, name, nlen, depth + 1);
                break;
            }
        return a.p + a.len;
    }
    if (t.kind == TK_IDENT && tok_eq(&t, "loc")) {
        m2c_token c = m2c_lex_at(t.p + t.len);
        p = describe_loc(c.p + 1, role, name, nlen, depth + 1);
        return m2c_lex_at(p).p + 1;             /* ')' */
    }
    if (t.kind == TK_STRING) {
        m2c_token c = m2c_lex_at(t.p + t.len), l, c2, col;
        if (tok_eq(&c, ":")) {
            l = m2c_lex_at(c.p + 1);
            c2 = m2c_lex_at(l.p + l.len);
            col = m2c_lex_at(c2.p + 1);
            note(t.p + 1, t.len - 2, l.p, l.len, col.p, col.len, role, name, nlen);
            return col.p + col.len;
        }
        if (tok_eq(&c, "(")) {
            p = describe_loc(c.p + 1, role, t.p + 1, t.len - 2, depth + 1);
            return m2c_lex_at(p).p + 1;
        }
        note(NULL, 0, NULL, 0, NULL, 0, role, t.p + 1, t.len - 2);
        return t.p + t.len;
    }
    if (t.kind == TK_IDENT && tok_eq(&t, "fused")) {
        m2c_token c = skip_fused_metadata(m2c_lex_at(t.p + t.len));
        if (!tok_eq(&c, "[")) return c.p;
        p = c.p + 1;
        for (;;) {
            p = describe_loc(p, role, name, nlen, depth + 1);
            c = m2c_lex_at(p);
            if (!tok_eq(&c, ",")) break;
            p = c.p + 1;
        }
        return c.p + c.len;
    }
    if (t.kind == TK_IDENT && tok_eq(&t, "callsite")) {
        m2c_token c = m2c_lex_at(t.p + t.len);
        p = describe_loc(c.p + 1, role, name, nlen, depth + 1);
        c = m2c_lex_at(p);                      /* 'at' */
        p = describe_loc(c.p + c.len, "called from here", NULL, 0, depth + 1);
        return m2c_lex_at(p).p + 1;
    }
    return t.p + t.len;                         /* unknown */
}

/* The first name a location holds (same grammar as describe_loc): a NameLoc
 * "name" (or "name"(child)), else the first name inside a FusedLoc's list,
 * a CallSiteLoc's callee before its caller, an alias's value. Sets *name and
 * *nlen, or leaves *name NULL; returns the end of the location. */
static const char *loc_name(const char *p, const char **name, size_t *nlen, int depth)
{
    m2c_token t = m2c_lex_at(p), c;
    if (depth > 16 || t.kind == TK_EOF) return t.p;
    if (t.kind == TK_PUNCT && tok_eq(&t, "#")) {
        m2c_token a = m2c_lex_at(t.p + 1);
        int i;
        for (i = 0; i < g_n_aliases && !*name; i++)
            if (g_aliases[i].len == a.len && !memcmp(g_aliases[i].name, a.p, a.len))
                loc_name(g_aliases[i].value, name, nlen, depth + 1);
        return a.p + a.len;
    }
    c = m2c_lex_at(t.p + t.len);
    if (t.kind == TK_IDENT && tok_eq(&t, "loc")) return m2c_lex_at(loc_name(c.p + 1, name, nlen, depth + 1)).p + 1;
    if (t.kind == TK_STRING) {
        if (tok_eq(&c, ":")) {                  /* file:line:col */
            m2c_token l = m2c_lex_at(c.p + 1), c2 = m2c_lex_at(l.p + l.len), col = m2c_lex_at(c2.p + 1);
            return col.p + col.len;
        }
        if (!*name && t.len > 2) { *name = t.p + 1; *nlen = t.len - 2; }
        if (tok_eq(&c, "(")) {                  /* the child's names come second */
            const char *keep = *name;
            size_t klen = *nlen;
            p = loc_name(c.p + 1, name, nlen, depth + 1);
            *name = keep; *nlen = klen;
            return m2c_lex_at(p).p + 1;
        }
        return t.p + t.len;
    }
    if (t.kind == TK_IDENT && tok_eq(&t, "fused")) {
        c = skip_fused_metadata(c);
        if (!tok_eq(&c, "[")) return c.p;
        p = c.p + 1;
        for (;;) {
            p = loc_name(p, name, nlen, depth + 1);
            c = m2c_lex_at(p);
            if (!tok_eq(&c, ",")) break;
            p = c.p + 1;
        }
        return c.p + c.len;
    }
    if (t.kind == TK_IDENT && tok_eq(&t, "callsite")) {
        p = loc_name(c.p + 1, name, nlen, depth + 1);   /* the callee */
        c = m2c_lex_at(p);                               /* 'at' */
        p = loc_name(c.p + c.len, name, nlen, depth + 1);
        return m2c_lex_at(p).p + 1;
    }
    return t.p + t.len;
}

const char *m2c_diag_loc_name(const char *at)
{
    const src_range *best = NULL;
    const char *name = NULL;
    size_t nlen = 0;
    int i;
    if (!at) return NULL;
    for (i = 0; i < g_n_ranges; i++) {
        const src_range *r = &g_ranges[i];
        /* a function's own range spans its body: only ops and arguments name */
        if (*r->from == '@' || !strncmp(r->from, "\"func.func\"", 11)) continue;
        if (at >= r->from && at <= r->to && (!best || r->to - r->from < best->to - best->from)) best = r;
    }
    if (!best) return NULL;
    loc_name(best->loc, &name, &nlen, 0);
    return name ? m2c_strndup(name, nlen) : NULL;
}

/* Notes for the innermost op (or argument) around loc that has a location. */
static void source_notes(const char *loc)
{
    const src_range *best = NULL;
    int i;
    static int busy;
    if (busy) return;   /* a lexer error while describing: no notes for it */
    busy = 1;
    for (i = 0; i < g_n_ranges; i++) {
        const src_range *r = &g_ranges[i];
        if (loc >= r->from && loc <= r->to && (!best || r->to - r->from < best->to - best->from)) best = r;
    }
    g_notes = 0;
    if (!best) {
        /* an error inside an op not parsed yet: its loc(...) ends the line
         * (mlir-opt prints it there); use it if it is well-formed */
        const char *p = loc, *end = g_src + g_len, *l = NULL;
        int depth = 0, quote = 0, ok = 1;
        while (p < end && *p != '\n' && !l) {
            if (p + 4 <= end && !memcmp(p, "loc(", 4) && (p == g_src || p[-1] == ' ')) l = p;
            p++;
        }
        for (p = l ? l + 3 : end; l && p < end && *p != '\n'; p++) {
            if (*p == '"') quote = !quote;
            else if (!quote && *p == '(') depth++;
            else if (!quote && *p == ')' && --depth == 0) break;
            else if ((unsigned char)*p < 0x20 || (unsigned char)*p >= 0x7f) ok = 0;
        }
        if (l && ok && !quote && p < end && *p == ')') describe_loc(l, "source location of the code above", NULL, 0, 0);
    }
    if (best) describe_loc(best->loc, "source location of the code above", NULL, 0, 0);
    busy = 0;
}

M2C_NORETURN static void vfatal(int code, const char *fmt, va_list ap)
{
    fprintf(stderr, "mlir2c: error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    stop(code);
}

void m2c_fatal(int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfatal(code, fmt, ap);
    va_end(ap);
}

void m2c_error_at(const char *loc, const char *fmt, ...)
{
    va_list ap;
    const char *line, *end, *p;
    int lineno = 1;
    va_start(ap, fmt);
    if (!loc || !g_src || loc < g_src || loc > g_src + g_len) vfatal(M2C_EXIT_INPUT, fmt, ap);
    line = g_src;
    for (p = g_src; p < loc; p++)
        if (*p == '\n') { lineno++; line = p + 1; }
    end = loc;
    while (end < g_src + g_len && *end != '\n' && *end != '\r') end++;
    fprintf(stderr, "%s:%d:%d: error: ", g_file, lineno, (int)(loc - line) + 1);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    /* very long lines (hex weights) are shown as a window around the column */
    {
        const char *from = line, *to = end;
        int pre = 0, post = 0;
        if (end - line > 200) {
            if (loc - from > 100) { from = loc - 60; pre = 1; }
            if (to - loc > 100) { to = loc + 60; post = 1; }
        }
        fprintf(stderr, "\n%s%.*s%s\n", pre ? "..." : "", (int)(to - from), from, post ? "..." : "");
        if (pre) fputs("   ", stderr);
        /* keep tabs so the caret lines up under the column */
        for (p = from; p < loc; p++) fputc(*p == '\t' ? '\t' : ' ', stderr);
    }
    fprintf(stderr, "^\n");
    source_notes(loc);
    stop(M2C_EXIT_INPUT);
}
