"""Class sheets for teachers: a printable exercise sheet and its answer key for each lesson of part one.

Usage::

    python scripts/class_sheets.py [--seed N] [--out DIR]

writes, into ``DIR`` (default ``book/sheets``):

- ``index.md``: what the sheets are, how to print them and how to make a new set;
- for each lesson ``NN`` of part one (00 to 09), ``lesson-NN.md``, the exercise sheet (about six
  questions, each in a block of its own with room to write), and ``lesson-NN-answers.md``, the
  answer key (each answer with the library's explanation: the count's lines, the steps of a
  trick, the reason a call is illegal, the walkthrough of a score).

Every question is computed by the library :mod:`honeymoon`, never typed in: hands come from
``honeymoon.deal(seed=…)``, auctions from :class:`honeymoon.Auction` (driven by a small bidder
that looks at the dealt hands and makes only legal calls), scores from
:func:`honeymoon.score_deal` and :class:`honeymoon.ScoreSheet`, and the pictures from
:mod:`honeymoon.render`, embedded in the pages as raw HTML. The seed ``N`` (a whole number, 0 or
more; default 1) decides everything: the same seed writes the same pages byte for byte, another
seed another set of questions. The book publishes the set of seed 1, and
``tests/test_class_sheets.py`` checks that the committed pages are exactly what this script writes.

The pages are MyST Markdown for the book: the sheets' blocks carry the classes ``hm-sheet``,
``hm-question`` and ``hm-write``, which ``book/_css/hm-sheets.css`` styles for the screen and
for print (``@media print``: no navigation, one block never split across pages, lines to write on).

Bad input (a negative seed, a seed that is not a whole number, an unknown option) prints one line
on standard error and exits with status 2. Only the standard library and :mod:`honeymoon` are used.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import NoReturn

from honeymoon import DECK, Auction, Card, Contract, Hand, ScoreSheet, Suit, deal, render, score_deal
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Doubling, Strain
from honeymoon.evaluation import (
    BALANCED_SHAPES,
    distribution,
    hcp,
    is_balanced,
    length_points,
    losing_trick_count,
    quick_tricks,
    shape,
    total_points,
)
from honeymoon.scoring import DealScore, Side, honors_held
from honeymoon.tricks import beats, follow_suit_reason, legal_cards, trick_winner, why_beats

__all__ = [
    "LESSONS",
    "Lesson",
    "Question",
    "Sheet",
    "build",
    "main",
    "write",
]

REPO = Path(__file__).resolve().parents[1]
DEFAULT_OUT = Path("book") / "sheets"
DEFAULT_SEED = 1
USAGE = "python scripts/class_sheets.py [--seed N] [--out DIR]"
#: The two players of Honeymoon Bridge, named as in the scoring example of [honeymoon-de].
PAIR = ("Anna", "Ben")
#: The four seats of contract bridge, in the library's seat order (0 North … 3 West).
COMPASS = render.COMPASS
SIDES_4 = ("North-South", "East-West")
#: The game level of each strain: 3NT, 4♥, 4♠, 5♣, 5♦.
GAME_LEVEL = {Strain.CLUBS: 5, Strain.DIAMONDS: 5, Strain.HEARTS: 4, Strain.SPADES: 4, Strain.NOTRUMP: 3}
#: The balanced shapes, as the lesson on judging a hand names them.
BALANCED = ", ".join("-".join(map(str, form)) for form in BALANCED_SHAPES[:-1]) + " and " + "-".join(
    map(str, BALANCED_SHAPES[-1]))
#: The two length counts, worded as the lessons word them.
LENGTH_WORDS = {
    "standard": "the standard count (+1 for each card beyond the fourth in a suit)",
    "honeymoon": "the Honeymoon count (4-card suit +1, 5-card +2, …)",
}
LENGTH_NAMES = {"standard": "Standard count", "honeymoon": "Honeymoon count"}

Facts = dict[str, object]


# --- what a sheet is made of -------------------------------------------------------------------

@dataclass(frozen=True)
class Question:
    """One question: what the sheet shows, what the key shows, and the facts behind them.

    ``prompt`` and ``figure`` appear on both pages; the sheet adds ``blanks`` (labelled places to
    write) and ``lines`` (extra ruled lines for working); the key shows ``key_figure`` (the
    picture with the answer marked, or ``figure``), ``answer`` and the library's explanation
    ``why`` (Markdown lines). ``facts`` holds the question's data and the right answer as plain
    values (card and hand codes, numbers), for the tests to recompute.
    """

    kind: str
    prompt: str
    answer: str
    why: tuple[str, ...]
    facts: Facts
    figure: str = ""
    key_figure: str = ""
    blanks: tuple[str, ...] = ("Answer",)
    lines: int = 0
    #: The places to write go under the picture (a wide one), not beside it.
    stack: bool = False


@dataclass(frozen=True)
class Lesson:
    """A lesson of part one: its number, title, what its sheet asks, the question maker, and what
    the sheet says once for all its questions (``note``, Markdown)."""

    number: int
    title: str
    asks: str
    make: Callable[[random.Random], list[Question]]
    note: str = ""


@dataclass(frozen=True)
class Sheet:
    """A lesson's questions for one seed."""

    lesson: Lesson
    seed: int
    questions: list[Question] = field(default_factory=list)

    @property
    def stem(self) -> str:
        return f"lesson-{self.lesson.number:02d}"


# --- small helpers ---------------------------------------------------------------------------

_MD_SPECIAL = str.maketrans({c: "\\" + c for c in "\\`*_[]<>#|"})


def md(text: str) -> str:
    """Plain text (from the library) made safe to put in Markdown: its special characters escaped."""
    return text.translate(_MD_SPECIAL)


def _up(text: str) -> str:
    """``text`` with its first letter in upper case (and the rest as it was)."""
    return text[:1].upper() + text[1:]


def _contract(contract: Contract) -> str:
    """A contract in running text, in its strain's colour (without a title that gives away the
    tricks it needs)."""
    return render.call_html(contract.bid) + contract.doubling.suffix


def _figure(*parts: str, classes: str = "") -> str:
    """Pictures as one raw HTML block (one line, so that Markdown passes it on untouched)."""
    extra = f" {classes}" if classes else ""
    return f'<div class="hm-figure{extra}">' + "".join(parts) + "</div>"


def _labelled(name: str, html: str) -> str:
    return f'<div class="hm-labelled"><div class="hm-label">{name}</div>{html}</div>'


def _hand(hand: Hand, name: str | None = None) -> str:
    drawn = render.hand_html(hand)
    return _labelled(name, drawn) if name else drawn


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)


def _cards_html(cards: Sequence[Card]) -> str:
    return " ".join(render.card_html(card) for card in cards)


def _plural(count: int | float, word: str) -> str:
    shown = f"{count:g}" if isinstance(count, float) else str(count)
    return f"{shown} {word}{'' if count == 1 else 's'}"


def _strain_words(strain: Strain) -> str:
    return "no-trump" if strain is Strain.NOTRUMP else f"{strain.symbol} ({strain.name.lower()})"


def _trump_words(trump: Suit | None) -> str:
    if trump is None:
        return "no trumps (a no-trump contract)"
    return f"trumps are {trump.symbol} ({trump.name.lower()})"


def _vul(vulnerable: bool) -> str:
    return "vulnerable" if vulnerable else "not vulnerable"


