"""Lessons 0 and 2: tricks and contracts.

Which card wins a trick, and why, in the library's words (:func:`honeymoon.tricks.why_beats`);
which cards may be played to a trick; how many tricks a contract needs; whether it made.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from honeymoon import DECK, Card, ConfigError, Contract, Hand, Suit, render, score_deal
from honeymoon.calls import Bid, Doubling, Strain
from honeymoon.tricks import (
    climb,
    follow_suit_reason,
    legal_cards,
    trick_winner,
    why_beaten,
    why_beats,
)
from honeymoon_course.games import _find, _hand_where, _new_deal
from honeymoon_course.question import Blank, Question
from honeymoon_course.words import (
    COMPASS,
    PAIR,
    _cards_text,
    _contract,
    _figure,
    _hand,
    _plural,
    _trump_words,
    _up,
    md,
)

__all__ = [
    "legal_cards_question",
    "lesson_00",
    "lesson_02",
    "result_question",
    "trick_question",
    "tricks_needed_question",
    "who_scores_question",
]


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


#: Where the course teaches who wins a trick: lesson 2, and first lesson 0.
TRICKS_TAUGHT = "lesson 2, “Who wins a trick” and “Trumps and ruffing”"
LESSON_0_TRICKS = "lesson 0, “A trick” and “Trumps and no-trump”"


def _why_not_the_winner(cards: Sequence[Card], trump: Suit | None) -> Callable[[object], str | None]:
    """What is wrong with a card given as the winner of the trick ``cards``: not in the trick, or
    the rule that beats it, in the library's words, naming no other card
    (:func:`honeymoon.tricks.why_beaten`), when that rule leaves more than one card that may win
    (with one, the rule would give the answer away: the learner is told only "not quite")."""

    def why(given: object) -> str | None:
        if not isinstance(given, Card):
            return None
        if given not in cards:
            return f"{given} is not in this trick"
        beaten = why_beaten(cards, cards.index(given), trump)
        return beaten.reason if beaten is not None and len(beaten.contenders) > 1 else None

    return why


#: The ranks of a suit, highest first, as lesson 0 teaches them (“The deck and a hand”).
RANK_ORDER = "ace, king, queen, jack, 10, 9 and so on down to the 2"


def _last_trick_hint(led: Suit, trump: Suit | None) -> str:
    """The step that finds a trick's winner: set aside the cards that cannot win, compare the rest."""
    if trump is None or trump is led:
        return (f"Set aside every card that is not a {led.symbol}: it cannot win. Of the {led.symbol} "
                f"left, the highest rank wins: {RANK_ORDER}.")
    return (f"Set aside every card that is neither a {led.symbol} nor a trump ({trump.symbol}): it cannot "
            f"win. Of the cards left, any trump beats any {led.symbol}, and of two cards of one suit the "
            f"higher rank wins: {RANK_ORDER}.")


def trick_question(plays: Sequence[tuple[int, Card]], trump: Suit | None, *, names: Sequence[str],
                   ask: str = "card", taught: str = TRICKS_TAUGHT) -> Question:
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
    led = cards[0].suit
    question = "Which card wins this trick?" if ask == "card" else "Who wins this trick, and with which card?"
    prompt = f"{question} {_up(_trump_words(trump))}; {led_by} led."
    steps = _climb(cards, trump)
    return Question(
        topic="which card wins a trick",
        kind="trick", prompt=prompt,
        answer=f"{md(str(card))}, played by {names[seat]}, wins the trick.",
        why=tuple(md(step) for step in steps),
        facts={"cards": [c.code for c in cards], "seats": [s for s, _ in plays],
               "trump": None if trump is None else trump.letter, "winner_card": card.code,
               "winner_seat": seat},
        figure=picture(None), key_figure=picture(seat),
        blanks=(Blank("Winning card" if ask == "card" else "Winner (player and card)", "card", card,
                      options=tuple(c.code for c in cards), why_wrong=_why_not_the_winner(cards, trump)),),
        hints=(f"Which cards can win a trick, and which beats which? See {taught}.",
               f"The suit led is {led.symbol}: only a card of that suit can win"
               + (", as there are no trumps." if trump is None else
                  ", the trump suit." if trump is led else
                  f", unless a trump ({trump.symbol}) is played: then the highest trump wins."),
               _last_trick_hint(led, trump)))


