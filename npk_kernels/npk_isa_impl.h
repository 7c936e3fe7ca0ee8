/* npk_isa_impl.h - npk_isa_name() and npk_isa_select() for a header build,
 * which has exactly the one path the compiler flags chose. (npk_multi defines
 * both itself, choosing among several compiled paths at run time.) */
#ifndef NPK_ISA_IMPL_H
#define NPK_ISA_IMPL_H
#include "npk_common.h"

const char *npk_isa_name(void)
{
#if defined(NPK_HAVE_AVX512)
    return "avx512";
#elif defined(NPK_HAVE_AVX2)
    return "avx2";
#elif defined(NPK_HAVE_NEON)
    return "neon";
#else
    return "scalar";
#endif
}

npk_status npk_isa_select(const char *isa, npk_error *err)
{
    const char *have = npk_isa_name();
    size_t len;
    if (!isa || !isa[0] || strcmp(isa, "auto") == 0 || strcmp(isa, have) == 0) return NPK_OK;
    if (err) {
        /* "ISA 'x' is not available: this build has only 'y'" without stdio */
        static const char a[] = "ISA '", b[] = "' is not available: this build has only '";
        char *m = err->message;
        size_t room = sizeof err->message - 1, n;
        err->status = NPK_ERR_ARGUMENT;
        m[0] = '\0';
        len = strlen(isa);
        if (len > 64) len = 64;
        strncat(m, a, room);
        n = strlen(m);
        strncat(m, isa, len < room - n ? len : room - n);
        strncat(m, b, room - strlen(m));
        strncat(m, have, room - strlen(m));
        strncat(m, "'", room - strlen(m));
    }
    return NPK_ERR_ARGUMENT;
}
#endif /* NPK_ISA_IMPL_H */
