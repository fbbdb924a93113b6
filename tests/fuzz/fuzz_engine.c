/* fuzz_engine.c: the engine's line handler: any bytes, line after line, get one reply each
 * (or none for a blank line or a comment), and a refused command changes nothing. */
#include "engine.h"
#include "fuzz.h"

/* What the fuzzer may not make the engine do: touch files (load, save), or think for long (go
 * is held to depth 1 by a depth given last, perft to depth 2 at most). The line goes to out;
 * 0 for a line left out. */
static size_t tame(const char *line, size_t len, char *out, size_t cap)
{
    size_t at = 0;
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
        at++;
    size_t word = at;
    while (word < len && line[word] != ' ' && line[word] != '\t')
        word++;
    const char *w = line + at;
    size_t wl = word - at;
    if (wl == 4 && (!memcmp(w, "load", 4) || !memcmp(w, "save", 4)))
        return 0;
    if (len > cap - 16)
        len = cap - 16;
    memcpy(out, line, len);
    if (wl == 5 && !memcmp(w, "perft", 5))
        for (size_t i = word; i < len; i++)
            if (out[i] > '2' && out[i] <= '9')
                out[i] = '2';
    if (wl == 2 && !memcmp(w, "go", 2)) {
        memcpy(out + len, " depth 1", 8);
        len += 8;
    }
    return len;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* one engine for every input (making one clears megabytes of tables), set back to the
     * same start each time: the same seed, a new game */
    static struct engine *e;
    static struct ebuf r, pos, after;
    if (!e && !(e = engine_new(1)))
        abort();
    engine_line(e, "seed 1", &r);
    engine_line(e, "new latrunculi", &r);
    static char line[ENGINE_LINE_MAX + 2];
    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);
        size_t n = tame(p, len, line, sizeof line);
        p += len + (nl ? 1 : 0);
        if (n == 0 && len > 0)
            continue;   /* left out */
        engine_line(e, "position", &pos);
        enum engine_status st = engine_input(e, line, n, &r);
        FUZZ_CHECK(st == ENGINE_SILENT || (r.p && (r.p[0] == '=' || r.p[0] == '?')));
        if (st != ENGINE_SILENT)
            FUZZ_CHECK(r.len >= 2 && r.p[r.len - 1] == '\n' && r.p[r.len - 2] == '\n');
        if (st == ENGINE_FAIL) {
            engine_line(e, "position", &after);
            FUZZ_CHECK(strcmp(pos.p, after.p) == 0);
        }
        if (st == ENGINE_QUIT)
            break;
    }
    return 0;
}
