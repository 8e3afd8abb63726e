"""Lesson 14: strategy, tested.

The Honeymoon count of a hand or of both; the draw tip (:data:`TIP_RULE`); what your discards
tell of your opponent's hand; double-dummy tricks of two-hand deals (:mod:`honeymoon.analysis`),
for a contract and for the best strain; the tip's opening lead, alone or against the best one;
the lesson's verdict rule on a test's figures, and on the draw tested by simulation
(:mod:`honeymoon.simulate`).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial

from honeymoon import Auction, BridgeView, Card, ConfigError, Hand, Phase, Rank, Suit, render
from honeymoon.analysis import dd_plays, dd_table
from honeymoon.calls import Strain
from honeymoon.evaluation import hcp, total_points
from honeymoon_course.auctions import _dealer_of, _declarer_steps, _who_calls_first, bid_auction
from honeymoon_course.games import _act, _found, _game, _new_deal
from honeymoon_course.question import Blank, Question, unless_missing
from honeymoon_course.words import (
    PAIR,
    _card_list,
    _codes,
    _counted,
    _display,
    _figure,
    _hand,
    _labelled,
    _plural,
    _rows_figure,
    _strain_words,
    md,
)

__all__ = [
    "MEASURES",
    "STRAIN_NAMES",
    "TIP_RULE",
    "VERDICTS",
    "count_question",
    "dd_best_question",
    "dd_contract_question",
    "draw_simulation_question",
    "fourth_best",
    "lead_tip_question",
    "lesson_14",
    "sequence_top",
    "short_low",
    "tip_draw_question",
    "tip_lead_question",
    "unseen_suit_question",
    "verdict_question",
]


_DD_CACHE: dict[tuple[str, ...], dict[tuple[Strain, int], int]] = {}


def _dd(hands: Sequence[Hand]) -> dict[tuple[Strain, int], int]:
    """The double-dummy table of a deal (the library's ``dd_table``), computed once per deal."""
    key = tuple(h.pbn() for h in hands)
    if key not in _DD_CACHE:
        _DD_CACHE[key] = dd_table(list(hands))
    return _DD_CACHE[key]


def _row(table: Mapping[tuple[Strain, int], int], seat: int) -> str:
    return ", ".join(f"{s.symbol} {table[s, seat]}" for s in reversed(Strain))


#: Where lesson 14 teaches double dummy, the yardstick of its tests.
DD_TAUGHT = "lesson 14, “How a tip is tested” (the yardstick: both players see every card and play perfectly)"


# --- counting a hand ---------------------------------------------------------------------------

def _count_slip(hand: Hand) -> Callable[[object], str | None]:
    """What is wrong with a Honeymoon count that is the HCP alone, or the standard count."""
    high, standard = hcp(hand).total, total_points(hand, "standard").total

    def why(count: object) -> str | None:
        if count == high:
            return "that is the high-card points alone: the long suits add length points"
        if count == standard:
            return "that counts length from a suit's fifth card (the standard count): the Honeymoon count " \
                   "starts at the fourth"
        return None

    return why


def count_question(hands: Sequence[Hand]) -> Question:
    """One hand, or Anna's and Ben's, counted by the Honeymoon count (HCP plus 1 for each card from
    a suit's fourth); of two hands, which has more."""
    counts = [total_points(hand, "honeymoon") for hand in hands]
    totals = [int(c.total) for c in counts]
    count_words = "HCP plus length points (a 4-card suit +1, 5-card +2, …)"
    blanks: tuple[Blank, ...]
    if len(hands) == 1:
        prompt = f"Count this hand by the Honeymoon count: {count_words}."
        answer = f"{totals[0]} points."
        why: tuple[str, ...] = (md(str(counts[0])) + ".",)
        figure = _figure(_hand(hands[0]))
        blanks = (Blank("Honeymoon count", "number", totals[0], why_wrong=_count_slip(hands[0])),)
        long_suits = sum(1 for suit in Suit if hands[0].length(suit) >= 4)
        last = (f"This hand has {_counted(long_suits, 'suit')} of four cards or more: count its high-card "
                "points suit by suit, then add the length points of those suits.")
    else:
        more = "the same" if totals[0] == totals[1] else PAIR[totals.index(max(totals))]
        prompt = f"Count both hands by the Honeymoon count: {count_words}. Who has more?"
        answer = f"Anna {totals[0]}, Ben {totals[1]}: " + (
            "the same." if more == "the same" else f"{more} has more.")
        why = tuple(f"{PAIR[p]}: {md(str(counts[p]))}." for p in (0, 1))
        figure = _figure(_hand(hands[0], "Anna"), _hand(hands[1], "Ben"), classes="hm-row")
        blanks = (*(Blank(PAIR[p], "number", totals[p], why_wrong=_count_slip(hands[p])) for p in (0, 1)),
                  Blank("More", "choice", more, options=(*PAIR, "the same")))
        last = "Count each hand on its own, then compare the two totals."
    return Question(
        topic="the Honeymoon count",
        kind="honeymoon-count", prompt=prompt, answer=answer, why=why,
        facts={"hands": [h.pbn() for h in hands], "totals": totals},
        figure=figure, blanks=blanks,
        hints=("The Honeymoon count adds length points to the high-card points: lesson 14, “Bidding with "
               "the Honeymoon count” (and lesson 1, “Length points”).",
               "Count the HCP first (A 4, K 3, Q 2, J 1); then a suit of four cards or more adds one point "
               "for its fourth card and one for each card beyond it.",
               last))


# --- double dummy -------------------------------------------------------------------------------

def dd_contract_question(hands: Sequence[Hand], auction: Auction) -> Question:
    """A plain deal: does the contract the auction reached make double dummy?"""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    table = _dd(hands)
    tricks = table[contract.strain, declarer]
    result = tricks - contract.tricks_needed
    outcome = (f"makes{' with ' + _plural(result, 'overtrick') if result else ' exactly'}" if result >= 0
               else f"goes down {-result}")
    defender = PAIR[1 - declarer]
    auction_table = render.auction_html(auction.calls, first=auction.first, players=2, names=PAIR,
                                        dealer=_dealer_of(auction))
    return Question(
        topic="whether a contract makes double dummy",
        kind="dd-contract",
        prompt=(f"Plain Honeymoon: {_who_calls_first(auction, PAIR)} Both hands and the auction are below. "
                "If both players play perfectly, seeing all 26 cards (double dummy), how many tricks does "
                f"declarer take, {defender} leading? Does the contract make?"),
        answer=f"{md(str(contract))} by {PAIR[declarer]}: {tricks} tricks; it {outcome}.",
        why=(*_declarer_steps(auction, PAIR),
             f"The double-dummy solver, {PAIR[declarer]} declaring and {defender} leading, in each strain: "
             f"{md(_row(table, declarer))}.",
             f"{md(str(contract))} needs {contract.tricks_needed} tricks."),
        facts={"hands": [h.pbn() for h in hands], "first": auction.first,
               "calls": [str(c) for c in auction.calls],
               "contract": contract.code, "declarer": declarer, "tricks": tricks},
        figure=_figure(_hand(hands[0], "Anna"), _hand(hands[1], "Ben"), _labelled("Auction", auction_table),
                       classes="hm-row"),
        blanks=(Blank("Tricks, double dummy", "number", tricks),
                Blank("Makes?", "yes-no", tricks >= contract.tricks_needed)),
        stack=True,
        hints=(f"Double dummy: {DD_TAUGHT}.",
               "Count declarer's tricks suit by suit: the top cards that win at once, then the long cards "
               "of a long suit once the other hand has none left; with trumps, each trump that ruffs a "
               "loser adds one.",
               "The contract makes when declarer takes at least its level plus the book of six tricks."))


def _dd_contract(rng: random.Random, makes: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    auction = bid_auction(hands, rng.randrange(2), rng)
    if auction.contract is None or auction.declarer is None or auction.contract.level < 2:
        return None
    tricks = _dd(hands)[auction.contract.strain, auction.declarer]
    if (tricks >= auction.contract.tricks_needed) != makes:
        return None
    return dd_contract_question(hands, auction)


#: The strains as a learner names them, in the ladder's order from the top.
STRAIN_NAMES = {strain: "no-trump" if strain is Strain.NOTRUMP else strain.name.lower()
                for strain in reversed(Strain)}


def _best_strains(table: Mapping[tuple[Strain, int], int], seat: int) -> list[Strain]:
    most = max(table[s, seat] for s in Strain)
    return [s for s in reversed(Strain) if table[s, seat] == most]


def dd_best_question(hands: Sequence[Hand]) -> Question:
    """For each player, the strain in which he takes the most tricks as declarer, double dummy (a deal
    where, for each player, one strain is best: :class:`~honeymoon.errors.ConfigError` otherwise)."""
    table = _dd(hands)
    best = [_best_strains(table, seat) for seat in (0, 1)]
    if any(len(strains) > 1 for strains in best):
        raise ConfigError("this deal has two best strains for a player: ask it of a deal with one")
    most = [table[strains[0], seat] for seat, strains in enumerate(best)]
    words = [f"{_strain_words(strains[0], named=False)} ({tricks} tricks)"
             for strains, tricks in zip(best, most, strict=True)]
    return Question(
        topic="the best strain double dummy",
        kind="dd-best",
        prompt=("Both hands of a deal of plain Honeymoon are below. Double dummy, in which strain does each "
                "player take the most tricks as declarer (the other leading)?"),
        answer=f"Anna: {words[0]}; Ben: {words[1]}.",
        why=tuple(f"{PAIR[seat]} declaring, {PAIR[1 - seat]} leading: {md(_row(table, seat))}."
                  for seat in (0, 1)),
        facts={"hands": [h.pbn() for h in hands],
               "table": {f"{s.letter}{seat}": table[s, seat] for s in Strain for seat in (0, 1)},
               "best": [[s.letter for s in strains] for strains in best], "most": most},
        figure=_figure(_hand(hands[0], "Anna"), _hand(hands[1], "Ben"), classes="hm-row"),
        blanks=tuple(Blank(PAIR[seat], "choice", STRAIN_NAMES[best[seat][0]],
                           options=tuple(STRAIN_NAMES.values())) for seat in (0, 1)),
        hints=("Double dummy, a long trump suit makes the most tricks more often than not: lesson 14, "
               "“Choosing trumps”.",
               "For each player, weigh his longest suits as trumps against playing without trumps; the "
               "other player's long suits count too, for they run against him when there are no trumps.",
               "With trumps, a player's short suit lets him ruff the other's winners in it; without "
               "trumps, only his top cards and the long cards of his long suits win tricks."))


def _dd_best(rng: random.Random) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    table = _dd(hands)
    return dd_best_question(hands) if all(len(_best_strains(table, seat)) == 1 for seat in (0, 1)) else None


# --- the draw tip ---------------------------------------------------------------------------------

#: The draw tip of [honeymoon-fr] as lesson 14 writes it (its strategy ``french``), in words.
TIP_RULE = ("take a face-up card when the Honeymoon count of your hand with it, less the card you would "
            "then discard, is higher; discard never an ace or a king while another card is left, otherwise "
            "the lowest card of the shortest suit (of the shortest suits, if several tie)")


def short_low(cards: Sequence[Card]) -> Card:
    """The tip's discard: an ace or a king only if nothing else is left; otherwise the lowest card of the
    shortest suit (the first in the hand's order between equals)."""
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}
    return min(cards, key=lambda c: (c.rank >= Rank.KING, length[c.suit], c.rank))


def _discard_slip(cards: Sequence[Card]) -> Callable[[object], str | None]:
    """What is wrong with a discard, by the tip's rule."""
    low = [c for c in cards if c.rank < Rank.KING] or list(cards)
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}
    shortest = min(length[c.suit] for c in low)

    def why(card: object) -> str | None:
        if card not in cards:
            return "that card is not one of the fourteen you would hold"
        assert isinstance(card, Card)
        if card not in low:
            return "the tip keeps its aces and kings while another card is left"
        if length[card.suit] > shortest:
            return "the tip discards from the shortest suit"
        return "the tip discards the lowest card it may"

    return why


