"""Lessons 12 and 13: playing with a dummy, and Honeymoon for three.

What Anna sees in each dummy form, in the auction and after the opening lead; the high-card
points she cannot see; which cards a half-open dummy may play; who leads, from which seat; a deal
reviewed by the double-dummy solver, and what each side's cards gave away. Then three-handed
play: auctions with a book of 9, the widow and its high-card points, and what each of the three
players scores.

A builder that takes a game of the library reads the players' names from it (and
:func:`three_auction_question` takes the names to use), so that a lesson's game (``player 0``,
``player 1``) and the bank's (Anna and Ben, or Anna, Ben and Cleo) are asked the same way. A seat
or a player is answered by its name, its number or ``"seat 2"`` (:class:`SeatBlank`).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from honeymoon import Auction, BridgeView, Card, Contract, Hand, Phase, ScoreSheet, render
from honeymoon.analysis import dd_tricks
from honeymoon.calls import Bid, Doubling, Strain
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.forms.reviews import Review, review
from honeymoon.game import EXPOSED, HIDDEN, action_text
from honeymoon.scoring import honors_held
from honeymoon_course.auctions import (
    LAST_BID,
    _auction_figure,
    _dealer_of,
    _declarer_steps,
    _doubled,
    _who_calls_first,
)
from honeymoon_course.games import _act, _found, _game, _new_deal
from honeymoon_course.question import Blank, Facts, Question, unless_missing
from honeymoon_course.words import (
    PAIR,
    PRONOUNS,
    TRIO,
    _card_list,
    _codes,
    _contract,
    _counted,
    _figure,
    _hand,
    _labelled,
    _plural,
    _up,
    _vul,
    and_list,
    md,
)

__all__ = [
    "CHOICES",
    "DISCARDS_SEEN",
    "SECTIONS",
    "SEEING",
    "SEEN_SEATS",
    "STRAIN_WORDS",
    "TURNED_UP",
    "WIDOW_RULE",
    "SeatBlank",
    "dd_review_question",
    "dummy_lead_question",
    "half_open_question",
    "lesson_12",
    "lesson_13",
    "rest_of_the_pack_question",
    "review_cost_question",
    "three_auction_question",
    "three_score_question",
    "unseen_hcp_question",
    "what_sees_question",
    "widow_hcp_question",
    "widow_question",
]


@dataclass(frozen=True)
class SeatBlank(Blank):
    """A ``"choice"`` of a seat or a player, its ``options`` the names in the game's order,
    answered as learners write it: the name as listed (``"Anna's dummy"``, ``"player 2"``, a
    curly apostrophe too), its number (``2``), or ``word`` and the number (``"seat 2"``).

    >>> seat = SeatBlank("Lead from", "choice", "Anna's dummy",
    ...                  options=("Anna's hand", "Ben's hand", "Anna's dummy", "Ben's dummy"))
    >>> seat.is_right("Seat 2"), seat.is_right(2), seat.is_right("anna’s dummy"), seat.is_right("1")
    (True, True, True, False)
    """

    #: The word a learner may write before the number: ``"seat"`` or ``"player"``.
    word: str = "seat"

    def read(self, answer: object) -> object:
        """``answer`` read as one of the options (see the class); else as a choice reads it."""
        seat = isinstance(answer, int) and not isinstance(answer, bool) and 0 <= answer < len(self.options)
        text = str(answer) if seat else answer
        if isinstance(text, str):
            text = text.replace("’", "'")
            number = re.fullmatch(rf"(?:{self.word}\s*)?(\d+)", text.strip().lower())
            if number and int(number[1]) < len(self.options):
                return self.options[int(number[1])]
        return super().read(text)


def _pronouns(name: str) -> tuple[str, str]:
    """He or she, his or her, for a named player (``player 0`` is he, as the lessons say)."""
    return PRONOUNS.get(name, ("he", "his"))


def _players(game: Any) -> tuple[str, ...]:
    """The players' names as the game gives them: Anna and Ben, or player 0 and player 1."""
    return tuple(game.player_name(player) for player in range(game.form.players))


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
#: The section of lesson 12 on each dummy form.
SECTIONS = {"double-dummy": "Double dummy: each player's dummy waits face down",
            "half-open": "Half-open dummies: seven cards face up from the start",
            "single-dummy": "Single dummy: one dummy face up during the auction",
            "exposed-dummy": "Exposed dummy: one dummy for both (Schafkopf Bridge)"}
