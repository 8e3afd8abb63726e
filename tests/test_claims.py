"""Claims ("the rest are mine"): a claim is an action of the play, checked double dummy from the
claimer's side when it is made; accepted, the tricks left go to his side and the deal is scored;
refused, the game is exactly as it was and the reason gives a line that beats it."""

from __future__ import annotations

import json
import random
import re
from typing import NamedTuple

import pytest
from test_hostile_saves import signed

from honeymoon import Card, Hand, IllegalActionError, SaveFileError, load_game, new_game
from honeymoon.analysis import dd_claim, dd_plays
from honeymoon.bots import make_bot, play
from honeymoon.forms import BridgeGame
from honeymoon.game import CLAIM, Game, Phase
from honeymoon.views import Claim, Play

# Player 0 holds twelve spades and the ♥2, player 1 twelve hearts and the ♠2; the minor suits
# are set aside. Player 1 declares 1NT and player 0 leads.
SPADES_V_HEARTS = ("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2H "
                   "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2S "
                   "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")
#: The same with the ♠2 and the ♥2 swapped: player 0 holds every spade, player 1 every heart.
ALL_SPADES = SPADES_V_HEARTS.replace("3S 2H", "3S 2S").replace("3H 2S", "3H 2H")


def card(code: str) -> Card:
    return Card.parse(code)


