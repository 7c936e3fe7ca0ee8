/* lower_onnx_sample.c - (being written) */
#include "lower_onnx.h"

void ox_lower_sample(m2c_lowerer *L)
{
    m2c_onnx_refuse(L);
}