#: The whole seats a player may see besides her hand, by the number of dummies seen in full: with two
#: dummies, and with the shared dummy (and the cards set aside, which nobody sees).
SEEN_SEATS = {4: ("only her hand", "her hand and one dummy", "her hand and both dummies"),
              3: ("only her hand", "her hand and the dummy", "her hand, the dummy and the cards set aside")}


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
    parts = (([f"all of {and_list(every)}"] if every else []) + some
             + ([f"nothing of {and_list(none)}"] if none else []))
    return f"{total} cards: " + "; ".join(parts)


def _seen_seats(seen: Sequence[Sequence[int]]) -> str:
    """The words of :data:`SEEN_SEATS` for what a view shows: the dummies (seats 2 and on) seen whole."""
    whole = sum(1 for n, held in seen[2:] if n == held)
    return SEEN_SEATS[len(seen)][whole]


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
    """What Anna sees of each seat during the auction and once the opening lead is made: which whole
    seats, and how many cards (``None``: the deal was passed out)."""
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
    options = SEEN_SEATS[len(names)]
    led_unseen = auction[lead_seat][0] == 0

    def count_wrong(given: object) -> str | None:
        missed = led_unseen and given == sum(n for n, _ in lead) - 1
        return "count the card led too: it lies face up on the table" if missed else None

    return Question(
        topic="what each player sees of the dummies",
        kind="what-sees",
        prompt=(f"{_up(form)}: the deal is below (Anna is player 0; {where}). The auction made "
                f"{md(str(game.contract))} by {declarer}, and the opening lead, the {md(str(led))}, came "
                f"from {names[lead_seat]}. Which cards does Anna see (a) during the auction, (b) once the "
                "opening lead has been made? Say which whole seats she sees, and how many cards in all."),
        answer=f"(a) {md(_seen_words(auction, names))}; (b) {md(_seen_words(lead, names))}.",
        why=tuple(why),
        facts={"form": form, "seed": seed, "declarer": game.declarer, "leader": lead_seat,
               "auction": auction, "lead": lead, "actions": [action_text(a) for _, a in game.history]},
        figure=full_deal, key_figure=auction_picture,
        blanks=(Blank("(a) In the auction, she sees", "choice", _seen_seats(auction), options=options),
                Blank("(a) Cards she sees then", "number", sum(n for n, _ in auction)),
                Blank("(b) After the lead, she sees", "choice", _seen_seats(lead), options=options),
                Blank("(b) Cards she sees then", "number", sum(n for n, _ in lead), why_wrong=count_wrong)),
        stack=True,
        hints=(f"Each dummy form has its own rule for which dummies lie face up, and when: lesson 12, "
               f"“{SECTIONS[form]}”.",
               "In the auction a player sees her own hand and what lies face up from the deal; once the "
               "opening lead is made, the rule may turn more over, and the card led lies on the table.",
               "Count each seat she sees in full as all its cards, and add a card led from a seat she "
               "cannot see."))


def rest_of_the_pack_question(*, kind: str, topic: str, prompt: str, figure: str,
                              counted: Sequence[tuple[str, int]], rest: str, label: str, taught: str,
                              count_hint: str, facts: Facts) -> Question:
    """How many of the pack's 40 high-card points lie in ``rest``, the cards not shown, when the
    cards shown hold ``counted`` (a name and its HCP each): a dummy form's unseen cards, the widow."""
    held = sum(points for _, points in counted)
    right = 40 - held

    def counted_only(given: object) -> str | None:
        return "that counts the cards shown: the question asks about the others" if given == held else None

    return Question(
        kind=kind, topic=topic, prompt=prompt, answer=f"{right} HCP.",
        why=(md(_up(" + ".join(f"{name} {points}" for name, points in counted))) + f" = {held} HCP shown.",
             f"The pack holds 40 HCP: 40 − {held} = {right} lie in {rest}."),
        facts={**facts, "answer": right}, figure=figure,
        blanks=(Blank(label, "number", right, why_wrong=counted_only),),
        hints=(f"The pack holds forty high-card points in all: {taught} (and lesson 1, “High-card points”).",
               count_hint, "What is left of the forty lies in the cards not shown."))


