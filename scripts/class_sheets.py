"""Class sheets for teachers: a printable exercise sheet and its answer key for each lesson of part one
and part two, and the class deals of part two.

Usage::

    python scripts/class_sheets.py [--seed N] [--out DIR]

writes, into ``DIR`` (default ``book/sheets``):

- ``index.md``: what the sheets are, how to print them, how to make a new set, and what the class
  deals are (how the PBN files lay out each form's deal; what Boerenbridge gives instead);
- for each lesson ``NN`` of part one (00 to 09) and of part two (10 to 16), ``lesson-NN.md``, the
  exercise sheet (about six questions, each in a block of its own with room to write), and
  ``lesson-NN-answers.md``, the answer key (each answer with the library's explanation: the
  count's lines, the steps of a trick, the reason a call is illegal, the walkthrough of a score,
  what a player may see, the double-dummy solver's tricks, a Boerenbridge deal's score lines);
- for each lesson of part two on a bridge form (10 to 14), ``lesson-NN-deals.pbn``: its class
  deals, eight seeded boards in PBN written by :mod:`honeymoon.pbn`, which a teacher hands out or
  loads into a bridge program. The sheet and the key link the file with Sphinx's ``download``
  role, so the book copies it into its build; the key ends with each board's seed and the call
  that plays it against the computer. Lessons 15 and 16 (Boerenbridge, which has no PBN form) get
  class games instead: seeds and options for ``BoerenbridgeTable`` or ``new_game``, on the key.

Every question is computed by the library :mod:`honeymoon`, never typed in: hands come from
``honeymoon.deal(seed=…)``, auctions from :class:`honeymoon.Auction` (driven by a small bidder
that looks at the dealt hands and makes only legal calls), scores from
:func:`honeymoon.score_deal` and :class:`honeymoon.ScoreSheet`, and the pictures from
:mod:`honeymoon.render`, embedded in the pages as raw HTML. Part two's questions come from games
of the library (``honeymoon.new_game(form, seed=…)``) brought to the moment asked about by the
library's basic computer player (``honeymoon.bots``, which sees only its seat's view) or, where a
lesson teaches a rule of its own (the draw's *improve*, lesson 14's tips), by that rule, written
here from the library's cards and counts; the answers are read from the game (its legal actions,
views, reasons, score lines) or computed by the library (the Honeymoon count, the double-dummy
solver of :mod:`honeymoon.analysis`, the simulations of :mod:`honeymoon.simulate`). The seed
``N`` (a whole number, 0 or more; default 1) decides everything: the same seed writes the same
pages and files byte for byte, another seed another set of questions and deals. The book
publishes the set of seed 1, and ``tests/test_class_sheets.py`` checks that the committed pages
and files are exactly what this script writes.

The pages are MyST Markdown for the book: the sheets' blocks carry the classes ``hm-sheet``,
``hm-question`` and ``hm-write``, which ``book/_css/hm-sheets.css`` styles for the screen and
for print (``@media print``: no navigation, one block never split across pages, lines to write on).

Bad input (a negative seed, a seed that is not a whole number, an unknown option) prints one line
on standard error and exits with status 2. Only the standard library and :mod:`honeymoon` are used
(which brings numpy and endplay, from the course set, for the simulation and the four-hand
double-dummy analysis of part two).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any, NoReturn

from honeymoon import (
    DECK,
    Auction,
    BridgeView,
    Card,
    ConfigError,
    Contract,
    Game,
    Hand,
    IllegalActionError,
    Phase,
    Rank,
    ScoreSheet,
    Suit,
    deal,
    load_game,
    new_game,
    render,
    score_deal,
)
from honeymoon.analysis import dd_plays, dd_table
from honeymoon.boerenbridge import BoerenbridgeGame, led_suit, trick_winner_wizard
from honeymoon.bots import make_bot
from honeymoon.bots.basic import BasicBot
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Doubling, Strain
from honeymoon.cards import DISPLAY_ORDER, SpecialCard
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
from honeymoon.forms import FORMS
from honeymoon.forms.preludes import DrawDiscard
from honeymoon.game import DECLINE, EXPOSED, HIDDEN, KEEP, REFUSE, TAKE, action_text
from honeymoon.pbn import SEATS, PbnGame, game_to_pbn, read_pbn, with_analysis, write_pbn
from honeymoon.scoring import DealScore, Side, honors_held
from honeymoon.tricks import climb, follow_suit_reason, legal_cards, trick_winner, why_beats

__all__ = [
    "LESSONS",
    "Board",
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
#: The three players of Honeymoon for three, and the players of Boerenbridge (3 to 7, 2 in a variant).
TRIO = ("Anna", "Ben", "Cleo")
TABLE = ("Anna", "Ben", "Cleo", "Daan", "Eva", "Floor", "Gijs")
#: How the sheets refer to each of them: (he or she, his or her).
PRONOUNS = {"Anna": ("she", "her"), "Ben": ("he", "his"), "Cleo": ("she", "her"), "Daan": ("he", "his"),
            "Eva": ("she", "her"), "Floor": ("she", "her"), "Gijs": ("he", "his")}
#: The library's basic computer player, who makes the choices that lead to part two's questions.
BASIC = make_bot("basic")
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
    """A lesson: its number, title, what its sheet asks, the question maker, what the sheet says once
    for all its questions (``note``, Markdown), and for part two the maker of its class deals
    (``deals``: PBN boards of a bridge form, or Boerenbridge games)."""

    number: int
    title: str
    asks: str
    make: Callable[[random.Random], list[Question]]
    note: str = ""
    deals: Callable[[random.Random], list[Board]] | None = None


@dataclass(frozen=True)
class Sheet:
    """A lesson's questions (and class deals) for one seed."""

    lesson: Lesson
    seed: int
    questions: list[Question] = field(default_factory=list)
    boards: tuple[Board, ...] = ()

    @property
    def stem(self) -> str:
        return f"lesson-{self.lesson.number:02d}"

    @property
    def pbn(self) -> str | None:
        """The name of the class deals' PBN file (``None``: no file, for Boerenbridge or part one)."""
        return f"{self.stem}-deals.pbn" if self.boards and self.boards[0].record is not None else None


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


def _strain_words(strain: Strain, *, named: bool = True) -> str:
    """A strain in a sentence: ``no-trump``, ``♠ (spades)`` (or ``♠`` alone, not ``named``)."""
    if strain is Strain.NOTRUMP:
        return "no-trump"
    return f"{strain.symbol} ({strain.name.lower()})" if named else strain.symbol


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
    return [why_beats(card, top, trump) for card, top in climb(cards, trump)]


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
    assert leader is not None
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


# === Part two ========================================================================================
# The forms of Honeymoon Bridge, three-handed play and Boerenbridge. Each question comes from a game
# of the library (``honeymoon.new_game``) dealt from a seed drawn from the lesson's random source; the
# players' choices that lead to it are the library's basic computer player's (``honeymoon.bots``),
# which sees only what its seat may see; every answer is read from the game or computed by the
# library (the Honeymoon count, the double-dummy solver, the score sheet, Boerenbridge's scoring).

# --- small helpers ------------------------------------------------------------------------------

def _act(game: Game) -> None:
    """The library's basic computer player takes the action of the player to act."""
    player = game.current_player
    assert player is not None
    game.apply(BASIC.choose(game.view(player), game.legal_actions()))


def _game(form: str, seed: int, **options: Any) -> Any:
    """One deal of ``form`` (``match="deal"``), the players named as on the sheets."""
    seats = new_game(form, seed=seed, match="deal", **options)
    players = seats.num_players
    names = (TABLE[:players] if isinstance(seats, BoerenbridgeGame) else TRIO if players == 3 else PAIR)
    return new_game(form, seed=seed, match="deal", names=names, **options)


def _reason(game: Game, action: object) -> str:
    """The library's reason why ``action`` is not allowed now (the game is left as it was)."""
    try:
        game.apply(action)  # type: ignore[arg-type]
    except IllegalActionError as error:
        return error.reason
    raise AssertionError(f"{action} was allowed")  # pragma: no cover - would be a bug


def _display(cards: Iterable[Card]) -> list[Card]:
    """Cards in the order a hand shows them: spades, hearts, diamonds, clubs, each high to low."""
    return list(Hand(list(cards)))


def _codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in _display(cards)]


def _card_list(cards: Iterable[Card]) -> str:
    """Cards in running text (Markdown), in display order, or "none"."""
    shown = _display(cards)
    return md(_cards_text(shown)) if shown else "none"


def _pick(rng: random.Random, cards: Iterable[Card], taken: set[Card]) -> Card | None:
    """A card of ``cards`` not yet in ``taken`` (which it joins), or ``None`` when there is none."""
    left = sorted(c for c in cards if c not in taken)
    if not left:
        return None
    card = rng.choice(left)
    taken.add(card)
    return card


def _rows_figure(*rows: tuple[str, Sequence[Card]]) -> str:
    """Labelled rows of cards (or "none"), as one picture."""
    body = "".join(f'<p class="hm-cards-row"><b>{md(label)}:</b> '
                   f'{_cards_html(_display(cards)) if cards else "none"}</p>' for label, cards in rows)
    return _figure(body)


def _letters(count: int) -> list[str]:
    return [f"({letter})" for letter in "abcdefgh"[:count]]


def knowledge_question(kind: str, prompt: str, candidates: Sequence[Card], known: Mapping[Card, str],
                       unknown: Mapping[Card, str], figure: str, facts: Facts) -> Question:
    """For each candidate card: can the opponent hold it? ``known`` gives the reason of each card he
    cannot hold, ``unknown`` that of each card he may hold."""
    letters = _letters(len(candidates))
    verdicts = ["cannot" if card in known else "may" for card in candidates]
    pairs = list(zip(letters, candidates, strict=True))
    listed = "; ".join(f"{letter} {render.card_html(card)}" for letter, card in pairs)
    why = tuple(f"{letter} {md(str(card))}: "
                + (f"cannot — {known[card]}." if card in known else f"may — {unknown[card]}.")
                for letter, card in zip(letters, candidates, strict=True))
    cannot = [f"{letter} {md(str(card))}"
              for letter, card, v in zip(letters, candidates, verdicts, strict=True)
              if v == "cannot"]
    may = [f"{letter} {md(str(card))}"
           for letter, card, v in zip(letters, candidates, verdicts, strict=True)
           if v == "may"]
    answer = (f"He cannot hold {', '.join(cannot) or 'any of them'}; he may hold "
              f"{', '.join(may) or 'none of them'}.")
    return Question(
        kind=kind, prompt=f"{prompt} {listed}", answer=answer, why=why,
        facts={**facts, "candidates": [c.code for c in candidates], "verdicts": verdicts},
        figure=figure, blanks=tuple(letters), stack=True)


# --- lesson 10: drawing your hand ------------------------------------------------------------------

#: The lesson's rule for Anna, *improve*, in words (the rule ``honeymoon.simulate`` calls improve).
IMPROVE_RULE = ("take a face-up card when it has more HCP than your weakest card; after a take, discard "
                "your weakest card: the fewest HCP, then of the shortest suit, then the lowest")
#: The rule of the library's basic computer player, which draws for Ben, in words.
COMPUTER_RULE = ("take a face-up card when the hand with it, less its worst card, counts more by the "
                 "Honeymoon count (HCP plus 1 for each card from the fourth of a suit)")


def weakest(cards: Sequence[Card]) -> Card:
    """The lesson's weakest card: the fewest HCP, then the shortest suit (of ``cards``), then the lowest
    rank, clubs first between equal ranks."""
    return min(cards, key=lambda c: (c.hcp, sum(1 for x in cards if x.suit is c.suit), c.rank, c.suit))


def improves(card: Card, hand: Sequence[Card]) -> bool:
    """The lesson's rule *improve*: the card has more HCP than the weakest card of the hand."""
    return card.hcp > min(c.hcp for c in hand)


def _improve_action(game: Any) -> object:
    """Anna's action by the rule *improve* (the lesson's drawer)."""
    hand = list(game.seat_cards[game.current_player])
    if game.must_discard:
        return weakest(hand)
    if improves(_face_up(game), hand):
        return TAKE
    return REFUSE if REFUSE in game.legal_actions() else DECLINE


