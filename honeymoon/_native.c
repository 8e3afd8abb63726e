/* The double-dummy search of honeymoon.solver, compiled: the same answers as its pure-Python
 * Solver, for 2, 3 or 4 seats, many times faster (an optional extension built at install when a
 * C compiler is there; honeymoon.solver falls back to the Python search without it).
 *
 * A hand is a 52-bit number, bit 13 * suit + rank - 2 for each card. The search asks "can the
 * side on lead take `need` of the `left` tricks?" (a null-window test) and finds the exact count
 * by asking it for one `need` after another (MTD(f)). Each test searches whole tricks with:
 * - a transposition table at the start of each trick, keyed on the position reduced to relative
 *   ranks (the owners of the cards still in play, high to low, suit by suit, seats counted from
 *   the leader, plus which of those seats are on the leader's side), the suits other than trumps
 *   sorted: the key stays good for every position of one solver's trump and sides, so the table
 *   is kept from one call to the next; its size is bounded (2**21 entries of 16 bytes, 32 MB, at
 *   most; less for fewer cards), in buckets of 4 where the entry with the fewest tricks left
 *   gives way to a new one;
 * - quick tricks and sure trumps as bounds that end a test at once (before the table is read:
 *   its entry is fetched from memory meanwhile);
 * - equivalent cards (next to each other in rank among the cards in play, in one hand) tried once;
 * - the move ordering of Solver._leads and Solver._follows.
 * The deadline (a time.monotonic() value, CLOCK_MONOTONIC) and Python's signals are checked every
 * few thousand nodes; past it a call returns -1 and the Python side raises AnalysisTimeout.
 * The search runs without the GIL, taking it back only to check for signals.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t u64;

#define SUIT_MASK 0x1FFFu
#define ALL_CARDS ((((u64)1) << 52) - 1)
#define CHECK_EVERY 4096
#define MAX_MOVES 52
#define BUCKET 4

#if (defined(__GNUC__) || defined(__clang__)) && defined(__POPCNT__)
static inline int popcount(u64 x) { return __builtin_popcountll(x); }
#else
static inline int popcount(u64 x) {
    x = x - (x >> 1 & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
}
#endif

#if defined(__GNUC__) || defined(__clang__)
static inline int bit_length(u64 x) { return x ? 64 - __builtin_clzll(x) : 0; }
static inline int lowest_index(u64 x) { return __builtin_ctzll(x); }
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
static inline int bit_length(u64 x) {
    int n = 0;
    while (x) { x >>= 1; n++; }
    return n;
}
static inline int lowest_index(u64 x) { return bit_length(x & (~x + 1)) - 1; }
#endif

/* The cards of one suit (13 bits) of a hand. */
static inline unsigned suit_of(u64 hand, int suit) { return (unsigned)(hand >> (13 * suit)) & SUIT_MASK; }

/* One card (as a bit) for each run of `mine` with no card of `others` between, high to low:
 * a card of `mine` starts a run unless the next card above it in play is also `mine`. */
static int classes(unsigned mine, unsigned others, unsigned *out) {
    int n = 0;
    unsigned above = 1u << 13;  /* the card of `mine` above the one looked at (none yet) */
    while (mine) {
        unsigned bit = 1u << (bit_length(mine) - 1);
        if (above == 1u << 13 || others & (above - 1) & ~(bit - 1)) out[n++] = bit;
        above = bit;
        mine ^= bit;
    }
    return n;
}

/* One position's bounds: the key's two words (see make_key: 58 and 54 bits) with, in their top
 * bits, the bounds and the tricks left. k0 is never 0 in a used entry. */
typedef struct {
    u64 k0, k1;
} Entry;

#define K0_BITS 58
#define K1_BITS 54
#define KEY0(e) ((e)->k0 & ((((u64)1) << K0_BITS) - 1))
#define KEY1(e) ((e)->k1 & ((((u64)1) << K1_BITS) - 1))
#define LOW(e) ((int)((e)->k0 >> K0_BITS))
#define HIGH(e) ((int)((e)->k1 >> K1_BITS & 31))
#define LEFT(e) ((int)((e)->k1 >> (K1_BITS + 5)))

