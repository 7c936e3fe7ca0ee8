/* npk.h - header-only C99 neural-network kernels and TCP interpreter.
 *
 * Usage: in exactly one C file
 *     #define NPK_IMPLEMENTATION
 *     #include "npk.h"
 * and plain #include "npk.h" everywhere else. No heap, no threads, no global
 * state; only <string.h>, <math.h> and <stdint.h> from libc.
 * Desktop programs may instead link the npk_multi library (npk_multi/), which
 * holds the implementation with several x86 kernel paths and picks the best
 * one for the CPU at start-up (env NPK_ISA=scalar|avx2|avx512 forces one;
 * env NPK_MAX_ISA=scalar|avx2|avx512 caps the choice, forced or automatic, to
 * test what an older CPU gets; a path above the cap is refused);
 * they then define NPK_IMPLEMENTATION nowhere.
 *
 * Kernels (float32, row-major; each has a plain C99 npk_ref_* oracle and a
 * dispatching npk_* entry that uses AVX-512, AVX2+FMA or NEON when the
 * compiler targets them, see npk_isa_name() and npk_isa_select()):
 *   npk_matmul_f32      C = op(A) op(B) + bias, then relu/clamp   npk_kernels/npk_matmul.h
 *   npk_matmul_i8       int8 x int8 -> int32 with zero points     npk_kernels/npk_matmul_i8.h
 *   npk_conv2d_i8       NHWC int8 conv (im2col + npk_matmul_i8)   npk_kernels/npk_conv_i8.h
 *   npk_qgemm           int8 GEMM, packed weights, int8 out         npk_kernels/npk_qgemm.h
 *   npk_qconv_direct    npk_qgemm's conv without im2col (VNNI)      npk_kernels/npk_qconv.h
 *   npk_qdwconv         int8 depthwise conv, int8 out               npk_kernels/npk_qdwconv.h
 *   npk_qadd            int8 add with rescale (tables), int8 out    npk_kernels/npk_qadd.h
 *   npk_quantize_f32    f32 -> int8 (mul, cast, rescale)            npk_kernels/npk_quantize_f32.h
 *   npk_binary_f32      add/sub/mul/max/min, numpy broadcasting  npk_kernels/npk_eltwise.h
 *   npk_unary_f32       relu/exp/tanh/sigmoid/clamp/copy         npk_kernels/npk_eltwise.h
 *   npk_softmax_f32     softmax and log-softmax along an axis    npk_kernels/npk_softmax.h
 *   npk_layer_norm_f32  (x - mean) / sqrt(var + eps) along an axis npk_kernels/npk_norm.h
 *   npk_resize_f32      NHWC nearest / bilinear resize (tosa.resize)  npk_kernels/npk_resize.h
 *   npk_reshape_f32, npk_transpose_f32                           npk_kernels/npk_layout.h
 *   npk_conv2d_f32      NCHW conv, stride/pad/dilation/groups    npk_kernels/npk_conv.h
 *   npk_conv2d_res_f32_part  the same + a residual added before or after the act
 *   npk_maxpool2d_f32, npk_avgpool2d_f32                         npk_kernels/npk_pool.h
 *   npk_conv2d_maxpool_f32  conv + max pool, a band of rows at a time   npk_kernels/npk_conv_pool.h
 *
 * Programs (npk_interp/npk_program.h; format in docs/tcp-format.md):
 *   npk_program_load(&prog, buf, size, &err)   view + validate a .tcp bundle
 *   npk_program_validate(&prog, &err)          validate C tables from mlir2c
 *   npk_input_data(&prog, arena, i)            where to write input i
 *   npk_run(&prog, arena, arena_bytes, &opts, &err)  opts may be NULL; its
 *       parallel_for hook (if set) runs big ops as independent tasks with
 *       results bit-identical to a serial run
 *   npk_output_data(&prog, arena, i)           where to read output i
 *   (or opts.inputs / opts.outputs: the caller's own 64-byte aligned buffers,
 *    no copy, where npk_program_io_bindable(&prog, is_output, i) allows)
 * Errors are npk_status values; npk_status_str() names them and npk_error.message
 * says which op, tensor or byte offset was wrong.
 *
 * Stack: kernels keep bounded working buffers on the caller's stack instead of
 * the heap: the GEMM's packed blocks, (MC + NC) * KC * 4 bytes (~576 KB on the
 * AVX-512 path, ~192 KB portable; -DNPK_GEMM_MC/KC/NC shrink them, see
 * npk_kernels/npk_gemm_config.h), and ~50 KB for a depthwise conv on
 * the x86 paths. The Winograd conv's buffers are in its planned scratch
 * (npk_conv2d_winograd_scratch_bytes). Run npk_run on threads with stacks of
 * 1 MB or more, or build smaller blocks (tests/cross/stack_frames.sh lists
 * the Cortex-M frames over 1 KB).
 *
 * Firmware: link only a model's kernels (docs/FIRMWARE.md). In the one file
 * with NPK_IMPLEMENTATION, include the model header mlir2c wrote first (it
 * defines NPK_USE_OP_<NAME> for each op, NPK_USE_UNARY_<FN>/NPK_USE_BINARY_<FN>
 * for each elementwise function, and NPK_USE_CONV_WINOGRAD,
 * NPK_USE_MATMUL_GEMM, NPK_USE_MATMUL_BATCHED, NPK_USE_POOL_GENERAL for the
 * kernel paths the model reaches; all as 1), then define any of:
 *   NPK_OPS_SELECTED   compile only those ops, functions and paths
 *                      (npk_kernels/npk_select.h). The validator refuses a
 *                      left-out op, function or Winograd filter with a
 *                      message; a left-out matmul GEMM runs M>1,N>1 row by row
 *                      and a left-out general pool runs the reference loops
 *                      (correct, slower); left-out kernels' public entry
 *                      points (npk_conv2d_f32 without conv2d) are not defined
 *   NPK_NO_THREADS     every op runs as one inline task; npk_run ignores the
 *                      parallel_for hook (results are the serial run's anyway)
 *   NPK_NO_MESSAGES    errors keep their status, the message is only
 *                      npk_status_str(status): no format strings or the code
 *                      that fills them (MLP -2.0 KB, LeNet -2.2 KB on an M4F)
 *   NPK_NO_IO_BINDING  no caller buffers for inputs/outputs: npk_run refuses
 *                      non-NULL opts.inputs/outputs, npk_program_io_bindable
 *                      says 0 (about 0.6 KB on an M4F)
 *   NPK_NO_INTERP_IMPLEMENTATION  the kernels only: no program loader,
 *                      validator or interpreter (for code that calls the
 *                      npk_* kernels directly; the kernel tests build this way,
 *                      which halves their compile time)
 * None changes the results of the model whose header selected the ops;
 * with none defined the build is the default one. tests/select checks them.
 *
 * NaN policy: NaN inputs propagate. max/min/relu/clamp/max-pool return NaN when
 * any operand is NaN; softmax of a row holding NaN is NaN across that row.
 * npk never changes the floating-point environment.
 */
