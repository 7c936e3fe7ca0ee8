/* test_requant.c - the AVX-512 requantisation (npk_kernels/npk_requant_avx512.h)
 * lane by lane against the scalar oracle npk_qgemm_requant, on the inputs
 * where its float way could go wrong: sums a few units from a rounding
 * tie (solved for from each lane's multiplier and shift), shifts 1..62,
 * full-range multipliers and sums (int32 wrap with the bias), negative
 * multipliers, multipliers with few fraction bits (exact ties in every
 * other sum), single and double rounding, clips narrower than int8.
 * Besides the results (npk__rq16_apply and the batched npk__rq16_store_n,
 * with partial masks), it checks the float way's claim itself: wherever
 * its z is not a multiple of 2^12, z >> 12 clipped is the exact result;
 * and that the near-tie inputs do reach the check (some z on a multiple
 * of 2^12 whose z >> 12 would have been wrong), so the test has teeth.
 * Built for the avx512 path only (the header is AVX-512 code). */
#include "test_util.h"

#if TU_EXPECT_ISA == 2 && defined(__AVX512BW__) && defined(__AVX512VL__)
#include "npk_kernels/npk_requant_avx512.h"

/* One set of 16 lanes' constants. */
typedef struct lanes {
    int32_t bias[16], mult[16], shift[16];
    int32_t zp, lo, hi;
    int dr;
} lanes;

static int8_t want(const lanes *L, int l, int32_t acc)
{
    int32_t s = (int32_t)((uint32_t)acc + (uint32_t)L->bias[l]); /* the kernels' int32 wrap */
    return npk_qgemm_requant(s, L->mult[l], L->shift[l], L->dr, L->zp, L->lo, L->hi);
}

static int8_t sat8(int32_t v) { return (int8_t)(v < -128 ? -128 : v > 127 ? 127 : v); }

static long n_flagged, n_saved, n_fast_vectors;

static void set_lanes(const lanes *L, size_t uses, npk__rq16 *k)
{
    npk__rq16_set(L->dr, _mm512_loadu_si512((const void *)L->bias), _mm512_loadu_si512((const void *)L->mult),
                  _mm512_loadu_si512((const void *)L->shift), 0xFFFF, L->zp, L->lo, L->hi, uses, k);
}

/* acc[0 .. 16 nv): lane l of vector v is acc[16 v + l]. */
static void check_vectors(const lanes *L, const int32_t *acc, size_t nv)
{
    npk__rq16 k;
    int8_t out[16 * 40 + 8];
    size_t v, l, n, stride = 40;
    set_lanes(L, 16, &k);
    for (v = 0; v < nv; ++v) {
        __m512i a = _mm512_loadu_si512((const void *)(acc + 16 * v));
        int32_t got[16], z[16];
        _mm512_storeu_si512((void *)got, npk__rq16_apply(&k, a));
        for (l = 0; l < 16; ++l)
            CHECK(sat8(got[l]) == want(L, (int)l, acc[16 * v + l]), "apply: lane %zu acc %d mult %d shift %d dr %d zp %d: %d, want %d",
                  l, acc[16 * v + l], L->mult[l], L->shift[l], L->dr, L->zp, sat8(got[l]), want(L, (int)l, acc[16 * v + l]));
        if (!k.fast) continue;
        ++n_fast_vectors;
        /* the float way's claim, lane by lane */
        _mm512_storeu_si512((void *)z, npk__rq16_z(&k, _mm512_add_epi32(a, k.bias)));
        for (l = 0; l < 16; ++l) {
            int32_t y = z[l] >> NPK__RQ_BITS;
            int8_t r = sat8(y < L->lo ? L->lo : y > L->hi ? L->hi : y);
            if (z[l] % (1 << NPK__RQ_BITS) == 0) {
                ++n_flagged;
                n_saved += r != want(L, (int)l, acc[16 * v + l]);
            } else
                CHECK(r == want(L, (int)l, acc[16 * v + l]), "float way unflagged but wrong: acc %d mult %d shift %d z %d",
                      acc[16 * v + l], L->mult[l], L->shift[l], z[l]);
        }
    }
    /* batched: n vectors at a stride, lanes of a partial mask; other bytes untouched */
    for (n = 1; n <= 16 && n <= nv; n += 5) {
        __m512i vs[16];
        __mmask16 m = (__mmask16)(n % 2 ? 0xFFFF : 0x7FF5);
        for (v = 0; v < n; ++v) vs[v] = _mm512_loadu_si512((const void *)(acc + 16 * v));
        memset(out, 0x5A, sizeof out);
        npk__rq16_store_n(&k, vs, n, m, out, stride);
        for (v = 0; v < 16; ++v)
            for (l = 0; l < stride; ++l) {
                int in = v < n && l < 16 && (m >> l & 1);
                int8_t w = in ? want(L, (int)l, acc[16 * v + l]) : (int8_t)0x5A;
                CHECK(out[v * stride + l] == w, "store_n n=%zu vector %zu byte %zu: %d, want %d", n, v, l, out[v * stride + l], w);
            }
    }
}