typedef struct {
    PyObject_HEAD
    int seats, trump;
    int sides[4];
    int pattern[4];          /* by leader: which seats, counted from the leader, are on its side */
    int order[4][4];         /* by leader: the seats in the order they play */
    int later[4][4][3];      /* by leader and seat: the seats still to play to the trick after it */
    int n_later[4][4];
    u64 hands[4];
    Entry *table;
    size_t table_size;       /* entries, a power of two (0: none yet) */
    double deadline;
    unsigned long nodes, next_check;
    int stop;                /* 1: out of time, 2: a Python exception (a signal) */
    int busy;
    PyThreadState *thread;
} Search;

/* --- the clock -------------------------------------------------------------------------- */

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int tick(Search *s) {
    if (++s->nodes < s->next_check) return s->stop;
    s->next_check = s->nodes + CHECK_EVERY;
    if (now() >= s->deadline) s->stop = 1;
    PyEval_RestoreThread(s->thread);
    if (PyErr_CheckSignals() < 0) s->stop = 2;
    s->thread = PyEval_SaveThread();
    return s->stop;
}

/* --- the table -------------------------------------------------------------------------- */

static int table_bits_for(int cards) {
    if (cards <= 16) return 10;
    if (cards <= 24) return 14;
    if (cards <= 32) return 17;
    return 21;
}