def _draw_act(game: Any) -> None:
    """One action of the draw: Anna (player 0) by the rule *improve*, Ben by the basic computer."""
    if game.current_player == 0 and game.phase is Phase.DRAW:
        game.apply(_improve_action(game))
    else:
        _act(game)


def _face_up(game: Any) -> Card:
    face = game.offered if game.offered is not None else game.turned
    assert isinstance(face, Card)
    return face


def _weakest_steps(cards: Sequence[Card]) -> list[str]:
    """How the weakest card of ``cards`` is found, step by step, in words."""
    fewest = min(c.hcp for c in cards)
    poor = [c for c in cards if c.hcp == fewest]
    steps = [f"her cards with the fewest HCP ({fewest}): {_card_list(poor)}"]
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}
    shortest = min(length[c.suit] for c in poor)
    short = [c for c in poor if length[c.suit] == shortest]
    if len(short) < len(poor):
        suits = _and([s.symbol for s in DISPLAY_ORDER if any(c.suit is s for c in short)])
        steps.append(f"of those, the shortest suit: {suits} ({_plural(shortest, 'card')})")
    if len(short) > 1:
        steps.append("then the lowest")
    steps[-1] += f": the {md(str(weakest(cards)))}"
    return steps


def improve_question(hand: Hand, face: Card, *, offered: bool) -> Question:
    """Take or refuse (decline) a face-up card by the lesson's rule *improve*, and which card to discard."""
    take = improves(face, list(hand))
    no = "decline" if offered else "refuse"
    low = min(c.hcp for c in hand)
    if offered:
        situation = (f"Ben refused the {render.card_html(face)}: it is offered to Anna first, at the start "
                     "of her turn.")
    else:
        situation = f"On her turn she turns the {render.card_html(face)} face up from the stock."
    why = [f"The {md(str(face))} has {face.hcp} HCP; her weakest card has {low}: "
           + (f"{face.hcp} is more, so she takes it." if take else f"{face.hcp} is not more, so she {no}s "
                                                                   "it.")]
    discard: Card | None = None
    if take:
        discard = weakest([*hand, face])
        steps = _weakest_steps([*hand, face])
        why.append(f"With the {md(str(face))} she holds 14 cards and discards her weakest: "
                   + "; ".join(steps)
                   + ".")
        why.append(f"She discards face down: Ben sees that she took the {md(str(face))}, never what she "
                   "discarded.")
        answer = f"Take the {md(str(face))}, and discard the {md(str(discard))}."
    else:
        answer = f"{_up(no)} it: it has no more HCP than her weakest card."
        why.append(f"Declined, the {md(str(face))} goes face up to the dead pile, and Anna turns the next "
                   "card of the stock." if offered else
                   f"Refused, the {md(str(face))} stays face up: Ben decides about it first, on his turn.")
    where = "offered by Ben" if offered else "face up on the stock"
    return Question(
        kind="draw-improve",
        prompt=(f"Draw: Anna holds the 13 cards below. {situation} By the lesson's rule *improve* "
                f"({IMPROVE_RULE}), does she take it or {no} it? If she takes it, which card does she "
                "discard?"),
        answer=answer, why=tuple(why),
        facts={"hand": hand.pbn(), "face": face.code, "offered": offered, "decision": "take" if take else no,
               "discard": discard.code if discard is not None else None},
        figure=_figure(_hand(hand, "Anna's hand"), _labelled(_up(where), render.card_face_html(face)),
                       classes="hm-row"),
        blanks=(f"Take or {no}?", "Discard (if she takes it)"))


def _draw_moment(rng: random.Random, want: Callable[[Any], bool]) -> Any:
    """A draw game stopped at a moment ``want`` accepts (Anna by *improve*, Ben by the computer)."""
    seed = rng.randrange(1_000_000)
    game = _game("draw", seed)
    moments = 0
    while game.phase is Phase.DRAW:
        if want(game):
            moments += 1
        _draw_act(game)
    if not moments:
        return None
    stop = rng.randrange(moments)
    game = _game("draw", seed)
    while True:
        if want(game):
            if not stop:
                return game
            stop -= 1
        _draw_act(game)


def _anna_decides(game: Any, offered: bool, take: bool) -> bool:
    return (game.current_player == 0 and TAKE in game.legal_actions()
            and (game.offered is not None) == offered
            and improves(_face_up(game), game.seat_cards[0]) == take)


def _improve(rng: random.Random, offered: bool, take: bool) -> Question | None:
    game = _draw_moment(rng, partial(_anna_decides, offered=offered, take=take))
    if game is None:
        return None
    return improve_question(Hand(game.seat_cards[0]), _face_up(game), offered=offered)


def computer_question(game: Any) -> Question:
    """Ben, the basic computer player, decides about the card he turned: take or refuse, and why."""
    hand = Hand(game.seat_cards[1])
    face = _face_up(game)
    choice = BASIC.choose(game.view(1), game.legal_actions())
    copy = load_game(game.to_json())
    copy.apply(TAKE)
    worst = BASIC.choose(copy.view(1), copy.legal_actions())
    assert isinstance(worst, Card)
    after = Hand([c for c in [*hand, face] if c != worst])
    now, then = total_points(hand, "honeymoon"), total_points(after, "honeymoon")
    take = choice == TAKE
    why = [f"His hand now: {md(str(now))}.",
           f"With the {md(str(face))}, less his worst card (the {md(str(worst))}: the card worth least, "
           f"first by its HCP, then by the length of its suit, then by its rank): {md(str(then))}."]
    if take and then.total == now.total:
        why.append(f"The same count, but the {md(str(face))} is a jack or better and stays in his hand: the "
                   "computer takes it.")
    elif take:
        why.append(f"{then.total} is more than {now.total}: he takes it and discards the {md(str(worst))}.")
    else:
        why.append(f"{then.total} is not more than {now.total}: he refuses it, and Anna decides about it "
                   "first.")
    answer = (f"Take the {md(str(face))} and discard the {md(str(worst))}: {then.total} points against "
              f"{now.total}."
              if take else f"Refuse it: with it his count would be {then.total}, against {now.total} now.")
    return Question(
        kind="draw-computer",
        prompt=("Draw: Ben, the library's basic computer player, holds the 13 cards below and turns the "
                f"{render.card_html(face)}. His rule: {COMPUTER_RULE}. Does he take it or refuse it? If he "
                "takes it, which card does he discard?"),
        answer=answer, why=tuple(why),
        facts={"hand": hand.pbn(), "face": face.code, "decision": "take" if take else "refuse",
               "worst": worst.code, "now": now.total, "then": then.total},
        figure=_figure(_hand(hand, "Ben's hand"),
                       _labelled("Face up on the stock", render.card_face_html(face)),
                       classes="hm-row"),
        blanks=("Take or refuse?", "Discard (if he takes it)"))


def _computer(rng: random.Random, take: bool) -> Question | None:
    def moment(game: Any) -> bool:
        if game.current_player != 1 or REFUSE not in game.legal_actions():
            return False
        return (BASIC.choose(game.view(1), game.legal_actions()) == TAKE) == take

    game = _draw_moment(rng, moment)
    return None if game is None else computer_question(game)


def _draw_sequence(rng: random.Random, ben_takes: bool) -> Question | None:
    """Anna turns a card and refuses it (by *improve*); Ben takes it or declines it: where can it be now,
    and who decides about the next card of the stock?"""
    game = _draw_moment(rng, lambda g: (g.current_player == 0 and REFUSE in g.legal_actions()
                                        and len(g.stock) >= 2
                                        and not improves(g.turned, g.seat_cards[0])))
    if game is None:
        return None
    card = game.turned
    game.apply(REFUSE)
    choice = BASIC.choose(game.view(1), game.legal_actions())
    if (choice == TAKE) != ben_takes:
        return None
    game.apply(choice)
    if ben_takes:
        _act(game)  # Ben's discard, face down
    full: BridgeView = game.full_view()
    dead = full.known_draw().dead
    place = "dead" if card in dead else "hand" if card in full.seats[1].cards else "discards"
    decider, following = game.current_player, game.turned
    assert following is not None and game.offered is None
    if ben_takes:
        answer = ("(a) In Ben's hand, or among his discards: he may have discarded it at once; (b) Anna: "
                  f"Ben discards, then Anna turns the next card (the {md(str(following))}) and decides about "
                  "it.")
        why: tuple[str, ...] = (
            "Ben took the card: it joined his hand, and he discarded one card of his hand face down. The "
            f"discard may be the {md(str(card))} itself: a player may discard the card he just took, and his "
            "opponent never sees his discards.",
            f"Taking ends his turn: Anna turns the next card of the stock (the {md(str(following))}).",
            f"Here Ben kept it: it is {'in his hand' if place == 'hand' else 'among his discards'}.")
    else:
        answer = ("(a) On the dead pile, face up: nobody holds it; (b) Ben: he goes on with his turn, turns "
                  f"the next card (the {md(str(following))}) and takes or refuses it.")
        why = ("A card refused by one player and declined by the other goes face up to the dead pile, where "
               "both players can see it.",
               "Declining does not end Ben's turn: he turns the next card of the stock (the "
               f"{md(str(following))}) and decides about it.")
    return Question(
        kind="draw-sequence",
        prompt=(f"Draw: Anna turns the {render.card_html(card)} from the stock and refuses it. Ben, whose "
                f"turn it is now, {'takes' if ben_takes else 'declines'} it. (a) Where can the "
                f"{render.card_html(card)} be now, as far as Anna knows? (b) Who decides about the next card "
                "of the stock?"),
        answer=answer, why=why,
        facts={"card": card.code, "ben": "take" if ben_takes else "decline", "place": place,
               "decider": decider,
               "next": following.code},
        blanks=(f"(a) The {card} is", "(b) Next to decide"))


def _draw_knowledge(rng: random.Random) -> Question | None:
    """The draw is over: which of six cards can Ben not hold, from what Anna saw, and among how many
    cards is his hand?"""
    game = _game("draw", rng.randrange(1_000_000))
    while game.phase is Phase.DRAW:
        _draw_act(game)
    view: BridgeView = game.view(0)
    full: BridgeView = game.full_view()
    hand = list(view.seats[0].cards)
    discards = list(view.discards[0])
    dead = list(view.known_draw().dead)
    # The face-up cards Anna saw turned or offered: each decision's card in the log.
    seen = {line.card for line in view.log if line.card is not None}
    ben_took = list(view.known_draw().taken[1])
    refused_by_ben = {line.card for line in view.log
                      if line.player == 1 and line.action == REFUSE and line.card is not None}
    ben_hand = set(full.seats[1].cards)
    ben_discards = set(full.discards[1])
    unseen = [c for c in DECK if c not in seen and c not in hand and c not in discards]
    taken: set[Card] = set()
    picks = [_pick(rng, discards, taken), _pick(rng, dead or discards, taken), _pick(rng, ben_took, taken),
             _pick(rng, [c for c in hand if c in refused_by_ben] or hand, taken),
             _pick(rng, [c for c in unseen if c in ben_hand], taken),
             _pick(rng, [c for c in unseen if c in ben_discards] or unseen, taken)]
    candidates = [c for c in picks if c is not None]
    if len(candidates) < 6:
        return None
    rng.shuffle(candidates)
    known: dict[Card, str] = {}
    for card in hand:
        known[card] = ("Anna holds it (Ben refused it, and she took it)" if card in refused_by_ben
                       else "Anna holds it")
    for card in discards:
        known[card] = "Anna discarded it"
    for card in dead:
        known[card] = "it lies face up on the dead pile"
    unknown = {card: "Ben took it face up; he may still hold it, or he discarded it" for card in ben_took}
    never = ("it was never turned face up: it is one of the 13 cards dealt to Ben, now in his hand or among "
             "his discards")
    unknown |= dict.fromkeys(unseen, never)
    pool = 52 - len(known)
    question = knowledge_question(
        "draw-knowledge",
        "Draw: the stock is used up. Here is what Anna knows: her hand, her own discards, the dead pile and "
        "the face-up cards Ben took. Among how many cards does Ben's hand lie? For each card below, can Ben "
        "hold it now?",
        candidates, known, unknown,
        _rows_figure(("Anna's hand", hand), ("Anna's discards", discards), ("The dead pile", dead),
                     ("Ben took face up", ben_took)),
        {"hand": _codes(hand), "discards": _codes(discards), "dead": _codes(dead),
         "ben_took": _codes(ben_took),
         "ben_hand": _codes(ben_hand), "pool": pool})
    return replace(
        question,
        answer=f"Among {pool} cards (13 dealt to him + {len(ben_took)} he took). " + question.answer,
        why=("Anna saw every card of the stock face up: the only cards she never saw are Ben's 13 dealt "
             f"cards. His hand lies among those and the {len(ben_took)} he took: 52 − {len(hand)} in her "
             f"hand − {len(discards)} discarded − {len(dead)} dead = {pool}.", *question.why),
        blanks=("Ben's hand lies among", *question.blanks))