def unseen_hcp_question(game: Any) -> Question:
    """How many high-card points lie in the cards player 0 cannot see in the auction of a dummy form:
    what the other seats hide, and the cards set aside."""
    view = game.view(0)
    name = game.player_name(0)
    she = _pronouns(name)[0]
    seen = [card for seat in view.seats for card in seat.cards]
    unseen = 52 - len(seen)
    hidden = [seat.name if not seat.cards else f"the {seat.hidden} face-down cards of {seat.name}"
              for seat in view.seats if seat.hidden]
    aside = [f"the {view.set_aside_count} cards set aside"] if view.set_aside_count else []
    shown = {seat.name: Hand(list(seat.cards)) for seat in view.seats if seat.cards}
    return rest_of_the_pack_question(
        topic="the points you cannot see",
        kind="unseen-hcp",
        prompt=(f"{_up(game.name)}: the table as {name} sees it in the auction. How many high-card "
                f"points lie in the {unseen} cards {she} cannot see ({and_list(hidden + aside)})?"),
        figure=_seat_picture(game, view),
        counted=[(seat, hand.hcp) for seat, hand in shown.items()],
        rest=f"the {unseen} cards {she} cannot see", label="HCP not seen",
        taught="lesson 12, “Bidding when you can see a dummy”",
        count_hint="Count the HCP of every card you see, in every seat (A 4, K 3, Q 2, J 1).",
        facts={"form": game.name, "seed": game.seed, "seen": _codes(seen),
               "shown": [hand.pbn() for hand in shown.values()]})


def _unseen_hcp(rng: random.Random) -> Question:
    form = rng.choice(("double-dummy", "half-open", "single-dummy", "exposed-dummy"))
    return unseen_hcp_question(_game(form, rng.randrange(1_000_000)))


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
    owner = game.player_name(full.seats[seat].controller)
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
        why.append("Under a cover, and so out of reach for now, though of the suit led (nobody at the table "
                   f"sees it yet; this answer shows it): {_card_list(hidden)}.")

    def wrong(given: object) -> str | None:
        if not isinstance(given, frozenset):
            return None
        if following and any(card.suit is not led.suit for card in given):
            return "the dummy can follow suit, so a card of another suit may not be played"
        return "a card that may be played is missing" if given < frozenset(legal) else None

    return Question(
        topic="the cards a half-open dummy may play",
        kind="half-open-play",
        prompt=(f"Half-open dummies: {md(str(game.contract))} by {game.player_name(game.declarer)}. It is "
                f"the turn of {names[seat]} ({owner} plays it), whose piles are below: a face-up card on a "
                "face-down one, or a card alone. Which cards may be played from it?"),
        answer=f"{_up(_card_list(legal))}.",
        why=tuple(why),
        facts={"led": led.code, "uncovered": _codes(uncovered), "covered": _codes(covered),
               "legal": _codes(legal), "form": "half-open", "seed": game.seed,
               "actions": [action_text(a) for _, a in game.history]},
        figure=_figure(_labelled("The trick so far", trick), _labelled(_up(names[seat]), tops),
                       classes="hm-row"),
        blanks=(Blank("Cards that may be played", "cards", frozenset(legal), options=tuple(_codes(uncovered)),
                      why_wrong=wrong),),
        hints=(f"A half-open dummy's face-down cards follow a rule of their own: lesson 12, "
               f"“{SECTIONS['half-open']}”.",
               f"The card led is a {led.suit.symbol}: a covered card cannot be played, and it does not count "
               "when you check whether the dummy can follow suit.",
               "Look only at the face-up cards: if some belong to the suit led, only those may be played; "
               "if none does, any of them."))


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


#: When a dummy that lay face down in the auction is turned face up, in the words of lesson 12.
TURNED_UP = ("when the auction ends", "once the opening lead is made", "at the end of the first trick")
#: The dummy a declarer of single dummy chooses, as the game's two buttons say it.
CHOICES = (str(EXPOSED), str(HIDDEN))


