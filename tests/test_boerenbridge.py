"""Boerenbridge ([boerenbridge-fr], French; the book's rules page "Boerenbridge") on the shared game protocol.

Every expected number is worked out again without the library (tests/boerenbridge_referee.py):
the staircases, the hook, who bids, leads and wins each trick (Wizard style included), each
deal's points under every scoring option, the running table and the winner with the seed's
tie-breaks.

Seed lines used below ([boerenbridge-fr]):

- "Partie à 4 joueurs : 1-2-3-4-5-6-7-8-7-6-5-4-3-2-1 (15 donnes)", 5 players 1…10…1 (19),
  6 players 1…8…1 (15), 7 players 1…7,7…1 (14); our ruling: 3 players 1…8…1 unless set.
- "la donne tourne dans le sens des aiguilles d'une montre à chaque manche".
- "Le donneur retourne ensuite la prochaine carte du talon face visible ; sa couleur est la
  couleur d'atout de la manche."
- "Le joueur à la gauche du donneur annonce en premier." / "le joueur à la gauche du donneur
  entame le premier pli." / "Le gagnant du pli entame le suivant."
- "dans une manche à 5 cartes où les trois premiers joueurs ont annoncé 2, 0 et 1 (total 3),
  le donneur ne peut pas annoncer 2 (ce qui totaliserait 5) ; il doit annoncer 0, 1, 3, 4 ou 5".
- "Enchère exacte réalisée : 10 + (2 × plis remportés) points. Annoncer 0 et remporter 0 pli
  rapporte 10 points. Annoncer 3 et en remporter 3 rapporte 10 + 6 = 16 points."
- "Variante sévère : … annoncer 3 et en remporter 1 = −2 points".
- "Les égalités sont départagées par le plus grand nombre d'enchères correctement réalisées
  dans la partie ; si l'égalité persiste, par le score de manche individuel le plus élevé."

The bulk of the random runs is marked ``slow``; the default run plays a sample of the same. The
``thorough`` Hypothesis profile plays ten times the bulk (tests/conftest.py).
"""

from __future__ import annotations

import inspect
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from boerenbridge_referee import (
    FULL_DECK,
    JESTER_CODES,
    STAIRS,
    TWO_PLAYER_DECK,
    UP_TO_8,
    WIZARD_CODES,
    Referee,
    assert_refused,
    boer,
    deck_for,
    expected_schedule,
    explicit_deck,
    ref_trick_winner,
    ref_winner,
    texts,
)

from honeymoon import boerenbridge
from honeymoon.boerenbridge import REDUCED_DECK, BoerenbridgeGame, trick_winner_wizard
from honeymoon.cards import Suit, parse_card
from honeymoon.errors import ConfigError, IllegalActionError
from honeymoon.game import Phase, action_text, load_game, new_game

# --- random runs ---------------------------------------------------------------------------------

VARIANTS: dict[str, dict[str, Any]] = {
    "plain": {},
    "harsh": {"harsh": True},
    "boer": {"boer": True},
    "harsh-boer": {"harsh": True, "boer": True},
    "no-trump-common": {"no_trump_rounds": "common"},
    "no-trump-list": {"no_trump_rounds": [1, 3, 4]},
    "blind": {"blind": True},
    "blind-x3-harsh-boer": {"blind": True, "blind_multiplier": 3, "harsh": True, "boer": True},
    "wizard": {"wizard": True},
    "wizard-all": {"wizard": True, "harsh": True, "boer": True, "blind": True, "no_trump_rounds": [2, 5]},
}
CASES = [(players, variant) for players in range(2, 8) for variant in VARIANTS
         if not (players == 2 and VARIANTS[variant].get("wizard"))]
CASE_IDS = [f"{players}p-{variant}" for players, variant in CASES]


def run_single_deals(players: int, variant: str, count: int, seed: int, **checks: Any) -> list[str]:
    """``count`` single deals (match="deal") of random sizes; returns the card-accounting problems."""
    rng = random.Random(seed)
    base = VARIANTS[variant]
    deck = deck_for(players, base.get("wizard", False))
    most = (len(deck) - 1) // players
    missing: list[str] = []
    for _ in range(count):
        options = dict(base, players=players, match="deal")
        size = 1 if base.get("blind") and rng.random() < 0.4 else rng.randint(1, most)
        if rng.random() < 0.5:
            options["fixed_hand_size"] = size
        else:
            options["schedule"] = [size]
        if rng.random() < 0.7:
            options["first_dealer"] = rng.randrange(players)
        if rng.random() < 0.05:
            order = list(deck)
            rng.shuffle(order)
            options["deals"] = [" ".join(order)]
        missing += play_checked(options, rng, checks)
    return missing


def fit_no_trump_rounds(options: dict[str, Any]) -> None:
    """A variant's no-trump rounds, fitted to the game the options make: only deals that exist
    (the game refuses others), and a list where "common" meets a fixed hand size (refused too)."""
    rounds = options.get("no_trump_rounds")
    if rounds == "common" and options.get("fixed_hand_size") is not None:
        options["no_trump_rounds"] = [1]
    elif isinstance(rounds, list):
        deals = len(expected_schedule(options.get("players", 4), options))
        options["no_trump_rounds"] = [r for r in rounds if r <= deals]


def play_checked(options: dict[str, Any], rng: random.Random, checks: dict[str, Any]) -> list[str]:
    """Play one game with these options under the referee; the cards it found missing."""
    fit_no_trump_rounds(options)
    game = new_game("boerenbridge", seed=rng.randrange(2**32), **options)
    assert isinstance(game, BoerenbridgeGame)
    referee = Referee(game, options, rng, **checks)
    referee.play_out()
    return referee.missing_cards


