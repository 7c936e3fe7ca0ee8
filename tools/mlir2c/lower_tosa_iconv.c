/* lower_tosa_iconv.c - tosa.transpose_conv2d and tosa.conv3d on i8 (i16)
 * data with i8 weights and zero points (operands 3 and 4, or the older
 * quantization_info): the itranspose_conv2d and iconv3d ops, which take
 * TOSA's layouts as they are (NHWC / NDHWC, weights OHWI / ODHWI). */
#include "lower.h"

/* An integer list attribute of exactly n values into out (left as it is when absent). */
static void list_n(m2c_lowerer *L, const char *name, int64_t *out, int n)
{
    m2c_attr *a = lw_attr(L, name);
    int i;
    if (!a) return;
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n != n)
        m2c_error_at(a->vloc, "'%s' of %s must be a list of %d integers", name, L->src->dname, n);
    for (i = 0; i < n; i++) out[i] = a->ints[i];
}

static void need_int_data(m2c_lowerer *L, int rank)
{
    int ex = L->src->in[0]->shape.elem, ew = L->src->in[1]->shape.elem;
    if (ex != M2C_I8 && ex != M2C_I16) m2c_error_at(L->src->in_loc[0], "%s: integer data must be i8 or i16", L->src->dname);
    if (ew != M2C_I8) m2c_error_at(L->src->in_loc[1], "%s: integer weights must be i8", L->src->dname);
    if (L->src->in[0]->shape.rank != rank || L->src->in[1]->shape.rank != rank)
        m2c_error_at(L->src->loc, "%s: data and weights must have rank %d", L->src->dname, rank);
}

/* The op on the source's operands: data, weights and the bias when given
 * (the zero points are attributes). */
static m2c_op *int_conv_op(m2c_lowerer *L, int opcode)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, L->src->n_in > 2 ? 3 : 2, L->src->in);
    m2c_set_op(op, opcode);
    return op;
}

static int32_t zp(m2c_lowerer *L, int i, const char *name)
{
    return lw_i32(L, m2c_tosa_zero_point(L, i, name), name);
}

void m2c_lower_itranspose_conv2d(m2c_lowerer *L)
{
    int64_t pad[4] = { 0, 0, 0, 0 }, stride[2] = { 1, 1 };
    npk_itranspose_conv2d_attrs *a;
    m2c_op *op;
    lw_arity(L, 2, 5);
    need_int_data(L, 4);
    list_n(L, "out_pad", pad, 4);
    list_n(L, "stride", stride, 2);
    op = int_conv_op(L, NPK_OP_ITRANSPOSE_CONV2D);
    a = &op->attr.itranspose_conv2d;
    a->stride_y = lw_i32(L, stride[0], "stride"); a->stride_x = lw_i32(L, stride[1], "stride");
    a->out_pad_top = lw_i32(L, pad[0], "out_pad"); a->out_pad_bottom = lw_i32(L, pad[1], "out_pad");
    a->out_pad_left = lw_i32(L, pad[2], "out_pad"); a->out_pad_right = lw_i32(L, pad[3], "out_pad");
    a->in_zp = zp(L, 3, "input_zp");
    a->w_zp = zp(L, 4, "weight_zp");
    lw_done(L, op, NULL, 1);
}

void m2c_lower_iconv3d(m2c_lowerer *L)
{
    int64_t pad[6] = { 0, 0, 0, 0, 0, 0 }, stride[3] = { 1, 1, 1 }, dil[3] = { 1, 1, 1 };
    npk_iconv3d_attrs *a;
    m2c_op *op;
    lw_arity(L, 2, 5);
    need_int_data(L, 5);
    list_n(L, "pad", pad, 6);
    list_n(L, "stride", stride, 3);
    list_n(L, "dilation", dil, 3);
    op = int_conv_op(L, NPK_OP_ICONV3D);
    a = &op->attr.iconv3d;
    a->stride_d = lw_i32(L, stride[0], "stride"); a->stride_h = lw_i32(L, stride[1], "stride"); a->stride_w = lw_i32(L, stride[2], "stride");
    a->dil_d = lw_i32(L, dil[0], "dilation"); a->dil_h = lw_i32(L, dil[1], "dilation"); a->dil_w = lw_i32(L, dil[2], "dilation");
    a->pad_front = lw_i32(L, pad[0], "pad"); a->pad_back = lw_i32(L, pad[1], "pad");
    a->pad_top = lw_i32(L, pad[2], "pad"); a->pad_bottom = lw_i32(L, pad[3], "pad");
    a->pad_left = lw_i32(L, pad[4], "pad"); a->pad_right = lw_i32(L, pad[5], "pad");
    a->in_zp = zp(L, 3, "input_zp");
    a->w_zp = zp(L, 4, "weight_zp");
    lw_done(L, op, NULL, 1);
}
