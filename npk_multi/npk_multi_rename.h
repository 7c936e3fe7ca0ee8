/* npk_multi_rename.h - gives every public kernel symbol the prefix
 * npk__<NPK_MULTI_TAG>_ (e.g. npk__avx2_matmul_f32), so one program can hold
 * the kernels compiled for several ISAs. Included by npk_multi_isa.c before
 * npk.h; the list matches npk_multi_fns.inc plus npk_isa_name/npk_isa_select. */
#ifndef NPK_MULTI_RENAME_H
#define NPK_MULTI_RENAME_H
#ifndef NPK_MULTI_TAG
#error "compile with -DNPK_MULTI_TAG=<isa>"
#endif
#define NPK__MR_CAT(a, b, c) a##b##_##c
#define NPK__MR_XCAT(a, b, c) NPK__MR_CAT(a, b, c)
#define NPK__MR(f) NPK__MR_XCAT(npk__, NPK_MULTI_TAG, f)

#define npk_isa_name NPK__MR(isa_name)
#define npk_isa_select NPK__MR(isa_select)
#define npk_matmul_f32 NPK__MR(matmul_f32)
#define npk_matmul_f32_part NPK__MR(matmul_f32_part)
#define npk_matmul_i8 NPK__MR(matmul_i8)
#define npk_matmul_i8_path NPK__MR(matmul_i8_path)
#define npk_ref_matmul_i8 NPK__MR(ref_matmul_i8)
#define npk_conv2d_i8 NPK__MR(conv2d_i8)
#define npk_qgemm NPK__MR(qgemm)
#define npk_qgemm_path NPK__MR(qgemm_path)
#define npk_qgemm_ref NPK__MR(qgemm_ref)
#define npk_qpack_weights NPK__MR(qpack_weights)
#define npk_qpack_bias NPK__MR(qpack_bias)
#define npk_binary_f32 NPK__MR(binary_f32)
#define npk_unary_f32 NPK__MR(unary_f32)
#define npk_softmax_f32 NPK__MR(softmax_f32)
#define npk_layer_norm_f32 NPK__MR(layer_norm_f32)
#define npk_resize_f32 NPK__MR(resize_f32)
#define npk_ref_resize_f32 NPK__MR(ref_resize_f32)
#define npk_reshape_f32 NPK__MR(reshape_f32)
#define npk_transpose_f32 NPK__MR(transpose_f32)
#define npk_conv2d_f32 NPK__MR(conv2d_f32)
#define npk_conv2d_f32_part NPK__MR(conv2d_f32_part)
#define npk_conv2d_res_f32_part NPK__MR(conv2d_res_f32_part)
#define npk_ref_conv2d_res_f32 NPK__MR(ref_conv2d_res_f32)
#define npk_maxpool2d_f32 NPK__MR(maxpool2d_f32)
#define npk_avgpool2d_f32 NPK__MR(avgpool2d_f32)
#define npk_ref_matmul_f32 NPK__MR(ref_matmul_f32)
#define npk_broadcast_strides NPK__MR(broadcast_strides)
#define npk_ref_binary_f32 NPK__MR(ref_binary_f32)
#define npk_ref_unary_f32 NPK__MR(ref_unary_f32)
#define npk_ref_softmax_f32 NPK__MR(ref_softmax_f32)
#define npk_ref_layer_norm_f32 NPK__MR(ref_layer_norm_f32)
#define npk_ref_transpose_f32 NPK__MR(ref_transpose_f32)
#define npk_conv2d_out_h NPK__MR(conv2d_out_h)
#define npk_conv2d_out_w NPK__MR(conv2d_out_w)
#define npk_conv2d_scratch_bytes NPK__MR(conv2d_scratch_bytes)
#define npk_ref_conv2d_f32 NPK__MR(ref_conv2d_f32)
#define npk_conv2d_winograd_filter_count NPK__MR(conv2d_winograd_filter_count)
#define npk_conv2d_winograd_filter_f32 NPK__MR(conv2d_winograd_filter_f32)
#define npk_conv2d_winograd_supported NPK__MR(conv2d_winograd_supported)
#define npk_pool2d_out_h NPK__MR(pool2d_out_h)
#define npk_pool2d_out_w NPK__MR(pool2d_out_w)
#define npk_ref_maxpool2d_f32 NPK__MR(ref_maxpool2d_f32)
#define npk_ref_avgpool2d_f32 NPK__MR(ref_avgpool2d_f32)
#define npk_conv2d_maxpool_f32 NPK__MR(conv2d_maxpool_f32)
#define npk_conv2d_maxpool_f32_part NPK__MR(conv2d_maxpool_f32_part)
#define npk_conv2d_maxpool_scratch_bytes NPK__MR(conv2d_maxpool_scratch_bytes)
#endif
