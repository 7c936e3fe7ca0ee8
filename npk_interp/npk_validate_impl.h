/* npk_validate_impl.h - npk_program_load() and npk_program_validate().
 * Everything a hostile bundle could get wrong is checked here, once, so the
 * executor can trust the program. No heap: per-tensor bookkeeping lives in a
 * stack workspace bounded by NPK_MAX_TENSORS. */
#ifndef NPK_VALIDATE_IMPL_H
#define NPK_VALIDATE_IMPL_H
#include <stdarg.h>
#include "npk_opattr_impl.h"

#define NPK__VALIDATED 0x4e504b56u /* "NPKV" */

/* ---- error messages without stdio: supports %s %u (unsigned) %d (int) %U (uint64_t) ---- */

static void npk__put(char *buf, size_t cap, size_t *len, char c)
{
    if (*len + 1 < cap) buf[(*len)++] = c;
}

static void npk__put_u64(char *buf, size_t cap, size_t *len, uint64_t v)
{
    char digits[24];
    int n = 0;
    do { digits[n++] = (char)('0' + v % 10u); v /= 10u; } while (v);
    while (n) npk__put(buf, cap, len, digits[--n]);
}

static npk_status npk__fail(npk_error *err, npk_status s, const char *fmt, ...)
{
    va_list ap;
    size_t len = 0, cap;
    char *buf;
    if (!err) return s;
    err->status = s;
    buf = err->message;
    cap = sizeof err->message;
    va_start(ap, fmt);
    for (; *fmt; fmt++) {
        if (*fmt != '%' || !fmt[1]) { npk__put(buf, cap, &len, *fmt); continue; }
        switch (*++fmt) {
        case 's': {
            const char *str = va_arg(ap, const char *);
            while (str && *str) npk__put(buf, cap, &len, *str++);
            break;
        }
        case 'u': npk__put_u64(buf, cap, &len, va_arg(ap, unsigned)); break;
        case 'U': npk__put_u64(buf, cap, &len, va_arg(ap, uint64_t)); break;
        case 'd': {
            int v = va_arg(ap, int);
            if (v < 0) npk__put(buf, cap, &len, '-');
            npk__put_u64(buf, cap, &len, v < 0 ? (uint64_t)0 - (uint64_t)(int64_t)v : (uint64_t)v);
            break;
        }
        default: npk__put(buf, cap, &len, *fmt); break;
        }
    }
    va_end(ap);
    buf[len] = '\0';
    return s;
}

/* ---- names and opcode table ---- */

typedef struct npk__opinfo { uint16_t code; uint8_t min_in, max_in, n_out; const char *name; } npk__opinfo;

static const npk__opinfo *npk__find_op(uint32_t code)
{
    static const npk__opinfo table[] = {
#define NPK_OP(name, code, min_in, max_in, n_out, mnem) { code, min_in, max_in, n_out, mnem },
#include "npk_ops.inc"
#undef NPK_OP
    };
    size_t i;
    for (i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].code == code) return &table[i];
    return NULL;
}

const char *npk_opcode_name(uint32_t opcode)
{
    const npk__opinfo *info = npk__find_op(opcode);
    return info ? info->name : NULL;
}

const char *npk_tensor_name(const npk_program *p, uint32_t t)
{
    uint32_t off;
    if (!p || t >= p->n_tensors) return "";
    off = p->tensors[t].name;
    if (off == NPK_NO_NAME || !p->names || off >= p->names_bytes) return "";
    return p->names + off;
}

/* Label for messages: "tensor 3 'image'". */
#define NPK__T(p, t) (unsigned)(t), npk_tensor_name(p, t)

/* ---- tensors ---- */

