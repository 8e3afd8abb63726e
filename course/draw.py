"""Lesson 10: drawing your hand (form ``draw``).

Anna draws by the lesson's rule *improve* (:data:`IMPROVE_RULE`), Ben is the library's basic
computer player (:data:`COMPUTER_RULE`). The questions: take or refuse a face-up card and what
to discard; where a refused card goes; which cards the opponent cannot hold once the draw is
over (:func:`knowledge_question`, which lesson 11 asks too); what the draw gained. The lesson's
own exercises add what a player may do with a refused card, what the end of the draw tells
(:func:`draw_taken_question`, :func:`draw_pool_question`) and what the test of four ways of
drawing found (:func:`best_average_question`, :func:`paired_question`).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from honeymoon import DECK, BridgeView, Card, Hand, Phase, Suit, load_game, render
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.evaluation import total_points
from honeymoon.game import DECLINE, REFUSE, TAKE
from honeymoon_course.games import BASIC, _act, _found, _game, _pick
from honeymoon_course.question import Blank, Facts, Question
from honeymoon_course.words import (
    PRONOUNS,
    _card_list,
    _cards_html,
    _codes,
    _figure,
    _hand,
    _labelled,
    _plural,
    _rows_figure,
    _up,
    and_list,
    md,
)

__all__ = [
    "COMPUTER_RULE",
    "IMPROVE_RULE",
    "best_average_question",
    "computer_question",
    "draw_actions_question",
    "draw_gain_question",
    "draw_pool_question",
    "draw_taken_question",
    "improve_question",
    "improves",
    "knowledge_question",
    "lesson_10",
    "paired_question",
    "weakest",
]

#: Where lesson 10 teaches what its questions ask: its sections, as a hint names them.
TURN = "lesson 10, “A draw turn: take or refuse”"
END = "lesson 10, “The end of the draw phase”"
READING = "lesson 10, “What the draw tells you about your opponent”"
TESTED = "lesson 10, “Which cards to take? Four ways of drawing, tested”"
PAIRED = "lesson 10, “A real difference, or the luck of the deals?”"


def _picked_wrong(right: frozenset[Card], offered: Sequence[Card], extra: Callable[[Card], str],
                  missing: str) -> Callable[[object], str | None]:
    """What is wrong with cards picked for a ``"cards"`` blank, never naming a right card: a card
    that is not offered, a card picked that does not answer (``extra`` says why), or a card
    left out (``missing``)."""
    def why(given: object) -> str | None:
        assert isinstance(given, frozenset)
        strangers = sorted(card for card in given if card not in offered)
        if strangers:
            return f"the {strangers[0]} is not one of the cards to choose from"
        wrong = sorted(card for card in given if card not in right)
        if wrong:
            return extra(wrong[0])
        return missing if given != right else None
    return why


def knowledge_question(kind: str, prompt: str, candidates: Sequence[Card], known: Mapping[Card, str],
                       unknown: Mapping[Card, str], figure: str, facts: Facts, *, topic: str, pool: int,
                       pool_label: str, pool_answer: str, pool_why: str, hints: tuple[str, ...]) -> Question:
    """Among how many cards the opponent's hand lies (``pool``), and which of the ``candidates`` he
    cannot hold: ``known`` gives the reason of each card he cannot hold, ``unknown`` that of each card
    he may hold. ``kind`` and ``topic``: the question's (:class:`Question`)."""
    cannot = [card for card in candidates if card in known]
    may = [card for card in candidates if card not in known]
    why = tuple(f"{md(str(card))}: "
                + (f"cannot — {known[card]}." if card in known else f"may — {unknown[card]}.")
                for card in candidates)
    answer = (f"{pool_answer} He cannot hold {_card_list(cannot) if cannot else 'any of them'}; he may hold "
              f"{_card_list(may) if may else 'none of them'}.")
    return Question(
        kind=kind, topic=topic, prompt=f"{prompt} {_cards_html(candidates)}", answer=answer,
        why=(pool_why, *why),
        facts={**facts, "candidates": [c.code for c in candidates],
               "verdicts": ["cannot" if card in known else "may" for card in candidates], "pool": pool},
        figure=figure, stack=True,
        blanks=(Blank(pool_label, "number", pool),
                Blank("Cards Ben cannot hold", "cards", frozenset(cannot),
                      options=tuple(card.code for card in candidates),
                      why_wrong=_picked_wrong(frozenset(cannot), candidates,
                                              lambda card: f"the {card} may be his: {unknown[card]}",
                                              "a card Ben cannot hold is missing"))),
        hints=hints)


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