def run_games(players: int, variant: str, count: int, seed: int, **checks: Any) -> list[str]:
    """``count`` whole games, mostly on the seed's staircase."""
    rng = random.Random(seed)
    base = VARIANTS[variant]
    most = (len(deck_for(players, base.get("wizard", False))) - 1) // players
    missing: list[str] = []
    for number in range(count):
        options = dict(base, players=players)
        if number % 5 == 3:
            options["fixed_hand_size"] = rng.randint(1, most)
        elif number % 5 == 4:
            options["schedule"] = [rng.randint(1, most) for _ in range(rng.randint(1, 6))]
        if rng.random() < 0.5:
            options["first_dealer"] = rng.randrange(players)
        missing += play_checked(options, rng, checks)
    return missing


@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_deals_sample(players: int, variant: str) -> None:
    missing = run_single_deals(players, variant, 12, seed=players * 100 + len(variant),
                               probes=0.1, views=0.2, saves=0.02)
    assert not missing, missing[:3]


GAME_SAMPLES = [(players, variant) for players in range(2, 8) for i, variant in enumerate(VARIANTS)
                if (i + players) % 4 == 0 and (players, variant) in CASES]  # every variant at least once


@pytest.mark.parametrize(("players", "variant"), GAME_SAMPLES, ids=[f"{p}p-{v}" for p, v in GAME_SAMPLES])
def test_random_games_sample(players: int, variant: str) -> None:
    missing = run_games(players, variant, 1, seed=players, probes=0.02, views=0.05, saves=0.01)
    assert not missing, missing[:3]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_deals(players: int, variant: str, bulk: Callable[[int], int]) -> None:
    """250 single deals of each size of table and variant (2,500 under the ``thorough`` profile)."""
    missing = run_single_deals(players, variant, bulk(250), seed=7919 * players + len(variant),
                               probes=0.003, views=0.003, saves=0.003, text=0.1)
    assert not missing, f"{len(missing)} deals lose a card, e.g. {missing[:2]}"


@pytest.mark.slow
@pytest.mark.parametrize(("players", "variant"), CASES, ids=CASE_IDS)
def test_random_games(players: int, variant: str, bulk: Callable[[int], int]) -> None:
    """Ten whole games of each size of table and variant (100 under the ``thorough`` profile)."""
    missing = run_games(players, variant, bulk(10), seed=104729 * players + len(variant),
                        probes=0.002, views=0.002, saves=0.005, text=0.1)
    assert not missing, f"{len(missing)} deals lose a card, e.g. {missing[:2]}"


# --- players, schedules, dealers ------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 8))
def test_the_seed_staircase(players: int) -> None:
    game = boer(players=players)
    assert game.schedule == STAIRS[players]
    assert len(game.schedule) == {2: 15, 3: 15, 4: 15, 5: 19, 6: 15, 7: 14}[players]


@pytest.mark.parametrize(("players", "size"), [(2, 12), (3, 5), (4, 12), (5, 10), (6, 8), (7, 7)])
def test_fixed_hand_size(players: int, size: int) -> None:
    game = boer(players=players, fixed_hand_size=size)
    assert game.schedule == (size,) * len(STAIRS[players])
    assert all(len(hand.cards) == size for hand in game.full_view().hands)


def test_given_schedule_is_played_in_order() -> None:
    options: dict[str, Any] = {"players": 3, "schedule": [3, 1, 2], "first_dealer": 1}
    referee = Referee(boer(seed=5, **options), options, random.Random(5))
    referee.play_out()
    assert [r.hand_size for r in referee.game.results] == [3, 1, 2]
    assert [r.dealer for r in referee.game.results] == [1, 2, 0]


@pytest.mark.parametrize("players", range(2, 8))
def test_dealer_rotates_clockwise_and_left_of_dealer_bids_and_leads(players: int) -> None:
    game = boer(players=players, first_dealer=players - 1, seed=players)
    rng = random.Random(players)
    for deal in range(4):
        dealer = (players - 1 + deal) % players
        assert game.dealer == dealer and game.view(0).dealer == dealer
        assert game.current_player == (dealer + 1) % players  # bids first
        for _ in range(players):
            game.apply(rng.choice(game.legal_actions()))
        assert game.phase is Phase.PLAY and game.current_player == (dealer + 1) % players  # leads
        while len(game.results) == deal:
            game.apply(rng.choice(game.legal_actions()))
        assert game.results[deal].dealer == dealer


def test_the_turned_card_sets_trumps() -> None:
    for seed in range(20):
        game = boer(players=5, seed=seed)
        fv = game.full_view()
        turned = fv.turned
        assert turned is not None and fv.stock is not None
        assert turned not in {c for hand in fv.hands for c in hand.cards}
        assert turned not in fv.stock
        assert game.trump is Suit.parse(turned.code[-1])
        assert all(game.view(p).turned == turned for p in range(5))


def test_the_card_after_the_hands_is_turned() -> None:
    hands = ["AS", "KS", "QS"]
    deck = explicit_deck(hands, "7D", 3)
    game = boer(players=3, schedule=[1], first_dealer=1, deals=[deck], match="deal")
    fv = game.full_view()
    # dealt from the dealer's left: player 2, then 0, then the dealer, player 1
    assert [texts(h.cards) for h in fv.hands] == [["KS"], ["QS"], ["AS"]]
    assert texts([fv.turned]) == ["7D"] and fv.trump is Suit.DIAMONDS
    assert texts(fv.stock) == deck.split()[4:]


