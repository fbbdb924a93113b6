/* nnet.c: the learned evaluations' network: integer inference and the sigmoid table. */
#include "nnet.h"

#include <math.h>
#include <pthread.h>
#include <string.h>

#define SIG_RANGE 16             /* the table covers log-odds -16..16 */
#define SIG_STEPS 64             /* entries per unit of log-odds */
#define SIG_N (2 * SIG_RANGE * SIG_STEPS + 1)
#define SIG_ONE (1 << 30)        /* the table's values are chances in Q30 */

static int32_t sig_table[SIG_N];
static pthread_once_t sig_once = PTHREAD_ONCE_INIT;

double nnet_exp(double x)
{
    static const double ln2_hi = 6.93147180369123816490e-01;   /* fdlibm's split of ln 2 */
    static const double ln2_lo = 1.90821492927058770002e-10;
    static const double inv_ln2 = 1.44269504088896338700e+00;
    if (x > 700)
        x = 700;
    if (x < -700)
        x = -700;
    double k = floor(x * inv_ln2 + 0.5);
    double r = x - k * ln2_hi;
    r = r - k * ln2_lo;
    double t = 1.0;
    for (int n = 14; n >= 1; n--)
        t = 1.0 + r * t / n;
    return ldexp(t, (int)k);
}

static void make_sig_table(void)
{
    for (int i = 0; i < SIG_N; i++) {
        double x = (double)(i - SIG_RANGE * SIG_STEPS) / SIG_STEPS;
        double p = 1.0 / (1.0 + nnet_exp(-x));
        sig_table[i] = (int32_t)floor(p * SIG_ONE + 0.5);
    }
}

/* The sigmoid of x, given in units of 2^-shift, in Q30. */
static int32_t sigmoid_q30(int64_t x, int shift)
{
    int frac_bits = shift - 6;   /* SIG_STEPS = 2^6 */
    int64_t lo = -((int64_t)SIG_RANGE << shift), span = (int64_t)2 * SIG_RANGE << shift;
    int64_t u = x - lo;
    if (u <= 0)
        return sig_table[0];
    if (u >= span)
        return sig_table[SIG_N - 1];
    int64_t i = u >> frac_bits, frac = u & (((int64_t)1 << frac_bits) - 1);
    int64_t d = (int64_t)sig_table[i + 1] - sig_table[i];
    return (int32_t)(sig_table[i] + ((d * frac) >> frac_bits));
}

bool nnet_from_data(struct nnet *net, const int32_t *data, long len, int nin)
{
    if (len < 4 || data[0] != NNET_FORMAT || data[1] != nin || nin > NNET_MAX_INPUTS ||
        data[2] < 1 || data[2] > NNET_MAX_HIDDEN)
        return false;
    int nh = data[2];
    if (len != 3 + (long)nh + (long)nin * nh + nh + 1 + nin)
        return false;
    net->nin = nin;
    net->nhid = nh;
    const int32_t *w1 = data + 3 + nh;
    memset(net->w1, 0, sizeof net->w1);
    for (long i = 0; i < (long)nin * nh; i++) {
        if (w1[i] < INT16_MIN || w1[i] > INT16_MAX)
            return false;
        net->w1[i / nh][i % nh] = (int16_t)w1[i];
    }
    net->b1 = data + 3;
    net->w2 = w1 + (long)nin * nh;
    net->b2 = net->w2[nh];
    net->lin = net->w2 + nh + 1;
    /* no hidden unit's sum can overflow, whatever the inputs (each at most NNET_MAX_VAL) */
    for (int j = 0; j < nh; j++) {
        int64_t bound = net->b1[j] < 0 ? -(int64_t)net->b1[j] : net->b1[j];
        for (int i = 0; i < nin; i++) {
            int32_t w = net->w1[i][j];
            bound += (int64_t)(w < 0 ? -(int64_t)w : w) * NNET_MAX_VAL;
        }
        if (bound > INT32_MAX)
            return false;
    }
    pthread_once(&sig_once, make_sig_table);
    return true;
}

void nnet_diff(const struct nnet_input *old, const struct nnet_input *new_in,
               void (*f)(int idx, int change, void *arg), void *arg)
{
    int i = 0, j = 0;
    while (i < old->n || j < new_in->n) {
        int oi = i < old->n ? old->idx[i] : 0x10000, ni = j < new_in->n ? new_in->idx[j] : 0x10000;
        if (oi == ni) {
            if (old->val[i] != new_in->val[j])
                f(oi, new_in->val[j] - old->val[i], arg);
            i++;
            j++;
        } else if (oi < ni) {
            f(oi, -old->val[i++], arg);
        } else {
            f(ni, new_in->val[j++], arg);
        }
    }
}

static void acc_add(int idx, int change, void *arg)
{
    struct nnet_acc *acc = arg;
    const struct nnet *net = acc->net;
    const int16_t *w = net->w1[idx];
    for (int j = 0; j < NNET_MAX_HIDDEN; j++)
        acc->a[j] += change * (int32_t)w[j];
    acc->lin += (int64_t)change * net->lin[idx];
}

static int64_t output_of(const struct nnet *net, const struct nnet_acc *acc)
{
    int64_t o = net->b2 + acc->lin;
    for (int j = 0; j < net->nhid; j++)
        o += (int64_t)net->w2[j] * (sigmoid_q30(acc->a[j], 16) >> 15);
    return o;
}

int64_t nnet_logit_acc(const struct nnet *net, struct nnet_acc *acc, const struct nnet_input *in)
{
    if (acc->net != net) {
        acc->net = net;
        for (int j = 0; j < NNET_MAX_HIDDEN; j++)
            acc->a[j] = j < net->nhid ? net->b1[j] : 0;
        acc->lin = 0;
        acc->in.n = 0;
    }
    nnet_diff(&acc->in, in, acc_add, acc);
    nnet_input_copy(&acc->in, in);
    return output_of(net, acc);
}

int64_t nnet_logit(const struct nnet *net, const struct nnet_input *in)
{
    struct nnet_acc acc;
    acc.net = NULL;
    return nnet_logit_acc(net, &acc, in);
}

void nnet_encode(const struct ludi_state *s, struct nnet_input *in)
{
    if (s->opt.game == LUDI_DUODECIM)
        nnet_encode_duo(s, in);
    else
        nnet_encode_pente(s, in);
}

int nnet_inputs(const struct ludi_options *opt)
{
    return opt->game == LUDI_DUODECIM ? NNET_DUO_INPUTS : nnet_pente_inputs(opt->lines);
}

double nnet_chance(int64_t logit_q27)
{
    pthread_once(&sig_once, make_sig_table);
    return (double)sigmoid_q30(logit_q27, 27) / SIG_ONE;
}