def _weakest_steps(cards: Sequence[Card], her: str) -> list[str]:
    """How the weakest card of ``cards`` is found, step by step, in words (``her``: whose cards)."""
    fewest = min(c.hcp for c in cards)
    poor = [c for c in cards if c.hcp == fewest]
    steps = [f"{her} cards with the fewest HCP ({fewest}): {_card_list(poor)}"]
    length = {s: sum(1 for c in cards if c.suit is s) for s in Suit}
    shortest = min(length[c.suit] for c in poor)
    short = [c for c in poor if length[c.suit] == shortest]
    if len(short) < len(poor):
        suits = and_list([s.symbol for s in DISPLAY_ORDER if any(c.suit is s for c in short)])
        steps.append(f"of those, the shortest suit: {suits} ({_plural(shortest, 'card')})")
    if len(short) > 1:
        steps.append("then the lowest")
    steps[-1] += f": the {md(str(weakest(cards)))}"
    return steps


def _not_weakest(cards: Sequence[Card], her: str) -> Callable[[object], str | None]:
    """What is wrong with a card given as the weakest of ``cards``, in the lesson's words, never naming
    the weakest card."""
    best = weakest(cards)

    def length(card: Card) -> int:
        return sum(1 for c in cards if c.suit is card.suit)

    def why(given: object) -> str | None:
        assert isinstance(given, Card)
        if given == best:
            return None
        if given not in cards:
            return f"the {given} is not one of {her} cards"
        if given.hcp > best.hcp:
            return f"the {given} has {given.hcp} HCP: some of {her} cards have fewer"
        if length(given) > length(best):
            return f"another card with as few HCP is in a suit shorter than {given.suit.symbol}"
        return "another card with as few HCP, in a suit as short, comes first: the lowest, clubs first"
    return why


#: How a face-up card may be answered: taken, refused (a card the player turned) or declined (a card
#: the opponent refused), as the answers' buttons say it.
DECISIONS = {"take": "take it", "refuse": "refuse it", "decline": "decline it"}


def _decision_blank(decision: str, no: str) -> Blank:
    """Take or ``no`` (refuse or decline): the blank of a draw decision."""
    return Blank(f"Take or {no}?", "choice", DECISIONS[decision], options=(DECISIONS["take"], DECISIONS[no]))


def _discard_blank(cards: Sequence[Card], her: str) -> Blank:
    """The card discarded after a take: the weakest of ``cards`` (the hand and the face-up card), one of
    them to click."""
    return Blank("Discard after a take", "card", weakest(cards), options=tuple(_codes(cards)),
                 why_wrong=_not_weakest(cards, her))


def improve_question(hand: Hand, face: Card, *, offered: bool) -> Question:
    """Take or refuse (decline) a face-up card by the lesson's rule *improve*, and which card she discards
    after a take (asked whatever she decides: the weakest card of the 14)."""
    take = improves(face, list(hand))
    no = "decline" if offered else "refuse"
    low = min(c.hcp for c in hand)
    cards = [*hand, face]
    out = weakest(cards)
    if offered:
        situation = (f"Ben refused the {render.card_html(face)}: it is offered to Anna first, at the start "
                     "of her turn.")
    else:
        situation = f"On her turn she turns the {render.card_html(face)} face up from the stock."
    why = [f"The {md(str(face))} has {face.hcp} HCP; her weakest card has {low}: "
           + (f"{face.hcp} is more, so she takes it." if take else f"{face.hcp} is not more, so she {no}s "
                                                                   "it.")]
    why.append(f"With the {md(str(face))} she would hold 14 cards and discard her weakest: "
               + "; ".join(_weakest_steps(cards, "her")) + ".")
    if take:
        why.append(f"She discards face down: Ben sees that she took the {md(str(face))}, never what she "
                   "discarded.")
        answer = f"Take the {md(str(face))}, and discard the {md(str(out))}."
    else:
        answer = (f"{_up(no)} it: it has no more HCP than her weakest card. After a take she would discard "
                  f"the {md(str(out))}.")
        why.append(f"Declined, the {md(str(face))} goes face up to the dead pile, and Anna turns the next "
                   "card of the stock." if offered else
                   f"Refused, the {md(str(face))} stays face up: Ben decides about it first, on his turn.")
    where = "offered by Ben" if offered else "face up on the stock"
    return Question(
        topic="the draw by the rule improve",
        kind="draw-improve",
        prompt=(f"Draw: Anna holds the 13 cards below. {situation} By the lesson's rule *improve* "
                f"({IMPROVE_RULE}), does she take it or {no} it? Which card does she discard after a take "
                f"(answer even if she {no}s it: the card she would discard)?"),
        answer=answer, why=tuple(why),
        facts={"hand": hand.pbn(), "face": face.code, "offered": offered, "decision": "take" if take else no,
               "discard": out.code if take else None, "weakest": out.code},
        figure=_figure(_hand(hand, "Anna's hand"), _labelled(_up(where), render.card_face_html(face)),
                       classes="hm-row"),
        blanks=(_decision_blank("take" if take else no, no), _discard_blank(cards, "her")),
        hints=(f"The rule improve compares HCP: {TESTED}; her weakest card is found as in “The end of the "
               "draw phase”.",
               "Compare the HCP of the face-up card with the fewest HCP of a card in her hand: she takes "
               "the card only when it has more.",
               "Her weakest card, among the 14 with the face-up card: the fewest HCP; of those, the shortest "
               "suit; then the lowest, clubs first between equal ranks."))


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


