/* npk_validate_impl.h - npk_program_load() and npk_program_validate().
 * Everything a hostile bundle could get wrong is checked here, once, so the
 * executor can trust the program. No heap of its own: per-tensor bookkeeping
 * (6 or 12 bytes a tensor) lives on the stack for programs of up to
 * NPK_VALIDATE_STACK_TENSORS tensors, else in the caller's workspace
 * (npk_program_validate_ws) or in memory from NPK_VALIDATE_ALLOC. */
#ifndef NPK_VALIDATE_IMPL_H
#define NPK_VALIDATE_IMPL_H

#define NPK__VALIDATED 0x4e504b56u /* "NPKV" */

/* ---- names ---- */

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
    if (!npk__dtype_size(d->dtype))
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': unknown dtype %u", NPK__T(p, t), (unsigned)d->dtype);
    if (d->rank > NPK_MAX_RANK)
        return npk__fail(err, NPK_ERR_BOUNDS, "tensor %u '%s': rank %u exceeds the maximum %u",
                         NPK__T(p, t), (unsigned)d->rank, (unsigned)NPK_MAX_RANK);
    if (d->flags || d->reserved[0] || d->reserved[1])
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
    if (!npk_mul_size(count, npk__dtype_size(d->dtype), &bytes) || bytes > (uint64_t)SIZE_MAX)
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

/* Derive op i's result from its operands with the op's own rule (the one
 * mlir2c uses) and compare it with the declared result. */
static npk_status npk__check_op_shape(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *in[NPK_MAX_OP_INPUTS];
    const npk_tensor_desc *y = &p->tensors[op->out[0]];
    npk_tensor_desc want = *y;
    npk_error e;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    unsigned k;
    for (k = 0; k < op->n_in; k++) in[k] = &p->tensors[op->in[k]];
    if (npk_op_infer(op, in, &want, &e) != NPK_OK)
        return npk__fail(err, e.status, "op %u (%s): %s", (unsigned)i, npk_opcode_name(op->opcode), e.message);
    if (!npk__same_shape(&want, y))
        return npk__fail(err, NPK_ERR_SHAPE, "op %u (%s): result tensor %u '%s' is %s; the operands give %s", (unsigned)i,
                         npk_opcode_name(op->opcode), NPK__T(p, op->out[0]), npk__shape_str(y, s0), npk__shape_str(&want, s1));
    if (want.dtype != y->dtype)
        return npk__fail(err, NPK_ERR_SHAPE, "op %u (%s): result tensor %u '%s' is %s; the operands give %s", (unsigned)i,
                         npk_opcode_name(op->opcode), NPK__T(p, op->out[0]), npk_dtype_name(y->dtype),
                         npk_dtype_name(want.dtype));
    return NPK_OK;
}

/* ---- order and arena liveness ---- */

/* Per tensor: the op that defines it (1-based; 0 = before the first op, for
 * constants and inputs; NPK__UNDEF = not yet), its last use (1-based; n_ops+1
 * for program outputs), and the tensor whose bytes it aliases (itself unless a
 * reshape view). */
#define NPK__UNDEF 0xFFFFFFFFu
/* The three arrays are uint16_t when every value fits (narrow: at most 65535
 * tensors and 65533 ops), else uint32_t; npk_validate_workspace_bytes(). */
typedef struct npk__live { void *def, *last, *root; int wide; } npk__live;
static uint32_t npk__lv_get(const void *a, int wide, uint32_t t)
{
    uint32_t v;
    if (wide) return ((const uint32_t *)a)[t];
    v = ((const uint16_t *)a)[t];
    return v == 0xFFFFu ? NPK__UNDEF : v;
}
static void npk__lv_set(void *a, int wide, uint32_t t, uint32_t v)
{
    if (wide) ((uint32_t *)a)[t] = v;
    else ((uint16_t *)a)[t] = (uint16_t)v;
}
#define NPK__DEF(lv, t) npk__lv_get((lv)->def, (lv)->wide, (t))
#define NPK__LAST(lv, t) npk__lv_get((lv)->last, (lv)->wide, (t))
#define NPK__ROOT(lv, t) npk__lv_get((lv)->root, (lv)->wide, (t))
#define NPK__SET_DEF(lv, t, v) npk__lv_set((lv)->def, (lv)->wide, (t), (v))
#define NPK__SET_LAST(lv, t, v) npk__lv_set((lv)->last, (lv)->wide, (t), (v))
#define NPK__SET_ROOT(lv, t, v) npk__lv_set((lv)->root, (lv)->wide, (t), (v))

