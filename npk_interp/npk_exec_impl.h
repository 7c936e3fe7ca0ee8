/* npk_exec_impl.h - npk_run(): executes a validated program op by op on the
 * caller's arena. Trusts everything the validator checked; allocates nothing.
 * With a parallel-for hook in the run options, big ops are cut into
 * independent tasks writing disjoint parts of the output; each part is
 * computed exactly as the serial call computes it (npk_matmul_f32_part,
 * npk_conv2d_f32_part, row/plane/chunk slices of the others), so results are
 * bit-identical to a serial run in any task order. */
#ifndef NPK_EXEC_IMPL_H
#define NPK_EXEC_IMPL_H
#include "npk_opattr_impl.h"

const float *npk_tensor_data(const npk_program *p, const void *arena, uint32_t t)
{
    const npk_tensor_desc *d;
    if (!p || t >= p->n_tensors) return NULL;
    d = &p->tensors[t];
    if (d->storage == NPK_STORAGE_CONST) return (const float *)(const void *)(p->weights + d->offset);
    return arena ? (const float *)(const void *)((const unsigned char *)arena + d->offset) : NULL;
}

float *npk_input_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_inputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->inputs[i]].offset);
}

float *npk_output_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_outputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->outputs[i]].offset);
}

size_t npk_tensor_elems(const npk_program *p, uint32_t t)
{
    if (!p || t >= p->n_tensors) return 0;
    return npk__elems(&p->tensors[t]);
}

static void npk__dims(const npk_tensor_desc *d, size_t *dims)
{
    unsigned i;
    for (i = 0; i < d->rank; i++) dims[i] = d->dims[i];
}

/* Least work (FLOPs or elements touched) worth a task of its own; tests
 * lower it to make every op split. */
#ifndef NPK_PAR_MIN_WORK
#define NPK_PAR_MIN_WORK 65536u
#endif

typedef struct npk__par {
    npk_parallel_for_fn fn; /* NULL: serial */
    void *user;
    size_t threads;
} npk__par;

/* How many tasks to cut `items` independent items into, given the total work. */
static size_t npk__par_tasks(const npk__par *par, size_t items, uint64_t work)
{
    uint64_t by_work;
    size_t t;
    if (!par->fn || items < 2) return 1;
    t = par->threads ? par->threads : 4;
    by_work = work / NPK_PAR_MIN_WORK;
    if (by_work < (uint64_t)t) t = (size_t)by_work;
    if (t > items) t = items;
    return t ? t : 1;
}
/* Items of task i when n items are cut into t tasks: [*lo, *hi). */
static void npk__par_range(size_t n, size_t t, size_t i, size_t *lo, size_t *hi)
{
    *lo = (size_t)((uint64_t)n * i / t);
    *hi = (size_t)((uint64_t)n * (i + 1) / t);
}
/* Runs task(ctx, i) for i < n through the hook, or inline when n == 1. */
static void npk__par_run(const npk__par *par, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    size_t i;
    if (n <= 1 || !par->fn) {
        for (i = 0; i < n; i++) task(ctx, i);
        return;
    }
    par->fn(par->user, n, task, ctx);
}

typedef struct npk__mm_task {
    size_t m, n, k, lda, ldb, ldc, tasks;
    const float *a, *b;
    float *c;
    int ta, tb, by_rows;
    const npk_epilogue *ep;
} npk__mm_task;

static void npk__mm_task_run(void *ctx, size_t i)
{
    const npk__mm_task *t = (const npk__mm_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->by_rows ? t->m : t->n, t->tasks, i, &lo, &hi);
    if (t->by_rows) npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, lo, hi, 0, t->n);
    else npk_matmul_f32_part(t->m, t->n, t->k, t->a, t->lda, t->ta, t->b, t->ldb, t->tb, t->c, t->ldc, t->ep, 0, t->m, lo, hi);
}

