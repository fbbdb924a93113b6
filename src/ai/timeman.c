/* timeman.c: time management: when to stop an iteration, and when not to start another. */
#include "ai_int.h"

void ai_clock_start(struct ai_clock *c, int movetime_ms)
{
    clock_gettime(CLOCK_MONOTONIC, &c->start);
    c->hard_ms = movetime_ms > 0 ? movetime_ms : 0;
    /* An iteration takes several times as long as the one before (the effective branching
     * factor is about 3 to 5), so one started after half the time would rarely finish; the
     * part that does finish still counts (the best move so far is kept), so start it until
     * half the time is gone rather than a third. */
    c->soft_ms = movetime_ms > 0 ? movetime_ms / 2 : 0;
}

int64_t ai_clock_ms(const struct ai_clock *c)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)(now.tv_sec - c->start.tv_sec) * 1000 +
           (now.tv_nsec - c->start.tv_nsec) / 1000000;
}

bool ai_clock_hard_over(const struct ai_clock *c)
{
    return c->hard_ms > 0 && ai_clock_ms(c) >= c->hard_ms;
}

bool ai_clock_soft_over(const struct ai_clock *c)
{
    return c->soft_ms > 0 && ai_clock_ms(c) >= c->soft_ms;
}