def _new_deal(rng: random.Random, *, hands: int = 4, size: int = 13) -> tuple[int, tuple[Hand, ...]]:
    """A deal from ``honeymoon.deal`` with a seed drawn from ``rng``; the seed is returned too."""
    seed = rng.randrange(1_000_000)
    return seed, deal(seed=seed, hands=hands, size=size).hands


def _find(rng: random.Random, make: Callable[[random.Random], object | None], what: str) -> object:
    """The first thing ``make`` returns that is not ``None`` (it draws from ``rng``)."""
    for _ in range(5000):
        found = make(rng)
        if found is not None:
            return found
    raise RuntimeError(f"no {what} found in 5000 tries")  # pragma: no cover - would be a bug


# --- tricks ------------------------------------------------------------------------------------

def _play_trick(rng: random.Random, hands: Sequence[Hand], leader: int) -> list[tuple[int, Card]]:
    """A trick with seeded legal cards: the leader any card, each next seat a card that follows suit
    if it can."""
    plays: list[tuple[int, Card]] = []
    led: Suit | None = None
    for step in range(len(hands)):
        seat = (leader + step) % len(hands)
        card = rng.choice(legal_cards(hands[seat], led))
        led = led if led is not None else card.suit
        plays.append((seat, card))
    return plays


def _climb(cards: Sequence[Card], trump: Suit | None) -> list[str]:
    """Each later card against the card winning the trick when it was played, in the library's words."""
    steps, top = [], cards[0]
    for card in cards[1:]:
        steps.append(why_beats(card, top, trump))
        if beats(card, top, trump):
            top = card
    return steps


def trick_question(plays: Sequence[tuple[int, Card]], trump: Suit | None, *, names: Sequence[str],
                   ask: str = "card") -> Question:
    """Which card (``ask="card"``) or which player (``ask="player"``) wins this trick."""
    seats = len(names)
    cards = [card for _, card in plays]
    index = trick_winner(cards, trump)
    seat, card = plays[index]
    bottom = 2 if seats == 4 else 0  # South (or the first player) at the bottom of the picture
    caption = "no trumps" if trump is None else None

    def picture(winner: int | None) -> str:
        return _figure(render.trick_html(plays, seats=seats, names=names, trump=trump, caption=caption,
                                         bottom=bottom, winner=winner))

    led_by = names[plays[0][0]]
    question = "Which card wins this trick?" if ask == "card" else "Who wins this trick, and with which card?"
    prompt = f"{question} {_up(_trump_words(trump))}; {led_by} led."
    steps = _climb(cards, trump)
    return Question(
        kind="trick", prompt=prompt,
        answer=f"{md(str(card))}, played by {names[seat]}, wins the trick.",
        why=tuple(md(step) for step in steps),
        facts={"cards": [c.code for c in cards], "seats": [s for s, _ in plays],
               "trump": None if trump is None else trump.letter, "winner_card": card.code,
               "winner_seat": seat},
        figure=picture(None), key_figure=picture(seat),
        blanks=("Winning card" if ask == "card" else "Winner (player and card)",))


def legal_cards_question(hand: Hand, led: Card, *, leader: str) -> Question:
    """Which cards of ``hand`` may be played to a trick led with ``led``."""
    legal = legal_cards(hand, led.suit)
    holding = hand.suit(led.suit)
    prompt = (f"{leader} leads the {render.card_html(led)}. You hold the {len(hand)} cards below. "
              "Which of them may you play?")
    if holding:
        answer = f"only your {led.suit}: {md(_cards_text(legal))}."
        how = "with any one of them" if len(legal) > 1 else "and this is your only one"
        why = [md(f"you hold {led.suit}: you must follow suit, {how}.")]
        other = next(c for c in hand if c not in legal)
        reason = follow_suit_reason(hand, other, led.suit)
        why.append(md(f"{other}, for example, may not be played — {reason}."))
    else:
        answer = f"any card: all {len(hand)} of them."
        why = [md(f"you hold no {led.suit}: you may play any card, a trump or a discard "
                  f"({_cards_text(legal)}).")]
    why[0] = _up(why[0])
    return Question(
        kind="legal-cards", prompt=prompt, answer=_up(answer), why=tuple(why),
        facts={"hand": hand.pbn(), "led": led.code, "legal": sorted(c.code for c in legal)},
        figure=_figure(_hand(hand, "Your hand")), blanks=("Cards you may play",))


# --- contracts and results ---------------------------------------------------------------------

def tricks_needed_question(contracts: Sequence[Contract]) -> Question:
    """How many tricks declarer needs in each contract."""
    items = "; ".join(_contract(c) for c in contracts)
    answers = [f"{md(str(c))}: {c.level} + 6 = {c.tricks_needed}" for c in contracts]
    return Question(
        kind="tricks-needed",
        prompt=f"How many tricks must declarer take to make each contract? {items}",
        answer="; ".join(answers) + ".",
        why=("A contract's level counts the tricks beyond the book of six: level + 6.",),
        facts={"contracts": [c.code for c in contracts], "answers": [c.tricks_needed for c in contracts]},
        blanks=tuple(str(c) for c in contracts))


def result_question(contract: Contract, tricks: int) -> Question:
    """Did the contract make, and by how many tricks over or short."""
    score = score_deal(contract, tricks)
    outcome = score.outcome + (f" (short by {_plural(-score.result, 'trick')})" if score.result < 0 else "")
    return Question(
        kind="result",
        prompt=(f"Declarer plays {_contract(contract)} and takes {tricks} tricks. "
                "Did the contract make? By how many tricks over, or short?"),
        answer=f"{md(str(contract))} {outcome}.",
        why=(f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks; "
             f"declarer took {tricks}.",),
        facts={"contract": contract.code, "tricks": tricks, "made": score.made, "result": score.result},
        blanks=("Made or down, by how many",))


# --- hands ---------------------------------------------------------------------------------------

def hcp_question(hand: Hand) -> Question:
    count = hcp(hand)
    return Question(
        kind="hcp", prompt="How many high-card points (HCP) does this hand hold? (A 4, K 3, Q 2, J 1)",
        answer=f"{count.total} HCP.", why=(md(str(count)),),
        facts={"hand": hand.pbn(), "answer": count.total},
        figure=_figure(_hand(hand)), blanks=("HCP",))


def length_question(hand: Hand, counts: Sequence[str]) -> Question:
    """Length points by one or both named counts, worded as the lessons word them."""
    results = [length_points(hand, count) for count in counts]
    if len(counts) == 1:
        prompt = f"Count this hand's length points by {LENGTH_WORDS[counts[0]]}."
        blanks: tuple[str, ...] = ("Length points",)
    else:
        prompt = ("Count this hand's length points twice: by "
                  + ", and by ".join(LENGTH_WORDS[c] for c in counts) + ".")
        blanks = tuple(LENGTH_NAMES[c] for c in counts)
    answer = "; ".join(f"{LENGTH_NAMES[c]}: {_plural(r.total, 'length point')}"
                       for c, r in zip(counts, results, strict=True))
    return Question(
        kind="length", prompt=prompt, answer=_up(answer) + ".",
        why=tuple(f"{LENGTH_NAMES[c]}: {md(str(r))}" for c, r in zip(counts, results, strict=True)),
        facts={"hand": hand.pbn(), "counts": list(counts), "answers": [r.total for r in results]},
        figure=_figure(_hand(hand)), blanks=blanks)