def eleven_spades_cashed() -> BridgeGame:
    """1NT by player 1; player 0 has cashed eleven spades, player 1 throwing his low hearts: player 0
    keeps ♠3 ♥2, player 1 ♥A ♥K, and player 0 is on lead."""
    game = new_game("plain", seed=1, match="deal", first_dealer=0, deals=[SPADES_V_HEARTS])
    assert isinstance(game, BridgeGame)
    game.apply("1NT")
    game.apply("Pass")
    discards = ["2S", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"]
    for spade, discard in zip("AKQJT98765", discards, strict=False):
        game.apply(spade + "S")
        game.apply(discard)
    game.apply("4S")
    game.apply("QH")
    assert game.current_player == 0 and not game.trick and len(game.tricks) == 11
    return game


def snapshot(game: Game) -> tuple[object, ...]:
    return game.to_json(), game.full_view(), tuple(game.view(p) for p in range(game.num_players))


def test_a_claim_of_top_winners_at_the_opening_lead_takes_every_trick() -> None:
    game = new_game("plain", seed=1, match="deal", first_dealer=0, deals=[ALL_SPADES])
    game.apply("1NT")
    game.apply("Pass")
    assert game.claimable and CLAIM not in game.legal_actions()
    game.apply(CLAIM)  # thirteen spades at no-trump, on lead: every trick
    assert game.is_over and game.history[-1] == (0, CLAIM)
    record = game.deals[-1]  # type: ignore[attr-defined]
    assert record.claim == Claim(0, 0, 13, False) and record.score.tricks == 0
    assert game.scores() == (350, 0)  # 1NT down 7, not vulnerable: 7 × 50 to the defender


def test_a_refused_claim_names_the_line_that_beats_it_and_changes_nothing() -> None:
    game = eleven_spades_cashed()
    before = snapshot(game)
    with pytest.raises(IllegalActionError) as caught:
        game.apply("claim")
    assert caught.value.reason == (
        "not all the rest are yours: the other side can take a trick. A line of play that beats the "
        "claim, both sides playing their best cards: you lead ♠3, player 1 plays ♥K: you win the trick; "
        "you lead ♥2, player 1 plays ♥A: player 1 wins the trick.")
    assert snapshot(game) == before
    game.apply("3S")  # the game goes on
    assert game.current_player == 1


def test_a_claim_in_the_middle_of_a_trick_takes_that_trick_too() -> None:
    game = eleven_spades_cashed()
    game.apply("2H")  # player 0 leads the ♥2: the ♠3 will never make
    assert game.claimable and game.current_player == 1
    game.apply("réclamer")  # the French word, read in an English game
    assert game.is_over and game.history[-1] == (1, CLAIM)
    record = game.deals[-1]
    assert record.claim == Claim(1, 1, 2, True, (Play(0, card("2H")),))
    assert record.score is not None and record.score.tricks == 2  # 1NT by player 1: down 5
    assert game.scores() == (250, 0)
    assert game.view(0).log[-1].text() == "claim 2"


def test_a_claim_is_saved_and_replayed_exactly() -> None:
    game = eleven_spades_cashed()
    game.apply("2H")
    game.apply(CLAIM)
    saved = game.to_json()
    assert '[1, "claim"]' in saved
    loaded = load_game(saved)
    assert loaded.to_json() == saved and loaded.full_view() == game.full_view()
    assert loaded.deals[-1].claim == game.deals[-1].claim  # type: ignore[attr-defined]


def test_a_save_with_a_claim_that_does_not_hold_is_refused() -> None:
    """A save as the library writes them, digest and all, whose last move is a claim the cards
    refuse: replayed, the claim is illegal, and the save is refused with the reason."""
    body = json.loads(eleven_spades_cashed().to_json())
    body["history"].append([0, "claim"])
    del body["digest"]
    with pytest.raises(SaveFileError, match=r"move \d+ \('claim'\) is not legal: not all the rest are yours"):
        load_game(signed(body))


def test_a_claim_outside_the_play_is_refused_with_a_reason() -> None:
    game = new_game("plain", seed=3, match="deal")
    before = game.to_json()
    assert not game.claimable
    for attempt in (CLAIM, "claim", "der Rest gehört mir"):
        with pytest.raises(IllegalActionError, match=r"claim|call"):
            game.apply(attempt)
    assert game.to_json() == before
    boerenbridge = new_game("boerenbridge", seed=1)
    while boerenbridge.phase is not Phase.PLAY:
        boerenbridge.apply(boerenbridge.legal_actions()[0])
    assert not boerenbridge.claimable
    with pytest.raises(IllegalActionError, match="Boerenbridge takes no claims"):
        boerenbridge.apply(CLAIM)


def test_half_open_takes_no_claim_while_a_card_lies_under_a_cover() -> None:
    game = new_game("half-open", seed=2, match="deal")
    rng = random.Random(2)
    while game.phase is not Phase.PLAY:
        game.apply(rng.choice(game.legal_actions()))
    assert isinstance(game, BridgeGame) and game.covered and not game.claimable
    with pytest.raises(IllegalActionError, match="under covers"):
        game.apply(CLAIM)


def test_the_refusal_names_no_hidden_card_but_those_of_its_line() -> None:
    """The claimer learns the cards of the line that beats his claim, as a contested claim is
    settled with every hand shown, and no other card he could not see."""
    refused = 0
    for seed in range(6):
        game = new_game("plain", seed=seed, match="deal")
        rng = random.Random(seed)
        while not game.is_over and (game.phase is not Phase.PLAY or len(game.tricks) < 6):  # type: ignore[attr-defined]
            game.apply(rng.choice(game.legal_actions()))
        if game.is_over:
            continue
        player = game.current_player
        assert player is not None
        seen = {c for seat in game.view(player).seats for c in seat.cards}
        seen |= {c for trick in game.view(player).tricks for _, c in trick}
        try:
            game.apply(CLAIM)
        except IllegalActionError as error:
            named = {Card.parse(text) for text in re.findall(r"[♠♥♦♣](?:10|[2-9JQKA])", error.reason)}
            assert isinstance(game, BridgeGame)
            here = position(game)
            line = dd_claim(here.hands, here.strain, 0, here.trick, sides=here.sides)
            assert line is not None
            assert named - seen <= {c for _, c in line.line}, seed
            refused += 1
    assert refused


class Position(NamedTuple):
    """A position as dd_plays and dd_claim take it, read from the full view: the hands in order of
    play from the trick's leader, the strain, the trick so far, each seat's side (1: the claimer's)
    and the tricks left."""

    hands: list[Hand]
    strain: str
    trick: list[tuple[int, Card]]
    sides: tuple[int, ...]
    left: int


def position(game: BridgeGame) -> Position:
    full = game.full_view()
    seat, declarer, contract = full.seat_to_play, full.declarer, full.contract
    assert seat is not None and declarer is not None and contract is not None
    start = full.order.index(full.trick[0].seat if full.trick else seat)
    order = list(full.order[start:] + full.order[:start])
    side = [game.side_of(s.controller or 0) == game.side_of(declarer) for s in full.seats]
    return Position([Hand(full.seats[s].cards) for s in order], contract.strain.letter,
                    [(order.index(s), c) for s, c in full.trick],
                    tuple(int(side[s] == side[seat]) for s in order), len(full.seats[seat].cards))


@pytest.mark.parametrize("form", ["plain", "exposed-dummy", "double-dummy", "three-handed"])
def test_an_accepted_claim_gives_no_more_than_double_dummy(form: str) -> None:
    """Random games, a claim tried at random moments: accepted exactly when the claimer's side
    takes every trick left double dummy (the value :func:`dd_plays` gives its best card), and then
    the score counts the tricks the claim gave; refused, the reason gives a line whose last trick
    the other side wins."""
    accepted = refused = 0
    for seed in range(4 if form == "three-handed" else 8):
        game = new_game(form, seed=seed, match="deal")
        assert isinstance(game, BridgeGame)
        rng = random.Random(seed)
        while not game.is_over:
            if game.phase is Phase.PLAY and game.claimable and rng.random() < 0.2 \
                    and (form != "three-handed" or len(game.tricks) >= 9):
                here = position(game)
                values = dd_plays(here.hands, here.strain, 0, here.trick, sides=here.sides)
                left = here.left
                declaring = game.side_of(game.current_player or 0) == game.side_of(game.declarer or 0)
                declarer_before = game.declarer_tricks()
                try:
                    game.apply(CLAIM)
                except IllegalActionError as error:
                    refused += 1
                    assert max(values.values()) < left
                    assert "the other side can take a trick" in error.reason
                    assert error.reason.endswith("wins the trick.")  # not "you win": the other side's
                    assert not re.search(r"\d+ of the \d+ tricks", error.reason)  # no count from hidden cards
                    continue
                accepted += 1
                assert max(values.values()) == left
                record = game.deals[-1]
                assert record.claim is not None and record.claim.tricks == left
                assert record.score is not None
                assert record.score.tricks == declarer_before + (left if declaring else 0)
                break
            game.apply(rng.choice(game.legal_actions()))
    assert refused


@pytest.mark.parametrize(("level", "claims"), [("basic", True), ("strong", True), ("random", False)])
def test_the_computer_claims_when_every_card_it_holds_is_a_winner(level: str, claims: bool) -> None:
    """Player 0 alone holds spades: on lead at no-trump, the basic and strong levels claim the
    rest; the random level only picks legal actions."""
    game = new_game("plain", seed=1, match="deal", first_dealer=0, deals=[ALL_SPADES])
    game.apply("1NT")
    game.apply("Pass")
    play(game, {0: make_bot(level, seed=1), 1: make_bot(level, seed=2)})
    assert game.is_over and (game.history[-1] == (0, CLAIM)) is claims
    assert game.deals[-1].score.tricks == 0  # type: ignore[attr-defined]