# --- two players ---------------------------------------------------------------------------------


def test_two_players_use_the_documented_26_cards() -> None:
    assert sorted(c.code for c in REDUCED_DECK) == sorted(TWO_PLAYER_DECK)
    source = inspect.getsource(boerenbridge)
    comment = source[:source.index("\nREDUCED_DECK")].rsplit("\n\n", 1)[-1]  # the #: lines above it
    assert "spades and hearts" in comment
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "26 spades and hearts" in readme
    game = boer(players=2, seed=3)
    assert game.schedule == UP_TO_8
    for seed in range(30):
        game = boer(players=2, seed=seed, fixed_hand_size=12, match="deal")
        fv = game.full_view()
        dealt = [c for hand in fv.hands for c in texts(hand.cards)] + texts([fv.turned, *fv.stock])
        assert sorted(dealt) == sorted(TWO_PLAYER_DECK)


# --- the hook: the seed's example -------------------------------------------------------------------

# A 5-card deal for four players, hearts trumps. Hands by bidding position: a (the dealer's left),
# b, c, then the dealer D. Two scripted plays: in A, a takes two tricks with the club honours and
# D three with his trumps; in B, D ruffs the second club and takes four.
HANDS_5 = ["AC KC 7D 8D 9D", "2C 3C 4C 2D 3D", "5C 6C 4D 5D 6D", "AH KH QH TD JD"]
PLAY_A = ["AC 2C 5C TD", "KC 3C 6C JD", "7D 2D 4D AH", "KH 8D 3D 5D", "QH 9D 4C 6D"]
PLAY_B = ["AC 2C 5C TD", "KC 3C 6C AH", "KH 7D 4C 4D", "QH 8D 2D 5D", "JD 9D 3D 6D"]
TRICKS_A, TRICKS_B = [2, 0, 0, 3], [1, 0, 0, 4]
DEALERS = [3, 0, 1, 2]


def five_card_deal(dealer: int, **options: Any) -> BoerenbridgeGame:
    deck = explicit_deck(HANDS_5, "2H", 4)
    return boer(players=4, schedule=[5], match="deal", first_dealer=dealer, deals=[deck], **options)


def positions(dealer: int) -> list[int]:
    return [(dealer + 1 + i) % 4 for i in range(4)]


@pytest.mark.parametrize("dealer", DEALERS)
def test_seed_hook_example(dealer: int) -> None:
    game = five_card_deal(dealer)
    a, b, c, d = positions(dealer)
    for player, bid in zip((a, b, c), (2, 0, 1), strict=True):
        assert game.current_player == player
        assert game.view(player).forbidden_bid is None
        game.apply(bid)
    assert game.current_player == d == dealer
    assert game.legal_actions() == [0, 1, 3, 4, 5]
    assert game.full_view().forbidden_bid == 2
    assert all(game.view(p).forbidden_bid == 2 for p in range(4))
    assert_refused(game, 2, match="hook")
    assert_refused(game, "2", match="hook")
    game.apply(3)
    assert game.phase is Phase.PLAY and game.current_player == a
    assert game.view(a).forbidden_bid is None


def test_hook_when_the_others_overbid() -> None:
    """If the others bid more than the cards in each hand, the dealer may bid anything."""
    game = five_card_deal(3)
    for bid in (4, 1, 1):
        game.apply(bid)
    assert game.legal_actions() == [0, 1, 2, 3, 4, 5]
    assert game.view(0).forbidden_bid is None


@pytest.mark.parametrize(("players", "size"), [(2, 1), (3, 1), (4, 2), (7, 7)])
def test_hook_in_small_and_large_deals(players: int, size: int) -> None:
    game = boer(players=players, schedule=[size], match="deal", first_dealer=0)
    for _ in range(players - 1):
        game.apply(0)
    assert game.legal_actions() == list(range(size))
    assert_refused(game, size, match="hook")


# --- the seed's scores, with scripted play ---------------------------------------------------------

SCORE_EXAMPLES = [
    # (options, bids by position a b c D, play, points by position, why)
    ({}, [2, 0, 1, 3], PLAY_A, [14, 10, 0, 16], "bid 3 won 3 = 16; bid 0 won 0 = 10; a miss = 0"),
    ({"harsh": True}, [2, 0, 1, 3], PLAY_A, [14, 10, -1, 16], "harsh: bid 1 won 0 = -1"),
    ({"harsh": True}, [3, 0, 1, 4], PLAY_B, [-2, 10, -1, 18], "harsh: bid 3 won 1 = -2"),
    ({}, [3, 0, 1, 4], PLAY_B, [0, 10, 0, 18], "bid 4 won 4 = 18"),
    ({"boer": True}, [2, 0, 1, 4], PLAY_A, [14, 10, 0, 5], "Boer: hooked dealer missed by 1, c too: +5"),
    ({"boer": True}, [2, 0, 1, 5], PLAY_A, [14, 10, 0, 0], "Boer: c missed by less than the dealer"),
    ({"boer": True, "harsh": True}, [2, 0, 1, 4], PLAY_A, [14, 10, -1, 4], "harsh Boer: -1 + 5"),
    ({"boer": True}, [5, 0, 1, 2], PLAY_A, [0, 10, 0, 0], "Boer: the dealer was not hooked (others bid 6)"),
    ({"boer": True}, [2, 0, 1, 3], PLAY_A, [14, 10, 0, 16], "Boer: only for a dealer who missed"),
]


@pytest.mark.parametrize("dealer", DEALERS)
@pytest.mark.parametrize(("options", "bids", "play", "points", "why"), SCORE_EXAMPLES,
                         ids=[e[4] for e in SCORE_EXAMPLES])