def judge_question(hand: Hand) -> Question:
    """Shape, balanced or not, quick tricks and losing-trick count of one hand."""
    lengths = distribution(hand)
    form = "-".join(map(str, shape(hand)))
    balanced = is_balanced(hand)
    qt, ltc = quick_tricks(hand), losing_trick_count(hand)
    suits = " ".join(f"{suit}{length}" for suit, length in lengths.items())
    return Question(
        kind="judge", prompt="Judge this hand: its shape, whether it is balanced, its quick tricks and "
                             "its losers by the losing-trick count.",
        answer=_up(f"shape {form}; {'balanced' if balanced else 'unbalanced'}; "
                   f"{_plural(qt.total, 'quick trick')}; {_plural(ltc.total, 'loser')}."),
        why=(f"Suit lengths {md(suits)}, longest first: {form}.",
             f"{form} is {'one' if balanced else 'none'} of the balanced shapes ({BALANCED}: "
             "no void, no singleton, one doubleton at most)" + ("." if balanced else ": unbalanced."),
             f"Quick tricks: {md(str(qt))}.",
             f"Losing-trick count: {md(str(ltc))}."),
        facts={"hand": hand.pbn(), "shape": form, "balanced": balanced, "quick_tricks": qt.total,
               "losers": ltc.total},
        figure=_figure(_hand(hand)), blanks=("Shape", "Balanced?", "Quick tricks", "Losers (LTC)"))


# --- auctions -------------------------------------------------------------------------------------

def _game_target(strain: Strain) -> int:
    return GAME_LEVEL[strain]


def _cap(estimate: int) -> int:
    """The highest level a side should bid with ``estimate`` points between its hands."""
    steps = ((37, 7), (33, 6), (29, 5), (25, 4), (23, 3), (21, 2), (18, 1))
    return next((level for points, level in steps if estimate >= points), 0)


def _bids_by(auction: Auction, player: int) -> list[Bid]:
    return [call for i, call in enumerate(auction.calls)
            if auction.caller(i) == player and isinstance(call, Bid)]


def _longest(hand: Hand, rng: random.Random) -> Strain:
    best = max(hand.length(s) for s in Suit)
    suits = [s for s in Suit if hand.length(s) == best]
    return Strain(max(suits) if rng.random() < 0.8 else rng.choice(suits))


def sensible_call(auction: Auction, hands: Sequence[Hand], rng: random.Random) -> Call:
    """A plausible legal call for the player to call, from his hand (a teaching bidder, not an
    expert): bid the longest suit (or no-trump with a balanced 15–19, or partner's suit with
    three cards in it) as high as the points of the side allow, jump to game when the side has
    found its suit and has the points, double an opponent who bids too high, else pass."""
    me = auction.to_call
    hand = hands[me]
    points = int(total_points(hand).total)
    partner = (me + 2) % 4 if auction.players == 4 else None
    partner_bids = _bids_by(auction, partner) if partner is not None else []
    mine = _bids_by(auction, me)
    support = partner_bids[-1].strain if partner_bids else None
    if support is not None and ((support is Strain.NOTRUMP and is_balanced(hand))
                                or (support.suit is not None and hand.length(support.suit) >= 3)):
        strain = support
    elif mine:
        strain = mine[0].strain
    elif is_balanced(hand) and 15 <= hcp(hand).total <= 19:
        strain = Strain.NOTRUMP
    else:
        strain = _longest(hand, rng)
    # With four players, what the side holds: his points and a guess at his partner's (12 once
    # the partner has bid, else 6). With two, each hand plays alone against one other hand, so
    # fewer points make a trick: 10 points bid at the one level, each 3 more one level higher.
    if auction.players == 4:
        estimate = points + (12 if partner_bids else 6)
    else:
        estimate = points + 8 + rng.choice((-1, 0, 0, 1))
    cap = _cap(estimate)
    legal = auction.legal_calls()
    in_strain = [c for c in legal if isinstance(c, Bid) and c.strain is strain]
    choice: Call = PASS
    if in_strain and in_strain[0].level <= cap:
        choice = in_strain[0]
        game = _game_target(strain)
        agreed = strain is support or (auction.players == 2 and bool(mine) and mine[-1].strain is strain)
        if agreed and cap >= 6 and rng.random() < 0.5:
            choice = Bid(max(choice.level, 6), strain)
        elif agreed and cap >= game > choice.level and rng.random() < 0.8:
            choice = Bid(game, strain)
    if choice is PASS:
        if DOUBLE in legal and hcp(hand).total >= 13 and rng.random() < 0.5:
            choice = DOUBLE
        elif REDOUBLE in legal and points >= 16 and rng.random() < 0.5:
            choice = REDOUBLE
    return choice


def bid_auction(hands: Sequence[Hand], first: int, rng: random.Random, *, stop: int | None = None,
                closing_passes: int | None = None) -> Auction:
    """The auction the sensible bidder makes with these hands (two or four players), ``first``
    calling first; with ``stop``, only its first ``stop`` calls."""
    auction = Auction(players=len(hands), first=first, closing_passes=closing_passes)
    while not auction.is_over and (stop is None or len(auction.calls) < stop):
        auction.call(sensible_call(auction, hands, rng))
    return auction


def _auction_figure(auction: Auction, names: Sequence[str], dealer: int | None) -> str:
    return _figure(render.auction_html(auction.calls, first=auction.first, players=auction.players,
                                       names=names, dealer=dealer))


def _dealer_of(auction: Auction) -> int:
    """Who dealt: with four players the dealer calls first; with two the non-dealer does."""
    return auction.first if auction.players == 4 else 1 - auction.first


def _who_calls_first(auction: Auction, names: Sequence[str]) -> str:
    dealer = _dealer_of(auction)
    if auction.players == 4:
        return f"{names[dealer]} dealt and called first."
    return f"{names[dealer]} dealt, so {names[auction.first]} called first."