static size_t bucket_of(const Search *s, u64 k0, u64 k1) {
    u64 h = k0 * 0x9E3779B97F4A7C15ULL ^ (k1 + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 29;
    return (size_t)h & (s->table_size - 1) & ~(size_t)(BUCKET - 1);
}

static Entry *probe(Search *s, u64 k0, u64 k1) {
    Entry *e = s->table + bucket_of(s, k0, k1);
    for (int i = 0; i < BUCKET; i++)
        if (KEY0(e + i) == k0 && KEY1(e + i) == k1) return e + i;
    return NULL;
}

static void put(Entry *e, u64 k0, u64 k1, int left, int low, int high) {
    e->k0 = k0 | (u64)low << K0_BITS;
    e->k1 = k1 | (u64)high << K1_BITS | (u64)left << (K1_BITS + 5);
}

static void store(Search *s, u64 k0, u64 k1, int left, int low, int high) {
    Entry *e = s->table + bucket_of(s, k0, k1);
    Entry *victim = e;
    for (int i = 0; i < BUCKET; i++) {
        if (KEY0(e + i) == k0 && KEY1(e + i) == k1) {
            if (LOW(e + i) > low) low = LOW(e + i);
            if (HIGH(e + i) < high) high = HIGH(e + i);
            put(e + i, k0, k1, left, low, high);
            return;
        }
        if (victim->k0 && (!e[i].k0 || LEFT(e + i) < LEFT(victim))) victim = e + i;
    }
    put(victim, k0, k1, left, low, high);
}

/* A table big enough for positions of `cards` cards; a smaller one's entries move over.
 * Returns 0 when out of memory. */
static int ensure_table(Search *s, int cards) {
    size_t size = (size_t)1 << table_bits_for(cards);
    if (size <= s->table_size) return 1;
    Entry *old = s->table;
    size_t old_size = s->table_size;
    Entry *fresh = calloc(size, sizeof(Entry));
    if (fresh == NULL) return 0;
    s->table = fresh;
    s->table_size = size;
    for (size_t i = 0; i < old_size; i++)
        if (old[i].k0) store(s, KEY0(old + i), KEY1(old + i), LEFT(old + i), LOW(old + i), HIGH(old + i));
    free(old);
    return 1;
}

/* Each 13-bit suit with its bits spread two apart (bit r to bit 2r): owners as 2-bit codes. */
static uint32_t SPREAD[1 << 13];

/* Four ranks' owners (8 bits) with the ranks out of play (zero in `present`) left out:
 * COMPRESS[present << 8 | owners]. */
static uint8_t COMPRESS[16 << 8];
/* The number of cards of each 13-bit suit. */
static uint8_t LENGTH[1 << 13];

static void fill_tables(void) {
    for (unsigned mask = 0; mask < (1u << 13); mask++) {
        uint32_t spread = 0;
        for (int r = 0; r < 13; r++)
            if (mask >> r & 1) spread |= (uint32_t)1 << (2 * r);
        SPREAD[mask] = spread;
        LENGTH[mask] = (uint8_t)popcount(mask);
    }
    for (unsigned present = 0; present < 16; present++) {
        for (unsigned owners = 0; owners < 256; owners++) {
            unsigned packed = 0;
            for (int r = 3; r >= 0; r--)
                if (present >> r & 1) packed = packed << 2 | (owners >> (2 * r) & 3);
            COMPRESS[present << 8 | owners] = (uint8_t)packed;
        }
    }
}

/* The position reduced to relative ranks, the leader's seat counted as 0 (see the top): each
 * suit as a leading 1 and the owners of its cards in play, two bits each, high to low. */
static void make_key(const Search *s, int leader, u64 *k0, u64 *k1) {
    u64 codes[4];
    int seats = s->seats, trump = s->trump;
    const int *order = s->order[leader];
    for (int suit = 0; suit < 4; suit++) {
        unsigned all = 0;
        uint32_t owners = 0;
        for (int i = 0; i < seats; i++) {
            unsigned held = suit_of(s->hands[order[i]], suit);
            all |= held;
            owners |= SPREAD[held] * (uint32_t)i;
        }
        u64 code = 1;
        for (int chunk = 12; chunk >= 0; chunk -= 4) {  /* ranks 12, 8-11, 4-7, 0-3 */
            unsigned present = all >> chunk & 15;
            code = code << (2 * LENGTH[present]) | COMPRESS[present << 8 | (owners >> (2 * chunk) & 255)];
        }
        codes[suit] = code;
    }
    u64 sorted[4];
    int n = 0, start = 0;
    if (trump >= 0) {
        sorted[n++] = codes[trump];
        start = 1;
    }
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        int j = n++;
        while (j > start && sorted[j - 1] < codes[suit]) {
            sorted[j] = sorted[j - 1];
            j--;
        }
        sorted[j] = codes[suit];
    }
    *k0 = sorted[0] << 27 | sorted[1] | (u64)s->pattern[leader] << 54;
    *k1 = sorted[2] << 27 | sorted[3];
}

/* --- bounds ----------------------------------------------------------------------------- */

/* The tricks the leader surely takes by cashing top cards, no other seat able to ruff. */
static int quick_tricks(const Search *s, int leader) {
    int seats = s->seats, trump = s->trump;
    u64 mine = s->hands[leader], rest = 0;
    for (int i = 1; i < seats; i++) rest |= s->hands[s->order[leader][i]];
    int total = 0, drawn = 1;
    if (trump >= 0) {
        unsigned t_mine = suit_of(mine, trump), t_rest = suit_of(rest, trump);
        if (t_rest) {
            int top = LENGTH[t_mine >> bit_length(t_rest)], longest = 0;
            for (int i = 1; i < seats; i++) {
                int length = LENGTH[suit_of(s->hands[s->order[leader][i]], trump)];
                if (length > longest) longest = length;
            }
            if (top >= longest) {
                total += LENGTH[t_mine];
            } else {
                drawn = 0;
                total += top;
            }
        } else {
            total += LENGTH[t_mine];
        }
    }
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        unsigned a = suit_of(mine, suit);
        if (!a) continue;
        int top = LENGTH[a >> bit_length(suit_of(rest, suit))];
        if (!top) continue;
        if (drawn) {
            int longest = 0;
            for (int i = 1; i < seats; i++) {
                int length = LENGTH[suit_of(s->hands[s->order[leader][i]], suit)];
                if (length > longest) longest = length;
            }
            total += top >= longest ? LENGTH[a] : top;
        } else {
            for (int i = 1; i < seats; i++) {
                u64 hand = s->hands[s->order[leader][i]];
                if (suit_of(hand, trump)) {
                    int length = LENGTH[suit_of(hand, suit)];
                    if (length < top) top = length;
                }
            }
            total += top;
        }
    }
    return total;
}