static npk_status npk__check_tensor(const npk_program *p, uint32_t t, npk_error *err)
{
    const npk_tensor_desc *d = &p->tensors[t];
    uint64_t count = 1, bytes, end, limit;
    unsigned i;
    if (d->name != NPK_NO_NAME && d->name >= p->names_bytes)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u: name offset %u is outside the names section (%U bytes)",
                         (unsigned)t, (unsigned)d->name, p->names_bytes);
    if (d->storage != NPK_STORAGE_CONST && d->storage != NPK_STORAGE_ARENA)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': unknown storage %u", NPK__T(p, t), (unsigned)d->storage);
    if (d->dtype != NPK_DTYPE_F32)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': unknown dtype %u", NPK__T(p, t), (unsigned)d->dtype);
    if (d->rank > NPK_MAX_RANK)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': rank %u exceeds the maximum %u",
                         NPK__T(p, t), (unsigned)d->rank, (unsigned)NPK_MAX_RANK);
    if (d->flags || d->reserved[0] || d->reserved[1] || d->reserved[2] || d->reserved[3])
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': reserved fields must be zero", NPK__T(p, t));
    for (i = 0; i < NPK_MAX_RANK; i++) {
        if (i < d->rank && d->dims[i] == 0)
            return npk__fail(err, NPK_ERR_SHAPE, "tensor %u '%s': dim %u is zero", NPK__T(p, t), i);
        if (i >= d->rank && d->dims[i] != 0)
            return npk__fail(err, NPK_ERR_SHAPE, "tensor %u '%s': dim %u past rank %u must be zero",
                             NPK__T(p, t), i, (unsigned)d->rank);
        if (i < d->rank && !npk_mul_size(count, d->dims[i], &count))
            return npk__fail(err, NPK_ERR_OVERFLOW, "tensor %u '%s': element count overflows", NPK__T(p, t));
    }
    if (!npk_mul_size(count, 4u, &bytes) || bytes > (uint64_t)SIZE_MAX)
        return npk__fail(err, NPK_ERR_OVERFLOW, "tensor %u '%s': byte size overflows", NPK__T(p, t));
    if (d->nbytes != bytes)
        return npk__fail(err, NPK_ERR_SHAPE, "tensor %u '%s': nbytes %U does not match its shape (%U bytes)",
                         NPK__T(p, t), d->nbytes, bytes);
    if (d->offset % 64u)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "tensor %u '%s': offset %U is not a multiple of 64",
                         NPK__T(p, t), d->offset);
    limit = d->storage == NPK_STORAGE_CONST ? p->weights_bytes : p->arena_bytes;
    if (!npk_add_size(d->offset, bytes, &end) || end > limit)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': bytes [%U, +%U) lie outside the %s (%U bytes)",
                         NPK__T(p, t), d->offset, bytes,
                         d->storage == NPK_STORAGE_CONST ? "weights section" : "arena", limit);
    return NPK_OK;
}

/* ---- shapes ---- */

static int npk__same_shape(const npk_tensor_desc *a, const npk_tensor_desc *b)
{
    return a->rank == b->rank && memcmp(a->dims, b->dims, sizeof a->dims) == 0;
}

static npk_status npk__shape_fail(const npk_program *p, uint32_t i, const char *what, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    return npk__fail(err, NPK_ERR_SHAPE, "op %u (%s): %s", (unsigned)i, npk_opcode_name(op->opcode), what);
}

static npk_status npk__attr_fail(const npk_program *p, uint32_t i, const char *what, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    return npk__fail(err, NPK_ERR_ATTRIBUTE, "op %u (%s): %s", (unsigned)i, npk_opcode_name(op->opcode), what);
}

/* Result shape of numpy broadcasting; 0 if a and b do not broadcast. */
static int npk__broadcast(const npk_tensor_desc *a, const npk_tensor_desc *b, npk_tensor_desc *out)
{
    unsigned r = a->rank > b->rank ? a->rank : b->rank, i;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = (uint8_t)r;
    for (i = 0; i < r; i++) {
        uint32_t da = i < a->rank ? a->dims[a->rank - 1 - i] : 1;
        uint32_t db = i < b->rank ? b->dims[b->rank - 1 - i] : 1;
        if (da != db && da != 1 && db != 1) return 0;
        out->dims[r - 1 - i] = da > db ? da : db;
    }
    return 1;
}

static int npk__act_ok(int32_t act, int32_t lo_bits, int32_t hi_bits)
{
    float lo = npk__attr_f32(lo_bits), hi = npk__attr_f32(hi_bits);
    if (act == NPK_ACT_NONE || act == NPK_ACT_RELU) return lo_bits == 0 && hi_bits == 0;
    return act == NPK_ACT_CLAMP && lo == lo && hi == hi && lo <= hi;
}

static int npk__attrs_zero_from(const npk_op_desc *op, unsigned first)
{
    unsigned i;
    for (i = first; i < NPK_MAX_ATTRS; i++)
        if (op->attr[i]) return 0;
    return 1;
}

static npk_status npk__check_matmul(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *a = &p->tensors[op->in[0]], *b = &p->tensors[op->in[1]];
    const npk_tensor_desc *c = &p->tensors[op->out[0]];
    uint32_t m, k, k2, n;
    int32_t mode = op->attr[2];
    if ((op->attr[0] & ~1) || (op->attr[1] & ~1)) return npk__attr_fail(p, i, "trans_a/trans_b must be 0 or 1", err);
    if (mode < NPK_BIAS_NONE || mode > NPK_BIAS_FULL) return npk__attr_fail(p, i, "bias_mode must be 0..3", err);
    if ((mode == NPK_BIAS_NONE) != (op->n_in == 2))
        return npk__fail(err, NPK_ERR_ARITY, "op %u (matmul): bias_mode %d with %u operands", (unsigned)i, (int)mode, (unsigned)op->n_in);
    if (!npk__act_ok(op->attr[3], op->attr[4], op->attr[5]) || !npk__attrs_zero_from(op, 6))
        return npk__attr_fail(p, i, "invalid activation or clamp bounds", err);
    if (a->rank != 2 || b->rank != 2) return npk__shape_fail(p, i, "operands must be rank 2", err);
    m = op->attr[0] ? a->dims[1] : a->dims[0];
    k = op->attr[0] ? a->dims[0] : a->dims[1];
    k2 = op->attr[1] ? b->dims[1] : b->dims[0];
    n = op->attr[1] ? b->dims[0] : b->dims[1];
    if (k != k2) return npk__shape_fail(p, i, "inner dimensions differ", err);
    if (c->rank != 2 || c->dims[0] != m || c->dims[1] != n) return npk__shape_fail(p, i, "result is not [M, N]", err);
    if (mode != NPK_BIAS_NONE) {
        const npk_tensor_desc *bias = &p->tensors[op->in[2]];
        size_t count = npk__elems(bias);
        int ok;
        if (mode == NPK_BIAS_ROW)
            ok = count == m && (bias->rank == 1 || (bias->rank == 2 && bias->dims[1] == 1));
        else if (mode == NPK_BIAS_COL)
            ok = count == n && (bias->rank == 1 || (bias->rank == 2 && bias->dims[0] == 1));
        else
            ok = bias->rank == 2 && bias->dims[0] == m && bias->dims[1] == n;
        if (!ok) return npk__shape_fail(p, i, "bias shape does not match bias_mode", err);
    }
    return NPK_OK;
}