def _worst_after_take(game: Any, player: int) -> Card:
    """The card the basic computer player, ``player`` to act in ``game``, would discard after taking the
    face-up card (the game is left as it was)."""
    copy = load_game(game.to_json())
    copy.apply(TAKE)
    worst = BASIC.choose(copy.view(player), copy.legal_actions())
    assert isinstance(worst, Card)
    return worst


def computer_question(game: Any) -> Question:
    """Ben, the basic computer player, decides about the card he turned: take or refuse, and the card he
    discards after a take (asked whatever he decides)."""
    hand = Hand(game.seat_cards[1])
    face = _face_up(game)
    choice = BASIC.choose(game.view(1), game.legal_actions())
    worst = _worst_after_take(game, 1)
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
              if take else f"Refuse it: with it, less the {md(str(worst))}, his count would be {then.total}, "
                           f"against {now.total} now.")
    return Question(
        topic="the computer player's draw",
        kind="draw-computer",
        prompt=("Draw: Ben, the library's basic computer player, holds the 13 cards below and turns the "
                f"{render.card_html(face)}. His rule: {COMPUTER_RULE}. Does he take it or refuse it? Which "
                "card does he discard after a take (answer even if he refuses it: the card he would "
                "discard)?"),
        answer=answer, why=tuple(why),
        facts={"hand": hand.pbn(), "face": face.code, "decision": "take" if take else "refuse",
               "worst": worst.code, "now": now.total, "then": then.total},
        figure=_figure(_hand(hand, "Ben's hand"),
                       _labelled("Face up on the stock", render.card_face_html(face)),
                       classes="hm-row"),
        blanks=(_decision_blank("take" if take else "refuse", "refuse"),
                _discard_blank([*hand, face], "his")),
        hints=(f"The computer's rule compares two counts of his hand: {TURN}; the count is the Honeymoon "
               "count of lesson 1, “Length points”.",
               "Count his hand now: HCP, plus one point for each card from the fourth of a suit. Then add "
               "the face-up card, put away his weakest card (the fewest HCP, then the shortest suit, then "
               "the lowest) and count again.",
               "He takes the card only when the second count is more than the first, or the same with a "
               "jack or better that stays in his hand."))


def _computer(rng: random.Random, take: bool) -> Question | None:
    """Ben to decide about a card he turned, as ``take`` asks; only where his worst card is the lesson's
    weakest card (the lesson's words then find it)."""
    def moment(game: Any) -> bool:
        if game.current_player != 1 or REFUSE not in game.legal_actions():
            return False
        return ((BASIC.choose(game.view(1), game.legal_actions()) == TAKE) == take
                and _worst_after_take(game, 1) == weakest([*game.seat_cards[1], _face_up(game)]))

    game = _draw_moment(rng, moment)
    return None if game is None else computer_question(game)


