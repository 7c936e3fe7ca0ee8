/* npk_registry_impl.h - the op table made from npk_ops.inc and the op files,
 * and the generic parts every op shares: arity, the attribute schema, the
 * printer. */
#ifndef NPK_REGISTRY_IMPL_H
#define NPK_REGISTRY_IMPL_H

#define NPK__OPIMPL_NONE NULL, 0, NULL, NULL, NULL, NULL
/* Each op file defines NPK__ROW_<NAME> as NPK__KEEP, or as NPK__DROP when a
 * firmware build leaves the op out, so its row (name, schema pointers) costs
 * that build nothing. The last row only ends the table. */
#define NPK__KEEP(...) __VA_ARGS__
#define NPK__DROP(...)
static const npk_op_def npk__op_table[] = {
#define NPK_OP(NAME, ident, mnem, code, min_in, max_in, n_out, flags) \
    NPK__ROW_##NAME({ mnem, code, min_in, max_in, n_out, flags, NPK__OPIMPL_##NAME },)
#include "npk_ops.inc"
#undef NPK_OP
    { NULL, 0, 0, 0, 0, 0, NPK__OPIMPL_NONE }
};

const npk_op_def *npk_op_lookup(uint32_t code)
{
    size_t i;
    for (i = 0; i < sizeof npk__op_table / sizeof npk__op_table[0]; i++)
        if (npk__op_table[i].code == code) return npk__op_table[i].exec ? &npk__op_table[i] : NULL;
    return NULL;
}

const char *npk_opcode_name(uint32_t opcode)
{
    const npk_op_def *d = npk_op_lookup(opcode);
    return d ? d->name : NULL;
}

void npk_op_init(npk_op_desc *op, uint32_t code)
{
    const npk_op_def *d = npk_op_lookup(code);
    unsigned k;
    memset(op, 0, sizeof *op);
    op->opcode = (uint16_t)code;
    for (k = 0; d && k < d->n_attrs; k++) op->attr.raw[k] = d->schema[k].def; /* F32 defaults are 0.0f */
}

/* Every slot within its schema's range, unused slots 0. */
static npk_status npk__check_attrs(const npk_op_def *d, const npk_op_desc *op, npk_error *err)
{
    unsigned k;
    for (k = 0; k < NPK_MAX_ATTRS; k++) {
        const npk_attr_schema *s = k < d->n_attrs ? &d->schema[k] : NULL;
        int32_t v = op->attr.raw[k];
        if (!s) {
            if (v) return npk__fail(err, NPK_ERR_ATTRIBUTE, "attribute slot %u is unused and must be 0", k);
            continue;
        }
        if (s->type == NPK_ATTR_F32) {
            if (((uint32_t)v & 0x7f800000u) == 0x7f800000u && ((uint32_t)v & 0x007fffffu))
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "attribute %s is NaN", s->name);
        } else if (v < s->min || v > s->max) {
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "attribute %s = %d is outside [%d, %d]", s->name, (int)v,
                             (int)s->min, (int)s->max);
        }
    }
    return NPK_OK;
}

npk_status npk_op_infer(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                        npk_error *err)
{
    const npk_op_def *d = op ? npk_op_lookup(op->opcode) : NULL;
    uint64_t count = 1, bytes;
    npk_status s;
    unsigned i;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!op || !in || !out) return npk__fail(err, NPK_ERR_ARGUMENT, "op, operands or result is NULL");
    if (!d) return npk__fail(err, NPK_ERR_OPCODE, "unknown opcode %u (or not compiled into this build)", (unsigned)op->opcode);
    if (op->n_in < d->min_in || op->n_in > d->max_in || op->n_out != d->n_out) {
        if (d->min_in == d->max_in)
            return npk__fail(err, NPK_ERR_ARITY, "takes %u operand(s) and %u result(s), got %u and %u", (unsigned)d->min_in,
                             (unsigned)d->n_out, (unsigned)op->n_in, (unsigned)op->n_out);
        return npk__fail(err, NPK_ERR_ARITY, "takes %u to %u operands and %u result(s), got %u and %u", (unsigned)d->min_in,
                         (unsigned)d->max_in, (unsigned)d->n_out, (unsigned)op->n_in, (unsigned)op->n_out);
    }
    for (i = 0; i < op->n_in; i++)
        if (!in[i]) return npk__fail(err, NPK_ERR_ARGUMENT, "operand %u is NULL", i);
    if (!(d->flags & NPK_OPF_TYPED))
        for (i = 0; i < op->n_in; i++)
            if (in[i]->dtype != NPK_DTYPE_F32)
                return npk__fail(err, NPK_ERR_SHAPE, "operand %u is %s; %s takes f32 only", i,
                                 npk_dtype_name(in[i]->dtype), d->name);
    if ((s = npk__check_attrs(d, op, err)) != NPK_OK) return s;
    out->dtype = (uint8_t)(op->n_in ? (unsigned)in[0]->dtype : (unsigned)NPK_DTYPE_F32);
    if ((s = d->infer(op, in, out, err)) != NPK_OK) return s;
    if (!npk__dtype_size(out->dtype)) return npk__fail(err, NPK_ERR_SHAPE, "the result has unknown dtype %u", (unsigned)out->dtype);
    for (i = 0; i < out->rank; i++)
        if (!npk_mul_size(count, out->dims[i], &count))
            return npk__fail(err, NPK_ERR_OVERFLOW, "the result's element count overflows");
    if (!npk_mul_size(count, npk__dtype_size(out->dtype), &bytes))
        return npk__fail(err, NPK_ERR_OVERFLOW, "the result's byte size overflows");
    out->nbytes = bytes;
    return NPK_OK;
}