static npk_status npk__check_conv(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *x = &p->tensors[op->in[0]], *w = &p->tensors[op->in[1]];
    const npk_tensor_desc *y = &p->tensors[op->out[0]];
    npk_conv2d_params cp;
    size_t oh, ow;
    unsigned a;
    for (a = 0; a < 9; a++)
        if (op->attr[a] < 0 || (a < 4 && op->attr[a] == 0) || (a == 8 && op->attr[a] == 0))
            return npk__attr_fail(p, i, "stride, dilation and groups must be >= 1 and padding >= 0", err);
    if (!npk__act_ok(op->attr[9], op->attr[10], op->attr[11]))
        return npk__attr_fail(p, i, "invalid activation or clamp bounds", err);
    if (op->attr[12] != 0 && op->attr[12] != 1) return npk__attr_fail(p, i, "fused pool must be 0 or 1", err);
    if (op->attr[12] == 0 && (op->attr[13] | op->attr[14] | op->attr[15] | op->attr[16]))
        return npk__attr_fail(p, i, "unused attributes must be 0", err);
    if (op->attr[12] == 1 && (op->attr[13] < 1 || op->attr[14] < 1 || op->attr[15] < 1 || op->attr[16] < 1))
        return npk__attr_fail(p, i, "fused pool kernel and stride must be >= 1", err);
    if (op->attr[17] != NPK_CONV_FILTER_OIHW && op->attr[17] != NPK_CONV_FILTER_WINOGRAD_F4X3)
        return npk__attr_fail(p, i, "filter layout must be 0 (OIHW) or 1 (Winograd F(4x4,3x3))", err);
    if (x->rank != 4 || w->rank != 4) return npk__shape_fail(p, i, "input and filter must be rank 4", err);
    npk__conv_params(op, x, w, &cp);
    if (cp.filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        if (!npk_conv2d_winograd_supported(&cp))
            return npk__attr_fail(p, i, "a Winograd filter needs stride 1, dilation 1 and groups 1", err);
        if (w->dims[0] != 6 || w->dims[1] != 6 || w->dims[2] != cp.c_in)
            return npk__shape_fail(p, i, "a Winograd filter must be [6, 6, Cin, Cout]", err);
    }
    if (cp.c_in % cp.groups || cp.c_out % cp.groups)
        return npk__attr_fail(p, i, "groups does not divide the channel counts", err);
    if (cp.filter_layout == NPK_CONV_FILTER_OIHW && w->dims[1] * cp.groups != cp.c_in)
        return npk__shape_fail(p, i, "filter channels x groups != input channels", err);
    if (op->n_in == 3) {
        const npk_tensor_desc *bias = &p->tensors[op->in[2]];
        if (bias->rank != 1 || bias->dims[0] != cp.c_out) return npk__shape_fail(p, i, "bias must be [Cout]", err);
    }
    oh = npk_conv2d_out_h(&cp);
    ow = npk_conv2d_out_w(&cp);
    if (oh == 0 || ow == 0) return npk__shape_fail(p, i, "kernel is larger than the padded input", err);
    if (op->attr[12] == 1) {
        size_t kh = (size_t)op->attr[13], kw = (size_t)op->attr[14];
        if (kh > oh || kw > ow) return npk__shape_fail(p, i, "fused pool window is larger than the conv output", err);
        oh = (oh - kh) / (size_t)op->attr[15] + 1;
        ow = (ow - kw) / (size_t)op->attr[16] + 1;
    }
    if (y->rank != 4 || y->dims[0] != cp.n || y->dims[1] != cp.c_out || y->dims[2] != oh || y->dims[3] != ow)
        return npk__shape_fail(p, i, "result shape differs from the one derived from the operands", err);
    return NPK_OK;
}