static void npk__exec_matmul(const npk_op_desc *op, const npk_tensor_desc *const *td,
                             const float *const *in, float *out, const npk__par *par)
{
    const npk_tensor_desc *a = td[0], *b = td[1];
    npk__mm_task t;
    npk_epilogue ep;
    t.ta = op->attr[0];
    t.tb = op->attr[1];
    t.m = t.ta ? a->dims[1] : a->dims[0];
    t.k = t.ta ? a->dims[0] : a->dims[1];
    t.n = t.tb ? b->dims[0] : b->dims[1];
    t.a = in[0]; t.lda = a->dims[1];
    t.b = in[1]; t.ldb = b->dims[1];
    t.c = out; t.ldc = t.n;
    ep.bias_mode = (npk_bias_mode)op->attr[2];
    ep.bias = op->n_in == 3 ? in[2] : NULL;
    ep.act = (npk_act)op->attr[3];
    ep.act_min = npk__attr_f32(op->attr[4]);
    ep.act_max = npk__attr_f32(op->attr[5]);
    t.ep = &ep;
    /* split the longer side (M == 1 must split columns, N == 1 rows) */
    t.by_rows = t.n == 1 || (t.m != 1 && t.m >= t.n);
    t.tasks = npk__par_tasks(par, t.by_rows ? t.m : t.n, (uint64_t)2u * t.m * t.n * (t.k ? t.k : 1));
    npk__par_run(par, t.tasks, npk__mm_task_run, &t);
}

/* Element-wise and slice tasks: task i handles slices [lo, hi) of `count`. */
typedef struct npk__slice_task {
    const npk_op_desc *op;
    const npk_tensor_desc *const *td;
    const npk_tensor_desc *y;
    const float *const *in;
    float *out;
    size_t count, tasks;
} npk__slice_task;

/* Unary ops: chunks are multiples of 64 elements, so the vector/tail split of
 * each element is the one the serial call makes. */
#define NPK__UNARY_CHUNK 64u
static void npk__unary_task_run(void *ctx, size_t i)
{
    const npk__slice_task *t = (const npk__slice_task *)ctx;
    const npk_op_desc *op = t->op;
    size_t n = npk__elems(t->y), lo, hi;
    float p0 = 0.0f, p1 = 0.0f;
    npk_unary_op u = NPK_UN_RELU;
    npk__par_range(t->count, t->tasks, i, &lo, &hi);
    lo *= NPK__UNARY_CHUNK;
    hi = hi * NPK__UNARY_CHUNK < n ? hi * NPK__UNARY_CHUNK : n;
    if (lo >= hi) return;
    switch ((npk_opcode)op->opcode) {
    case NPK_OP_EXP: u = NPK_UN_EXP; break;
    case NPK_OP_TANH: u = NPK_UN_TANH; break;
    case NPK_OP_SIGMOID: u = NPK_UN_SIGMOID; break;
    case NPK_OP_CLAMP: u = NPK_UN_CLAMP; p0 = npk__attr_f32(op->attr[0]); p1 = npk__attr_f32(op->attr[1]); break;
    default: break;
    }
    npk_unary_f32(u, hi - lo, t->in[0] + lo, t->out + lo, p0, p1);
}

static void npk__exec_unary(const npk_op_desc *op, const npk_tensor_desc *y, const float *const *in,
                            float *out, const npk__par *par)
{
    npk__slice_task t;
    size_t n = npk__elems(y);
    t.op = op; t.td = NULL; t.y = y; t.in = in; t.out = out;
    t.count = (n + NPK__UNARY_CHUNK - 1) / NPK__UNARY_CHUNK;
    t.tasks = npk__par_tasks(par, t.count, (uint64_t)n * 8u);
    npk__par_run(par, t.tasks, npk__unary_task_run, &t);
}

