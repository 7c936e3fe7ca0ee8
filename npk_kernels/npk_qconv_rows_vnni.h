/* npk_qconv_rows_vnni.h - the "window row" words of npk_qconv_direct for
 * images of few channels (c % 4 != 0: the first layer of a model on a
 * grey or RGB image). Private to npk_qconv_vnni.h, which runs them through
 * its ring, and its blocks and epilogue or (int8 results, not pooled) the
 * channel-lane rows of npk_qconv_px_vnni.h.
 *
 * Why: with 1 channel, im2col copies a 5-byte window row per move and
 * npk_qgemm then computes a handful of output channels per 16 lanes (LeNet's
 * first conv, 6 channels: 9.4 us of a 15 us model on Zen 4).
 *
 * A window row of kw pixels is kw * c contiguous bytes of the image row, so
 * the words vpdpbusd multiplies can be 4 consecutive bytes of it: word q of
 * output column j is the padded row's bytes j * stride_w * c + 4q .. + 3
 * (q < gw, gw = the window row's bytes rounded up to words). A relaid row
 * holds [q][column] words, + 128 as the VNNI GEMM wants them; 16 columns of
 * a word are one vpermt2b of two 64-byte loads of the padded row (so
 * stride_w * c <= 8: LeNet's second conv, 6 channels, too). The weights are
 * repacked to match, per call and tiny: [panel][ky][q] rows of 16 channels'
 * words, zero past the window row; where the window row is whole words
 * (kw * c % 4 == 0) that is the packed panel as it is. */
#ifndef NPK_QCONV_ROWS_VNNI_H
#define NPK_QCONV_ROWS_VNNI_H

#if defined(__AVX512VBMI__) && defined(__AVX512VNNI__) && defined(__AVX512BW__)
#define NPK__QR_ATTR
static int npk__qr_cpu(void) { return 1; }
#else
#define NPK__QR_ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni,avx512vbmi")))
static int npk__qr_cpu(void)
{
    __builtin_cpu_init(); /* returns at once after the first call */
    return __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512vnni") &&
           __builtin_cpu_supports("avx512bw");
}
#endif

/* Whether this CPU and build take the window-row words (which shapes:
 * npk_qconv_rows_layout). */
static int npk__qr_enabled(void)
{
#ifdef NPK_NO_VBMI
    (void)npk__qr_cpu;
    return 0;
#else
    return npk__qr_cpu();
#endif
}

/* Image n's row iy, relaid: buf gets in_zp, the row, in_zp; then each
 * word q of 16 columns at a time is a vpermt2b of 128 bytes from column
 * j0's first byte (lane l, byte b <- byte l * stride_w * c + b), + 128. */
static NPK__QR_ATTR void npk__qr_relay(const npk_qconv_params *p, size_t n, size_t iy, size_t ow16, size_t gw,
                                       int8_t *buf, size_t buf_bytes, uint32_t *slot)
{
    const size_t pl = p->pad_left * p->c, wc = p->w * p->c, step = p->stride_w * p->c;
    const __m512i flip = _mm512_set1_epi8((char)0x80);
    __m512i idx;
    uint8_t ib[64];
    size_t q, j0, i;
    for (i = 0; i < 64; ++i) ib[i] = (uint8_t)(i / 4 * step + i % 4);
    idx = _mm512_loadu_si512((const void *)ib);
    memset(buf, p->in_zp, pl);
    memcpy(buf + pl, p->x + (n * p->h + iy) * wc, wc);
    memset(buf + pl + wc, p->in_zp, buf_bytes - pl - wc);
    for (q = 0; q < gw; ++q)
        for (j0 = 0; j0 < ow16; j0 += 16) {
            const int8_t *at = buf + j0 * step + 4 * q;
            __m512i v = _mm512_permutex2var_epi8(_mm512_loadu_si512((const void *)at), idx,
                                                 _mm512_loadu_si512((const void *)(at + 64)));
            _mm512_storeu_si512((void *)(slot + q * ow16 + j0), _mm512_xor_si512(v, flip));
        }
}