static npk_status npk__check_pool(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *x = &p->tensors[op->in[0]], *y = &p->tensors[op->out[0]];
    npk_pool2d_params q;
    unsigned a;
    if (x->rank != 4) return npk__shape_fail(p, i, "input must be rank 4", err);
    for (a = 0; a < 8; a++)
        if (op->attr[a] < 0 || (a < 4 && op->attr[a] == 0))
            return npk__attr_fail(p, i, "kernel and stride must be >= 1 and padding >= 0", err);
    if ((op->attr[8] & ~1) || (op->attr[9] & ~1)) return npk__attr_fail(p, i, "ceil_mode/count_include_pad must be 0 or 1", err);
    if (op->opcode == NPK_OP_MAXPOOL2D && op->attr[9]) return npk__attr_fail(p, i, "count_include_pad is for avg_pool2d", err);
    if (!npk__attrs_zero_from(op, 10)) return npk__attr_fail(p, i, "unused attributes must be 0", err);
    npk__pool_params(op, x, &q);
    /* PyTorch's rule: padding at most half the window, so no window is all padding. */
    if (q.pad_top * 2 > q.kh || q.pad_bottom * 2 > q.kh || q.pad_left * 2 > q.kw || q.pad_right * 2 > q.kw)
        return npk__attr_fail(p, i, "padding must be at most half the kernel", err);
    if (q.kh > q.h + q.pad_top + q.pad_bottom || q.kw > q.w + q.pad_left + q.pad_right)
        return npk__shape_fail(p, i, "kernel is larger than the padded input", err);
    if (y->rank != 4 || y->dims[0] != q.n || y->dims[1] != q.c ||
        y->dims[2] != npk_pool2d_out_h(&q) || y->dims[3] != npk_pool2d_out_w(&q))
        return npk__shape_fail(p, i, "result shape differs from the one derived from the operands", err);
    return NPK_OK;
}

/* Re-derive op i's result shape from its operands and check its attributes. */
static npk_status npk__check_op_shape(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *x = &p->tensors[op->in[0]], *y = &p->tensors[op->out[0]];
    npk_tensor_desc want;
    unsigned a;
    switch ((npk_opcode)op->opcode) {
    case NPK_OP_MATMUL: return npk__check_matmul(p, i, err);
    case NPK_OP_ADD: case NPK_OP_SUB: case NPK_OP_MUL: case NPK_OP_MAX: case NPK_OP_MIN:
        if (!npk__attrs_zero_from(op, 0)) return npk__attr_fail(p, i, "takes no attributes", err);
        if (!npk__broadcast(x, &p->tensors[op->in[1]], &want)) return npk__shape_fail(p, i, "operands do not broadcast", err);
        if (!npk__same_shape(&want, y)) return npk__shape_fail(p, i, "result is not the broadcast shape of the operands", err);
        return NPK_OK;
    case NPK_OP_RELU: case NPK_OP_EXP: case NPK_OP_TANH: case NPK_OP_SIGMOID: case NPK_OP_CLAMP:
        if (op->opcode == NPK_OP_CLAMP) {
            if (!npk__act_ok(NPK_ACT_CLAMP, op->attr[0], op->attr[1]) || !npk__attrs_zero_from(op, 2))
                return npk__attr_fail(p, i, "clamp needs min <= max, neither NaN", err);
        } else if (!npk__attrs_zero_from(op, 0)) return npk__attr_fail(p, i, "takes no attributes", err);
        if (!npk__same_shape(x, y)) return npk__shape_fail(p, i, "result shape differs from the operand's", err);
        return NPK_OK;
    case NPK_OP_SOFTMAX: case NPK_OP_LOG_SOFTMAX:
        if (op->attr[0] < 0 || op->attr[0] >= (int32_t)x->rank) return npk__attr_fail(p, i, "axis out of range", err);
        if (!npk__attrs_zero_from(op, 1)) return npk__attr_fail(p, i, "unused attributes must be 0", err);
        if (!npk__same_shape(x, y)) return npk__shape_fail(p, i, "result shape differs from the operand's", err);
        return NPK_OK;
    case NPK_OP_RESHAPE:
        if (!npk__attrs_zero_from(op, 0)) return npk__attr_fail(p, i, "takes no attributes", err);
        if (x->nbytes != y->nbytes) return npk__shape_fail(p, i, "element counts differ", err);
        return NPK_OK;
    case NPK_OP_TRANSPOSE: {
        unsigned seen = 0;
        if (x->rank != y->rank) return npk__shape_fail(p, i, "result rank differs from the operand's", err);
        for (a = 0; a < x->rank; a++) {
            int32_t d = op->attr[a];
            if (d < 0 || d >= (int32_t)x->rank || (seen & (1u << d))) return npk__attr_fail(p, i, "not a permutation", err);
            seen |= 1u << d;
        }
        for (a = 0; a < x->rank; a++)
            if (y->dims[a] != x->dims[op->attr[a]])
                return npk__shape_fail(p, i, "result is not the permuted operand shape", err);
        if (!npk__attrs_zero_from(op, x->rank)) return npk__attr_fail(p, i, "attributes past the rank must be 0", err);
        return NPK_OK;
    }
    case NPK_OP_CONV2D: return npk__check_conv(p, i, err);
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D: return npk__check_pool(p, i, err);
    case NPK_OP_GLOBAL_AVGPOOL:
        if (!npk__attrs_zero_from(op, 0)) return npk__attr_fail(p, i, "takes no attributes", err);
        if (x->rank != 4 || y->rank != 4 || y->dims[0] != x->dims[0] || y->dims[1] != x->dims[1] ||
            y->dims[2] != 1 || y->dims[3] != 1)
            return npk__shape_fail(p, i, "result must be [N, C, 1, 1]", err);
        return NPK_OK;
    case NPK_OP_END_: break;
    }
    return npk__fail(err, NPK_ERR_OPCODE, "op %u: unknown opcode %u", (unsigned)i, (unsigned)op->opcode);
}

