/* lower_torch_rotary.c - torch.onnx.rotary_embedding (ONNX com.microsoft
 * RotaryEmbedding as torch-mlir imports it) made of gathers, slices and
 * elementwise ops. Operands: input, position_ids [B, S], cos_cache and
 * sin_cache [max_pos, H/2], interleaved, is_packed_batching, num_heads,
 * rotary_embedding_dim, scale. The input is [B, N, S, H] or [B, S, N*H]
 * (heads of H = 2 * the caches' width). With c = cos_cache[pos[b, s]] and
 * s = sin_cache[...], each pair (x1, x2) of a head - the two halves, or
 * neighbours when interleaved - becomes (x1 c - x2 s, x2 c + x1 s); the
 * result times scale (as torch-mlir's lowering applies it). */
#include <stdio.h>
#include "lower_torch.h"

#define SRC (L->src)

/* index i of dim `axis` of x, the dim kept (size 1) */
static m2c_value *pick(m2c_lowerer *L, m2c_value *x, int axis, int64_t i)
{
    int d;
    m2c_op *op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_SLICE);
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = d == axis ? (int32_t)i : 0;
        NPK_SLICE_SIZE(op)[d] = (int32_t)(d == axis ? 1 : x->shape.dims[d]);
    }
    return lw_done(L, op, NULL, 0);
}

m2c_value *tw_rotary_embedding(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L), *pos = tw_tensor(L, 1), *cs[2], *x1, *x2, *in[2], *y;
    int64_t s[NPK_MAX_RANK], xs[NPK_MAX_RANK], half, head, heads, B, S;
    int r = x->shape.rank, k, inter, e = tw_out_elem(L);
    double scale;
    m2c_op *op;
    tw_arity(L, 9, 9);
    inter = (int)tw_int(L, 4);
    if (tw_int(L, 5)) m2c_error_at(SRC->in_loc[5], "%s: packed batching is not supported", SRC->dname);
    scale = tw_num(L, 8);
    if (r != 3 && r != 4) m2c_error_at(SRC->in_loc[0], "%s: the input must have rank 3 or 4", SRC->dname);
    if (pos->shape.rank != 2 || !m2c_elem_is_int(pos->shape.elem) || pos->shape.elem == M2C_I1)
        m2c_error_at(SRC->in_loc[1], "%s: position_ids must be an integer [batch, sequence] tensor", SRC->dname);
    for (k = 0; k < 2; k++) {
        cs[k] = tw_to(L, tw_tensor(L, 2 + k), e);
        if (cs[k]->shape.rank != 2) m2c_error_at(SRC->in_loc[2 + k], "%s: the caches must have rank 2", SRC->dname);
    }
    if (!m2c_type_equal(&cs[0]->shape, &cs[1]->shape))
        m2c_error_at(SRC->in_loc[3], "%s: cos_cache and sin_cache differ in shape", SRC->dname);
    half = cs[0]->shape.dims[1];
    head = 2 * half;
    B = x->shape.dims[0];
    S = x->shape.dims[r == 4 ? 2 : 1];
    heads = r == 4 ? x->shape.dims[1] : x->shape.dims[2] / head;
    if (x->shape.dims[r - 1] != (r == 4 ? head : heads * head) || heads < 1)
        m2c_error_at(SRC->in_loc[0], "%s: the last dim (%lld) is not %s of the caches' head size %lld", SRC->dname,
                     (long long)x->shape.dims[r - 1], r == 4 ? "that" : "a multiple", (long long)head);
    if (tw_int(L, 7) != 0 && tw_int(L, 7) != head)
        m2c_error_at(SRC->in_loc[7], "%s: a rotary_embedding_dim (%lld) other than the head size %lld is not supported",
                     SRC->dname, (long long)tw_int(L, 7), (long long)head);
    if (tw_int(L, 6) != 0 && tw_int(L, 6) != heads)
        m2c_error_at(SRC->in_loc[6], "%s: num_heads %lld does not match the input's %lld heads", SRC->dname,
                     (long long)tw_int(L, 6), (long long)heads);
    if (pos->shape.dims[0] != B || pos->shape.dims[1] != S)
        m2c_error_at(SRC->in_loc[1], "%s: position_ids must be [%lld, %lld]", SRC->dname, (long long)B, (long long)S);
    /* x as [B, N, S, half, 2] (interleaved) or [B, N, S, 2, half]; the rank-3 input as
     * [B, S, N, ...]; the caches' rows [B, S, half] broadcast over N and the pair */
    for (k = 0; k < r; k++) xs[k] = x->shape.dims[k];
    s[0] = B;
    s[1] = r == 4 ? heads : S;
    s[2] = r == 4 ? S : heads;
    s[3] = inter ? half : 2;
    s[4] = inter ? 2 : half;
    x = tw_reshape_dims(L, x, 5, s);
    for (k = 0; k < 2; k++) {
        cs[k] = tw_gather_rows(L, cs[k], 0, pos);              /* [B, S, half] */
        s[0] = B;
        s[1] = r == 4 ? 1 : S;
        s[2] = r == 4 ? S : 1;
        s[3] = inter ? half : 1;
        s[4] = inter ? 1 : half;
        cs[k] = tw_reshape_dims(L, cs[k], 5, s);
    }
    x1 = pick(L, x, inter ? 4 : 3, 0);
    x2 = pick(L, x, inter ? 4 : 3, 1);
    in[0] = tw_bin(L, NPK_BIN_SUB, tw_bin(L, NPK_BIN_MUL, x1, cs[0]), tw_bin(L, NPK_BIN_MUL, x2, cs[1]));
    in[1] = tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, x2, cs[0]), tw_bin(L, NPK_BIN_MUL, x1, cs[1]));
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_CONCAT);
    op->attr.concat.axis = inter ? 4 : 3;
    y = lw_done(L, op, NULL, 0);
    if (scale != 1.0) y = tw_bin(L, NPK_BIN_MUL, y, tw_splat(L, scale, e, 5));
    return tw_reshape_dims(L, y, r, xs);
}
