"""Lesson 10: drawing your hand (form ``draw``).

Anna draws by the lesson's rule *improve* (:data:`IMPROVE_RULE`), Ben is the library's basic
computer player (:data:`COMPUTER_RULE`). The questions: take or refuse a face-up card and what
to discard; where a refused card goes; which cards the opponent cannot hold once the draw is
over (:func:`knowledge_question`, which lesson 11 asks too); what the draw gained.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from honeymoon import DECK, BridgeView, Card, Hand, Phase, Suit, load_game, render
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.evaluation import total_points
from honeymoon.game import DECLINE, REFUSE, TAKE
from honeymoon_course.games import BASIC, _act, _found, _game, _pick
from honeymoon_course.question import Facts, Question
from honeymoon_course.words import (
    _and,
    _card_list,
    _codes,
    _figure,
    _hand,
    _labelled,
    _letters,
    _plural,
    _rows_figure,
    _up,
    md,
)

__all__ = [
    "COMPUTER_RULE",
    "IMPROVE_RULE",
    "computer_question",
    "draw_gain_question",
    "improve_question",
    "improves",
    "knowledge_question",
    "lesson_10",
    "weakest",
]


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