/* Binary ops: slices along the output's first dimension. */
static void npk__binary_task_run(void *ctx, size_t i)
{
    const npk__slice_task *t = (const npk__slice_task *)ctx;
    const npk_tensor_desc *y = t->y;
    size_t od[NPK_MAX_RANK], ad[NPK_MAX_RANK], bd[NPK_MAX_RANK];
    size_t as[NPK_MAX_RANK], bs[NPK_MAX_RANK];
    size_t lo, hi, inner = 1;
    unsigned r;
    npk__par_range(t->count, t->tasks, i, &lo, &hi);
    if (lo >= hi) return;
    npk__dims(y, od);
    npk__dims(t->td[0], ad);
    npk__dims(t->td[1], bd);
    npk_broadcast_strides(y->rank, od, t->td[0]->rank, ad, as);
    npk_broadcast_strides(y->rank, od, t->td[1]->rank, bd, bs);
    if (y->rank == 0) {
        npk_binary_f32((npk_binary_op)(t->op->opcode - NPK_OP_ADD), 0, od, t->in[0], as, t->in[1], bs, t->out);
        return;
    }
    for (r = 1; r < y->rank; r++) inner *= od[r];
    od[0] = hi - lo;
    npk_binary_f32((npk_binary_op)(t->op->opcode - NPK_OP_ADD), y->rank, od, t->in[0] + lo * as[0], as,
                   t->in[1] + lo * bs[0], bs, t->out + lo * inner);
}

static void npk__exec_binary(const npk_op_desc *op, const npk_tensor_desc *const *td,
                             const npk_tensor_desc *y, const float *const *in, float *out, const npk__par *par)
{
    npk__slice_task t;
    t.op = op; t.td = td; t.y = y; t.in = in; t.out = out;
    t.count = y->rank ? y->dims[0] : 1;
    t.tasks = npk__par_tasks(par, t.count, (uint64_t)npk__elems(y) * 12u);
    npk__par_run(par, t.tasks, npk__binary_task_run, &t);
}

/* Softmax: slices of the dimensions before the axis. */
static void npk__softmax_task_run(void *ctx, size_t i)
{
    const npk__slice_task *t = (const npk__slice_task *)ctx;
    const npk_tensor_desc *x = t->td[0];
    size_t inner = 1, axis = (size_t)t->op->attr[0], lo, hi, r, slice;
    for (r = axis + 1; r < x->rank; r++) inner *= x->dims[r];
    slice = x->dims[axis] * inner;
    npk__par_range(t->count, t->tasks, i, &lo, &hi);
    if (lo >= hi) return;
    npk_softmax_f32(hi - lo, x->dims[axis], inner, t->in[0] + lo * slice, t->out + lo * slice,
                    t->op->opcode == NPK_OP_LOG_SOFTMAX);
}

static void npk__exec_softmax(const npk_op_desc *op, const npk_tensor_desc *const *td, const float *const *in,
                              float *out, const npk__par *par)
{
    npk__slice_task t;
    size_t outer = 1, axis = (size_t)op->attr[0], i;
    for (i = 0; i < axis; i++) outer *= td[0]->dims[i];
    t.op = op; t.td = td; t.y = td[0]; t.in = in; t.out = out;
    t.count = outer;
    t.tasks = npk__par_tasks(par, outer, (uint64_t)npk__elems(td[0]) * 16u);
    npk__par_run(par, t.tasks, npk__softmax_task_run, &t);
}

/* Pooling: slices of the N*C planes. */
typedef struct npk__pool_task {
    npk_pool2d_params q;
    const float *x;
    float *y;
    int is_max;
    size_t tasks;
} npk__pool_task;

static void npk__pool_task_run(void *ctx, size_t i)
{
    const npk__pool_task *t = (const npk__pool_task *)ctx;
    npk_pool2d_params q = t->q;
    size_t lo, hi, in_plane = q.h * q.w, out_plane = npk_pool2d_out_h(&q) * npk_pool2d_out_w(&q);
    npk__par_range(t->q.n * t->q.c, t->tasks, i, &lo, &hi);
    if (lo >= hi) return;
    q.n = 1;
    q.c = hi - lo;
    if (t->is_max) npk_maxpool2d_f32(&q, t->x + lo * in_plane, t->y + lo * out_plane);
    else npk_avgpool2d_f32(&q, t->x + lo * in_plane, t->y + lo * out_plane);
}

