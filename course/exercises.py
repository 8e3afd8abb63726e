"""Checking a learner's answer to an exercise, with the library's own explanation.

Every checker compares the learner's answer with what :mod:`honeymoon` computes (never two
strings), and answers in three steps: the first wrong answer gets a hint, the second the
whole explanation (as does ``explain=True``, for a learner who wants the answer now); a right
answer is confirmed with the explanation. The tries are counted per question: running the same
exercise again with another answer counts as a second try.

>>> from honeymoon import Hand
>>> from honeymoon.evaluation import hcp
>>> count = hcp(Hand.parse("AK2.QJ3.T98.7654"))
>>> check_count(None, count)
Write your answer in the cell above, then run it again.
>>> print(check_count(9, count))  # doctest: +NORMALIZE_WHITESPACE
Not quite: you wrote 9. Hint: 4 cards count here: go through them suit by suit
(A 4, K 3, Q 2, J 1). Try again, or run the cell with explain=True to see the answer.
>>> check_count(8, count)
Not quite: you wrote 8. ♠A 4 + ♠K 3 + ♥Q 2 + ♥J 1 = 10 HCP
>>> check_count(10, count).correct
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from honeymoon import Card, ConfigError, Hand, NotationError, Suit, errors, parse_call
from honeymoon.auction import Auction
from honeymoon.calls import Call, Contract
from honeymoon.evaluation import Count, as_hand
from honeymoon.scoring import DealScore, Side
from honeymoon.tricks import climb, follow_suit_reason, legal_cards, trick_winner, why_beats
from honeymoon_course.answers import read_call, read_card, read_cards, read_number

__all__ = [
    "TAUGHT",
    "Feedback",
    "check",
    "check_call",
    "check_contract",
    "check_count",
    "check_legal_cards",
    "check_score",
    "check_trick_winner",
    "reset_tries",
]

PENDING = "Write your answer in the cell above, then run it again."

#: Where the course teaches each rule a hint points to: a score line's kind, following suit.
TAUGHT: dict[str, str] = {
    "following suit": "lesson 2, “Leading and following suit”",
    "trick points": "lesson 6, “Trick points”",
    "overtricks": "lesson 6, “Overtricks”, and lesson 7, “Overtricks, doubled and redoubled”",
    "insult": "lesson 7, “The insult”",
    "undertricks": "lesson 7, “Undertricks: the penalties”",
    "slam": "lesson 7, “Slams”",
    "honors": "lesson 7, “Honors”",
    "rubber": "lesson 6, “The rubber, its bonus and the winner”, and lesson 7, “An unfinished rubber”",
}
_TRIES: dict[str, int] = {}


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right (True), wrong (False) or not answered yet (None)."""

    correct: bool | None
    message: str

    def __repr__(self) -> str:
        return self.message

    def _repr_html_(self) -> str:
        css = {True: "hm-right", False: "hm-wrong", None: "hm-pending"}[self.correct]
        color = {True: "#2e7d32", False: "#c62828", None: "inherit"}[self.correct]
        return f"<p class='{css}' style='color:{color}'>{escape(self.message)}</p>"


def reset_tries() -> None:
    """Forget every try (a teacher resetting the notebook for the next learner)."""
    _TRIES.clear()


def check(answer: object, *, right: Callable[[object], bool], question: str, hint: str,
          explanation: str, shown: str | None = None, explain: bool = False) -> Feedback:
    """The three steps every checker shares: ``right(answer)`` says whether the answer is right
    (it may raise :class:`~honeymoon.errors.NotationError` for unreadable text, which is
    refused with its reason and does not count as a try); ``question`` identifies the question
    for counting tries; ``shown`` is how the answer is repeated back (default ``str``).

    >>> check(7, right=lambda a: a == 7, question="book", hint="6 + 1",
    ...       explanation="1♣ needs 6 + 1 = 7 tricks")
    Right! 1♣ needs 6 + 1 = 7 tricks

    A learner who gives up may ask for the answer without writing one:

    >>> check(None, right=lambda a: a == 7, question="book", hint="6 + 1",
    ...       explanation="1♣ needs 6 + 1 = 7 tricks", explain=True)
    The answer: 1♣ needs 6 + 1 = 7 tricks

    The question is the lesson's: a ``right`` that is not a function, or a ``question``,
    ``hint`` or ``explanation`` that is not text, raises :class:`~honeymoon.errors.ConfigError`.
    """
    if not callable(right):
        raise ConfigError(f"right is a function that judges the answer, not {errors.shown(right)}")
    for name, text in (("question", question), ("hint", hint), ("explanation", explanation)):
        if not isinstance(text, str):
            raise ConfigError(f"{name} is text, not {errors.shown(text)}")
    if shown is not None and not isinstance(shown, str):
        raise ConfigError(f"shown is text (or None), not {errors.shown(shown)}")
    if answer is None:
        if explain:
            return Feedback(None, f"The answer: {explanation}")
        return Feedback(None, PENDING)
    try:
        correct = right(answer)
    except NotationError as error:
        return Feedback(False, f"That cannot be read: {error}. Try again.")
    explanation = explanation[:1].upper() + explanation[1:]
    if correct:
        return Feedback(True, f"Right! {explanation}")
    said = shown if shown is not None else (format(answer, "g") if isinstance(answer, float)
                                            else errors.shown(answer) if isinstance(answer, int)
                                            else str(answer))
    tries = _TRIES[question] = _TRIES.get(question, 0) + 1
    if tries == 1 and not explain:
        hint = hint if hint.endswith(("?", ".")) else hint + "."
        return Feedback(False, f"Not quite: you wrote {said}. Hint: {hint} Try again, or run "
                               "the cell with explain=True to see the answer.")
    return Feedback(False, f"Not quite: you wrote {said}. {explanation}")