/* The tricks side `side` surely takes with trumps above all the other side's trumps (`won`),
 * and the same for the other side (`lost`). */
static void sure_trumps(const Search *s, int side, int *won, int *lost) {
    int trump = s->trump;
    unsigned ours = 0, theirs = 0;
    for (int seat = 0; seat < s->seats; seat++) {
        if (s->sides[seat] == side) ours |= suit_of(s->hands[seat], trump);
        else theirs |= suit_of(s->hands[seat], trump);
    }
    for (int turn = 0; turn < 2; turn++) {
        unsigned mine = turn ? theirs : ours, other = turn ? ours : theirs;
        int mine_side = turn ? 1 - side : side;
        int height = bit_length(other), best = 0;
        if (mine >> height) {
            for (int seat = 0; seat < s->seats; seat++) {
                if (s->sides[seat] != mine_side) continue;
                int count = LENGTH[suit_of(s->hands[seat], trump) >> height];
                if (count > best) best = count;
            }
        }
        if (turn) *lost = best;
        else *won = best;
    }
}

/* --- move ordering (as Solver._leads and Solver._follows) ---------------------------------- */

typedef struct { int score; int index; } Scored;

static void sort_scored(Scored *items, int n) {
    for (int i = 1; i < n; i++) {
        Scored item = items[i];
        int j = i;
        while (j > 0 && (items[j - 1].score < item.score
                         || (items[j - 1].score == item.score && items[j - 1].index < item.index))) {
            items[j] = items[j - 1];
            j--;
        }
        items[j] = item;
    }
}

static int leads(const Search *s, int seat, u64 in_play, u64 *out) {
    int trump = s->trump, seats = s->seats;
    u64 hand = s->hands[seat], partner = 0;
    u64 opponents[3];
    int n_opponents = 0;
    for (int other = 0; other < seats; other++) {
        if (other == seat) continue;
        if (s->sides[other] == s->sides[seat]) partner |= s->hands[other];
        else opponents[n_opponents++] = s->hands[other];
    }
    Scored scored[MAX_MOVES];
    int n = 0;
    unsigned runs[13], scratch[13];
    for (int suit = 0; suit < 4; suit++) {
        unsigned mine = suit_of(hand, suit);
        if (!mine) continue;
        unsigned in_suit = suit_of(in_play, suit) | mine;
        unsigned others = in_suit & ~mine;
        int count = classes(mine, others, runs);
        int ruffed = 0, replies = 1;
        for (int i = 0; i < n_opponents; i++) {
            unsigned theirs = suit_of(opponents[i], suit);
            if (theirs) {
                replies *= classes(theirs, in_suit & ~theirs, scratch);
            } else {
                replies *= 15;
                if (trump >= 0 && suit != trump && suit_of(opponents[i], trump)) ruffed = 1;
            }
        }
        int cash = runs[0] > others && (suit == trump || !ruffed);
        int weight;
        if (suit == trump) {
            weight = cash ? 900 : 100;
        } else if (cash) {
            weight = 1000;
        } else {
            unsigned ours = suit_of(partner, suit);
            weight = ours > (others & ~ours) && !ruffed ? 800 : 500 + LENGTH[mine];
        }
        weight -= 10 * replies;
        int first = cash ? 0 : count - 1;
        for (int place = 0; place < count; place++) {
            scored[n].score = place == first ? weight : place - count - 1000;
            scored[n].index = 13 * suit + bit_length(runs[place]) - 1;
            n++;
        }
    }
    sort_scored(scored, n);
    for (int i = 0; i < n; i++) out[i] = (u64)1 << scored[i].index;
    return n;
}