static void npk__exec_pool(const npk_pool2d_params *q, const float *x, float *y, int is_max, const npk__par *par)
{
    npk__pool_task t;
    t.q = *q; t.x = x; t.y = y; t.is_max = is_max;
    t.tasks = npk__par_tasks(par, q->n * q->c, (uint64_t)q->n * q->c * q->h * q->w * 2u);
    npk__par_run(par, t.tasks, npk__pool_task_run, &t);
}

/* Conv: slices of images when there are enough, else of output channels;
 * with a fused pool always of channels (the parts share the band scratch). */
typedef struct npk__conv_task {
    npk_conv2d_params cp;
    const npk_pool2d_params *pool; /* NULL: no fused pool */
    const float *x, *w, *bias;
    float *y;
    unsigned char *scratch;
    int by_images;
    size_t tasks;
} npk__conv_task;

static void npk__conv_task_run(void *ctx, size_t i)
{
    const npk__conv_task *t = (const npk__conv_task *)ctx;
    size_t lo, hi;
    npk__par_range(t->by_images ? t->cp.n : t->cp.c_out, t->tasks, i, &lo, &hi);
    if (t->pool) npk_conv2d_maxpool_f32_part(&t->cp, t->pool, t->x, t->w, t->bias, t->y, t->scratch, 0, t->cp.n, lo, hi);
    else if (t->by_images) npk_conv2d_f32_part(&t->cp, t->x, t->w, t->bias, t->y, t->scratch, lo, hi, 0, t->cp.c_out);
    else npk_conv2d_f32_part(&t->cp, t->x, t->w, t->bias, t->y, t->scratch, 0, t->cp.n, lo, hi);
}

static void npk__conv_par(const npk_conv2d_params *cp, const npk_pool2d_params *pool, const float *x,
                          const float *w, const float *bias, float *y, unsigned char *scratch, const npk__par *par)
{
    npk__conv_task t;
    uint64_t flops = (uint64_t)2u * cp->n * cp->c_out * npk_conv2d_out_h(cp) * npk_conv2d_out_w(cp) *
                     (cp->c_in / cp->groups) * cp->kh * cp->kw;
    size_t want = par->threads ? par->threads : 4;
    t.cp = *cp; t.pool = pool; t.x = x; t.w = w; t.bias = bias; t.y = y; t.scratch = scratch;
    /* (the plain conv uses no scratch, so tasks may share it) */
    t.by_images = !pool && cp->n >= want;
    t.tasks = npk__par_tasks(par, t.by_images ? cp->n : cp->c_out, flops);
    npk__par_run(par, t.tasks, npk__conv_task_run, &t);
}

static void npk__exec_conv(const npk_op_desc *op, const npk_tensor_desc *const *td,
                           const float *const *in, float *out, unsigned char *scratch, const npk__par *par)
{
    npk_conv2d_params cp;
    npk_pool2d_params pp;
    const float *bias = op->n_in == 3 ? in[2] : NULL;
    npk__conv_params(op, td[0], td[1], &cp);
    /* a fused max pool runs in bands of conv rows through scratch */
    if (op->attr[12] == 1) npk__fused_pool_params(op, cp.c_out, npk_conv2d_out_h(&cp), npk_conv2d_out_w(&cp), &pp);
    npk__conv_par(&cp, op->attr[12] == 1 ? &pp : NULL, in[0], in[1], bias, out, scratch, par);
}

