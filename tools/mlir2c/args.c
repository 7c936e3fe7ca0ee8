/* args.c - give every function argument a static shape: `?` dims come from
 * --shape NAME=AxB, and --const NAME=FILE.npy turns an argument (f32, or
 * integers from an integer .npy) into a constant. Disagreements are reported at the argument's declaration. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ir.h"
#include "literals.h"
#include "tools/common/npk_io.h"

static m2c_value *find_arg(m2c_func *f, const char *name, const char *opt)
{
    int i;
    for (i = 0; i < f->n_args; i++)
        if (!strcmp(f->args[i]->name, name)) return f->args[i];
    m2c_fatal(M2C_EXIT_USAGE, "%s: function '%s' has no argument '%s'", opt, f->name, name);
    return NULL;
}

/* A concrete shape must fit the declared type: same rank, equal static dims. */
static void check_fits(m2c_value *v, const m2c_type *given, const char *what)
{
    char d[128], g[128];
    int i, ok = given->rank == v->decl.rank;
    for (i = 0; ok && i < given->rank; i++)
        if (v->decl.dims[i] != M2C_DYN && v->decl.dims[i] != given->dims[i]) ok = 0;
    if (ok) return;
    m2c_type_str(&v->decl, d, sizeof d);
    m2c_shape_str(given, g, sizeof g);
    m2c_error_at(v->loc, "%s for argument '%s' has shape %s, which does not match its type %s", what, v->name, g, d);
}

/* --const NAME=VALUE (or a one-element .npy) for a scalar argument: it becomes
 * a scalar constant of its declared type, so it may size or offset things. */
static void const_scalar_arg(m2c_value *v, const char *text)
{
    char *end, err[512];
    double d = strtod(text, &end);
    if (end == text || *end) {
        npk_array a;
        memset(&a, 0, sizeof a);
        if (npk_io_read_npy(text, &a, err, sizeof err) != 0) m2c_fatal(M2C_EXIT_IO, "--const %s: %s", v->name, err);
        if (a.count != 1) m2c_error_at(v->loc, "--const for the scalar argument '%s': the array has %llu elements (needs 1)",
                                       v->name, (unsigned long long)a.count);
        d = a.data[0];
        npk_array_free(&a);
    }
    if (!m2c_elem_is_float(v->decl.elem) && d != (double)(int64_t)d)
        m2c_error_at(v->loc, "--const for the integer argument '%s': %s is not an integer", v->name, text);
    v->shape = v->decl;
    v->kind = M2C_V_CONST;
    v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
    v->cbuf->count = 1;
    v->cbuf->elem = v->decl.elem;
    v->cbuf->data = (float *)m2c_alloc(sizeof(float));
    v->cbuf->data[0] = m2c_to_f32(d);
    if (v->decl.elem != M2C_F32) {
        v->cbuf->raw = m2c_alloc(8);
        m2c_store_elem((unsigned char *)v->cbuf->raw, v->decl.elem, d, (int64_t)d);
    }
}

/* --const NAME=NUMBER for a static tensor argument (of any element type):
 * every element that number, e.g. a tensor of sizes a model reads with
 * item(). 0 when the text is not a number (then it names a .npy file). */
static int const_splat_arg(m2c_value *v, const char *text)
{
    char *end;
    double d = strtod(text, &end);
    uint64_t n, k;
    int w;
    if (end == text || *end) return 0;
    if (!m2c_type_static(&v->shape) || !m2c_elem_dtype(v->shape.elem))
        m2c_error_at(v->loc, "--const %s=%s: the argument must be a static tensor of a .tcp element type", v->name, text);
    if (!m2c_elem_is_float(v->shape.elem) && d != (double)(int64_t)d)
        m2c_error_at(v->loc, "--const for the integer argument '%s': %s is not an integer", v->name, text);
    n = m2c_type_count(&v->shape);
    if (n > ((uint64_t)1 << 24)) m2c_error_at(v->loc, "--const %s=%s: the argument is too large", v->name, text);
    w = m2c_elem_bytes(v->shape.elem);
    v->kind = M2C_V_CONST;
    v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
    v->cbuf->count = n;
    v->cbuf->elem = v->shape.elem;
    v->cbuf->data = (float *)m2c_alloc((size_t)n * sizeof(float) + 4);
    if (v->shape.elem != M2C_F32) v->cbuf->raw = m2c_alloc((size_t)n * (size_t)w + 1);
    for (k = 0; k < n; k++) {
        v->cbuf->data[k] = m2c_to_f32(d);
        if (v->cbuf->raw) m2c_store_elem((unsigned char *)v->cbuf->raw + k * (uint64_t)w, v->shape.elem, d, (int64_t)d);
    }
    return 1;
}