def _declarer_steps(auction: Auction, names: Sequence[str]) -> list[str]:
    """Why the contract and the declarer are what they are, from the auction's calls."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    calls = auction.calls
    last = max(i for i, call in enumerate(calls) if isinstance(call, Bid))
    bidder = auction.caller(last)
    doubled = contract.doubling is not Doubling.UNDOUBLED
    steps = [f"The last bid was {md(str(calls[last]))}, by {names[bidder]}"
             + (f"; it was then {contract.doubling.word}" if doubled else "")
             + f": the contract is {md(str(contract))}."]
    if auction.players == 4:
        side = auction.side(declarer)
        first = min(i for i, call in enumerate(calls) if isinstance(call, Bid)
                    and call.strain is contract.strain and auction.side(auction.caller(i)) == side)
        assert auction.caller(first) == declarer
        steps.append(f"{SIDES_4[side]} declare. The first of them to name {_strain_words(contract.strain)} "
                     f"was {names[declarer]} ({md(str(calls[first]))}, call {first + 1} of the auction): "
                     f"{names[declarer]} is declarer"
                     + ("." if declarer == bidder else f", though {names[bidder]} made the last bid."))
    else:
        steps.append(f"{names[declarer]} made the last bid, so {names[declarer]} is declarer.")
    return steps


def contract_question(auction: Auction, names: Sequence[str], *, table: bool = False) -> Question:
    """A finished auction: its contract and declarer; with ``table`` (four players) also dummy,
    the opening leader and the tricks needed; with two players, who leads."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    players = auction.players
    leader = auction.opening_leader
    why = _declarer_steps(auction, names)
    facts: Facts = {"players": players, "first": auction.first, "calls": [str(c) for c in auction.calls],
                    "contract": contract.code, "declarer": declarer, "leader": leader}
    dealer = _dealer_of(auction)
    if table:
        dummy = auction.dummy
        assert dummy is not None
        facts |= {"dummy": dummy, "tricks_needed": contract.tricks_needed}
        blanks: tuple[str, ...] = ("Contract", "Declarer", "Dummy", "Opening leader", "Tricks needed")
        answer = (f"{md(str(contract))} by {names[declarer]}; dummy {names[dummy]}; "
                  f"{names[leader]} leads; {contract.tricks_needed} tricks needed.")
        why += [f"Dummy is declarer's partner, {names[dummy]}; the opening lead comes from declarer's "
                f"left, {names[leader]}.",
                f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks."]
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, who "
                  "is declarer, who is dummy, who makes the opening lead, and how many tricks are needed?")
    elif players == 2:
        blanks = ("Contract", "Declarer", "Opening lead by")
        answer = f"{md(str(contract))} by {names[declarer]}; {names[leader]} leads."
        why.append(f"The other player, {names[leader]}, makes the opening lead.")
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, who is "
                  "declarer, and who leads?")
    else:
        blanks = ("Contract", "Declarer")
        answer = f"{md(str(contract))} by {names[declarer]}."
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, and "
                  "who is declarer?")
    return Question(
        kind="contract", prompt=prompt, answer=answer, why=tuple(why), facts=facts,
        figure=_auction_figure(auction, names, dealer),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=players,
                                               names=names, dealer=dealer),
                           "<p>" + render.contract_html(contract, names[declarer]) + "</p>"),
        blanks=blanks)


def lowest_bid_question(auction: Auction, strain: Strain, names: Sequence[str]) -> Question:
    """The lowest legal bid in ``strain`` for the player to call."""
    bids = [c for c in auction.legal_calls() if isinstance(c, Bid) and c.strain is strain]
    answer = bids[0]
    last = max((c for c in auction.calls if isinstance(c, Bid)), key=lambda b: b.index)
    who = names[auction.to_call]
    why = [f"The last bid is {md(str(last))}: a new bid must outrank it."]
    if answer.level > 1:
        lower = Bid(answer.level - 1, strain)
        reason = auction.why_illegal(lower)
        if reason:
            why.append(f"{md(_up(reason))}.")
    why.append(f"{md(str(answer))} outranks {md(str(last))}"
               + (" (same level, higher strain)." if answer.level == last.level else " (a higher level)."))
    return Question(
        kind="lowest-bid",
        prompt=f"It is {who}'s turn. What is the lowest bid {who} can make in {_strain_words(strain)}?",
        answer=f"{md(str(answer))}.", why=tuple(why),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "strain": strain.letter, "answer": answer.code},
        figure=_auction_figure(auction, names, _dealer_of(auction)), blanks=("Lowest bid",))


def legal_call_question(auction: Auction, candidates: Sequence[Call], names: Sequence[str]) -> Question:
    """Is each of these calls legal now, and if not, why not (``Auction.why_illegal``)."""
    who = names[auction.to_call]
    letters = "abcdefgh"
    listed = "; ".join(f"({letters[i]}) {render.call_html(call)}" for i, call in enumerate(candidates))
    reasons = [auction.why_illegal(call) for call in candidates]
    why = tuple(f"({letters[i]}) {md(str(call))}: "
                + ("legal." if reason is None else f"not legal: {md(reason)}.")
                for i, (call, reason) in enumerate(zip(candidates, reasons, strict=True)))
    legal = [letters[i] for i, reason in enumerate(reasons) if reason is None]
    return Question(
        kind="legal-call",
        prompt=(f"It is {who}'s turn. Which of these calls may {who} make? For each one that is not "
                f"allowed, say why. {listed}"),
        answer=("Legal: " + ", ".join(f"({x})" for x in legal) + "; the others are not." if legal
                else "None of them is legal."),
        why=why,
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "candidates": [str(c) for c in candidates], "legal": [r is None for r in reasons]},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=tuple(f"({letters[i]})" for i in range(len(candidates))))


# --- scores -----------------------------------------------------------------------------------------

def _walkthrough(score: DealScore, names: Mapping[Side, str] | None = None) -> tuple[str, ...]:
    head = md(score.headline) + ":"
    who: Mapping[Side, str] = names or {"declarer": "declarer", "defenders": "defenders"}
    return (head, *(f"{who[line.side]}: {md(str(line))}" for line in score.lines))


def made_score_question(contract: Contract, tricks: int) -> Question:
    """Trick points and overtricks of a made contract, and whether it is a game (from zero)."""
    score = score_deal(contract, tricks)
    below, above = score.declarer_below, score.declarer_above
    game = below >= 100
    return Question(
        kind="made-score",
        prompt=(f"Declarer plays {_contract(contract)}, not vulnerable, and takes {tricks} tricks. "
                "How many trick points go below the line, how many points for overtricks above it, and "
                "is it a game (from a score of zero)?"),
        answer=(f"{below} below the line, {above} above; "
                + (f"a game ({below} ≥ 100)." if game else f"not a game ({below} < 100: a part-score).")),
        why=_walkthrough(score),
        facts={"contract": contract.code, "tricks": tricks, "below": below, "above": above, "game": game},
        blanks=("Trick points (below)", "Overtricks (above)", "Game?"))


def score_question(contract: Contract, tricks: int, vulnerable: bool, *, hand: Hand | None = None,
                   holder: Side = "declarer") -> Question:
    """What each side scores, above and below the line; with ``hand`` (held by ``holder``), honors."""
    honors = honors_held(hand, contract.strain) if hand is not None else 0
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=holder)
    totals = {"declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
              "defenders_above": score.defenders_above}
    prompt = (f"Declarer plays {_contract(contract)}, {_vul(vulnerable)}, and takes {tricks} tricks. "
              "What does each side score, above and below the line?")
    figure = ""
    why = list(_walkthrough(score))
    if hand is not None:
        owner = "Declarer" if holder == "declarer" else "A defender"
        prompt += f" {owner} held the hand below: do not forget honors."
        figure = _figure(_hand(hand, f"{owner}'s hand"))
        if not honors:
            why.append(f"No honors: the hand does not hold {_honors_wanted(contract.strain)}.")
    return Question(
        kind="score", prompt=prompt,
        answer=_up(f"declarer {score.declarer_below} below and {score.declarer_above} above the line; "
                   f"defenders {score.defenders_above} above."),
        why=tuple(why),
        facts={"contract": contract.code, "tricks": tricks, "vulnerable": vulnerable, "honors": honors,
               "honors_side": holder, "hand": hand.pbn() if hand is not None else None, **totals},
        figure=figure, blanks=("Declarer below", "Declarer above", "Defenders above"))


def _honors_wanted(strain: Strain) -> str:
    """What a hand must not hold for no honors to score, in words."""
    if strain is Strain.NOTRUMP:
        return "all four aces (at no-trump only the aces count)"
    return f"four of the five top trumps ({strain.symbol}A K Q J 10)"


def _sheet_with(we_vul: bool, they_vul: bool) -> ScoreSheet:
    """A rubber in which We (side 0) and They (side 1) are vulnerable as asked: each vulnerable side
    has made a game (3NT, 9 tricks) earlier in it."""
    sheet = ScoreSheet(("We", "They"))
    for side, vulnerable in ((0, we_vul), (1, they_vul)):
        if vulnerable:
            sheet.record("3NT", 9, declarer=side)
    return sheet


