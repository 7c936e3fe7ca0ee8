/* compare.c - npk-run --compare FLOAT.tcp QUANT.tcp INPUT: runs both models op
 * by op on the same samples and prints, for each quantized tensor with a float
 * counterpart, the SQNR and max abs error of scale * (q - zp) against it, then
 * the same for output 0.
 * Quantized tensors are those mlir2c named "%V#q=DTYPE,SCALE,ZP,LAYOUT,LABEL"
 * (from the exporter's "// npk-int8-tensor:" lines), plus the max-pool results
 * of one (a max pool keeps scale and zero point). The counterpart is the first
 * float op result after the last match's op, with the same values up to
 * size-1 axes or NHWC vs NCHW: the float models fuse conv+ReLU+pool, so
 * layers are matched by what they hold, not by name (docs/npk-run.md). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "npk_run_tool.h"

typedef struct cmp_point {
    uint32_t qt, ft;        /* tensors in the quantized / float program */
    int matched, nhwc;      /* nhwc: q is [n,h,w,c] of f's [n,c,h,w] */
    double scale;
    long zp;
    char label[96];
    double sig, err, maxerr;
    float *fval;            /* the float tensor of the current batch */
} cmp_point;

typedef struct cmp_model {
    void *buf;
    npk_program p;
    void *arena;
} cmp_model;

static int cmp_fail(int code, const char *msg, const char *a, const char *b)
{
    fprintf(stderr, "npk-run: --compare: ");
    fprintf(stderr, msg, a, b);
    fputc('\n', stderr);
    return code;
}

static int load(cmp_model *m, const char *path)
{
    npk_error e;
    size_t size = 0;
    char err[512];
    memset(&e, 0, sizeof e);
    if (npk_io_read_file_aligned(path, &m->buf, &size, err, sizeof err) != 0) return cmp_fail(NPKR_EXIT_IO, "%s%s", err, "");
    if (npk_program_load(&m->p, m->buf, size, &e) != NPK_OK) return cmp_fail(NPKR_EXIT_MODEL, "%s: %s", path, e.message);
    if (posix_memalign(&m->arena, 64, m->p.arena_bytes ? (size_t)m->p.arena_bytes : 64) != 0) {
        m->arena = NULL;
        return cmp_fail(NPKR_EXIT_RUNTIME, "out of memory%s%s", "", "");
    }
    memset(m->arena, 0, m->p.arena_bytes ? (size_t)m->p.arena_bytes : 64);
    return 0;
}

/* Parses "...#q=DTYPE,SCALE,ZP,LAYOUT,LABEL"; 0 if name has no such tag. */
static int parse_tag(const char *name, cmp_point *c)
{
    const char *t = strstr(name, "#q=");
    char dtype[8], layout[8];
    int n = 0;
    if (!t || sscanf(t + 3, "%7[^,],%lf,%ld,%7[^,],%n", dtype, &c->scale, &c->zp, layout, &n) != 4 || !n) return 0;
    snprintf(c->label, sizeof c->label, "%s", t + 3 + n);
    return c->scale > 0;
}

static uint64_t elems(const npk_tensor_desc *t)
{
    uint64_t n = 1;
    int i;
    for (i = 0; i < t->rank; i++) n *= t->dims[i];
    return n;
}

/* 1 if q and f hold the same values: equal dims apart from 1s, or q NHWC of f NCHW. */
static int same_values(const npk_tensor_desc *q, const npk_tensor_desc *f, int *nhwc)
{
    uint32_t a[NPK_MAX_RANK], b[NPK_MAX_RANK];
    int i, na = 0, nb = 0;
    *nhwc = 0;
    if (elems(q) != elems(f)) return 0;
    for (i = 0; i < q->rank; i++) if (q->dims[i] != 1) a[na++] = q->dims[i];
    for (i = 0; i < f->rank; i++) if (f->dims[i] != 1) b[nb++] = f->dims[i];
    if (na == nb && !memcmp(a, b, (size_t)na * sizeof a[0])) return 1;
    if (q->rank == 4 && f->rank == 4 && q->dims[0] == f->dims[0] && q->dims[1] == f->dims[2] &&
        q->dims[2] == f->dims[3] && q->dims[3] == f->dims[1]) {
        *nhwc = 1;
        return 1;
    }
    return 0;
}

