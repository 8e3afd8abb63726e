"""The typed views (:mod:`honeymoon.views`), checked at every step of random games of every form.

What each view must be, worked out here without the code that makes it:

- a value: frozen dataclasses all the way down, hashable, equal (with equal hashes) to the same
  view made again; its JSON form (``to_dict()``) goes through ``json`` unchanged, and every card
  in it is a code that :func:`~honeymoon.cards.parse_card` reads back to the view's own card;
- its facts follow the rules as the book states them: the teams (partners 0–2 and 1–3 in
  contract bridge, else each player alone), the book (9 with three players, else 6), the seats'
  owners and who plays them, the order of play, the winner of each trick (the independent trick
  rules of tests/protocol_model.py and tests/boerenbridge_referee.py), what the player to act
  decides in a draw phase;
- privacy: no player's view holds a card he may not see (others' hidden hands and discards, the
  cards set aside, the stock and its top unless the form turns it up for him), and another
  player's face-down discard is logged without its card;
- the JSON form is the one saves and the JSON edges always had: small positions pinned by hand.

The random games are single deals (Boerenbridge: one or two short deals) with options varied by
number; their count is ``bulk(n)`` (tests/conftest.py), the bulk marked ``slow``.
"""

from __future__ import annotations

import enum
import functools
import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import FrozenInstanceError, fields, replace
from typing import Any

import pytest
from boerenbridge_referee import SYMBOL_LETTER, ref_trick_winner
from protocol_model import FORMS, SPECS, Spec, cards_in, random_agent, strain_of, trick_winner, variant

from honeymoon import Bid, Double, Game, Pass, Phase, Redouble, new_game
from honeymoon.cards import DECK, AnyCard, Card, SpecialCard, parse_card
from honeymoon.views import BoerenbridgeView, BridgeView, TableView

ALL_FORMS = [*FORMS, "boerenbridge"]