def check_count(answer: object, count: Count, *, explain: bool = False) -> Feedback:
    """A number of points (or losers, or quick tricks) against a count of
    :mod:`honeymoon.evaluation`, whose lines are the explanation."""
    _need(count, Count, "count", "a count of honeymoon.evaluation, like hcp(hand)")
    lines = len(count.lines)
    if not lines:
        hint = f"look at each suit again: does any card or length count for {count.name}?"
    elif count.name == "high-card points":
        hint = (f"{lines} card{'s' if lines != 1 else ''} count here: go through them suit by suit "
                "(A 4, K 3, Q 2, J 1)")
    elif count.name.startswith("total points"):
        hint = "add the high-card points and the length points, in the count you were asked for"
    else:
        hint = (f"{lines} suit{'s' if lines != 1 else ''} of this hand count{'s' if lines == 1 else ''} "
                f"for {count.name}: go through the suits one by one")
    return check(answer, right=lambda a: read_number(a) == count.total, question=f"count {count}",
                 hint=hint, explanation=str(count), explain=explain)


def check_call(answer: object, auction: Auction, expected: Call | str, *, why: str = "",
               explain: bool = False) -> Feedback:
    """A call (text such as ``"2H"``, ``"pass"``, ``"X"``) for the player to call in ``auction``;
    a hint tells why an illegal answer is illegal (the auction's own reason)."""
    _need(auction, Auction, "auction", "an Auction")
    target = expected if isinstance(expected, Call) else parse_call(expected)
    calls = " ".join(str(call) for call in auction.calls) or "no call yet"

    def right(text: object) -> bool:
        return read_call(text) == target

    hint = {"Pass": "which call makes no bid at all?",
            "X": "which call tells the opponents that their bid will fail, and raises the score?",
            "XX": "which call answers a double of your own side's bid?"}.get(
        target.code, "compare the strains in their bidding order: ♣ < ♦ < ♥ < ♠ < NT")
    if isinstance(answer, str):
        try:
            reason = auction.why_illegal(read_call(answer))
        except NotationError:
            reason = None
        if reason:
            hint = f"that call is not allowed here: {reason}"
    explanation = f"the answer is {target}" + (f": {why}" if why else ".")
    return check(answer, right=right, question=f"call after {calls}: {target}", hint=hint,
                 explanation=explanation, explain=explain)


def check_contract(answer: object, auction: Auction, *, explain: bool = False) -> Feedback:
    """The contract a finished auction made (text such as ``"4SX"``), as the library reads it;
    an auction that has made no contract raises :class:`~honeymoon.errors.ConfigError`."""
    _need(auction, Auction, "auction", "an Auction")
    contract = auction.contract
    if contract is None:
        raise ConfigError("the auction has made no contract yet: ask about a finished auction")
    names = " ".join(str(call) for call in auction.calls)

    def right(text: object) -> bool:
        if not isinstance(text, str):
            raise NotationError(f"write a contract as text, like \"4S\" or \"3NTX\", "
                                f"not {errors.shown(text)}")
        given = Contract.parse(text)
        return (given.level, given.strain, given.doubling) == (
            contract.level, contract.strain, contract.doubling)

    return check(answer, right=right, question=f"contract of {names}",
                 hint="the contract is the last bid, with X or XX if it was doubled or redoubled "
                      "after that bid",
                 explanation=f"the contract is {contract}: the last bid was {contract.bid}"
                             + (f", then {contract.doubling.word}" if contract.doubling > 1 else "")
                             + f"; declarer, player {auction.declarer}, needs "
                             f"{contract.tricks_needed} tricks.",
                 explain=explain)