def dummy_lead_question(game: Any, form: str) -> Question:
    """Who makes the opening lead in a form with two dummies, from which seat (which dummy, when
    declarer chose his), and when a face-down dummy is turned face up; ``game`` is at the opening lead."""
    names = _seat_names(game)
    players = _players(game)
    declarer, leader = game.declarer, game.leader
    auction = game.auction
    owner = players[leader % 2]
    he, his = _pronouns(owner)
    scheme = game.form.dummies
    looks = (f" {_up(owner)} may look at {his} dummy before {he} chooses the card." if leader >= 2 else "")
    chose = next((str(action) for _, action in game.history if action in (EXPOSED, HIDDEN)), None)
    choice, which = "", ""
    blanks: list[Blank] = [SeatBlank("Opening lead from", "choice", names[leader], options=tuple(names),
                                     why_wrong=partial(_why_not_leader, names=names, declarer=declarer))]
    hints = [f"Who leads, and when the dummies are turned face up: lesson 12, “Four hands on the table” "
             f"and “{SECTIONS[form]}”.",
             "The opening lead comes from the seat on declarer's left, the seat after his in the order of "
             "play: find declarer first, from the auction."]
    if chose is not None:
        choice = f" {_up(players[declarer])} declares and chooses the {chose} dummy."
        if leader >= 2:
            face_up, _ = scheme.face_up_at_the_deal(game.deck)
            lies = CHOICES[0] if set(game.seat_cards[leader]) <= face_up else CHOICES[1]
            which = f" (the {lies} one: declarer took the other)"
            blanks.append(Blank("That seat's dummy", "choice", lies, options=CHOICES))
            hints.append("Then ask whose dummy lies in that seat: the dummy declarer chose goes opposite "
                         "him, and the defender gets the other.")
    turned = TURNED_UP[1] if scheme.faced_after_the_lead(declarer) else TURNED_UP[0]
    blanks.append(Blank("A face-down dummy is turned up", "choice", turned, options=TURNED_UP))
    why = [_up(step) for step in _declarer_steps(auction, players)]
    if chose is not None:
        why.append(f"{_up(players[declarer])} chose the {chose} dummy: it goes opposite "
                   f"{players[declarer]}, and the other dummy opposite the defender.")
    why += [f"The seats play in turn: {', '.join(names)} (seats 0 → 1 → 2 → 3).",
            f"The opening lead comes from the seat on declarer's left: {names[leader]}."]
    return Question(
        topic="who leads and from which seat",
        kind="dummy-lead",
        prompt=(f"{_up(form)}: {_up(_who_calls_first(auction, players))} The auction is over.{choice} From "
                "which seat does the opening lead come"
                + (f", which dummy lies there ({' or '.join(CHOICES)})" if len(blanks) == 3 else "")
                + ", and when is a dummy that lay face down turned face up?"),
        answer=(f"{_up(owner)} leads from {his} {'dummy' if leader >= 2 else 'own hand'}{which}, the seat on "
                f"{players[declarer]}'s left.{looks} Both dummies are face up once the lead is made."),
        why=tuple(why),
        facts={"form": form, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "declarer": declarer, "leader": leader, "leader_owner": leader % 2, "chose": chose,
               "seed": game.seed, "actions": [action_text(a) for _, a in game.history]},
        figure=_auction_figure(auction, players, _dealer_of(auction)),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=2, names=players,
                                               dealer=_dealer_of(auction)),
                           "<p>" + render.contract_html(game.contract, players[declarer]) + "</p>"),
        blanks=tuple(blanks), hints=tuple(hints))


def _why_not_leader(given: object, *, names: Sequence[str], declarer: int) -> str | None:
    """What is wrong with a seat named as the opening leader, in the words of lesson 12."""
    if given == names[declarer]:
        return "declarer does not lead: the defence makes the opening lead"
    if given == names[(declarer + 2) % 4]:
        return "that seat is declarer's dummy, on his side: the defence makes the opening lead"
    right_hand = given == names[(declarer + 3) % 4]
    return "that seat plays just before declarer, on his right" if right_hand else None


def _dummy_lead(rng: random.Random, form: str, declarer: int) -> Question | None:
    game = _game(form, rng.randrange(1_000_000))
    while not game.is_over and game.phase is not Phase.PLAY:
        _act(game)
    if game.is_over or game.declarer != declarer:
        return None
    return dummy_lead_question(game, form)


#: The strains as a learner names the best one (no-trump first, as the solver's row lists them).
STRAIN_WORDS = {Strain.NOTRUMP: "no-trump", Strain.SPADES: "spades", Strain.HEARTS: "hearts",
                Strain.DIAMONDS: "diamonds", Strain.CLUBS: "clubs"}


