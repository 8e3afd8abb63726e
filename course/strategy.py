"""Lesson 14: strategy, tested.

The Honeymoon count of both hands; the draw tip (:data:`TIP_RULE`); double-dummy tricks of
two-hand deals (:mod:`honeymoon.analysis`), for a contract and for the best strain; the tip's
opening lead against the best one; the draw tested by simulation (:mod:`honeymoon.simulate`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial

from honeymoon import Auction, Card, Hand, Rank, Suit, render
from honeymoon.analysis import dd_plays, dd_table
from honeymoon.calls import Strain
from honeymoon.evaluation import total_points
from honeymoon_course.auctions import _dealer_of, _declarer_steps, _who_calls_first, bid_auction
from honeymoon_course.games import _found, _new_deal
from honeymoon_course.question import Question
from honeymoon_course.words import (
    PAIR,
    _card_list,
    _display,
    _figure,
    _hand,
    _labelled,
    _plural,
    _strain_words,
    md,
)

__all__ = [
    "TIP_RULE",
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


def count_question(hands: Sequence[Hand]) -> Question:
    """Both hands of a deal counted by the Honeymoon count."""
    counts = [total_points(hand, "honeymoon") for hand in hands]
    totals = [c.total for c in counts]
    more = ("the same" if totals[0] == totals[1] else f"{PAIR[totals.index(max(totals))]} has more")
    return Question(
        kind="honeymoon-count",
        prompt=("Count both hands by the Honeymoon count: HCP plus length points (a 4-card suit +1, 5-card "
                "+2, …). Who has more?"),
        answer=f"Anna {totals[0]}, Ben {totals[1]}: {more}.",
        why=tuple(f"{PAIR[p]}: {md(str(counts[p]))}." for p in (0, 1)),
        facts={"hands": [h.pbn() for h in hands], "totals": totals},
        figure=_figure(_hand(hands[0], "Anna"), _hand(hands[1], "Ben"), classes="hm-row"),
        blanks=("Anna", "Ben", "More"))


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
        blanks=("Tricks, double dummy", "Makes?"), stack=True)


def _dd_contract(rng: random.Random, makes: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    auction = bid_auction(hands, rng.randrange(2), rng)
    if auction.contract is None or auction.declarer is None or auction.contract.level < 2:
        return None
    tricks = _dd(hands)[auction.contract.strain, auction.declarer]
    if (tricks >= auction.contract.tricks_needed) != makes:
        return None
    return dd_contract_question(hands, auction)


def dd_best_question(hands: Sequence[Hand]) -> Question:
    """For each player, the strain in which he takes the most tricks as declarer, double dummy."""
    table = _dd(hands)
    best = []
    for seat in (0, 1):
        most = max(table[s, seat] for s in Strain)
        best.append(([s for s in reversed(Strain) if table[s, seat] == most], most))
    words = [" or ".join(_strain_words(s, named=False) for s in strains) + f" ({most} tricks)"
             for strains, most in best]
    return Question(
        kind="dd-best",
        prompt=("Both hands of a deal of plain Honeymoon are below. Double dummy, in which strain does each "
                "player take the most tricks as declarer (the other leading)?"),
        answer=f"Anna: {words[0]}; Ben: {words[1]}.",
        why=tuple(f"{PAIR[seat]} declaring, {PAIR[1 - seat]} leading: {md(_row(table, seat))}."
                  for seat in (0, 1)),
        facts={"hands": [h.pbn() for h in hands],
               "table": {f"{s.letter}{seat}": table[s, seat] for s in Strain for seat in (0, 1)},
               "best": [[s.letter for s in strains] for strains, _ in best],
               "most": [most for _, most in best]},
        figure=_figure(_hand(hands[0], "Anna"), _hand(hands[1], "Ben"), classes="hm-row"),
        blanks=("Anna", "Ben"))


#: The tips of lesson 14, in words: the draw (``tip``) and the opening leads of [honeymoon-fr].
TIP_RULE = ("take a face-up card when the Honeymoon count of your hand with it, less the card you would "
            "then discard, is higher; discard never an ace or a king while another card is left, otherwise "
            "the lowest card of the shortest suit")


def short_low(cards: Sequence[Card]) -> Card:
    """The tip's discard: an ace or a king only if nothing else is left; otherwise the lowest card of the
    shortest suit (the first in the hand's order between equals)."""
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}
    return min(cards, key=lambda c: (c.rank >= Rank.KING, length[c.suit], c.rank))


def tip_draw_question(hand: Hand, face: Card) -> Question:
    """Take or refuse a face-up card by lesson 14's draw tip, with the Honeymoon counts."""
    cards = [*hand, face]
    out = short_low(cards)
    after = Hand([c for c in cards if c != out])
    now, then = total_points(hand, "honeymoon"), total_points(after, "honeymoon")
    take = then.total > now.total
    return Question(
        kind="tip-draw",
        prompt=(f"Draw, by the tip of [honeymoon-fr] as lesson 14 writes it ({TIP_RULE}). You hold the 13 "
                f"cards below and the {render.card_html(face)} is face up. Do you take it or refuse it, and "
                "what would you discard?"),
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
        blanks=("Take or refuse?", "Discard"))