def tip_draw_question(hand: Hand, face: Card) -> Question:
    """Take or refuse a face-up card by lesson 14's draw tip, with the Honeymoon counts."""
    cards = [*hand, face]
    out = short_low(cards)
    after = Hand([c for c in cards if c != out])
    now, then = total_points(hand, "honeymoon"), total_points(after, "honeymoon")
    take = then.total > now.total
    return Question(
        topic="the draw tip",
        kind="tip-draw",
        prompt=(f"Draw, by the French rules text's tip as lesson 14 writes it ({TIP_RULE}). You hold the 13 "
                f"cards below and the {render.card_html(face)} is face up. Do you take it or refuse it, and "
                "which card would the tip discard if you took it?"),
        answer=(f"Take it and discard the {md(str(out))}: {then.total} points against {now.total}." if take
                else f"Refuse it: with it, less the {md(str(out))}, the count is {then.total}, not more than "
                     f"{now.total}."),
        why=(f"Your hand now: {md(str(now))}.",
             f"With the {md(str(face))} the tip would discard the {md(str(out))}"
             + (" (the face-up card itself)" if out == face else "") + f": {md(str(then))}.",
             f"{then.total} {'>' if take else '≤'} {now.total}: {'take' if take else 'refuse'}."),
        facts={"hand": hand.pbn(), "face": face.code, "discard": out.code, "now": now.total,
               "then": then.total,
               "decision": "take" if take else "refuse"},
        figure=_figure(_hand(hand, "Your hand"), _labelled("Face up", render.card_face_html(face)),
                       classes="hm-row"),
        blanks=(Blank("Take or refuse?", "choice", "take" if take else "refuse", options=("take", "refuse")),
                Blank("Discard", "card", out, options=tuple(_codes(cards)), why_wrong=_discard_slip(cards))),
        hints=("The tip compares your hand's Honeymoon count now with its count after the swap: lesson 14, "
               "“Building your hand in the draw”.",
               "First find the card the tip would throw away from the fourteen: never an ace or a king while "
               "another card is left, otherwise the lowest card of the shortest suit (of the shortest "
               "suits, if several tie). Then count both hands.",
               "Only a higher count is worth the change; an equal one is not."))