def test_seed_score_examples(options: dict[str, Any], bids: list[int], play: list[str], points: list[int],
                             why: str, dealer: int) -> None:
    game = five_card_deal(dealer, **options)
    order = positions(dealer)
    for bid in bids:
        game.apply(bid)
    leader = order[0]
    for trick in play:
        assert game.current_player == leader
        for code in trick.split():
            game.apply(code)  # card codes as text
        winner_position = ref_trick_winner(trick.split(), "H")
        leader = order[(order.index(leader) + winner_position) % 4]
    tricks = TRICKS_A if play is PLAY_A else TRICKS_B
    assert game.is_over
    result = game.results[0]
    by_player = {order[i]: i for i in range(4)}
    assert [result.tricks[p] for p in range(4)] == [tricks[by_player[p]] for p in range(4)]
    assert [result.bids[p] for p in range(4)] == [bids[by_player[p]] for p in range(4)], (
        f"dealer {dealer}: DealResult.bids should be by player")
    assert [result.points(p) for p in range(4)] == [points[by_player[p]] for p in range(4)], why
    assert list(game.scores()) == [points[by_player[p]] for p in range(4)], why


def test_score_lines_read_like_the_seed() -> None:
    game = five_card_deal(3)
    for bid in (2, 0, 1, 3):
        game.apply(bid)
    for trick in PLAY_A:
        for code in trick.split():
            game.apply(code)
    lines = game.results[0].lines
    assert [line.points for line in lines[3]] == [16]
    assert "16" in str(lines[3][0]) and "10" in str(lines[1][0])


# --- blind one-card deals ----------------------------------------------------------------------------


@pytest.mark.parametrize(("options", "points"), [
    ({}, [24, 20, 0]),
    ({"blind_multiplier": 3}, [36, 30, 0]),
    ({"harsh": True}, [24, 20, -2]),
    ({"blind_multiplier": 1}, [12, 10, 0]),
])
@pytest.mark.parametrize("dealer", [2, 0])
def test_blind_one_card_deal(options: dict[str, Any], points: list[int], dealer: int) -> None:
    a, b, d = [(dealer + 1 + i) % 3 for i in range(3)]
    deck = explicit_deck(["AS", "KS", "2C"], "3D", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=dealer, blind=True, deals=[deck],
                **options)
    for bid in (1, 0):
        for p in range(3):
            view = game.view(p)
            assert view.blind is True
            assert view.hands[p].cards == () and view.hands[p].hidden == 1
            assert texts([view.turned]) == ["3D"]
        game.apply(bid)
    assert game.legal_actions() == [1]  # 1 + 0 + 0 would make one trick
    game.apply(1)
    assert texts(game.view(a).hands[a].cards) == ["AS"]  # bidding over: the cards are seen
    for code in ("AS", "KS", "2C"):
        game.apply(code)
    by_position = dict(zip((a, b, d), points, strict=True))
    assert list(game.scores()) == [by_position[p] for p in range(3)]


def test_blind_applies_to_one_card_deals_only() -> None:
    game = boer(players=4, blind=True, schedule=[1, 2], seed=4)
    assert game.view(0).blind is True
    rng = random.Random(4)
    while len(game.results) == 0:
        game.apply(rng.choice(game.legal_actions()))
    view = game.view(0)
    assert view.blind is False and len(view.hands[0].cards) == 2


def test_blind_dealer_does_not_see_his_card_while_naming_trumps() -> None:
    """A Wizard turned in a blind one-card deal: the dealer names trumps, then bids blind, so his
    view must not show him his card before the bidding is over."""
    deck = explicit_deck(["2C", "3C", "4C"], "W1", 3, wizard=True)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=0, blind=True, wizard=True, deals=[deck])
    assert game.phase is Phase.CHOOSE_TRUMP and game.current_player == 0
    assert game.view(0).hands[0].cards == (), "the blind dealer sees his card while naming trumps"


# --- no-trump rounds ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "common"), [(4, {1, 8, 15}), (5, {1, 10, 19}), (7, {1, 7, 8, 14}),
                                                 (2, {1, 8, 15})])
def test_common_no_trump_rounds(players: int, common: set[int]) -> None:
    game = boer(players=players, no_trump_rounds="common", seed=players)
    rng = random.Random(players)
    no_trump = set()
    while not game.is_over:
        deal = len(game.results)
        if game.trump is None:
            no_trump.add(deal + 1)
        else:
            assert texts([game.full_view().turned])[0][-1] == game.trump.letter
        while len(game.results) == deal:
            game.apply(rng.choice(game.legal_actions()))
    assert no_trump == common
    assert {r.number for r in game.results if r.trump is None} == common


def test_no_trump_round_is_won_by_the_suit_led() -> None:
    deck = explicit_deck(["AS", "2H", "3C"], "4H", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=2, no_trump_rounds=[1], deals=[deck])
    assert game.trump is None and game.view(0).trump is None
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [1, 0, 0]


def test_no_trump_deal_accounts_for_every_card() -> None:
    """full_view() shows every card: hands, the turned card and the stock make the whole deck."""
    deck = explicit_deck(["AS", "2H", "3C"], "4H", 3)
    game = boer(players=3, schedule=[1], match="deal", first_dealer=2, no_trump_rounds=[1], deals=[deck])
    fv = game.full_view()
    seen = [c for hand in fv.hands for c in texts(hand.cards)] + texts(fv.stock)
    if fv.turned is not None:
        seen += texts([fv.turned])
    assert sorted(seen) == sorted(FULL_DECK), f"missing from full_view(): {set(FULL_DECK) - set(seen)}"


