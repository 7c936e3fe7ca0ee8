/* npk_attrs.h - op attributes as named, typed schemas.
 *
 * Each op (npk_interp/ops/NAME.h) lists its attributes once, as an X-macro:
 *     #define NPK_CONV2D_ATTRS(X) \
 *         X(conv2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL) ...
 * with X(op, name, type, default, min, max, value_names). From that one list
 * come the typed struct the code reads (npk_conv2d_attrs: fields in slot
 * order, int32_t or float), the schema the validator, mlir2c and the printer
 * read (npk_attr_schema: name, type, default, allowed range, value names) and
 * the slot count. In the .tcp format the struct is the op descriptor's 18
 * little-endian 32-bit attribute slots; floats are stored as their bits, so
 * the struct and the slots are the same bytes. */
#ifndef NPK_ATTRS_H
#define NPK_ATTRS_H
#include "../npk_kernels/npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

#define NPK_MAX_ATTRS 18
#define NPK_ATTR_INT_MAX 2147483647

typedef enum npk_attr_type {
    NPK_ATTR_INT = 1,  /* int32 in [min, max] */
    NPK_ATTR_BOOL = 2, /* 0 or 1 */
    NPK_ATTR_ENUM = 3, /* int32 in [min, max], printed by value_names */
    NPK_ATTR_F32 = 4   /* float32 bits; any value but NaN (default, min, max unused: 0) */
} npk_attr_type;

typedef struct npk_attr_schema {
    const char *name;
    uint8_t type;                   /* npk_attr_type */
    int32_t def, min, max;          /* default and allowed range (integer types) */
    const char *const *value_names; /* ENUM: names of min..max, else NULL */
} npk_attr_schema;

/* C type of each attribute type. */
#define NPK__ATTR_CT_INT int32_t
#define NPK__ATTR_CT_BOOL int32_t
#define NPK__ATTR_CT_ENUM int32_t
#define NPK__ATTR_CT_F32 float

#define NPK__ATTR_FIELD(op, name, type, def, lo, hi, names) NPK__ATTR_CT_##type name;
#define NPK__ATTR_SCHEMA(op, name, type, def, lo, hi, names) { #name, NPK_ATTR_##type, def, lo, hi, names },
#define NPK__ATTR_COUNT(op, name, type, def, lo, hi, names) +1

/* The typed struct of an op's attributes, its slot count, and a compile-time
 * check that it fits the descriptor's slots. */
#define NPK_DEFINE_ATTRS(op, LIST)                                                   \
    typedef struct npk_##op##_attrs { LIST(NPK__ATTR_FIELD) } npk_##op##_attrs;      \
    enum { NPK_##op##_N_ATTRS = 0 LIST(NPK__ATTR_COUNT) };                           \
    typedef char npk__##op##_attrs_fit[sizeof(npk_##op##_attrs) == 4 * (0 LIST(NPK__ATTR_COUNT)) && \
                                       (0 LIST(NPK__ATTR_COUNT)) <= NPK_MAX_ATTRS ? 1 : -1];
/* An op without attributes: a placeholder field (slot 0, must be 0). */
#define NPK_DEFINE_NO_ATTRS(op)                                                      \
    typedef struct npk_##op##_attrs { int32_t none_; } npk_##op##_attrs;             \
    enum { NPK_##op##_N_ATTRS = 0 };
/* The schema table (implementation side). */
#define NPK_DEFINE_SCHEMA(op, LIST) \
    static const npk_attr_schema npk__##op##_schema[] = { LIST(NPK__ATTR_SCHEMA) };

#ifdef __cplusplus
}
#endif
#endif /* NPK_ATTRS_H */