#: Where a card Anna refused can be once Ben has decided about it, as far as she knows.
PLACES = ("in Ben's hand", "in Ben's hand or his discards", "on the dead pile", "back in the stock")


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
    names = game.view(0).names
    return Question(
        topic="where a refused card goes",
        kind="draw-sequence",
        prompt=(f"Draw: Anna turns the {render.card_html(card)} from the stock and refuses it. Ben, whose "
                f"turn it is now, {'takes' if ben_takes else 'declines'} it. (a) Where can the "
                f"{render.card_html(card)} be now, as far as Anna knows: {', '.join(PLACES[:-1])} or "
                f"{PLACES[-1]}? (b) Who decides about the next card of the stock?"),
        answer=answer, why=why,
        facts={"card": card.code, "ben": "take" if ben_takes else "decline", "place": place,
               "decider": decider,
               "next": following.code},
        blanks=(Blank(f"(a) The {card} is", "choice", PLACES[1] if ben_takes else PLACES[2], options=PLACES),
                Blank("(b) Next to decide", "choice", names[decider], options=tuple(names))),
        hints=(f"Where a refused card goes, and when a turn ends: {TURN}.",
               "Follow the card: refused by the player who turned it, it was offered to the other one. "
               "What becomes of an offered card that is taken, and of one that is declined? Can a card "
               "just taken be discarded at once?",
               "A turn ends with a take (and its discard) or with the refusal of a card the player turned "
               "himself; a player who declines a card goes on with his turn."))


def _ruled_out(view: BridgeView) -> set[Card]:
    """The cards the viewer knows his opponent cannot hold once the draw is over: his own hand, his
    discards and the dead pile."""
    viewer = view.viewer
    assert viewer is not None
    return set(view.seats[viewer].cards) | set(view.discards[viewer]) | set(view.known_draw().dead)


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
    pool = 52 - len(_ruled_out(view))
    return knowledge_question(
        "draw-knowledge",
        "Draw: the stock is used up. Here is what Anna knows: her hand, her own discards, the dead pile and "
        "the face-up cards Ben took. Among how many cards does Ben's hand lie? Which of these cards can Ben "
        "not hold now?",
        candidates, known, unknown,
        _rows_figure(("Anna's hand", hand), ("Anna's discards", discards), ("The dead pile", dead),
                     ("Ben took face up", ben_took)),
        {"hand": _codes(hand), "discards": _codes(discards), "dead": _codes(dead),
         "ben_took": _codes(ben_took), "ben_hand": _codes(ben_hand)},
        topic="which cards the opponent cannot hold after the draw",
        pool=pool, pool_label="Ben's hand lies among",
        pool_answer=f"Among {pool} cards (13 dealt to him + {len(ben_took)} he took).",
        pool_why=("Anna saw every card of the stock face up: the only cards she never saw are Ben's 13 "
                  f"dealt cards. His hand lies among those and the {len(ben_took)} he took: 52 − {len(hand)} "
                  f"in her hand − {len(discards)} discarded − {len(dead)} dead = {pool}."),
        hints=(f"What Anna saw, and what she never saw: {READING}.",
               "Every card of the stock was face up once: the only cards Anna never saw are those dealt to "
               "Ben. His hand lies among those and the cards he took.",
               "A card in her hand, among her discards or on the dead pile cannot be his; a card he took, or "
               "one she never saw, may be."))


def draw_gain_question(before: Hand, after: Hand, taken: int) -> Question:
    """Anna's hand as dealt and after the draw, both counted by the Honeymoon count."""
    one, two = total_points(before, "honeymoon"), total_points(after, "honeymoon")
    assert isinstance(one.total, int) and isinstance(two.total, int)  # the Honeymoon count has no halves
    return Question(
        topic="what the draw gained",
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
        blanks=(Blank("Dealt", "number", one.total), Blank("After the draw", "number", two.total),
                Blank("Gain", "number", two.total - one.total)),
        hints=("Both hands are counted by the Honeymoon count: HCP (lesson 1, “High-card points”) plus "
               "length points (lesson 1, “Length points”).",
               "For each hand: its HCP, A 4, K 3, Q 2, J 1; then one length point for each card from the "
               "fourth of a suit.",
               "The gain is what the hand after the draw counts more than the hand as dealt (less than "
               "nothing if it counts less)."))


def _draw_gain(rng: random.Random) -> Question | None:
    game = _game("draw", rng.randrange(1_000_000))
    before = Hand(game.seat_cards[0])
    while game.phase is Phase.DRAW:
        _draw_act(game)
    taken = len(game.view(0).draw.taken[0])
    after = Hand(game.seat_cards[0])
    return draw_gain_question(before, after, taken) if after != before else None