# --- Wizard style -------------------------------------------------------------------------------------

WIZARD_TRICKS = [
    # (cards in order of play, trump, winning index, why)
    ("W1 AS KS", "S", 0, "a led Wizard wins"),
    ("AS W2 W1", None, 1, "the first Wizard played wins"),
    ("AS KS W3", "S", 2, "a Wizard played last beats the ace of trumps"),
    ("KH N4 AH W4 2S", "S", 3, "five players, one Wizard"),
    ("N1 N2 N3", "H", 0, "Jesters only: the first"),
    ("N3 N1", None, 0, "Jesters only: the first, whatever the number"),
    ("N1 2C AC", "H", 2, "after a led Jester the 2♣ sets clubs"),
    ("N1 2C AD", "H", 1, "after a led Jester the 2♣ sets clubs: the ace of diamonds is a discard"),
    ("N1 2C AH", "H", 2, "a trump beats the suit set after a Jester"),
    ("N1 N2 3D", None, 2, "the only ordinary card"),
    ("2C N1", None, 0, "a Jester loses to anything"),
    ("2C N1", "S", 0, "a Jester is no trump"),
    ("N1 W1", None, 1, "a Wizard beats a Jester"),
    ("5D 2S N1", "S", 1, "the smallest trump beats a Jester"),
    ("5D 7D 2S", None, 1, "no Wizard, no trumps"),
]


@pytest.mark.parametrize(("played", "trump", "winner", "why"), WIZARD_TRICKS,
                         ids=[w[0] for w in WIZARD_TRICKS])
def test_wizard_trick_winner(played: str, trump: str | None, winner: int, why: str) -> None:
    cards = [parse_card(c) for c in played.split()]
    suit = None if trump is None else Suit.parse(trump)
    assert ref_trick_winner(played.split(), trump) == winner, why
    assert trick_winner_wizard(cards, suit) == winner, why


def test_wizard_deck_has_60_cards() -> None:
    game = boer(players=6, wizard=True, fixed_hand_size=9, match="deal", seed=2)
    fv = game.full_view()
    dealt = [c for hand in fv.hands for c in texts(hand.cards)] + texts([fv.turned, *fv.stock])
    assert sorted(dealt) == sorted(FULL_DECK + WIZARD_CODES + JESTER_CODES)
    assert [parse_card(c).code for c in ("W1", "n4", "wizard2", "Jester3")] == ["W1", "N4", "W2", "N3"]


def wizard_deal(hands: list[str], turned: str, size: int, dealer: int = 2,
                **options: Any) -> BoerenbridgeGame:
    deck = explicit_deck(hands, turned, 3, wizard=True)
    return boer(players=3, schedule=[size], match="deal", first_dealer=dealer, wizard=True, deals=[deck],
                **options)


def test_wizard_scripted_deal() -> None:
    """Clubs trumps. Players 0, 1, 2 (dealer 2); each step: the card, then who may play what next."""
    game = wizard_deal(["W1 AH 3S N1", "W2 KH 4S 5D", "N2 2H QS AD"], "2C", 4)
    for bid in (2, 1, 0):
        game.apply(bid)

    def legal() -> set[str]:
        return {action_text(a) for a in game.legal_actions()}

    assert legal() == {"W1", "AH", "3S", "N1"}
    game.apply("AH")
    assert legal() == {"KH", "W2"}  # follow hearts, or a Wizard: always allowed
    game.apply("W2")
    assert legal() == {"2H", "N2"}  # or a Jester: always allowed
    game.apply("2H")
    assert game.current_player == 1  # the Wizard won
    game.apply("4S")
    game.apply("QS")
    assert legal() == {"3S", "W1", "N1"}
    game.apply("W1")
    assert game.current_player == 0  # a Wizard played last wins
    game.apply("N1")
    assert legal() == {"KH", "5D"}  # a led Jester sets no suit
    game.apply("5D")
    assert legal() == {"AD", "N2"}  # the 5♦ after the Jester set diamonds
    game.apply("AD")
    assert game.current_player == 2
    game.apply("N2")
    game.apply("3S")
    assert legal() == {"KH"}
    game.apply("KH")
    assert game.is_over
    assert list(game.results[0].tricks) == [2, 1, 1]
    assert list(game.scores()) == [14, 12, 0]


def test_wizard_led_means_no_suit_to_follow() -> None:
    game = wizard_deal(["W3 5C", "W1 6C", "2H 3S"], "AH", 2)
    for bid in (0, 0, 0):
        game.apply(bid)
    game.apply("W3")
    assert {action_text(a) for a in game.legal_actions()} == {"W1", "6C"}
    game.apply("W1")
    assert {action_text(a) for a in game.legal_actions()} == {"2H", "3S"}
    game.apply("2H")  # a trump does not beat the first Wizard
    assert game.current_player == 0
    for code in ("5C", "6C", "3S"):
        game.apply(code)
    assert list(game.results[0].tricks) == [1, 1, 0]


def test_jester_then_wizard_sets_no_suit() -> None:
    game = wizard_deal(["N1 4C", "W2 5C", "AS 2H"], "3D", 2)
    for bid in (0, 1, 0):
        game.apply(bid)
    game.apply("N1")
    game.apply("W2")
    assert {action_text(a) for a in game.legal_actions()} == {"AS", "2H"}
    game.apply("AS")
    assert game.current_player == 1


