/* winograd.c - mark 3x3 stride-1 convs with constant filters for the
 * Winograd F(4x4, 3x3) kernel: conv2d attribute 17 = 2 (oihw_winograd). The
 * filter stays OIHW in the .tcp (its own bytes, not the transform's 4x);
 * npk_program_prepare() transforms it once where the program runs (npk-run
 * does), and an unprepared program (firmware) runs the direct conv on it.
 * The op's scratch covers both kernels. `--winograd-ahead` stores the
 * transformed filter instead (the pre-2.4 way; firmware that has flash for
 * it and no RAM to prepare it in).
 *
 * Only where it pays: at least NPK_M2C_WINOGRAD_MIN_CH input and output
 * channels and at least NPK_M2C_WINOGRAD_MIN_TILES 4x4 output tiles per
 * image. The kernel reads the transformed filter (4x the filter's bytes)
 * once per band of an image's tiles, so with few tiles it waits on memory:
 * ResNet-18's 512 -> 512 conv at 7x7 (4 tiles; Zen 4 EPYC, one conv alone,
 * npk-run --bench) 4.1-4.8 ms Winograd vs 3.9 direct, while 256 -> 256 at
 * 14x14 (16 tiles) runs 1.3 vs 3.0 ms, 128 at 28x28 0.8 vs 2.6, 64 at
 * 56x56 0.95 vs 2.9. With fewer, the
 * transforms and the 36 small GEMMs (output channels are their vector axis)
 * cost more than the direct conv. The bound was 32 while the GEMM ran a full
 * 64-channel block on zeros for 16 or 32 outputs (AVX-512, Intel: ResNet-8's
 * 16->16 convs at 32x32 76 us Winograd vs 41 us direct). Since the GEMM runs
 * only the vectors a chunk has and the residual is added per row, 16 channels
 * pay on a Zen 4 EPYC (AVX-512, --profile, CPU time): ResNet-8's 16->16 at
 * 32x32 39 vs 55 us (batch 16: 0.68 vs 0.94 ms), the U-Net's 16->16 at
 * 64x64 135 vs 218 us, its 32->16 217 vs 430 us, its 16->32 66 vs 104 us.
 * Not re-measured on a full-width AVX-512 Intel, where the direct conv gains
 * more from the wider FMAs.
 * `--winograd-all` keeps the old rule (>= 8 input channels) for tests;
 * `--no-winograd` turns the pass off, e.g. for firmware where flash is
 * tighter than cycles. */
#include <string.h>
#include "ir.h"

#define NPK_M2C_WINOGRAD_MIN_CH 16
#define NPK_M2C_WINOGRAD_ALL_MIN_CIN 8
#define NPK_M2C_WINOGRAD_MIN_TILES 9

/* Whether op is a conv to transform; its parameters in *p. */
static int worth_it(const m2c_op *op, npk_conv2d_params *p, int all)
{
    if (op->dead || op->opcode != NPK_OP_CONV2D || op->attr.conv2d.filter != NPK_CONV_FILTER_OIHW) return 0;
    if (m2c_resolve(op->in[1])->kind != M2C_V_CONST) return 0;
    m2c_conv_params(op, p);
    if (all ? p->c_in < NPK_M2C_WINOGRAD_ALL_MIN_CIN
            : p->c_in < NPK_M2C_WINOGRAD_MIN_CH || p->c_out < NPK_M2C_WINOGRAD_MIN_CH) return 0;
    if (!npk_conv2d_winograd_supported(p) || npk_conv2d_out_h(p) < 4 || npk_conv2d_out_w(p) < 4) return 0;
    return all || ((npk_conv2d_out_h(p) + 3) / 4) * ((npk_conv2d_out_w(p) + 3) / 4) >= NPK_M2C_WINOGRAD_MIN_TILES;
}

/* --winograd-ahead: the filter constant replaced by its transform
 * u[6][6][Cin][Cout] (filter = winograd4x4), for firmware that keeps the
 * 4x larger filter in flash rather than preparing it in RAM. */
static void transform_ahead(m2c_op *op, const npk_conv2d_params *p)
{
    m2c_value *w = m2c_resolve(op->in[1]);
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    cb->count = npk_conv2d_winograd_filter_count(p->c_out, p->c_in);
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float));
    npk_conv2d_winograd_filter_f32(p->c_out, p->c_in, w->cbuf->data, cb->data);
    memset(&t, 0, sizeof t);
    t.rank = 4;
    t.dims[0] = 6; t.dims[1] = 6; t.dims[2] = (int64_t)p->c_in; t.dims[3] = (int64_t)p->c_out;
    op->in[1] = m2c_new_const(w->name, w->loc, &t, cb);
    op->attr.conv2d.filter = NPK_CONV_FILTER_WINOGRAD_F4X3;
}

void m2c_winograd(m2c_func *f, int all, int ahead)
{
    int i;
    for (i = 0; i < f->n_ops; i++) {
        npk_conv2d_params p;
        if (!worth_it(f->ops[i], &p, all)) continue;
        if (ahead) transform_ahead(f->ops[i], &p);
        else f->ops[i]->attr.conv2d.filter = NPK_CONV2D_FILTER_OIHW_WINOGRAD;
    }
    if (ahead) m2c_recount_uses(f);
}