def draw_gain_question(before: Hand, after: Hand, taken: int) -> Question:
    """Anna's hand as dealt and after the draw, both counted by the Honeymoon count."""
    one, two = total_points(before, "honeymoon"), total_points(after, "honeymoon")
    return Question(
        kind="draw-gain",
        prompt=("Draw: Anna's 13 cards as dealt, and her 13 cards when the stock was used up (she drew by "
                "the rule *improve*, against the basic computer player). Count both by HCP plus length "
                "points (the Honeymoon count: 1 point for each card from the fourth of a suit). How much "
                "did the draw gain her?"),
        answer=f"Dealt: {one.total} points; after the draw: {two.total}; a gain of {two.total - one.total}.",
        why=(f"Dealt: {md(str(one))}.", f"After the draw: {md(str(two))}.",
             f"She took {_plural(taken, 'face-up card')} and discarded as many."),
        facts={"before": before.pbn(), "after": after.pbn(), "counts": [one.total, two.total],
               "taken": taken},
        figure=_figure(_hand(before, "As dealt"), _hand(after, "After the draw"), classes="hm-row"),
        blanks=("Dealt", "After the draw", "Gain"))


def _draw_gain(rng: random.Random) -> Question | None:
    game = _game("draw", rng.randrange(1_000_000))
    before = Hand(game.seat_cards[0])
    while game.phase is Phase.DRAW:
        _draw_act(game)
    taken = len(game.view(0).draw.taken[0])
    after = Hand(game.seat_cards[0])
    return draw_gain_question(before, after, taken) if after != before else None


def lesson_10(rng: random.Random) -> list[Question]:
    """Drawing your hand (form ``draw``; Anna draws by the lesson's rule *improve*, Ben is the basic computer
    player): take or refuse by *improve* and what to discard; the computer's rule; where a refused card goes;
    which cards the opponent cannot hold after the draw; what the draw gained."""
    return [_found(rng, partial(_improve, offered=False, take=True), "draw moment"),
            _found(rng, partial(_improve, offered=rng.random() < 0.5, take=False), "draw moment"),
            _found(rng, partial(_computer, take=rng.random() < 0.6), "draw moment"),
            _found(rng, partial(_draw_sequence, ben_takes=rng.random() < 0.5), "draw sequence"),
            _found(rng, _draw_knowledge, "finished draw"),
            _found(rng, _draw_gain, "draw")]


def _found(rng: random.Random, make: Callable[[random.Random], Question | None], what: str) -> Question:
    found = _find(rng, make, what)
    assert isinstance(found, Question)
    return found


# --- lesson 11: draw and discard, and preliminary tricks -------------------------------------------

#: The rule of the lesson's computer player (the library's basic player) for the top card in Draw and
#: Discard, in words.
KEEP_RULE = ("keep the top card if it is an honour (a jack or better), or a card of one of your two longest "
             "suits when you already hold two cards or more of that suit; otherwise reject it")


def _two_longest(hand: Sequence[Card]) -> list[Suit]:
    """The two longest suits of a hand, as the library's basic player ranks them (ties: higher suit)."""
    lengths = {suit: sum(1 for c in hand if c.suit is suit) for suit in Suit}
    return sorted(Suit, key=lambda s: (lengths[s], s), reverse=True)[:2]


def adds(card: Card, hand: Hand) -> int:
    """What a card adds to a hand by the Honeymoon count (its HCP, plus 1 when the hand already holds
    three cards or more of its suit): lesson 11's measure for the rule *keeper*."""
    gain = total_points(Hand([*hand, card]), "honeymoon").total - total_points(hand, "honeymoon").total
    assert isinstance(gain, int)  # the Honeymoon count has no half points
    return gain


def keep_reject_question(hand: Hand, top: Card, following: Card, threshold: int | None = None) -> Question:
    """Keep or reject the top card, where it and the next card go, and what the opponent learns. The
    rule is the lesson's computer player's (``threshold`` None) or the lesson's *keeper*: keep the card
    when it adds at least ``threshold`` points."""
    if threshold is None:
        keep = BasicBot.keep_top(list(hand), top)
        rule = f"the rule of the lesson's computer player ({KEEP_RULE})"
        longest = _two_longest(list(hand))
        lengths = ", ".join(f"{suit.symbol} {hand.length(suit)}" for suit in longest)
        if top.rank >= Rank.JACK:
            reason = f"the {md(str(top))} is an honour (J or better): keep it."
        elif keep:
            reason = f"the {md(str(top))} is a card of one of her two longest suits ({lengths}): keep it."
        else:
            reason = (f"the {md(str(top))} is no honour, and {top.suit.symbol} is not one of her two longest "
                      f"suits of two cards or more ({lengths}): reject it.")
    else:
        gain = adds(top, hand)
        keep = gain >= threshold
        rule = (f"the lesson's rule *keeper({threshold})* (keep the top card when it adds at least "
                f"{_plural(threshold, 'point')} by the Honeymoon count: its HCP, plus 1 if she already holds "
                "three cards or more of its suit)")
        length = hand.length(top.suit)
        reason = (f"the {md(str(top))} adds {top.hcp} HCP"
                  + (f" + 1 (her {_plural(length, top.suit.symbol + ' card')} become {length + 1})"
                     if length >= 3 else f" and no length point (she holds {length} {top.suit.symbol})")
                  + f" = {gain}: {'at least' if keep else 'less than'} {threshold}, so "
                  + ("keep it." if keep else "reject it."))
    if keep:
        answer = (f"Keep the {md(str(top))}: it goes into her hand; she looks at the next card, the "
                  f"{md(str(following))}, and discards it face down.")
    else:
        answer = (f"Reject the {md(str(top))}: she discards it face down and takes the next card into her "
                  f"hand unseen, whatever it is (the blind card): here the {md(str(following))}.")
    kept, dropped = (top, following) if keep else (following, top)
    return Question(
        kind="keep-reject",
        prompt=(f"Draw and Discard: Anna has kept the {_plural(len(hand), 'card')} below. On her turn she "
                f"looks at the top card of the stock: the {render.card_html(top)}. By {rule}, does she keep "
                "it or reject it? Where do the top card and the next card go, and what does Ben learn?"),
        answer=answer,
        why=(_up(reason), "Every turn uses two cards: one goes into the hand, the other face down onto her "
                          "own discards.",
             "Ben learns only whether she kept or rejected the top card, never the cards."),
        facts={"hand": _codes(hand), "top": top.code, "next": following.code, "threshold": threshold,
               "decision": "keep" if keep else "reject", "kept": kept.code, "discarded": dropped.code},
        figure=_figure(_hand(hand, "Anna's cards so far"),
                       _labelled("The top card", render.card_face_html(top)),
                       classes="hm-row"),
        blanks=("Keep or reject?", "The top card goes", "The next card goes", "Ben learns"))


def _keep_reject(rng: random.Random, keep: bool, threshold: int | None = None) -> Question | None:
    game = _game("draw-discard", rng.randrange(1_000_000))
    moments: list[tuple[Hand, Card, Card]] = []
    while game.phase is Phase.DRAW:
        if game.current_player == 0 and 4 <= len(game.seat_cards[0]) <= 11:
            moments.append((Hand(game.seat_cards[0]), game.stock[-1], game.stock[-2]))
        _act(game)
    if threshold is None:
        fitting = [m for m in moments if BasicBot.keep_top(list(m[0]), m[1]) == keep]
    else:
        fitting = [m for m in moments if (adds(m[1], m[0]) >= threshold) == keep and m[1].hcp < threshold + 2]
    return keep_reject_question(*rng.choice(fitting), threshold) if fitting else None


def _discard_knowledge(rng: random.Random) -> Question | None:
    """Draw and Discard is over: which of six cards can Ben hold, and from how many cards is his hand?"""
    game = _game("draw-discard", rng.randrange(1_000_000))
    while game.phase is Phase.DRAW:
        _act(game)
    view: BridgeView = game.view(0)
    full: BridgeView = game.full_view()
    hand = list(view.seats[0].cards)
    discards = list(view.discards[0])
    ben_hand = set(full.seats[1].cards)
    others = [c for c in DECK if c not in hand and c not in discards]
    taken: set[Card] = set()
    picks = [_pick(rng, discards, taken), _pick(rng, discards, taken), _pick(rng, hand, taken),
             _pick(rng, [c for c in others if c in ben_hand], taken),
             _pick(rng, [c for c in others if c in ben_hand], taken),
             _pick(rng, [c for c in others if c not in ben_hand], taken)]
    candidates = [c for c in picks if c is not None]
    rng.shuffle(candidates)
    known = {card: "Anna holds it" for card in hand} | {card: "Anna discarded it" for card in discards}
    unknown = {card: "Anna never saw it: it is in Ben's hand or among his discards" for card in others}
    question = knowledge_question(
        "discard-knowledge",
        "Draw and Discard: the stock is used up. Anna kept the 13 cards of her hand and discarded the 13 "
        "below. From how many cards of the pack can Ben's hand be made? For each card below, can Ben hold "
        "it?",
        candidates, known, unknown, _rows_figure(("Anna's hand", hand), ("Anna's discards", discards)),
        {"hand": _codes(hand), "discards": _codes(discards), "ben_hand": _codes(ben_hand),
         "pool": len(others)})
    return replace(
        question, answer=f"From {len(others)} cards (52 − 13 kept − 13 discarded). " + question.answer,
        why=("The 26 cards that passed through Anna's hands, the 13 she kept and the 13 she discarded, "
             "cannot be in Ben's hand: « Deine 13 abgelegten Karten kann der andere nicht auf der Hand "
             f"haben ». His 13 cards are among the other {len(others)}.", *question.why),
        blanks=("Ben's hand is made from", *question.blanks))


def prelim_trick_question(plays: Sequence[tuple[int, Card]], draws: tuple[Card, Card], *, exposed: bool,
                          names: Sequence[str] = PAIR) -> Question:
    """A preliminary trick (draw-tricks): who wins it, which card each draws, who leads next."""
    cards = [card for _, card in plays]
    index = trick_winner(cards, None)
    winner = plays[index][0]
    loser = 1 - winner
    top, second = draws

    def picture(mark: int | None) -> str:
        return _figure(render.trick_html(plays, seats=2, names=names, caption="preliminary trick, no trumps",
                                         winner=mark))

    seen = (f" Before the trick the top card of the stock was turned face up: the {render.card_html(top)}."
            if exposed else "")
    return Question(
        kind="prelim-trick",
        prompt=("Draw Bridge (draw-tricks): a preliminary trick, played before the auction; it does not "
                f"count.{seen} {names[plays[0][0]]} led. Who wins the trick, which card of the stock does "
                "each player take, and who leads to the next trick?"),
        answer=(f"{names[winner]} wins with the {md(str(cards[index]))}; {names[winner]} takes the top card "
                f"of the stock (the {md(str(top))}), {names[loser]} the next one (the {md(str(second))}); "
                f"{names[winner]} leads next."),
        why=(*(md(_up(step)) + "." for step in _climb(cards, None)),
             "There are no trumps and no duty to follow suit (« bedienen musst du nicht »); a card of "
             "another suit never wins.",
             "The winner draws first, the loser second, without showing the cards"
             + (" — but this top card was face up, so both knew what the winner would get." if exposed
                else "."),
             "The cards played to the trick stay out of the game."),
        facts={"cards": [c.code for c in cards], "seats": [s for s, _ in plays], "winner_seat": winner,
               "draws": [top.code, second.code], "exposed": exposed},
        figure=picture(None), key_figure=picture(winner),
        blanks=("Winner", f"{names[0]} takes", f"{names[1]} takes", "Next to lead"))