static int follows(const Search *s, int leader, int seat, int led, int winner, int top, u64 in_play,
                   u64 *out) {
    int trump = s->trump;
    u64 hand = s->hands[seat];
    int shift = 13 * led;
    unsigned mine = suit_of(hand, led);
    int friendly = s->sides[winner] == s->sides[seat];
    unsigned runs[13];
    int n = 0;
    if (mine) {
        int count = classes(mine, suit_of(in_play, led) & ~mine, runs);
        unsigned rank = top / 13 == led ? 1u << (top - shift) : 1u << 13;
        int lowest_first = runs[0] < rank;
        unsigned first = 0;
        if (!lowest_first) {
            unsigned high = 0;
            int ruff = 0, threat = 0;
            for (int i = 0; i < s->n_later[leader][seat]; i++) {
                int other = s->later[leader][seat][i];
                if (s->sides[other] == s->sides[seat]) continue;
                threat = 1;
                unsigned theirs = suit_of(s->hands[other], led);
                high |= theirs;
                if (!theirs && trump >= 0 && suit_of(s->hands[other], trump)) ruff = 1;
            }
            if (friendly && !threat) {
                lowest_first = 1;
            } else {
                unsigned sure = 0;
                if (!ruff)
                    for (int i = 0; i < count; i++)
                        if (runs[i] > rank && runs[i] > high) sure = runs[i];
                if (sure) {
                    first = sure;
                } else if (friendly) {
                    lowest_first = 1;
                } else {
                    for (int i = 0; i < count; i++)
                        if (runs[i] > rank) first = runs[i];
                }
            }
        }
        if (!lowest_first) out[n++] = (u64)first << shift;
        for (int i = count - 1; i >= 0; i--)
            if (lowest_first || runs[i] != first) out[n++] = (u64)runs[i] << shift;
        return n;
    }
    u64 ruffs[13], under[13];
    int n_ruffs = 0, n_under = 0;
    if (trump >= 0) {
        int tshift = 13 * trump;
        unsigned t_mine = suit_of(hand, trump);
        if (t_mine) {
            int count = classes(t_mine, suit_of(in_play, trump) & ~t_mine, runs);
            unsigned rank = top / 13 == trump ? 1u << (top - tshift) : 0;
            for (int i = count - 1; i >= 0; i--) {
                if (runs[i] > rank) ruffs[n_ruffs++] = (u64)runs[i] << tshift;
                else if (runs[i] < rank) under[n_under++] = (u64)runs[i] << tshift;
            }
        }
    }
    Scored discards[MAX_MOVES];
    int n_discards = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump || suit == led) continue;
        unsigned d = suit_of(hand, suit);
        if (!d) continue;
        int count = classes(d, suit_of(in_play, suit) & ~d, runs);
        for (int place = 0; place < count; place++) {
            unsigned bit = runs[count - 1 - place];
            /* Sorted low first: negated for sort_scored, which puts the highest first. */
            discards[n_discards].score = -(place * 16 + bit_length(bit));
            discards[n_discards].index = -(13 * suit + bit_length(bit) - 1);
            n_discards++;
        }
    }
    sort_scored(discards, n_discards);
    int ruff_first = !friendly && n_ruffs;
    if (ruff_first) out[n++] = ruffs[0];
    for (int i = 0; i < n_discards; i++) out[n++] = (u64)1 << -discards[i].index;
    for (int i = 0; i < n_under; i++) out[n++] = under[i];
    for (int i = ruff_first; i < n_ruffs; i++) out[n++] = ruffs[i];
    return n;
}

/* --- the search ------------------------------------------------------------------------- */

static int can_take(Search *s, int leader, int need, int left);

static int last_trick(const Search *s, int leader) {
    int seats = s->seats, trump = s->trump;
    int winner = leader, top = bit_length(s->hands[leader]) - 1;
    if (top < 0) return 0;
    for (int i = 1; i < seats; i++) {
        int seat = (leader + i) % seats;
        int card = bit_length(s->hands[seat]) - 1;
        if (card < 0) continue;
        if (card / 13 == top / 13) {
            if (card > top) { winner = seat; top = card; }
        } else if (card / 13 == trump) {
            winner = seat;
            top = card;
        }
    }
    return s->sides[winner] == s->sides[leader];
}

