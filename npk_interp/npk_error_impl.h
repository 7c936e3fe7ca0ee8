/* npk_error_impl.h - npk__fail(): the one way the library reports bad input,
 * a status plus a message in the caller's npk_error, formatted without stdio. */
#ifndef NPK_ERROR_IMPL_H
#define NPK_ERROR_IMPL_H
#include <stdarg.h>

/* The decimal digits of v at out (no terminator); returns how many. The one
 * number-to-text routine: messages, shape strings and --print use it. */
static inline size_t npk__u64_digits(uint64_t v, char *out)
{
    char rev[20];
    size_t n = 0, k;
    do { rev[n++] = (char)('0' + v % 10u); v /= 10u; } while (v);
    for (k = 0; k < n; k++) out[k] = rev[n - 1 - k];
    return n;
}

#if defined(NPK_NO_MESSAGES)
/* Firmware option: an error sets the status and, as the message, only
 * npk_status_str() of it ("shape mismatch", ...): the format strings and the
 * code that fills them in (shape strings, numbers) are not compiled. The
 * arguments stay type-checked, inside sizeof, never evaluated. */
int npk__fail_args(const char *fmt, ...); /* never defined: only under sizeof */
static npk_status npk__fail_status(npk_error *err, npk_status s, size_t unused)
{
    const char *m = npk_status_str(s);
    size_t len = 0;
    (void)unused;
    if (!err) return s;
    err->status = s;
    while (m[len] && len + 1 < sizeof err->message) { err->message[len] = m[len]; len++; }
    err->message[len] = '\0';
    return s;
}
#define npk__fail(err, s, ...) npk__fail_status((err), (s), sizeof npk__fail_args(__VA_ARGS__))
#else
/* Supports %s %u (unsigned) %d (int) %U (uint64_t) ---- */

static void npk__put(char *buf, size_t cap, size_t *len, char c)
{
    if (*len + 1 < cap) buf[(*len)++] = c;
}

static void npk__put_u64(char *buf, size_t cap, size_t *len, uint64_t v)
{
    char digits[20];
    size_t n = npk__u64_digits(v, digits), k;
    for (k = 0; k < n; k++) npk__put(buf, cap, len, digits[k]);
}

static npk_status npk__fail(npk_error *err, npk_status s, const char *fmt, ...)
{
    va_list ap;
    size_t len = 0, cap;
    char *buf;
    if (!err) return s;
    err->status = s;
    buf = err->message;
    cap = sizeof err->message;
    va_start(ap, fmt);
    for (; *fmt; fmt++) {
        if (*fmt != '%' || !fmt[1]) { npk__put(buf, cap, &len, *fmt); continue; }
        switch (*++fmt) {
        case 's': {
            const char *str = va_arg(ap, const char *);
            while (str && *str) npk__put(buf, cap, &len, *str++);
            break;
        }
        case 'u': npk__put_u64(buf, cap, &len, va_arg(ap, unsigned)); break;
        case 'U': npk__put_u64(buf, cap, &len, va_arg(ap, uint64_t)); break;
        case 'd': {
            int v = va_arg(ap, int);
            if (v < 0) npk__put(buf, cap, &len, '-');
            npk__put_u64(buf, cap, &len, v < 0 ? (uint64_t)0 - (uint64_t)(int64_t)v : (uint64_t)v);
            break;
        }
        default: npk__put(buf, cap, &len, *fmt); break;
        }
    }
    va_end(ap);
    buf[len] = '\0';
    return s;
}
#endif /* NPK_NO_MESSAGES */

/* The element types this build runs. A firmware build that selects its ops
 * (NPK_OPS_SELECTED) knows only f32 unless a model's C tables name another
 * type with NPK_USE_DTYPE_<NAME>, so an all-f32 model pays nothing for the
 * others; the validator refuses the rest as unknown. */
#if defined(NPK_OPS_SELECTED) && !defined(NPK_USE_DTYPE_F16) && !defined(NPK_USE_DTYPE_BF16) && \
    !defined(NPK_USE_DTYPE_I1) && !defined(NPK_USE_DTYPE_I8) && !defined(NPK_USE_DTYPE_I16) && \
    !defined(NPK_USE_DTYPE_I32) && !defined(NPK_USE_DTYPE_I64) && !defined(NPK_USE_DTYPE_F64) && \
    !defined(NPK_USE_DTYPE_F8E4M3FN) && !defined(NPK_USE_DTYPE_F8E5M2) && !defined(NPK_USE_DTYPE_F8E4M3FNUZ) && \
    !defined(NPK_USE_DTYPE_F8E5M2FNUZ) && !defined(NPK_USE_DTYPE_F8E8M0FNU) && !defined(NPK_USE_DTYPE_F4E2M1FN) && \
    !defined(NPK_USE_DTYPE_I4) && !defined(NPK_USE_DTYPE_I2)
#define npk__dtype_size(dt) ((dt) == NPK_DTYPE_F32 ? 4u : 0u)
#define NPK__F32_ONLY 1 /* ops leave out their code for other element types */
#else
#define npk__dtype_size(dt) npk_dtype_size(dt)
#endif

#endif
