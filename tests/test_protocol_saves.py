"""Save and load for every bridge form, checked against the independent model
(tests/protocol_model.py): round trips at any moment, continued in lockstep; damaged or edited
files refused."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from protocol_model import (
    ALL_CARDS,
    FORMS,
    SPECS,
    Spec,
    differences,
    random_agent,
    rubber_agent,
)
from protocol_watcher import play

from honeymoon import (
    Game,
    HoneymoonError,
    Phase,
    SaveFileError,
    load_game,
    new_game,
)
from honeymoon.game import action_text
from honeymoon.views import BridgeView


# --- save and load -------------------------------------------------------------------------------
def moment(spec: Spec, game: Game) -> str | None:
    """The kind of moment a save is made at, for the round trips: mid-draw, mid-auction, mid-trick,
    the widow, the choice of dummy, mid-rubber (between deals), over."""
    if game.is_over:
        return "over"
    phase, full = game.phase, game.full_view()
    assert isinstance(full, BridgeView)
    this_deal = len(full.log)
    if phase is Phase.DRAW and this_deal:
        return "draw"
    if phase is Phase.AUCTION and full.auction:
        return "auction"
    if phase is Phase.PLAY and full.trick:
        return "trick"
    if phase in (Phase.WIDOW, Phase.CHOOSE_DUMMY):
        return str(phase.value)
    if this_deal == 0 and full.previous_deals:
        return "rubber"
    return None


@pytest.mark.parametrize("form", FORMS)
def test_save_and_load_at_any_moment_then_go_on(form: str) -> None:
    """A rubber saved and loaded at every kind of moment: the loaded game equals the original, and
    both, continued with the same actions, stay equal."""
    spec = SPECS[form]
    game = new_game(form, seed=42, names=["N" + str(s) for s in range(spec.sides)], insult=False)
    agent, rng = rubber_agent(form), random.Random(42)
    wanted = {"auction", "trick", "rubber", "over"} | ({"draw"} if spec.prelude else set())
    wanted |= {"widow"} if spec.players == 3 else {"choose-dummy"} if spec.dummies == "single" else set()
    done: set[str] = set()
    while True:
        kind = moment(spec, game) if game.is_over or not done >= wanted - {"over"} else None
        if kind and (kind not in done or rng.random() < 0.002):
            done.add(kind)
            other = load_game(game.to_json())
            assert differences(game, other) == [], (form, kind)
            if not game.is_over:
                for _ in range(30):
                    if game.is_over:
                        break
                    action = agent(game, rng)
                    game.apply(action)
                    other.apply(action_text(action))
                    assert game.to_json() == other.to_json()
                assert differences(game, other) == [], (form, kind, "after going on")
        if game.is_over:
            break
        game.apply(agent(game, rng))
    assert done >= wanted


@pytest.mark.parametrize("form", FORMS)
def test_save_and_load_at_every_step_of_a_deal(form: str) -> None:
    game = new_game(form, seed=8, match="deal")
    rng = random.Random(8)
    while True:
        assert differences(game, load_game(game.to_json())) == []
        if game.is_over:
            break
        game.apply(random_agent(game, rng))


def test_a_save_keeps_every_option() -> None:
    deck = [card.code for card in ALL_CARDS[::-1]]
    options = {"names": ["Anna", "Ben"], "first_dealer": 1, "insult": False, "deals": [" ".join(deck)],
               "auction_end": "three-passes", "dealer_calls_first": True, "expose_top_card": True,
               "follow_suit_in_draw": True, "match": "game"}
    game = new_game("draw-tricks", seed=5, **options)
    for _ in range(20):
        game.apply(game.legal_actions()[-1])
    text = game.to_json()
    body = json.loads(text)
    assert set(body) == {"format", "version", "game", "seed", "options", "history", "digest"}
    loaded = load_game(text)
    assert loaded.options == game.options
    assert loaded.sheet.sides == ("Anna", "Ben")  # type: ignore[attr-defined]
    assert differences(game, loaded) == []


def _digest(body: dict[str, Any]) -> str:
    """The save format's digest: SHA-256 of the other keys, as sorted JSON."""
    content = {key: value for key, value in body.items() if key != "digest"}
    return hashlib.sha256(json.dumps(content, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _saved_games() -> dict[str, str]:
    """A plain deal saved mid-play, a draw deal saved mid-draw, a finished deal."""
    saves = {}
    game = new_game("plain", seed=3, match="deal")
    for text in ("1NT", "Pass"):
        game.apply(text)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    saves["play"] = game.to_json()
    game = new_game("draw", seed=4, match="deal")
    for _ in range(9):
        game.apply(game.legal_actions()[0])
    saves["draw"] = game.to_json()
    saves["over"] = play("plain", 9, random_agent, match="deal").game.to_json()
    return saves


SAVES = _saved_games()


def _edit(name: str, change: Callable[[dict[str, Any]], Any], *, sign: bool = True) -> str:
    body = json.loads(SAVES[name])
    change(body)
    if sign:
        body["digest"] = _digest(body)
    return json.dumps(body)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body[key] = value
    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        del body[key]
    return change


def _move(index: int, move: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["history"][index] = move
    return change


def _first_play_other_hand(body: dict[str, Any]) -> None:
    """The first card played replaced by a card from the other hand."""
    game = new_game(body["game"], seed=body["seed"], **body["options"])
    for player, text in body["history"][:2]:
        assert player == game.current_player
        game.apply(text)
    full = game.full_view()
    assert isinstance(full, BridgeView) and game.current_player is not None
    body["history"][2][1] = full.seats[1 - game.current_player].cards[0].code


def _action(index: int, text: Any) -> Callable[[dict[str, Any]], None]:
    def change(body: dict[str, Any]) -> None:
        body["history"][index][1] = text
    return change


def _seed_none(body: dict[str, Any]) -> None:
    """No seed (and no moves, which could fit one deal only)."""
    body["seed"] = None
    body["history"] = []


def _swap_player(body: dict[str, Any]) -> None:
    body["history"][1][0] = 1 - body["history"][1][0]


REFUSED: dict[str, Any] = {
    "empty text": "",
    "not JSON": "hello",
    "a JSON string": '"honeymoon-game"',
    "a JSON list": "[]",
    "a JSON number": "42",
    "JSON null": "null",
    "truncated by one": SAVES["play"][:-1],
    "truncated by half": SAVES["play"][: len(SAVES["play"]) // 2],
    "truncated at the start": SAVES["play"][1:],
    "another format": _edit("play", _set("format", "chess-game")),
    "no format": _edit("play", _drop("format")),
    "version 1": _edit("play", _set("version", 1)),
    "version 3": _edit("play", _set("version", 3)),
    "version '1'": _edit("play", _set("version", "1")),
    "version null": _edit("play", _set("version", None)),
    "version true": _edit("play", _set("version", True)),
    "no game": _edit("play", _drop("game")),
    "no seed": _edit("play", _drop("seed")),
    "no options": _edit("play", _drop("options")),
    "no history": _edit("play", _drop("history")),
    "no digest": _edit("play", _drop("digest"), sign=False),
    "a changed digest": SAVES["play"].replace('"digest": "', '"digest": "0', 1),
    "digest not text": _edit("play", _set("digest", 5), sign=False),
    "a changed seed, digest kept": _edit("play", _set("seed", 4), sign=False),
    "a changed move, digest kept": _edit("play", _move(0, [1, "2NT"]), sign=False),
    "an illegal move": _edit("play", _first_play_other_hand),
    "an insufficient bid": _edit("play", _move(1, [0, "1C"])),
    "a move by the wrong player": _edit("play", _swap_player),
    "a player that is no player": _edit("play", _move(0, [7, "1NT"])),
    "a player as text": _edit("play", _move(0, ["1", "1NT"])),
    "a move that is not a pair": _edit("play", _move(0, ["1NT"])),
    "an action that is not text": _edit("play", _action(0, 5)),
    "an unreadable action": _edit("play", _action(0, "ZZ")),
    "a draw action in the auction": _edit("play", _action(0, "take")),
    "a card in the auction": _edit("play", _action(0, "AS")),
    "a call in the draw": _edit("draw", _action(0, "1NT")),
    "a call in the play": _edit("play", _action(3, "2NT")),
    "a move after the end": _edit("over", lambda body: body["history"].append([0, "Pass"])),
    "history not a list": _edit("play", _set("history", "1NT Pass")),
    "history an object": _edit("play", _set("history", {"0": "1NT"})),
    "an unknown game": _edit("play", _set("game", "chess")),
    "game null": _edit("play", _set("game", None)),
    "game a list": _edit("play", _set("game", ["plain"])),
    "an unknown option": _edit("play", _set("options", {"colour": "red"})),
    "a bad match": _edit("play", _set("options", {"match": "set"})),
    "a bad first dealer": _edit("play", _set("options", {"match": "deal", "first_dealer": 5})),
    "options a list": _edit("play", _set("options", ["match", "deal"])),
    "options null": _edit("play", _set("options", None)),
    "a seed as text": _edit("play", _set("seed", "x")),
    "a fractional seed": _edit("play", _set("seed", 1.5)),
    "a seed true": _edit("play", _set("seed", True)),
    "a seed null": _edit("play", _seed_none),
    "None": None,
    "an int": 42,
    "the parsed dict": json.loads(SAVES["play"]),
    "a list": [SAVES["play"]],
    "bytes": SAVES["play"].encode(),
    "undecodable bytes": b"\xff\xfe",
}


def test_saves_used_for_refusals_load() -> None:
    for text in SAVES.values():
        assert load_game(text).to_json() == text


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_damaged_or_edited_save_is_refused(case: str) -> None:
    with pytest.raises(SaveFileError) as caught:
        load_game(REFUSED[case])
    assert isinstance(caught.value, HoneymoonError) and isinstance(caught.value, ValueError)
    assert len(str(caught.value).strip()) >= 10


def test_a_version_1_save_is_refused_with_the_reason() -> None:
    """Version 1 saves were dealt by the earlier card-by-card shuffle: their seed now deals
    other cards, so their moves cannot be replayed, and the error says why."""
    with pytest.raises(SaveFileError, match=r"version 1; this library reads version 2 .*other deals"):
        load_game(REFUSED["version 1"])