/* Whether the leader's side takes `need` of the `left` tricks (this one included), `seat` to
 * play to the trick, `led` its suit (-1 before the lead); card number `top` of `winner` wins it
 * so far; `in_play` holds every card not played before this trick. */
static int play(Search *s, int leader, int seat, int led, int winner, int top, int need, int left,
                u64 in_play) {
    if (tick(s)) return 0;
    u64 hand = s->hands[seat];
    int our_side = s->sides[leader];
    int ours = s->sides[seat] == our_side;
    int next = seat + 1 == s->seats ? 0 : seat + 1;
    int last = next == leader;
    u64 moves[MAX_MOVES];
    int n = led < 0 ? leads(s, seat, in_play, moves)
                    : follows(s, leader, seat, led, winner, top, in_play, moves);
    for (int i = 0; i < n; i++) {
        u64 card = moves[i];
        int index = lowest_index(card);
        int new_led = led, new_winner = winner, new_top = top;
        if (led < 0) {
            new_led = index / 13;
            new_winner = seat;
            new_top = index;
        } else if (index / 13 == top / 13) {
            if (index > top) { new_winner = seat; new_top = index; }
        } else if (index / 13 == s->trump) {
            new_winner = seat;
            new_top = index;
        }
        s->hands[seat] = hand ^ card;
        int ok;
        if (last) {
            if (s->sides[new_winner] == our_side) ok = can_take(s, new_winner, need - 1, left - 1);
            else ok = !can_take(s, new_winner, left - need, left - 1);
        } else {
            ok = play(s, leader, next, new_led, new_winner, new_top, need, left, in_play);
        }
        s->hands[seat] = hand;
        if (s->stop) return 0;
        if (ok == ours) return ok;
    }
    return !ours;
}

/* Whether the side of `leader`, on lead to a new trick, takes `need` of the `left` tricks. */
static int can_take(Search *s, int leader, int need, int left) {
    if (need <= 0) return 1;
    if (need > left) return 0;
    if (left == 1) return last_trick(s, leader);
    u64 k0, k1;
    make_key(s, leader, &k0, &k1);
    PREFETCH(s->table + bucket_of(s, k0, k1));
    int quick = quick_tricks(s, leader), lost = 0;
    if (quick < need && s->trump >= 0) {
        int won;
        sure_trumps(s, s->sides[leader], &won, &lost);
        if (won > quick) quick = won;
    }
    if (quick >= need) return 1;
    if (left - lost < need) return 0;
    Entry *e = probe(s, k0, k1);
    if (e != NULL) {
        if (LOW(e) >= need) return 1;
        if (HIGH(e) < need) return 0;
    }
    u64 in_play = 0;
    for (int seat = 0; seat < s->seats; seat++) in_play |= s->hands[seat];
    int result = play(s, leader, leader, -1, leader, -1, need, left, in_play);
    if (s->stop) return 0;
    if (result) store(s, k0, k1, left, need, left);
    else store(s, k0, k1, left, 0, need - 1);
    return result;
}

static int start(Search *s, double deadline) {
    s->deadline = deadline;
    s->stop = 0;
    s->next_check = s->nodes + 1;
    s->thread = PyEval_SaveThread();
    return !tick(s);
}

static int finish(Search *s, int result) {
    PyEval_RestoreThread(s->thread);
    s->busy = 0;
    if (s->stop == 2) return -2;
    return s->stop ? -1 : result;
}

/* --- Python ----------------------------------------------------------------------------- */

