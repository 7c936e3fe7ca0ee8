/* literals.h - element values as the .tcp stores them: bit patterns of
 * f16/bf16/f32/f64, little-endian integers of every width (i1 one byte,
 * index as i64). The parser uses these for dense, hex and dense_resource
 * constants of every element type and for hex float literals. */
#ifndef M2C_LITERALS_H
#define M2C_LITERALS_H
#include <stdint.h>

int m2c_elem_bytes(int elem);
int64_t m2c_to_i64(double f);                       /* truncated toward zero; NaN or beyond int64: INT64_MIN (no UB) */
float m2c_to_f32(double d);                         /* nearest float, infinity beyond FLT_MAX (no UB) */                       /* bytes per element in .tcp/hex/blob form */
uint16_t m2c_f32_to_f16(float f);                   /* round to nearest even */
float m2c_f16_to_f32(uint16_t h);
uint16_t m2c_f32_to_bf16(float f);                  /* round to nearest even */
float m2c_bf16_to_f32(uint16_t h);
/* A float literal given as its bit pattern (0x7F800000 : f32 is +inf). */
double m2c_float_from_bits(uint64_t bits, int elem);
/* Store one element: floats from f, integers from i (two's complement, truncated). */
void m2c_store_elem(unsigned char *dst, int elem, double f, int64_t i);
/* Read one little-endian element as a double; is_unsigned for ui8..ui64. */
double m2c_load_elem(const unsigned char *src, int elem, int is_unsigned, int64_t *i);

#endif
