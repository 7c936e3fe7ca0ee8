/* test_parts.c - npk_matmul_f32_part and npk_conv2d_f32_part: parts cut at
 * random points and computed in reverse order must reproduce the full call
 * bit for bit (what the executor's thread split relies on), on odd shapes
 * that reach every path: GEMM, both matrix-vector forms, K == 0, pointwise,
 * one-channel-per-group and implicit-im2col convs. */
#include "test_util.h"

static int same_bits(const float *a, const float *b, size_t n)
{
    return memcmp(a, b, n * sizeof(float)) == 0;
}

/* Sorted random cut points 0 = cut[0] <= ... <= cut[parts] = n. */
static void random_cuts(size_t n, size_t parts, size_t *cut)
{
    size_t i, j;
    cut[0] = 0;
    cut[parts] = n;
    for (i = 1; i < parts; ++i) cut[i] = tu_rand_below(n + 1);
    for (i = 1; i < parts; ++i)
        for (j = i + 1; j < parts; ++j)
            if (cut[j] < cut[i]) { size_t t = cut[i]; cut[i] = cut[j]; cut[j] = t; }
}

static void mm_parts_case(size_t M, size_t N, size_t K, int ta, int tb, npk_bias_mode bm, npk_act act)
{
    size_t lda = ta ? M : K, ldb = tb ? K : N, nbias, i;
    size_t rc[4], cc[4], pr = 1 + tu_rand_below(3), pc = 1 + tu_rand_below(3), a, b;
    float *A = tu_alloc(M * K + 1), *B = tu_alloc(K * N + 1), *bias, *C1 = tu_alloc(M * N + 1), *C2 = tu_alloc(M * N + 1);
    npk_epilogue ep;
    nbias = bm == NPK_BIAS_ROW ? M : bm == NPK_BIAS_COL ? N : bm == NPK_BIAS_FULL ? M * N : 0;
    bias = tu_alloc(nbias + 1);
    tu_fill(A, M * K, -1, 1);
    tu_fill(B, K * N, -1, 1);
    tu_fill(bias, nbias, -1, 1);
    ep.bias_mode = bm;
    ep.bias = nbias ? bias : NULL;
    ep.act = act;
    ep.act_min = -0.3f;
    ep.act_max = 0.4f;
    for (i = 0; i < M * N; ++i) C2[i] = tu_sentinel();
    npk_matmul_f32(M, N, K, A, lda, ta, B, ldb, tb, C1, N, &ep);
    random_cuts(M, pr, rc);
    random_cuts(N, pc, cc);
    for (a = pr; a-- > 0;) /* reverse order */
        for (b = pc; b-- > 0;)
            npk_matmul_f32_part(M, N, K, A, lda, ta, B, ldb, tb, C2, N, &ep, rc[a], rc[a + 1], cc[b], cc[b + 1]);
    CHECK(same_bits(C1, C2, M * N), "matmul parts %zux%zux%zu ta=%d tb=%d bias=%d act=%d: not bit-identical", M, N,
          K, ta, tb, (int)bm, (int)act);
    CHECK(tu_guards_ok(C2, M * N), "matmul parts wrote outside C");
    tu_free(A); tu_free(B); tu_free(bias); tu_free(C1); tu_free(C2);
}

static void conv_parts_case(const npk_conv2d_params *p, int with_bias)
{
    size_t oh = npk_conv2d_out_h(p), ow = npk_conv2d_out_w(p);
    size_t nx = p->n * p->c_in * p->h * p->w, nw = p->c_out * (p->c_in / p->groups) * p->kh * p->kw;
    size_t ny = p->n * p->c_out * oh * ow, sb = npk_conv2d_scratch_bytes(p), i;
    size_t ic[4], oc[4], pi = 1 + tu_rand_below(3), po = 1 + tu_rand_below(3), a, b;
    float *x = tu_alloc(nx + 1), *w = tu_alloc(nw + 1), *bias = tu_alloc(p->c_out + 1);
    float *y1 = tu_alloc(ny + 1), *y2 = tu_alloc(ny + 1), *scratch = tu_alloc(sb / 4 + 16);
    tu_fill(x, nx, -1, 1);
    tu_fill(w, nw, -1, 1);
    tu_fill(bias, p->c_out, -1, 1);
    for (i = 0; i < ny; ++i) y2[i] = tu_sentinel();
    npk_conv2d_f32(p, x, w, with_bias ? bias : NULL, y1, scratch);
    random_cuts(p->n, pi, ic);
    random_cuts(p->c_out, po, oc);
    for (a = pi; a-- > 0;)
        for (b = po; b-- > 0;)
            npk_conv2d_f32_part(p, x, w, with_bias ? bias : NULL, y2, scratch, ic[a], ic[a + 1], oc[b], oc[b + 1]);
    CHECK(same_bits(y1, y2, ny), "conv parts n=%zu cin=%zu %zux%zu cout=%zu k=%zux%zu s=%zu pad=%zu dil=%zu g=%zu: "
          "not bit-identical", p->n, p->c_in, p->h, p->w, p->c_out, p->kh, p->kw, p->stride_h, p->pad_top,
          p->dil_h, p->groups);
    CHECK(tu_guards_ok(y2, ny), "conv parts wrote outside y");
    tu_free(x); tu_free(w); tu_free(bias); tu_free(y1); tu_free(y2); tu_free(scratch);
}