def _tip_draw(rng: random.Random, take: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    question = tip_draw_question(hands[0], rng.choice(list(hands[1])))
    return question if (question.facts["decision"] == "take") == take else None


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


def lead_tip_question(hands: Sequence[Hand], strain: Strain) -> Question:
    """The opening lead by the tip of [honeymoon-fr], against the best lead, double dummy."""
    defender = hands[1]
    trump = strain.suit
    lead = fourth_best(defender) if trump is None else sequence_top(defender, trump)
    assert lead is not None
    values = dd_plays(list(hands), strain, leader=1)
    best = max(values.values())
    best_leads = [c for c in _display(values) if values[c] == best]
    average = sum(values.values()) / len(values)
    holding = md(" ".join(str(c) for c in defender.suit(lead.suit)))
    best_words = (_card_list(best_leads) if len(best_leads) <= 4
                  else f"{len(best_leads)} of his 13 cards give it")
    if trump is None:
        tip = f"the fourth best of his longest suit ({holding}): the {md(str(lead))}"
        kind = "at no-trump"
    else:
        tip = f"the top of a sequence ({holding}): the {md(str(lead))}"
        kind = f"with {trump.symbol} as trumps"
    return Question(
        kind="lead-tip",
        prompt=(f"Plain Honeymoon: Anna declares {kind}; Ben makes the opening lead. Both hands are below. "
                "(a) Which card does the tip of [honeymoon-fr] lead: the fourth best of the longest suit "
                "against no-trump, the top of a sequence against a trump contract? (b) Double dummy, how "
                "many tricks does Ben take after that lead, and after the best one?"),
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
        blanks=("(a) The tip's lead", "(b) Tricks: tip, best"))


def _lead_tip(rng: random.Random, notrump: bool) -> Question | None:
    _, hands = _new_deal(rng, hands=2)
    strain = Strain.NOTRUMP if notrump else Strain.from_suit(_by_length(hands[0])[0])
    lead = fourth_best(hands[1]) if notrump else sequence_top(hands[1], strain.suit)
    return lead_tip_question(hands, strain) if lead is not None else None


def _signed(value: float) -> str:
    """A mean with its sign, ``+19.7`` or ``−0.4``, and ``0`` for nothing."""
    return "0" if value == 0 else f"{value:+.1f}".replace("-", "−")


def draw_simulation_question(seed: int, count: int = 2000) -> Question:
    """The draw tip tested by simulation (``honeymoon.simulate.draw_outcomes``)."""
    from honeymoon.simulate import draw_outcomes

    outcome = draw_outcomes(count, seed=seed, strategies=("improve", "refuse"))
    hcp_gain = [round(float(x), 1) for x in outcome.hcp_after.mean(axis=0) - outcome.hcp_before.mean(axis=0)]
    length_gain = [round(float(x), 1) for x in
                   outcome.length_points_after.mean(axis=0) - outcome.length_points_before.mean(axis=0)]
    taken = round(float(outcome.taken[:, 0].mean()), 1)
    before = round(float(outcome.hcp_before[:, 0].mean()), 1)
    return Question(
        kind="draw-simulation",
        prompt=("A tip tested: « take the cards that improve your hand ». The library played the draw of "
                f"{count:,} deals (honeymoon.simulate.draw_outcomes, seed {seed}). The first player takes "
                "every face-up card with more HCP than his weakest card and discards that card; the dealer "
                "refuses everything. Predict, then compare with the key: on average, (a) how many cards "
                "does the first player take, (b) how many HCP does he gain, (c) how many length points, (d) "
                "how many HCP does the dealer gain?"),
        answer=(f"(a) {taken} cards; (b) {_signed(hcp_gain[0])} HCP (from {before}); (c) "
                f"{_signed(length_gain[0])} length points; (d) {_signed(hcp_gain[1])} HCP."),
        why=(f"Over {count:,} deals: the taker gains {_signed(hcp_gain[0])} HCP on average, the refuser "
             f"{_signed(hcp_gain[1])}: refusing everything keeps the dealt hand.",
             f"Length points change by {_signed(length_gain[0])} for the taker: a rule that looks at HCP "
             "only does not build long suits.",
             "Every card the dealer refuses is offered to the first player next: refusing also feeds the "
             "opponent."),
        facts={"seed": seed, "count": count, "taken": taken, "hcp_gain": hcp_gain, "length_gain": length_gain,
               "hcp_before": before},
        blanks=("(a) cards", "(b) HCP", "(c) length points", "(d) dealer"), lines=1)


def lesson_14(rng: random.Random) -> list[Question]:
    """Strategy, tested: the Honeymoon count; the draw tip; double-dummy tricks of two-hand deals (a contract,
    the best strain); the tip's opening lead against the best one; the draw tested by simulation."""
    _, hands = _new_deal(rng, hands=2)
    questions = [count_question(hands),
                 _found(rng, partial(_tip_draw, take=rng.random() < 0.6), "face-up card"),
                 _found(rng, partial(_dd_contract, makes=rng.random() < 0.5), "deal")]
    _, hands = _new_deal(rng, hands=2)
    questions.append(dd_best_question(hands))
    questions.append(_found(rng, partial(_lead_tip, notrump=rng.random() < 0.5), "deal"))
    questions.append(draw_simulation_question(rng.randrange(1_000_000)))
    return questions