def sacrifice_question(game: Contract, game_tricks: int, sacrifice: Contract, sacrifice_tricks: int,
                       we_vul: bool, they_vul: bool) -> Question:
    """Compare two results: the opponents' game made, or our sacrifice doubled and defeated. Both are
    written on a rubber's score sheet, so a game that wins the rubber brings its bonus."""
    results: list[tuple[int, list[str]]] = []
    for contract, tricks, declarer in ((game, game_tricks, 1), (sacrifice, sacrifice_tricks, 0)):
        sheet = _sheet_with(we_vul, they_vul)
        start = len(sheet.entries)
        sheet.record(contract, tricks, declarer=declarer)
        theirs = [entry for entry in sheet.entries[start:] if entry.side == 1]
        results.append((sum(e.points for e in theirs), [md(str(e.line)) for e in theirs]))
    (game_points, game_lines), (sac_points, sac_lines) = results
    cheaper = "sacrifice" if sac_points < game_points else "game" if game_points < sac_points else "same"
    rubber = any("rubber" in line for line in game_lines)
    verdict = {"sacrifice": f"the sacrifice costs {game_points - sac_points} less.",
               "game": f"letting them play {md(str(game))} costs {sac_points - game_points} less.",
               "same": "both cost the same."}[cheaper]
    why = [f"If they play {md(str(game))} and take {game_tricks} tricks, they score: "
           + "; ".join(game_lines) + f" — {game_points} in all.",
           f"If you play {md(str(sacrifice))} and take {sacrifice_tricks} tricks, they score: "
           + "; ".join(sac_lines) + f" — {sac_points} in all."]
    if not rubber:
        why.append("Their game does not end the rubber, but it is worth more than its points: it wins "
                   "them a game, and a second game brings the rubber bonus (700, or 500 if you have a game).")
    return Question(
        kind="sacrifice",
        prompt=(f"You are {_vul(we_vul)}, they are {_vul(they_vul)}. They bid {_contract(game)} and would "
                f"take {game_tricks} tricks. You can bid {render.call_html(sacrifice.bid)} instead: they "
                f"double, and you take {sacrifice_tricks} tricks."),
        answer=f"{md(str(game))} made: {game_points} to them; {md(str(sacrifice))} down "
               f"{sacrifice.tricks_needed - sacrifice_tricks}: {sac_points} to them; {verdict}",
        why=tuple(why),
        facts={"game": game.code, "game_tricks": game_tricks, "sacrifice": sacrifice.code,
               "sacrifice_tricks": sacrifice_tricks, "we_vul": we_vul, "they_vul": they_vul,
               "game_points": game_points, "sacrifice_points": sac_points, "cheaper": cheaper},
        blanks=(f"They score if they play {game}", f"They score if you play {sacrifice}", "Cheaper for you"))


