"""Lessons 15 and 16: Boerenbridge and its variants.

The dealer's forbidden bid (the hook), the staircase, a trick with the turned-up trump and the
score of a deal; then harsh scoring, the Boer rule, blind bidding, no-trump deals, a fixed hand
size, Wizard cards and Boerenbridge for two. The games and their scores are
:mod:`honeymoon.boerenbridge`'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from honeymoon import Card, ConfigError, Suit, render
from honeymoon.boerenbridge import led_suit, trick_winner_wizard
from honeymoon.cards import SpecialCard
from honeymoon_course.games import _act, _found, _game, _reason
from honeymoon_course.question import Facts, Question
from honeymoon_course.tricks import _climb, trick_question
from honeymoon_course.words import TABLE, _and, _figure, _plural, _up, md

__all__ = [
    "boer_score_question",
    "hook_question",
    "lesson_15",
    "lesson_16",
    "staircase_question",
    "two_players_question",
    "variants_question",
    "wizard_question",
]


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