/* The packed panels (npk_qgemm.h: per panel of 16 channels, words of 4
 * consecutive k) as [panel][ky][q] rows of 16 words, word q of window row
 * ky being its bytes 4q .. 4q + 3 (0 past the row's span = kw * c). A row
 * starts at k = ky * span + 4q, offset o = k % 4 into a packed word: its
 * bytes come from packed rows k / 4 and k / 4 + 1 by one vpermt2b. */
static NPK__QR_ATTR void npk__qr_repack(const npk_qconv_params *p, size_t gw, int8_t *dst)
{
    const size_t span = p->kw * p->c, kw4 = (p->g.K + 3) / 4, panels = (p->g.N + NPK_QPACK_NR - 1) / NPK_QPACK_NR;
    const __m512i lane = _mm512_set_epi8(63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44,
                                         43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24,
                                         23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
    const __m512i b = _mm512_and_si512(lane, _mm512_set1_epi8(3)), l4 = _mm512_andnot_si512(_mm512_set1_epi8(3), lane);
    size_t pn, ky, q;
    for (pn = 0; pn < panels; ++pn) {
        const int8_t *panel = p->g.w + pn * kw4 * 4 * NPK_QPACK_NR;
        for (ky = 0; ky < p->kh; ++ky)
            for (q = 0; q < gw; ++q, dst += 4 * NPK_QPACK_NR) {
                size_t k = ky * span + 4 * q, kq = k / 4;
                /* byte (l, b) <- packed row kq + (o + b) / 4, byte 4l + (o + b) % 4 */
                __m512i t = _mm512_add_epi8(b, _mm512_set1_epi8((char)(k % 4)));
                __m512i idx = _mm512_mask_add_epi8(_mm512_add_epi8(l4, t), _mm512_cmpge_epu8_mask(t, _mm512_set1_epi8(4)),
                                                   _mm512_add_epi8(l4, t), _mm512_set1_epi8(60));
                __m512i lo = _mm512_loadu_si512((const void *)(panel + kq * 64));
                __m512i hi = _mm512_maskz_loadu_epi8(kq + 1 < kw4 ? ~(__mmask64)0 : 0, panel + (kq + 1) * 64);
                size_t nb = span - 4 * q < 4 ? span - 4 * q : 4; /* bytes b of each word with 4q + b < span */
                uint64_t keep = (((uint64_t)1 << nb) - 1) * 0x1111111111111111u;
                _mm512_storeu_si512((void *)dst, _mm512_maskz_permutex2var_epi8((__mmask64)keep, lo, idx, hi));
            }
    }
}
/* Up to 8 output channels (int8 results): 8 accumulators of 16 pixels, not
 * 16 (LeNet's 6: the 16-channel tile spends most of its vpdpbusd and its
 * epilogue on channels that do not exist). Each channel is requantised in
 * its own register (its constants in every lane), narrowed to bytes, and
 * the 16 pixels x N channels are interleaved by two vpermt2b. */
typedef struct npk__qr_narrow {
    npk__rq16 rq[8];
    __m512i idx[2]; /* output byte j (pixel j / N, channel j % N) <- byte 16 (j % N) + j / N of the 8 x 16 */
} npk__qr_narrow;

static NPK__QR_ATTR void npk__qr_narrow_set(const npk_qgemm_params *q, npk__qr_narrow *k)
{
    uint8_t ib[128];
    size_t l, j;
    for (l = 0; l < q->N; ++l)
        npk__rq16_set(q->double_round, _mm512_set1_epi32(q->bias[l]), _mm512_set1_epi32(q->mult[l]),
                      _mm512_set1_epi32(q->shift[l]), 0xFFFF, q->out_zp, q->lo, q->hi, NPK__RQ_FAST_USES, &k->rq[l]);
    for (j = 0; j < 128; ++j) ib[j] = j < 16 * q->N ? (uint8_t)(j % q->N * 16 + j / q->N) : 0;
    k->idx[0] = _mm512_loadu_si512((const void *)ib), k->idx[1] = _mm512_loadu_si512((const void *)(ib + 64));
}

/* Channel l's 16 sums -> 16 bytes (0 for channels past N). */
#define NPK__QR_BYTES(l) \
    ((l) < q->N ? _mm512_cvtsepi32_epi8(npk__rq16_apply(&k->rq[l], c[l])) : _mm_setzero_si128())

static NPK__QR_ATTR void npk__qr_tile8(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                       const npk__qr_narrow *k, const npk__qc_seg *sg, size_t nseg, size_t pix0, size_t np)
{
    const npk_qgemm_params *q = &p->g;
    const size_t bytes = np * q->N;
    __m512i c[8], z0, z1;
    size_t ky, cq, l;
    int8_t *o = q->c + pix0 * q->N;
    NPK__QG_UNROLL
    for (l = 0; l < 8; ++l) c[l] = _mm512_setzero_si512();
    for (ky = 0; ky < p->kh; ++ky) {
        const uint32_t *a0 = sg[0].rows[ky] + sg[0].ox;
        const uint32_t *a1 = nseg > 1 ? sg[1].rows[ky] + sg[1].ox : a0, *a2 = nseg > 2 ? sg[2].rows[ky] + sg[2].ox : a0;
        const uint32_t *a3 = nseg > 3 ? sg[3].rows[ky] + sg[3].ox : a0;
        const int8_t *wq = w + ky * g->gw * 4 * NPK_QPACK_NR;
        for (cq = 0; cq < g->gw; ++cq, a0 += g->ow16, a1 += g->ow16, a2 += g->ow16, a3 += g->ow16, wq += 4 * NPK_QPACK_NR) {
            __m512i av = npk__qc_block_words(sg, nseg, a0, a1, a2, a3);
            NPK__QG_UNROLL
            for (l = 0; l < 8; ++l) NPK__QC_DPBUSD_BCST(c[l], av, wq + 4 * l);
        }
    }
    z0 = _mm512_inserti32x4(_mm512_castsi128_si512(NPK__QR_BYTES(0)), NPK__QR_BYTES(1), 1);
    z0 = _mm512_inserti32x4(_mm512_inserti32x4(z0, NPK__QR_BYTES(2), 2), NPK__QR_BYTES(3), 3);
    z1 = _mm512_inserti32x4(_mm512_castsi128_si512(NPK__QR_BYTES(4)), NPK__QR_BYTES(5), 1);
    z1 = _mm512_inserti32x4(_mm512_inserti32x4(z1, NPK__QR_BYTES(6), 2), NPK__QR_BYTES(7), 3);
    _mm512_mask_storeu_epi8(o, bytes >= 64 ? ~(__mmask64)0 : ((__mmask64)1 << bytes) - 1,
                            _mm512_permutex2var_epi8(z0, k->idx[0], z1));
    if (bytes > 64)
        _mm512_mask_storeu_epi8(o + 64, bytes >= 128 ? ~(__mmask64)0 : ((__mmask64)1 << (bytes - 64)) - 1,
                                _mm512_permutex2var_epi8(z0, k->idx[1], z1));
}
#undef NPK__QR_BYTES


/* A block over 2..4 output rows: its 16 words of each window row ky and
 * word q into blk[ky][q] (expanding loads, once for all the panels and
 * tiles that read it). */
static NPK__QG_ATTR void npk__qr_gather(const npk_qconv_params *p, const npk__qc_geo *g, const npk__qc_seg *sg,
                                        size_t nseg, uint32_t *blk)
{
    size_t ky, q;
    for (ky = 0; ky < p->kh; ++ky)
        for (q = 0; q < g->gw; ++q, blk += 16) {
            size_t at = q * g->ow16;
            const uint32_t *a0 = sg[0].rows[ky] + at + sg[0].ox, *a1 = sg[1].rows[ky] + at + sg[1].ox;
            const uint32_t *a2 = nseg > 2 ? sg[2].rows[ky] + at + sg[2].ox : a0;
            const uint32_t *a3 = nseg > 3 ? sg[3].rows[ky] + at + sg[3].ox : a0;
            _mm512_storeu_si512((void *)blk, npk__qc_block_words(sg, nseg, a0, a1, a2, a3));
        }
}
#endif /* NPK_QCONV_ROWS_VNNI_H */
