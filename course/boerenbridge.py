"""Lessons 15 and 16: Boerenbridge and its variants.

The dealer's forbidden bid (the hook), the bids he may choose from, the tricks left to him; the
staircase; a trick with the turned-up trump and the score of a deal; then harsh scoring, the Boer
rule, blind bidding, no-trump deals, a fixed hand size, Wizard cards, Boerenbridge for two and the
cards a deal leaves unused. The games and their scores are :mod:`honeymoon.boerenbridge`'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from honeymoon import Card, ConfigError, Suit, render
from honeymoon.boerenbridge import led_suit, trick_winner_wizard
from honeymoon.cards import DECK, SpecialCard
from honeymoon_course.games import _act, _found, _game, _reason
from honeymoon_course.question import Blank, Facts, Question
from honeymoon_course.tricks import _climb, trick_question
from honeymoon_course.words import TABLE, _counted, _figure, _plural, _up, and_list, md

__all__ = [
    "HOOK_ASKS",
    "boer_score_question",
    "hook_question",
    "lesson_15",
    "lesson_16",
    "staircase_question",
    "two_players_question",
    "unused_cards_question",
    "variants_question",
    "wizard_question",
]


def _names(game: Any) -> tuple[str, ...]:
    """The players' names as the game's views give them (``player 0``… when it was given none)."""
    names: tuple[str, ...] = game.full_view().names
    return names


def _bids_table(names: Sequence[str], dealer: int, bids: Sequence[int | None],
                tricks: Sequence[int] | None = None) -> str:
    """The players of a Boerenbridge deal in bidding order (from the dealer's left), with their bids
    (and tricks won)."""
    players = len(names)
    order = [(dealer + 1 + i) % players for i in range(players)]
    head = "".join(f"<th>{md(names[p])}{' (dealer)' if p == dealer else ''}</th>" for p in order)
    rows = [("bid", [bids[p] for p in order])]
    if tricks is not None:
        rows.append(("tricks won", [tricks[p] for p in order]))
    body = "".join(f"<tr><th>{label}</th>" + "".join(f"<td>{'?' if v is None else v}</td>" for v in values)
                   + "</tr>" for label, values in rows)
    return (f'<table class="hm-bids" style="border-collapse:collapse;text-align:center">'
            f"<thead><tr><th></th>{head}</tr></thead><tbody>{body}</tbody></table>")


def _turned_words(game: Any) -> str:
    turned = game.turned
    if turned is None:
        return "no card is turned: this deal has no trumps"
    if isinstance(turned, SpecialCard):
        return (f"the card turned up is {turned}: "
                + ("the dealer names trumps" if turned.is_wizard else "this deal has no trumps"))
    return f"the card turned up is the {render.card_html(turned)}: trumps are {game.trump.symbol}"


#: Where lesson 15 teaches the hook.
HOOK_TAUGHT = "lesson 15, “The hook”"
#: What :func:`hook_question` may ask of the dealer about to bid.
HOOK_ASKS = ("forbidden", "choices", "left")


def hook_question(game: Any, ask: str = "forbidden") -> Question:
    """The dealer bids last, under the hook. ``ask``: the number he may not bid (``"forbidden"``), how
    many bids he may choose from (``"choices"``), or how many tricks are left to him if every other
    player takes exactly his bid (``"left"``); the first and the last need a forbidden bid."""
    if ask not in HOOK_ASKS:
        raise ConfigError(f"ask is one of {', '.join(HOOK_ASKS)}, not {ask!r}")
    size, players, dealer = game.hand_size, game.num_players, game.dealer
    bids = list(game.bidding)
    forbidden = game.forbidden_bid()
    if forbidden is None and ask != "choices":
        raise ConfigError(f"the others' bids add up to more than {size}: nothing is forbidden, "
                          "so ask how many bids the dealer may choose from")
    legal = game.legal_actions()
    total = sum(bids)
    name = _names(game)[dealer]
    who = _up(name)  # at the start of a sentence
    summed = f"{' + '.join(map(str, bids))} = {total}"
    if forbidden is None:
        why: tuple[str, ...] = (
            f"The others bid {summed}, more than {size}: no bid of {name} can bring the total back to "
            f"{size}, the cards in each hand, so the hook forbids nothing.",
            f"{who} may bid any number from 0 to {size}: {len(legal)} bids.")
    else:
        why = (f"{md(_up(_reason(game, forbidden)))}.",
               f"The others bid {summed}; {size} − {total} = {forbidden}.",
               f"So at least one player must miss his bid. {who} may bid "
               + ", ".join(str(b) for b in legal) + f": {len(legal)} bids.")
    setting = (f"Boerenbridge, {players} players, {_plural(size, 'card')} each; {_turned_words(game)}. The "
               f"bids so far are below. {who} dealt and bids last, under the hook.")
    if ask == "forbidden":
        assert forbidden is not None
        question = f"Which number may {name} not bid?"
        answer = f"{who} may not bid {forbidden}: {total} + {forbidden} = {size}, the cards in each hand."

        def why_wrong(given: object) -> str | None:
            if not isinstance(given, int) or not 0 <= given <= size:
                return "a bid is a whole number of tricks, from none up to the cards in each hand"
            return "that bid would not bring the total of the bids to the cards in each hand"

        blank = Blank("Forbidden bid", "number", forbidden, why_wrong=why_wrong)
        hints = (f"The dealer's bid may not make the bids add up to the cards in each hand: {HOOK_TAUGHT}.",
                 "Add up the others' bids: which bid of the dealer would bring the total to the hand size?")
    elif ask == "choices":
        question = f"How many different bids may {name} choose from?"
        answer = (f"{len(legal)}: every number from 0 to {size}"
                  + ("" if forbidden is None else f" but {forbidden}") + ".")

        def why_wrong(given: object) -> str | None:
            if given in (size, size + 1):
                return "does the hook forbid a number here? Add up the others' bids first"
            return None

        blank = Blank("Bids to choose from", "number", len(legal), why_wrong=why_wrong)
        hints = ("A bid is a whole number of tricks from none to the hand size, and the dealer's is under "
                 "the hook: lesson 15, “Bidding an exact number of tricks” and “The hook”.",
                 "Add up the others' bids first: can any bid of the dealer bring the total to the hand size? "
                 "If the others already bid more than the hand size, nothing is forbidden.")
    else:
        assert forbidden is not None
        question = (f"Suppose each of the others takes exactly the tricks bid. How many tricks does {name} "
                    "take?")
        answer = (f"{forbidden}: the others take {total} of the {size} tricks, and {forbidden} is exactly "
                  f"the bid the hook forbids {name}: whatever {name} bids, it is missed.")

        def why_wrong(given: object) -> str | None:
            if isinstance(given, int | float) and given > size:
                return "there are only as many tricks as cards in each hand"
            if given == total and total != forbidden:
                return "that is what the others take together; the dealer takes the tricks left over"
            if given == size:
                return "that is every trick of the deal, but the others take some of them"
            return "the tricks of all the players add up to the cards in each hand: what do the others leave?"

        blank = Blank("Tricks the dealer takes", "number", forbidden, why_wrong=why_wrong)
        hints = (f"Why somebody must miss: {HOOK_TAUGHT}.",
                 "Every trick is won by exactly one player, so the tricks of all the players add up to the "
                 "cards in each hand.")
    return Question(
        topic="the dealer's forbidden bid (the hook)",
        kind="hook",
        prompt=f"{setting} {question}",
        answer=answer, why=why,
        facts={"players": players, "size": size, "bids": bids, "forbidden": forbidden, "legal": list(legal),
               "ask": ask},
        figure=_figure(_bids_table(_names(game), dealer, game.bids)),
        blanks=(blank,),
        hints=hints)


def _hook(rng: random.Random, restricted: bool, ask: str) -> Question | None:
    players = rng.choice((3, 4, 4, 5, 6))
    size = rng.randrange(2, 8 if players < 7 else 7)
    game = _game("boerenbridge", rng.randrange(1_000_000), players=players, schedule=[size])
    while game.current_player != game.dealer:
        _act(game)
    if restricted and not any(game.bidding):
        return None  # someone bid a trick or more: a sum to work out
    return hook_question(game, ask) if (game.forbidden_bid() is not None) == restricted else None


def _too_many(size: object, players: int) -> str | None:
    """What is wrong with a hand size that leaves no card of the pack to turn for trumps."""
    if isinstance(size, int | float) and size * players >= 52:
        return "the pack cannot give every player that many cards and still turn one for trumps"
    return None


def staircase_question(players: int, number: int) -> Question:
    """The staircase: the deals of a game and the hand size of one of them."""
    game = _game("boerenbridge", 0, players=players)
    schedule = game.schedule
    top = max(schedule)
    size = schedule[number - 1]
    if players <= 4:
        narrow = (f"With {_counted(players, 'player')} the pack would allow far bigger hands, but the "
                  "staircase stops at the top of the usual series of [boerenbridge-fr].")
    else:
        narrow = (f"With {_counted(players, 'player')} the top is set by the pack: the biggest hand that "
                  "still leaves one card to turn for trumps once every player has his.")
    return Question(
        topic="the staircase of hand sizes",
        kind="staircase",
        prompt=(f"Boerenbridge for {players}: how many deals does a game have, what is the top of the "
                f"staircase, and how many cards does each player get in deal {number}?"),
        answer=f"{len(schedule)} deals; the top is {top} cards; deal {number}: {_plural(size, 'card')} each.",
        why=(f"The staircase for {players}: {' '.join(map(str, schedule))}.",
             f"At the top at least one card must be left to turn for trumps: {players} × {top} = "
             f"{players * top}, "
             "less than 52." + (" With seven players the top deal is played twice." if players == 7 else "")),
        facts={"players": players, "schedule": list(schedule), "number": number, "size": size},
        blanks=(Blank("Deals", "number", len(schedule)),
                Blank("Top", "number", top, why_wrong=partial(_too_many, players=players)),
                Blank(f"Cards in deal {number}", "number", size)),
        hints=("The hand sizes of a game go up one card a deal and back down: lesson 15, “The staircase”.",
               narrow + (" With seven players the top deal is played twice." if players == 7 else ""),
               "Write the staircase out, up from a single card and back down to one, and count the deals."))


#: The sections of lesson 16 that teach each scoring variant, and what each changes, for the hints.
VARIANT_HINTS = {
    "harsh": ("lesson 16, “Harsh scoring”",
              "with harsh scoring a missed bid scores minus the difference between the bid and the tricks "
              "won"),
    "boer": ("lesson 16, “The Boer rule”",
             "the Boer rule gives the dealer five more when the hook restricted his bid, he missed, and no "
             "other player who missed came closer to his own bid (a tie still counts)"),
    "blind": ("lesson 16, “Blind one-card deals”",
              "a blind deal's score is multiplied by the blind multiplier (two unless the game sets "
              "another)"),
}


def _house_rules(options: Mapping[str, object], multiplier: int) -> str:
    """The scoring house rules among ``options`` in a learner's words (``multiplier``: the game's blind
    multiplier), as lesson 16 names them."""
    words = {"harsh": "harsh scoring", "boer": "the Boer rule",
             "blind": f"blind bidding (the deal's score multiplied by {multiplier})"}
    return and_list([said for key, said in words.items() if options.get(key)])


def _score_slip(lines: Sequence[Any], bid: int, won: int, options: Mapping[str, object], dealer: bool,
                multiplier: int) -> Callable[[object], str | None]:
    """What is wrong with a player's points for a deal (``lines``: his score lines; ``multiplier``: the
    game's blind multiplier), where it can be said without the answer: the likeliest slips are named,
    a Boer bonus left out or a blind deal multiplied by the usual two."""
    blind = [line for line in lines if line.label.startswith("blind deal")]
    subtotal = sum(line.points for line in lines if line not in blind)  # before the blind multiplier
    times = multiplier if blind else 1
    boer = sum(line.points for line in lines if "Boer" in line.label)

    def why(points: object) -> str | None:
        if not isinstance(points, int | float):
            return None
        if boer and points in (0, (subtotal - boer) * times):
            return ("that leaves out the Boer rule: the hook restricted this dealer's bid, he missed, and no "
                    "other player who missed came closer to his own bid")
        if blind and subtotal and points == subtotal * 2 and times != 2:
            return "that is the usual blind multiplier of two: this game sets its own"
        if blind and subtotal and points == subtotal:
            return "a blind deal's score is multiplied"
        if bid == won and points <= 0:
            return "bid and tricks won are equal: an exact bid scores"
        if bid != won and not (options.get("boer") and dealer):
            if options.get("harsh") and points >= 0:
                return "with harsh scoring a missed bid costs points"
            if not options.get("harsh") and points:
                return "a missed bid scores nothing by these rules"
        return None

    return why


def boer_score_question(game: Any, result: Any, variant: Mapping[str, object] | None = None,
                        plain: Any = None, ask: Sequence[int] | None = None) -> Question:
    """A finished Boerenbridge deal (``result``, one of ``game.results``): what the players score, each
    of them or those of ``ask``; with ``variant`` (options such as ``{"harsh": True}``) by the variant's
    rules, and, given ``plain`` (the same deal's result by the plain rules), with the plain score in
    the key."""
    players = game.num_players
    names = _names(game)
    asked = list(range(players)) if ask is None else list(ask)
    points = [result.points(p) for p in range(players)]
    options = dict(variant or {})
    who = "each player" if len(asked) == players else and_list([names[p] for p in asked])
    rules = f", with {_house_rules(options, game.config.blind_multiplier)}" if options else ""
    before = None if plain is None else [plain.points(p) for p in range(players)]
    if not options:
        taught = "An exact bid scores, a missed one does not: lesson 15, “Scoring an exact bid”."
        narrow = ("Compare each bid with the tricks won: only an exact bid scores; a missed bid, over or "
                  "under, scores nothing.")
        last = "An exact bid scores ten plus two for each trick won; a nul made exactly, the ten alone."
    else:
        taught_in = [VARIANT_HINTS[k] for k in options if k in VARIANT_HINTS]
        taught = "The house rule's scoring: " + " and ".join(where for where, _ in taught_in) + "."
        narrow = _up("; ".join(rule for _, rule in taught_in)) + "."
        last = ("First score the deal as lesson 15 does (an exact bid ten plus two for each trick won, a nul "
                "made the ten alone, a missed bid nothing); then change what the house rule changes.")
    facts: Facts = {"options": options, "points": points}
    if before is not None:
        facts["plain"] = before
    return Question(
        topic="the score of a Boerenbridge deal",
        kind="boer-score",
        prompt=(f"Boerenbridge, {players} players, {_plural(result.hand_size, 'card')} each; the bids and "
                f"the tricks each player won are below. What does {who} score for the deal{rules}?"),
        answer=_up("; ".join(f"{names[p]}: {points[p]}" for p in asked)) + ".",
        why=tuple(f"{_up(names[p])}: " + "; ".join(md(str(line)) for line in result.lines[p])
                  + (f"; the deal scores {points[p]}" if len(result.lines[p]) > 1 else "")
                  + ("" if before is None or not options else f" (plain rules: {before[p]})") for p in asked),
        facts={**facts, "players": players, "size": result.hand_size, "dealer": result.dealer,
               "bids": list(result.bids), "tricks": list(result.tricks), "asked": asked},
        figure=_figure(_bids_table(names, result.dealer, result.bids, result.tricks)),
        blanks=tuple(Blank(names[p], "number", points[p], why_wrong=_score_slip(
                         result.lines[p], result.bids[p], result.tricks[p], options, p == result.dealer,
                         game.config.blind_multiplier)) for p in asked),
        hints=(taught, narrow, last))


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
    question = trick_question(plays, game.trump, names=_names(game), ask="player",
                              taught="lesson 15, “The deal and the turned card” and “The play”")
    turned = game.turned
    return replace(
        question, kind="boer-trick",
        topic="which card wins a Boerenbridge trick",
        prompt=(f"Boerenbridge, {game.num_players} players: the card turned up after the deal was the "
                f"{render.card_html(turned)}. " + question.prompt),
        why=(f"The turned card only shows trumps: {game.trump.symbol}; it stays beside the pack and is not "
             "played.",
             *question.why),
        facts={**question.facts, "turned": turned.code})


def lesson_15(rng: random.Random) -> list[Question]:
    """Boerenbridge: the hook (the dealer's forbidden bid; the bids he may choose from, or the tricks left
    to him), the staircase, a trick with the turned-up trump, the score of a deal."""
    questions = [_found(rng, partial(_hook, restricted=True, ask="forbidden"), "hooked dealer")]
    ask = rng.choice(("choices", "choices", "left"))
    restricted = ask == "left" or rng.random() < 0.4
    questions.append(_found(rng, partial(_hook, restricted=restricted, ask=ask), "dealer"))
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
    """No-trump deals (``no_trump_rounds="common"``: the one-card deals and the top of the staircase) and a
    fixed hand size: how many deals, how big."""
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
        topic="deals without trumps and a fixed hand size",
        kind="variants",
        prompt=(f"Boerenbridge for {players}, house rules. (a) Every one-card deal and every deal at the top "
                "of the staircase is played without trumps, as the French rules text names them: how many "
                "deals of the game have no trumps? (b) With a fixed hand size, how many cards at most can "
                "each player get, and how many deals does the game have?"),
        answer=(f"(a) {len(deals)}: deals {and_list([str(d) for d in deals])}; (b) {most} cards; "
                f"{len(fixed.schedule)} deals."),
        why=("Without trumps: the one-card deals and the deals at the top of the staircase "
             f"({' '.join(map(str, common.schedule))}).",
             f"One card must be left to turn for trumps: {players} × {most} = {players * most} leaves "
             f"{52 - players * most}; the library refuses {most + 1}: « {md(str(refusal))} ».",
             "A fixed hand size keeps as many deals as the staircase has."),
        facts={"players": players, "schedule": list(common.schedule), "no_trump": deals, "most": most,
               "deals": len(fixed.schedule)},
        blanks=(Blank("(a) Deals without trumps", "number", len(deals)),
                Blank("(b) Largest hand", "number", most, why_wrong=partial(_too_many, players=players)),
                Blank("(b) Deals in the game", "number", len(fixed.schedule))),
        hints=("House rules: lesson 16, “Deals without trumps” and “A fixed hand size”.",
               "Write out the staircase for this many players (lesson 15, “The staircase”): its one-card "
               "deals are at its two ends, its top in the middle, played twice with seven players.",
               "A fixed hand size must leave one card of the pack to turn for trumps once every player has "
               "his; the game keeps as many deals as the staircase has."))


def _wizard_slip(cards: Sequence[Any], trump: Suit | None) -> Callable[[object], str | None]:
    """What is wrong with a card named as a Wizard-style trick's winner."""
    shown = [str(card) for card in cards]
    wizards = [i for i, card in enumerate(cards) if isinstance(card, SpecialCard) and card.is_wizard]
    led = led_suit(cards)
    ordinary = [card for card in cards if isinstance(card, Card)]

    def why(name: object) -> str | None:
        index = shown.index(str(name))
        card = cards[index]
        if isinstance(card, SpecialCard) and not card.is_wizard:
            return "a Jester loses to every other card"
        if isinstance(card, SpecialCard):
            return "only the first Wizard played wins"
        if wizards:
            return "a Wizard beats every ordinary card"
        if card == max((c for c in ordinary if c.suit is led), key=lambda c: c.rank) and led is not trump \
                and any(c.suit is trump for c in ordinary):
            return "the highest card of the suit to follow wins only when no trump is played"
        return None

    return why


def wizard_question(plays: Sequence[tuple[int, Any]], trump: Suit | None, players: int) -> Question:
    """A trick of Wizard style: which card wins it, and so who. The cards are a ``"choice"`` blank, the
    trick's cards as the library prints them (``Jester 2``, ``♥K``): a Wizard or a Jester is no card of
    the ordinary pack, which a ``"card"`` blank reads."""
    cards = [card for _, card in plays]
    index = trick_winner_wizard(cards, trump)
    names = TABLE[:players]
    winner = plays[index][0]
    wizards = [c for c in cards if isinstance(c, SpecialCard) and c.is_wizard]
    ordinary = [c for c in cards if isinstance(c, Card)]
    led = led_suit(cards)
    if wizards:
        why = [f"The first Wizard played wins: {wizards[0]}, by {names[winner]}."]
        narrow = "A Wizard was played: which came first?"
    elif not ordinary:
        why = ["Only Jesters: the trick goes to the first one played."]
        narrow = "No ordinary card was played."
    else:
        follow = f" The suit to follow is that of the first ordinary card: {led.symbol}." if led else ""
        why = ["No Wizard: Jesters lose to every card." + follow]
        why += [md(_up(step)) + "." for step in _climb(ordinary, trump)]
        narrow = ("No Wizard was played, so the Jesters lose and the ordinary cards decide the trick as in "
                  "lesson 15, “The play”. "
                  + ("A Jester led sets no suit: the suit to follow is that of the first ordinary card "
                     "played after it." if isinstance(cards[0], SpecialCard)
                     else "The card led sets the suit to follow."))
    picture = partial(render.trick_html, plays, seats=players, names=names, trump=trump)
    return Question(
        topic="a trick of Wizard style",
        kind="wizard-trick",
        prompt=(f"Boerenbridge in Wizard style, {players} players; "
                + (f"trumps are {trump.symbol}" if trump is not None else "no trumps")
                + f". {names[plays[0][0]]} led. Which card wins this trick?"),
        answer=f"{names[winner]} wins with the {md(str(cards[index]))}.",
        why=tuple(why),
        facts={"cards": [c.code for c in cards], "seats": [p for p, _ in plays],
               "trump": None if trump is None else trump.letter, "winner": winner},
        figure=_figure(picture()), key_figure=_figure(picture(winner=winner)),
        blanks=(Blank("Winning card", "choice", str(cards[index]), options=tuple(str(c) for c in cards),
                      why_wrong=_wizard_slip(cards, trump)),),
        hints=("Wizards win, Jesters lose: lesson 16, “Wizard style”.",
               "The first Wizard played wins the trick; a Jester loses to every card (a trick of Jesters "
               "only goes to the first); otherwise the first ordinary card sets the suit to follow, and "
               "trumps win as usual.",
               narrow))


def _wizard(rng: random.Random) -> Question | None:
    players = rng.choice((3, 4, 5))
    game = _boer_deal(rng, players=players, size=rng.randrange(3, 8), wizard=True)
    special = [t for t in game.tricks if any(isinstance(c, SpecialCard) for _, c in t)]
    if not special:
        return None
    return wizard_question(rng.choice(special), game.results[0].trump, players)


def two_players_question(game: Any) -> Question:
    """Boerenbridge for two: the reduced pack, the staircase and the hook (the dealer bids second); a
    deal where the hook forbids a bid."""
    first, dealer = game.first, game.dealer
    bid = game.bidding[0]
    forbidden = game.forbidden_bid()
    if forbidden is None:
        raise ConfigError("the first bid leaves the dealer every number: ask it of a deal where the hook "
                          "bites")
    full = _game("boerenbridge", 0, players=2)
    names = _names(game)
    pack = len(full.config.deck)
    return Question(
        topic="Boerenbridge for two",
        kind="two-players",
        prompt=(f"Boerenbridge for two, {_plural(game.hand_size, 'card')} each; {_turned_words(game)}. "
                f"{_up(names[first])} bids {bid}. (a) How many cards make the pack, and how many deals does "
                f"a game have? (b) Which number may {names[dealer]}, the dealer, not bid?"),
        answer=(f"(a) {pack}: the spades and the hearts, two to ace; {len(full.schedule)} deals; (b) "
                f"{forbidden}: {bid} + {forbidden} = {game.hand_size}."),
        why=(f"Two players use a reduced pack of {pack} cards: all the spades and all the hearts (one black "
             "suit, one red); the turned card makes one of them trumps.",
             f"The staircase goes up and back down: {' '.join(map(str, full.schedule))}.",
             "The hook applies as usual: the dealer bids second, and his bid may not make the total equal "
             "to the cards in each hand."),
        facts={"size": game.hand_size, "bid": bid, "forbidden": forbidden, "pack": pack,
               "deals": len(full.schedule)},
        blanks=(Blank("(a) Cards in the pack", "number", pack), Blank("(a) Deals in a game", "number",
                                                                       len(full.schedule)),
                Blank("(b) Forbidden bid", "number", forbidden)),
        hints=(f"Boerenbridge for two: lesson 16, “Two players”; the dealer's bid: {HOOK_TAUGHT}.",
               "Two players share half the pack, two whole suits, on the staircase of four players; the "
               "dealer bids second.",
               "The dealer's bid may not bring the two bids to the cards in each hand."))


def _two_players(rng: random.Random) -> Question | None:
    game = _game("boerenbridge", rng.randrange(1_000_000), players=2, schedule=[rng.randrange(2, 9)])
    _act(game)
    return two_players_question(game) if game.forbidden_bid() is not None else None


def unused_cards_question(game: Any) -> Question:
    """A Boerenbridge deal, dealt: how many cards of the pack it leaves unused, neither dealt nor turned
    (the pack of 52, the reduced one of two players, or Wizard style's 60)."""
    players, size = game.num_players, game.hand_size
    pack = len(game.config.deck)
    dealt = players * size
    turned = 0 if game.turned is None else 1
    unused = pack - dealt - turned
    kind = ("for two" if players == 2 else f"in Wizard style, {players} players" if game.config.wizard
            else f"for {players}")

    def why_wrong(count: object) -> str | None:
        if pack != len(DECK) and count == len(DECK) - dealt - turned:
            return ("that counts from the ordinary pack of 52: "
                    + ("two players use a smaller one" if players == 2 else "Wizard style adds cards to it"))
        if count == pack - dealt and turned:
            return "one more card is turned up after the deal"
        if count == pack - dealt - 1 and not turned:
            return "in this deal no card is turned up"
        return None

    return Question(
        topic="the cards a deal leaves unused",
        kind="unused-cards",
        prompt=(f"Boerenbridge {kind}, {_plural(size, 'card')} each in this deal; {_turned_words(game)}. How "
                "many cards of the pack are not used in this deal: neither dealt nor turned?"),
        answer=f"{unused}: {pack} cards, less {players} × {size} = {dealt} dealt"
               + (" and 1 turned." if turned else "; none is turned."),
        why=(f"The pack: {pack} cards"
             + (" (the spades and the hearts only)." if players == 2
                else " (52, and four Wizards and four Jesters)." if game.config.wizard else "."),
             f"{pack} − {dealt}" + (" − 1" if turned else "") + f" = {unused}."),
        facts={"players": players, "size": size, "pack": pack, "turned": turned, "unused": unused,
               "wizard": game.config.wizard},
        blanks=(Blank("Cards not used", "number", unused, why_wrong=why_wrong),),
        hints=("What a deal uses of the pack: lesson 15, “The deal and the turned card”.",
               "The pack is not always the ordinary one: two players use half of it, Wizard style adds "
               "Wizards and Jesters (lesson 16, “Two players” and “Wizard style”); a deal without trumps "
               "turns no card.",
               "Take the cards dealt, every player's hand, and the turned card, if there is one, away from "
               "the pack."))


def _unused(rng: random.Random) -> Question:
    kind = rng.choice(("two", "wizard", "no trumps"))
    players = 2 if kind == "two" else rng.choice((3, 4, 5))
    options: dict[str, object] = {"wizard": True} if kind == "wizard" else \
        {"no_trump_rounds": [1]} if kind == "no trumps" else {}
    game = _game("boerenbridge", rng.randrange(1_000_000), players=players, schedule=[rng.randrange(2, 9)],
                 **options)
    return unused_cards_question(game)


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
    size, Wizard style, two players, the cards a deal leaves unused."""
    return [_found(rng, partial(_variant_score, options={"harsh": True}, want=lambda p, r: _missed(r)),
                   "deal"),
            _found(rng, partial(_variant_score, options={"boer": True}, want=_boer_bonus), "deal"),
            _found(rng, partial(_variant_score, options={"blind": True}, size=1,
                                want=lambda p, r: _exact(r)), "deal"),
            variants_question(rng.choice((3, 4, 5, 6, 7))),
            _found(rng, _wizard, "trick"),
            _found(rng, _two_players, "deal"),
            _unused(rng)]