def test_a_trick_of_jesters_goes_to_the_first() -> None:
    game = wizard_deal(["N3", "N1", "N2"], "4D", 1, dealer=0)  # player 1 bids and leads first
    for bid in (0, 0, 0):
        game.apply(bid)
    for code in ("N3", "N1", "N2"):
        game.apply(code)
    assert list(game.results[0].tricks) == [0, 1, 0]  # player 1 played the first Jester (N3)


def test_turned_wizard_dealer_names_trumps() -> None:
    game = wizard_deal(["AS", "2H", "3C"], "W4", 1, dealer=0)  # deal order: player 1, 2, then 0
    assert game.phase is Phase.CHOOSE_TRUMP and game.phase.value == "choose-trump"
    assert game.current_player == 0
    assert game.legal_actions() == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert game.full_view().trump is None and texts([game.full_view().turned]) == ["W4"]
    for bad in (0, 1, "1", True, "AS", parse_card("AS"), "W4", "NT", ""):
        assert_refused(game, bad)
    game.apply("h")
    assert game.trump is Suit.HEARTS and game.phase is Phase.BIDDING and game.current_player == 1
    assert_refused(game, "S")
    assert_refused(game, Suit.SPADES)
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [0, 0, 1]  # the 2♥ ruffed
    assert game.results[0].trump is Suit.HEARTS
    assert [game.history[0][0], action_text(game.history[0][1])] == [0, "H"]
    assert load_game(game.to_json()).full_view() == game.full_view()


def test_turned_jester_means_no_trumps() -> None:
    game = wizard_deal(["AS", "2H", "3C"], "N2", 1, dealer=0)
    assert game.phase is Phase.BIDDING and game.trump is None and game.view(1).trump is None
    assert texts([game.view(1).turned]) == ["N2"]
    assert_refused(game, "S")
    for action in (0, 0, 0, "AS", "2H", "3C"):
        game.apply(action)
    assert list(game.results[0].tricks) == [0, 1, 0]
    assert game.results[0].trump is None


# --- illegal actions in every phase ------------------------------------------------------------------


def test_illegal_actions_in_the_bidding() -> None:
    game = five_card_deal(3)
    card = game.full_view().hands[0].cards[0]
    for bad in (card.code, card, "QH", 6, "6", 99, -1, "-1", True, False, "S", Suit.SPADES,
                "", "xyz", "1.5", "W1", "take"):
        assert_refused(game, bad)
    with pytest.raises(IllegalActionError, match="bidding"):
        game.apply(card)


@pytest.mark.parametrize("text", ["²", "--1", "1e3", " ", "- 1"])
def test_odd_bid_text_is_an_illegal_action(text: str) -> None:
    game = five_card_deal(3)
    assert_refused(game, text)


def test_illegal_actions_in_the_play() -> None:
    game = five_card_deal(3)
    for bid in (2, 0, 1, 3):
        game.apply(bid)
    game.apply("AC")
    # player 1 holds 2C 3C 4C 2D 3D: must follow clubs
    for bad in ("2D", parse_card("2D"), "AC", "AH", parse_card("AH"), 0, "0", 1, True, False, "S",
                Suit.CLUBS, "", "xyz", "W1", "N1"):
        assert_refused(game, bad)
    with pytest.raises(IllegalActionError, match="follow suit"):
        game.apply("2D")
    with pytest.raises(IllegalActionError, match="not in your hand"):
        game.apply("AH")
    game.apply(parse_card("4C"))  # a card object works too


def test_illegal_actions_once_over() -> None:
    game = boer(players=3, schedule=[1], match="deal", seed=1)
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    for bad in (0, "AS", True, Suit.SPADES):
        assert_refused(game, bad, match="over")
    for bad in ("0", "S", ""):
        assert_refused(game, bad)


def test_view_of_a_player_who_does_not_exist() -> None:
    game = boer(players=3)
    for bad in (-1, 3, True, "0", 1.0):
        with pytest.raises(ConfigError):
            game.view(bad)


# --- options -------------------------------------------------------------------------------------------

BAD_OPTIONS: list[dict[str, Any]] = [
    {"players": 1}, {"players": 8}, {"players": 0}, {"players": True}, {"players": "4"}, {"players": 4.0},
    {"players": 2, "wizard": True},
    {"players": 4, "schedule": [13]}, {"players": 2, "schedule": [13]}, {"players": 5, "schedule": [1, 11]},
    {"players": 7, "schedule": [8]}, {"players": 7, "wizard": True, "schedule": [9]},
    {"schedule": []}, {"schedule": "123"}, {"schedule": [0]}, {"schedule": [2.0]}, {"schedule": [True]},
    {"fixed_hand_size": 0}, {"fixed_hand_size": -1}, {"fixed_hand_size": 13}, {"fixed_hand_size": True},
    {"fixed_hand_size": 2, "schedule": [2]},
    {"harsh": "yes"}, {"harsh": 1}, {"boer": "no"}, {"blind": 1}, {"wizard": "true"},
    {"blind_multiplier": 0}, {"blind_multiplier": -2}, {"blind_multiplier": True}, {"blind_multiplier": 1.5},
    {"no_trump_rounds": "all"}, {"no_trump_rounds": [0]}, {"no_trump_rounds": [True]},
    {"match": "rubber"}, {"first_dealer": 4}, {"first_dealer": -1}, {"first_dealer": True},
    {"first_dealer": 1.0}, {"names": ["a", "b"]}, {"names": ["a", "a", "b", "c"]},
    {"colour": "red"}, {"wizards": True},
    {"deals": ["AS"]}, {"deals": "AS KS"}, {"deals": [" ".join(FULL_DECK[:51])]},
    {"deals": [" ".join([*FULL_DECK[1:], "AS"])]}, {"deals": [" ".join([*FULL_DECK, "AS"])]},
    {"deals": [" ".join([*FULL_DECK[:51], "W1"])]}, {"deals": [" ".join([*FULL_DECK[:51], "ZZ"])]},
    {"wizard": True, "deals": [" ".join(FULL_DECK)]}, {"players": 2, "deals": [" ".join(FULL_DECK)]},
    {"deals": [123]},
]