def plain_deal_question(hands: Sequence[Hand], auction: Auction, tricks: int, vulnerable: bool) -> Question:
    """A deal of Plain Honeymoon: the two hands, the auction, the tricks declarer took; the contract,
    the declarer and the score (with honors, whoever holds them)."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    names = PAIR
    holder_seat = next((seat for seat in (0, 1) if honors_held(hands[seat], contract.strain)), None)
    honors = honors_held(hands[holder_seat], contract.strain) if holder_seat is not None else 0
    side: Side = "declarer" if holder_seat in (None, declarer) else "defenders"
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=side)
    defender = 1 - declarer
    who: dict[Side, str] = {"declarer": names[declarer], "defenders": names[defender]}
    why = _declarer_steps(auction, names) + list(_walkthrough(score, who))
    if not honors:
        why.append(f"No honors: neither hand holds {_honors_wanted(contract.strain)}.")
    auction_table = render.auction_html(auction.calls, first=auction.first, players=2, names=names,
                                        dealer=_dealer_of(auction))
    figure = _figure(_hand(hands[0], names[0]), _hand(hands[1], names[1]),
                     _labelled("Auction", auction_table), classes="hm-row")
    return Question(
        kind="plain-deal",
        prompt=(f"{_who_calls_first(auction, names)} Here are both hands and the auction. Declarer is "
                f"{_vul(vulnerable)} and takes {tricks} tricks. What is the contract, who is declarer, and "
                "what does each player score, above and below the line? (Look for honors in both hands.)"),
        answer=(f"{md(str(contract))} by {names[declarer]}; {names[declarer]} scores {score.declarer_below} "
                f"below and {score.declarer_above} above the line, {names[defender]} "
                f"{score.defenders_above} above."),
        why=tuple(why),
        facts={"hands": [h.pbn() for h in hands], "first": auction.first,
               "calls": [str(c) for c in auction.calls], "contract": contract.code, "declarer": declarer,
               "tricks": tricks, "vulnerable": vulnerable, "honors": honors, "honors_side": side,
               "declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
               "defenders_above": score.defenders_above},
        figure=figure,
        blanks=("Contract and declarer", f"{names[0]} scores", f"{names[1]} scores"), lines=1, stack=True)


# --- the lessons' question makers ----------------------------------------------------------------------

def _late_trick(rng: random.Random, trump: Suit | None, *, players: int, want_ruff: bool) -> object | None:
    """A trick late in a deal (few cards left, so voids are common); with ``want_ruff`` only one won
    by a trump that was not led."""
    _, hands = _new_deal(rng, hands=players, size=rng.randrange(3, 7))
    plays = _play_trick(rng, hands, rng.randrange(players))
    cards = [card for _, card in plays]
    winner = cards[trick_winner(cards, trump)]
    ruffed = trump is not None and winner.suit is trump and cards[0].suit is not trump
    if want_ruff != ruffed:
        return None
    if trump is None and all(card.suit is cards[0].suit for card in cards):
        return None if rng.random() < 0.5 else plays  # a discard or two, more often than not
    return plays


def _random_contract(rng: random.Random, levels: Sequence[int],
                     doubling: Doubling = Doubling.UNDOUBLED) -> Contract:
    return Contract.of(Bid(rng.choice(levels), rng.choice(list(Strain))), doubling)


def _trick_of(rng: random.Random, trump: Suit | None, players: int,
              want_ruff: bool) -> list[tuple[int, Card]]:
    found = _find(rng, lambda r: _late_trick(r, trump, players=players, want_ruff=want_ruff), "trick")
    assert isinstance(found, list)
    return found


def lesson_00(rng: random.Random) -> list[Question]:
    """Bridge in a few minutes: which card wins a trick (no trumps, trumps); tricks a contract needs."""
    questions = []
    for trump, ruff in ((None, False), (None, False), ("trump", False), ("trump", True)):
        suit = rng.choice(list(Suit)) if trump else None
        plays = _trick_of(rng, suit, 4, ruff)
        questions.append(trick_question(plays, suit, names=COMPASS))
    contracts = [Contract.of(Bid(level, rng.choice(list(Strain)))) for level in rng.sample(range(1, 8), 3)]
    questions.append(tricks_needed_question(contracts))
    contract = _random_contract(rng, (1, 2, 3, 4, 5))
    tricks = max(0, min(13, contract.tricks_needed + rng.choice((-2, -1, 0, 1, 2))))
    questions.append(result_question(contract, tricks))
    return questions


def _hand_where(rng: random.Random, test: Callable[[Hand], bool]) -> Hand:
    def attempt(r: random.Random) -> Hand | None:
        _, hands = _new_deal(r)
        return next((h for h in hands if test(h)), None)

    found = _find(rng, attempt, "hand")
    assert isinstance(found, Hand)
    return found


def _longest_length(hand: Hand) -> int:
    return max(hand.length(s) for s in Suit)


def lesson_01(rng: random.Random) -> list[Question]:
    """Cards and high-card points: HCP of dealt hands; length points by both counts."""
    _, hands = _new_deal(rng)
    questions = [hcp_question(hand) for hand in hands[:3]]
    questions.append(length_question(_hand_where(rng, lambda h: _longest_length(h) >= 5), ("standard",)))
    questions.append(length_question(_hand_where(rng, lambda h: _longest_length(h) >= 4), ("honeymoon",)))
    two_long = _hand_where(rng, lambda h: sorted((h.length(s) for s in Suit), reverse=True)[1] >= 4
                           and _longest_length(h) >= 5)
    questions.append(length_question(two_long, ("standard", "honeymoon")))
    return questions


def _void_in(hand: Hand) -> list[Suit]:
    return [s for s in Suit if not hand.length(s)]


def lesson_02(rng: random.Random) -> list[Question]:
    """Tricks: who wins a trick (trumps or no-trump, four players and two); which cards may be played."""
    questions = []
    for players, trump_wanted, ruff in ((4, False, False), (4, True, True), (2, True, False)):
        suit = rng.choice(list(Suit)) if trump_wanted else None
        plays = _trick_of(rng, suit, players, ruff)
        names = COMPASS if players == 4 else PAIR
        questions.append(trick_question(plays, suit, names=names, ask="player"))
    # Following suit: a full hand that holds the suit led, a full hand void in it, a short hand.
    _, hands = _new_deal(rng, hands=2)
    mine, theirs = hands
    led = rng.choice([c for c in theirs if mine.length(c.suit)])
    questions.append(legal_cards_question(mine, led, leader="Ben"))
    void_hand = _hand_where(rng, lambda h: bool(_void_in(h)))
    suit = rng.choice(_void_in(void_hand))
    led = rng.choice([c for c in DECK if c.suit is suit])
    questions.append(legal_cards_question(void_hand, led, leader="West"))
    # Late in a deal, a suit led of which you hold a single card: that card is the only one.
    def singleton_case(r: random.Random) -> tuple[Hand, Card] | None:
        _, short = _new_deal(r, hands=2, size=6)
        leads = [c for c in short[1] if short[0].length(c.suit) == 1]
        return (short[0], r.choice(leads)) if leads else None

    found = _find(rng, singleton_case, "short hand")
    assert isinstance(found, tuple)
    questions.append(legal_cards_question(found[0], found[1], leader="Ben"))
    return questions


def lesson_03(rng: random.Random) -> list[Question]:
    """Judging a hand: shape, balanced or not, quick tricks, losing-trick count."""
    wants: list[Callable[[Hand], bool]] = [
        is_balanced, lambda h: not is_balanced(h), is_balanced,
        lambda h: min(h.length(s) for s in Suit) <= 1, lambda h: not is_balanced(h),
        lambda h: quick_tricks(h).total >= 2]
    return [judge_question(_hand_where(rng, want)) for want in wants]


def _partial_auction(rng: random.Random, players: int,
                     want: Callable[[Auction], bool] = lambda a: True) -> Auction | None:
    """An auction still running, with at least one bid below the 6 level, as ``want`` asks."""
    _, hands = _new_deal(rng, hands=players)
    first = rng.randrange(players)
    full = bid_auction(hands, first, rng)
    bids = [i for i, c in enumerate(full.calls) if isinstance(c, Bid)]
    if not bids:
        return None
    stop = rng.randrange(bids[0] + 1, len(full.calls))
    auction = Auction(players=players, first=first)
    for call in full.calls[:stop]:
        auction.call(call)
    if auction.is_over or _last_bid(auction).level >= 6 or not want(auction):
        return None
    return auction


def _finished_auction(rng: random.Random, players: int, want: Callable[[Auction], bool] = lambda a: True,
                      ) -> Auction:
    def attempt(r: random.Random) -> Auction | None:
        _, hands = _new_deal(r, hands=players)
        first = r.randrange(players)
        auction = bid_auction(hands, first, r)
        return auction if auction.contract is not None and want(auction) else None

    found = _find(rng, attempt, "auction")
    assert isinstance(found, Auction)
    return found


def _running(rng: random.Random, players: int, want: Callable[[Auction], bool] = lambda a: True) -> Auction:
    found = _find(rng, lambda r: _partial_auction(r, players, want), "auction")
    assert isinstance(found, Auction)
    return found


def _last_bid(auction: Auction) -> Bid:
    return max((c for c in auction.calls if isinstance(c, Bid)), key=lambda b: b.index)


def _partner_acted_last(auction: Auction) -> bool:
    """Whether the last call other than a pass was a bid by the partner of the player to call."""
    last = max(i for i, c in enumerate(auction.calls) if c is not PASS)
    return isinstance(auction.calls[last], Bid) and auction.caller(last) == (auction.to_call + 2) % 4


def _candidates(auction: Auction, rng: random.Random) -> list[Call]:
    """Three calls to judge. Two players: a bid too low, a double, a bid high enough. Four players,
    when partner made the last bid: a bid high enough, a double (of partner's bid) and a redouble
    or a pass."""
    last = _last_bid(auction)
    too_low = [b for b in ALL_BIDS if last.index - 6 <= b.index < last.index]
    higher = [c for c in auction.legal_calls() if isinstance(c, Bid)][:6]
    if auction.players == 2:
        picked: list[Call] = [rng.choice(too_low), DOUBLE, rng.choice(higher)]
    else:
        picked = [rng.choice(higher), DOUBLE, rng.choice((REDOUBLE, PASS))]
    return sorted(picked, key=lambda c: (c.index, "") if isinstance(c, Bid) else (99, str(c)))


def lesson_04(rng: random.Random) -> list[Question]:
    """The bidding ladder: the lowest bid in a strain; is a call legal; contract and declarer."""
    questions = []
    for players, below in ((2, True), (4, False)):
        auction = _running(rng, players)
        last = _last_bid(auction)
        strains = [s for s in Strain if (s < last.strain) == below and s is not last.strain] or list(Strain)
        names = PAIR if players == 2 else COMPASS
        questions.append(lowest_bid_question(auction, rng.choice(strains), names))
    two = _running(rng, 2, lambda a: bool([b for b in ALL_BIDS if b < _last_bid(a)]))
    questions.append(legal_call_question(two, _candidates(two, rng), PAIR))
    four = _running(rng, 4, _partner_acted_last)
    questions.append(legal_call_question(four, _candidates(four, rng), COMPASS))
    questions.append(contract_question(_finished_auction(rng, 2, lambda a: len(a.calls) >= 3), PAIR))
    questions.append(contract_question(_finished_auction(rng, 4, lambda a: len(a.calls) >= 6), COMPASS))
    return questions


def _declarer_not_last(auction: Auction) -> bool:
    last = max(i for i, c in enumerate(auction.calls) if isinstance(c, Bid))
    return auction.caller(last) != auction.declarer


def _doubled(auction: Auction) -> bool:
    return auction.contract is not None and auction.contract.doubling is not Doubling.UNDOUBLED


def lesson_05(rng: random.Random) -> list[Question]:
    """Contract bridge for four: declarer, dummy, opening leader and tricks needed of four-player auctions."""
    wants: list[Callable[[Auction], bool]] = [
        lambda a: len(a.calls) <= 8, _declarer_not_last, lambda a: not _declarer_not_last(a),
        _declarer_not_last, _doubled,
        lambda a: len(a.calls) >= 8]
    return [contract_question(_finished_auction(rng, 4, want), COMPASS, table=True) for want in wants]


def lesson_06(rng: random.Random) -> list[Question]:
    """Rubber scoring I: trick points and overtricks of made contracts; is it a game."""
    questions = []
    wants = [True, False, True, False, None, None]  # a game, a part-score, …
    for want in wants:
        while True:
            contract = _random_contract(rng, (1, 2, 3, 4, 5))
            if want is None or (score_deal(contract, contract.tricks_needed).declarer_below >= 100) == want:
                break
        extra = rng.choice((0, 0, 1, 1, 2))
        tricks = min(13, contract.tricks_needed + extra)
        questions.append(made_score_question(contract, tricks))
    return questions


def lesson_07(rng: random.Random) -> list[Question]:
    """Rubber scoring II: doubled and redoubled results, undertricks, slams, honors."""
    questions = []
    doubled = _random_contract(rng, (2, 3, 4), Doubling.DOUBLED)
    questions.append(score_question(doubled, doubled.tricks_needed + rng.choice((0, 1)), rng.random() < 0.5))
    redoubled = _random_contract(rng, (1, 2, 3), Doubling.REDOUBLED)
    questions.append(score_question(redoubled, redoubled.tricks_needed + rng.choice((-1, 0, 1)),
                                    rng.random() < 0.5))
    vulnerable = rng.random() < 0.5
    plain = _random_contract(rng, (2, 3, 4, 5))
    questions.append(score_question(plain, plain.tricks_needed - rng.choice((1, 2, 3)), vulnerable))
    down = _random_contract(rng, (3, 4, 5), Doubling.DOUBLED)
    questions.append(score_question(down, down.tricks_needed - rng.choice((2, 3, 4)), not vulnerable))
    slam = _random_contract(rng, (6, 7))
    questions.append(score_question(slam, slam.tricks_needed, rng.random() < 0.5))

    def honors_hand(r: random.Random) -> tuple[Hand, Strain] | None:
        _, hands = _new_deal(r)
        for hand in hands:
            strains = [s for s in Strain if honors_held(hand, s)]
            if strains:
                return hand, r.choice(strains)
        return None

    found = _find(rng, honors_hand, "hand with honors")
    assert isinstance(found, tuple)
    hand, strain = found
    contract = Contract.of(Bid(rng.choice((2, 3, 4) if strain is not Strain.NOTRUMP else (1, 2, 3)), strain))
    holder: Side = "declarer" if rng.random() < 0.7 else "defenders"
    tricks = contract.tricks_needed + rng.choice((-1, 0, 1))
    questions.append(score_question(contract, tricks, rng.random() < 0.5, hand=hand, holder=holder))
    return questions


def _sacrifice_case(rng: random.Random, we_vul: bool, they_vul: bool, want: str | None) -> Question | None:
    """Their game (and the tricks it takes) against our doubled sacrifice just above it; ``None``
    unless ``want`` ("sacrifice", "game") is the cheaper for us."""
    game = Contract.of(Bid(*rng.choice(((4, Strain.SPADES), (4, Strain.HEARTS), (3, Strain.NOTRUMP),
                                        (5, Strain.DIAMONDS)))))
    game_tricks = game.tricks_needed + rng.choice((0, 0, 1))
    ours = [b for b in ALL_BIDS if b > game.bid and b.strain not in (Strain.NOTRUMP, game.strain)][:3]
    sacrifice = Contract.of(rng.choice(ours), Doubling.DOUBLED)
    tricks = sacrifice.tricks_needed - rng.choice((1, 2, 3, 4))
    question = sacrifice_question(game, game_tricks, sacrifice, tricks, we_vul, they_vul)
    return question if want is None or question.facts["cheaper"] == want else None


def lesson_08(rng: random.Random) -> list[Question]:
    """The scoring lab: a doubled sacrifice against the opponents' game made."""
    # Each vulnerability once, with the result that can go either way there; then two at random.
    cases: list[tuple[bool, bool, str | None]] = [
        (False, False, "game"), (False, True, "sacrifice"), (True, True, "sacrifice"), (True, False, "game")]
    for _ in range(2):
        we_vul, they_vul = rng.choice(((False, False), (False, True), (True, False), (True, True)))
        cases.append((we_vul, they_vul, None))
    questions = []
    for we_vul, they_vul, want in cases:
        found = _find(rng, partial(_sacrifice_case, we_vul=we_vul, they_vul=they_vul, want=want), "case")
        assert isinstance(found, Question)
        questions.append(found)
    return questions


def lesson_09(rng: random.Random) -> list[Question]:
    """Plain Honeymoon: two-player auctions (contract, declarer, lead) and the score of played deals."""
    wants: list[Callable[[Auction], bool]] = [
        lambda a: len(a.calls) >= 4, lambda a: a.declarer != a.first,
        lambda a: _doubled(a) or len(a.calls) >= 5]
    questions = [contract_question(_finished_auction(rng, 2, want), PAIR) for want in wants]

    def played(r: random.Random, want: Callable[[Auction, Sequence[Hand]], bool]) -> Question | None:
        _, hands = _new_deal(r, hands=2)
        auction = bid_auction(hands, r.randrange(2), r)
        if auction.contract is None or not want(auction, hands):
            return None
        tricks = max(0, min(13, auction.contract.tricks_needed + r.choice((-2, -1, 0, 0, 1, 2))))
        return plain_deal_question(hands, auction, tricks, r.random() < 0.5)

    def honors(auction: Auction, hands: Sequence[Hand]) -> bool:
        return auction.contract is not None and any(honors_held(h, auction.contract.strain) for h in hands)

    deal_wants: list[Callable[[Auction, Sequence[Hand]], bool]] = [
        lambda a, h: a.contract is not None and a.contract.level >= 2 and not honors(a, h),
        lambda a, h: a.declarer != a.first and not honors(a, h), honors]
    for deal_want in deal_wants:
        found = _find(rng, partial(played, want=deal_want), "deal")
        assert isinstance(found, Question)
        questions.append(found)
    return questions


LESSONS: tuple[Lesson, ...] = (
    Lesson(0, "Bridge in a few minutes",
           "which card wins a trick, at no-trump and with trumps; how many tricks a contract needs; "
           "whether a contract made", lesson_00),
    Lesson(1, "Cards and high-card points",
           "the high-card points of dealt hands; length points by the standard count and by the "
           "Honeymoon count", lesson_01),
    Lesson(2, "Tricks",
           "who wins a trick (four players and two, with trumps and at no-trump); which cards may be "
           "played (following suit, void)", lesson_02),
    Lesson(3, "Judging a hand",
           "the shape of dealt hands, balanced or not, their quick tricks and losing-trick count", lesson_03),
    Lesson(4, "The bidding ladder",
           "the lowest legal bid in a strain; whether a call is legal, and why not; the contract and "
           "declarer of a finished auction (two and four players)", lesson_04),
    Lesson(5, "Contract bridge for four",
           "for four-player auctions: contract, declarer, dummy, opening leader, tricks needed", lesson_05),
    Lesson(6, "Rubber scoring I",
           "trick points and overtricks of made contracts; whether each is a game", lesson_06),
    Lesson(7, "Rubber scoring II",
           "doubled and redoubled results, undertricks by number and vulnerability, slams, honors",
           lesson_07),
    Lesson(8, "The scoring lab",
           "a doubled sacrifice against the opponents' game made: the points of each, and which costs "
           "less", lesson_08,
           note="In each question *They* bid a game, which they would make if you passed. You can bid "
                "higher instead, a **sacrifice**: they double, and you go down. Write what *They* score "
                "in each case, with the rubber bonus when their game wins the rubber (a vulnerable side "
                "has already won a game), and say which result costs you less."),
    Lesson(9, "Plain Honeymoon",
           "two-player auctions (contract, declarer, opening lead); the score of played deals, honors "
           "included", lesson_09),
)


# --- the pages ------------------------------------------------------------------------------------------

def build(seed: int) -> list[Sheet]:
    """Every lesson's questions for ``seed``; each lesson draws from a random source of its own, so a
    change to one lesson's questions leaves the others as they were."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"the seed is a whole number, 0 or more, not {seed!r}")
    return [Sheet(lesson, seed, lesson.make(random.Random(seed * 100 + lesson.number)))
            for lesson in LESSONS]


_BANNER = ("% Generated by scripts/class_sheets.py with seed {seed}: do not edit by hand, run the script "
           "again (see the docstring).")
_COMMAND = "python scripts/class_sheets.py --seed {seed}"


def _title(sheet: Sheet, answers: bool) -> str:
    what = "answer key" if answers else "exercise sheet"
    return f"Lesson {sheet.lesson.number}, {what}: {sheet.lesson.title}"


def _blanks(question: Question) -> str:
    cells = "".join(f'<div class="hm-blank"><span class="hm-blank-label">{md(label)}</span>'
                    '<span class="hm-blank-line"></span></div>' for label in question.blanks)
    lines = '<span class="hm-line"></span>' * question.lines
    return f'<div class="hm-write">{cells}{lines}</div>'


def _question_block(number: int, question: Question, answers: bool) -> str:
    parts = [f"**{number}.** {question.prompt}"]
    figure = (question.key_figure or question.figure) if answers else question.figure
    if figure:
        parts.append(figure)
    if answers:
        parts.append(f"**Answer:** {question.answer}")
        parts.append("\n".join(f"- {line}" for line in question.why))
    else:
        parts.append(_blanks(question))
    classes = "hm-question hm-stack" if question.stack else "hm-question"
    return f":::{{container}} {classes}\n" + "\n\n".join(parts) + "\n:::"


def sheet_page(sheet: Sheet, answers: bool) -> str:
    """The Markdown of a sheet (``answers=False``) or of its answer key."""
    other = f"{sheet.stem}.md" if answers else f"{sheet.stem}-answers.md"
    head = ('<div class="hm-sheet-head"><span>Name: <span class="hm-fill"></span></span>'
            '<span>Date: <span class="hm-fill hm-short"></span></span></div>')
    if answers:
        intro = (f"The answers to the [exercise sheet]({other}) of lesson {sheet.lesson.number}, set "
                 f"{sheet.seed}, each with the library's explanation.")
    else:
        intro = (f"Answer in the spaces. Set {sheet.seed}; the answers are on the "
                 f"[answer key]({other}).")
    if sheet.lesson.note:
        intro += "\n\n" + sheet.lesson.note
    blocks = "\n\n".join(_question_block(i, q, answers) for i, q in enumerate(sheet.questions, 1))
    classes = "hm-sheet hm-key" if answers else "hm-sheet"
    body = [f"# {_title(sheet, answers)}", _BANNER.format(seed=sheet.seed),
            f"::::{{container}} {classes}", *([] if answers else [head]), intro, blocks, "::::"]
    return "\n\n".join(body) + "\n"


def index_page(sheets: Sequence[Sheet]) -> str:
    """The Markdown of the sheets' index page."""
    seed = sheets[0].seed
    rows = "\n".join(
        f"| {s.lesson.number} | {s.lesson.title} | [exercises]({s.stem}.md) | [answers]({s.stem}-answers.md) "
        f"| {s.lesson.asks} |" for s in sheets)
    return f"""(sheets-index)=
# Class sheets

{_BANNER.format(seed=seed)}

For each lesson of part one there is a printable **exercise sheet**, about six questions on the
lesson's topic, each in a box with room to write, and a separate **answer key**, which gives each
answer with the explanation the library computes: the lines of a count, the steps of a trick, the
reason a call is not allowed, the walkthrough of a score. Every deal, auction and score on them
was made by the course's library from a **seed**, so no answer was typed in by hand.
This is set {seed}.

| lesson | topic | sheet | key | what the sheet asks |
|---|---|---|---|---|
{rows}

## Printing

Open a sheet and print it with the browser's own print dialog (**Ctrl+P**, or **⌘P** on a Mac);
choose a printer, or *Save as PDF*. On sheet pages the print leaves out the book's navigation,
sidebars and buttons, keeps each question on one page and leaves ruled space for the answers. In
the dialog's further settings you can turn off the browser's *headers and footers* (the page
address and date) for a cleaner page. Print the answer key the same way. The pictures are drawn
in colour and read in black and white too.

## A new set for your class

Another seed gives other deals, other auctions and other scores, with a matching answer key. From
a clone of the repository, with the course set up (`make lab` or `make test` does that):

```sh
.venv/bin/python scripts/class_sheets.py --seed 7    # writes book/sheets/ for seed 7
make book                                           # then open book/_build/html/sheets/index.html
```

Any whole number from 0 up is a seed; `--out DIR` writes the pages into another folder. The set of
seed 1 is the one published here: running `{_COMMAND.format(seed=1)}` brings it back.
"""


def write(seed: int, out: Path) -> list[Path]:
    """Write the index, every sheet and every answer key for ``seed`` into ``out``; the paths written."""
    sheets = build(seed)
    out.mkdir(parents=True, exist_ok=True)
    pages = {out / "index.md": index_page(sheets)}
    for sheet in sheets:
        pages[out / f"{sheet.stem}.md"] = sheet_page(sheet, answers=False)
        pages[out / f"{sheet.stem}-answers.md"] = sheet_page(sheet, answers=True)
    for path, text in pages.items():
        path.write_text(text, encoding="utf-8", newline="\n")
    return list(pages)


# --- the command line ---------------------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    """An argument parser whose every complaint is one line on standard error, then status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"class_sheets: {message} (usage: {USAGE})\n")


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed is a whole number, 0 or more, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"the seed is a whole number, 0 or more, not {text!r}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="class_sheets.py", description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--seed", type=_seed, default=DEFAULT_SEED, metavar="N",
                        help="the seed of the set, a whole number from 0 (default 1)")
    parser.add_argument("--out", type=Path, default=None, metavar="DIR",
                        help="the folder to write the pages into (default book/sheets)")
    args = parser.parse_args(argv)
    out: Path = args.out if args.out is not None else REPO / DEFAULT_OUT
    if out.exists() and not out.is_dir():
        parser.error(f"--out {out} is a file, not a folder")
    try:
        written = write(args.seed, out)
    except OSError as error:
        parser.error(f"cannot write into {out}: {error.strerror or error}")
    print(f"wrote {len(written)} pages for seed {args.seed} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