def check_score(answer: object, score: DealScore, side: Side = "declarer", *,
                above_line: bool | None = None, explain: bool = False) -> Feedback:
    """Points scored by one side (``"declarer"`` or ``"defenders"``), all of them or only
    those above or below the line, against the library's score lines."""
    _need(score, DealScore, "score", "a DealScore, like score_deal(\"4S\", 10)")
    if side not in ("declarer", "defenders"):
        raise ConfigError(f"side is 'declarer' or 'defenders', not {errors.shown(side)}")
    if above_line is not None and not isinstance(above_line, bool):
        raise ConfigError(f"above_line is True, False or None (both), not {errors.shown(above_line)}")
    expected = score.total(side, above_line=above_line)
    where = {None: "", True: " above the line", False: " below the line"}[above_line]
    lines = [line for line in score.lines if line.side == side
             and (above_line is None or line.above_line == above_line)]
    kinds = list(dict.fromkeys(line.kind for line in lines))
    taught = "; ".join(f"{kind}: {TAUGHT[kind]}" for kind in kinds)
    scores = "scores" if side == "declarer" else "score"
    hint = (f"the {side} {scores} {_words(kinds)}{where} here: look up each rule where the course "
            f"taught it ({taught}) and add them up" if lines
            else f"does the {side} side score anything{where} here?")
    explanation = (f"{score.headline}: " + "; ".join(str(line) for line in lines)
                   + f" — {expected} for the {side}{where}." if lines
                   else f"{score.headline}: the {side} side scores nothing{where}.")
    return check(answer, right=lambda a: read_number(a) == expected,
                 question=f"score {score.lines} {side} {above_line}",
                 hint=hint, explanation=explanation, explain=explain)


def _words(kinds: Sequence[str]) -> str:
    """``["trick points", "overtricks"]`` → ``"trick points and overtricks"``."""
    return " and ".join([", ".join(kinds[:-1]), kinds[-1]]) if len(kinds) > 1 else kinds[0]


def _need(value: object, kind: type, name: str, what: str) -> None:
    """Refuse a lesson's question value of the wrong kind with :class:`~honeymoon.errors.ConfigError`."""
    if not isinstance(value, kind):
        raise ConfigError(f"{name} is {what}, not {errors.shown(value)}")


def check_trick_winner(answer: object, cards: Sequence[Card | str], trump: Suit | None, *,
                       explain: bool = False) -> Feedback:
    """The card that wins a trick (``cards`` in the order played, the lead first)."""
    if trump is not None and not isinstance(trump, Suit):
        raise ConfigError(f"trump is a Suit, or None at no-trump, not {errors.shown(trump)}")
    if not isinstance(cards, str | Sequence):
        raise NotationError(f"write cards as text, like \"QH\" or \"AS KS\", not {errors.shown(cards)}")
    listed = cards.replace(",", " ").split() if isinstance(cards, str) else cards
    played = [read_card(card) for card in listed]
    winner = played[trick_winner(played, trump)]
    steps = [why_beats(card, top, trump) for card, top in climb(played, trump)]

    def right(text: object) -> bool:
        try:
            given = read_card(text)
        except NotationError:
            given = None
        if given not in played:
            raise NotationError(f"write one card of the trick: {' '.join(map(str, played))}")
        return given is winner

    trumps = f"{trump.name.lower()} ({trump}) are trumps" if trump is not None else "no-trump"
    return check(answer, right=right, question=f"trick {played} {trump}",
                 hint=f"{trumps}; the first card led was {played[0]}: which later card beats the "
                      "card winning so far?",
                 explanation=f"{winner} wins. " + "; ".join(steps) + ".", explain=explain)


def check_legal_cards(answer: object, hand: Hand | str, led: Card | str | None, *,
                      explain: bool = False) -> Feedback:
    """Which cards of ``hand`` may be played to a trick whose first card is ``led`` (``None``:
    you lead, any card)."""
    cards = as_hand(hand)
    lead = led if led is None or isinstance(led, Card) else Card.parse(led)
    suit = lead.suit if lead is not None else None
    legal = set(legal_cards(cards, suit))
    shown = " ".join(str(card) for card in sorted(legal, reverse=True))

    def right(text: object) -> bool:
        return read_cards(text) == legal

    if suit is None:
        explanation = f"you lead: any card of your hand may be played ({shown})."
    elif cards.length(suit):
        explanation = f"you hold {suit}: you must follow suit with one of {shown}."
    else:
        explanation = f"you hold no {suit}: any card may be played, a trump or any other ({shown})."
    rule = f"the rule of following suit, {TAUGHT['following suit']}"
    hint = f"do you hold a card of the suit led? Think of {rule}"
    if isinstance(answer, str | list | tuple):
        try:
            wrong = [card for card in sorted(read_cards(answer), reverse=True)
                     if follow_suit_reason(cards, card, suit)]
        except NotationError:
            wrong = []
        if wrong and wrong[0] not in cards:
            hint = f"{wrong[0]} is not in your hand"
        elif wrong:
            hint = f"{wrong[0]} is not of the suit led, {suit}, and you hold that suit: think of {rule}"
        elif _cards_or_empty(answer) < legal:
            hint = (f"some cards you may play are missing: {rule} says which suit, not which card "
                    "of it" if suit is not None and cards.length(suit) else
                    f"some cards you may play are missing: what does {rule} allow when you hold "
                    "none of the suit led?")
    return check(answer, right=right, question=f"legal {cards} {lead}", hint=hint,
                 explanation=explanation, explain=explain)


def _cards_or_empty(text: object) -> frozenset[Card]:
    try:
        return read_cards(text)
    except NotationError:
        return frozenset()