/* ---- order and arena liveness ---- */

/* Per tensor: the op that defines it (1-based; 0 = before the first op, for
 * constants and inputs; NPK__UNDEF = not yet), its last use (1-based; n_ops+1
 * for program outputs), and the tensor whose bytes it aliases (itself unless a
 * reshape view). */
#define NPK__UNDEF 0xFFFFu
#if NPK_MAX_OPS > 65000u || NPK_MAX_TENSORS > 65535u
#error "NPK_MAX_OPS must be <= 65000 and NPK_MAX_TENSORS <= 65535"
#endif
typedef struct npk__live { uint16_t def[NPK_MAX_TENSORS], last[NPK_MAX_TENSORS], root[NPK_MAX_TENSORS]; } npk__live;

static int npk__is_elementwise(uint16_t opcode)
{
    return (opcode >= NPK_OP_ADD && opcode <= NPK_OP_LOG_SOFTMAX);
}

static int npk__ranges_overlap(uint64_t a0, uint64_t an, uint64_t b0, uint64_t bn)
{
    return a0 < b0 + bn && b0 < a0 + an;
}

/* May op `at` write tensor `out` over the bytes of operand `in`? Only an
 * elementwise op, over an operand of identical extent and shape, that dies here. */
static int npk__in_place_ok(const npk_program *p, const npk__live *lv, uint32_t in, uint32_t out)
{
    const npk_tensor_desc *ti = &p->tensors[in], *to = &p->tensors[out];
    uint32_t d = lv->def[out];
    const npk_op_desc *op;
    unsigned k;
    if (d == 0 || d > p->n_ops || lv->last[in] != d) return 0;
    op = &p->ops[d - 1];
    /* Equal byte counts under broadcasting mean the operand is not broadcast. */
    if (!npk__is_elementwise(op->opcode) || ti->offset != to->offset || ti->nbytes != to->nbytes) return 0;
    for (k = 0; k < op->n_in; k++)
        if (lv->root[op->in[k]] == in) return 1;
    return 0;
}

static npk_status npk__check_order(npk_program *p, npk__live *lv, npk_error *err)
{
    uint32_t t, i, k;
    for (t = 0; t < p->n_tensors; t++) {
        lv->def[t] = p->tensors[t].storage == NPK_STORAGE_CONST ? 0 : NPK__UNDEF;
        lv->last[t] = 0;
        lv->root[t] = (uint16_t)t;
    }
    for (k = 0; k < p->n_inputs; k++) lv->def[p->inputs[k]] = 0;
    for (i = 0; i < p->n_ops; i++) {
        const npk_op_desc *op = &p->ops[i];
        for (k = 0; k < op->n_in; k++) {
            t = op->in[k];
            if (lv->def[t] == NPK__UNDEF)
                return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): operand %u is tensor %u '%s', used before it is defined",
                                 (unsigned)i, npk_opcode_name(op->opcode), (unsigned)k, NPK__T(p, t));
            lv->last[lv->root[t]] = (uint16_t)(i + 1);
        }
        for (k = 0; k < op->n_out; k++) {
            const npk_tensor_desc *d;
            uint32_t j, x = op->in[0];
            t = op->out[k];
            d = &p->tensors[t];
            for (j = 0; j < op->n_in; j++)
                if (op->in[j] == t)
                    return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): tensor %u '%s' is both operand and result",
                                     (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, t));
            /* A reshape whose result shares its operand's bytes is a view;
             * a view of a constant is itself a constant, with nothing to define. */
            if (op->opcode == NPK_OP_RESHAPE && d->storage == p->tensors[x].storage && d->offset == p->tensors[x].offset) {
                if (d->storage == NPK_STORAGE_CONST) continue;
                if (lv->def[t] != NPK__UNDEF) break;
                lv->def[t] = (uint16_t)(i + 1);
                lv->root[t] = lv->root[x];
                lv->last[lv->root[x]] = (uint16_t)(i + 1);
                continue;
            }
            if (d->storage != NPK_STORAGE_ARENA)
                return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): result tensor %u '%s' is a constant; constants are read-only",
                                 (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, t));
            if (lv->def[t] != NPK__UNDEF) break;
            lv->def[t] = (uint16_t)(i + 1);
        }
        if (k < op->n_out)
            return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): result tensor %u '%s' is already defined (an input or an earlier result)",
                             (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, op->out[k]));
    }
    for (k = 0; k < p->n_outputs; k++) {
        t = p->outputs[k];
        if (lv->def[t] == NPK__UNDEF)
            return npk__fail(err, NPK_ERR_ORDER, "program output %u is tensor %u '%s', which no op defines",
                             (unsigned)k, NPK__T(p, t));
        lv->last[lv->root[t]] = (uint16_t)(p->n_ops + 1);
    }
    return NPK_OK;
}