# --- random games, every step --------------------------------------------------------------------
def boerenbridge_options(index: int) -> dict[str, Any]:
    """Options of the index-th Boerenbridge game: 2 to 7 players, one or two short deals, the
    Wizard pack, blind one-card deals and no-trump rounds now and then."""
    rng = random.Random(index)
    players = 2 + index % 6
    wizard = players > 2 and index % 3 == 1
    most = min(6, ((60 if wizard else 52 if players > 2 else 26) - 1) // players)
    schedule = [rng.choice([1, rng.randint(1, most)]) for _ in range(1 + index % 2)]
    options: dict[str, Any] = {"players": players, "wizard": wizard, "blind": index % 4 == 2,
                               "schedule": schedule, "first_dealer": rng.randrange(players), "match": "game"}
    if index % 5 == 3:
        options["no_trump_rounds"] = [1]
    return options


def positions(form: str, games: int) -> Iterator[tuple[Game, dict[str, Any]]]:
    """Every position of ``games`` random games of ``form`` (single deals, options varied by
    number), the last one over; with the game's options."""
    for index in range(games):
        options = (boerenbridge_options(index) if form == "boerenbridge"
                   else {"match": "deal", **variant(SPECS[form], index)})
        game = new_game(form, seed=index, **options)
        rng = random.Random(index)
        yield game, options
        while not game.is_over:
            game.apply(random_agent(game, rng))
            yield game, options


def check_position(game: Game, options: dict[str, Any]) -> None:
    """Every view of the position, the full one and each player's: a value with its JSON form,
    its facts by the rules, and (a player's) only what he may see."""
    made = [game.full_view(), *(game.view(player) for player in range(game.num_players))]
    again = [game.full_view(), *(game.view(player) for player in range(game.num_players))]
    full = made[0]
    for view, same in zip(made, again, strict=True):
        assert view is not same and view == same and hash(view) == hash(same)
        assert_frozen(view)
        assert_json_form(view)
        if isinstance(view, BridgeView):
            check_bridge_facts(view, SPECS[game.name])
        else:
            check_boerenbridge_facts(view)
    if isinstance(full, BridgeView):
        check_bridge_privacy(game, options, full, made[1:])
    else:
        check_boerenbridge_privacy(full, made[1:])


@pytest.mark.parametrize("form", ALL_FORMS)
def test_every_view_at_every_step(form: str, bulk: Callable[[int], int]) -> None:
    for game, options in positions(form, bulk(3)):
        check_position(game, options)
    view = new_game(form, seed=1).full_view()
    with pytest.raises(FrozenInstanceError):
        view.phase = Phase.OVER  # type: ignore[misc]


@pytest.mark.slow
@pytest.mark.parametrize("form", ALL_FORMS)
def test_bulk_every_view_at_every_step(form: str, bulk: Callable[[int], int]) -> None:
    """15 games of each form (165 in all), every view checked at every step; ten times as many
    under the ``thorough`` profile."""
    for game, options in positions(form, bulk(15)):
        check_position(game, options)


# --- values --------------------------------------------------------------------------------------
#: Values that hold no other value: numbers (cards, suits), text, enumerations, calls.
_LEAVES = (int, str, enum.Enum, Bid, Pass, Double, Redouble)
_PLAIN = frozenset({int, bool, str, type(None)})
_CARDS = (Card, SpecialCard)


def assert_frozen(value: object) -> None:
    """``value`` holds, at any depth, only tuples, frozen dataclasses and values that hold no other."""
    if isinstance(value, tuple):
        items: Iterable[object] = value
    elif isinstance(value, _LEAVES):
        return
    else:
        items = (getattr(value, name) for name in frozen_fields(type(value)))
    for item in items:
        if type(item) not in _PLAIN and not isinstance(item, _CARDS):
            assert_frozen(item)


@functools.cache
def frozen_fields(kind: Any) -> tuple[str, ...]:
    """The fields of a frozen dataclass (frozen is a property of the class: checked once)."""
    params = getattr(kind, "__dataclass_params__", None)
    assert params is not None and params.frozen, kind
    return tuple(field.name for field in fields(kind))


#: parse_card, remembered: the same codes are read at every step.
read_card = functools.cache(parse_card)


def same_cards(codes: list[str], cards: Iterable[AnyCard]) -> bool:
    """Whether the codes read back, one by one, to these very cards (cards are unique objects),
    and are written as the saves write them (``QH``, ``W1``)."""
    wanted = list(cards)
    return len(codes) == len(wanted) and all(read_card(code) is card and code == card.code
                                             for code, card in zip(codes, wanted, strict=True))


def one_card(code: str | None, card: AnyCard | None) -> bool:
    """Whether a code (``None``: no card) reads back to this card, or to none."""
    if code is None or card is None:
        return code is None and card is None
    return same_cards([code], [card])


def groups_read_back(data: list[list[str]], groups: tuple[tuple[AnyCard, ...], ...]) -> bool:
    return len(data) == len(groups) and all(same_cards(d, g) for d, g in zip(data, groups, strict=True))


def plays_read_back(data: list[list[Any]], trick: Iterable[tuple[int, AnyCard]]) -> bool:
    plays = list(trick)
    return [seat for seat, _ in data] == [seat for seat, _ in plays] and same_cards(
        [code for _, code in data], [card for _, card in plays])


def tricks_read_back(data: list[list[list[Any]]], tricks: Sequence[Iterable[tuple[int, AnyCard]]]) -> bool:
    return len(data) == len(tricks) and all(plays_read_back(d, t) for d, t in zip(data, tricks, strict=True))


def assert_json_form(view: TableView) -> None:
    """``to_dict()`` goes through json unchanged, and its cards read back to the view's cards."""
    data = view.to_dict()
    assert json.loads(json.dumps(data)) == data
    assert data["viewer"] == view.viewer and data["phase"] == view.phase.value
    if isinstance(view, BoerenbridgeView):
        assert all(hand["player"] == shown.player and same_cards(hand["cards"], shown.cards)
                   for hand, shown in zip(data["hands"], view.hands, strict=True))
        assert one_card(data["turned"], view.turned)
        assert plays_read_back(data["trick"], view.trick)
        assert plays_read_back(data["last_trick"], view.last_trick)
        assert tricks_read_back(data["tricks"], view.tricks)
        assert same_cards(data["pack"], view.pack) and same_cards(data.get("stock", []), view.stock or ())
        return
    for seat, shown in zip(data["seats"], view.seats, strict=True):
        assert same_cards(seat["cards"], shown.cards)
        if shown.piles is not None:
            assert [covered for _, covered in seat["piles"]] == [pile.covered for pile in shown.piles]
            tops = [top for top, _ in seat["piles"]]
            assert all(one_card(top, pile.top) for top, pile in zip(tops, shown.piles, strict=True))
    assert plays_read_back(data["trick"], view.trick) and tricks_read_back(data["tricks"], view.tricks)
    for (player, text), line in zip(data["log"], view.log, strict=True):
        named = [card for card in (line.action, line.card) if isinstance(card, Card)]
        assert player == line.player and (text.split()[0] == "discard") is line.discard
        assert same_cards(text.split()[-1:] if named else [], named[-1:]), (text, line)
    if view.viewer is None:
        assert same_cards(data["set_aside"], view.set_aside or ())
        assert same_cards(data["stock"], view.stock or ())
        assert groups_read_back(data["discards"], view.discards)
    else:
        assert same_cards(data["discards"], view.discards[view.viewer])
    draw = view.draw
    if draw is not None:
        shown_draw = data["draw"]
        assert one_card(shown_draw["top"], draw.top) and one_card(shown_draw["turned"], draw.turned)
        assert one_card(shown_draw["offered"], draw.offered) and same_cards(shown_draw["dead"], draw.dead)
        assert tricks_read_back(shown_draw["preliminary_tricks"], draw.preliminary_tricks)
        assert groups_read_back(shown_draw["taken"], draw.taken)
        assert plays_read_back(shown_draw["trick"], draw.trick)


# --- the facts, by the rules -----------------------------------------------------------------------
def expected_owner(spec: Spec, seat: int) -> int | None:
    """A seat's player: his hand, or his dummy (two players, four seats); nobody's, the shared dummy."""
    if spec.dummies == "shared" and seat == 2:
        return None
    return seat % spec.players


def codes(trick: Iterable[tuple[int, AnyCard]]) -> list[tuple[int, str]]:
    return [(seat, card.code) for seat, card in trick]


@functools.cache
def named_cards(text: str) -> frozenset[Card]:
    """The cards a text names, as the library writes them (♦10) or by their codes (TD)."""
    words = set(text.split())
    return frozenset(card for card in DECK if str(card) in text or card.code in words)


def check_bridge_facts(view: BridgeView, spec: Spec) -> None:
    players, declarer = spec.players, view.declarer
    assert view.teams == (((0, 2), (1, 3)) if players == 4 else tuple((p,) for p in range(players)))
    assert view.book == (9 if players == 3 else 6)
    assert view.contract is None or view.contract.book == view.book
    assert view.widow is (players == 3) and view.chooses_dummy is (spec.dummies == "single")
    if spec.dummies == "shared" and declarer is not None:
        assert view.order == (declarer, 1 - declarer, 2)
    else:
        assert view.order == tuple(range(spec.seats))
    for seat in view.seats:
        owner = expected_owner(spec, seat.seat)
        side = None if owner is None else owner % 2 if players == 4 else owner
        assert (seat.owner, seat.side) == (owner, side)
        dummy = declarer is not None and ((spec.dummies == "partner" and seat.seat == (declarer + 2) % 4)
                                          or (spec.dummies == "shared" and seat.seat == 2))
        assert seat.controller == (declarer if dummy else owner), (seat, declarer)
    if view.tricks:
        assert view.contract is not None
        strain = strain_of(view.contract.code)
        trump = None if strain == "NT" else strain
        assert view.trick_winners == tuple(trick_winner(codes(trick), trump) for trick in view.tricks)
        assert view.last_trick_winner == view.trick_winners[-1]
    else:
        assert view.trick_winners == () and view.last_trick_winner is None
    draw = view.draw
    if draw is not None:
        prelims = draw.preliminary_tricks
        assert draw.preliminary_winners == tuple(trick_winner(codes(trick), None) for trick in prelims)
        if view.phase is not Phase.DRAW:
            assert draw.prompt == ""
        else:  # the face-up card, if any, and no other
            face_up = draw.offered if draw.offered is not None else draw.turned
            assert draw.prompt and named_cards(draw.prompt) == ({face_up} if face_up is not None else set())


def check_boerenbridge_facts(view: BoerenbridgeView) -> None:
    players = len(view.names)
    trump = None if view.trump is None else SYMBOL_LETTER[view.trump.symbol]
    assert view.last_trick == (view.tricks[-1] if view.tricks else ())
    if view.last_trick:
        won = view.last_trick[ref_trick_winner([card.code for _, card in view.last_trick], trump)].seat
        assert view.last_trick_winner == won
    else:
        won = (view.dealer + 1) % players  # no trick yet: the player on the dealer's left leads
        assert view.last_trick_winner is None
    leader = view.trick[0].seat if view.trick else won
    assert view.order == tuple((leader + i) % players for i in range(players))


def test_the_prompt_says_what_the_player_to_act_decides() -> None:
    game = new_game("draw", seed=5, match="deal")
    assert prompt(game, 1) == prompt(game, 0) == "take or refuse the face-up ♦2"
    game.apply("take")
    assert prompt(game, 0) == "discard a card, face down"
    game.apply(game.legal_actions()[0])
    game.apply("refuse")
    assert prompt(game, 0) == "take or decline the refused ♦3"
    assert prompt(new_game("draw-discard", seed=5, match="deal"), 1) == "keep or reject the top card"
    tricks = new_game("draw-tricks", seed=5, match="deal")
    assert prompt(tricks, 0) == "lead to preliminary trick 1"
    tricks.apply(tricks.legal_actions()[0])
    assert prompt(tricks, 0) == "play to preliminary trick 1"
    while tricks.phase is Phase.DRAW:
        tricks.apply(tricks.legal_actions()[0])
    assert prompt(tricks, 0) == ""


def prompt(game: Game, player: int) -> str:
    view = game.view(player)
    assert isinstance(view, BridgeView) and view.draw is not None
    return view.draw.prompt


# --- privacy -------------------------------------------------------------------------------------
def check_bridge_privacy(game: Game, options: dict[str, Any], full: BridgeView,
                         seen: list[TableView]) -> None:
    """Each player's view: no card set aside or in the stock (its top only when the form turns it
    up for him), no other player's discard or hidden hand (the dummy of contract bridge is faced
    after the opening lead; a card a player took face up was seen by all), the others' discards
    logged without their card."""
    spec, declarer, draw = SPECS[game.name], full.declarer, full.draw
    assert full.set_aside is not None and full.stock is not None
    taken = {card for cards in draw.taken for card in cards} if draw is not None else set()
    for player, view in enumerate(seen):
        assert isinstance(view, BridgeView) and view.viewer == player
        assert view.set_aside is None and view.stock is None
        unseen = set(full.set_aside) | set(full.stock)
        if draw is not None:
            top_shown = game.phase is Phase.DRAW and bool(full.stock) and (
                (spec.prelude == "draw-discard" and player == game.current_player)
                or (spec.prelude == "draw-tricks" and bool(options.get("expose_top_card"))))
            assert view.draw is not None and view.draw.top == (full.stock[0] if top_shown else None)
            if top_shown:
                unseen.discard(full.stock[0])
        for other in range(spec.players):
            if other == player:
                assert view.discards[player] == full.discards[player]
                continue
            assert view.discards[other] == ()
            unseen |= set(full.discards[other])
            faced = (spec.dummies == "partner" and declarer is not None and other == (declarer + 2) % 4
                     and bool(full.tricks or full.trick))
            if not faced:
                hand = view.seats[other]
                assert hand.cards == () and hand.hidden == len(full.seats[other].cards)
                unseen |= set(full.seats[other].cards)
        leaks = (unseen - taken) & set(cards_in(view))
        assert not leaks, (player, sorted(leaks))
        for line, whole in zip(view.log, full.log, strict=True):
            hidden = whole.discard and whole.player != player
            assert line == (whole._replace(action=None) if hidden else whole)


def check_boerenbridge_privacy(full: BoerenbridgeView, seen: list[TableView]) -> None:
    """Each player's view: no other player's card nor the stock; not his own in a blind bidding."""
    assert full.stock is not None
    blind_bidding = full.blind and full.phase in (Phase.BIDDING, Phase.CHOOSE_TRUMP)
    for player, view in enumerate(seen):
        assert isinstance(view, BoerenbridgeView) and view.viewer == player and view.stock is None
        unseen = set(full.stock)
        for hand, whole in zip(view.hands, full.hands, strict=True):
            if hand.player == player and not blind_bidding:
                assert hand == whole
            else:
                assert hand.cards == () and hand.hidden == len(whole.cards)
                unseen |= set(whole.cards)
        assert not unseen & set(cards_in(replace(view, pack=()))), player


# --- the JSON form, pinned -----------------------------------------------------------------------
def test_the_json_form_of_a_player_view_in_the_auction() -> None:
    game = new_game("plain", seed=3, match="deal")
    game.apply("1NT")
    assert game.view(0).to_dict() == {
        "game": "plain",
        "names": ["player 0", "player 1"],
        "viewer": 0,
        "phase": "auction",
        "current_player": 0,
        "deal": 1,
        "dealer": 0,
        "seats": [{"seat": 0, "name": "player 0's hand",
                   "cards": ["AS", "JS", "2S", "KH", "JH", "2H", "QD", "TD", "8D", "5D", "4D", "JC", "3C"],
                   "hidden": 0, "owner": 0, "side": 0},
                  {"seat": 1, "name": "player 1's hand", "cards": [], "hidden": 13, "owner": 1, "side": 1}],
        "auction": ["1NT"],
        "auction_first": 1,
        "seat_to_play": 0,
        "contract": None,
        "declarer": None,
        "trick": [],
        "tricks": [],
        "trick_winners": [],
        "declarer_tricks": None,
        "log": [[1, "1NT"]],
        "scores": [0, 0],
        "games_won": [0, 0],
        "vulnerable": [False, False],
        "previous_deals": [],
        "settlement": [],
        "discards": [],
    }
    full = game.full_view().to_dict()
    assert full["seats"][1]["cards"] == ["QS", "TS", "9S", "6S", "AH", "QH", "7H", "5H", "7D", "2D", "KC",
                                         "9C", "5C"]
    assert full["set_aside"] == ["KS", "8S", "7S", "5S", "4S", "3S", "TH", "9H", "8H", "6H", "4H", "3H", "AD",
                                 "KD", "JD", "9D", "6D", "3D", "AC", "QC", "TC", "8C", "7C", "6C", "4C", "2C"]
    assert (full["stock"], full["discards"], full["viewer"]) == ([], [[], []], None)
    assert list(full)[-3:] == ["set_aside", "stock", "discards"]


def test_the_json_form_of_a_trick() -> None:
    game = new_game("plain", seed=3, match="deal")
    for action in ("1NT", "Pass", "KH", "5H", "3C"):
        game.apply(action)
    data = game.view(1).to_dict()
    assert data["seats"] == [
        {"seat": 0, "name": "player 0's hand", "cards": [], "hidden": 11, "owner": 0, "side": 0},
        {"seat": 1, "name": "player 1's hand",
         "cards": ["QS", "TS", "9S", "6S", "AH", "QH", "7H", "7D", "2D", "KC", "9C", "5C"],
         "hidden": 0, "owner": 1, "side": 1}]
    assert {key: data[key] for key in ("phase", "current_player", "auction", "auction_first", "seat_to_play",
                                       "contract", "declarer", "trick", "tricks", "trick_winners",
                                       "declarer_tricks", "log")} == {
        "phase": "play",
        "current_player": 1,
        "auction": ["1NT", "Pass"],
        "auction_first": 1,
        "seat_to_play": 1,
        "contract": "1NT",
        "declarer": 1,
        "trick": [[0, "3C"]],
        "tricks": [[[0, "KH"], [1, "5H"]]],
        "trick_winners": [0],
        "declarer_tricks": 0,
        "log": [[1, "1NT"], [0, "Pass"], [0, "KH"], [1, "5H"], [0, "3C"]],
    }


def test_the_json_form_of_a_draw_view() -> None:
    """The opponent's face-down discard is logged as ``discard``; the draw phase is ``draw``."""
    game = new_game("draw", seed=5, match="deal")
    game.apply("take")
    game.apply(game.legal_actions()[0])  # ♣7, face down
    game.apply("refuse")
    data = game.view(1).to_dict()
    assert data["seats"] == [
        {"seat": 0, "name": "player 0's hand", "cards": [], "hidden": 13, "owner": 0, "side": 0},
        {"seat": 1, "name": "player 1's hand",
         "cards": ["KS", "QS", "8S", "4S", "3S", "9H", "7H", "4H", "6D", "5D", "AC", "KC", "8C"],
         "hidden": 0, "owner": 1, "side": 1}]
    assert (data["phase"], data["current_player"], data["dealer"], data["seat_to_play"]) == ("draw", 0, 1, 0)
    assert (data["auction"], data["auction_first"], data["discards"]) == ([], None, [])
    assert data["log"] == [[0, "take 2D"], [0, "discard"], [1, "refuse 3D"]]
    assert data["draw"] == {"stock": 24, "top": None, "turned": None, "offered": "3D", "dead": [],
                            "must_discard": False, "preliminary_tricks": [], "preliminary_winners": [],
                            "taken": [["2D"], []], "trick": []}
    assert list(data)[-2:] == ["discards", "draw"]
    assert game.view(0).to_dict()["log"] == [[0, "take 2D"], [0, "discard 7C"], [1, "refuse 3D"]]
    assert game.view(0).to_dict()["discards"] == ["7C"]


def test_the_json_form_of_a_boerenbridge_view() -> None:
    game = new_game("boerenbridge", seed=3, players=3, schedule=[2], match="deal", first_dealer=0)
    game.apply(1)
    assert game.view(2).to_dict() == {
        "game": "boerenbridge",
        "viewer": 2,
        "phase": "bidding",
        "names": ["player 0", "player 1", "player 2"],
        "current_player": 2,
        "deal": 1,
        "dealer": 0,
        "cards_each": 2,
        "hands": [{"player": 0, "cards": [], "hidden": 2}, {"player": 1, "cards": [], "hidden": 2},
                  {"player": 2, "cards": ["7C", "TD"], "hidden": 0}],
        "turned": "4D",
        "trump": "♦",
        "blind": False,
        "bids": [None, 1, None],
        "forbidden_bid": None,
        "trick": [],
        "tricks_won": [0, 0, 0],
        "last_trick": [],
        "tricks": [],
        "pack": [rank + suit for suit in "CDHS" for rank in "23456789TJQKA"],
        "scores": [0, 0, 0],
        "previous_deals": [],
    }