uint64_t npk_op_scratch_bytes(const npk_op_desc *op, const npk_tensor_desc *tensors)
{
    const npk_op_def *d = npk_op_lookup(op->opcode);
    const npk_tensor_desc *in[NPK_MAX_OP_INPUTS];
    unsigned k;
    if (!d || !d->scratch) return 0;
    for (k = 0; k < op->n_in && k < NPK_MAX_OP_INPUTS; k++) in[k] = &tensors[op->in[k]];
    return d->scratch(op, in, &tensors[op->out[0]]);
}

/* Appends text to buf[cap] at *len (always NUL-terminated). */
static void npk__cat(char *buf, size_t cap, size_t *len, const char *text)
{
    while (*text && *len + 1 < cap) buf[(*len)++] = *text++;
    if (cap) buf[*len < cap ? *len : cap - 1] = '\0';
}

/* Decimal digits of v into out (with '-'); returns the length. */
static size_t npk__fmt_int(int64_t v, char *out)
{
    size_t len = 0;
    if (v < 0) out[len++] = '-';
    len += npk__u64_digits(v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v, out + len);
    out[len] = '\0';
    return len;
}

/* A float attribute without stdio: integers exactly, else 4 decimals. */
static void npk__fmt_f32(float f, char *out)
{
    size_t len = 0;
    float frac;
    int32_t d;
    if (f != f) { memcpy(out, "nan", 4); return; }
    if (f < 0.0f) { out[len++] = '-'; f = -f; }
    if (f > 1e15f) { memcpy(out + len, "inf", 4); return; }
    len += npk__fmt_int((int64_t)f, out + len);
    frac = f - (float)(int64_t)f;
    if (frac == 0.0f) return;
    d = (int32_t)(frac * 10000.0f + 0.5f);
    if (d >= 10000) d = 9999;
    out[len++] = '.';
    out[len++] = (char)('0' + d / 1000); out[len++] = (char)('0' + d / 100 % 10);
    out[len++] = (char)('0' + d / 10 % 10); out[len++] = (char)('0' + d % 10);
    while (out[len - 1] == '0') len--;
    out[len] = '\0';
}

size_t npk_op_format_attrs(const npk_op_desc *op, char *buf, size_t cap)
{
    const npk_op_def *d = npk_op_lookup(op->opcode);
    size_t len = 0;
    unsigned k;
    if (cap) buf[0] = '\0';
    for (k = 0; d && k < d->n_attrs; k++) {
        const npk_attr_schema *s = &d->schema[k];
        int32_t v = op->attr.raw[k];
        char num[48];
        /* a family's function is the op's identity: always shown */
        if (v == s->def && strcmp(s->name, "fn") != 0) continue;
        if (len) npk__cat(buf, cap, &len, " ");
        npk__cat(buf, cap, &len, s->name);
        npk__cat(buf, cap, &len, "=");
        if (s->type == NPK_ATTR_ENUM && s->value_names && v >= s->min && v <= s->max) {
            npk__cat(buf, cap, &len, s->value_names[v - s->min]);
        } else if (s->type == NPK_ATTR_F32) {
            float f;
            memcpy(&f, &v, 4);
            npk__fmt_f32(f, num);
            npk__cat(buf, cap, &len, num);
        } else {
            npk__fmt_int(v, num);
            npk__cat(buf, cap, &len, num);
        }
    }
    return len;
}
#endif
