/* lexer.h - MLIR tokens, produced one at a time on demand so the parser can
 * take over raw scanning where MLIR's grammar is not token-based (the
 * `4x?x8xf32` inside tensor<...>). */
#ifndef M2C_LEXER_H
#define M2C_LEXER_H
#include <stddef.h>

typedef enum m2c_tok_kind {
    TK_EOF, TK_IDENT, TK_SSA, TK_SYMBOL, TK_INT, TK_FLOAT, TK_STRING, TK_PUNCT
} m2c_tok_kind;

typedef struct m2c_token {
    m2c_tok_kind kind;
    const char *p;      /* first character (for TK_STRING: the opening quote) */
    size_t len;         /* whole token */
} m2c_token;

/* src must be followed by a NUL byte at src[len]. */
void m2c_lex_init(const char *src, size_t len);
/* Lex the token starting at or after p (skipping space and // comments). */
m2c_token m2c_lex_at(const char *p);
const char *m2c_lex_end(void);

#endif