/* One integer of a typed .npy array element k (an integer dtype), or 0 with
 * *ok = 0 for a value past int64 (a u64 above 2^63 - 1). */
static int64_t npy_int(const npk_array *a, uint64_t k, int *ok)
{
    return npk_io_load_int(a->dtype, (const unsigned char *)a->data + k * npk_io_dtype_size(a->dtype), ok);
}

/* --const NAME=FILE.npy for an integer tensor argument (shapes, axes, ids a
 * model reads at translate time; what ONNX graphs feed Reshape, Slice...):
 * the file must hold integers, each in the argument's range. */
static void const_int_array_arg(m2c_value *v, const char *path)
{
    npk_array a;
    char err[512];
    uint64_t k;
    int d, w = m2c_elem_bytes(v->shape.elem);
    int64_t lo = v->shape.elem == M2C_I1 ? 0 : v->shape.elem == M2C_I8 ? INT8_MIN : v->shape.elem == M2C_I16 ? INT16_MIN
               : v->shape.elem == M2C_I32 ? INT32_MIN : INT64_MIN;
    int64_t hi = v->shape.elem == M2C_I1 ? 1 : v->shape.elem == M2C_I8 ? INT8_MAX : v->shape.elem == M2C_I16 ? INT16_MAX
               : v->shape.elem == M2C_I32 ? INT32_MAX : INT64_MAX;
    m2c_type t;
    memset(&a, 0, sizeof a);
    if (npk_io_read_npy_typed(path, &a, err, sizeof err) != 0) m2c_fatal(M2C_EXIT_IO, "--const %s: %s", v->name, err);
    if (!(a.dtype == NPK_IO_BOOL || (a.dtype >= NPK_IO_I8 && a.dtype <= NPK_IO_I64) || a.dtype == NPK_IO_U8 ||
          a.dtype == NPK_IO_U16 || a.dtype == NPK_IO_U32 || a.dtype == NPK_IO_U64))
        m2c_error_at(v->loc, "--const for the integer argument '%s': %s holds %s, not integers", v->name, path,
                     npk_io_dtype_name(a.dtype));
    if (a.rank > NPK_MAX_RANK) m2c_error_at(v->loc, "--const array for argument '%s' has rank %d (at most %d)", v->name, a.rank, NPK_MAX_RANK);
    memset(&t, 0, sizeof t);
    t.rank = a.rank;
    t.elem = v->shape.elem;
    for (d = 0; d < a.rank; d++) t.dims[d] = (int64_t)a.dims[d];
    check_fits(v, &t, "--const array");
    v->shape = t;
    v->kind = M2C_V_CONST;
    v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
    v->cbuf->count = a.count;
    v->cbuf->elem = t.elem;
    v->cbuf->data = (float *)m2c_alloc((size_t)a.count * sizeof(float) + 4);
    v->cbuf->raw = m2c_alloc((size_t)a.count * (size_t)w + 1);
    for (k = 0; k < a.count; k++) {
        int ok;
        int64_t x = npy_int(&a, k, &ok);
        if (!ok || x < lo || x > hi)
            m2c_error_at(v->loc, "--const for argument '%s': element %llu of %s does not fit %s", v->name,
                         (unsigned long long)k, path, m2c_elem_name(t.elem));
        v->cbuf->data[k] = (float)x;
        m2c_store_elem((unsigned char *)v->cbuf->raw + k * (uint64_t)w, t.elem, (double)x, x);
    }
    npk_array_free(&a);
}