def _prelim_trick(rng: random.Random, exposed: bool, follows: bool) -> Question | None:
    game = _game("draw-tricks", rng.randrange(1_000_000), expose_top_card=exposed)
    found: list[tuple[tuple[tuple[int, Card], ...], tuple[Card, Card]]] = []
    draws: tuple[Card, Card] | None = None
    while game.phase is Phase.DRAW:
        if not game.trick:
            draws = (game.stock[-1], game.stock[-2])
        count = len(game.prelim_tricks)
        _act(game)
        if len(game.prelim_tricks) > count and draws is not None:
            found.append((game.prelim_tricks[-1], draws))
    fitting = [(t, d) for t, d in found if (t[0][1].suit is t[1][1].suit) == follows
               and (follows or t[1][1].rank > t[0][1].rank)]
    if not fitting:
        return None
    plays, draws = rng.choice(fitting)
    return prelim_trick_question(plays, draws, exposed=exposed)


def prelim_legal_question(hand: Hand, led: Card, legal_default: Sequence[Card], legal_follow: Sequence[Card],
                          who: str, leader: str) -> Question:
    """Which cards may be played to a preliminary trick, by default and with ``follow_suit_in_draw``."""
    he, his = PRONOUNS[who]
    return Question(
        kind="prelim-legal",
        prompt=(f"Draw Bridge (draw-tricks): {leader} leads the {render.card_html(led)} to the first "
                f"preliminary trick. {who} holds the cards below. Which of them may {he} play (a) by the "
                "default rule, (b) in a circle that plays with the option follow_suit_in_draw?"),
        answer=(f"(a) Any of {his} {len(legal_default)} cards; (b) only {his} {led.suit}: "
                f"{_card_list(legal_follow)}."),
        why=("(a) By default there is no duty to follow suit in the preliminary tricks (« bedienen musst du "
             f"nicht »): the library allows every card of {his} hand.",
             f"(b) With follow_suit_in_draw (« in den ersten 13 Stichen herrscht Bedienpflicht ») {he} must "
             f"follow suit as in the play: {he} holds {led.suit}, so only those.",
             "Either way the trick is won by the higher card of the suit led."),
        facts={"hand": hand.pbn(), "led": led.code, "default": _codes(legal_default),
               "follow": _codes(legal_follow)},
        figure=_figure(_hand(hand, f"{who}'s hand")), blanks=("(a) default", "(b) follow_suit_in_draw"))


def _prelim_legal(rng: random.Random) -> Question | None:
    seed = rng.randrange(1_000_000)
    game, strict = _game("draw-tricks", seed), _game("draw-tricks", seed, follow_suit_in_draw=True)
    leader = game.current_player
    led = BASIC.choose(game.view(leader), game.legal_actions())
    assert isinstance(led, Card)
    game.apply(led)
    strict.apply(led)
    second = game.current_player
    hand = Hand(game.seat_cards[second])
    if not hand.length(led.suit) or hand.length(led.suit) > 5:
        return None
    return prelim_legal_question(hand, led, game.legal_actions(), strict.legal_actions(), PAIR[second],
                                 PAIR[leader])


def lesson_11(rng: random.Random) -> list[Question]:
    """Draw and Discard (keep or reject, the blind second card, what the discards tell) and Draw Bridge
    with preliminary tricks (who wins, who draws what, the follow-suit option)."""
    first = rng.random() < 0.5
    return [_found(rng, partial(_keep_reject, keep=first), "moment to keep or reject"),
            _found(rng, partial(_keep_reject, keep=not first, threshold=rng.choice((1, 2, 2, 3))),
                   "moment to keep or reject"),
            _found(rng, _discard_knowledge, "finished draw"),
            _found(rng, partial(_prelim_trick, exposed=False, follows=False), "preliminary trick"),
            _found(rng, partial(_prelim_trick, exposed=True, follows=True), "preliminary trick"),
            _found(rng, _prelim_legal, "first preliminary trick")]


# --- lesson 12: playing with a dummy -----------------------------------------------------------------

#: What the rules say each player sees in each dummy form, in the auction and after the opening lead.
SEEING = {
    "double-dummy": ("The auction is bid with your own hand only (« Gereizt wird nur mit der eigenen Hand "
                     "»): nobody has seen a dummy yet.",
                     "As soon as the opening lead is made, both dummies are turned face up."),
    "single-dummy": ("One dummy (the one opposite Anna, seat 2) lies face up during the auction; the other "
                     "stays face down.",
                     "Declarer chose his dummy after the auction; both dummies are face up after the "
                     "opening lead."),
    "exposed-dummy": ("The shared dummy lies face up from the deal; the last 13 cards are set aside unseen.",
                      "Nothing more is turned over: each player sees his hand and the dummy all along."),
}


def _seat_names(game: Any) -> list[str]:
    return [game.seat_name(seat) for seat in range(game.form.seats)]


def _seen(view: BridgeView) -> list[list[int]]:
    """For each seat of a view: the cards the viewer sees of it and the cards it was dealt, counting
    the cards it has played to the table (a led card is seen too), as lesson 12's ``cards_seen``."""
    played = [play.seat for trick in (*view.tricks, view.trick) for play in trick]
    shown = [len(seat.cards) + played.count(seat.seat) for seat in view.seats]
    return [[n, n + seat.hidden] for n, seat in zip(shown, view.seats, strict=True)]


def _seen_words(seen: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    total = sum(n for n, _ in seen)
    every = [f"{name} ({held})" for (n, held), name in zip(seen, names, strict=True) if n == held and held]
    some = [f"{n} of the {held} cards of {name}"
            for (n, held), name in zip(seen, names, strict=True) if 0 < n < held]
    none = [name for (n, held), name in zip(seen, names, strict=True) if n == 0 and held]
    parts = (([f"all of {_and(every)}"] if every else []) + some
             + ([f"nothing of {_and(none)}"] if none else []))
    return f"{total} cards: " + "; ".join(parts)


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _seat_picture(game: Any, view: BridgeView | None) -> str:
    """The seats of a dummy form around the table: every card (``view`` None) or what a view shows."""
    names = _seat_names(game)
    if view is None:
        seats: list[Any] = [Hand(game.seat_cards[s]) for s in range(game.form.seats)]
    else:
        seats = []
        for seat in view.seats:
            seen = Hand(list(seat.cards))
            seats.append(seat.hidden if not seat.cards else (seen, seat.hidden) if seat.hidden else seen)
    return _figure(render.deal_html(seats, names=names, dealer=game.dealer, width=30, compass=False))


def what_sees_question(form: str, seed: int) -> Question | None:
    """What Anna sees of each seat during the auction and once the opening lead is made."""
    game = _game(form, seed)
    full_deal = _seat_picture(game, None)
    auction = _seen(game.view(0))
    auction_picture = _seat_picture(game, game.view(0))
    while not game.is_over and not (game.phase is Phase.PLAY and game.trick):
        _act(game)
    if game.is_over:
        return None  # passed out
    names = _seat_names(game)
    lead = _seen(game.view(0))
    lead_seat, led = game.trick[0]
    during, after = SEEING[form]
    declarer = PAIR[game.declarer]
    why = [during, f"{md(str(game.contract))} by {declarer}; {names[lead_seat]} led the {md(str(led))}."]
    if game.form.dummies.chooses_dummy:
        chose = next(str(action) for _, action in game.history if action in (EXPOSED, HIDDEN))
        him = "her" if PRONOUNS[declarer][0] == "she" else "him"
        why.append(f"{declarer} chose the {chose} dummy, which now lies opposite {him}; the other went to "
                   "the defender.")
    dummies = game.form.dummies
    own_hidden_dummy = lead_seat not in dummies.open_seats and dummies.looks_before_leading(lead_seat) == 0
    if lead_seat == 2 and own_hidden_dummy:
        why.append("Anna led from her own dummy: she could look at it before she chose the card.")
    why += [after, f"The card led, the {md(str(led))}, lies face up on the table: Anna sees it too.",
            "Anna never sees Ben's hand: only the cards he plays."]
    where = ("the dummy, shared by both players, faces them" if game.seat_owner(2) is None
             else "her dummy lies opposite her, Ben's opposite him")
    return Question(
        kind="what-sees",
        prompt=(f"{_up(form)}: the deal is below (Anna is player 0; {where}). Which cards does Anna see (a) "
                "during the auction, (b) once the opening lead has been made?"),
        answer=f"(a) {md(_seen_words(auction, names))}; (b) {md(_seen_words(lead, names))}.",
        why=tuple(why),
        facts={"form": form, "seed": seed, "declarer": game.declarer, "leader": lead_seat,
               "auction": auction, "lead": lead, "actions": [action_text(a) for _, a in game.history]},
        figure=full_deal, key_figure=auction_picture,
        blanks=("(a) During the auction", "(b) After the opening lead"), stack=True)


def half_open_question(game: Any) -> Question:
    """Which cards a half-open dummy may play now (a covered card may not be played, nor count for
    following suit)."""
    full: BridgeView = game.full_view()
    seat = full.seat_to_play
    assert seat is not None
    names = _seat_names(game)
    piles = full.seats[seat].piles
    assert piles is not None
    covered = [c for c in game.seat_cards[seat] if c in game.covered]
    uncovered = [c for c in game.seat_cards[seat] if c not in game.covered]
    legal = [a for a in game.legal_actions() if isinstance(a, Card)]
    led = game.trick[0][1]
    following = [c for c in uncovered if c.suit is led.suit]
    owner = PAIR[seat % 2]
    tops = "".join(render.half_open_pile_html(top, under) for top, under in piles)
    trick = render.trick_html(game.trick, seats=4, names=names, trump=game.contract.trump, width=36)
    hidden = [c for c in covered if c.suit is led.suit]
    why = ["A face-down card cannot be played while it is covered, and it does not count when you check "
           "whether the dummy can follow suit.",
           f"The cards {names[seat]} can reach: {_card_list(uncovered)}."]
    if following:
        why.append(f"Among them the {led.suit}: {_card_list(following)}: it must follow suit with one of "
                   "them.")
    else:
        why.append(f"No card among them is a {led.suit}: any of them may be played.")
    if hidden:
        why.append(f"Face down, and so out of reach for now: {_card_list(hidden)}.")
    return Question(
        kind="half-open-play",
        prompt=(f"Half-open dummies: {md(str(game.contract))} by {PAIR[game.declarer]}. It is the turn of "
                f"{names[seat]} ({owner} plays it), whose piles are below: a face-up card on a face-down "
                "one, or a card alone. Which cards may be played from it?"),
        answer=f"{_up(_card_list(legal))}.",
        why=tuple(why),
        facts={"led": led.code, "uncovered": _codes(uncovered), "covered": _codes(covered),
               "legal": _codes(legal)},
        figure=_figure(_labelled("The trick so far", trick), _labelled(_up(names[seat]), tops),
                       classes="hm-row"),
        blanks=("Cards that may be played",))


def _half_open(rng: random.Random) -> Question | None:
    game = _game("half-open", rng.randrange(1_000_000))
    while not game.is_over:
        if game.phase is Phase.PLAY and game.trick:
            seat = game.full_view().seat_to_play
            led = game.trick[0][1].suit
            hidden = [c for c in game.seat_cards[seat] if c in game.covered and c.suit is led]
            if seat >= 2 and hidden and rng.random() < 0.4:
                return half_open_question(game)
        _act(game)
    return None


def dummy_lead_question(game: Any, form: str) -> Question:
    """Who makes the opening lead in a form with two dummies, from which seat, and when the dummies are
    faced."""
    names = _seat_names(game)
    declarer, leader = game.declarer, game.leader
    auction = game.auction
    owner = PAIR[leader % 2]
    he, his = PRONOUNS[owner]
    looks = (f" {owner} may look at {his} dummy before {he} chooses the card." if leader >= 2 else "")
    chose = next((str(action) for _, action in game.history if action in (EXPOSED, HIDDEN)), None)
    choice, which = "", ""
    if chose is not None:
        other = "hidden" if chose == "exposed" else "exposed"
        choice = f" {PAIR[declarer]} declares and chooses the {chose} dummy."
        which = f" (the {other} one: declarer took the other)" if leader >= 2 else ""
    why = [*_declarer_steps(auction, PAIR)]
    if chose is not None:
        why.append(f"{PAIR[declarer]} chose the {chose} dummy: it goes opposite {PAIR[declarer]}, and the "
                   "other dummy opposite the defender.")
    why += ["The seats play in turn: Anna's hand, Ben's hand, Anna's dummy, Ben's dummy "
            "(seats 0 → 1 → 2 → 3).",
            f"The opening lead comes from the seat on declarer's left: {names[leader]}."]
    return Question(
        kind="dummy-lead",
        prompt=(f"{_up(form)}: {_who_calls_first(auction, PAIR)} The auction is over.{choice} Who makes the "
                "opening lead, from which seat, and when are the dummies turned face up?"),
        answer=(f"{owner} leads from {his} {'dummy' if leader >= 2 else 'own hand'}{which}, the seat on "
                f"{PAIR[declarer]}'s left.{looks} Both dummies are turned face up once the lead is made."),
        why=tuple(why),
        facts={"form": form, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "declarer": declarer, "leader": leader, "leader_owner": leader % 2, "chose": chose},
        figure=_auction_figure(auction, PAIR, _dealer_of(auction)),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=2, names=PAIR,
                                               dealer=_dealer_of(auction)),
                           "<p>" + render.contract_html(game.contract, PAIR[declarer]) + "</p>"),
        blanks=("Opening lead by, from", "Dummies face up"))