#ifndef NPK_H
#define NPK_H
#include "npk_kernels/npk_common.h"
#include "npk_kernels/npk_matmul.h"
#include "npk_kernels/npk_matmul_i8.h"
#include "npk_kernels/npk_conv_i8.h"
#include "npk_kernels/npk_qgemm.h"
#include "npk_kernels/npk_qconv.h"
#include "npk_kernels/npk_qdwconv.h"
#include "npk_kernels/npk_qadd.h"
#include "npk_kernels/npk_quantize_f32.h"
#include "npk_kernels/npk_eltwise.h"
#include "npk_kernels/npk_softmax.h"
#include "npk_kernels/npk_norm.h"
#include "npk_kernels/npk_rnn.h"
#include "npk_kernels/npk_resize.h"
#include "npk_kernels/npk_layout.h"
#include "npk_kernels/npk_conv.h"
#include "npk_kernels/npk_pool.h"
#include "npk_kernels/npk_conv_pool.h"
#include "npk_interp/npk_format.h"
#include "npk_interp/npk_program.h"
#include "npk_interp/npk_registry.h"
#endif

#if defined(NPK_IMPLEMENTATION) && !defined(NPK_IMPLEMENTATION_INCLUDED)
#define NPK_IMPLEMENTATION_INCLUDED
#include "npk_kernels/npk_common.h"
#ifndef NPK_NO_KERNEL_IMPLEMENTATION
#include "npk_kernels/npk_kernels_impl.h"
#endif
#ifndef NPK_NO_INTERP_IMPLEMENTATION
#include "npk_interp/npk_interp_impl.h"
#endif
#endif