# --- the lesson's own exercises: a game of the notebook, and the test of four ways of drawing --------

#: What a player may do with a face-up card, as the answers' buttons say it.
ACTION_SETS = ((TAKE, REFUSE), (TAKE, DECLINE), (REFUSE, DECLINE), (TAKE, REFUSE, DECLINE))


def _either(actions: Sequence[object]) -> str:
    words = [DECISIONS[str(action)] for action in actions]
    return ", ".join(words[:-1]) + " or " + words[-1]


def draw_actions_question(game: Any) -> Question:
    """What the player to act in a draw ``game`` may do with the face-up card (``legal_actions``)."""
    player = game.current_player
    names = game.view(player).names
    who, other = names[player], names[1 - player]
    he = PRONOUNS.get(who, ("he", "his"))[0]
    face = _face_up(game)
    legal = [action for action in game.legal_actions() if not isinstance(action, Card)]
    right = _either([action for action in (TAKE, REFUSE, DECLINE) if action in legal])
    if game.offered is not None:
        situation = (f"{other} turned the {render.card_html(face)} face up and refused it. Now it is "
                     f"{who}'s turn.")
    else:
        situation = f"{who} has turned the {render.card_html(face)} face up from the stock."
    return Question(
        topic="what you may do with the face-up card",
        kind="draw-actions",
        prompt=f"Draw: {situation} What may {he} do with the {render.card_html(face)}?",
        answer=f"{_up(right)}.",
        why=((f"A card the opponent refused is offered first to the player whose turn it is: {he} may take "
              "it (and discard), or decline it (it goes to the dead pile, and the turn goes on). Refusing "
              "is for a card you turned yourself.")
             if game.offered is not None else
             f"A card {he} turned {he} may take (and discard), or refuse: it stays face up for {other}.",
             f"The library's legal actions: {', '.join(str(action) for action in legal)}."),
        facts={"face": face.code, "offered": game.offered is not None, "legal": [str(a) for a in legal]},
        blanks=(Blank("May", "choice", right, options=tuple(_either(actions) for actions in ACTION_SETS)),),
        hints=(f"What a player may do with the face-up card: {TURN}, steps 1 and 2.",
               "Is this a card the player turned, or a card the opponent refused and left face up? Each has "
               "its own two choices."))


def draw_taken_question(game: Any) -> Question:
    """The draw of ``game`` is over: how many cards did the players take in all (the dead pile shown)?"""
    dead = list(game.view(0).known_draw().dead)
    taken = sum(len(cards) for cards in game.full_view().known_draw().taken)
    return Question(
        topic="the cards taken in the draw",
        kind="draw-taken",
        prompt="Draw: the stock is used up; the dead pile is shown below. How many cards did the two players "
               "take in all?",
        answer=f"{_plural(taken, 'card')}: the 26 of the stock less the {len(dead)} on the dead pile.",
        why=("Every card of the stock was turned face up once, and ended in a player's hand (taken) or on "
             "the dead pile.",
             f"26 − {len(dead)} = {taken}: the cards the players took, by the library's count of the draw."),
        facts={"dead": _codes(dead), "taken": taken},
        figure=_rows_figure(("The dead pile", dead)),
        blanks=(Blank("Cards taken", "number", taken),),
        hints=(f"Where a card of the stock can end up: {END}.",
               "Every card of the stock was turned face up once, and ended in a player's hand or on the "
               "dead pile.",
               "How many cards did the stock hold when the draw began (the lesson's first section says)? "
               "Those not on the dead pile went somewhere else."))