/* No two arena allocations whose bytes overlap may be live at once. */
static npk_status npk__check_arena(const npk_program *p, npk__live *lv, npk_error *err)
{
    uint32_t a, b, i;
    for (a = 0; a < p->n_tensors; a++) /* a result nobody reads is still written */
        if (lv->def[a] != NPK__UNDEF && lv->last[a] < lv->def[a]) lv->last[a] = lv->def[a];
    for (a = 0; a < p->n_tensors; a++) {
        const npk_tensor_desc *ta = &p->tensors[a];
        if (ta->storage != NPK_STORAGE_ARENA || lv->root[a] != a) continue;
        for (b = a + 1; b < p->n_tensors; b++) {
            const npk_tensor_desc *tb = &p->tensors[b];
            if (tb->storage != NPK_STORAGE_ARENA || lv->root[b] != b) continue;
            if (!npk__ranges_overlap(ta->offset, ta->nbytes, tb->offset, tb->nbytes)) continue;
            if (lv->def[a] > lv->last[b] || lv->def[b] > lv->last[a]) continue;
            if (npk__in_place_ok(p, lv, a, b) || npk__in_place_ok(p, lv, b, a)) continue;
            return npk__fail(err, NPK_ERR_ARENA, "tensors %u '%s' and %u '%s' share arena bytes while both are live",
                             NPK__T(p, a), NPK__T(p, b));
        }
        for (i = 0; i < p->n_ops; i++) {
            const npk_op_desc *op = &p->ops[i];
            if (!op->scratch_bytes || lv->def[a] > i + 1 || lv->last[a] < i + 1) continue;
            if (npk__ranges_overlap(ta->offset, ta->nbytes, op->scratch_offset, op->scratch_bytes))
                return npk__fail(err, NPK_ERR_ARENA, "op %u (%s): scratch overlaps live tensor %u '%s'",
                                 (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, a));
        }
    }
    return NPK_OK;
}

/* ---- ops ---- */

static npk_status npk__check_op(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk__opinfo *info = npk__find_op(op->opcode);
    uint64_t end;
    unsigned k;
    if (!info) return npk__fail(err, NPK_ERR_OPCODE, "op %u: unknown opcode %u", (unsigned)i, (unsigned)op->opcode);
    if (op->n_in < info->min_in || op->n_in > info->max_in || op->n_out != info->n_out)
        return npk__fail(err, NPK_ERR_ARITY, "op %u (%s): %u operands and %u results; expected %u..%u and %u",
                         (unsigned)i, info->name, (unsigned)op->n_in, (unsigned)op->n_out,
                         (unsigned)info->min_in, (unsigned)info->max_in, (unsigned)info->n_out);
    if (op->flags) return npk__fail(err, NPK_ERR_ATTRIBUTE, "op %u (%s): flags must be zero", (unsigned)i, info->name);
    for (k = 0; k < NPK_MAX_OP_INPUTS; k++) {
        if (k >= op->n_in && op->in[k])
            return npk__fail(err, NPK_ERR_BOUNDS, "op %u (%s): unused operand slot %u must be 0", (unsigned)i, info->name, k);
        if (k < op->n_in && op->in[k] >= p->n_tensors)
            return npk__fail(err, NPK_ERR_BOUNDS, "op %u (%s): operand %u is tensor %u; the program has %u tensors",
                             (unsigned)i, info->name, k, (unsigned)op->in[k], (unsigned)p->n_tensors);
    }
    for (k = 0; k < NPK_MAX_OP_OUTPUTS; k++) {
        if (k >= op->n_out && op->out[k])
            return npk__fail(err, NPK_ERR_BOUNDS, "op %u (%s): unused result slot %u must be 0", (unsigned)i, info->name, k);
        if (k < op->n_out && op->out[k] >= p->n_tensors)
            return npk__fail(err, NPK_ERR_BOUNDS, "op %u (%s): result %u is tensor %u; the program has %u tensors",
                             (unsigned)i, info->name, k, (unsigned)op->out[k], (unsigned)p->n_tensors);
    }
    if (op->scratch_offset % 64u || (!op->scratch_bytes && op->scratch_offset) ||
        !npk_add_size(op->scratch_offset, op->scratch_bytes, &end) || end > p->arena_bytes)
        return npk__fail(err, NPK_ERR_BOUNDS, "op %u (%s): scratch [%U, +%U) is misaligned or outside the arena (%U bytes)",
                         (unsigned)i, info->name, op->scratch_offset, op->scratch_bytes, p->arena_bytes);
    return NPK_OK;
}