int main(void)
{
    static const size_t dims[] = {1, 2, 3, 5, 7, 8, 9, 16, 17, 31, 33, 65, 100};
    size_t nd = sizeof dims / sizeof dims[0], r;
    int rc = tu_begin("parts");
    if (rc) return rc;
    for (r = 0; r < 400; ++r) {
        size_t M = dims[tu_rand_below(nd)], N = dims[tu_rand_below(nd)];
        size_t K = r % 37 == 0 ? 0 : dims[tu_rand_below(nd)] + tu_rand_below(300);
        mm_parts_case(M, N, K, (int)tu_rand_below(2), (int)tu_rand_below(2), (npk_bias_mode)tu_rand_below(4),
                      (npk_act)tu_rand_below(3));
    }
    mm_parts_case(1, 128, 784, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU); /* MLP layer at batch 1 */
    mm_parts_case(10, 1, 784, 0, 0, NPK_BIAS_ROW, NPK_ACT_NONE);  /* playground FC, one image */
    mm_parts_case(10, 100, 784, 0, 0, NPK_BIAS_ROW, NPK_ACT_NONE); /* playground FC, 100 images (skinny) */
    mm_parts_case(300, 260, 270, 0, 0, NPK_BIAS_NONE, NPK_ACT_NONE); /* several KC/MC/NC blocks */
    mm_parts_case(100, 10, 784, 0, 0, NPK_BIAS_COL, NPK_ACT_NONE);  /* fc_softmax, 100 images (narrow) */
    mm_parts_case(25, 16, 1100, 0, 0, NPK_BIAS_ROW, NPK_ACT_RELU);  /* narrow, three K chunks */
    mm_parts_case(13, 7, 33, 0, 0, NPK_BIAS_FULL, NPK_ACT_CLAMP);   /* narrow, odd rows */
    mm_parts_case(100, 120, 400, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU); /* LeNet Linear, batch 100 (A in place) */
    mm_parts_case(37, 100, 785, 0, 1, NPK_BIAS_ROW, NPK_ACT_NONE);  /* A in place, B transposed, 4 K blocks */
    mm_parts_case(10, 100, 785, 0, 0, NPK_BIAS_ROW, NPK_ACT_NONE);  /* skinny with the dot-product tail */
    mm_parts_case(7, 24, 33, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU);     /* skinny, an 8-column tail */
    for (r = 0; r < 250; ++r) {
        npk_conv2d_params p;
        size_t cin_g, cout_g;
        memset(&p, 0, sizeof p);
        p.groups = 1 + tu_rand_below(3);
        cin_g = tu_rand_below(4) == 0 ? 1 : 1 + tu_rand_below(5);
        cout_g = 1 + tu_rand_below(9);
        p.n = 1 + tu_rand_below(3);
        p.c_in = cin_g * p.groups;
        p.c_out = cout_g * p.groups;
        p.h = 1 + tu_rand_below(13);
        p.w = 1 + tu_rand_below(40);
        p.kh = 1 + tu_rand_below(4);
        p.kw = 1 + tu_rand_below(4);
        p.stride_h = 1 + tu_rand_below(2);
        p.stride_w = 1 + tu_rand_below(3);
        p.dil_h = 1 + tu_rand_below(2);
        p.dil_w = 1 + tu_rand_below(2);
        if (tu_rand_below(2)) {
            p.pad_top = tu_rand_below(3); p.pad_bottom = tu_rand_below(3);
            p.pad_left = tu_rand_below(3); p.pad_right = tu_rand_below(3);
        }
        if (r % 10 == 0) { /* pointwise */
            p.kh = p.kw = p.stride_h = p.stride_w = 1;
            p.pad_top = p.pad_bottom = p.pad_left = p.pad_right = 0;
        }
        p.act = (npk_act)tu_rand_below(3);
        p.act_min = -0.5f;
        p.act_max = 0.5f;
        if (npk_conv2d_out_h(&p) == 0 || npk_conv2d_out_w(&p) == 0) continue;
        conv_parts_case(&p, (int)tu_rand_below(2));
    }
    {   /* the CNN's big conv: 32 -> 64, 3x3 on 26x26 */
        npk_conv2d_params p;
        memset(&p, 0, sizeof p);
        p.n = 2; p.c_in = 32; p.h = p.w = 26; p.c_out = 64; p.kh = p.kw = 3;
        p.stride_h = p.stride_w = p.dil_h = p.dil_w = p.groups = 1;
        p.act = NPK_ACT_RELU;
        conv_parts_case(&p, 1);
    }
    {   /* depthwise on a small map, stride 2: cuts inside a block of 16 / 8
         * channels mix the channels-in-lanes path and the per-channel one */
        npk_conv2d_params p;
        memset(&p, 0, sizeof p);
        p.n = 2; p.c_in = p.c_out = p.groups = 40; p.h = 14; p.w = 13; p.kh = p.kw = 3;
        p.stride_h = p.stride_w = 2; p.dil_h = p.dil_w = 1;
        p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
        p.act = NPK_ACT_CLAMP; p.act_min = -0.5f; p.act_max = 0.5f;
        conv_parts_case(&p, 1);
    }
    return tu_end("parts");
}
