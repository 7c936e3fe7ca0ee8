/* npk_select.h - which kernel paths an NPK_OPS_SELECTED build compiles. The
 * model header mlir2c writes defines NPK_USE_OP_<NAME> per op and, for the
 * paths inside an op the model can reach, NPK_USE_CONV_WINOGRAD (a conv with
 * a Winograd filter), NPK_USE_CONV_RESIDUAL (a conv with a residual
 * operand), NPK_USE_MATMUL_GEMM (a matmul with M > 1 and N > 1,
 * or a 1x1 conv), NPK_USE_MATMUL_BATCHED (a matmul of rank > 2),
 * NPK_USE_POOL_GENERAL (a pool that is not 2x2 stride 2),
 * and NPK_USE_UNARY_<FN> / NPK_USE_BINARY_<FN> (the elementwise functions
 * its unary and binary ops apply).
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

/* The conv2d's fused residual operand (NPK_USE_CONV_RESIDUAL, which mlir2c
 * defines for a model with a conv2d that has one): its epilogue code in
 * every conv path and in the GEMM's tile epilogue. */
#if !defined(NPK_OPS_SELECTED) || (defined(NPK_USE_CONV_RESIDUAL) && NPK__KEEP_CONV)
#define NPK__KEEP_CONV_RES 1
#else
#define NPK__KEEP_CONV_RES 0
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

/* Matmul of stacks of matrices (operands of rank > 2, batch dims that
 * broadcast). Left out, the matmul op takes matrices only and refuses others
 * with a message naming NPK_USE_MATMUL_BATCHED, which mlir2c defines for a
 * model with such a matmul. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_MATMUL_BATCHED)
#define NPK__KEEP_MATMUL_BATCHED 1
#else
#define NPK__KEEP_MATMUL_BATCHED 0
#endif

/* The GEMM itself: for the matmul above and for convs (implicit im2col). */
#if NPK__KEEP_MATMUL_GEMM || NPK__KEEP_CONV
#define NPK__KEEP_GEMM 1
#else
#define NPK__KEEP_GEMM 0
#endif

/* Pooling other than 2x2 windows with stride 2 and no padding (the 2x2 path is
 * always there). Left out, such a pool runs the plain reference loops
 * (correct, slower). mlir2c defines NPK_USE_POOL_GENERAL for any other pool
 * op, fused conv pool or global average pool. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_POOL_GENERAL)
#define NPK__KEEP_POOL_GENERAL 1
#else
#define NPK__KEEP_POOL_GENERAL 0
#endif

/* Average pooling at all: only the avg_pool2d and global_avg_pool ops use it
 * (a conv's fused pool is a max pool). */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_AVGPOOL2D) || defined(NPK_USE_OP_GLOBAL_AVGPOOL)
#define NPK__KEEP_AVGPOOL 1
#else
#define NPK__KEEP_AVGPOOL 0
#endif

/* The int8 GEMM (npk_matmul_i8): the integer matmul and conv ops use it. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IMATMUL) || defined(NPK_USE_OP_ICONV2D)
#define NPK__KEEP_MATMUL_I8 1
#else
#define NPK__KEEP_MATMUL_I8 0
#endif

/* The requantising int8 GEMM on packed weights (npk_qgemm): the qconv2d op. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QCONV2D)
#define NPK__KEEP_QGEMM 1
#else
#define NPK__KEEP_QGEMM 0
#endif

/* The requantising int8 depthwise convolution (npk_qdwconv): the qdwconv2d op. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QDWCONV2D)
#define NPK__KEEP_QDW 1
#else
#define NPK__KEEP_QDW 0
#endif

/* The int8 add with rescale (npk_qadd): the qadd op. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QADD)
#define NPK__KEEP_QADD 1
#else
#define NPK__KEEP_QADD 0
#endif

/* The float input's quantisation (npk_quantize_f32): the quantize op. */
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QUANTIZE)
#define NPK__KEEP_QUANTIZE 1
#else
#define NPK__KEEP_QUANTIZE 0
#endif

/* Elementwise functions: NPK__UN_KEEP(RELU) / NPK__BIN_KEEP(ADD) are 1 when
 * the function is compiled: always without NPK_OPS_SELECTED, else when the
 * model header defined NPK_USE_UNARY_<NAME> / NPK_USE_BINARY_<NAME> as 1
 * (mlir2c does, for each function its unary/binary ops use). They are
 * expressions usable inside the X-macro switches (npk_eltwise_impl.h);
 * NPK__IS_ONE(M) is 1 when macro M is defined as 1, else 0. */
#define NPK__ONE_PLACEHOLDER_1 0,
#define NPK__SECOND(ignored, val, ...) val
#define NPK__IS_ONE(m) NPK__IS_ONE_(m)
#define NPK__IS_ONE_(value) NPK__IS_ONE__(NPK__ONE_PLACEHOLDER_##value)
#define NPK__IS_ONE__(arg_or_junk) NPK__SECOND(arg_or_junk 1, 0, 0)
#if defined(NPK_OPS_SELECTED)
#define NPK__UN_KEEP(NAME) NPK__IS_ONE(NPK_USE_UNARY_##NAME)
#define NPK__BIN_KEEP(NAME) NPK__IS_ONE(NPK_USE_BINARY_##NAME)
#else
#define NPK__UN_KEEP(NAME) 1
#define NPK__BIN_KEEP(NAME) 1
#endif

#endif