static int npk__op_has(uint16_t opcode, unsigned flag)
{
    const npk_op_def *d = npk_op_lookup(opcode);
    return d && (d->flags & flag);
}

static int npk__ranges_overlap(uint64_t a0, uint64_t an, uint64_t b0, uint64_t bn)
{
    return a0 < b0 + bn && b0 < a0 + an;
}

/* May op `at` write tensor `out` over the bytes of operand `in`? Only an op
 * marked NPK_OPF_IN_PLACE, over an operand of identical extent, that dies here. */
static int npk__in_place_ok(const npk_program *p, const npk__live *lv, uint32_t in, uint32_t out)
{
    const npk_tensor_desc *ti = &p->tensors[in], *to = &p->tensors[out];
    uint32_t d = NPK__DEF(lv, out);
    const npk_op_desc *op;
    unsigned k;
    if (d == 0 || d > p->n_ops || NPK__LAST(lv, in) != d) return 0;
    op = &p->ops[d - 1];
    /* Equal byte counts under broadcasting mean the operand is not broadcast. */
    if (!npk__op_has(op->opcode, NPK_OPF_IN_PLACE) || ti->offset != to->offset || ti->nbytes != to->nbytes) return 0;
    for (k = 0; k < op->n_in; k++)
        if (NPK__ROOT(lv, op->in[k]) == in) return 1;
    return 0;
}

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CONCAT)
/* May tensor `in` lie inside `out`? When out is a concat's result with one
 * block per operand (all dims before the axis 1) and in (through a view) is
 * an operand at exactly its block: its producer wrote it in place, the concat
 * copies nothing there and nothing else writes those bytes while in lives
 * (an op writing over out in place would overlap in and is refused). */
static int npk__concat_slot(const npk_program *p, const npk__live *lv, uint32_t in, uint32_t out)
{
    const npk_tensor_desc *to = &p->tensors[out];
    uint32_t d = NPK__DEF(lv, out), k;
    uint64_t at = to->offset;
    const npk_op_desc *op;
    if (d == 0 || d > p->n_ops || p->ops[d - 1].opcode != NPK_OP_CONCAT) return 0;
    op = &p->ops[d - 1];
    for (k = 0; k < (uint32_t)op->attr.concat.axis; k++)
        if (to->dims[k] != 1) return 0;
    for (k = 0; k < op->n_in; k++) {
        const npk_tensor_desc *ti = &p->tensors[op->in[k]];
        if (NPK__ROOT(lv, op->in[k]) == in && ti->offset == at && p->tensors[in].offset == at &&
            p->tensors[in].nbytes == ti->nbytes)
            return 1;
        at += ti->nbytes;
    }
    return 0;
}
#else
#define npk__concat_slot(p, lv, in, out) 0
#endif

static npk_status npk__check_order(npk_program *p, npk__live *lv, npk_error *err)
{
    uint32_t t, i, k;
    for (t = 0; t < p->n_tensors; t++) {
        NPK__SET_DEF(lv, t, p->tensors[t].storage == NPK_STORAGE_CONST ? 0 : NPK__UNDEF);
        NPK__SET_LAST(lv, t, 0);
        NPK__SET_ROOT(lv, t, t);
    }
    for (k = 0; k < p->n_inputs; k++) NPK__SET_DEF(lv, p->inputs[k], 0);
    for (i = 0; i < p->n_ops; i++) {
        const npk_op_desc *op = &p->ops[i];
        for (k = 0; k < op->n_in; k++) {
            t = op->in[k];
            if (NPK__DEF(lv, t) == NPK__UNDEF)
                return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): operand %u is tensor %u '%s', used before it is defined",
                                 (unsigned)i, npk_opcode_name(op->opcode), (unsigned)k, NPK__T(p, t));
            NPK__SET_LAST(lv, NPK__ROOT(lv, t), i + 1);
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
            /* A view op's result that shares its operand's bytes is a view;
             * a view of a constant is itself a constant, with nothing to define. */
            if (npk__op_has(op->opcode, NPK_OPF_VIEW) && d->storage == p->tensors[x].storage && d->offset == p->tensors[x].offset) {
                if (d->storage == NPK_STORAGE_CONST) continue;
                if (NPK__DEF(lv, t) != NPK__UNDEF) break;
                NPK__SET_DEF(lv, t, i + 1);
                NPK__SET_ROOT(lv, t, NPK__ROOT(lv, x));
                NPK__SET_LAST(lv, NPK__ROOT(lv, x), i + 1);
                continue;
            }
            if (d->storage != NPK_STORAGE_ARENA)
                return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): result tensor %u '%s' is a constant; constants are read-only",
                                 (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, t));
            if (NPK__DEF(lv, t) != NPK__UNDEF) break;
            NPK__SET_DEF(lv, t, i + 1);
        }
        if (k < op->n_out)
            return npk__fail(err, NPK_ERR_ORDER, "op %u (%s): result tensor %u '%s' is already defined (an input or an earlier result)",
                             (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, op->out[k]));
    }
    for (k = 0; k < p->n_outputs; k++) {
        t = p->outputs[k];
        if (NPK__DEF(lv, t) == NPK__UNDEF)
            return npk__fail(err, NPK_ERR_ORDER, "program output %u is tensor %u '%s', which no op defines",
                             (unsigned)k, NPK__T(p, t));
        NPK__SET_LAST(lv, NPK__ROOT(lv, t), p->n_ops + 1);
    }
    return NPK_OK;
}