/* Accumulates scale * (q - zp) (or q itself for f32) against c->fval. */
static void accumulate(cmp_point *c, const npk_program *p, const void *arena, uint64_t n)
{
    const npk_tensor_desc *q = &p->tensors[c->qt];
    float *qv = (float *)malloc((size_t)n * sizeof(float));
    uint64_t i;
    if (!qv) return;
    npkr_to_floats(q->dtype, npk_tensor_ptr(p, arena, c->qt), n, qv);
    for (i = 0; i < n; i++) {
        uint64_t fi = i;
        double d, f;
        if (c->nhwc) { /* q (n,h,w,c) -> f (n,c,h,w) */
            uint64_t C = q->dims[3], W = q->dims[2], H = q->dims[1];
            uint64_t ch = i % C, w = i / C % W, h = i / C / W % H, b = i / C / W / H;
            fi = ((b * C + ch) * H + h) * W + w;
        }
        f = c->fval[fi];
        d = q->dtype == NPK_DTYPE_F32 ? qv[i] : c->scale * ((double)qv[i] - (double)c->zp);
        c->sig += f * f;
        c->err += (d - f) * (d - f);
        if (fabs(d - f) > c->maxerr || d != d) c->maxerr = fabs(d - f);
    }
    free(qv);
}

static void print_row(const cmp_point *c, const npk_program *qp, const npk_program *fp)
{
    char dims[160];
    const npk_tensor_desc *q = &qp->tensors[c->qt];
    double sqnr = c->err > 0 ? 10.0 * log10(c->sig / c->err) : INFINITY;
    printf("  %-34s %-10s %-16s %-4s %10.6g %5ld %8.2f  %.4g\n", c->label, npk_tensor_name(fp, c->ft),
           npkr_tensor_dims_str(q, dims, sizeof dims), npk_dtype_name(q->dtype), c->scale, c->zp, sqnr,
           c->maxerr);
}

/* Is tensor t an operand of a qadd (a value before a residual add)? */
static int feeds_qadd(const npk_program *p, uint32_t t)
{
    uint32_t i;
    for (i = 0; i < p->n_ops; i++)
        if (!strcmp(npk_opcode_name(p->ops[i].opcode), "qadd") &&
            ((p->ops[i].n_in > 0 && p->ops[i].in[0] == t) || (p->ops[i].n_in > 1 && p->ops[i].in[1] == t)))
            return 1;
    return 0;
}

/* A float conv2d with a fourth operand adds the residual into its result. */
static int fused_residual(const npk_program *p, const npk_op_desc *op)
{
    (void)p;
    return !strcmp(npk_opcode_name(op->opcode), "conv2d") && op->n_in > 3;
}

/* Runs one model op by op; after each op, hands its result to the points. */
static int run_ops(cmp_model *m, cmp_point *pts, int n, int quant)
{
    npk_program one = m->p;
    npk_error e;
    uint32_t i;
    int k;
    one.n_ops = 1;
    for (i = 0; i < m->p.n_ops; i++) {
        uint32_t out = m->p.ops[i].out[0];
        one.ops = &m->p.ops[i];
        if (npk_run(&one, m->arena, (size_t)m->p.arena_bytes, NULL, &e) != NPK_OK) {
            fprintf(stderr, "npk-run: --compare: op %u failed: %s\n", (unsigned)i, e.message);
            return NPKR_EXIT_RUNTIME;
        }
        for (k = 0; k < n; k++) {
            if (!pts[k].matched) continue;
            if (!quant && pts[k].ft == out)
                npkr_to_floats(m->p.tensors[out].dtype, npk_tensor_ptr(&m->p, m->arena, out),
                               elems(&m->p.tensors[out]), pts[k].fval);
            if (quant && pts[k].qt == out) accumulate(&pts[k], &m->p, m->arena, elems(&m->p.tensors[out]));
        }
    }
    return 0;
}