def dd_review_question(game: Any, row: Mapping[Strain, int]) -> Question:
    """Double-dummy review of a deal of the double-dummy form: from the solver's count of declarer's
    tricks in each strain (``row``), the result of the contract reached, and the best strain."""
    names = _seat_names(game)
    players = _players(game)
    contract, declarer = game.contract, game.declarer
    tricks = row[contract.strain]
    most = max(row.values())
    best = [strain for strain in reversed(Strain) if row[strain] == most]
    result = tricks - contract.tricks_needed
    if result >= 0:
        outcome = "makes" + (f" with {_plural(result, 'overtrick')}" if result > 0 else " exactly")
    else:
        outcome = f"goes down {-result}"
    marks = {s: "NT" if s is Strain.NOTRUMP else s.symbol for s in Strain}
    strains = ", ".join(f"{marks[s]} {row[s]}" for s in reversed(Strain))
    counts = " · ".join(f"<b>{marks[s]}</b> {row[s]}" for s in reversed(Strain))
    leader = names[(declarer + 1) % 4]
    he, his = _pronouns(players[declarer])
    return Question(
        topic="a deal reviewed double dummy",
        kind="dd-review",
        prompt=(f"Double dummy: a deal of the double-dummy form, all four hands below. {players[declarer]} "
                f"declares {_contract(contract)} with {his} dummy; {leader} makes the opening lead. Under "
                f"the hands, the double-dummy solver's count of {players[declarer]}'s tricks (hand and "
                "dummy together) in each strain, if both players play perfectly seeing every card. Does "
                f"the contract make, by how many tricks over or short, and in which strain would {he} "
                f"take the most tricks (in words: {', '.join(STRAIN_WORDS.values())})?"),
        answer=(f"{tricks} tricks: {md(str(contract))} {outcome}. {_up(his)} best strain: "
                + " or ".join(STRAIN_WORDS[s] if s is Strain.NOTRUMP else s.symbol for s in best)
                + f" ({most} tricks)."),
        why=(f"The double-dummy solver: {players[declarer]}'s tricks (hand and dummy together) in each "
             f"strain, {leader} leading: {md(strains)}.",
             f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed}."),
        facts={"hands": [Hand(game.seat_cards[s]).pbn() for s in range(4)], "contract": contract.code,
               "declarer": declarer, "tricks": tricks, "result": result,
               "row": {s.letter: row[s] for s in Strain},
               "best": [s.letter for s in best]},
        figure=_figure(render.deal_html([Hand(c) for c in game.seat_cards], names=names, width=30,
                                        compass=False),
                       f'<p class="hm-cards-row">{players[declarer]}\'s tricks, double dummy: {counts}</p>'),
        blanks=(Blank(f"Result of {contract}", "result", result),
                Blank("Best strain (all, if tied)", "names", tuple(STRAIN_WORDS[s] for s in best),
                      options=tuple(STRAIN_WORDS[s] for s in reversed(Strain)))),
        stack=True,
        hints=("Lesson 12, “The double-dummy review”, says what a double-dummy count is; lesson 0, “The "
               "auction”, how many tricks a contract needs.",
               "Read the count in the contract's strain and compare it with the contract's level plus the "
               "book of six.",
               "For the best strain, find the largest count of the row and name every strain that has "
               "it."))


def _dd_review(rng: random.Random) -> Question | None:
    game = _game("double-dummy", rng.randrange(1_000_000))
    hands = [Hand(c) for c in game.seat_cards]
    while not game.is_over and game.phase is not Phase.PLAY:
        _act(game)
    if game.is_over:
        return None
    leader = (game.declarer + 1) % 4  # the declarer's tricks: those the leader's side does not take
    return dd_review_question(game, {s: 13 - dd_tricks(hands, s, leader=leader) for s in Strain})


def review_cost_question(game: Any, verdicts: Review) -> Question:
    """The tricks given away by each side's cards in the double-dummy review of a finished deal
    (``verdicts``: ``review(game)``, as the lesson computes it)."""
    names = _seat_names(game)
    players = _players(game)
    declarer = players[verdicts.declarer]
    costly = [verdict for verdict in verdicts if verdict.cost]
    lines = [f"{verdict} ({names[verdict.seat]})" for verdict in costly]
    by_declarer, by_defence = verdicts.given_by_declarer, verdicts.given_by_defence
    ours = [line for line, verdict in zip(lines, costly, strict=True) if verdict.by_declarer]
    theirs = [line for line, verdict in zip(lines, costly, strict=True) if not verdict.by_declarer]

    def added_all(given: object) -> str | None:
        both = given == by_declarer + by_defence and by_declarer and by_defence
        return "that adds the cards of both sides: keep only those of one side" if both else None

    figure = "".join(f'<p class="hm-cards-row">{md(line)}</p>' for line in lines)
    return Question(
        topic="the tricks each side gave away",
        kind="review-cost",
        prompt=(f"The double-dummy review of a deal of the {game.name} form: {md(str(verdicts.contract))} by "
                f"{declarer}, who could make {verdicts.could_make} tricks with perfect play and made "
                f"{verdicts.made}. Below, the cards that changed the count, each with its seat. How many "
                f"tricks did the cards of declarer's side ({declarer}'s hand and dummy) give away, in all, "
                "and how many did the defence's?"),
        answer=(f"{_plural(by_declarer, 'trick')} given away by {declarer}'s side, "
                f"{_plural(by_defence, 'trick')} by the defence."),
        why=(f"{_up(declarer)}'s side: " + ("; ".join(md(line) for line in ours) or "no costly card") + ".",
             "The defence: " + ("; ".join(md(line) for line in theirs) or "no costly card") + ".",
             f"From {verdicts.could_make}, each card of the defence adds what it gave away and each card "
             f"of declarer's side takes it away: {verdicts.could_make} + {by_defence} − {by_declarer} = "
             f"{verdicts.made}, the tricks made."),
        facts={"form": game.name, "seed": game.seed, "actions": [action_text(a) for _, a in game.history],
               "declarer": verdicts.declarer, "by_declarer": by_declarer, "by_defence": by_defence},
        figure=_figure(figure),
        blanks=(Blank("Given away by declarer's side", "number", by_declarer, why_wrong=added_all),
                Blank("Given away by the defence", "number", by_defence, why_wrong=added_all)),
        hints=("Lesson 12, “The double-dummy review”: each line names a card that changed the count, and "
               "how many tricks it gave away.",
               "Declarer's hand and his dummy are one side; the other player's hand and dummy are the "
               "defence. The seat after each line says whose card it was.",
               "Add what the lines of one side gave away, then those of the other."))