/* No two arena allocations whose bytes overlap may be live at once. */
static npk_status npk__check_arena(const npk_program *p, npk__live *lv, npk_error *err)
{
    uint32_t a, b, i;
    uint32_t def_a, last_a;
    for (a = 0; a < p->n_tensors; a++) /* a result nobody reads is still written */
        if (NPK__DEF(lv, a) != NPK__UNDEF && NPK__LAST(lv, a) < NPK__DEF(lv, a)) NPK__SET_LAST(lv, a, NPK__DEF(lv, a));
    for (a = 0; a < p->n_tensors; a++) {
        const npk_tensor_desc *ta = &p->tensors[a];
        if (ta->storage != NPK_STORAGE_ARENA || NPK__ROOT(lv, a) != a) continue;
        def_a = NPK__DEF(lv, a);
        last_a = NPK__LAST(lv, a);
        for (b = a + 1; b < p->n_tensors; b++) {
            const npk_tensor_desc *tb = &p->tensors[b];
            if (tb->storage != NPK_STORAGE_ARENA) continue;
            if (!npk__ranges_overlap(ta->offset, ta->nbytes, tb->offset, tb->nbytes)) continue;
            if (NPK__ROOT(lv, b) != b) continue;
            if (def_a > NPK__LAST(lv, b) || NPK__DEF(lv, b) > last_a) continue;
            if (npk__in_place_ok(p, lv, a, b) || npk__in_place_ok(p, lv, b, a)) continue;
            if (npk__concat_slot(p, lv, a, b) || npk__concat_slot(p, lv, b, a)) continue;
            return npk__fail(err, NPK_ERR_ARENA, "tensors %u '%s' and %u '%s' share arena bytes while both are live",
                             NPK__T(p, a), NPK__T(p, b));
        }
        /* the ops while a is live: def_a <= i + 1 <= last_a */
        for (i = def_a ? def_a - 1 : 0; def_a != NPK__UNDEF && i < last_a && i < p->n_ops; i++) {
            const npk_op_desc *op = &p->ops[i];
            if (!op->scratch_bytes) continue;
            if (npk__ranges_overlap(ta->offset, ta->nbytes, op->scratch_offset, op->scratch_bytes))
                return npk__fail(err, NPK_ERR_ARENA, "op %u (%s): scratch overlaps live tensor %u '%s'",
                                 (unsigned)i, npk_opcode_name(op->opcode), NPK__T(p, a));
        }
    }
    return NPK_OK;
}

/* ---- ops ---- */

/* Why an opcode may be unknown to this build. */
static const char *npk__opcode_hint(uint16_t code)
{
    if ((code >= 2 && code <= 11) || code == 13)
        return " (retired in .tcp 2.0: elementwise ops are now unary/binary, log_softmax is softmax log=1)";
#if defined(NPK_OPS_SELECTED)
    return " (or an op this firmware build left out: add its NPK_USE_OP_ line)";
#else
    return "";
#endif
}