void m2c_resolve_args(m2c_func *f, m2c_shape_opt *s, int ns, m2c_const_opt *c, int nc)
{
    int i, d;
    for (i = 0; i < f->n_args; i++) {
        m2c_value *v = f->args[i];
        v->shape = v->decl;
        if (v->decl.scalar) {   /* a runtime scalar is a rank-0 input: f64 held as f32, index as i64 */
            v->shape.scalar = 0;
            v->shape.rank = 0;
            if (v->decl.elem == M2C_F64) v->shape.elem = M2C_F32;
            if (v->decl.elem == M2C_INDEX) v->shape.elem = M2C_I64;
        }
    }
    for (i = 0; i < ns; i++) {
        m2c_value *v = find_arg(f, s[i].name, "--shape");
        int elem = v->shape.elem;          /* --shape gives dims only: an i32 argument stays i32 */
        check_fits(v, &s[i].shape, "--shape");
        v->shape = s[i].shape;
        v->shape.elem = elem;
        v->shape.memref = v->decl.memref;
    }
    for (i = 0; i < nc; i++) {
        m2c_value *v = find_arg(f, c[i].name, "--const");
        npk_array a;
        char err[512];
        m2c_type t;
        memset(&a, 0, sizeof a);
        if (v->decl.scalar) { const_scalar_arg(v, c[i].path); continue; }
        if (const_splat_arg(v, c[i].path)) continue;
        if (m2c_elem_is_int(v->shape.elem) && v->shape.elem != M2C_INDEX && v->shape.elem != M2C_I4 &&
            v->shape.elem != M2C_I2 && m2c_elem_dtype(v->shape.elem)) {
            const_int_array_arg(v, c[i].path);
            continue;
        }
        if (v->shape.elem != M2C_F32) {
            char d[128];
            m2c_type_str(&v->decl, d, sizeof d);
            m2c_error_at(v->loc, "--const for argument '%s': only f32 arguments can become constants (it is %s)", v->name, d);
        }
        if (npk_io_read_npy(c[i].path, &a, err, sizeof err) != 0)
            m2c_fatal(M2C_EXIT_IO, "--const %s: %s", c[i].name, err);
        if (a.rank > NPK_MAX_RANK) m2c_error_at(v->loc, "--const array for argument '%s' has rank %d (at most %d)", v->name, a.rank, NPK_MAX_RANK);
        memset(&t, 0, sizeof t);
        t.rank = a.rank;
        for (d = 0; d < a.rank; d++) {
            if (a.dims[d] == 0 || a.dims[d] > 0xFFFFFFFFu) m2c_error_at(v->loc, "--const array for argument '%s' has an empty or huge dimension", v->name);
            t.dims[d] = (int64_t)a.dims[d];
        }
        check_fits(v, &t, "--const array");
        if (!m2c_type_equal(&t, &v->shape) && m2c_type_static(&v->shape)) {
            char g[128], h[128];
            m2c_shape_str(&t, g, sizeof g);
            m2c_shape_str(&v->shape, h, sizeof h);
            m2c_error_at(v->loc, "--const array for argument '%s' has shape %s but --shape says %s", v->name, g, h);
        }
        v->shape = t;
        v->kind = M2C_V_CONST;
        v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
        v->cbuf->data = (float *)m2c_alloc((size_t)a.count * sizeof(float));
        memcpy(v->cbuf->data, a.data, (size_t)a.count * sizeof(float));
        v->cbuf->count = a.count;
        npk_array_free(&a);
    }
    for (i = 0; i < f->n_args; i++) {
        m2c_value *v = f->args[i];
        uint64_t n = 1;
        if (v->kind == M2C_V_ARG && !v->shape.scalar && m2c_type_static(&v->shape) && m2c_type_count(&v->shape) == 0) {
            /* an empty tensor (torch [0]): no data, so no program input */
            v->kind = M2C_V_CONST;
            v->cbuf = (m2c_cbuf *)m2c_alloc(sizeof *v->cbuf);
            v->cbuf->elem = v->shape.elem;
            v->cbuf->data = (float *)m2c_alloc(sizeof(float));
            continue;
        }
        for (d = 0; d < v->shape.rank; d++) {
            if (v->shape.dims[d] == M2C_DYN) {
                char t[128];
                m2c_type_str(&v->decl, t, sizeof t);
                m2c_error_at(v->loc, "dimension %d of argument '%s' (%s) is unknown; give it with --shape %s=...",
                             d, v->name, t, v->name);
            }
            if (!npk_mul_size(n, (uint64_t)v->shape.dims[d], &n) || n > ((uint64_t)1 << 36))
                m2c_error_at(v->loc, "argument '%s' is too large", v->name);
        }
    }
}
