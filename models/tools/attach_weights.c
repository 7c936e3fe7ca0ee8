/* attach_weights.c - attach_weights MODEL.mlir WEIGHTS.bin OUT.mlir
 * The shipped models keep their weights out of the MLIR text: the .mlir refers
 * to them as dense_resource<NAME> and lists them, in file order, in lines
 *     // npk-weights: NAME BYTES
 * and WEIGHTS.bin holds the raw little-endian f32 blobs back to back
 * (tools/export/torch_export.py --weights-bin). This writes OUT.mlir: the model
 * followed by the dialect_resources section mlir2c (and mlir-opt) read.
 * Raw weights are half the size of hex text in the repository. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *msg, const char *what)
{
    fprintf(stderr, "attach_weights: %s%s%s\n", what ? what : "", what ? ": " : "", msg);
    return 1;
}

int main(int argc, char **argv)
{
    FILE *in, *bin, *out;
    char line[4096], name[256];
    char (*names)[256] = NULL;
    unsigned long *sizes = NULL, bytes;
    size_t n = 0, cap = 0, i, k;
    long bin_size, used = 0;
    static const char hex[] = "0123456789ABCDEF";
    if (argc != 4) {
        fprintf(stderr, "usage: attach_weights MODEL.mlir WEIGHTS.bin OUT.mlir\n");
        return 2;
    }
    if (!(in = fopen(argv[1], "r"))) return fail("cannot open", argv[1]);
    if (!(bin = fopen(argv[2], "rb"))) return fail("cannot open", argv[2]);
    while (fgets(line, sizeof line, in)) {   /* the weight list first: check before writing */
        if (sscanf(line, "// npk-weights: %255s %lu", name, &bytes) == 2) {
            if (n == cap) {
                cap = cap ? cap * 2 : 64;
                names = realloc(names, cap * sizeof *names);
                sizes = realloc(sizes, cap * sizeof *sizes);
                if (!names || !sizes) return fail("out of memory", NULL);
            }
            strcpy(names[n], name);
            sizes[n++] = bytes;
        }
    }
    fseek(bin, 0, SEEK_END);
    bin_size = ftell(bin);
    fseek(bin, 0, SEEK_SET);
    for (i = 0; i < n; i++) used += (long)sizes[i];
    if (used != bin_size) {
        fprintf(stderr, "attach_weights: %s lists %ld weight bytes but %s holds %ld\n", argv[1], used, argv[2], bin_size);
        return 1;
    }
    if (!(out = fopen(argv[3], "w"))) return fail("cannot create", argv[3]);
    rewind(in);
    while (fgets(line, sizeof line, in)) fputs(line, out);
    if (n) fputs("\n{-#\n  dialect_resources: {\n    builtin: {\n", out);
    for (i = 0; i < n; i++) {
        fprintf(out, "      %s: \"0x04000000", names[i]);
        for (k = 0; k < sizes[i]; k++) {
            int c = fgetc(bin);
            if (c == EOF) {
                remove(argv[3]);
                return fail("truncated", argv[2]);
            }
            fputc(hex[c >> 4], out);
            fputc(hex[c & 15], out);
        }
        fprintf(out, "\"%s\n", i + 1 < n ? "," : "");
    }
    if (n) fputs("    }\n  }\n#-}\n", out);
    free(names);
    free(sizes);
    fclose(in);
    fclose(bin);
    if (fclose(out)) return fail("write error", argv[3]);
    return 0;
}