def _dummy_lead(rng: random.Random, form: str, declarer: int) -> Question | None:
    game = _game(form, rng.randrange(1_000_000))
    while not game.is_over and game.phase is not Phase.PLAY:
        _act(game)
    if game.is_over or game.declarer != declarer:
        return None
    return dummy_lead_question(game, form)


def dd_review_question(game: Any, table: Mapping[tuple[Strain, int], int]) -> Question:
    """Double-dummy review of a deal of the double-dummy form: the tricks of the contract reached,
    and the declarer's best strain."""
    names = _seat_names(game)
    contract, declarer = game.contract, game.declarer
    tricks = table[contract.strain, declarer]
    row = {strain: table[strain, declarer] for strain in Strain}
    most = max(row.values())
    best = [strain for strain in reversed(Strain) if row[strain] == most]
    result = tricks - contract.tricks_needed
    if result >= 0:
        outcome = "makes" + (f" with {_plural(result, 'overtrick')}" if result > 0 else " exactly")
    else:
        outcome = f"goes down {-result}"
    strains = ", ".join(f"{'NT' if s is Strain.NOTRUMP else s.symbol} {row[s]}" for s in reversed(Strain))
    leader = names[(declarer + 1) % 4]
    he, his = PRONOUNS[PAIR[declarer]]
    return Question(
        kind="dd-review",
        prompt=(f"Double dummy: a deal of the double-dummy form, all four hands below. {PAIR[declarer]} "
                f"declares {_contract(contract)} with {his} dummy; {leader} makes the opening lead. If both "
                f"players play perfectly, seeing every card, how many tricks does {PAIR[declarer]} take? "
                f"Does the contract make, and in which strain would {he} take the most tricks?"),
        answer=(f"{tricks} tricks: {md(str(contract))} {outcome}. {_up(his)} best strain: "
                + " or ".join("no-trump" if s is Strain.NOTRUMP else s.symbol for s in best)
                + f" ({most} tricks)."),
        why=(f"The double-dummy solver: {PAIR[declarer]}'s tricks (hand and dummy together) in each strain, "
             f"{leader} leading: {md(strains)}.",
             f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed}."),
        facts={"hands": [Hand(game.seat_cards[s]).pbn() for s in range(4)], "contract": contract.code,
               "declarer": declarer, "tricks": tricks, "row": {s.letter: row[s] for s in Strain},
               "best": [s.letter for s in best]},
        figure=_figure(render.deal_html([Hand(c) for c in game.seat_cards], names=names, width=30,
                                        compass=False)),
        blanks=("Tricks", "Makes?", "Best strain"), stack=True)


def _dd_review(rng: random.Random) -> Question | None:
    game = _game("double-dummy", rng.randrange(1_000_000))
    hands = [Hand(c) for c in game.seat_cards]
    while not game.is_over and game.phase is not Phase.PLAY:
        _act(game)
    if game.is_over:
        return None
    return dd_review_question(game, dd_table(hands))


def _what_sees(rng: random.Random, form: str) -> Question | None:
    return what_sees_question(form, rng.randrange(1_000_000))


def lesson_12(rng: random.Random) -> list[Question]:
    """Playing with a dummy: what each player sees in three dummy forms; which cards a half-open dummy may
    play; who leads from where; a double-dummy review of a deal."""
    questions = [_found(rng, partial(_what_sees, form=form), "deal")
                 for form in ("double-dummy", "single-dummy", "exposed-dummy")]
    questions.append(_found(rng, _half_open, "half-open moment"))
    questions.append(_found(rng, partial(_dummy_lead, form=rng.choice(("double-dummy", "single-dummy")),
                                         declarer=1 if rng.random() < 0.75 else 0), "auction"))
    questions.append(_found(rng, _dd_review, "deal"))
    return questions


# --- lesson 13: Honeymoon for three ------------------------------------------------------------------