npk_status npk_program_validate(npk_program *p, npk_error *err)
{
    npk__live lv;
    npk_status s;
    uint32_t t, i, k;
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    p->validated = 0;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (p->n_tensors == 0 || !p->tensors)
        return npk__fail(err, NPK_ERR_ARGUMENT, "program has no tensors");
    if (p->n_tensors > NPK_MAX_TENSORS || p->n_ops > NPK_MAX_OPS)
        return npk__fail(err, NPK_ERR_BOUNDS, "program has %u tensors and %u ops; this build accepts at most %u and %u (NPK_MAX_TENSORS, NPK_MAX_OPS)",
                         (unsigned)p->n_tensors, (unsigned)p->n_ops, (unsigned)NPK_MAX_TENSORS, (unsigned)NPK_MAX_OPS);
    if ((p->n_ops && !p->ops) || (p->n_inputs && !p->inputs) || !p->outputs || p->n_outputs == 0 ||
        (p->weights_bytes && !p->weights) || (p->names_bytes && !p->names))
        return npk__fail(err, NPK_ERR_ARGUMENT, "program tables are missing (NULL pointer or no outputs)");
    if (p->names_bytes && p->names[p->names_bytes - 1] != '\0')
        return npk__fail(err, NPK_ERR_BOUNDS, "names section does not end with a NUL byte");
    if (p->name != NPK_NO_NAME && p->name >= p->names_bytes)
        return npk__fail(err, NPK_ERR_BOUNDS, "model name offset %u is outside the names section", (unsigned)p->name);
    if (p->arena_bytes % 64u)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "arena size %U is not a multiple of 64", p->arena_bytes);
    for (t = 0; t < p->n_tensors; t++)
        if ((s = npk__check_tensor(p, t, err)) != NPK_OK) return s;
    for (k = 0; k < p->n_inputs + p->n_outputs; k++) {
        int is_in = k < p->n_inputs;
        uint32_t idx = is_in ? k : k - p->n_inputs;
        t = is_in ? p->inputs[idx] : p->outputs[idx];
        if (t >= p->n_tensors)
            return npk__fail(err, NPK_ERR_BOUNDS, "program %s %u is tensor %u; the program has %u tensors",
                             is_in ? "input" : "output", (unsigned)idx, (unsigned)t, (unsigned)p->n_tensors);
        if (p->tensors[t].storage != NPK_STORAGE_ARENA)
            return npk__fail(err, NPK_ERR_BOUNDS, "program %s %u (tensor %u '%s') is not an arena tensor",
                             is_in ? "input" : "output", (unsigned)idx, NPK__T(p, t));
        for (i = 0; is_in && i < k; i++)
            if (p->inputs[i] == t)
                return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s' is listed twice as a program input", NPK__T(p, t));
    }
    for (i = 0; i < p->n_ops; i++) {
        if ((s = npk__check_op(p, i, err)) != NPK_OK) return s;
        if ((s = npk__check_op_shape(p, i, err)) != NPK_OK) return s;
        if (p->ops[i].scratch_bytes < npk_op_scratch_bytes(&p->ops[i], p->tensors))
            return npk__fail(err, NPK_ERR_ARENA, "op %u (%s): scratch of %U bytes; the op needs %U",
                             (unsigned)i, npk_opcode_name(p->ops[i].opcode), p->ops[i].scratch_bytes,
                             npk_op_scratch_bytes(&p->ops[i], p->tensors));
    }
    if ((s = npk__check_order(p, &lv, err)) != NPK_OK) return s;
    if ((s = npk__check_arena(p, &lv, err)) != NPK_OK) return s;
    p->validated = NPK__VALIDATED;
    return NPK_OK;
}

/* ---- .tcp loading ---- */

static uint64_t npk__rd64(const unsigned char *b) { uint64_t v; memcpy(&v, b, 8); return v; }

/* Check that [off, off + count * size) lies in the file and is aligned. */
static npk_status npk__check_section(const char *what, uint64_t off, uint64_t count, uint64_t size,
                                     uint64_t align, uint64_t file_bytes, npk_error *err)
{
    uint64_t bytes, end;
    if (!npk_mul_size(count, size, &bytes) || !npk_add_size(off, bytes, &end))
        return npk__fail(err, NPK_ERR_OVERFLOW, "%s: offset %U + size overflows", what, off);
    if (bytes && (off < NPK_TCP_HEADER_BYTES || end > file_bytes))
        return npk__fail(err, NPK_ERR_TRUNCATED, "%s: bytes [%U, %U) lie outside the header-free part of the file (%U bytes)",
                         what, off, end, file_bytes);
    if (bytes && off % align)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "%s: offset %U is not a multiple of %U", what, off, align);
    return NPK_OK;
}

