"""Lesson 11: Draw and Discard, and Draw Bridge with preliminary tricks.

Keep or reject the top card, and where the blind second card goes; what your discards tell the
opponent; who wins a preliminary trick and draws which card; which cards may be played to it,
by default and with the option ``follow_suit_in_draw``. The lesson's own exercises add how many
cards a player of Draw and Discard sees (:func:`seen_question`) and how fast the stock goes
(:func:`stock_left_question`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial
from typing import Any

from honeymoon import DECK, BridgeView, Card, Hand, Phase, Rank, Suit, render
from honeymoon.bots.basic import BasicBot
from honeymoon.evaluation import total_points
from honeymoon.tricks import trick_winner
from honeymoon_course.draw import _picked_wrong, knowledge_question
from honeymoon_course.games import BASIC, _act, _found, _game, _pick
from honeymoon_course.question import Blank, Question
from honeymoon_course.tricks import _climb
from honeymoon_course.words import (
    PAIR,
    PRONOUNS,
    _card_list,
    _codes,
    _figure,
    _hand,
    _labelled,
    _plural,
    _rows_figure,
    _up,
    md,
)

__all__ = [
    "KEEP_RULE",
    "adds",
    "keep_reject_question",
    "lesson_11",
    "prelim_legal_question",
    "prelim_trick_question",
    "seen_question",
    "stock_left_question",
]

#: Where lesson 11 teaches what its questions ask: its sections, as a hint names them.
NOTHING_DEALT = "lesson 11, “Draw and Discard: nothing is dealt”"
KEEPER = "lesson 11, “Keep or reject?”"
PRELIMINARY = "lesson 11, “Draw Bridge: 13 preliminary tricks”"


#: The rule of the lesson's computer player (the library's basic player) for the top card in Draw and
#: Discard, in words.
KEEP_RULE = ("keep the top card if it is an honor (a jack or better), or a card of one of your two longest "
             "suits when you already hold two cards or more of that suit; otherwise reject it")
#: The answers' buttons: keep or reject the top card; where a card of the turn goes; what the opponent
#: learns of the turn.
KEEPS = ("keep it", "reject it")
PLACES = ("into her hand", "onto her discards")
LEARNS = ("nothing", "her choice only", "her cards too")


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
            reason = f"the {md(str(top))} is an honor (J or better): keep it."
        elif keep:
            reason = f"the {md(str(top))} is a card of one of her two longest suits ({lengths}): keep it."
        else:
            reason = (f"the {md(str(top))} is no honor, and {top.suit.symbol} is not one of her two longest "
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
    hand_place, discard_place = PLACES
    return Question(
        topic="keeping or rejecting the top card",
        kind="keep-reject",
        prompt=(f"Draw and Discard: Anna has kept the {_plural(len(hand), 'card')} below. On her turn she "
                f"looks at the top card of the stock: the {render.card_html(top)}. By {rule}, does she keep "
                f"it or reject it? Where do the top card and the next card go ({hand_place} or "
                f"{discard_place}), and what does Ben learn: {', '.join(LEARNS[:-1])} or {LEARNS[-1]}?"),
        answer=answer,
        why=(_up(reason), "Every turn uses two cards: one goes into the hand, the other face down onto her "
                          "own discards.",
             "Ben learns only whether she kept or rejected the top card, never the cards."),
        facts={"hand": _codes(hand), "top": top.code, "next": following.code, "threshold": threshold,
               "decision": "keep" if keep else "reject", "kept": kept.code, "discarded": dropped.code},
        figure=_figure(_hand(hand, "Anna's cards so far"),
                       _labelled("The top card", render.card_face_html(top)),
                       classes="hm-row"),
        blanks=(Blank("Keep or reject?", "choice", KEEPS[0] if keep else KEEPS[1], options=KEEPS),
                Blank("The top card goes", "choice", hand_place if keep else discard_place, options=PLACES),
                Blank("The next card goes", "choice", discard_place if keep else hand_place, options=PLACES),
                Blank("Ben learns", "choice", LEARNS[1], options=LEARNS)),
        hints=((f"The computer's rule for the top card, and where the cards of a turn go: {NOTHING_DEALT}."
                if threshold is None else
                f"The rule keeper counts what the top card adds to her hand: {KEEPER}; where the cards of a "
                f"turn go: {NOTHING_DEALT}."),
               ("Is the top card an honor, a jack or better? If not, is its suit one of her two longest "
                "suits, with two cards or more already?"
                if threshold is None else
                "What a card adds: its HCP, plus one point when she already holds three cards or more of its "
                "suit. The rule asks for at least its number of points."),
               "One card of a turn joins her hand, the other goes face down to her discards, whatever it is. "
               "The top card is seen only by the player whose turn it is."))


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
    return knowledge_question(
        "discard-knowledge",
        "Draw and Discard: the stock is used up. Anna kept the 13 cards of her hand and discarded the 13 "
        "below. From how many cards of the pack can Ben's hand be made? Which of these cards can Ben not "
        "hold?",
        candidates, known, unknown, _rows_figure(("Anna's hand", hand), ("Anna's discards", discards)),
        {"hand": _codes(hand), "discards": _codes(discards), "ben_hand": _codes(ben_hand)},
        topic="which cards the opponent cannot hold after Draw and Discard",
        pool=len(others), pool_label="Ben's hand is made from",
        pool_answer=f"From {len(others)} cards (52 − 13 kept − 13 discarded).",
        pool_why=("The 26 cards that passed through Anna's hands, the 13 she kept and the 13 she discarded, "
                  "cannot be in Ben's hand: « Deine 13 abgelegten Karten kann der andere nicht auf der Hand "
                  f"haben ». His 13 cards are among the other {len(others)}."),
        hints=(f"Which cards passed through Anna's hands? {_up(NOTHING_DEALT)}.",
               "She saw every card she kept and every card she discarded, and none of Ben's: which cards of "
               "the pack are left for his hand and his discards?",
               "A card she kept or discarded cannot be his; any card she never saw may be."))


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
        topic="who wins a preliminary trick",
        kind="prelim-trick",
        prompt=("Draw Bridge (draw-tricks): a preliminary trick, played before the auction; it does not "
                f"count.{seen} {names[plays[0][0]]} led. Which card wins the trick, who takes the top card "
                "of the stock (the other player takes the next one), and who leads to the next trick?"),
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
        blanks=(Blank("Winning card", "card", cards[index], options=tuple(card.code for card in cards)),
                Blank("Takes the top card", "choice", names[winner], options=tuple(names)),
                Blank("Next to lead", "choice", names[winner], options=tuple(names))),
        hints=(f"Who wins a preliminary trick, and who draws first: {PRELIMINARY}.",
               "There are no trumps and no duty to follow suit: only a card of the suit led can win, the "
               "higher one; a card of another suit never wins, however high.",
               "The winner of the trick draws first and leads to the next one; the loser draws second."))


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
    """Which cards may be played to a preliminary trick, by default and with the option that one must
    follow suit in them (``follow_suit_in_draw``)."""
    he, his = PRONOUNS[who]
    cards = list(hand)
    codes = tuple(card.code for card in cards)
    missing = f"some of the cards {he} may play are missing"
    return Question(
        topic="the cards you may play to a preliminary trick",
        kind="prelim-legal",
        prompt=(f"Draw Bridge (draw-tricks): {leader} leads the {render.card_html(led)} to the first "
                f"preliminary trick. {who} holds the cards below. Which of them may {he} play (a) by the "
                "rules of the preliminary tricks as they stand, (b) with the option that one must follow "
                "suit in them (the second of “The two options”)?"),
        answer=(f"(a) Any of {his} {len(legal_default)} cards; (b) only {his} {led.suit}: "
                f"{_card_list(legal_follow)}."),
        why=("(a) By default there is no duty to follow suit in the preliminary tricks (« bedienen musst du "
             f"nicht »): the library allows every card of {his} hand.",
             f"(b) With that option (« in den ersten 13 Stichen herrscht Bedienpflicht ») {he} must "
             f"follow suit as in the play: {he} holds {led.suit}, so only those.",
             "Either way the trick is won by the higher card of the suit led."),
        facts={"hand": hand.pbn(), "led": led.code, "default": _codes(legal_default),
               "follow": _codes(legal_follow)},
        figure=_figure(_hand(hand, f"{who}'s hand")),
        blanks=(Blank("(a) as the rules stand", "cards", frozenset(legal_default), options=codes,
                      why_wrong=_picked_wrong(frozenset(legal_default), cards,
                                              lambda card: f"the {card} may not be played", missing)),
                Blank("(b) must follow suit", "cards", frozenset(legal_follow), options=codes,
                      why_wrong=_picked_wrong(frozenset(legal_follow), cards,
                                              lambda card: f"the {card} does not follow suit, and {he} holds "
                                                           f"{led.suit.symbol}", missing))),
        hints=(f"Which cards may be played to a preliminary trick: {PRELIMINARY} and “The two options”.",
               f"By default there is no duty to follow suit; with the option, a player who holds the suit "
               f"led must play it. Does {who} hold any {led.suit.symbol}?",
               f"Without a duty to follow suit no card of a hand is barred; with it, the suit led bars every "
               f"other suit for as long as {he} holds a card of it."))


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


def seen_question(game: Any, player: int) -> Question:
    """Draw and Discard is over in ``game``: how many of the 52 cards has ``player`` seen?"""
    view: BridgeView = game.view(player)
    who = view.names[player]
    kept, discarded = len(view.seats[player].cards), len(view.discards[player])
    return Question(
        topic="the cards a player has seen in Draw and Discard",
        kind="discard-seen",
        prompt=f"Draw and Discard: the draw is over. How many of the 52 cards has {who} seen?",
        answer=f"{kept + discarded} cards: the {kept} {who} kept and the {discarded} {who} discarded.",
        why=("On each turn a player sees two cards: the one kept (the top card, or the blind card after a "
             "rejection) and the one discarded; of the opponent's turns, nothing.",
             f"{kept} kept + {discarded} discarded = {kept + discarded}; the other {52 - kept - discarded} "
             "hold the opponent's hand and discards."),
        facts={"kept": kept, "discarded": discarded, "seen": kept + discarded},
        blanks=(Blank("Cards seen", "number", kept + discarded),),
        hints=(f"What a player sees in Draw and Discard: {NOTHING_DEALT}.",
               "On each of your turns you see the card you keep and the card you discard, and nothing of "
               "your opponent's turns.",
               "Count your turns, and the cards you see on each."))


def stock_left_question(game: Any, turns: int) -> Question:
    """A Draw and Discard ``game`` after its first ``turns`` turns: how many cards are left in the stock?"""
    left = game.view(0).known_draw().stock
    return Question(
        topic="the cards left in the stock",
        kind="discard-stock",
        prompt=(f"Draw and Discard: a new deal starts with a full stock of 52 cards. After {turns} turns "
                "(both players together), how many cards are left in the stock?"),
        answer=f"{_plural(left, 'card')}.",
        why=("Keep or reject, every turn takes two cards from the stock: one goes into the hand, one onto "
             "the discards.",
             f"52 − {turns} × 2 = {left}, as the library's stock counts."),
        facts={"turns": turns, "left": left},
        blanks=(Blank("Cards left", "number", left),),
        hints=(f"What one turn of Draw and Discard does to the stock: {NOTHING_DEALT}.",
               "Whether a player keeps or rejects, how many cards does a turn take from the stock?",
               "Take the cards of all these turns from the full pack."))


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