def _review_cost(rng: random.Random) -> Question | None:
    game = _game("double-dummy", rng.randrange(1_000_000))
    while not game.is_over:
        _act(game)
    if not game.deals or game.deals[0].score is None:
        return None  # passed out
    verdicts = review(game)
    return review_cost_question(game, verdicts) if any(v.cost for v in verdicts) else None


def _what_sees(rng: random.Random, form: str) -> Question | None:
    return what_sees_question(form, rng.randrange(1_000_000))


def lesson_12(rng: random.Random) -> list[Question]:
    """Playing with a dummy: what each player sees in three dummy forms; which cards a half-open dummy may
    play; who leads from where; a double-dummy review of a deal; then the HCP a player cannot see, or
    what each side's cards gave away in a review."""
    questions = [_found(rng, partial(_what_sees, form=form), "deal")
                 for form in ("double-dummy", "single-dummy", "exposed-dummy")]
    questions.append(_found(rng, _half_open, "half-open moment"))
    questions.append(_found(rng, partial(_dummy_lead, form=rng.choice(("double-dummy", "single-dummy")),
                                         declarer=1 if rng.random() < 0.75 else 0), "auction"))
    # The reviews of four-hand deals need endplay: without it (JupyterLite), the others are asked.
    questions += unless_missing(lambda: _found(rng, _dd_review, "deal"))
    questions += unless_missing(lambda: _unseen_hcp(rng) if rng.random() < 0.5
                                else _found(rng, _review_cost, "reviewed deal"))
    return questions


# --- lesson 13: Honeymoon for three ------------------------------------------------------------------