static npk_status npk__check_op(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_op_def *info = npk_op_lookup(op->opcode);
    uint64_t end;
    unsigned k;
    if (!info) return npk__fail(err, NPK_ERR_OPCODE, "op %u: unknown opcode %u%s", (unsigned)i, (unsigned)op->opcode,
                                npk__opcode_hint(op->opcode));
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

#ifdef NPK__HAVE_LOOP
/* A loop op's program is data: a constant whose words npk__loop_check reads. */
static npk_status npk__loop_check_in(const npk_program *p, uint32_t i, npk_error *err)
{
    const npk_op_desc *op = &p->ops[i];
    const npk_tensor_desc *in[NPK_MAX_OP_INPUTS], *prog = &p->tensors[op->in[0]];
    npk_error e;
    unsigned k;
    if (op->opcode != NPK_OP_LOOP) return NPK_OK;
    if (prog->storage != NPK_STORAGE_CONST || prog->offset % 4u)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "op %u (loop): the program (operand 0) must be a constant", (unsigned)i);
    for (k = 0; k < op->n_in; k++) in[k] = &p->tensors[op->in[k]];
    if (npk__loop_check(op, in, (const int32_t *)(const void *)(p->weights + prog->offset), (size_t)prog->dims[0], &e) != NPK_OK)
        return npk__fail(err, e.status, "op %u (loop): %s", (unsigned)i, e.message);
    return NPK_OK;
}
#endif

/* The arena a program can use: the end of its last arena tensor or op
 * scratch, rounded up to 64. Only after every tensor and op passed its checks
 * (no overflow, each end <= arena_bytes). */
static uint64_t npk__arena_top(const npk_program *p)
{
    uint64_t top = 0, end;
    uint32_t t, i;
    for (t = 0; t < p->n_tensors; t++) {
        const npk_tensor_desc *d = &p->tensors[t];
        end = d->offset + d->nbytes;
        if (d->storage == NPK_STORAGE_ARENA && end > top) top = end;
    }
    for (i = 0; i < p->n_ops; i++) {
        end = p->ops[i].scratch_offset + p->ops[i].scratch_bytes;
        if (p->ops[i].scratch_bytes && end > top) top = end;
    }
    return (top + 63u) & ~(uint64_t)63u;
}

/* ws: NULL for the stack workspace of npk_program_validate (which says so
 * when the program needs more), else the caller's. */
