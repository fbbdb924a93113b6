/* check.h: the tiny test harness every test program shares; ends with "N passed, N failed". */
#ifndef LUDI_TESTS_CHECK_H
#define LUDI_TESTS_CHECK_H

#include <stdio.h>
#include <string.h>

static int check_passed, check_failed;
static const char *check_test = "";

#define CHECK_AT(cond, file, line, ...)                                                  \
    do {                                                                                 \
        if (cond) {                                                                      \
            check_passed++;                                                              \
        } else {                                                                         \
            check_failed++;                                                              \
            printf("FAIL %s (%s:%d): ", check_test, file, line);                         \
            printf(__VA_ARGS__);                                                         \
            printf("\n");                                                                \
        }                                                                                \
    } while (0)

/* CHECK(cond): one assertion. */
#define CHECK(cond) CHECK_AT((cond), __FILE__, __LINE__, "%s", #cond)
/* CHECK_MSG(cond, fmt, ...): one assertion with a message of our own. */
#define CHECK_MSG(cond, ...) CHECK_AT((cond), __FILE__, __LINE__, __VA_ARGS__)
#define CHECK_INT(got, want)                                                             \
    do {                                                                                 \
        long long check_g_ = (long long)(got), check_w_ = (long long)(want);             \
        CHECK_AT(check_g_ == check_w_, __FILE__, __LINE__, "%s is %lld, expected %lld",  \
                 #got, check_g_, check_w_);                                              \
    } while (0)
#define CHECK_STR(got, want)                                                             \
    do {                                                                                 \
        const char *check_g_ = (got), *check_w_ = (want);                                \
        CHECK_AT(check_g_ && strcmp(check_g_, check_w_) == 0, __FILE__, __LINE__,        \
                 "%s is \"%s\", expected \"%s\"", #got, check_g_ ? check_g_ : "(null)",  \
                 check_w_);                                                              \
    } while (0)

/* RUN(fn): runs one test function, reporting it by name. */
#define RUN(fn)                                                                          \
    do {                                                                                 \
        int check_before_ = check_failed;                                                \
        check_test = #fn;                                                                \
        fn();                                                                            \
        printf("%s %s\n", check_failed == check_before_ ? "ok  " : "FAIL", #fn);        \
    } while (0)

/* Ends main(): the summary line the CI reader knows, and the exit status. */
static inline int check_summary(void)
{
    printf("%d passed, %d failed\n", check_passed, check_failed);
    return check_failed ? 1 : (check_passed ? 0 : 1);   /* a test that asserts nothing fails */
}

#endif