@pytest.mark.parametrize("options", BAD_OPTIONS, ids=[repr(o)[:60] for o in BAD_OPTIONS])
def test_bad_options_are_config_errors(options: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        new_game("boerenbridge", seed=1, **options)


@pytest.mark.parametrize(("options", "reason"), [
    ({"no_trump_rounds": [99]}, "names deal 99, but the game has deals 1 to 15"),
    ({"no_trump_rounds": [16]}, "names deal 16, but the game has deals 1 to 15"),
    ({"players": 5, "no_trump_rounds": [20]}, "deals 1 to 19"),
    ({"schedule": [3, 3], "no_trump_rounds": [3]}, "deals 1 to 2"),
    ({"fixed_hand_size": 5, "no_trump_rounds": [15, 16]}, "names deal 16"),
    ({"no_trump_rounds": [1, 1]}, "names deal 1 twice"),
    ({"no_trump_rounds": [2, 5, 2]}, "names deal 2 twice"),
    ({"fixed_hand_size": 7, "no_trump_rounds": "common"}, "with a fixed_hand_size there is no staircase"),
])
def test_no_trump_rounds_name_real_deals_once(options: dict[str, Any], reason: str) -> None:
    with pytest.raises(ConfigError) as caught:
        new_game("boerenbridge", seed=1, **options)
    assert reason in str(caught.value)


def test_no_trump_rounds_at_the_edges_are_accepted() -> None:
    assert boer(no_trump_rounds=[15, 1]).no_trump_deals == {1, 15}
    assert boer(fixed_hand_size=5, no_trump_rounds=[15]).no_trump_deals == {15}
    assert boer(schedule=[2, 2], no_trump_rounds="common").no_trump_deals == {1, 2}


def test_good_options_edge_cases() -> None:
    assert boer(players=2, schedule=[12]).schedule == (12,)
    assert boer(players=7, fixed_hand_size=7).schedule == (7,) * 14
    assert boer(players=7, wizard=True, schedule=[8]).schedule == (8,)
    assert boer(players=5, wizard=True).schedule == STAIRS[5]
    assert boer(blind_multiplier=1).config.blind_multiplier == 1
    deck = explicit_deck(["2S", "3S", "4S", "5S"], "AS", 4).split()
    as_cards = boer(deals=[[parse_card(c) for c in deck]], schedule=[1], first_dealer=3)
    as_codes = boer(deals=[deck], schedule=[1], first_dealer=3)
    for game in (as_cards, as_codes):
        assert [texts(h.cards) for h in game.full_view().hands] == [["2S"], ["3S"], ["4S"], ["5S"]]
        assert texts([game.full_view().turned]) == ["AS"]
    with pytest.raises(ConfigError):
        new_game("boerenbridge", seed=True)


# --- the table, the winner, abandoned games ---------------------------------------------------------------


def test_running_table_and_html() -> None:
    options: dict[str, Any] = {"players": 4, "first_dealer": 0, "names": ["Anouk", "Bram", "Cas", "Dewi"],
                               "schedule": [1, 2, 3, 2, 1]}
    referee = Referee(boer(seed=11, **options), options, random.Random(11))
    referee.play_out()
    game = referee.game
    html = game._repr_html_()
    assert html.startswith("<table") and all(name in html for name in options["names"])
    rows = re.findall(r"<tr><th>(\d+)</th>(.*?)</tr>", html)
    assert [int(number) for number, _ in rows] == [1, 2, 3, 4, 5]
    totals = [0] * 4
    for (size, trump, bids, tricks), points, (_, row) in zip(referee.rows, referee.table, rows, strict=True):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row)
        assert cells[0] == str(size)
        for p in range(4):
            totals[p] += points[p]
            assert cells[2 + 3 * p:5 + 3 * p] == [str(bids[p]), str(tricks[p]), str(totals[p])], (
                f"row {size}/{trump}, player {p}")
    winner = ref_winner(referee.table, referee.exact, 4)
    assert game.winner == winner
    if winner is not None:
        assert f"{options['names'][winner]} wins" in html
    for result, points in zip(game.results, referee.table, strict=True):
        assert result.to_dict()["points"] == points


TIE_OPTIONS: list[dict[str, Any]] = [{}, {"harsh": True}, {"blind": True}]


def tie_break_game(seed: int) -> BoerenbridgeGame:
    """A short random 3-player game (the blind 1-card deal scores 20 for a 0 made: as much as two
    exact 0 bids in the 2-card deals)."""
    rng = random.Random(seed)
    game = boer(players=3, schedule=[2, 2, 1], seed=seed, **TIE_OPTIONS[seed % 3])
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def tie_break_games() -> dict[str, list[int]]:
    """Seeds of short random 3-player games whose top two tie on total: broken by exact bids, by the
    best deal, or tied on everything."""
    found: dict[str, list[int]] = {"exact": [], "best": [], "none": []}
    for seed in range(3000):
        game = tie_break_game(seed)
        keys = sorted(((sum(r.points(p) for r in game.results),
                        sum(r.bids[p] == r.tricks[p] for r in game.results),
                        max(r.points(p) for r in game.results)) for p in range(3)), reverse=True)
        if keys[0][0] != keys[1][0]:
            continue
        kind = "exact" if keys[0][1] != keys[1][1] else "best" if keys[0][2] != keys[1][2] else "none"
        found[kind].append(seed)
        if all(len(seeds) >= 3 for seeds in found.values()):
            break
    return found


