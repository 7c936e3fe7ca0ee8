/* npk_kernels_impl.h - every kernel implementation, for one ISA path. npk.h
 * includes it under NPK_IMPLEMENTATION unless NPK_NO_KERNEL_IMPLEMENTATION is
 * defined (then the kernels come from elsewhere, e.g. the npk_multi library,
 * which compiles this file once per ISA with renamed symbols). */
#ifndef NPK_KERNELS_IMPL_H
#define NPK_KERNELS_IMPL_H
#include "npk_select.h"
#include "npk_isa_impl.h"
#include "npk_matmul_impl.h"
#include "npk_matmul_i8_impl.h"
#include "npk_conv_i8_impl.h"
#include "npk_qgemm_impl.h"
#include "npk_qdwconv_impl.h"
#include "npk_qadd_impl.h"
#include "npk_quantize_f32_impl.h"
#include "npk_eltwise_impl.h"
#include "npk_softmax_impl.h"
#include "npk_norm_impl.h"
#include "npk_rnn_impl.h"
#include "npk_resize_impl.h"
#include "npk_layout_impl.h"
#include "npk_conv_impl.h"
#include "npk_pool_impl.h"
#include "npk_conv_pool_impl.h"
#endif