npk_status npk_program_load(npk_program *p, const void *data, size_t size, npk_error *err)
{
    const unsigned char *b = (const unsigned char *)data;
    npk_tcp_header h;
    npk_status s;
    const uint16_t one = 1;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!p || !data) return npk__fail(err, NPK_ERR_ARGUMENT, "program or data is NULL");
    memset(p, 0, sizeof *p);
    if (*(const unsigned char *)&one != 1)
        return npk__fail(err, NPK_ERR_VERSION, "this build reads .tcp only on little-endian hosts");
    if ((uintptr_t)data % 8u) return npk__fail(err, NPK_ERR_ALIGNMENT, "bundle buffer is not 8-byte aligned");
    if (size < NPK_TCP_HEADER_BYTES)
        return npk__fail(err, NPK_ERR_TRUNCATED, "bundle is %U bytes; the header alone needs %u", (uint64_t)size, NPK_TCP_HEADER_BYTES);
    memcpy(&h, b, sizeof h);
    if (memcmp(h.magic, NPK_TCP_MAGIC, 8) != 0)
        return npk__fail(err, NPK_ERR_MAGIC, "bytes 0..7 are not the .tcp magic \"NPK-TCP\\n\"");
    if (h.version_major != NPK_TCP_VERSION_MAJOR || h.version_minor > NPK_TCP_VERSION_MINOR)
        return npk__fail(err, NPK_ERR_VERSION, "bundle version %u.%u; this build reads %u.0 to %u.%u",
                         (unsigned)h.version_major, (unsigned)h.version_minor, NPK_TCP_VERSION_MAJOR,
                         NPK_TCP_VERSION_MAJOR, NPK_TCP_VERSION_MINOR);
    if (h.header_bytes != NPK_TCP_HEADER_BYTES)
        return npk__fail(err, NPK_ERR_VERSION, "header_bytes (offset 12) is %u, expected %u", (unsigned)h.header_bytes, NPK_TCP_HEADER_BYTES);
    if (h.file_bytes != (uint64_t)size)
        return npk__fail(err, NPK_ERR_TRUNCATED, "file_bytes (offset 16) says %U bytes but the bundle has %U",
                         npk__rd64(b + 16), (uint64_t)size);
    if (h.flags || h.reserved[0] || h.reserved[1] || h.reserved[2] || h.reserved[3])
        return npk__fail(err, NPK_ERR_VERSION, "header flags/reserved fields (offsets 108..127) must be zero");
    if (h.n_tensors == 0 || h.n_tensors > NPK_MAX_TENSORS || h.n_ops > NPK_MAX_OPS ||
        h.n_inputs > h.n_tensors || h.n_outputs == 0 || h.n_outputs > h.n_tensors)
        return npk__fail(err, NPK_ERR_BOUNDS, "counts out of range: %u tensors, %u ops, %u inputs, %u outputs",
                         (unsigned)h.n_tensors, (unsigned)h.n_ops, (unsigned)h.n_inputs, (unsigned)h.n_outputs);
    if ((s = npk__check_section("tensor table (offset 40)", h.tensors_offset, h.n_tensors, sizeof(npk_tensor_desc), 8, size, err)) ||
        (s = npk__check_section("op table (offset 48)", h.ops_offset, h.n_ops, sizeof(npk_op_desc), 8, size, err)) ||
        (s = npk__check_section("io table (offset 56)", h.io_offset, (uint64_t)h.n_inputs + h.n_outputs, 4, 4, size, err)) ||
        (s = npk__check_section("names (offset 64)", h.names_offset, h.names_bytes, 1, 1, size, err)) ||
        (s = npk__check_section("weights (offset 80)", h.weights_offset, h.weights_bytes, 1, NPK_WEIGHT_ALIGN, size, err)))
        return s;
    p->tensors = (const npk_tensor_desc *)(const void *)(b + h.tensors_offset);
    p->n_tensors = h.n_tensors;
    p->ops = h.n_ops ? (const npk_op_desc *)(const void *)(b + h.ops_offset) : NULL;
    p->n_ops = h.n_ops;
    p->inputs = (const uint32_t *)(const void *)(b + h.io_offset);
    p->n_inputs = h.n_inputs;
    p->outputs = p->inputs + h.n_inputs;
    p->n_outputs = h.n_outputs;
    p->names = h.names_bytes ? (const char *)(b + h.names_offset) : NULL;
    p->names_bytes = h.names_bytes;
    p->weights = h.weights_bytes ? b + h.weights_offset : NULL;
    p->weights_bytes = h.weights_bytes;
    p->arena_bytes = h.arena_bytes;
    p->name = h.name;
    s = npk_program_validate(p, err);
    if (s != NPK_OK) memset(p, 0, sizeof *p);
    return s;
}

#endif