/* Read the hands (a sequence of `seats` numbers below 2**52) into s->hands. */
static int read_hands(Search *s, PyObject *hands) {
    PyObject *seq = PySequence_Fast(hands, "hands must be a list of numbers, one a seat");
    if (seq == NULL) return 0;
    if (PySequence_Fast_GET_SIZE(seq) != s->seats) {
        PyErr_Format(PyExc_ValueError, "the search is for %d seats, not %zd",
                     s->seats, PySequence_Fast_GET_SIZE(seq));
        Py_DECREF(seq);
        return 0;
    }
    u64 seen = 0;
    for (int seat = 0; seat < s->seats; seat++) {
        u64 hand = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(seq, seat));
        if (hand == (u64)-1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return 0;
        }
        if (hand & ~ALL_CARDS || hand & seen) {
            PyErr_SetString(PyExc_ValueError, "each hand is 52 bits, no card in two hands");
            Py_DECREF(seq);
            return 0;
        }
        seen |= hand;
        s->hands[seat] = hand;
    }
    Py_DECREF(seq);
    return 1;
}

static int begin(Search *s, PyObject *hands, int leader) {
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is already running");
        return 0;
    }
    if (leader < 0 || leader >= s->seats) {
        PyErr_Format(PyExc_ValueError, "the leader is a seat from 0 to %d, not %d", s->seats - 1, leader);
        return 0;
    }
    if (!read_hands(s, hands)) return 0;
    int cards = 0;
    for (int seat = 0; seat < s->seats; seat++) cards += popcount(s->hands[seat]);
    if (!ensure_table(s, cards)) {
        PyErr_NoMemory();
        return 0;
    }
    s->busy = 1;
    return 1;
}

static PyObject *answer(int result) {
    if (result == -2) return NULL;  /* the signal handler's exception is set */
    return PyLong_FromLong(result);
}

static PyObject *Search_tricks(Search *s, PyObject *args) {
    PyObject *hands;
    int leader;
    double deadline;
    if (!PyArg_ParseTuple(args, "Oid:tricks", &hands, &leader, &deadline)) return NULL;
    if (!begin(s, hands, leader)) return NULL;
    int left = popcount(s->hands[leader]), low = 0, high = left, guess = 0;
    if (start(s, deadline)) {
        guess = quick_tricks(s, leader);
        while (low < high) {
            int probe_need = guess < low + 1 ? low + 1 : guess;
            if (probe_need > high) probe_need = high;
            int ok = can_take(s, leader, probe_need, left);
            if (s->stop) break;
            if (ok) { low = probe_need; guess = probe_need + 1; }
            else { high = probe_need - 1; guess = probe_need - 1; }
        }
    }
    return answer(finish(s, low));
}

static PyObject *Search_can_finish(Search *s, PyObject *args) {
    PyObject *hands, *played_arg;
    int leader, need;
    double deadline;
    if (!PyArg_ParseTuple(args, "OiOid:can_finish", &hands, &leader, &played_arg, &need, &deadline))
        return NULL;
    PyObject *seq = PySequence_Fast(played_arg, "played must be a list of cards (bits)");
    if (seq == NULL) return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    u64 played[4];
    if (count > s->seats) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "a trick has at most %d cards, not %zd", s->seats, count);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        played[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(seq, i));
        if (played[i] == (u64)-1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return NULL;
        }
        if (played[i] == 0 || played[i] & ~ALL_CARDS || played[i] & (played[i] - 1)) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "each card played is one bit of the 52");
            return NULL;
        }
    }
    Py_DECREF(seq);
    if (!begin(s, hands, leader)) return NULL;
    int seats = s->seats;
    int left = popcount(s->hands[leader]) + (count ? 1 : 0);
    int result = 0;
    if (start(s, deadline)) {
        if (count == 0) {
            result = can_take(s, leader, need, left);
        } else {
            int winner = leader, top = lowest_index(played[0]);
            u64 in_play = 0;
            for (int seat = 0; seat < seats; seat++) in_play |= s->hands[seat];
            for (int step = 0; step < count; step++) {
                int index = lowest_index(played[step]);
                in_play |= played[step];
                if (step && index / 13 == top / 13) {
                    if (index > top) { winner = (leader + step) % seats; top = index; }
                } else if (step && index / 13 == s->trump) {
                    winner = (leader + step) % seats;
                    top = index;
                }
            }
            if (need <= 0 || need > left) {
                result = need <= 0;
            } else if (count == seats) {
                if (s->sides[winner] == s->sides[leader]) result = can_take(s, winner, need - 1, left - 1);
                else result = !can_take(s, winner, left - need, left - 1);
            } else {
                result = play(s, leader, (leader + (int)count) % seats, lowest_index(played[0]) / 13,
                              winner, top, need, left, in_play);
            }
        }
    }
    return answer(finish(s, result));
}