/* A sum within d of a rounding tie of lane l: a * mult + round on a
 * multiple of 2^shift (j 2^shift, j the target value), then d added. */
__extension__ typedef __int128 i128; /* GCC and clang: the x86-64 targets this test is built for */
static int32_t near_tie(const lanes *L, int l, int j, int d)
{
    int s = L->shift[l] < 1 ? 1 : L->shift[l] > 62 ? 62 : L->shift[l];
    i128 round = (i128)1 << (s - 1), t, a;
    int64_t m = L->mult[l];
    if (m == 0) return d;
    if (L->dr && s > 31) round += (j >= 0) == (m > 0) ? (1 << 30) : -(1 << 30);
    t = (i128)j * ((i128)1 << s) - round;
    a = t / m;
    a += d - (i128)L->bias[l];
    if (a > INT32_MAX) a = INT32_MAX;
    if (a < INT32_MIN) a = INT32_MIN;
    return (int32_t)a;
}

static void random_lanes(lanes *L, int realistic, int dr)
{
    int l;
    static const int32_t clips[4][2] = {{-128, 127}, {0, 127}, {-20, 50}, {-128, 90}};
    int c = (int)tu_rand_below(4);
    L->dr = dr;
    L->zp = (int32_t)tu_rand_below(256) - 128;
    L->lo = clips[c][0] == 0 ? L->zp : clips[c][0];
    L->hi = clips[c][1];
    if (L->lo > L->hi) L->lo = L->hi;
    for (l = 0; l < 16; ++l) {
        if (realistic) {
            L->mult[l] = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu));
            L->shift[l] = 32 + (int32_t)tu_rand_below(14);
            L->bias[l] = (int32_t)tu_rand_below(1u << 16) - (1 << 15);
        } else {
            L->mult[l] = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu);
            L->shift[l] = 1 + (int32_t)tu_rand_below(62);
            L->bias[l] = (int32_t)tu_rand_u32();
        }
        if (tu_rand_below(8) == 0) L->mult[l] = -L->mult[l];
    }
}

static void run_set(const lanes *L, int realistic)
{
    int32_t acc[16 * 16];
    size_t i;
    int l;
    for (i = 0; i < 16 * 16; ++i) { /* near ties of output values around the clip range */
        l = (int)(i % 16);
        acc[i] = near_tie(L, l, (int)tu_rand_below(300) - 150 - L->zp, (int)tu_rand_below(7) - 3);
    }
    check_vectors(L, acc, 16);
    for (i = 0; i < 16 * 16; ++i)
        acc[i] = realistic ? (int32_t)tu_rand_below(1u << 22) - (1 << 21) : (int32_t)tu_rand_u32();
    acc[0] = INT32_MIN, acc[1] = INT32_MAX, acc[2] = 0, acc[3] = -1;
    check_vectors(L, acc, 16);
}

int main(void)
{
    int rc = tu_begin("kernels_requant"), it, dr, l;
    lanes L;
    npk__rq16 k;
    if (rc) return rc;
    for (it = 0; it < 300; ++it)
        for (dr = 0; dr < 2; ++dr) {
            random_lanes(&L, it % 3 != 0, dr);
            run_set(&L, it % 3 != 0);
        }
    /* few fraction bits (mult / 2^shift = 3/4, 1/2 ...: ties in every other
     * sum): the float way must stand aside, and the results stay exact */
    random_lanes(&L, 1, 1);
    for (l = 0; l < 16; ++l) L.mult[l] = 3 << 28, L.shift[l] = 28 + 2 + (l % 3);
    set_lanes(&L, 16, &k);
    CHECK(!k.fast, "float way taken for multipliers with 2-4 fraction bits");
    run_set(&L, 1);
    L.shift[5] = 5, L.mult[5] = 1; /* a shift below 10 in one lane */
    set_lanes(&L, 16, &k);
    CHECK(!k.fast, "float way taken with a lane of shift 5");
    run_set(&L, 1);
    /* a caller with fewer than NPK__RQ_FAST_USES vectors gets the exact way */
    random_lanes(&L, 1, 1);
    set_lanes(&L, NPK__RQ_FAST_USES - 1, &k);
    CHECK(!k.fast, "float way prepared for %d uses", NPK__RQ_FAST_USES - 1);
    set_lanes(&L, NPK__RQ_FAST_USES, &k);
    CHECK(k.fast, "float way not taken for realistic multipliers");
    /* the near-tie inputs reach the check, and it matters */
    CHECK(n_fast_vectors > 1000, "only %ld vectors took the float way", n_fast_vectors);
    CHECK(n_flagged > 100, "only %ld lanes flagged: the near-tie inputs miss the ties", n_flagged);
    CHECK(n_saved > 10, "only %ld flagged lanes would have been wrong: the check is not exercised", n_saved);
    printf("kernels_requant: %ld vectors the float way, %ld lanes flagged, %ld of them wrong without the check\n",
           n_fast_vectors, n_flagged, n_saved);
    return tu_end("kernels_requant");
}
#else
int main(void)
{
    int rc = tu_begin("kernels_requant");
    if (rc) return rc;
    printf("kernels_requant: no AVX-512 BW/VL in this build\n");
    return 77;
}
#endif