static void npk__exec_op(const npk_program *p, const npk_op_desc *op, unsigned char *arena, const npk__par *par)
{
    const npk_tensor_desc *td[NPK_MAX_OP_INPUTS];
    const float *in[NPK_MAX_OP_INPUTS];
    const npk_tensor_desc *y = &p->tensors[op->out[0]];
    float *out = (float *)(void *)(arena + y->offset);
    unsigned k;
    for (k = 0; k < op->n_in; k++) {
        td[k] = &p->tensors[op->in[k]];
        in[k] = npk_tensor_data(p, arena, op->in[k]);
    }
    switch ((npk_opcode)op->opcode) {
    case NPK_OP_MATMUL: npk__exec_matmul(op, td, in, out, par); break;
    case NPK_OP_ADD: case NPK_OP_SUB: case NPK_OP_MUL: case NPK_OP_MAX: case NPK_OP_MIN:
        npk__exec_binary(op, td, y, in, out, par); break;
    case NPK_OP_RELU: case NPK_OP_EXP: case NPK_OP_TANH: case NPK_OP_SIGMOID: case NPK_OP_CLAMP:
        npk__exec_unary(op, y, in, out, par); break;
    case NPK_OP_SOFTMAX: case NPK_OP_LOG_SOFTMAX: npk__exec_softmax(op, td, in, out, par); break;
    case NPK_OP_RESHAPE:
        /* A planned view shares its operand's bytes (also for constants): nothing to move. */
        if (y->storage == NPK_STORAGE_ARENA) npk_reshape_f32(npk__elems(y), in[0], out);
        break;
    case NPK_OP_TRANSPOSE: {
        size_t dims[NPK_MAX_RANK], perm[NPK_MAX_RANK];
        for (k = 0; k < td[0]->rank; k++) { dims[k] = td[0]->dims[k]; perm[k] = (size_t)op->attr[k]; }
        npk_transpose_f32(td[0]->rank, dims, perm, in[0], out);
        break;
    }
    case NPK_OP_CONV2D: npk__exec_conv(op, td, in, out, arena + op->scratch_offset, par); break;
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D: {
        npk_pool2d_params q;
        npk__pool_params(op, td[0], &q);
        npk__exec_pool(&q, in[0], out, op->opcode == NPK_OP_MAXPOOL2D, par);
        break;
    }
    case NPK_OP_GLOBAL_AVGPOOL: {
        npk_pool2d_params q;
        memset(&q, 0, sizeof q);
        q.n = td[0]->dims[0]; q.c = td[0]->dims[1]; q.h = td[0]->dims[2]; q.w = td[0]->dims[3];
        q.kh = q.h; q.kw = q.w; q.stride_h = q.h; q.stride_w = q.w;
        npk__exec_pool(&q, in[0], out, 0, par);
        break;
    }
    case NPK_OP_END_: break;
    }
}

npk_status npk_run(const npk_program *p, void *arena, size_t arena_bytes,
                   const npk_run_options *opts, npk_error *err)
{
    uint32_t i;
    npk__par par;
    par.fn = opts ? opts->parallel_for : NULL;
    par.user = opts ? opts->parallel_user : NULL;
    par.threads = opts ? opts->threads : 0;
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    if (p->validated != NPK__VALIDATED)
        return npk__fail(err, NPK_ERR_NOT_VALIDATED, "call npk_program_validate() or npk_program_load() first");
    if (p->arena_bytes && !arena) return npk__fail(err, NPK_ERR_ARGUMENT, "arena is NULL");
    if ((uintptr_t)arena % NPK_ARENA_ALIGN)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "arena is not 64-byte aligned");
    if ((uint64_t)arena_bytes < p->arena_bytes)
        return npk__fail(err, NPK_ERR_ARENA, "arena has %U bytes; the program needs %U", (uint64_t)arena_bytes, p->arena_bytes);
    for (i = 0; i < p->n_ops; i++) npk__exec_op(p, &p->ops[i], (unsigned char *)arena, &par);
    return NPK_OK;
}

#endif