static int Search_init(Search *s, PyObject *args, PyObject *kwargs) {
    static char *keywords[] = {"sides", "trump", NULL};
    PyObject *sides_arg;
    int trump;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "Oi:Search", keywords, &sides_arg, &trump)) return -1;
    if (s->busy) {
        PyErr_SetString(PyExc_RuntimeError, "this search is running");
        return -1;
    }
    if (trump < -1 || trump > 3) {
        PyErr_Format(PyExc_ValueError, "trump is a suit from 0 to 3, or -1 at no-trump, not %d", trump);
        return -1;
    }
    PyObject *seq = PySequence_Fast(sides_arg, "sides must be a tuple of 0 and 1, one a seat");
    if (seq == NULL) return -1;
    Py_ssize_t seats = PySequence_Fast_GET_SIZE(seq);
    if (seats < 2 || seats > 4) {
        Py_DECREF(seq);
        PyErr_Format(PyExc_ValueError, "the search is for 2, 3 or 4 seats, not %zd", seats);
        return -1;
    }
    for (Py_ssize_t i = 0; i < seats; i++) {
        long side = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (side == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (side != 0 && side != 1) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "each seat's side is 0 or 1");
            return -1;
        }
        s->sides[i] = (int)side;
    }
    Py_DECREF(seq);
    s->seats = (int)seats;
    s->trump = trump;
    for (int leader = 0; leader < s->seats; leader++) {
        for (int i = 0; i < s->seats; i++) s->order[leader][i] = (leader + i) % s->seats;
        s->pattern[leader] = 0;
        for (int i = 0; i < s->seats; i++)
            if (s->sides[(leader + i) % s->seats] == s->sides[leader]) s->pattern[leader] |= 1 << i;
        for (int seat = 0; seat < s->seats; seat++) {
            int n = (leader - seat - 1 + 2 * s->seats) % s->seats;
            s->n_later[leader][seat] = n;
            for (int i = 0; i < n; i++) s->later[leader][seat][i] = (seat + 1 + i) % s->seats;
        }
    }
    free(s->table);
    s->table = NULL;
    s->table_size = 0;
    s->nodes = 0;
    s->busy = 0;
    return 0;
}

static void Search_dealloc(Search *s) {
    free(s->table);
    Py_TYPE(s)->tp_free((PyObject *)s);
}

static PyObject *Search_get_nodes(Search *s, void *closure) {
    (void)closure;
    return PyLong_FromUnsignedLong(s->nodes);
}

static PyMethodDef Search_methods[] = {
    {"tricks", (PyCFunction)Search_tricks, METH_VARARGS,
     "tricks(hands, leader, deadline): the tricks of the leader's side, -1 past the deadline."},
    {"can_finish", (PyCFunction)Search_can_finish, METH_VARARGS,
     "can_finish(hands, leader, played, need, deadline): 1 when the leader's side takes need of "
     "the tricks left (the current one included, played led to it), else 0; -1 past the deadline."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"nodes", (getter)Search_get_nodes, NULL, "positions searched so far", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "honeymoon._native.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Search(sides, trump): the double-dummy search for one deal's seats and strain; its "
              "table is kept from one call to the next.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT,
    .m_name = "honeymoon._native",
    .m_doc = "The compiled double-dummy search behind honeymoon.solver (optional).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__native(void) {
    fill_tables();
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(&SearchType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