def _why_not_these_cards(hand: Hand, led: Suit, legal: Sequence[Card]) -> Callable[[object], str | None]:
    """What is wrong with the cards given as those that may be played, without listing the right
    ones: a card not in the hand (the library's reason), a card that does not follow suit, or a
    card that may be played left out. (The library's reason for the second,
    :func:`~honeymoon.tricks.follow_suit_reason`, lists the cards of the suit led: the answer.)"""

    def why(given: object) -> str | None:
        if not isinstance(given, frozenset):
            return None
        picked = sorted(given, reverse=True)
        reasons = [str(follow_suit_reason(hand, card, led)) for card in picked if card not in hand]
        astray = [card for card in picked if card in hand and card not in legal]
        if astray:
            does = "does" if len(astray) == 1 else "do"
            reasons.append(f"{_cards_text(astray)} {does} not follow suit: you hold {led.name.lower()} "
                           f"({led.symbol}), the suit led, and must play one of them")
        if not reasons and not set(legal) <= given:
            reasons.append("a card you may play is missing")
        return "; ".join(reasons) or None

    return why


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
        topic="which cards you may play",
        kind="legal-cards", prompt=prompt, answer=_up(answer), why=tuple(why),
        facts={"hand": hand.pbn(), "led": led.code, "legal": sorted(c.code for c in legal)},
        figure=_figure(_hand(hand, "Your hand")),
        blanks=(Blank("Cards you may play", "cards", frozenset(legal), options=tuple(c.code for c in hand),
                      why_wrong=_why_not_these_cards(hand, led.suit, legal)),),
        hints=("When must a player follow suit, and when may he play any card? Lesson 2, “Leading and "
               "following suit” and “Discarding”.",
               f"The card led is a {led.suit.symbol}: look at your {led.suit.symbol} first. Do you hold any?",
               "Holding even one card of the suit led, you must play a card of that suit, and any of them "
               "will do; holding none, you may play any card of your hand."))


# --- contracts and results ---------------------------------------------------------------------

def _why_not_tricks_needed(contract: Contract) -> Callable[[object], str | None]:
    """A count of tricks that is the contract's level alone: the book is missing."""
    def why(given: object) -> str | None:
        if given == contract.level:
            return f"{given} is the level alone, and the level counts only the tricks beyond the book"
        return None

    return why


def tricks_needed_question(contracts: Sequence[Contract]) -> Question:
    """How many tricks declarer needs in each contract."""
    items = "; ".join(_contract(c) for c in contracts)
    answers = [f"{md(str(c))}: {c.level} + 6 = {c.tricks_needed}" for c in contracts]
    prompt = (f"How many tricks must declarer take to make {items}?" if len(contracts) == 1 else
              f"How many tricks must declarer take to make each contract? {items}")
    return Question(
        topic="the tricks a contract needs",
        kind="tricks-needed", prompt=prompt,
        answer="; ".join(answers) + ".",
        why=("A contract's level counts the tricks beyond the book of six: level + 6.",),
        facts={"contracts": [c.code for c in contracts], "answers": [c.tricks_needed for c in contracts]},
        blanks=tuple(Blank(str(c), "number", c.tricks_needed, why_wrong=_why_not_tricks_needed(c))
                     for c in contracts),
        hints=("What does a contract's level count? Lesson 0, “The auction”.",
               "The level counts only the tricks beyond the first six, the book."))


def _why_not_the_result(contract: Contract, tricks: int) -> Callable[[object], str | None]:
    """What is wrong with a result that says the contract took more tricks than it needs, or made
    when it went down."""
    def why(given: object) -> str | None:
        if isinstance(given, int) and given > 0:
            return f"declarer took no more tricks than {contract} needs"
        if given == 0 and tricks < contract.tricks_needed:
            return f"did declarer take every trick {contract} needs?"
        return None

    return why


