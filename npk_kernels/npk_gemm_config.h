/* npk_gemm_config.h - GEMM block sizes for every ISA path, in one place.
 * Private to the implementation (included by npk_matmul_impl.h).
 *
 * BLIS names: the microkernel computes an MR x NR tile of C; a KC x NR
 * micro-panel of packed B should stay in L1 while the MR x KC micro-panel of
 * A streams; the MC x KC block of packed A and the KC x NC block of packed B
 * stay in L2. Both packed blocks live on the stack (no heap), so
 * (MC + NC) * KC * 4 bytes is the stack the GEMM needs.
 *
 * MC, KC and NC can be set at build time (-DNPK_GEMM_MC=.. -DNPK_GEMM_KC=..
 * -DNPK_GEMM_NC=..), e.g. to shrink the GEMM's stack on a microcontroller:
 * MC a multiple of MR, NC a multiple of NR, all > 0 (checked below). MR and
 * NR belong to the microkernels and are fixed.
 *
 * Block sizes never change results: every C element is summed over k in the
 * same order (KC chunks, each a sequential FMA chain) whatever the tiling.
 * That is what makes row/column splits for threads bit-identical to serial. */
#ifndef NPK_GEMM_CONFIG_H
#define NPK_GEMM_CONFIG_H
#include "npk_common.h"

#if defined(NPK_HAVE_AVX512)
/* 8 x 32: 16 zmm accumulators + 2 B vectors + broadcasts. KC x NR of B is
 * 32 KiB (L1 is 32-48 KiB); A block 64 KiB, B block 512 KiB (L2 >= 1 MiB).
 * A is packed again for every NC columns of C, from L3 once A is large: NC
 * 512 rather than 256 measured SGEMM 1024 at 83% of peak instead of 81%
 * (median, side by side). */
#define NPK__GEMM_MR 8
#define NPK__GEMM_NR 32
#define NPK__GEMM_KC_DEFAULT 256
#define NPK__GEMM_MC_DEFAULT 64
#define NPK__GEMM_NC_DEFAULT 512
#elif defined(NPK_HAVE_AVX2)
/* 6 x 16: 12 ymm accumulators (of 16). KC x NR of B is 16 KiB. */
#define NPK__GEMM_MR 6
#define NPK__GEMM_NR 16
#define NPK__GEMM_KC_DEFAULT 256
#define NPK__GEMM_MC_DEFAULT 72
#define NPK__GEMM_NC_DEFAULT 256
#elif defined(NPK_HAVE_NEON)
/* 8 x 12: 24 q-register accumulators (of 32), 3 for B, 2 for A. */
#define NPK__GEMM_MR 8
#define NPK__GEMM_NR 12
#define NPK__GEMM_KC_DEFAULT 256
#define NPK__GEMM_MC_DEFAULT 64
#define NPK__GEMM_NC_DEFAULT 240
#else
/* Portable C: a 4 x 8 tile the compiler can keep in registers. */
#define NPK__GEMM_MR 4
#define NPK__GEMM_NR 8
#define NPK__GEMM_KC_DEFAULT 256
#define NPK__GEMM_MC_DEFAULT 64
#define NPK__GEMM_NC_DEFAULT 128
#endif

#if defined(NPK_GEMM_MC)
#define NPK__GEMM_MC (NPK_GEMM_MC)
#else
#define NPK__GEMM_MC NPK__GEMM_MC_DEFAULT
#endif
#if defined(NPK_GEMM_KC)
#define NPK__GEMM_KC (NPK_GEMM_KC)
#else
#define NPK__GEMM_KC NPK__GEMM_KC_DEFAULT
#endif
#if defined(NPK_GEMM_NC)
#define NPK__GEMM_NC (NPK_GEMM_NC)
#else
#define NPK__GEMM_NC NPK__GEMM_NC_DEFAULT
#endif

#if NPK__GEMM_MC <= 0 || NPK__GEMM_KC <= 0 || NPK__GEMM_NC <= 0
#error "NPK_GEMM_MC, NPK_GEMM_KC and NPK_GEMM_NC must be positive"
#endif
#if NPK__GEMM_MC % NPK__GEMM_MR != 0
#error "NPK_GEMM_MC must be a multiple of the microkernel's MR (npk_gemm_config.h)"
#endif
#if NPK__GEMM_NC % NPK__GEMM_NR != 0
#error "NPK_GEMM_NC must be a multiple of the microkernel's NR (npk_gemm_config.h)"
#endif
#endif /* NPK_GEMM_CONFIG_H */
