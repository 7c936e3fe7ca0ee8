/* npk_select.h - which kernel paths an NPK_OPS_SELECTED build compiles. The
 * model header mlir2c writes defines NPK_USE_OP_<NAME> per op and, for the
 * paths inside an op the model can reach, NPK_USE_CONV_WINOGRAD (a conv with
 * a Winograd filter) and NPK_USE_MATMUL_GEMM (a matmul with M > 1 and N > 1,
 * or a 1x1 conv).
 * Without NPK_OPS_SELECTED everything is compiled, as always. Each
 * NPK__KEEP_* is 0 or 1. A left-out kernel's public entry point is not
 * defined (npk_conv2d_f32 without conv2d: a link error, never wrong results). */
#ifndef NPK_SELECT_H
#define NPK_SELECT_H

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CONV2D)
#define NPK__KEEP_CONV 1
#else
#define NPK__KEEP_CONV 0
#endif

#if !defined(NPK_OPS_SELECTED) || (defined(NPK_USE_CONV_WINOGRAD) && NPK__KEEP_CONV)
#define NPK__KEEP_WINOGRAD 1
#else
#define NPK__KEEP_WINOGRAD 0
#endif

/* The blocked GEMM inside matmul: for a matmul with M > 1 and N > 1, and for
 * a 1x1 conv (it runs as a matmul). Left out, such a product runs row by row
 * through the matrix-vector path (correct, slower, and it may round
 * differently from the GEMM); mlir2c never leaves it out for a model that
 * has one. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_MATMUL_GEMM)
#define NPK__KEEP_MATMUL_GEMM 1
#else
#define NPK__KEEP_MATMUL_GEMM 0
#endif

/* The GEMM itself: for the matmul above and for convs (implicit im2col). */
#if NPK__KEEP_MATMUL_GEMM || NPK__KEEP_CONV
#define NPK__KEEP_GEMM 1
#else
#define NPK__KEEP_GEMM 0
#endif

#endif
