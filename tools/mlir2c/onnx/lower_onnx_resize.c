/* lower_onnx_resize.c - ONNX Resize (opsets 10..21) and Upsample (7..9)
 * through lower_torch_resize.c's separable resize: the coordinate
 * transformation and nearest rounding become its ONNX mode string.
 * Scales or sizes must be known at translate time; batch and channel dims
 * keep their size. */
#include <stdio.h>
#include <string.h>
#include "lower_onnx.h"

m2c_value *ox_resize(m2c_lowerer *L, int upsample)
{
    m2c_value *x = ox_float_in(L, 0);
    int r = x->shape.rank, n = r - 2, d, ns = -1, nf = -1, align = 0, linear = 0;
    int64_t size[NPK_MAX_RANK];
    double sf[NPK_MAX_RANK], sc[NPK_MAX_RANK];
    const char *mode = ox_str(L, "mode", "nearest"), *coord = "asymmetric", *round = "floor";
    char ms[128];
    m2c_value *sv = NULL;
    if (n < 1) ox_error(L, "the input needs spatial dims (rank 3 or more)");
    if (upsample && OX_OPSET < 7) ox_error(L, "Upsample is in the default domain from opset 7 (the model imports %lld)", (long long)OX_OPSET);
    if (upsample || OX_OPSET < 11) {   /* Upsample, Resize-10: asymmetric, nearest floors */
        if (upsample && OX_OPSET < 9) {
            m2c_attr *a = m2c_find_attr(L->src, "scales");
            if (!a || a->kind != M2C_ATTR_ARRAY || a->n != r) ox_error(L, "scales must have %d values", r);
            for (d = 0; d < r; d++) sc[d] = a->floats[d];
            nf = r;
        } else {
            sv = ox_opt(L, 1);
        }
    } else {
        coord = ox_str(L, "coordinate_transformation_mode", "half_pixel");
        round = ox_str(L, "nearest_mode", "round_prefer_floor");
        if (ox_float(L, "cubic_coeff_a", -0.75) != -0.75) ox_error(L, "cubic_coeff_a other than -0.75 is not supported");
        if (ox_int(L, "exclude_outside", 0)) ox_error(L, "exclude_outside = 1 is not supported");
        if (ox_int(L, "antialias", 0)) ox_error(L, "antialias = 1 is not supported");
        if (m2c_find_attr(L->src, "axes")) ox_error(L, "the axes attribute is not supported");
        if (strcmp(ox_str(L, "keep_aspect_ratio_policy", "stretch"), "stretch"))
            ox_error(L, "keep_aspect_ratio_policy other than \"stretch\" is not supported");
        sv = ox_opt(L, 2);
        if (ox_opt(L, 3) && m2c_type_count(&ox_opt(L, 3)->shape)) {
            ns = ox_const_ints(L, 3, size, NPK_MAX_RANK, "sizes");
            sv = NULL;
        }
    }
    if (sv && m2c_type_count(&sv->shape)) {
        uint64_t k;
        int i = upsample || OX_OPSET < 11 ? 1 : 2;
        if (sv->kind != M2C_V_CONST) (void)ox_const_ints(L, i, size, 0, "scales");   /* says why */
        if (sv->cbuf->count > NPK_MAX_RANK) ox_error(L, "scales has too many values");
        for (k = 0; k < sv->cbuf->count; k++) sc[k] = sv->cbuf->data[k];
        nf = (int)sv->cbuf->count;
    }
    if (ns < 0 && nf < 0) ox_error(L, "scales or sizes are required");
    if ((ns >= 0 && ns != r) || (nf >= 0 && nf != r)) ox_error(L, "scales/sizes must have %d values", r);
    for (d = 0; d < 2; d++)
        if ((ns >= 0 && size[d] != x->shape.dims[d]) || (nf >= 0 && sc[d] != 1.0))
            ox_error(L, "resizing the batch or channel dim is not supported");
    for (d = 0; d < n; d++) {
        sf[d] = nf >= 0 ? sc[2 + d] : 0.0;
        size[d] = ns >= 0 ? size[2 + d] : 0;
    }
    if (!strcmp(mode, "linear") || !strcmp(mode, "bilinear") || !strcmp(mode, "trilinear")) linear = 1;
    else if (!strcmp(mode, "cubic") || !strcmp(mode, "bicubic")) linear = 2;
    else if (strcmp(mode, "nearest")) ox_error(L, "mode = \"%s\" is not supported", mode);
    if (!strcmp(coord, "align_corners")) { align = 1; coord = "half_pixel"; }
    if (!strcmp(coord, "tf_crop_and_resize") || !strcmp(coord, "tf_half_pixel_for_nn"))
        ox_error(L, "coordinate_transformation_mode = \"%s\" is not supported", coord);
    if (linear == 0) snprintf(ms, sizeof ms, "nearest_%s,%s", coord, round);
    else snprintf(ms, sizeof ms, "%s_%s", linear == 1 ? "bilinear" : "cubic", coord);
    return tw_resize(L, x, size, sf, linear == 1, align, ms);
}