def three_auction_question(auction: Auction, dealer: int) -> Question:
    """A three-handed auction: contract, declarer, who leads, tricks needed (a book of 9)."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    leader = auction.opening_leader
    assert leader is not None
    why = [*_declarer_steps(auction, TRIO),
           "After a bid (or a double or a redouble), two passes in a row end the auction.",
           f"The player on {TRIO[declarer]}'s left, {TRIO[leader]}, leads.",
           f"16 tricks, a book of 9: {md(str(contract))} needs {contract.level} + 9 = "
           f"{contract.tricks_needed}."]
    return Question(
        kind="three-auction",
        prompt=(f"Honeymoon for three: {TRIO[dealer]} dealt, so {TRIO[auction.first]}, on the dealer's left, "
                "called first. The auction is over. What is the contract, who is declarer, who leads, and "
                "how many of the 16 tricks must declarer take?"),
        answer=(f"{md(str(contract))} by {TRIO[declarer]}; {TRIO[leader]} leads; {contract.tricks_needed} of "
                "the 16 tricks."),
        why=tuple(why),
        facts={"players": 3, "first": auction.first, "dealer": dealer,
               "calls": [str(c) for c in auction.calls],
               "contract": contract.code, "declarer": declarer, "leader": leader,
               "tricks_needed": contract.tricks_needed},
        figure=_figure(render.auction_html(auction.calls, first=auction.first, players=3, names=TRIO,
                                           dealer=dealer)),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=3, names=TRIO,
                                               dealer=dealer),
                           "<p>" + render.contract_html(contract, TRIO[declarer]) + "</p>"),
        blanks=("Contract", "Declarer", "Opening lead by", "Tricks needed"))


def _three_auction(rng: random.Random, want: Callable[[Auction], bool]) -> Question | None:
    game = _game("three-handed", rng.randrange(1_000_000))
    while game.phase is Phase.AUCTION:
        _act(game)
    if game.contract is None or not want(game.auction):
        return None
    return three_auction_question(game.auction, game.dealer)


#: The lesson's rule for the widow, in words (the basic computer player's).
WIDOW_RULE = "keep the trumps and the honours; let go low cards of short side suits"


def widow_question(hand: Hand, widow: Hand, contract: Contract, declarer: int,
                   discards: Sequence[Card]) -> Question:
    """Declarer picks up the widow: how many cards, how many to discard, who sees them, and the rule's
    four discards."""
    name = TRIO[declarer]
    he, his = PRONOUNS[name]
    trump = contract.trump
    side = [c for c in [*hand, *widow] if c.suit is not trump]
    lengths = ", ".join(f"{s.symbol} {sum(1 for c in side if c.suit is s)}"
                        for s in DISPLAY_ORDER if s is not trump)
    return Question(
        kind="widow",
        prompt=(f"Honeymoon for three: {name} declares {_contract(contract)}. {_up(his)} 16 cards and the "
                f"widow are below. {_up(he)} picks up the widow: how many cards does {he} hold then, how "
                f"many must {he} discard, and who sees them? Which four would you discard by the lesson's "
                f"rule ({WIDOW_RULE})?"),
        answer=(f"20 cards; {he} discards 4 face down, and nobody sees them. By the rule: "
                f"{_card_list(discards)}."),
        why=("Declarer takes the widow into his hand and discards 4 cards face down, so that he holds 16 "
             "again; nobody else sees the widow or the discards.",
             (f"Trumps are {trump.symbol}: {he} keeps them. " if trump is not None else "No trumps: ")
             + f"{_up(his)} side suits with the widow: {lengths}.",
             "The library's basic player lets go, one by one, the side card worth least: no honour points "
             f"first, then from the shortest side suit, then the lowest: {_card_list(discards)}."),
        facts={"hand": hand.pbn(), "widow": widow.pbn(), "contract": contract.code, "declarer": declarer,
               "discards": [c.code for c in discards]},
        figure=_figure(_hand(hand, f"{name}'s 16 cards"), _hand(widow, "The widow"), classes="hm-row"),
        blanks=("Cards after the widow", "Discards, seen by", "The four discards"))


def _widow(rng: random.Random) -> Question | None:
    game = _game("three-handed", rng.randrange(1_000_000))
    while game.phase is Phase.AUCTION:
        _act(game)
    if game.contract is None:
        return None
    declarer = game.declarer
    widow = Hand(game.deck[48:])
    hand = Hand([c for c in game.seat_cards[declarer] if c not in widow])
    while game.phase is Phase.WIDOW:
        _act(game)
    return widow_question(hand, widow, game.contract, declarer, game.discards[declarer])


def three_score_question(contract: Contract, tricks: int, declarer: int, *, vulnerable: bool = False,
                         honors: int = 0, holder: int | None = None) -> Question:
    """What each of the three players writes for a deal: declarer's lines, each opponent's undertricks,
    honors to whoever held them."""
    sheet = ScoreSheet(TRIO)
    if vulnerable:  # declarer has made a game earlier in the rubber
        sheet.record(Contract.of(Bid(3, Strain.NOTRUMP), book=9), 12, declarer)
    start = len(sheet.entries)
    score = sheet.record(contract, tricks, declarer, honors=honors, honors_holder=holder)
    entries = sheet.entries[start:]
    below = [sum(e.points for e in entries if e.side == p and not e.above_line) for p in range(3)]
    above = [sum(e.points for e in entries if e.side == p and e.above_line) for p in range(3)]
    honour_words = ""
    if honors:
        who = TRIO[holder if holder is not None else declarer]
        held = ("all four aces" if contract.strain is Strain.NOTRUMP else
                f"all five top trumps ({contract.strain.symbol}A K Q J 10)" if honors == 150 else
                f"four of the five top trumps ({contract.strain.symbol}A K Q J 10)")
        honour_words = f" {who} held {held} in one hand."
    why = [md(score.headline) + ":"] + [f"{TRIO[e.side]}: {md(str(e.line))}" for e in entries]
    if not score.made:
        why.append("A defeated contract: each opponent scores the undertricks in his own column.")
    answer = "; ".join(f"{TRIO[p]} {below[p]} below and {above[p]} above" for p in range(3)) + "."
    return Question(
        kind="three-score",
        prompt=(f"Honeymoon for three: {TRIO[declarer]} is {_vul(vulnerable)}, plays {_contract(contract)} "
                f"and takes {tricks} of the 16 tricks.{honour_words} What does each player score, above and "
                "below the line?"),
        answer=answer, why=tuple(why),
        facts={"contract": contract.code, "tricks": tricks, "declarer": declarer, "vulnerable": vulnerable,
               "honors": honors, "holder": holder if holder is not None else declarer, "below": below,
               "above": above},
        blanks=tuple(f"{name} scores" for name in TRIO))


def _three_contract(rng: random.Random, levels: Sequence[int],
                    doubling: Doubling = Doubling.UNDOUBLED) -> Contract:
    return Contract.of(Bid(rng.choice(levels), rng.choice(list(Strain))), doubling, book=9)


def _three_honors(rng: random.Random) -> Question | None:
    """A deal of the three-handed form where one hand holds honors in some strain."""
    _, hands = _new_deal(rng, hands=3, size=16)
    found = [(seat, strain) for seat, hand in enumerate(hands) for strain in Strain
             if honors_held(hand, strain)]
    if not found:
        return None
    holder, strain = rng.choice(found)
    contract = Contract.of(Bid(rng.choice((1, 2, 3)), strain), book=9)
    declarer = holder if rng.random() < 0.5 else rng.choice([p for p in range(3) if p != holder])
    tricks = contract.tricks_needed + rng.choice((-1, 0, 1, 2))
    return three_score_question(contract, min(16, tricks), declarer,
                                honors=honors_held(hands[holder], strain), holder=holder)


def lesson_13(rng: random.Random) -> list[Question]:
    """Honeymoon for three: auctions (contract, declarer, lead, a book of 9); the widow; score lines."""
    questions = [_found(rng, partial(_three_auction, want=lambda a: len(a.calls) >= 3), "auction"),
                 _found(rng, partial(_three_auction, want=lambda a: len(a.calls) >= 5 or _doubled(a)),
                        "auction"),
                 _found(rng, _widow, "widow")]
    made = _three_contract(rng, (1, 2, 3, 4))
    questions.append(three_score_question(made, min(16, made.tricks_needed + rng.choice((0, 1, 2))),
                                          rng.randrange(3)))
    down = _three_contract(rng, (2, 3, 4, 5), Doubling.DOUBLED)
    questions.append(three_score_question(down, down.tricks_needed - rng.choice((1, 2, 3)), rng.randrange(3),
                                          vulnerable=True))
    questions.append(_found(rng, _three_honors, "hand with honors"))
    return questions


# --- lesson 14: strategy, tested -------------------------------------------------------------------------

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


# --- lessons 15 and 16: Boerenbridge ---------------------------------------------------------------------

def _bids_table(game: Any, bids: Sequence[int | None], tricks: Sequence[int] | None = None) -> str:
    """The players of a Boerenbridge deal in bidding order, with their bids (and tricks won)."""
    players = game.num_players
    order = [(game.first + i) % players for i in range(players)]
    head = "".join(f"<th>{md(TABLE[p])}{' (dealer)' if p == game.dealer else ''}</th>" for p in order)
    rows = [("bid", [bids[p] for p in order])]
    if tricks is not None:
        rows.append(("tricks won", [tricks[p] for p in order]))
    body = "".join(f"<tr><th>{label}</th>" + "".join(f"<td>{'?' if v is None else v}</td>" for v in values)
                   + "</tr>" for label, values in rows)
    return (f'<table class="hm-bids" style="border-collapse:collapse;text-align:center">'
            f"<thead><tr><th></th>{head}</tr></thead><tbody>{body}</tbody></table>")


def _turned_words(game: Any) -> str:
    if game.turned is None:
        return "no card is turned: this deal has no trumps"
    return f"the card turned up is the {render.card_html(game.turned)}: trumps are {game.trump.symbol}"


def hook_question(game: Any) -> Question:
    """The dealer bids last: the number he may not bid (the hook), and why; or none."""
    size, players, dealer = game.hand_size, game.num_players, game.dealer
    bids = list(game.bidding)
    forbidden = game.forbidden_bid()
    legal = game.legal_actions()
    total = sum(bids)
    name = TABLE[dealer]
    if forbidden is None:
        answer = (f"No number: {name} may bid any number from 0 to {size}; the others' bids already add up "
                  f"to {total}, more than {size}.")
        why: tuple[str, ...] = (
            f"The hook forbids the dealer the bid that makes the total equal to {size}, the cards in each "
            f"hand; here no bid can: {total} is more than {size} already.",)
    else:
        answer = f"{name} may not bid {forbidden}: {total} + {forbidden} = {size}, the cards in each hand."
        why = (f"{md(_up(_reason(game, forbidden)))}.",
               f"The others bid {' + '.join(map(str, bids))} = {total}; {size} − {total} = {forbidden}.",
               f"So at least one player must miss his bid. {name} may bid "
               + ", ".join(str(b) for b in legal) + ".")
    return Question(
        kind="hook",
        prompt=(f"Boerenbridge, {players} players, {_plural(size, 'card')} each; {_turned_words(game)}. The "
                f"bids so far are below. {name} dealt and bids last: which number may {name} not bid, and "
                "why?"),
        answer=answer, why=why,
        facts={"players": players, "size": size, "bids": bids, "forbidden": forbidden, "legal": list(legal)},
        figure=_figure(_bids_table(game, game.bids)),
        blanks=("Forbidden bid", "Why"))


def _hook(rng: random.Random, restricted: bool) -> Question | None:
    players = rng.choice((3, 4, 4, 5, 6))
    size = rng.randrange(2, 8 if players < 7 else 7)
    game = _game("boerenbridge", rng.randrange(1_000_000), players=players, schedule=[size])
    while game.current_player != game.dealer:
        _act(game)
    if restricted and not any(game.bidding):
        return None  # someone bid a trick or more: a sum to work out
    return hook_question(game) if (game.forbidden_bid() is not None) == restricted else None


def staircase_question(players: int, number: int) -> Question:
    """The staircase: the deals of a game and the hand size of one of them."""
    game = _game("boerenbridge", 0, players=players)
    schedule = game.schedule
    top = max(schedule)
    size = schedule[number - 1]
    return Question(
        kind="staircase",
        prompt=(f"Boerenbridge for {players}: how many deals does a game have, what is the top of the "
                f"staircase, and how many cards does each player get in deal {number}?"),
        answer=f"{len(schedule)} deals; the top is {top} cards; deal {number}: {_plural(size, 'card')} each.",
        why=(f"The staircase for {players}: {' '.join(map(str, schedule))}.",
             f"At the top at least one card must be left to turn for trumps: {players} × {top} = "
             f"{players * top}, "
             "less than 52." + (" With seven players the top deal is played twice." if players == 7 else "")),
        facts={"players": players, "schedule": list(schedule), "number": number, "size": size},
        blanks=("Deals", "Top", f"Cards in deal {number}"))


def boer_score_question(game: Any, result: Any, variant: Mapping[str, object] | None = None,
                        plain: Any = None) -> Question:
    """A finished Boerenbridge deal: what each player scores (and, with ``variant``, by the plain rules
    and by the variant's)."""
    players = game.num_players
    names = TABLE[:players]
    points = [result.points(p) for p in range(players)]
    words = ", ".join(f"{k}={v!r}" for k, v in (variant or {}).items())
    if variant is None:
        prompt = (f"Boerenbridge, {players} players, {_plural(result.hand_size, 'card')} each; the bids and "
                  "the tricks each player won are below. What does each player score for the deal?")
        answer = "; ".join(f"{names[p]} {points[p]}" for p in range(players)) + "."
        why = tuple(f"{names[p]}: " + "; ".join(md(str(line)) for line in result.lines[p])
                    for p in range(players))
        facts: Facts = {"options": {}, "points": points}
        blanks = tuple(names)
    else:
        before = [plain.points(p) for p in range(players)]
        prompt = (f"Boerenbridge, {players} players, {_plural(result.hand_size, 'card')} each; the bids and "
                  "the tricks won are below. What does each player score for the deal by the plain rules, "
                  f"and with the variant {md(words)}?")
        answer = "; ".join(f"{names[p]} {before[p]} → {points[p]}" for p in range(players)) + "."
        why = tuple(f"{names[p]}: " + "; ".join(md(str(line)) for line in result.lines[p])
                    + f" (plain rules: {before[p]})" for p in range(players))
        facts = {"options": dict(variant), "points": points, "plain": before}
        blanks = tuple(f"{name}: plain → variant" for name in names)
    return Question(
        kind="boer-score", prompt=prompt, answer=answer, why=why,
        facts={**facts, "players": players, "size": result.hand_size, "dealer": result.dealer,
               "bids": list(result.bids), "tricks": list(result.tricks)},
        figure=_figure(_bids_table(game, result.bids, result.tricks)), blanks=blanks)


def _boer_deal(rng: random.Random, *, players: int | None = None, size: int | None = None,
               **options: object) -> Any:
    players = players if players is not None else rng.choice((3, 4, 4, 5))
    size = size if size is not None else rng.randrange(2, 8)
    game = _game("boerenbridge", rng.randrange(1_000_000), players=players, schedule=[size], **options)
    while not game.is_over:
        _act(game)
    return game


def _boer_score(rng: random.Random, want: Callable[[Any], bool]) -> Question | None:
    game = _boer_deal(rng)
    result = game.results[0]
    return boer_score_question(game, result) if want(result) else None


def _boer_trick(rng: random.Random) -> Question | None:
    game = _boer_deal(rng)
    if game.trump is None:
        return None
    ruffs = [t for t in game.tricks
             if any(c.suit is game.trump for _, c in t[1:]) and t[0][1].suit is not game.trump]
    others = [t for t in game.tricks if len({c.suit for _, c in t}) > 1]
    pool = ruffs or others
    if not pool:
        return None
    plays = list(rng.choice(pool))
    question = trick_question(plays, game.trump, names=TABLE[:game.num_players], ask="player")
    turned = game.turned
    return replace(
        question, kind="boer-trick",
        prompt=(f"Boerenbridge, {game.num_players} players: the card turned up after the deal was the "
                f"{render.card_html(turned)}. " + question.prompt),
        why=(f"The turned card only shows trumps: {game.trump.symbol}; it stays beside the pack and is not "
             "played.",
             *question.why),
        facts={**question.facts, "turned": turned.code})


def lesson_15(rng: random.Random) -> list[Question]:
    """Boerenbridge: the hook (the dealer's forbidden bid, or none), the staircase, a trick with the
    turned-up trump, the score of a deal."""
    questions = [_found(rng, partial(_hook, restricted=True), "hooked dealer"),
                 _found(rng, partial(_hook, restricted=rng.random() < 0.3), "dealer")]
    players = rng.choice((3, 4, 5, 6, 7))
    deals = len(_game("boerenbridge", 0, players=players).schedule)
    questions.append(staircase_question(players, rng.randrange(2, deals + 1)))
    questions.append(_found(rng, _boer_trick, "trick"))
    questions.append(_found(rng, partial(_boer_score, want=lambda r: _exact(r) and _missed(r)), "deal"))
    questions.append(_found(rng, partial(_boer_score, want=lambda r: 0 in r.bids), "deal"))
    return questions


def _replayed(game: Any, **options: object) -> Any:
    """The same deal, the same actions, under other options (harsh or Boer scoring, blind bidding)."""
    config = game.config
    again = _game("boerenbridge", game.seed, players=config.players, schedule=list(config.schedule),
                  **options)
    for _, action in game.history:
        again.apply(action)
    return again


def _variant_score(rng: random.Random, options: Mapping[str, object], want: Callable[[Any, Any], bool],
                   size: int | None = None) -> Question | None:
    game = _boer_deal(rng, size=size)
    again = _replayed(game, **options)
    plain, result = game.results[0], again.results[0]
    if not want(plain, result):
        return None
    return boer_score_question(again, result, options, plain)


def variants_question(players: int) -> Question:
    """No-trump deals (``no_trump_rounds="common"``) and a fixed hand size: which deals, how big."""
    common = _game("boerenbridge", 0, players=players, no_trump_rounds="common")
    deals = sorted(common.no_trump_deals)
    most = 1
    while True:  # the largest fixed hand size the library accepts
        try:
            _game("boerenbridge", 0, players=players, fixed_hand_size=most + 1)
        except ConfigError as error:
            refusal = error
            break
        most += 1
    fixed = _game("boerenbridge", 0, players=players, fixed_hand_size=most)
    return Question(
        kind="variants",
        prompt=(f"Boerenbridge for {players}, house rules. (a) With no_trump_rounds='common', which deals "
                "are played without trumps? (b) With a fixed hand size, how many cards at most can each "
                "player get, and how many deals does the game have?"),
        answer=(f"(a) Deals {_and([str(d) for d in deals])}; (b) {most} cards; {len(fixed.schedule)} deals."),
        why=("'common' means the one-card deals and the deals at the top of the staircase "
             f"({' '.join(map(str, common.schedule))}).",
             f"One card must be left to turn for trumps: {players} × {most} = {players * most} leaves "
             f"{52 - players * most}; the library refuses {most + 1}: « {md(str(refusal))} ».",
             "A fixed hand size keeps as many deals as the staircase has."),
        facts={"players": players, "schedule": list(common.schedule), "no_trump": deals, "most": most,
               "deals": len(fixed.schedule)},
        blanks=("(a) Deals without trumps", "(b) Largest hand, deals"))


def wizard_question(plays: Sequence[tuple[int, Any]], trump: Suit | None, players: int) -> Question:
    """A trick of Wizard style: who wins it."""
    cards = [card for _, card in plays]
    index = trick_winner_wizard(cards, trump)
    names = TABLE[:players]
    winner = plays[index][0]
    wizards = [c for c in cards if isinstance(c, SpecialCard) and c.is_wizard]
    ordinary = [c for c in cards if isinstance(c, Card)]
    if wizards:
        why = [f"The first Wizard played wins: {wizards[0]}, by {names[winner]}."]
    elif not ordinary:
        why = ["Only Jesters: the trick goes to the first one played."]
    else:
        led = led_suit(cards)
        follow = f" The suit to follow is that of the first ordinary card: {led.symbol}." if led else ""
        why = ["No Wizard: Jesters lose to every card." + follow]
        why += [md(_up(step)) + "." for step in _climb(ordinary, trump)]
    picture = partial(render.trick_html, plays, seats=players, names=names, trump=trump)
    return Question(
        kind="wizard-trick",
        prompt=(f"Boerenbridge in Wizard style, {players} players; "
                + (f"trumps are {trump.symbol}" if trump is not None else "no trumps")
                + f". {names[plays[0][0]]} led. Who wins this trick?"),
        answer=f"{names[winner]} wins with the {md(str(cards[index]))}.",
        why=tuple(why),
        facts={"cards": [c.code for c in cards], "seats": [p for p, _ in plays],
               "trump": None if trump is None else trump.letter, "winner": winner},
        figure=_figure(picture()), key_figure=_figure(picture(winner=winner)), blanks=("Winner",))


def _wizard(rng: random.Random) -> Question | None:
    players = rng.choice((3, 4, 5))
    game = _boer_deal(rng, players=players, size=rng.randrange(3, 8), wizard=True)
    special = [t for t in game.tricks if any(isinstance(c, SpecialCard) for _, c in t)]
    if not special:
        return None
    return wizard_question(rng.choice(special), game.results[0].trump, players)


def two_players_question(game: Any) -> Question:
    """Boerenbridge for two: the reduced pack, the staircase and the hook (the dealer bids second)."""
    first, dealer = game.first, game.dealer
    bid = game.bidding[0]
    forbidden = game.forbidden_bid()
    full = _game("boerenbridge", 0, players=2)
    return Question(
        kind="two-players",
        prompt=(f"Boerenbridge for two, {_plural(game.hand_size, 'card')} each; {_turned_words(game)}. "
                f"{TABLE[first]} bids {bid}. (a) Which cards make the pack, and how many deals does a game "
                f"have? (b) Which number may {TABLE[dealer]}, the dealer, not bid?"),
        answer=(f"(a) The 26 spades and hearts, two to ace; {len(full.schedule)} deals; (b) "
                + (f"{forbidden}: {bid} + {forbidden} = {game.hand_size}." if forbidden is not None
                   else "none: no bid makes the total the hand size.")),
        why=("Two players use a reduced pack of 26 cards: all the spades and all the hearts (one black "
             "suit, one red); the turned card makes one of them trumps.",
             f"The staircase goes up and back down: {' '.join(map(str, full.schedule))}.",
             "The hook applies as usual: the dealer bids second, and his bid may not make the total equal "
             "to the cards in each hand."),
        facts={"size": game.hand_size, "bid": bid, "forbidden": forbidden, "pack": len(full.config.deck),
               "deals": len(full.schedule)},
        blanks=("(a) Pack, deals", "(b) Forbidden bid"))


def _two_players(rng: random.Random) -> Question | None:
    game = _game("boerenbridge", rng.randrange(1_000_000), players=2, schedule=[rng.randrange(2, 9)])
    _act(game)
    return two_players_question(game) if game.forbidden_bid() is not None else None


def _missed(result: Any) -> bool:
    """Some player missed his bid."""
    return any(b != t for b, t in zip(result.bids, result.tricks, strict=True))


def _exact(result: Any) -> bool:
    """Some player made his bid exactly."""
    return any(b == t for b, t in zip(result.bids, result.tricks, strict=True))


def _boer_bonus(plain: Any, result: Any) -> bool:
    return any(line.points == 5 and "Boer" in line.label for line in result.lines[result.dealer])


def lesson_16(rng: random.Random) -> list[Question]:
    """Boerenbridge variants: harsh scoring, the Boer bonus, a blind deal, no-trump deals and a fixed hand
    size, Wizard style, two players."""
    return [_found(rng, partial(_variant_score, options={"harsh": True}, want=lambda p, r: _missed(r)),
                   "deal"),
            _found(rng, partial(_variant_score, options={"boer": True}, want=_boer_bonus), "deal"),
            _found(rng, partial(_variant_score, options={"blind": True}, size=1,
                                want=lambda p, r: _exact(r)), "deal"),
            variants_question(rng.choice((3, 4, 5, 6, 7))),
            _found(rng, _wizard, "trick"),
            _found(rng, _two_players, "deal")]


# --- class deals ------------------------------------------------------------------------------------------

#: How many class deals (boards, or Boerenbridge games) each lesson of part two gets (the index page
#: says "eight").
BOARDS = 8
#: What the PBN player tags say each seat holds, for the forms whose layout needs saying.
SEAT_TAGS = {
    "draw": ("player 0", "player 1", "stock, cards 1-13", "stock, cards 14-26"),
    "draw-tricks": ("player 0", "player 1", "stock, cards 1-13", "stock, cards 14-26"),
    "draw-discard": ("player 0, first cards", "player 1, first cards", "player 0, second cards",
                     "player 1, second cards"),
    "double-dummy": ("player 0", "player 1", "player 0's dummy", "player 1's dummy"),
    "half-open": ("player 0", "player 1", "player 0's dummy", "player 1's dummy"),
    "single-dummy": ("player 0", "player 1", "player 0's dummy", "player 1's dummy"),
    "exposed-dummy": ("player 0", "player 1", "the shared dummy", "set aside"),
    "three-handed": ("player 0", "player 1", "player 2"),
    "plain": ("player 0", "player 1"),
}
#: The forms whose boards carry the double-dummy analysis (all their hands are known and the solver's
#: rules are the form's: not half-open, whose covered cards cannot be played, nor single-dummy, whose
#: declarer picks a dummy after the auction).
ANALYSED = ("plain", "double-dummy")


@dataclass(frozen=True)
class Board:
    """A class deal: a seeded deal of a form (a game, for Boerenbridge) a teacher hands out or loads into
    a program. ``options`` are those to give ``new_game`` beyond the form and the seed; ``record`` is the
    board's PBN game (``None`` for Boerenbridge); ``hands`` the hands in words where PBN cannot hold them
    (three-handed)."""

    number: int
    form: str
    seed: int
    dealer: int
    options: tuple[tuple[str, object], ...] = ()
    record: PbnGame | None = None
    hands: tuple[str, ...] = ()

    @property
    def call(self) -> str:
        """What to type in a notebook to play it against the computer (``honeymoon_widgets``)."""
        options = dict(self.options)
        if self.form not in FORMS:  # Boerenbridge: its own table
            players = options.pop("players", 4)
            extra = "".join(f", {key}={value!r}" for key, value in options.items())
            return f"BoerenbridgeTable({players}, seed={self.seed}{extra})"
        extra = "".join(f", {key}={value!r}" for key, value in options.items())
        return f'PlayTable("{self.form}", seed={self.seed}, match="deal"{extra})'


def _pbn_hand(cards: Iterable[Card]) -> Hand:
    return Hand(list(cards))


def draw_discard_layout(game: Any) -> tuple[Hand, Hand, Hand, Hand]:
    """Draw and Discard deals nothing, but the 26 cards that pass through each player's hands are fixed
    by the pack: on each of his turns he looks at a first card and then a second. North: player 0's
    first cards, East: player 1's, South: player 0's second cards, West: player 1's. Found by keeping
    every top card (the second card is then the one discarded)."""
    game = new_game("draw-discard", seed=game.seed, match="deal")
    first: list[list[Card]] = [[], []]
    while game.phase is Phase.DRAW:
        player = game.current_player
        top = game.view(player).draw.top
        assert top is not None  # the player to act looks at the top card
        first[player].append(top)
        game.apply(KEEP)
    return (_pbn_hand(first[0]), _pbn_hand(first[1]), _pbn_hand(game.discards[0]),
            _pbn_hand(game.discards[1]))


def board_record(number: int, form: str, seed: int) -> Board:
    """A board of a bridge form: the deal of ``new_game(form, seed=seed, match="deal")`` as a PBN game."""
    game: Any = new_game(form, seed=seed, match="deal")
    tags: list[tuple[str, str]] = [("Event", f"honeymoon {form}, seed {seed}"), ("Board", str(number))]
    names = SEAT_TAGS[form]
    tags += [(seat, names[index]) for seat, index in (("West", 3), ("North", 0), ("East", 1), ("South", 2))
             if index < len(names)]
    tags.append(("Dealer", SEATS[game.dealer]))
    hands: tuple[str, ...] = ()
    if game.form.prelude.draws:
        # The pack before the hands are built: PBN has no place for a stock, so its cards are laid out
        # as South and West (draw, draw-tricks) or all four seats hold a player's cards (draw-discard).
        if isinstance(game.form.prelude, DrawDiscard):
            deal: Any = draw_discard_layout(game)
        else:
            deck = game.deck
            deal = tuple(_pbn_hand(deck[i * 13:(i + 1) * 13]) for i in range(4))
        tags += [("Vulnerable", "None"), ("Deal", "N:" + " ".join(hand.pbn() for hand in deal))]
        record = PbnGame(tags=tuple(tags), deal=deal)
    else:
        written = read_pbn(game_to_pbn(game))[0]
        keep = [(key, value) for key, value in written.tags if key not in ("Event", "Board", "Dealer")]
        record = PbnGame(tags=(*tags, *keep), deal=written.deal)
        if form in ANALYSED:
            record = with_analysis(record)
        if game.form.widow:
            hands = (*(f"{TRIO[p]}: {md(_hand_words(game.seat_cards[p]))}" for p in range(3)),
                     f"widow: {md(_hand_words(game.set_aside))}")
    return Board(number, form, seed, game.dealer, (), record, hands)


def _hand_words(cards: Iterable[Card]) -> str:
    """A hand in words, suit by suit: ``♠K 10 9 3, ♥A Q 8 4, ♦—, ♣5``."""
    hand = Hand(list(cards))
    return ", ".join(suit.symbol + (" ".join(str(c)[1:] for c in hand if c.suit is suit) or "—")
                     for suit in DISPLAY_ORDER)


def _boards(rng: random.Random, forms: Sequence[str]) -> list[Board]:
    return [board_record(number, form, rng.randrange(1_000_000)) for number, form in enumerate(forms, 1)]


def deals_10(rng: random.Random) -> list[Board]:
    return _boards(rng, ["draw"] * BOARDS)


def deals_11(rng: random.Random) -> list[Board]:
    return _boards(rng, ["draw-discard"] * (BOARDS // 2) + ["draw-tricks"] * (BOARDS // 2))


def deals_12(rng: random.Random) -> list[Board]:
    return _boards(rng, [form for form in ("double-dummy", "half-open", "single-dummy", "exposed-dummy")
                         for _ in range(BOARDS // 4)])


def deals_13(rng: random.Random) -> list[Board]:
    return _boards(rng, ["three-handed"] * BOARDS)


def deals_14(rng: random.Random) -> list[Board]:
    return _boards(rng, ["plain"] * BOARDS)


def _game_board(number: int, rng: random.Random, **options: Any) -> Board:
    seed = rng.randrange(1_000_000)
    game = new_game("boerenbridge", seed=seed, **options)
    assert isinstance(game, BoerenbridgeGame)
    return Board(number, "boerenbridge", seed, game.dealer, tuple(options.items()))


def deals_15(rng: random.Random) -> list[Board]:
    """Whole games of Boerenbridge, for 3 to 7 players."""
    return [_game_board(number, rng, players=players)
            for number, players in enumerate((4, 4, 3, 5, 6, 7, 4, 3), 1)]


def deals_16(rng: random.Random) -> list[Board]:
    """A game for each variant of lesson 16."""
    variants: list[dict[str, object]] = [
        {"players": 4, "harsh": True}, {"players": 4, "boer": True},
        {"players": 4, "harsh": True, "boer": True},
        {"players": 5, "no_trump_rounds": "common"}, {"players": 4, "blind": True},
        {"players": 4, "fixed_hand_size": 7}, {"players": 4, "wizard": True}, {"players": 2}]
    return [_game_board(number, rng, **options) for number, options in enumerate(variants, 1)]


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
    Lesson(10, "Drawing your hand",
           "take or refuse a face-up card by the lesson's rule *improve* and by the computer's, and what "
           "to discard; where a refused card goes; which cards the opponent cannot hold after the draw; "
           "what the draw gained", lesson_10,
           deals=deals_10),
    Lesson(11, "Draw and Discard, and preliminary tricks",
           "keep or reject the top card, and where the blind second card goes; what your discards tell; who "
           "wins a preliminary trick and draws which card; the follow-suit option", lesson_11,
           deals=deals_11),
    Lesson(12, "Playing with a dummy",
           "what each player sees in the dummy forms, in the auction and after the lead; which cards a "
           "half-open dummy may play; who leads, from which seat; a deal reviewed double dummy", lesson_12,
           deals=deals_12),
    Lesson(13, "Honeymoon for three",
           "three-player auctions (contract, declarer, lead, a book of 9); the widow; what each of the "
           "three players scores", lesson_13, deals=deals_13),
    Lesson(14, "Strategy, tested",
           "the Honeymoon count; the draw tip; double-dummy tricks of two-hand deals (a contract, the best "
           "strain); the tip's opening lead against the best one; the draw tested by simulation", lesson_14,
           deals=deals_14),
    Lesson(15, "Boerenbridge",
           "the dealer's forbidden bid (the hook), and why; the staircase; a trick with the turned-up "
           "trump; the score of a deal by exact bids", lesson_15, deals=deals_15),
    Lesson(16, "Boerenbridge variants",
           "a deal scored by harsh scoring, the Boer rule and a blind deal; no-trump deals and a fixed hand "
           "size; a Wizard-style trick; Boerenbridge for two", lesson_16, deals=deals_16),
)


# --- the pages ------------------------------------------------------------------------------------------

def build(seed: int) -> list[Sheet]:
    """Every lesson's questions for ``seed``; each lesson draws from a random source of its own, so a
    change to one lesson's questions leaves the others as they were."""
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise ValueError(f"the seed is a whole number, 0 or more, not {seed!r}")
    return [Sheet(lesson, seed, lesson.make(random.Random(seed * 100 + lesson.number)),
                  tuple(lesson.deals(random.Random(seed * 100 + 50 + lesson.number))) if lesson.deals else ())
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
    if sheet.boards:
        intro += "\n\n" + _deals_line(sheet, answers)
    blocks = "\n\n".join(_question_block(i, q, answers) for i, q in enumerate(sheet.questions, 1))
    classes = "hm-sheet hm-key" if answers else "hm-sheet"
    deals = [_deals_section(sheet)] if answers and sheet.boards else []
    body = [f"# {_title(sheet, answers)}", _BANNER.format(seed=sheet.seed),
            f"::::{{container}} {classes}", *([] if answers else [head]), intro, blocks, *deals, "::::"]
    return "\n\n".join(body) + "\n"


def _download(name: str) -> str:
    """A link to a file beside the page that the book copies into its build (Sphinx's download role)."""
    return f"{{download}}`{name}`"


def _deals_line(sheet: Sheet, answers: bool) -> str:
    """The line of a part-two sheet that names its class deals."""
    count = len(sheet.boards)
    where = "listed at the end of this page" if answers else "listed on the answer key"
    if sheet.pbn is not None:
        forms = _and(list(dict.fromkeys(board.form for board in sheet.boards)))
        return (f"**Class deals:** {_download(sheet.pbn)}, {count} boards of {forms} in PBN, to hand out or "
                "to load into a bridge program ([how they are laid out](#sheets-deals)); their seeds are "
                f"{where}.")
    return (f"**Class games:** {count} games of Boerenbridge, played from seeds {where} ([what the teacher "
            "gets](#sheets-deals)).")


def _deals_section(sheet: Sheet) -> str:
    """The class deals at the end of a part-two answer key: each board's form, dealer and seed, and what
    to type to play it."""
    boards = sheet.boards
    if sheet.pbn is None:
        rows = "\n".join(
            f"| {b.number} | {dict(b.options).get('players')} | "
            f"{', '.join(f'{k}={v!r}' for k, v in b.options if k != 'players') or 'plain rules'} | "
            f"{TABLE[b.dealer]} (player {b.dealer}) | {b.seed} | `{b.call}` |" for b in boards)
        return ("**Class games.** Each row is a whole game of Boerenbridge from its seed: every table that "
                "types it gets the same deals. `BoerenbridgeTable` plays it against the computer in a "
                "notebook (import it from `honeymoon_widgets`); `honeymoon.new_game(\"boerenbridge\", "
                "players=…, seed=…, …)` with the same options gives the game in the library.\n\n| game | "
                "players | options | first dealer | seed | play it in a notebook "
                "|\n|---|---|---|---|---|---|\n" + rows)
    rows = "\n".join(f"| {b.number} | {b.form} | player {b.dealer} ({SEATS[b.dealer]}) | {b.seed} | "
                     f"`{b.call}` |"
                     for b in boards)
    text = (f"**Class deals** ({_download(sheet.pbn)}). Each board is the first deal of "
            "`honeymoon.new_game(form, seed=…)`; `PlayTable` (from `honeymoon_widgets`) plays it against "
            "the computer" + (", and `DrawTrainer(form, seed=…)` steps through its draw"
                          if boards[0].form.startswith("draw") else "")
            + ".\n\n| board | form | dealer | seed | play it in a notebook |\n"
            "|---|---|---|---|---|\n" + rows)
    hands = [f"- Board {b.number}: " + "; ".join(b.hands) for b in boards if b.hands]
    if hands:
        text += ("\n\nPBN hands hold 13 cards, so the file cannot show these deals' hands; here they are, "
                 "to deal them by hand:\n\n" + "\n".join(hands))
    return text


def index_page(sheets: Sequence[Sheet]) -> str:
    """The Markdown of the sheets' index page."""
    seed = sheets[0].seed
    rows = "\n".join(
        f"| {s.lesson.number} | {s.lesson.title} | [exercises]({s.stem}.md) | [answers]({s.stem}-answers.md) "
        f"| {s.lesson.asks} |" for s in sheets)
    return f"""(sheets-index)=
# Class sheets

{_BANNER.format(seed=seed)}

For each lesson of part one and part two there is a printable **exercise sheet**, about six
questions on the lesson's topic, each in a box with room to write, and a separate **answer key**,
which gives each answer with the explanation the library computes: the lines of a count, the steps
of a trick, the reason a call is not allowed, the walkthrough of a score, what a player may see,
what the double-dummy solver finds. Every deal, auction, draw and score on them was made by the
course's library from a **seed** (in part two the players' choices that lead to a question are
the library's basic computer player's), so no answer was typed in by hand. The lessons of part
two also come with [class deals](#sheets-deals). This is set {seed}.

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

(sheets-deals)=
## Class deals

Each lesson of part two comes with eight class deals of its own (in Boerenbridge, eight games),
drawn from the same seed as its sheet; each sheet says where they are, and its answer key ends
with their list: for each, its seed and what to type in a notebook to play it against the
computer, `PlayTable(form, seed=…, match="deal")` or, for the draw forms, `DrawTrainer(form,
seed=…)` too (both from `honeymoon_widgets`). A board is always the first deal of
`honeymoon.new_game(form, seed=…)`, whatever the teacher uses.

For the lessons on bridge forms (10 to 14) the deals are also a file in **PBN** (Portable Bridge
Notation, the text file bridge programs read and write), linked from the sheet and the key, written
by the library's `honeymoon.pbn`: one board a deal, its `Event` tag naming the form and the seed.
The seats sit as `honeymoon.pbn` puts the two-player forms at a four-seat table: player 0 is
North, player 1 East (in three-handed play player 2 South), and the player tags (`North`, `East`,
`South`, `West`) say what each seat holds. A bridge program needs four hands of 13 cards, so:

- **Draw (lesson 10) and Draw Bridge with preliminary tricks (lesson 11):** the pack as it lies
  before the draw. North and East are the two players' 13 cards, South the first 13 cards of the
  stock (those turned or drawn first) and West the last 13. PBN keeps no order within a hand: to
  play a board with cards, deal North's and East's hands and shuffle South's and West's cards
  together into the stock; the seed gives the library's order.
- **Draw and Discard (lesson 11):** nothing is dealt, but the 26 cards that pass through each
  player's hands are fixed by the pack. North holds the first card player 0 looks at on each of his
  13 turns (he keeps it, or discards it and takes the second), South the second card of each of his
  turns; East and West the same for player 1.
- **The dummy forms (lesson 12):** North and East the players' hands, South player 0's dummy and
  West player 1's; in `exposed-dummy` South is the shared dummy and West the 13 cards set aside
  (unknown, written `-`). Which cards of a half-open dummy lie face down is not in PBN: the seed
  gives it. The `double-dummy` boards carry the double-dummy analysis (`OptimumResultTable`,
  `ParContract`, `OptimumScore`).
- **Honeymoon for three (lesson 13):** PBN hands hold 13 cards, so the file has no `Deal` tag for
  these 16-card hands; the answer key lists the three hands and the widow instead.
- **Plain Honeymoon (lesson 14):** North and East the two hands, South and West `-` (the 26 cards
  set aside unseen), with the double-dummy analysis of the two hands (rows N and E).

Every board except those of the draw forms also carries the project's tag `HoneymoonGame`, the
deal as a game of its form: `honeymoon.pbn.game_from_pbn` (or `read_pbn` and `to_game`) loads it,
ready to play. (A game still in its draw phase has no dealt hands to check a `Deal` tag against,
so the draw forms' boards leave that tag out.)

**Boerenbridge (lessons 15 and 16)** is not a bridge deal: it has no PBN form. Its answer keys end
with **class games** instead, whole games from their seeds (one for each variant in lesson 16):
typed into `BoerenbridgeTable(players, seed=…, …)` in a notebook, or
`honeymoon.new_game("boerenbridge", players=…, seed=…, …)` in the library, a seed gives every
table the same deals.
"""


def write(seed: int, out: Path) -> list[Path]:
    """Write the index, every sheet and every answer key for ``seed`` into ``out``; the paths written."""
    sheets = build(seed)
    out.mkdir(parents=True, exist_ok=True)
    pages = {out / "index.md": index_page(sheets)}
    for sheet in sheets:
        pages[out / f"{sheet.stem}.md"] = sheet_page(sheet, answers=False)
        pages[out / f"{sheet.stem}-answers.md"] = sheet_page(sheet, answers=True)
        if sheet.pbn is not None:
            pages[out / sheet.pbn] = write_pbn(board.record for board in sheet.boards if board.record)
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
    pbn = sum(path.suffix == ".pbn" for path in written)
    print(f"wrote {len(written) - pbn} pages and {pbn} PBN files for seed {args.seed} into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