static npk_status npk__validate(npk_program *p, void *ws, size_t ws_bytes, int from_stack, npk_error *err)
{
    npk__live lv;
    npk_status s;
    uint32_t t, i, k;
    uint64_t need, top;
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    p->validated = 0;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (p->n_tensors == 0 || !p->tensors)
        return npk__fail(err, NPK_ERR_ARGUMENT, "program has no tensors");
    if (p->n_tensors > NPK_MAX_TENSORS || p->n_ops > NPK_MAX_OPS)
        return npk__fail(err, NPK_ERR_BOUNDS, "program has %u tensors and %u ops; this build accepts at most %u and %u (NPK_MAX_TENSORS, NPK_MAX_OPS)",
                         (unsigned)p->n_tensors, (unsigned)p->n_ops, (unsigned)NPK_MAX_TENSORS, (unsigned)NPK_MAX_OPS);
    need = npk_validate_workspace_bytes(p->n_tensors, p->n_ops);
    if (!ws || need > ws_bytes || (uintptr_t)ws % 4u) {
        if (from_stack)
            return npk__fail(err, NPK_ERR_ARGUMENT, "program has %u tensors; npk_program_validate() keeps the bookkeeping of at most %u on the stack (NPK_VALIDATE_STACK_TENSORS): "
                             "pass a workspace of %U bytes to npk_program_validate_ws() or npk_program_load_ws(), or define NPK_VALIDATE_ALLOC",
                             (unsigned)p->n_tensors, (unsigned)NPK_VALIDATE_STACK_TENSORS, need);
        return npk__fail(err, NPK_ERR_ARGUMENT, "validation workspace of %U bytes is too small or not 4-byte aligned: a program of %u tensors and %u ops needs %U (npk_validate_workspace_bytes)",
                         (uint64_t)(ws ? ws_bytes : 0), (unsigned)p->n_tensors, (unsigned)p->n_ops, need);
    }
    lv.wide = need > 6u * (uint64_t)p->n_tensors;
    lv.def = ws;
    lv.last = (unsigned char *)ws + (size_t)(need / 3u);
    lv.root = (unsigned char *)ws + (size_t)(need / 3u) * 2u;
    if ((p->n_ops && !p->ops) || (p->n_inputs && !p->inputs) || !p->outputs || p->n_outputs == 0 ||
        (p->weights_bytes && !p->weights) || (p->names_bytes && !p->names))
        return npk__fail(err, NPK_ERR_ARGUMENT, "program tables are missing (NULL pointer or no outputs)");
    if (p->names_bytes && p->names[p->names_bytes - 1] != '\0')
        return npk__fail(err, NPK_ERR_BOUNDS, "names section does not end with a NUL byte");
    if (p->name != NPK_NO_NAME && p->name >= p->names_bytes)
        return npk__fail(err, NPK_ERR_BOUNDS, "model name offset %u is outside the names section", (unsigned)p->name);
    if ((s = npk__check_debug_names(p, err)) != NPK_OK) return s;
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
#ifdef NPK__HAVE_LOOP
        if ((s = npk__loop_check_in(p, i, err)) != NPK_OK) return s;
#endif
        /* an op's need may grow between npk versions (Winograd's transform
         * buffers moved from the stack into its scratch on 2026-12-03) */
        if (p->ops[i].scratch_bytes < npk_op_scratch_bytes(&p->ops[i], p->tensors))
            return npk__fail(err, NPK_ERR_ARENA,
                             "op %u (%s): scratch of %U bytes; the op needs %U (planned by an older mlir2c? "
                             "translate the model again)",
                             (unsigned)i, npk_opcode_name(p->ops[i].opcode), p->ops[i].scratch_bytes,
                             npk_op_scratch_bytes(&p->ops[i], p->tensors));
    }
    if ((s = npk__check_order(p, &lv, err)) != NPK_OK) return s;
    if ((s = npk__check_arena(p, &lv, err)) != NPK_OK) return s;
    /* every tensor and scratch lies inside the arena; a larger arena than they
     * reach is a damaged field, refused before anyone allocates it */
    top = npk__arena_top(p);
    if (p->arena_bytes > top)
        return npk__fail(err, NPK_ERR_BOUNDS, "arena_bytes (header offset 96) is %U, more than the program can use: its arena tensors and op scratch end at byte %U",
                         p->arena_bytes, top);
    p->validated = NPK__VALIDATED;
    return NPK_OK;
}

npk_status npk_program_validate_ws(npk_program *p, void *ws, size_t ws_bytes, npk_error *err)
{
    return npk__validate(p, ws, ws_bytes, 0, err);
}