def test_winner_tie_breaks() -> None:
    found = tie_break_games()
    assert all(found.values()), found
    for seeds in found.values():
        for seed in seeds:
            game = tie_break_game(seed)
            table = [[r.points(p) for p in range(3)] for r in game.results]
            exact = [[r.bids[p] == r.tricks[p] for p in range(3)] for r in game.results]
            assert game.winner == ref_winner(table, exact, 3), f"seed {seed}"
            if game.winner is not None:
                assert game.standings()[0] == game.winner == game.leader


def test_abandoned_game_is_won_by_the_leader_after_the_last_complete_deal() -> None:
    options: dict[str, Any] = {"players": 5, "first_dealer": 4}
    referee = Referee(boer(seed=21, **options), options, random.Random(21))
    referee.play_out(stop=lambda r: r.deal_index == 3 and len(r.deal_actions) == 7)
    game = referee.game
    scores = game.scores()
    assert not game.is_over and game.winner is None
    game.abandon()
    assert game.is_over and game.abandoned and game.current_player is None
    assert len(game.results) == 3 and game.scores() == scores
    expected = ref_winner(referee.table, referee.exact, 5)
    assert game.winner == expected
    if expected is not None:
        assert game.leader == expected
    assert game.legal_actions() == []
    assert_refused(game, 0, match="over")
    assert "abandoned" in game._repr_html_()


def test_abandoned_before_any_complete_deal() -> None:
    game = boer(players=4, seed=2)
    game.apply(0)
    game.abandon()
    assert game.is_over and game.results == [] and game.scores() == (0, 0, 0, 0)
    assert game.winner is None  # everybody tied on every count


def test_abandoned_game_survives_save_and_load() -> None:
    game = boer(players=3, seed=8, first_dealer=0)
    rng = random.Random(8)
    while len(game.results) < 2:
        game.apply(rng.choice(game.legal_actions()))
    game.abandon()
    loaded = load_game(game.to_json())
    assert isinstance(loaded, BoerenbridgeGame)
    assert loaded.is_over and loaded.abandoned, "an abandoned game comes back from its save as not abandoned"
    assert loaded.winner == game.winner


# --- the protocol ------------------------------------------------------------------------------------------


def test_same_seed_same_game() -> None:
    one, two = boer(players=6, seed=99), boer(players=6, seed=99)
    assert one.full_view() == two.full_view() and one.dealer == two.dealer


def test_save_and_load_at_random_points() -> None:
    rng = random.Random(31)
    runs = [(3, "wizard-all"), (4, "plain"), (5, "blind-x3-harsh-boer"), (2, "no-trump-list")]
    for players, variant in runs:
        options = dict(VARIANTS[variant], players=players)
        game = boer(seed=players, **options)
        stops = sorted(rng.sample(range(120), 5))
        step = 0
        while not game.is_over:
            if step in stops:
                text = game.to_json()
                loaded = load_game(text)
                assert loaded.to_json() == text and loaded.full_view() == game.full_view()
                assert loaded.legal_actions() == game.legal_actions()
                game = loaded
            game.apply(rng.choice(game.legal_actions()))
            step += 1
        assert load_game(game.to_json()).full_view() == game.full_view()


# --- text too long to read ---------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["1" * 5000, "9" * 4400, "1" * 1_000_000, " " * 200 + "1"], ids=len)
def test_a_bid_too_long_to_read_is_refused_before_it_is_read(text: str) -> None:
    """More than MAX_TEXT_LENGTH characters (200) is no bid, whatever they are: refused at once,
    as unreadable text is (not by Python's limit of 4,300 digits for a number)."""
    from honeymoon.cards import MAX_TEXT_LENGTH
    from honeymoon.errors import NotationError

    game = boer(players=4, seed=1, first_dealer=3)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=f"at most {MAX_TEXT_LENGTH}"):
        game.apply(text)
    with pytest.raises(NotationError, match=f"at most {MAX_TEXT_LENGTH}"):
        game.parse_action(text)
    assert game.to_json() == before
    game.apply(" " * (MAX_TEXT_LENGTH - 1) + "1")  # 200 characters are read
    assert game.history[-1] == (0, 1)


@pytest.mark.parametrize(("option", "value", "word"), [
    ("deals", [None], "deal"), ("deals", [1], "deal"), ("deals", [[None] * 52], "deal"),
    ("deals", [["AS"] * 52], "deal"), ("deals", [" ".join(["AS"] * 100_000)], "deal"),
    ("deals", ({"AS": 1},), "deal"), ("blind_multiplier", 10**5000, "blind_multiplier"),
    ("blind_multiplier", 11, "1 to 10"), ("no_trump_rounds", [10**5000], "no_trump_rounds"),
    ("players", 10**5000, "players"), ("first_dealer", 10**5000, "first_dealer"),
    ("schedule", [10**5000], "a hand holds"), ("names", ["\ud800", "b", "c", "d"], "names"),
], ids=lambda v: v if isinstance(v, str) and len(v) < 20 else type(v).__name__)
def test_a_wrong_option_is_a_config_error(option: str, value: Any, word: str) -> None:
    """Wrong values of every kind, huge numbers included (too long for Python to write)."""
    with pytest.raises(ConfigError, match=word):
        new_game("boerenbridge", seed=1, **{option: value})