int npkr_compare(const char *fpath, const char *qpath, const char *input, int axis)
{
    cmp_model fm, qm;
    npkr_input fin, qin;
    cmp_point *pts = NULL;
    int n = 0, k, rc, fin_open = 0, qin_open = 0;
    uint32_t i, j, next_f = 0;
    uint64_t s;
    char err[512], d1[160], d2[160];
    memset(&fm, 0, sizeof fm);
    memset(&qm, 0, sizeof qm);
    if ((rc = load(&fm, fpath)) || (rc = load(&qm, qpath))) goto done;
    rc = NPKR_EXIT_MODEL;
    if (fm.p.n_inputs != 1 || qm.p.n_inputs != 1) {
        cmp_fail(rc, "%s and %s must have one input each", fpath, qpath);
        goto done;
    }
    {
        const npk_tensor_desc *a = &fm.p.tensors[fm.p.inputs[0]], *b = &qm.p.tensors[qm.p.inputs[0]];
        if (a->dtype != b->dtype || a->rank != b->rank || memcmp(a->dims, b->dims, sizeof a->dims)) {
            fprintf(stderr, "npk-run: --compare: the models have different inputs: %s %s, %s %s\n", fpath,
                    npkr_tensor_dims_str(a, d1, sizeof d1), qpath, npkr_tensor_dims_str(b, d2, sizeof d2));
            goto done;
        }
    }
    /* the quantized tensors, in op order; +1 for output 0 */
    pts = (cmp_point *)calloc((size_t)qm.p.n_ops + 2, sizeof *pts);
    if (!pts) { rc = cmp_fail(NPKR_EXIT_RUNTIME, "out of memory%s%s", "", ""); goto done; }
    for (i = 0; i < qm.p.n_ops; i++) {
        const npk_op_desc *op = &qm.p.ops[i];
        cmp_point *c = &pts[n];
        if (parse_tag(npk_tensor_name(&qm.p, op->out[0]), c)) {
            c->qt = op->out[0];
            n++;
        } else if (!strcmp(npk_opcode_name(op->opcode), "ipool2d")) {
            for (k = 0; k < n; k++)
                if (pts[k].qt == op->in[0]) {
                    char base[sizeof c->label]; /* k < n: no overlap, but gcc -O1 cannot see it */
                    memcpy(base, pts[k].label, sizeof base);
                    *c = pts[k];
                    c->qt = op->out[0];
                    snprintf(c->label, sizeof c->label, "%.80s+maxpool", base);
                    n++;
                    break;
                }
        }
    }
    if (!n) {
        cmp_fail(rc, "%s is not a quantized model: no tensor is named '%%V#q=DTYPE,SCALE,ZP,LAYOUT,LABEL' (mlir2c "
                     "writes these from torch_export.py --int8's '// npk-int8-tensor:' lines)%s", qpath, "");
        goto done;
    }
    for (k = 0; k < n; k++) {
        cmp_point *c = &pts[k];
        const npk_tensor_desc *q = &qm.p.tensors[c->qt];
        if (strstr(c->label, ":placeholder")) { /* the quantized input stands for the float input */
            c->ft = fm.p.inputs[0];
            c->matched = same_values(q, &fm.p.tensors[c->ft], &c->nhwc);
            continue;
        }
        for (j = next_f; j < fm.p.n_ops && !c->matched; j++) {
            c->ft = fm.p.ops[j].out[0];
            if (same_values(q, &fm.p.tensors[c->ft], &c->nhwc)) {
                /* a value before a residual add has no float counterpart when the
                 * float conv fused the add (ResNet-8): the sum matches that conv */
                if (feeds_qadd(&qm.p, c->qt) && fused_residual(&fm.p, &fm.p.ops[j])) break;
                c->matched = 1;
                next_f = j + 1; /* a float result stands for one layer: the Tiny models repeat shapes */
            }
        }
    }
    /* output 0 of each */
    pts[n].qt = qm.p.outputs[0];
    pts[n].ft = fm.p.outputs[0];
    pts[n].scale = 1;
    snprintf(pts[n].label, sizeof pts[n].label, "output 0");
    pts[n].matched = same_values(&qm.p.tensors[pts[n].qt], &fm.p.tensors[pts[n].ft], &pts[n].nhwc);
    if (!pts[n].matched || qm.p.tensors[pts[n].qt].dtype != NPK_DTYPE_F32) {
        fprintf(stderr, "npk-run: --compare: output 0 differs: %s in %s, %s %s in %s\n",
                npkr_tensor_dims_str(&fm.p.tensors[pts[n].ft], d1, sizeof d1), fpath,
                npkr_tensor_dims_str(&qm.p.tensors[pts[n].qt], d2, sizeof d2),
                npk_dtype_name(qm.p.tensors[pts[n].qt].dtype), qpath);
        goto done;
    }
    for (k = 0; k <= n; k++)
        if (pts[k].matched && !(pts[k].fval = (float *)malloc((size_t)elems(&fm.p.tensors[pts[k].ft]) * sizeof(float)))) {
            rc = cmp_fail(NPKR_EXIT_RUNTIME, "out of memory%s%s", "", "");
            goto done;
        }
    if ((rc = npkr_input_open(&fin, &fm.p, 0, axis, input, err, sizeof err)) != 0) { cmp_fail(rc, "%s%s", err, ""); goto done; }
    fin_open = 1;
    if ((rc = npkr_input_open(&qin, &qm.p, 0, axis, input, err, sizeof err)) != 0) { cmp_fail(rc, "%s%s", err, ""); goto done; }
    qin_open = 1;
    /* both read the same file with the same input shape: same batches */
    for (s = 0; s < fin.samples; s += fin.split.batch) {
        npkr_gather(&fin, s, npk_input_ptr(&fm.p, fm.arena, 0));
        npkr_gather(&qin, s, npk_input_ptr(&qm.p, qm.arena, 0));
        for (k = 0; k < n; k++) /* the float input is no op's result */
            if (pts[k].matched && pts[k].ft == fm.p.inputs[0])
                npkr_to_floats(fm.p.tensors[pts[k].ft].dtype, npk_input_ptr(&fm.p, fm.arena, 0),
                               elems(&fm.p.tensors[pts[k].ft]), pts[k].fval);
        if ((rc = run_ops(&fm, pts, n + 1, 0)) || (rc = run_ops(&qm, pts, n + 1, 1))) goto done;
    }
    printf("compare: %s (float) vs %s (quantized), %llu samples; SQNR = 10 log10(sum f^2 / sum (scale*(q-zp) - f)^2)\n",
           fpath, qpath, (unsigned long long)fin.samples);
    printf("  %-34s %-10s %-16s %-4s %10s %5s %8s  %s\n", "quantized tensor", "float", "shape", "type", "scale", "zp",
           "SQNR dB", "max abs err");
    for (k = 0; k <= n; k++)
        if (pts[k].matched) print_row(&pts[k], &qm.p, &fm.p);
    for (k = 0; k < n; k++)
        if (!pts[k].matched) {
            const char *name = npk_tensor_name(&qm.p, pts[k].qt), *tag = strstr(name, "#q=");
            printf("  unmatched: %s (%.*s %s): no float tensor holds the same values\n", pts[k].label,
                   (int)(tag ? (size_t)(tag - name) : strlen(name)), name,
                   npkr_tensor_dims_str(&qm.p.tensors[pts[k].qt], d1, sizeof d1));
        }
    rc = fflush(stdout) ? NPKR_EXIT_IO : NPKR_EXIT_OK;
done:
    if (fin_open) npkr_input_close(&fin);
    if (qin_open) npkr_input_close(&qin);
    if (pts)
        for (k = 0; k <= n; k++) free(pts[k].fval);
    free(pts);
    npk_io_free_aligned(fm.buf);
    npk_io_free_aligned(qm.buf);
    free(fm.arena);
    free(qm.arena);
    return rc;
}