def three_auction_question(auction: Auction, dealer: int, names: Sequence[str] = TRIO) -> Question:
    """A three-handed auction: contract, declarer, who leads, tricks needed (a book of 9)."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    leader = auction.opening_leader
    assert leader is not None
    players = tuple(names)
    why = [*(_up(step) for step in _declarer_steps(auction, players)),
           "After a bid (or a double or a redouble), two passes in a row end the auction.",
           f"The player on {players[declarer]}'s left, {players[leader]}, leads.",
           f"16 tricks, a book of 9: {md(str(contract))} needs {contract.level} + 9 = "
           f"{contract.tricks_needed}."]

    # The contract as a learner writes it, "2H" or "2HX": the book of nine is the form's, not written.
    written = Contract.of(contract.bid, contract.doubling)

    def same_bid(given: object) -> str | None:
        differs = isinstance(given, Contract) and given.bid == contract.bid and given != written
        return "the bid is right: look again at the calls after it" if differs else None

    def book_of_six(given: object) -> str | None:
        six = given == contract.level + 6
        return "that counts the book of six of a game of thirteen tricks; three players play sixteen" if six \
            else None

    return Question(
        topic="an auction of three players",
        kind="three-auction",
        prompt=(f"Honeymoon for three: {players[dealer]} dealt, so {players[auction.first]}, on the dealer's "
                "left, called first. The auction is over. What is the contract, who is declarer, who leads, "
                "and how many of the 16 tricks must declarer take?"),
        answer=(f"{md(str(contract))} by {players[declarer]}; {players[leader]} leads; "
                f"{contract.tricks_needed} of the 16 tricks."),
        why=tuple(why),
        facts={"players": 3, "first": auction.first, "dealer": dealer,
               "calls": [str(c) for c in auction.calls],
               "contract": contract.code, "declarer": declarer, "leader": leader,
               "tricks_needed": contract.tricks_needed},
        figure=_figure(render.auction_html(auction.calls, first=auction.first, players=3, names=players,
                                           dealer=dealer)),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=3, names=players,
                                               dealer=dealer),
                           "<p>" + render.contract_html(contract, players[declarer]) + "</p>"),
        blanks=(Blank("Contract", "contract", written, why_wrong=same_bid),
                SeatBlank("Declarer", "choice", players[declarer], options=players, word="player"),
                SeatBlank("Opening lead by", "choice", players[leader], options=players, word="player"),
                Blank("Tricks needed", "number", contract.tricks_needed, why_wrong=book_of_six)),
        hints=("Lesson 13, “The auction for three”, says how the auction ends and who declares; “The book "
               "of nine”, how many tricks a contract needs.",
               "The contract is the last bid, with a double or redouble that followed it; the player who "
               "made that bid declares, and the player on his left leads.",
               f"{LAST_BID}. With sixteen tricks the book is nine: the tricks needed are the level plus "
               "nine."))


def _three_auction(rng: random.Random, want: Callable[[Auction], bool]) -> Question | None:
    game = _game("three-handed", rng.randrange(1_000_000))
    while game.phase is Phase.AUCTION:
        _act(game)
    if game.contract is None or not want(game.auction):
        return None
    return three_auction_question(game.auction, game.dealer)


#: The lesson's rule for the widow, in words (the basic computer player's).
WIDOW_RULE = "keep the trumps, aces, kings, queens and jacks; let go low cards of short side suits"
#: Who sees declarer's four discards, in the words of lesson 13 (the first is the rule).
DISCARDS_SEEN = ("nobody else", "the player on his left", "both opponents")


def widow_question(hand: Hand, widow: Hand, contract: Contract, declarer: int,
                   discards: Sequence[Card], *, seed: int | None = None) -> Question:
    """Declarer picks up the widow: how many cards he holds then, who sees his discards, and the rule's
    four discards (``seed``: the deal's, kept in the facts to replay it)."""
    name = TRIO[declarer]
    he, his = PRONOUNS[name]
    trump = contract.trump
    side = [c for c in [*hand, *widow] if c.suit is not trump]
    lengths = ", ".join(f"{s.symbol} {sum(1 for c in side if c.suit is s)}"
                        for s in DISPLAY_ORDER if s is not trump)
    every = Hand([*hand, *widow])
    honors = any(card.hcp for card in discards)

    def broke_the_rule(given: object) -> str | None:
        if not isinstance(given, frozenset):
            return None
        if len(given) != len(discards):
            return f"discard exactly {_counted(len(discards), 'card')}"
        if trump is not None and any(card.suit is trump for card in given):
            return "keep the trumps: the rule lets go side cards"
        if not honors and any(card.hcp for card in given):
            return "keep the high cards: let go cards worth no points first"
        return None

    return Question(
        topic="picking up the widow",
        kind="widow",
        prompt=(f"Honeymoon for three: {name} declares {_contract(contract)}. {_up(his)} 16 cards and the "
                f"widow are below. {_up(he)} picks up the widow: how many cards does {he} hold then? "
                f"{_up(he)} discards four of them face down: who sees them? Which four would you discard by "
                f"the lesson's rule ({WIDOW_RULE})?"),
        answer=(f"{len(every)} cards; {he} discards {len(discards)} face down, and nobody sees them. By the "
                f"rule: {_card_list(discards)}."),
        why=("Declarer takes the widow into his hand and discards 4 cards face down, so that he holds 16 "
             "again; nobody else sees the widow or the discards.",
             (f"Trumps are {trump.symbol}: {he} keeps them. " if trump is not None else "No trumps: ")
             + f"{_up(his)} side suits with the widow: {lengths}.",
             "The library's basic player lets go, one by one, the side card worth least: no high-card points "
             f"first, then from the shortest side suit, then the lowest: {_card_list(discards)}."),
        facts={"hand": hand.pbn(), "widow": widow.pbn(), "contract": contract.code, "declarer": declarer,
               "discards": [c.code for c in discards], "seed": seed},
        figure=_figure(_hand(hand, f"{name}'s 16 cards"), _hand(widow, "The widow"), classes="hm-row"),
        blanks=(Blank("Cards after the widow", "number", len(every)),
                Blank("Discards seen by", "choice", DISCARDS_SEEN[0], options=DISCARDS_SEEN),
                Blank("The four discards", "cards", frozenset(discards), options=tuple(_codes(every)),
                      why_wrong=broke_the_rule)),
        stack=True,
        hints=("Lesson 13, “The widow”: what declarer does with it, and who sees it.",
               "Declarer takes the whole widow into his hand, then discards face down until he holds as "
               "many cards as before.",
               "By the rule: keep every trump and every high card (an ace, king, queen or jack); among the "
               "other cards, let go the low cards of the shortest side suits first."))


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
    return widow_question(hand, widow, game.contract, declarer, game.discards[declarer], seed=game.seed)


def widow_hcp_question(game: Any) -> Question:
    """How many high-card points lie in the widow of a three-handed deal, the three hands shown with
    their HCP."""
    hands = [Hand(cards) for cards in game.seat_cards]
    names = _players(game)
    return rest_of_the_pack_question(
        topic="the points in the widow",
        kind="widow-hcp",
        prompt=("Honeymoon for three: the three hands of a new deal, with their high-card points; the widow "
                "lies face down in the corner. How many HCP does the widow hold?"),
        figure=_figure(render.deal_html(hands, names=names, widow=len(game.set_aside), hcp=True,
                                        dealer=game.dealer)),
        counted=[(name, hand.hcp) for name, hand in zip(names, hands, strict=True)],
        rest="the widow", label="HCP in the widow", taught="lesson 13, “The widow”",
        count_hint="Every card is in one of the three hands or in the widow: add the HCP of the three hands.",
        facts={"hands": [hand.pbn() for hand in hands], "seed": game.seed})


def _widow_hcp(rng: random.Random) -> Question:
    return widow_hcp_question(_game("three-handed", rng.randrange(1_000_000)))


def three_score_question(contract: Contract, tricks: int, declarer: int, *, vulnerable: bool = False,
                         honors: int = 0, holder: int | None = None) -> Question:
    """What each of the three players writes for a deal, below and above the line: declarer's lines,
    each opponent's undertricks, honors to whoever held them."""
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

    def halved(given: object, right: int) -> str | None:
        shared = not score.made and right and given == right / 2
        return "each opponent writes the whole penalty, not a share of it" if shared else None

    blanks = [Blank(f"{TRIO[p]}, {where}", "number", points[p],
                    why_wrong=partial(halved, right=points[p]) if where == "above" else None)
              for p in range(3) for where, points in (("below", below), ("above", above))]
    return Question(
        topic="the score of a deal for three",
        kind="three-score",
        prompt=(f"Honeymoon for three: {TRIO[declarer]} is {_vul(vulnerable)}, plays {_contract(contract)} "
                f"and takes {tricks} of the 16 tricks.{honour_words} What does each player score, above and "
                "below the line?"),
        answer=answer, why=tuple(why),
        facts={"contract": contract.code, "tricks": tricks, "declarer": declarer, "vulnerable": vulnerable,
               "honors": honors, "holder": holder if holder is not None else declarer, "below": below,
               "above": above},
        blanks=tuple(blanks),
        hints=("Lesson 13, “Scoring for three”, with lesson 6, “Trick points”, and lesson 7, “Undertricks: "
               "the penalties”" + (" and “Honors”." if honors else "."),
               "First count the tricks the contract needs: its level plus the book of nine. Made, declarer "
               "scores below the line, and overtricks above; defeated, the undertricks go above the line.",
               "A defeated contract's undertricks are written in full by each opponent, in his own column"
               + ("; honors go to the player who held them." if honors
                  else "; the opponents of a made contract, like the declarer of a defeated one, score "
                       "nothing.")))


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
    """Honeymoon for three: auctions (contract, declarer, lead, a book of 9); the widow and its HCP; score
    lines."""
    questions = [_found(rng, partial(_three_auction, want=lambda a: len(a.calls) >= 3), "auction"),
                 _found(rng, partial(_three_auction, want=lambda a: len(a.calls) >= 5 or _doubled(a)),
                        "auction"),
                 _found(rng, _widow, "widow"),
                 _widow_hcp(rng)]
    made = _three_contract(rng, (1, 2, 3, 4))
    questions.append(three_score_question(made, min(16, made.tricks_needed + rng.choice((0, 1, 2))),
                                          rng.randrange(3)))
    down = _three_contract(rng, (2, 3, 4, 5), Doubling.DOUBLED)
    questions.append(three_score_question(down, down.tricks_needed - rng.choice((1, 2, 3)), rng.randrange(3),
                                          vulnerable=True))
    questions.append(_found(rng, _three_honors, "hand with honors"))
    return questions
