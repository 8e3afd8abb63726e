"""Lessons 12 and 13: playing with a dummy, and Honeymoon for three.

What Anna sees in each dummy form, in the auction and after the opening lead; which cards a
half-open dummy may play; who leads, from which seat; a deal reviewed by the double-dummy
solver. Then three-handed play: auctions with a book of 9, the widow, and what each of the three
players scores.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from honeymoon import Auction, BridgeView, Card, Contract, Hand, Phase, ScoreSheet, render
from honeymoon.analysis import dd_table
from honeymoon.calls import Bid, Doubling, Strain
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.game import EXPOSED, HIDDEN, action_text
from honeymoon.scoring import honors_held
from honeymoon_course.auctions import _auction_figure, _dealer_of, _declarer_steps, _doubled, _who_calls_first
from honeymoon_course.games import _act, _found, _game, _new_deal
from honeymoon_course.question import Question
from honeymoon_course.words import (
    PAIR,
    PRONOUNS,
    TRIO,
    _and,
    _card_list,
    _codes,
    _contract,
    _figure,
    _hand,
    _labelled,
    _plural,
    _up,
    _vul,
    md,
)

__all__ = [
    "SEEING",
    "WIDOW_RULE",
    "dd_review_question",
    "dummy_lead_question",
    "half_open_question",
    "lesson_12",
    "lesson_13",
    "three_auction_question",
    "three_score_question",
    "what_sees_question",
    "widow_question",
]


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