def _tip_draw(rng: random.Random, take: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    question = tip_draw_question(hands[0], rng.choice(list(hands[1])))
    return question if (question.facts["decision"] == "take") == take else None


# --- what your discards tell ----------------------------------------------------------------------

def unseen_suit_question(hand: Hand, discards: Hand, suit: Suit, *, theirs: Hand | None = None) -> Question:
    """Draw and Discard is over: how many cards of ``suit`` your opponent can hold at most, since he
    holds neither your cards nor your discards (``theirs``: his real hand, for the key)."""
    held, thrown = hand.length(suit), discards.length(suit)
    most = 13 - held - thrown
    really = f" He really holds {theirs.length(suit)} of them." if theirs is not None else ""
    name = suit.name.lower()

    def why_wrong(count: object) -> str | None:
        if count == 13 - held:
            return "your discards cannot be in his hand either"
        if count == 13 - thrown:
            return "the cards of your own hand are not in his either"
        return None

    return Question(
        topic="how many cards of a suit the opponent can hold",
        kind="unseen-suit",
        prompt=("Draw and Discard is over. You kept the 13 cards of your hand and remember the 13 you "
                f"discarded, both below. How many {suit.symbol} ({name}) can your opponent hold at most?"),
        answer=f"At most {most}: 13 {suit.symbol}, less {held} in your hand and {thrown} among your "
               "discards.",
        why=("Your 13 discards cannot be in his hand (« Deine 13 abgelegten Karten kann der andere nicht auf "
             "der Hand haben », [honeymoon-de]), nor can the cards you hold.",
             f"13 − {held} − {thrown} = {most}.{really}"),
        facts={"hand": hand.pbn(), "discards": discards.pbn(), "suit": suit.letter, "most": most,
               "theirs": None if theirs is None else theirs.pbn()},
        figure=_rows_figure(("Your hand", list(hand)), ("Your discards", list(discards))),
        blanks=(Blank(f"{suit.symbol} he may hold, at most", "number", most, why_wrong=why_wrong),),
        hints=("Your discards cannot be in your opponent's hand: lesson 14, “Remember your discards”.",
               f"The pack holds thirteen {name}: take away those you can see in your hand and those you "
               "remember discarding.",
               "What is left is the most he can hold; some of them may be among his own discards."))


def _unseen_suit(rng: random.Random) -> Question:
    game = _game("draw-discard", rng.randrange(1_000_000))
    while game.phase is Phase.DRAW:
        _act(game)
    view: BridgeView = game.view(0)
    full: BridgeView = game.full_view()
    return unseen_suit_question(Hand(view.seats[0].cards), Hand(view.discards[0]), rng.choice(list(Suit)),
                                theirs=Hand(full.seats[1].cards))


# --- the opening lead -----------------------------------------------------------------------------

def _by_length(hand: Hand) -> list[Suit]:
    """The suits of a hand, longest first; between equal lengths, more HCP first (lesson 14's order)."""
    return sorted(Suit, key=lambda s: (hand.length(s), sum(c.hcp for c in hand.suit(s)), s), reverse=True)


def fourth_best(hand: Hand) -> Card | None:
    """The fourth-highest card of the longest suit (``None`` when it has fewer than four cards)."""
    cards = hand.suit(_by_length(hand)[0])
    return cards[3] if len(cards) >= 4 else None


def sequence_top(hand: Hand, trump: Suit | None) -> Card | None:
    """The highest card heading two or more touching cards, the top one the 10 or better, outside the trump
    suit (``None`` if there is none)."""
    tops = [cards[0] for cards in map(hand.suit, Suit)
            if len(cards) >= 2 and cards[0].suit is not trump and cards[0].rank >= Rank.TEN
            and cards[0].rank - cards[1].rank == 1]
    return max(tops, key=lambda card: card.rank, default=None)


def _tip_lead(hand: Hand, strain: Strain, label: str) -> tuple[Card, str, Blank, str, str]:
    """The tip's opening lead from ``hand`` against ``strain``: the card, the tip in words, its blank
    (the hand's cards to pick from), the hint that narrows the search for it and the hint that points
    at the step."""
    trump = strain.suit
    lead = fourth_best(hand) if trump is None else sequence_top(hand, trump)
    if lead is None:
        raise ConfigError("the tip has no lead from this hand: "
                          + ("no suit of four cards" if trump is None else "no sequence outside trumps"))
    holding = md(" ".join(str(c) for c in hand.suit(lead.suit)))
    longest = _by_length(hand)[0]

    def why_wrong(card: object) -> str | None:
        if card not in hand:
            return "that card is not in the hand"
        assert isinstance(card, Card)
        if trump is None:
            return ("the fourth best comes from the longest suit" if card.suit is not longest
                    else "count again from the top of the suit: the fourth card down")
        if card.suit is trump:
            return "the tip leads from outside the trump suit"
        return "the tip leads the top card of a sequence: two or more touching cards, the top one the ten " \
               "or better"

    if trump is None:
        tip = f"the fourth best of the longest suit ({holding}): the {md(str(lead))}"
        narrow = ("Against no-trump: find the longest suit (between equal lengths, the one with more HCP) "
                  "and count down from its top card to the fourth.")
        step = ("Go down that suit from its highest card, one card at a time: the fourth card you reach is "
                "the fourth best, whatever its rank.")
    else:
        tip = f"the top of a sequence ({holding}): the {md(str(lead))}"
        narrow = (f"Against a trump contract: look outside the trump suit ({trump.symbol}) for two or more "
                  "touching cards headed by the ten or better; of several, lead from the highest.")
        step = ("Take the suits outside trumps one by one: do the two highest cards of the suit touch in "
                "rank, the higher one the ten or better? Such a suit heads a sequence.")
    blank = Blank(label, "card", lead, options=tuple(_codes(hand)), why_wrong=why_wrong)
    return lead, tip, blank, narrow, step


#: Where lesson 14 teaches the tip's opening leads.
LEADS_TAUGHT = "lesson 14, “Defence: the opening lead”"


def _contract_words(strain: Strain) -> str:
    return "at no-trump" if strain.suit is None else f"with {strain.suit.symbol} as trumps"


def tip_lead_question(hand: Hand, strain: Strain) -> Question:
    """The card the tip of [honeymoon-fr] leads from ``hand`` against a contract in ``strain``."""
    lead, tip, blank, narrow, step = _tip_lead(hand, strain, "The tip's lead")
    return Question(
        topic="the opening lead tip",
        kind="tip-lead",
        prompt=(f"Your opponent declares {_contract_words(strain)}, and you make the opening lead from the "
                "hand below. Which card does the French rules text's tip lead: the fourth best of the "
                "longest suit against no-trump, the top of a sequence against a trump contract?"),
        answer=f"The {md(str(lead))}.",
        why=(f"The tip leads {tip}.",),
        facts={"hand": hand.pbn(), "strain": strain.letter, "lead": lead.code},
        figure=_figure(_hand(hand, "Your hand")),
        blanks=(blank,),
        hints=(f"The tip's opening leads: {LEADS_TAUGHT}.", narrow, step))


def lead_tip_question(hands: Sequence[Hand], strain: Strain) -> Question:
    """The opening lead by the tip of [honeymoon-fr], against the best lead, double dummy."""
    defender = hands[1]
    lead, tip, blank, narrow, _ = _tip_lead(defender, strain, "(a) The tip's lead")
    values = dd_plays(list(hands), strain, leader=1)
    best = max(values.values())
    best_leads = [c for c in _display(values) if values[c] == best]
    average = sum(values.values()) / len(values)
    best_words = (_card_list(best_leads) if len(best_leads) <= 4
                  else f"{len(best_leads)} of his 13 cards give it")
    return Question(
        topic="the lead tip against the best lead",
        kind="lead-tip",
        prompt=(f"Plain Honeymoon: Anna declares {_contract_words(strain)}; Ben makes the opening lead. Both "
                "hands are below. (a) Which card does the French rules text's tip lead: the fourth best of "
                "the longest suit against no-trump, the top of a sequence against a trump contract? (b) "
                "Double dummy, how many tricks does Ben take after that lead, and after the best one?"),
        answer=(f"(a) The {md(str(lead))}; (b) {values[lead]} tricks after it; {best} after the best lead "
                f"({best_words})."),
        why=(f"The tip leads {tip}.",
             "The double-dummy solver, for each card Ben may lead, his tricks from there on: the "
             f"{md(str(lead))} gives {values[lead]}, the best {best}, a lead at random {average:.1f} on "
             "average.",
             "The tip's lead is as good as the best one here." if values[lead] == best else
             f"Here the tip's lead costs {_plural(best - values[lead], 'trick')} against the best lead."),
        facts={"hands": [h.pbn() for h in hands], "strain": strain.letter, "lead": lead.code,
               "values": {c.code: v for c, v in values.items()}, "best": best},
        figure=_figure(_hand(hands[0], "Anna, declarer"), _hand(hands[1], "Ben, on lead"), classes="hm-row"),
        blanks=(blank, Blank("(b) Ben's tricks after it", "number", values[lead]),
                Blank("(b) after the best lead", "number", best)),
        hints=(f"The tip's opening leads: {LEADS_TAUGHT}; the tricks are double dummy, {DD_TAUGHT}.", narrow,
               "For (b), play the deal out for Ben after that lead, and after each other lead: the best lead "
               "gives at least as many tricks as any other."))


def _lead_tip(rng: random.Random, notrump: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    strain = Strain.NOTRUMP if notrump else Strain.from_suit(_by_length(hands[0])[0])
    lead = fourth_best(hands[1]) if notrump else sequence_top(hands[1], strain.suit)
    return lead_tip_question(hands, strain) if lead is not None else None


# --- the verdict rule -----------------------------------------------------------------------------

#: The lesson's three verdicts on a test, as a learner answers them, with their sentences.
VERDICTS = {"agree": "the data agree with the tip", "disagree": "the data disagree with the tip",
            "cannot tell": "the data cannot tell"}


def _decimal(value: float) -> str:
    """A figure to three decimals at most, without trailing zeros: ``0.6``, ``0.274``, ``−0.4``."""
    return f"{value:.3f}".rstrip("0").rstrip(".").replace("-", "−")


def verdict_question(test: str, deals: int, tip: float, rival: float, spread: float, *,
                     unit: str = "tricks", of: str = "deals") -> Question:
    """The lesson's verdict rule on a test's figures: ``deals`` deals played by the tip and its rival,
    their averages ``tip`` and ``rival`` (in ``unit``), and ``spread``, the standard deviation of the
    per-deal differences. The tip ahead by more than the margin (two standard errors): the data agree;
    behind by more: they disagree; in between: they cannot tell."""
    error = spread / math.sqrt(deals)
    margin = round(2 * error, 9)
    ahead = round(tip - rival, 9)
    verdict = "agree" if ahead > margin else "disagree" if ahead < -margin else "cannot tell"
    where = {"agree": "more than the margin ahead", "disagree": "more than the margin behind",
             "cannot tell": "within the margin"}[verdict]
    why = [f"Standard error: {spread:g} ÷ √{deals} = {_decimal(error)}; the margin is two standard errors, "
           f"{_decimal(margin)}.",
           f"The difference, tip minus rival, is {tip:g} − {rival:g} = {_decimal(ahead)}: the tip is "
           f"{where}, so {VERDICTS[verdict]}."]
    if verdict == "cannot tell" and ahead:
        need = int(float(f"{deals * (margin / ahead) ** 2:.2g}"))
        why.append(f"About {need} {of} might tell, if the difference stayed the same.")
    return Question(
        topic="the verdict on a tested tip",
        kind="verdict",
        prompt=(f"{test} Over {deals} {of}, the same for both, the tip averages {tip:g} {unit} and its "
                f"rival {rival:g}; the {deals} per-deal differences have a standard deviation of {spread:g} "
                f"{unit}. What does the lesson's verdict rule say: agree, disagree or cannot tell?"),
        answer=f"{VERDICTS[verdict].capitalize()}: the difference is {_decimal(ahead)}, the margin "
               f"{_decimal(margin)}.",
        why=tuple(why),
        facts={"deals": deals, "tip": tip, "rival": rival, "spread": spread, "ahead": ahead, "margin": margin,
               "verdict": verdict},
        blanks=(Blank("Verdict", "choice", verdict, options=tuple(VERDICTS)),),
        hints=("The verdict rule compares the tip's lead over its rival with a margin of two standard "
               "errors: lesson 14, “How a tip is tested”.",
               f"The standard error is the standard deviation divided by the square root of the number of "
               f"{of}; double it for the margin.",
               "Then see whether the tip is ahead by more than the margin, behind by more than the margin, "
               "or neither."))


#: What :func:`draw_simulation_question` may measure the draw by, and its unit in a sentence.
MEASURES = {"HCP": "HCP", "length points": "length points", "Honeymoon count": "points"}


def draw_simulation_question(seed: int, deals: int = 25, measure: str = "length points") -> Question:
    """The verdict rule on the draw tested by simulation (``honeymoon.simulate.draw_outcomes``): the
    first player drawing by *improve* against refusing every card, by ``measure`` (one of
    :data:`MEASURES`) after the draw."""
    from honeymoon.simulate import draw_outcomes  # needs numpy: MissingExtraError without it

    if measure not in MEASURES:
        raise ConfigError(f"measure is one of {', '.join(MEASURES)}, not {measure!r}")
    outcome = draw_outcomes(deals, seed=seed, strategies=("improve", "refuse"))
    parts = {"HCP": ((outcome.hcp_before,), (outcome.hcp_after,)),
             "length points": ((outcome.length_points_before,), (outcome.length_points_after,)),
             "Honeymoon count": ((outcome.hcp_before, outcome.length_points_before),
                                 (outcome.hcp_after, outcome.length_points_after))}[measure]
    before, after = ([sum(float(part[deal, 0]) for part in side) for deal in range(deals)] for side in parts)
    differences = [later - earlier for earlier, later in zip(before, after, strict=True)]
    question = verdict_question(
        f"The draw rule *improve* (take a face-up card with more HCP than your weakest card, and discard "
        f"that one) is tested as a tip against its rival, refusing every card (which keeps the hand as "
        f"dealt), by the first player's {measure} after the draw, in deals the computer dealt at random.",
        deals, round(statistics.fmean(after), 2), round(statistics.fmean(before), 2),
        round(statistics.stdev(differences), 2), unit=MEASURES[measure])
    source = f"The figures: the library's `honeymoon.simulate.draw_outcomes({deals}, seed={seed})`."
    return replace(question, kind="draw-simulation", why=(*question.why, source),
                   topic="the draw tested by simulation",
                   facts={**question.facts, "seed": seed, "measure": measure})


def lesson_14(rng: random.Random) -> list[Question]:
    """Strategy, tested: the Honeymoon count; the draw tip; double-dummy tricks of two-hand deals (a contract,
    the best strain); the tip's opening lead against the best one; what your discards tell; the verdict rule
    on the draw tested by simulation."""
    _, hands = _new_deal(rng, hands=2)
    questions = [count_question(hands),
                 _found(rng, partial(_tip_draw, take=rng.random() < 0.6), "face-up card"),
                 _found(rng, partial(_dd_contract, makes=rng.random() < 0.5), "deal"),
                 _found(rng, _dd_best, "deal"),
                 _found(rng, partial(_lead_tip, notrump=rng.random() < 0.5), "deal"),
                 _unseen_suit(rng)]
    measure = rng.choice(("HCP", "length points", "length points", "Honeymoon count"))
    # The simulation needs numpy: without it (JupyterLite), the others are asked.
    questions += unless_missing(lambda: draw_simulation_question(
        rng.randrange(1_000_000), rng.choice((16, 25, 36, 49, 64, 100)), measure))
    return questions
