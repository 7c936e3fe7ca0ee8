/* lower_onnx_einsum.c - ONNX Einsum in its matmul-shaped forms: one or two
 * operands, each letter at most once per operand, an explicit or implicit
 * output. Two operands become one batched matmul: letters in both and in
 * the output are batch dims, in both but not the output are summed,
 * the others are rows (first operand) or columns (second); letters only
 * one operand has and the output lacks are summed first. */
#include <ctype.h>
#include <string.h>
#include "lower_onnx.h"

typedef struct term { char l[NPK_MAX_RANK + 1]; int n; } term;

static void parse_term(m2c_lowerer *L, const char *s, size_t len, term *t)
{
    size_t k;
    t->n = 0;
    for (k = 0; k < len; k++) {
        if (s[k] == ' ') continue;
        if (!isalpha((unsigned char)s[k])) ox_error(L, "equation: '%c' is not supported (letters only; no ellipsis)", s[k]);
        if (t->n == NPK_MAX_RANK) ox_error(L, "equation: a term has more than %d letters", NPK_MAX_RANK);
        if (memchr(t->l, s[k], (size_t)t->n)) ox_error(L, "equation: a letter repeated in one term (a diagonal) is not supported");
        t->l[t->n++] = s[k];
    }
    t->l[t->n] = 0;
}

static int pos(const term *t, char c) { const char *p = memchr(t->l, c, (size_t)t->n); return p ? (int)(p - t->l) : -1; }

/* x with its letters t summed where keep lacks them (and not in other) */
static m2c_value *sum_unique(m2c_lowerer *L, m2c_value *x, term *t, const term *other, const term *out)
{
    unsigned mask = 0;
    int d, n = 0;
    term r;
    for (d = 0; d < t->n; d++)
        if (pos(out, t->l[d]) < 0 && (!other || pos(other, t->l[d]) < 0)) mask |= 1u << d;
    if (!mask) return x;
    x = tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 0);
    for (d = 0; d < t->n; d++) if (!(mask & (1u << d))) r.l[n++] = t->l[d];
    r.n = n;
    r.l[n] = 0;
    *t = r;
    return x;
}

/* x (letters t) transposed to the order of the letters in `order` (all of t's) */
static m2c_value *arrange(m2c_lowerer *L, m2c_value *x, const term *t, const char *order, int n)
{
    int64_t p[NPK_MAX_RANK];
    int d, same = 1;
    for (d = 0; d < n; d++) { p[d] = pos(t, order[d]); if (p[d] != d) same = 0; }
    return same ? x : lw_transpose(L, x, p, 0);
}

m2c_value *ox_einsum(m2c_lowerer *L)
{
    const char *eq = ox_str(L, "equation", ""), *arrow = strstr(eq, "->"), *comma;
    term a, b, o;
    m2c_value *x = ox_float_in(L, 0), *y = NULL, *in[2];
    int two = L->src->n_in == 2, d, nb = 0, nm = 0, nn = 0, nk = 0;
    char bat[NPK_MAX_RANK], row[NPK_MAX_RANK], col[NPK_MAX_RANK], sum[NPK_MAX_RANK], ord[NPK_MAX_RANK];
    int64_t s[NPK_MAX_RANK], B = 1, M = 1, N = 1, K = 1, size[256];
    term r;
    if (L->src->n_in < 1 || L->src->n_in > 2) ox_error(L, "only one or two operands are supported");
    comma = strchr(eq, ',');
    if (two != (comma != NULL) || (comma && arrow && comma > arrow)) ox_error(L, "the equation does not match the operand count");
    parse_term(L, eq, (size_t)((comma ? comma : arrow ? arrow : eq + strlen(eq)) - eq), &a);
    if (two) parse_term(L, comma + 1, (size_t)((arrow ? arrow : comma + strlen(comma)) - comma - 1), &b);
    else b.n = 0;
    if (arrow) parse_term(L, arrow + 2, strlen(arrow + 2), &o);
    else {   /* implicit: the letters used once, in alphabetical order */
        char c;
        o.n = 0;
        for (c = 'A'; c <= 'z'; c++) {
            int k = (pos(&a, c) >= 0) + (two && pos(&b, c) >= 0);
            if (k == 1) o.l[o.n++] = c;
        }
        o.l[o.n] = 0;
    }
    if (a.n != x->shape.rank) ox_error(L, "the first term has %d letters for a rank-%d operand", a.n, x->shape.rank);
    for (d = 0; d < o.n; d++)
        if (pos(&a, o.l[d]) < 0 && (!two || pos(&b, o.l[d]) < 0)) ox_error(L, "output letter '%c' is in no operand", o.l[d]);
    x = sum_unique(L, x, &a, two ? &b : NULL, &o);
    if (!two) return arrange(L, x, &a, o.l, o.n);
    y = ox_float_in(L, 1);
    if (b.n != y->shape.rank) ox_error(L, "the second term has %d letters for a rank-%d operand", b.n, y->shape.rank);
    y = sum_unique(L, y, &b, &a, &o);
    for (d = 0; d < a.n; d++) {
        char c = a.l[d];
        int64_t da = x->shape.dims[d];
        int pb = pos(&b, c);
        if (pb >= 0 && y->shape.dims[pb] != da) ox_error(L, "letter '%c' has sizes %lld and %lld", c, (long long)da, (long long)y->shape.dims[pb]);
        size[(unsigned char)c] = da;
        if (pb >= 0 && pos(&o, c) >= 0) { bat[nb++] = c; B *= da; }
        else if (pb >= 0) { sum[nk++] = c; K *= da; }
        else { row[nm++] = c; M *= da; }
    }
    for (d = 0; d < b.n; d++)
        if (pos(&a, b.l[d]) < 0) { col[nn++] = b.l[d]; N *= y->shape.dims[d]; size[(unsigned char)b.l[d]] = y->shape.dims[d]; }
    memcpy(ord, bat, (size_t)nb); memcpy(ord + nb, row, (size_t)nm); memcpy(ord + nb + nm, sum, (size_t)nk);
    x = arrange(L, x, &a, ord, a.n);
    memcpy(ord + nb, sum, (size_t)nk); memcpy(ord + nb + nk, col, (size_t)nn);
    y = arrange(L, y, &b, ord, b.n);
    s[0] = B; s[1] = M; s[2] = K;
    in[0] = tw_reshape_dims(L, x, 3, s);
    s[1] = K; s[2] = N;
    in[1] = tw_reshape_dims(L, y, 3, s);
    x = tw_matmul(L, in[0], in[1]);
    /* [B, M, N] as the letters bat, row, col, then in the output's order */
    r.n = 0;
    for (d = 0; d < nb; d++) r.l[r.n++] = bat[d];
    for (d = 0; d < nm; d++) r.l[r.n++] = row[d];
    for (d = 0; d < nn; d++) r.l[r.n++] = col[d];
    r.l[r.n] = 0;
    if (r.n != o.n) ox_error(L, "the output's letters do not match the operands'");
    for (d = 0; d < r.n; d++) s[d] = size[(unsigned char)r.l[d]];
    x = tw_reshape_dims(L, x, r.n, s);
    return arrange(L, x, &r, o.l, o.n);
}