def result_question(contract: Contract, tricks: int) -> Question:
    """Did the contract make, or go down, and by how many tricks: lesson 0's question, so declarer
    takes at most the tricks the contract needs (tricks beyond them, overtricks, come in lesson 6:
    :class:`~honeymoon.errors.ConfigError`)."""
    if tricks > contract.tricks_needed:
        raise ConfigError(f"{contract} needs {contract.tricks_needed} tricks: ask this question of at most "
                          f"as many, not {tricks} (more would be overtricks, which lesson 0 does not teach)")
    score = score_deal(contract, tricks)
    short = -score.result
    outcome = "makes" if score.made else f"goes down {short}: {_plural(short, 'trick')} short"
    return Question(
        topic="whether a contract made",
        kind="result",
        prompt=(f"Declarer plays {_contract(contract)} and takes {tricks} tricks. Did the contract make, or "
                "did it go down, and by how many tricks?"),
        answer=f"{md(str(contract))} {outcome}.",
        why=(f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks; "
             f"declarer took {tricks}" + ("." if score.made else f", {short} fewer."),),
        facts={"contract": contract.code, "tricks": tricks, "made": score.made, "result": score.result},
        blanks=(Blank("Made, or down by how many", "result", score.result,
                      why_wrong=_why_not_the_result(contract, tricks),
                      examples=("made, down 1 or down 2",)),),
        hints=("How many tricks does the contract need? Lesson 0, “The auction”: its level counts the "
               "tricks beyond the book of six.",
               "Compare the tricks declarer took with the tricks the contract needs (lesson 0, “Scoring”): "
               "as many, and it makes; fewer, and it goes down by the tricks missing."))


def who_scores_question(contract: Contract, tricks: int, *, names: Sequence[str] = PAIR) -> Question:
    """Who scores a deal, the declarer (``names[0]``) or the defender (``names[1]``), when declarer
    takes ``tricks`` tricks in ``contract``."""
    score = score_deal(contract, tricks)
    side = "declarer" if score.total("declarer") > 0 else "defender"
    who = names[0] if side == "declarer" else names[1]
    points = score.total("declarer") if side == "declarer" else score.total("defenders")
    outcome = ("the contract makes" if score.made else
               f"the contract fails, short by {_plural(-score.result, 'trick')}")
    return Question(
        topic="who scores a deal",
        kind="who-scores",
        prompt=(f"{names[0]} is declarer in {_contract(contract)} and takes {tricks} tricks. Who scores "
                f"points for this deal: the declarer ({names[0]}) or the defender ({names[1]})?"),
        answer=f"The {side}, {who}.",
        why=(f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks; {names[0]} "
             f"took {tricks}: {outcome}.",
             f"The {side}, {who}, scores {points} points"
             + (" above the line." if side == "defender" else ".")),
        facts={"contract": contract.code, "tricks": tricks, "made": score.made, "scores": side},
        blanks=(Blank("Who scores", "choice", side, options=("declarer", "defender")),),
        hints=("Who scores when a contract makes, and who when it fails? Lesson 0, “Scoring”.",
               "First count the tricks the contract needs (lesson 0, “The auction”: its level counts the "
               "tricks beyond the book of six); then compare them with the tricks taken."))


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
    """Bridge in a few minutes, in its own words: which card wins a trick of Anna and Ben (no trumps,
    trumps); the tricks a contract needs; whether a contract made or went down, and by how many;
    who scores the deal."""
    questions = []
    for trump, ruff in ((None, False), (None, False), ("trump", False), ("trump", True)):
        suit = rng.choice(list(Suit)) if trump else None
        plays = _trick_of(rng, suit, 2, ruff)  # lesson 0's tricks are Anna's and Ben's
        questions.append(trick_question(plays, suit, names=PAIR, taught=LESSON_0_TRICKS))
    contracts = [Contract.of(Bid(level, rng.choice(list(Strain)))) for level in rng.sample(range(1, 8), 3)]
    questions.append(tricks_needed_question(contracts))
    contract = _random_contract(rng, (1, 2, 3, 4, 5))
    questions.append(result_question(contract, contract.tricks_needed - rng.choice((0, 1, 1, 2))))
    contract = _random_contract(rng, (1, 2, 3, 4, 5, 6))
    questions.append(who_scores_question(contract, contract.tricks_needed - rng.choice((0, 0, 1, 2))))
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
