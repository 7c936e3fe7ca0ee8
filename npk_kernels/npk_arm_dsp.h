/* npk_arm_dsp.h - what the Cortex-M DSP-extension int8 paths share
 * (npk_qgemm_dsp.h, npk_qdwconv_dsp.h): ACLE's SIMD32/DSP intrinsics and
 * the high-byte forms of SXTB16/UXTB16. */
#ifndef NPK_ARM_DSP_H
#define NPK_ARM_DSP_H
#include <arm_acle.h>
#include <stdint.h>

/* Bytes 1 and 3 of x, sign- / zero-extended to 16-bit lanes: SXTB16/UXTB16
 * with their ROR #8 operand (gcc 12 does not fold a C rotate into it, and
 * the extra MOV costs one instruction in seven in the GEMM's loop). */
static inline uint32_t npk__dsp_sxtb16_hi(uint32_t x)
{
    uint32_t r;
    __asm__("sxtb16 %0, %1, ror #8" : "=r"(r) : "r"(x));
    return r;
}
static inline uint32_t npk__dsp_uxtb16_hi(uint32_t x)
{
    uint32_t r;
    __asm__("uxtb16 %0, %1, ror #8" : "=r"(r) : "r"(x));
    return r;
}

#endif /* NPK_ARM_DSP_H */