npk_status npk_program_validate(npk_program *p, npk_error *err)
{
    uint32_t stack[(3u * NPK_VALIDATE_STACK_TENSORS + 1u) / 2u];
    uint64_t need = p ? npk_validate_workspace_bytes(p->n_tensors, p->n_ops) : 0;
#ifdef NPK_VALIDATE_ALLOC
    if (need > sizeof stack) {
        void *ws = need <= (uint64_t)SIZE_MAX ? NPK_VALIDATE_ALLOC((size_t)need) : NULL;
        npk_status s;
        if (!ws) return npk__fail(err, NPK_ERR_ARGUMENT, "cannot allocate the %U bytes that validating a program of %u tensors takes",
                                  need, (unsigned)p->n_tensors);
        s = npk__validate(p, ws, (size_t)need, 0, err);
        NPK_VALIDATE_FREE(ws);
        return s;
    }
#endif
    return npk__validate(p, need <= sizeof stack ? stack : NULL, sizeof stack, 1, err);
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

static npk_status npk__load(npk_program *p, const void *data, size_t size, void *ws, size_t ws_bytes, int stack,
                            npk_error *err)
{
    const unsigned char *b = (const unsigned char *)data;
    npk_tcp_header h;
    npk_status s;
    const uint16_t one = 1;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (p) memset(p, 0, sizeof *p);   /* a refused bundle leaves the program empty, whatever the reason */
    if (!p || !data) return npk__fail(err, NPK_ERR_ARGUMENT, "program or data is NULL");
    if (*(const unsigned char *)&one != 1)
        return npk__fail(err, NPK_ERR_VERSION, "this build reads .tcp only on little-endian hosts");
    if ((uintptr_t)data % 8u) return npk__fail(err, NPK_ERR_ALIGNMENT, "bundle buffer is not 8-byte aligned");
    if (size < NPK_TCP_HEADER_BYTES)
        return npk__fail(err, NPK_ERR_TRUNCATED, "bundle is %U bytes; the header alone needs %u", (uint64_t)size, NPK_TCP_HEADER_BYTES);
    memcpy(&h, b, sizeof h);
    if (memcmp(h.magic, NPK_TCP_MAGIC, 8) != 0)
        return npk__fail(err, NPK_ERR_MAGIC, "bytes 0..7 are not the .tcp magic \"NPK-TCP\\n\"");
    if (h.version_major != NPK_TCP_VERSION_MAJOR || h.version_minor > NPK_TCP_VERSION_MINOR)
        return npk__fail(err, NPK_ERR_VERSION, "bundle format %u.%u; this build reads .tcp %u.0 to %u.%u%s",
                         (unsigned)h.version_major, (unsigned)h.version_minor, NPK_TCP_VERSION_MAJOR,
                         NPK_TCP_VERSION_MAJOR, NPK_TCP_VERSION_MINOR,
                         h.version_major < NPK_TCP_VERSION_MAJOR ? " (translate the model again with this mlir2c)" : "");
    if (h.header_bytes != NPK_TCP_HEADER_BYTES)
        return npk__fail(err, NPK_ERR_VERSION, "header_bytes (offset 12) is %u, expected %u", (unsigned)h.header_bytes, NPK_TCP_HEADER_BYTES);
    if (h.file_bytes != (uint64_t)size)
        return npk__fail(err, NPK_ERR_TRUNCATED, "file_bytes (offset 16) says %U bytes but the bundle has %U",
                         npk__rd64(b + 16), (uint64_t)size);
    if (h.flags || (h.version_minor < NPK_TCP_VERSION_MINOR_DEBUG_NAMES && (h.debug_names_offset || h.debug_names_bytes)))
        return npk__fail(err, NPK_ERR_VERSION, "header flags/reserved fields (offsets 108..127) must be zero");
    if (!h.debug_names_bytes && h.debug_names_offset)
        return npk__fail(err, NPK_ERR_BOUNDS, "debug_names_offset (offset 112) is %U but debug_names_bytes (offset 120) is 0",
                         h.debug_names_offset);
    if (h.n_tensors == 0 || h.n_tensors > NPK_MAX_TENSORS || h.n_ops > NPK_MAX_OPS ||
        h.n_inputs > h.n_tensors || h.n_outputs == 0 || h.n_outputs > h.n_tensors)
        return npk__fail(err, NPK_ERR_BOUNDS, "counts out of range: %u tensors, %u ops, %u inputs, %u outputs",
                         (unsigned)h.n_tensors, (unsigned)h.n_ops, (unsigned)h.n_inputs, (unsigned)h.n_outputs);
    if ((s = npk__check_section("tensor table (offset 40)", h.tensors_offset, h.n_tensors, sizeof(npk_tensor_desc), 8, size, err)) ||
        (s = npk__check_section("op table (offset 48)", h.ops_offset, h.n_ops, sizeof(npk_op_desc), 8, size, err)) ||
        (s = npk__check_section("io table (offset 56)", h.io_offset, (uint64_t)h.n_inputs + h.n_outputs, 4, 4, size, err)) ||
        (s = npk__check_section("names (offset 64)", h.names_offset, h.names_bytes, 1, 1, size, err)) ||
        (s = npk__check_section("weights (offset 80)", h.weights_offset, h.weights_bytes, 1, NPK_WEIGHT_ALIGN, size, err)) ||
        (s = npk__check_section("debug names (offset 112)", h.debug_names_offset, h.debug_names_bytes, 1, 4, size, err)))
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
    p->debug_names = h.debug_names_bytes ? b + h.debug_names_offset : NULL;
    p->debug_names_bytes = h.debug_names_bytes;
    s = stack ? npk_program_validate(p, err) : npk_program_validate_ws(p, ws, ws_bytes, err);
    if (s != NPK_OK) memset(p, 0, sizeof *p);
    return s;
}

npk_status npk_program_load(npk_program *p, const void *data, size_t size, npk_error *err)
{
    return npk__load(p, data, size, NULL, 0, 1, err);
}

npk_status npk_program_load_ws(npk_program *p, const void *data, size_t size, void *ws, size_t ws_bytes, npk_error *err)
{
    return npk__load(p, data, size, ws, ws_bytes, 0, err);
}

#endif