def draw_pool_question(game: Any, viewer: int) -> Question:
    """The draw of ``game`` is over: among how many cards does the opponent's hand lie, as far as
    ``viewer`` knows?"""
    view: BridgeView = game.view(viewer)
    who, other = view.names[viewer], view.names[1 - viewer]
    he = PRONOUNS.get(other, ("he", "his"))[0]
    draw = view.known_draw()
    took = list(draw.taken[1 - viewer])
    pool = 52 - len(_ruled_out(view))
    hand, discards, dead = view.seats[viewer].cards, view.discards[viewer], draw.dead
    return Question(
        topic="among how many cards the opponent's hand lies",
        kind="draw-pool",
        prompt=(f"Draw: the stock is used up. Below is what {who} knows: {who}'s hand and discards, the dead "
                f"pile, and the face-up cards {other} took. Among how many cards does {other}'s hand lie, as "
                f"far as {who} knows?"),
        answer=f"Among {pool} cards: the 13 dealt to {other} and the {len(took)} {he} took.",
        why=(f"{who} saw every card of the stock face up: the only cards {who} never saw are {other}'s 13 "
             f"dealt cards. {other}'s hand lies among those and the {len(took)} taken: 13 + {len(took)} = "
             f"{pool}.",
             f"Counted the other way: 52 − {len(hand)} in {who}'s hand − {len(discards)} discarded − "
             f"{len(dead)} dead = {pool}."),
        facts={"hand": _codes(hand), "discards": _codes(discards), "dead": _codes(dead), "took": _codes(took),
               "pool": pool},
        figure=_rows_figure((f"{who}'s hand", hand), (f"{who}'s discards", discards), ("The dead pile", dead),
                            (f"{other} took face up", took)),
        blanks=(Blank(f"{other}'s hand lies among", "number", pool),),
        hints=(f"What a player saw, and what he never saw: {READING}.",
               f"Every card of the stock was face up once: the only cards {who} never saw are those dealt to "
               f"{other}. {other}'s hand lies among those and the cards {other} took.",
               f"Which cards could {other}'s hand be made of: the ones dealt to him, and which others?"))


def best_average_question(tricks: Mapping[str, Sequence[int]]) -> Question:
    """Of strategies tested on the same deals (``tricks``: Anna's tricks on each deal, by strategy), which
    took the most tricks on average?"""
    means = {name: statistics.mean(values) for name, values in tricks.items()}
    best = max(means, key=lambda name: means[name])
    deals = len(next(iter(tricks.values())))
    return Question(
        topic="the best average of the strategies tested",
        kind="draw-best-average",
        prompt=(f"In the test of the strategies above, which strategy gave Anna the most tricks on average, "
                f"on these {deals} deals?"),
        answer=f"{_up(best)}: {means[best]:.2f} tricks on average over the {deals} deals.",
        why=(*(f"{_up(name)}: {mean:.2f} tricks on average." for name, mean in means.items()),
             "The highest average on these deals only: whether another set of deals would keep it first is "
             "what the paired comparison tells."),
        facts={"means": means, "best": best},
        blanks=(Blank("Strategy", "choice", best, options=tuple(tricks)),),
        hints=(f"Each strategy's average is in the table of {TESTED}.",
               "Read the column Anna: tricks, and find its highest number."))


def paired_question(name: str, other: str, ours: Sequence[int], theirs: Sequence[int]) -> Question:
    """Two strategies played on the same deals (``ours``, ``theirs``: Anna's tricks on each deal), compared
    deal by deal: do the data favour one of them, or can these deals not tell them apart?"""
    diffs = [a - b for a, b in zip(ours, theirs, strict=True)]
    mean = statistics.mean(diffs)
    margin = 2 * statistics.stdev(diffs) / len(diffs) ** 0.5
    right = "cannot tell" if abs(mean) <= margin else name if mean > 0 else other
    says = ("these deals cannot tell them apart" if right == "cannot tell" else f"the data favour {right}")
    return Question(
        topic="two strategies compared deal by deal",
        kind="draw-paired",
        prompt=(f"Compare {name} with {other} on the same {len(diffs)} deals, deal by deal. Do the data "
                "favour one of them? Choose the one they favour, or cannot tell."),
        answer=f"{_up(right)}: {name} − {other} = {mean:+.2f} ± {margin:.2f} tricks: {says}.",
        why=(f"The average per-deal difference, {name} − {other}: {mean:+.2f} tricks; its margin, two "
             f"standard errors: {margin:.2f}.",
             ("The difference is no larger than its margin: no more than the luck of these deals could give."
              if right == "cannot tell" else
              f"The difference is larger than its margin, and its sign points to {right}.")),
        facts={"mean": mean, "margin": margin, "answer": right},
        blanks=(Blank("The data favour", "choice", right, options=(name, other, "cannot tell")),),
        hints=(f"A paired comparison, and its margin: {PAIRED}.",
               "Read the two numbers: the average per-deal difference, and its margin.",
               "The data favour one strategy only when the difference, without its sign, is larger than the "
               "margin; its sign says which."))


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
